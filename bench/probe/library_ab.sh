#!/usr/bin/env bash
# bench/probe/library_ab.sh -- one bench program built from several revisions of the whole
# library and run side by side on one machine, in turn, so that a change anywhere (not only
# in the one-launch kernel, which bench/probe/sytrd_fused_ab.sh covers) can be judged by its
# own ratio: shared machines drift by more than the changes we measure.
#
# The working tree is built too (or its build directory taken from LIBRARY_AB_TREE_BUILD,
# which gpu-check.sh passes). Each REV is written out with `git archive` (on the device a
# REV must be in HEAD's history: its copy of .git carries no other branch) and built in
# OUTDIR/build-REV: Release, CUDA architecture LIBRARY_AB_ARCH (default 90), the target
# LIBRARY_AB_TARGET (default bench_sytrd, found under bench/), -j LIBRARY_AB_JOBS (default 16).
# Then every version runs LIBRARY_AB_ROUNDS times (default 2) in turn with the arguments
# after "--"; each output line that starts with a type letter is printed with the version's
# label in front, and everything goes to OUTDIR/REV-roundN.log.
#
# usage: bench/probe/library_ab.sh OUTDIR REV[,REV...] -- ARGS...
# e.g.   bench/probe/library_ab.sh /tmp/ab HEAD~1 -- --ours-only --types dc --uplo L --reps 3 3072 4096
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: $0 OUTDIR REV[,REV...] -- ARGS...}
revs=${2:?usage: $0 OUTDIR REV[,REV...] -- ARGS...}
shift 2
[ "${1:-}" = "--" ] && shift
args=("$@")
target=${LIBRARY_AB_TARGET:-bench_sytrd}
mkdir -p "$out"
out=$(cd "$out" && pwd)

build_version() { # build_version SOURCE_DIR BUILD_DIR LOG
  cmake -S "$1" -B "$2" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CUDA_ARCHITECTURES="${LIBRARY_AB_ARCH:-90}" >"$3" 2>&1 &&
    cmake --build "$2" -j "${LIBRARY_AB_JOBS:-16}" --target "$target" >>"$3" 2>&1
}
program_in() { # the target's executable under a build directory
  find "$1/bench" -type f -name "$target" -perm -u+x | head -1
}

labels=(tree) programs=()
tree_build=${LIBRARY_AB_TREE_BUILD:-$out/build-tree}
if [ -z "${LIBRARY_AB_TREE_BUILD:-}" ]; then
  build_version "$here" "$tree_build" "$out/build-tree.log" || { tail -30 "$out/build-tree.log"; exit 1; }
fi
programs+=("$(program_in "$tree_build")")
IFS=, read -r -a list <<<"$revs"
for rev in "${list[@]}"; do
  tag=$(printf '%s' "$rev" | tr -c 'A-Za-z0-9._-' '_')
  src=$out/src-$tag
  rm -rf "$src" && mkdir -p "$src"
  git -C "$here" archive "$rev" | tar -x -C "$src"
  echo "version $tag: $(git -C "$here" rev-parse --short "$rev")"
  build_version "$src" "$out/build-$tag" "$out/build-$tag.log" || { tail -30 "$out/build-$tag.log"; exit 1; }
  labels+=("$tag")
  programs+=("$(program_in "$out/build-$tag")")
done
for i in "${!labels[@]}"; do
  [ -n "${programs[$i]}" ] || { echo "no $target built for ${labels[$i]}" >&2; exit 1; }
done

for round in $(seq 1 "${LIBRARY_AB_ROUNDS:-2}"); do
  for i in "${!labels[@]}"; do
    log=$out/${labels[$i]}-round$round.log
    "${programs[$i]}" ${args[@]+"${args[@]}"} >"$log" 2>&1 || echo "${labels[$i]} round $round: exit $?" >&2
    grep -E '^[sdczw] ' "$log" | sed "s/^/${labels[$i]} r$round  /" || true
  done
done
