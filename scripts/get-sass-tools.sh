#!/bin/sh
# get-sass-tools.sh [PACKAGE.deb]
# Optional, never run by CI: puts CUDA 11.8's ptxas, nvdisasm and cuobjdump
# into build/cuda118/bin, where benchmarks/offload/sass-metrics.sh looks for
# them (SASS without a GPU; docs/sass.md).
#
# They come from Debian 12's nvidia-cuda-toolkit package (section non-free,
# 11.8.89~11.8.0-5~deb12u1, about 84 MB).  With no argument the .deb is
# fetched with `apt-get download nvidia-cuda-toolkit`, which needs a
# non-free component in the APT sources, e.g. in
# /etc/apt/sources.list.d/debian.sources:
#     Components: main non-free
# followed by `apt-get update`.  Nothing is installed: the package is
# unpacked with dpkg -x into a temporary directory and three binaries are
# copied out.  Their licence is NVIDIA's (non-free): do not commit them.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
dest=$repo/build/cuda118/bin
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ $# -ge 1 ]; then
  deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
  (cd "$tmp" && apt-get download nvidia-cuda-toolkit) || {
    echo "get-sass-tools.sh: apt-get download failed; enable Debian's" \
	 "non-free component (see the comment at the top) or pass a .deb" >&2
    exit 1
  }
  deb=$(ls "$tmp"/nvidia-cuda-toolkit_*.deb)
fi
dpkg -x "$deb" "$tmp/x"
mkdir -p "$dest"
for t in ptxas nvdisasm cuobjdump; do
  [ -x "$tmp/x/usr/bin/$t" ] || { echo "get-sass-tools.sh: no usr/bin/$t in $deb" >&2; exit 1; }
  cp "$tmp/x/usr/bin/$t" "$dest/$t"
done
"$dest/ptxas" --version | tail -1
echo "get-sass-tools.sh: ptxas, nvdisasm, cuobjdump in $dest"
