#!/usr/bin/env bash
# bench/probe/chase_check.sh -- one device call for the band chase (cuda/band/hb2st.cu): the
# programs that reach it built (sm_90), the GPU tests of the two-stage route, compute-sanitizer
# memcheck, racecheck and synccheck on the chase kernel in test_band_apply_q (CHASE_SANITIZE: the
# tools, empty for none), then the chase's time, for the tree as it is or, with CHASE_AB_VAR
# naming a switch, under each of its settings in CHASE_AB_VALUES (default "0 1") in turn,
# CHASE_AB_ROUNDS times (default 2): the phase "band chase" of
# `TRIDENT_VERBOSE=3 bench_eigen --ours-only --cases n` for the types in CHASE_AB_TYPES (sdcz) at CHASE_AB_N
# (8192), and of s's lowest 10% and full solve at 16384 (CHASE_AB_BIG=0 skips those).  A short table is
# printed last.  (Session 58 ran it with a grid switch at 16384 and s alone at 32768: cuda/band/hb2st.cu.)
# usage: OUT=dir TRIDENT_BUILD_DIR=build-gpu [CHASE_AB_VAR=TRIDENT_X] bash bench/probe/chase_check.sh
# (session 57 compared two kernels this way, through a switch added for the call and removed after)
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/trident-out}
build=${TRIDENT_BUILD_DIR:-/tmp/trident-build}
mkdir -p "$OUT"
var=${CHASE_AB_VAR:-}
summary=$OUT/chase-summary.txt
: >"$summary"
BUILD_TARGETS="bench_eigen test_band_apply_q test_syevd_gpu test_syevx_gpu test_sygvd_gpu test_accuracy \
test_nonfinite_gpu test_device_fault" bash "$here/bench/gpu-check.sh" >"$OUT/chase-build.log" 2>&1 ||
  { tail -30 "$OUT/chase-build.log"; exit 1; }
timeout "${TESTS_TIMEOUT:-240}" ctest --test-dir "$build" --output-on-failure --timeout 240 -R \
  '^(band_apply_q|accuracy_[sdcz]_gpu_2stage|syevd_gpu_two_stage(_nb16)?|syevx_gpu_two_stage|sygvd_gpu_two_stage|nonfinite_gpu_two_stage|device_fault_two_stage)$' \
  >"$OUT/chase-ctest.log" 2>&1
echo "ctest: exit $?" >>"$summary"
grep -E "tests passed|tests failed|\*\*\*|Failed" "$OUT/chase-ctest.log" >>"$summary"
for tool in ${CHASE_SANITIZE-memcheck racecheck synccheck}; do
  timeout "${SANITIZE_TIMEOUT:-120}" compute-sanitizer --tool $tool --kernel-name kns=chase_kernel \
    --error-exitcode 9 "$build/tests/test_band_apply_q" >"$OUT/chase-$tool.log" 2>&1
  echo "compute-sanitizer $tool on the chase (test_band_apply_q): exit $? (124: time limit)" >>"$summary"
  grep -hE "ERROR SUMMARY|RACECHECK SUMMARY" "$OUT/chase-$tool.log" >>"$summary"
done
for round in $(seq "${CHASE_AB_ROUNDS:-2}"); do
  values=${CHASE_AB_VALUES:-0 1}
  [ -n "$var" ] || values=tree
  for value in $values; do
    setting=()
    [ -n "$var" ] && setting=("$var=$value")
    log=$OUT/chase-ab-$value-$round.log
    env "${setting[@]}" TRIDENT_VERBOSE=3 "$build/bench/bench_eigen" --ours-only --types "${CHASE_AB_TYPES:-sdcz}" \
      --cases n --reps 1 "${CHASE_AB_N:-8192}" >"$log" 2>&1
    echo "${var:-the tree}${var:+=$value} round $round, chase at ${CHASE_AB_N:-8192} (${CHASE_AB_TYPES:-sdcz}, every solve):" \
      $(grep "band chase" "$log" | awk '{print $(NF-1)}') >>"$summary"
    if [ "${CHASE_AB_BIG:-1}" != 0 ]; then
      env "${setting[@]}" TRIDENT_VERBOSE=3 "$build/bench/bench_eigen" --ours-only --types s --cases vl --reps 2 16384 \
        >"$log.big" 2>&1
      echo "  s 16384 chases:" $(grep "band chase" "$log.big" | awk '{print $(NF-1)}') >>"$summary"
      grep -E "^s +16384" "$log.big" >>"$summary"
    fi
  done
done
cat "$summary"
