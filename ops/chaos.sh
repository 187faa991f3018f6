#!/usr/bin/env bash
# `npm run test:chaos`: SECURITY's long variants (CHAOS_LONG=1, vitest.chaos.config.ts). Installs
# what they need when it is missing and we are root (redis-server; fiu-utils for T35's random EIO),
# otherwise says what to install; the tests that need a missing tool are skipped with the reason.
set -uo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
command -v fiu-run >/dev/null 2>&1 || need_apt+=(fiu-utils)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${need_apt[*]} from Debian..."
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null \
      || echo "Could not install ${need_apt[*]}; the tests that need them will be skipped."
  else
    echo "Missing: ${need_apt[*]}. Install with: sudo apt-get install -y ${need_apt[*]} (the tests that need them are skipped)."
  fi
fi

mkdir -p test-results
CHAOS_LONG=1 exec npx vitest run --config vitest.chaos.config.ts "$@"
