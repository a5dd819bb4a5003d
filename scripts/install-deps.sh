#!/bin/sh
# Installs the Debian 12 packages qprop needs to build, test and benchmark.
# Idempotent: prints nothing and exits 0 when everything is installed.
# As root it installs what is missing with apt-get; otherwise it names the
# missing packages and the command to install them, and exits 1.
set -eu

packages="
  make gcc-12 g++-12 gfortran-12 gcc-12-plugin-dev
  gcc-12-offload-nvptx nvptx-tools libgomp1
  dejagnu gcc-12-source xz-utils
  valgrind csmith libcsmith-dev python3 python3-matplotlib
  libgmp-dev libmpfr-dev libmpc-dev zlib1g-dev libzstd-dev
  patch patchutils autoconf2.69
"

missing=""
for p in $packages; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = installed ] || missing="$missing $p"
done

[ -z "$missing" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "qprop: missing Debian packages:$missing" >&2
  echo "qprop: install them with: sudo apt-get install$missing" >&2
  exit 1
fi

echo "qprop: installing:$missing"
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
if ! { apt-get update -q && apt-get install -y -q --no-install-recommends $missing; } >"$log" 2>&1; then
  tail -n 30 "$log" >&2
  echo "qprop: apt-get failed to install:$missing" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
