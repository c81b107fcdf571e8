#!/usr/bin/env bash
# Configure and build Trident into ${TRIDENT_BUILD_DIR:-build}.
#   TRIDENT_CUDA_ARCH   CUDA architectures to compile for (default 90, the H100)
#   TRIDENT_CMAKE_ARGS  extra arguments for cmake's configure step
#   TRIDENT_ILP64=1     64-bit integers (-DTRIDENT_ILP64=ON, against an ILP64 OpenBLAS)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${TRIDENT_BUILD_DIR:-$here/build}
# nvcc is often installed outside PATH; the CUDA backend builds when it is found
if ! command -v nvcc >/dev/null 2>&1 && [ -x /usr/local/cuda/bin/nvcc ]; then
  export PATH=/usr/local/cuda/bin:$PATH
fi
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_CUDA_ARCHITECTURES="${TRIDENT_CUDA_ARCH:-90}" \
      -DTRIDENT_ILP64=$([ "${TRIDENT_ILP64:-0}" = 1 ] && echo ON || echo OFF) ${TRIDENT_CMAKE_ARGS:-}
cmake --build "$build" -j "$jobs"
