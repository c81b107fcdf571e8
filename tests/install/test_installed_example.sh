#!/usr/bin/env bash
# Install Trident from a build tree into a scratch prefix, then build the
# examples against the installed package twice -- with find_package(Trident)
# and with pkg-config -- and run them: the C example (graphene), the C example
# linked against the static libtrident.a, and, where the build has the
# Fortran module, the Fortran examples (`use trident`: a generalized problem;
# k-points over OpenMP threads with a context each).
#   usage: test_installed_example.sh <build-dir> <source-dir> <c-compiler>
set -euo pipefail
build=$1 src=$2 cc=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" >/dev/null
libdir=$(dirname "$(find "$work/prefix" -name 'trident.pc' | head -n1)")/..
# The Fortran compiler the build used (the .mod files belong to it).
fc=$(sed -n 's/^CMAKE_Fortran_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt")
fortran=no
if [ -n "$fc" ] && [ -f "$libdir/pkgconfig/trident-fortran.pc" ]; then fortran=yes; fi
echo "installed: $(cd "$work/prefix" && find . -type f | sort | tr '\n' ' ')"

echo "== find_package(Trident)"
cmake -S "$src/examples" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$work/prefix" \
      -DCMAKE_C_COMPILER="$cc" ${fc:+-DCMAKE_Fortran_COMPILER="$fc"} \
      -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/cmake" >/dev/null
"$work/cmake/trident_graphene" 12 10
if [ $fortran = yes ]; then
  "$work/cmake/trident_huckel_chain" 50
  OMP_NUM_THREADS=3 "$work/cmake/trident_kpoints_omp" 24 9
fi

echo "== pkg-config"
export PKG_CONFIG_PATH="$libdir/pkgconfig"
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
"$cc" -std=c11 -o "$work/graphene_pc" "$src/examples/c/graphene_huckel.c" \
      $(pkg-config --cflags trident) $(pkg-config --libs trident) -lm
"$work/graphene_pc" 9 7

echo "== pkg-config --static, libtrident.a"
static_libs=$(pkg-config --static --libs trident)
static_libs=${static_libs/-ltrident/$libdir/libtrident.a}
"$cc" -std=c11 -o "$work/graphene_static" "$src/examples/c/graphene_huckel.c" \
      $(pkg-config --cflags trident) $static_libs
if ldd "$work/graphene_static" | grep -q 'libtrident\.so'; then
  echo "FAIL: the static build still loads libtrident.so"
  exit 1
fi
"$work/graphene_static" 8 6

if [ $fortran = yes ]; then
  echo "== pkg-config trident-fortran ($fc)"
  "$fc" -o "$work/huckel_pc" "$src/examples/fortran/huckel_chain.f90" \
        $(pkg-config --cflags trident-fortran) $(pkg-config --libs trident-fortran)
  "$work/huckel_pc" 31
  # the same flags through trident.pc's variables
  "$fc" -o "$work/huckel_vars" "$src/examples/fortran/huckel_chain.f90" \
        $(pkg-config --variable=fflags trident) -L"$libdir" -ltrident_fortran -ltrident
  "$work/huckel_vars" 12
fi
