#!/usr/bin/env bash
# bench/probe/sytrd_fused_ab.sh -- the one-launch tridiagonalization's phase probe
# (bench_sytrd_fused_phases) for two versions of the kernel in one run: the working
# tree's cuda/sytrd/sytrd_fused.{cuh,cu} against revision REV's, twice each,
# alternating.  Side by side on one machine is what a change can be judged by: the
# same kernel measured 14.6 and 15.6 us a column at z n = 2048 on two H100s.
# The old version is the probe built with REV's two files first on the include path.
# Needs nvcc (sm_90) and, to run, a GPU.
# usage: bench/probe/sytrd_fused_ab.sh REV [OUTDIR]
set -euo pipefail
rev=${1:?usage: $0 REV [OUTDIR]}
here=$(cd "$(dirname "$0")/../.." && pwd)
out=${2:-$(mktemp -d)}
old=$out/include-$rev
mkdir -p "$old/sytrd"
for f in sytrd_fused.cuh sytrd_fused.cu; do
  git -C "$here" show "$rev:cuda/sytrd/$f" >"$old/sytrd/$f"
done
flags=(-std=c++17 -O3 -arch=sm_90 -DTRIDENT_FUSED_TIMING)
src=$here/bench/probe/sytrd_fused_phases.cu
nvcc "${flags[@]}" -I"$old" -I"$here/cuda" -I"$here/interfaces" "$src" -o "$out/probe-$rev" &
build_old=$!
nvcc "${flags[@]}" -I"$here/cuda" -I"$here/interfaces" "$src" -o "$out/probe-tree"
wait "$build_old"
for round in 1 2; do
  echo "== working tree (round $round)"; "$out/probe-tree"
  echo "== $rev (round $round)"; "$out/probe-$rev"
done
