#!/usr/bin/env bash
# `npm run test:chaos`: SECURITY's long variants (CHAOS_LONG=1, vitest.chaos.config.ts). Installs
# what they need when it is missing and we are root (redis-server; fiu-utils for T35's random EIO),
# otherwise says what to install; the tests that need a missing tool are skipped with the reason.
set -uo pipefail
cd "$(dirname "$0")/.."

. ops/apt-needs.sh
need_apt=()
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
command -v fiu-run >/dev/null 2>&1 || need_apt+=(fiu-utils)
apt_needs "${need_apt[@]}"

mkdir -p test-results
CHAOS_LONG=1 exec npx vitest run --config vitest.chaos.config.ts "$@"
