#!/usr/bin/env bash
# README command (b): install what is missing, build, run the whole test suite.
# GPU tests (label gpu) report "skipped" where there is no GPU.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/install-deps.sh"
"$here/scripts/build.sh"
jobs=$(nproc 2>/dev/null || echo 2)
ctest --test-dir "${TRIDENT_BUILD_DIR:-$here/build}" --output-on-failure -j "$jobs" "$@"
