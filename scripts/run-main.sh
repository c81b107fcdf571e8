#!/usr/bin/env bash
# README command (a): install what is missing, build, and run the main job --
# all eigenpairs of the Hueckel Hamiltonian of a 4000-atom graphene flake
# (on the GPU when one is present and Trident has a GPU path, else the CPU).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/install-deps.sh"
"$here/scripts/build.sh"
"${TRIDENT_BUILD_DIR:-$here/build}/examples/trident_graphene" "$@"
