#!/usr/bin/env bash
# The LAPACK-symbol layer exports exactly the LAPACK routines it serves, and
# none of them is a LAPACK routine that libtrident (or the layer itself)
# imports: under LD_PRELOAD such an import would resolve to the layer, and
# Trident would call back into it.
#   usage: check_symbols.sh <libtrident_lapack.so> <libtrident.so | libtrident.a>
set -euo pipefail
layer=$1 lib=$2

expected=$(for p in s d; do for r in sytrd syev syevd syevx syevr sygv sygvd sygvx; do echo "$p${r}_"; done; done
           for p in c z; do for r in hetrd heev heevd heevx heevr hegv hegvd hegvx; do echo "$p${r}_"; done; done)
expected=$(echo "$expected" | sort -u)
exported=$(nm -D --defined-only "$layer" | awk '$2 ~ /^[TWiu]$/ {print $3}' | sed 's/@.*//' | sort -u)
case $lib in
  *.a) imported_lib=$(nm --undefined-only "$lib" 2>/dev/null | awk 'NF >= 2 {print $NF}') ;;
  *) imported_lib=$(nm -D --undefined-only "$lib" | awk '{print $NF}') ;;
esac
imported=$({ echo "$imported_lib"; nm -D --undefined-only "$layer" | awk '{print $NF}'; } |
           sed 's/@.*//' | sort -u)

status=0
if [ "$exported" != "$expected" ]; then
  echo "FAIL: the layer's exported symbols differ from the routines it serves:"
  diff <(echo "$expected") <(echo "$exported") | sed 's/^/  /' || true
  status=1
fi
# The check below means something only if the imports were read.
if ! grep -qx 'dstedc_' <<<"$imported"; then
  echo "FAIL: dstedc_ not among the symbols $lib imports: could not read them"
  status=1
fi
both=$(comm -12 <(echo "$exported") <(echo "$imported"))
if [ -n "$both" ]; then
  echo "FAIL: exported by the layer and imported by Trident (would recurse):" $both
  status=1
fi
echo "exported ($(echo "$exported" | wc -l)):" $exported
echo "LAPACK/BLAS routines Trident imports:" $(grep -E '^[sdcz][a-z0-9]+_$' <<<"$imported")
[ $status -eq 0 ] && echo "symbols OK"
exit $status
