#!/usr/bin/env bash
# bench/probe/sytrd_fused_ab.sh -- the one-launch tridiagonalization's probe
# (bench_sytrd_fused_phases) for several versions of the kernel in one run: the working
# tree's cuda/sytrd/sytrd_fused.{cuh,cu,h} (and sytrd_tail.cuh, reflector_by.cuh, where there
# are) against those of each revision REV (or the files in directory DIR/sytrd/, for a version
# that is not a commit).  TRIDENT_SYTRD_FUSED_TAIL in the environment reaches the probes whose
# kernel has the one-block tail (bench_sytrd_fused_phases).  Side by side on
# one machine is what a change can be judged by: the same kernel measured 14.6 and
# 15.6 us a column at z n = 2048 on two H100s.
# Each version is built twice: without the phase timers (the kernel's time alone,
# best of 3; run in turn, twice each) and with them (us a column by phase, once each).
# Another version is the probe built with its two files first on the include path.
# Each line of the probe carries a hash of the outputs ("bits").
# Needs nvcc (sm_90) and, to run, a GPU.  On the device machine a REV must be in HEAD's
# history (its copy of .git carries no other branch): write a branch's version out first as a
# DIR with bench/probe/ab_export.sh B (abv/B, ignored by git: carry it with the call).
# usage: bench/probe/sytrd_fused_ab.sh REV|DIR[,REV|DIR...] [OUTDIR [case ...]]
#   REV@t or DIR@t: that version with TRIDENT_SYTRD_FUSED_TAIL=t (one version may come several times)
#   FUSED_AB_TAILS="0 100000": the tree's probe once per order of its tail (0 none, large all that fits)
#   cases as bench_sytrd_fused_phases takes them (d1000 z1500 ...); default its own set
set -euo pipefail
revs=${1:?usage: $0 REV|DIR[,REV|DIR...] [OUTDIR [case ...]]}
here=$(cd "$(dirname "$0")/../.." && pwd)
out=${2:-$(mktemp -d)}
shift $(( $# < 2 ? $# : 2 ))
cases=("$@")
mkdir -p "$out"
out=$(cd "$out" && pwd)
tags=() incs=() labels=()
IFS=, read -r -a list <<<"$revs"
for entry in "${list[@]}"; do
  rev=${entry%@*} t= # REV@t: run with TRIDENT_SYTRD_FUSED_TAIL=t (the same REV may come with several)
  case $entry in *@*) t=${entry##*@} ;; esac
  if [ -d "$rev/sytrd" ]; then
    tag=dir_$(printf '%s' "$rev" | tr -c 'A-Za-z0-9._-' '_')
  else
    tag=$(printf '%s' "$rev" | tr -c 'A-Za-z0-9._-' '_')
  fi
  labels+=("$tag${t:+@$t}")
  case " ${tags[*]-} " in *" $tag "*) continue ;; esac
  if [ -d "$rev/sytrd" ]; then
    incs+=("$(cd "$rev" && pwd)")
  else
    bash "$here/bench/probe/ab_export.sh" -o "$out/include" "$rev" >/dev/null
    incs+=("$out/include/$tag")
  fi
  tags+=("$tag")
  echo "version $tag: $rev"
done
flags=(-std=c++17 -O3 -arch=sm_90)
src=$here/bench/probe/sytrd_fused_phases.cu
# trident_types.h includes the configured trident_config.h: made here for 32-bit integers
mkdir -p "$out/config"
sed 's/@TRIDENT_ILP64_01@/0/' "$here/interfaces/trident_config.h.in" >"$out/config/trident_config.h"
inc=(-I"$here/cuda" -I"$here/interfaces" -I"$out/config")
pids=()
nvcc "${flags[@]}" "${inc[@]}" "$src" -o "$out/probe-tree" & pids+=($!)
nvcc "${flags[@]}" -DTRIDENT_FUSED_TIMING "${inc[@]}" "$src" -o "$out/probe-tree-timed" & pids+=($!)
for i in "${!tags[@]}"; do
  nvcc "${flags[@]}" -I"${incs[$i]}" "${inc[@]}" "$src" -o "$out/probe-${tags[$i]}" & pids+=($!)
  nvcc "${flags[@]}" -DTRIDENT_FUSED_TIMING -I"${incs[$i]}" "${inc[@]}" "$src" -o "$out/probe-${tags[$i]}-timed" &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done # set -e: a failed build stops here
# FUSED_AB_TAILS="t ...": the tree's probe once for each order of its one-block tail
# (TRIDENT_SYTRD_FUSED_TAIL=t, labelled tree@t); the revisions' probes with the default
read -r -a tails <<<"${FUSED_AB_TAILS:-}"
runs=()
if [ ${#tails[@]} -eq 0 ]; then runs+=(tree); else for t in "${tails[@]}"; do runs+=("tree@$t"); done; fi
runs+=(${labels[@]+"${labels[@]}"})
run_probe() { # run_probe LABEL SUFFIX: the probe of LABEL (tree@t: the tree's, with that tail)
  local v=${1%@*} t=
  case $1 in *@*) t=${1#*@} ;; esac
  TRIDENT_SYTRD_FUSED_TAIL=${t:-${TRIDENT_SYTRD_FUSED_TAIL:-}} "$out/probe-$v$2" ${cases[@]+"${cases[@]}"}
}
for round in 1 2; do
  for v in "${runs[@]}"; do
    echo "== $v, kernel time (round $round)"; run_probe "$v" ""
  done
done
for v in "${runs[@]}"; do
  echo "== $v, phases"; run_probe "$v" -timed
done
