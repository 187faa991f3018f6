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

npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_rc=$?

pw_rc=$build_rc
if [ -f playwright.config.ts ]; then
  if [ $pw_rc = 0 ]; then
    PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json
    pw_rc=$?
  fi
fi

node --input-type=module -e '
import { existsSync, readFileSync } from "node:fs";
let passed = 0, failed = 0, skipped = 0;
if (existsSync("test-results/vitest.json")) {
  const v = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
  passed += v.numPassedTests; failed += v.numFailedTests; skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  // A file that failed to load has no test results but must not vanish from the count.
  failed += (v.testResults ?? []).filter((f) => f.status === "failed" && (f.assertionResults ?? []).length === 0).length;
} else failed += 1;
if (existsSync("test-results/playwright.json")) {
  const s = JSON.parse(readFileSync("test-results/playwright.json", "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0); failed += s.unexpected ?? 0; skipped += s.skipped ?? 0;
} else if (existsSync("playwright.config.ts")) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
'
[ $vitest_rc = 0 ] && [ $pw_rc = 0 ]
