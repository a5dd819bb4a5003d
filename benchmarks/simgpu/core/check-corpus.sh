#!/bin/sh
# Parser/linker corpus check: compile every offload benchmark for nvptx
# (-save-temps), extract the PTX modules of each offload image with
# ptx-extract.py and load them with simgpu-run --load-only.
# Usage: check-corpus.sh SIMGPU_RUN [WORKDIR]
set -e
run=$1
work=${2:-/tmp/simgpu-corpus}
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=../../../scripts/lib/plugin-flags.sh
. "$here/../../../scripts/lib/plugin-flags.sh"
src=$here/../../offload
mkdir -p "$work"
total=0
fail=0
for f in "$src"/*-acc.c "$src"/*-omp.c; do
  b=$(basename "$f" .c)
  case $b in *-omp) opt=-fopenmp ;; *) opt=-fopenacc ;; esac
  mkdir -p "$work/$b"
  (cd "$work/$b" && gcc -O2 $opt $QPROP_OFFLOAD_FLAGS -no-pie -save-temps "$f" \
     -o "$b" -DBENCH_SIZE=0 -lm > log 2>&1)
  rm -f "$work/$b"/mod.*.ptx
  python3 "$here/ptx-extract.py" "$work/$b/$b.xnvptx-none.c" "$work/$b/mod" > "$work/$b/funcs"
  n=$(ls "$work/$b"/mod.*.ptx | wc -l)
  total=$((total + n))
  if out=$("$run" $(ls "$work/$b"/mod.*.ptx | sort -t. -k2 -n) --load-only 2>&1); then
    echo "$b: $n modules: $out"
  else
    echo "$b: FAILED: $out"
    fail=$((fail + 1))
  fi
done
echo "modules: $total, failed images: $fail"
[ $fail = 0 ]
