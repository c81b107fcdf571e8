#!/usr/bin/env bash
# bench/probe/ab_export.sh -- a version of the one-launch tridiagonalization's kernel files
# (cuda/sytrd/sytrd_fused.{cuh,cu,h}, and sytrd_tail.cuh and reflector_by.cuh where the
# revision has them) written
# out as a directory, for bench/probe/sytrd_fused_ab.sh to build on a machine whose copy of
# .git lacks the revision (the device machine's holds HEAD's history only).
# Each REV goes to ROOT/REV/sytrd/ (characters other than A-Za-z0-9._- made _); ROOT is abv
# in the tree unless -o names another: a path that .gitignore keeps out of commits, so name it
# in the device call's carry list ("abv").  sytrd_fused_ab.sh takes its revisions the same way.
# usage: bench/probe/ab_export.sh [-o ROOT] REV [REV ...]   (prints the directories,
#        comma-separated, for FUSED_AB_REV)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
root=abv
if [ "${1:-}" = -o ]; then root=${2:?-o needs a directory}; shift 2; fi
[ $# -ge 1 ] || { echo "usage: $0 [-o ROOT] REV [REV ...]" >&2; exit 2; }
case $root in /*) ;; *) root=$here/$root ;; esac
dirs=()
for rev in "$@"; do
  dir=$root/$(printf '%s' "$rev" | tr -c 'A-Za-z0-9._-' '_')
  rm -rf "${dir:?}" && mkdir -p "$dir/sytrd"
  for f in sytrd_fused.cuh sytrd_fused.cu sytrd_fused.h; do
    git -C "$here" show "$rev:cuda/sytrd/$f" >"$dir/sytrd/$f"
  done
  # the one-block tail's kernel and the shared reflector code, where the revision has them
  # (a revision without them includes neither)
  for f in sytrd_tail.cuh reflector_by.cuh; do
    git -C "$here" show "$rev:cuda/sytrd/$f" >"$dir/sytrd/$f" 2>/dev/null || rm -f "$dir/sytrd/$f"
  done
  dirs+=("${dir#"$here"/}")
done
(IFS=,; echo "${dirs[*]}")
