#!/usr/bin/env bash
# `npm test`: every test (vitest, then Playwright in Chromium), then one closing line:
#   N passed, N failed, N skipped
# Installs what the tests need when it is missing and we are root; otherwise says what to install.
set -uo pipefail
cd "$(dirname "$0")/.."

. ops/apt-needs.sh
need_apt=()
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
apt_needs "${need_apt[@]}"

mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json

# Everything `npm start` runs is built first (client, server renderer, compiled server): browser tests
# serve exactly that, the renderer's tests use the SSR bundle, and a unit test scans the client for
# sample credentials (T12).
build_rc=0
if grep -q '"build"' package.json; then
  npm run --silent build >/tmp/osg-build-web.log 2>&1 || { build_rc=1; tail -30 /tmp/osg-build-web.log; }
fi

# The emailed-link flows run again against a development build of the client, where React's StrictMode
# runs every effect twice (playwright.config.ts, project 'strict-mode'). Its server renders with the same
# SSR bundle (production identifiers in both builds, so the class names match).
strict_failed=0
if [ $build_rc = 0 ] && [ -f playwright.config.ts ]; then
  if NODE_ENV=development npx vite build --outDir "$PWD/dist/strict-mode/dist/web" --emptyOutDir >/tmp/osg-build-strict.log 2>&1 \
    && ln -sfn ../../ssr dist/strict-mode/dist/ssr; then
    export E2E_STRICT_MODE_DIR=dist/strict-mode
  else
    strict_failed=1
    tail -30 /tmp/osg-build-strict.log
  fi
fi

npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_rc=$?

pw_rc=$build_rc
if [ -f playwright.config.ts ]; then
  if [ $pw_rc = 0 ]; then
    PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json
    pw_rc=$?
  fi
fi

STRICT_FAILED=$strict_failed node --input-type=module -e '
import { existsSync, readFileSync } from "node:fs";
let passed = 0, failed = 0, skipped = 0;
if (existsSync("test-results/vitest.json")) {
  const v = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
  passed += v.numPassedTests; failed += v.numFailedTests; skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  // A file that failed to load has no test results but must not vanish from the count.
  failed += (v.testResults ?? []).filter((f) => f.status === "failed" && (f.assertionResults ?? []).length === 0).length;
  // The failures again, near the end: CI shows only the tail of the log, where vitest'"'"'s own list is long gone.
  for (const f of v.testResults ?? []) {
    const file = f.name.replace(process.cwd() + "/", "");
    const failures = (f.assertionResults ?? []).filter((a) => a.status === "failed");
    if (f.status === "failed" && failures.length === 0) console.log(`vitest failed: ${file}: ${String(f.message ?? "").split("\n")[0].slice(0, 300)}`);
    for (const a of failures) console.log(`vitest failed: ${file} > ${a.fullName}: ${String(a.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300)}`);
  }
} else failed += 1;
if (existsSync("test-results/playwright.json")) {
  const s = JSON.parse(readFileSync("test-results/playwright.json", "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0); failed += s.unexpected ?? 0; skipped += s.skipped ?? 0;
} else if (existsSync("playwright.config.ts")) failed += 1;
// The development build for the StrictMode run failed: its flows did not run, which counts as a failure.
failed += Number(process.env.STRICT_FAILED ?? 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
'
[ $vitest_rc = 0 ] && [ $pw_rc = 0 ] && [ $strict_failed = 0 ]
