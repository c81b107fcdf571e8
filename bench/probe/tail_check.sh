#!/usr/bin/env bash
# bench/probe/tail_check.sh -- one device call for the one-launch tridiagonalization with its
# one-block tail (cuda/sytrd/sytrd_tail.cuh): the library built (sm_90), bench_sytrd against
# cuSOLVER at the fused path's sizes, compute-sanitizer memcheck on the probe with the tail alone
# (all that fits) and at its defaults, racecheck and synccheck on the tail kernel alone (all that
# fits, and 24 columns handed over), then the GPU tests that reach the fused path
# (SANITIZE_TIMEOUT and TESTS_TIMEOUT bound each part; a short table is printed last).
# usage: OUT=dir TRIDENT_BUILD_DIR=build-gpu bash bench/probe/tail_check.sh
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/trident-out}
build=${TRIDENT_BUILD_DIR:-/tmp/trident-build}
mkdir -p "$OUT"
bash "$here/bench/gpu-check.sh" >"$OUT/tail-build.log" 2>&1 || { tail -30 "$OUT/tail-build.log"; exit 1; }
"$build/bench/bench_sytrd" --types dzsc --uplo L --reps 3 512 1024 1536 2048 >"$OUT/tail-bench.log" 2>&1
probe=$build/bench/bench_sytrd_fused_phases
for tail in 100000 ""; do # all that fits (d130 z117 c166 s237 wholly in it), then the defaults
  label=${tail:-default}
  TRIDENT_SYTRD_FUSED_TAIL=$tail timeout "${SANITIZE_TIMEOUT:-60}" compute-sanitizer --tool memcheck \
    --error-exitcode 9 "$probe" d130 z117 c166 s237 d300 z200 >"$OUT/tail-memcheck-$label.log" 2>&1
  echo "compute-sanitizer memcheck, tail $label: exit $? (124: time limit)" >>"$OUT/tail-summary.txt"
  # racecheck and synccheck on the tail kernel alone, at small orders (on the whole probe
  # racecheck ran past 45 s in session 55)
  for tool in racecheck synccheck; do
    TRIDENT_SYTRD_FUSED_TAIL=${tail:-24} timeout "${SANITIZE_TIMEOUT:-60}" compute-sanitizer --tool $tool \
      --kernel-name kns=sytrd_tail --error-exitcode 9 "$probe" d40 z33 c40 s70 d90 >"$OUT/tail-$tool-$label.log" 2>&1
    echo "compute-sanitizer $tool on sytrd_tail, tail ${tail:-24}: exit $? (124: time limit)" >>"$OUT/tail-summary.txt"
  done
  grep -hE "ERROR SUMMARY|RACECHECK SUMMARY" "$OUT"/tail-*-$label.log >>"$OUT/tail-summary.txt"
done
timeout "${TESTS_TIMEOUT:-300}" ctest --test-dir "$build" --output-on-failure --timeout 300 -R \
  '^(threads_gpu|accuracy_[sdcz]_gpu(_blocked)?|subset_generalized_[sdcz]_gpu|sytrd_gpu|syevd_gpu|nonfinite_gpu|syevx_gpu|syevx_gpu_invit|sygvd_gpu|sygvd_gpu_recursive|device_fault|stream_order)$' \
  >"$OUT/tail-ctest.log" 2>&1
echo "ctest: exit $?" >>"$OUT/tail-summary.txt"
grep -E "tests passed|tests failed|\*\*\*|Failed" "$OUT/tail-ctest.log" >>"$OUT/tail-summary.txt"
tail -18 "$OUT/tail-bench.log"
cat "$OUT/tail-summary.txt"
