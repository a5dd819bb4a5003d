#!/bin/bash
# reg-estimate.sh [OUT-DIR]
# Calibration of qprop's register estimate (plugin/analysis/live-registers)
# against ptxas: every offload benchmark, OpenACC and OpenMP, at -O2 and
# -O3, built twice for nvptx: plain GCC, and with qprop-linearize (whose
# dump prints the estimate of each function with a SIMT region before and
# after it ran).  Prints one row per such function:
#   PROGRAM OPT FUNCTION est-before est-after plain-sm80 qprop-sm80 plain-sm90 qprop-sm90
# est-* in 32-bit registers (the GIMPLE estimate), the rest ptxas's
# register count of the function (benchmarks/lib/ptx.py cubin_registers).
# Needs gcc-12-offload-nvptx, nvptx-none-as and CUDA's ptxas; builds the
# nvptx plugin first (make nvptx-plugin).  Not part of make check.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build/reg-estimate}
mkdir -p "$out"
make -C "$root" -s nvptx-plugin >/dev/null
so=$root/build/nvptx-none/qprop.so
metrics=$root/benchmarks/offload/ptx-metrics.sh
# shellcheck source=../../scripts/lib/plugin-flags.sh
. "$root/scripts/lib/plugin-flags.sh"

build () {                      # DIR SOURCE OPT LANG [EXTRA...]
  local dir=$1 src=$2 opt=$3 lang=$4; shift 4
  rm -rf "$dir"; mkdir -p "$dir"
  (cd "$dir" && gcc "$opt" "$lang" $QPROP_OFFLOAD_FLAGS -no-pie -save-temps \
     -DBENCH_SIZE=0 "$@" "$src" -o prog > build.log 2>&1) ||
    { echo "reg-estimate: build failed in $dir" >&2; tail -5 "$dir/build.log" >&2; exit 1; }
}

regs () {                       # DIR ARCH FUNCTION
  sh "$metrics" "$1"/prog.xnvptx-none.mkoffload.s "$2" |
    awk -v f="$3" '$1 == f { sub ("regs=", "", $3); print $3 }'
}

printf '%-16s %-3s %-28s %10s %9s %10s %10s %10s %10s\n' program opt function \
  est-before est-after plain-sm80 qprop-sm80 plain-sm90 qprop-sm90
for src in "$root"/benchmarks/offload/*-acc.c "$root"/benchmarks/offload/*-omp.c; do
  prog=$(basename "$src" .c)
  case $prog in *-acc) lang=-fopenacc ;; *) lang=-fopenmp ;; esac
  for opt in -O2 -O3; do
    d=$out/$prog$opt
    build "$d/plain" "$src" "$opt" "$lang"
    build "$d/qprop" "$src" "$opt" "$lang" \
      -foffload-options=nvptx-none=-fplugin="$so" \
      -foffload-options=nvptx-none=-fplugin-arg-qprop-passes=qprop-linearize \
      -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize
    grep -h 'registers=.* (32-bit, estimated)' "$d"/qprop/*.qprop-linearize |
    while read -r _ fn est _ after _; do
      fn=${fn%:}; ptx=${fn//./\$}
      printf '%-16s %-3s %-28s %10s %9s %10s %10s %10s %10s\n' "$prog" "$opt" \
	"$ptx" "${est#registers=}" "$after" \
	"$(regs "$d/plain" sm_80 "$ptx")" "$(regs "$d/qprop" sm_80 "$ptx")" \
	"$(regs "$d/plain" sm_90 "$ptx")" "$(regs "$d/qprop" sm_90 "$ptx")"
    done
  done
done
