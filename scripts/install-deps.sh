#!/usr/bin/env bash
# Install the packages Trident's build and tests need on Debian or Ubuntu
# (apt-get; as root, or through sudo).  Packages already present are skipped,
# so on a prepared machine this does nothing.  The CUDA toolkit is optional
# and is not installed here: the CUDA backend is built when nvcc is found.
set -euo pipefail
packages=(cmake ninja-build gcc g++ gfortran make pkg-config libopenblas-dev liblapack-dev libmpfr-dev libgmp-dev)
# TRIDENT_ILP64=1 (scripts/build.sh): an OpenBLAS with 64-bit integers too
if [ "${TRIDENT_ILP64:-0}" = 1 ]; then packages+=(libopenblas64-pthread-dev); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "[trident] installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
