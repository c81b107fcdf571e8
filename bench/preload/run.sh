#!/usr/bin/env bash
# The drop-in benchmark: an unmodified program calling DSYEVD (preload_dsyevd.c,
# built here with the system cc against the system LAPACK only) runs twice,
# on the machine's LAPACK and with LD_PRELOAD of Trident's libtrident_lapack.
# Prints both times (of the dsyevd_ call and of the whole process) and the
# ratios; the target on a GPU machine is >= 10x at n = 8192.
#   usage: bench/preload/run.sh <build-dir> [n [jobz]]     (default 8192 V)
#   CC, LAPACK_LIBS (default -llapack) choose the compiler and the LAPACK.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 <build-dir> [n [V|N]]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
n=${2:-8192}
jobz=${3:-V}
here=$(cd "$(dirname "$0")" && pwd)
layer=$(find "$build" -name 'libtrident_lapack.so' -print -quit)
if [ -z "$layer" ]; then
  echo "no libtrident_lapack.so under $build (build the target trident_lapack)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

prog=$work/preload_dsyevd
# shellcheck disable=SC2086 # LAPACK_LIBS may hold several words
${CC:-cc} -O2 -std=c11 -o "$prog" "$here/preload_dsyevd.c" ${LAPACK_LIBS:--llapack} -lm
echo "program: $prog"
ldd "$prog" | grep -Ei 'lapack|blas|trident' | sed 's/^/  /'

now() { date +%s.%N; }

echo
echo "== system LAPACK, n = $n, jobz = $jobz"
t0=$(now)
"$prog" "$n" "$jobz" | tee "$work/system.txt"
t1=$(now)

echo
echo "== LD_PRELOAD=$layer TRIDENT_VERBOSE=1"
t2=$(now)
LD_PRELOAD="$layer" TRIDENT_VERBOSE=1 "$prog" "$n" "$jobz" | tee "$work/trident.txt"
t3=$(now)

call_system=$(awk '/^dsyevd seconds:/ {print $3}' "$work/system.txt")
call_trident=$(awk '/^dsyevd seconds:/ {print $3}' "$work/trident.txt")
sum_system=$(awk '/checksum/ {print $NF}' "$work/system.txt")
sum_trident=$(awk '/checksum/ {print $NF}' "$work/trident.txt")
echo
echo "== summary, n = $n, jobz = $jobz"
awk -v cs="$call_system" -v ct="$call_trident" -v t0="$t0" -v t1="$t1" -v t2="$t2" -v t3="$t3" \
    -v ss="$sum_system" -v st="$sum_trident" 'BEGIN {
  ws = t1 - t0; wt = t3 - t2
  if (ct <= 0) ct = 1e-3
  printf "dsyevd_ call:   system %8.3f s   Trident %8.3f s   speed-up %6.2fx\n", cs, ct, cs / ct
  printf "whole process:  system %8.3f s   Trident %8.3f s   speed-up %6.2fx\n", ws, wt, ws / wt
  d = ss - st; if (d < 0) d = -d
  printf "checksums: %s vs %s (relative difference %.1e)\n", ss, st, d / (ss < 0 ? -ss : ss)
}'
