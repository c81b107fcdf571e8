#!/usr/bin/env bash
# Install Trident from a build tree into a scratch prefix, then build the C
# example against the installed package twice -- with find_package(Trident)
# and with pkg-config -- and run both on a small flake.
#   usage: test_installed_example.sh <build-dir> <source-dir> <c-compiler>
set -euo pipefail
build=$1 src=$2 cc=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" >/dev/null
libdir=$(dirname "$(find "$work/prefix" -name 'trident.pc' | head -n1)")/..

echo "== find_package(Trident)"
cmake -S "$src/examples" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$work/prefix" \
      -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/cmake" >/dev/null
"$work/cmake/trident_graphene" 12 10

echo "== pkg-config"
export PKG_CONFIG_PATH="$libdir/pkgconfig"
"$cc" -std=c11 -o "$work/graphene_pc" "$src/examples/c/graphene_huckel.c" \
      $(pkg-config --cflags trident) $(pkg-config --libs trident) -lm
LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$work/graphene_pc" 9 7
