#!/bin/bash
# flat-forecast.sh [OUT-DIR]
# Calibration of qprop-flatten's register forecast (the register guard's
# predict_flattened_peak, plugin/simt/register-guard.cc) against the GIMPLE
# estimate after the transform and against ptxas, on the flatten offload
# tests (testsuite/gcc.qprop-offload/flat-*.c, with the plugin arguments of
# their dg-options) and the offload benchmarks built for flattening
# (rarelong, workqueue, csr_spmv; OpenACC and OpenMP), at -O2 (or the
# level FLAT_FORECAST_OPT names, e.g. -O3).  Each
# program is built three times for nvptx:
#   before  every pass but qprop-flatten
#   guard   every pass (the register guard on): its dump gives the
#           forecast and the verdict of each nest
#   after   every pass with register-guard=off: the nest is flattened;
#           its dump gives the GIMPLE estimate after the transform
# and prints one row per function that qprop-flatten transformed:
#   PROGRAM FUNCTION VERDICT est-before forecast est-after fc-reg
#           sm80-before sm80-guard sm80-after sm90-before sm90-guard sm90-after
# VERDICT is passed/refused (the guard's, for each nest judged), est-*
# and forecast are 32-bit registers (GIMPLE), fc-reg the guard's forecast
# in ptxas's scale (its fit, plus what it adds for a voted nest), the rest
# ptxas's register
# count (ptx-metrics.sh): of the build before, of the guard's build (the
# nests the guard passed flattened) and of the build after (every nest
# the cost model takes flattened: in a function with several nests,
# more than the guard chose); a function that a nest was not flattened
# in keeps its figures (est-b = est-a).  QPROP_NVPTX_SO names the nvptx plugin (default
# build/nvptx-none/qprop.so, built first).  Not part of make check.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build/flat-forecast}
opt=${FLAT_FORECAST_OPT:--O2}
mkdir -p "$out"
if [ -z "${QPROP_NVPTX_SO:-}" ]; then
  make -C "$root" -s nvptx-plugin >/dev/null
fi
so=${QPROP_NVPTX_SO:-$root/build/nvptx-none/qprop.so}
metrics=$root/benchmarks/offload/ptx-metrics.sh
# shellcheck source=../../scripts/lib/plugin-flags.sh
. "$root/scripts/lib/plugin-flags.sh"
# 'all' less qprop-flatten.
noflat=qprop-version,qprop-simt-pre,qprop-gvn,qprop-pre,qprop-stats,qprop-div
noflat=$noflat,qprop-splice,qprop-sr,qprop-reconverge,qprop-linearize
noflat=$noflat,qprop-glia,qprop-remat
off=-foffload-options=nvptx-none

build () {                      # DIR SOURCE LANG [EXTRA...]
  local dir=$1 src=$2 lang=$3; shift 3
  rm -rf "$dir"; mkdir -p "$dir"
  # shellcheck disable=SC2086
  (cd "$dir" && gcc "$opt" "$lang" -w $QPROP_OFFLOAD_FLAGS -no-pie -save-temps \
     -DBENCH_SIZE=0 -I"$root/benchmarks/offload" \
     -I"$root/testsuite/gcc.qprop-offload" -I"$root/benchmarks/lib" \
     "$off=-fplugin=$so" "$@" "$src" -o prog > build.log 2>&1) ||
    { echo "flat-forecast: build failed in $dir" >&2; tail -5 "$dir/build.log" >&2; return 1; }
}

regs () {                       # DIR ARCH FUNCTION
  sh "$metrics" "$1"/prog.xnvptx-none.mkoffload.s "$2" |
    awk -v f="$3" '$1 == f { sub ("regs=", "", $3); print $3 }'
}

printf '%-24s %-30s %-15s %6s %8s %6s %6s %6s %6s %6s %6s %6s %6s\n' program function \
  verdict est-b forecast est-a fc-reg 80-b 80-g 80-a 90-b 90-g 90-a
# FLAT_FORECAST_SOURCES (a list of files) replaces the default set.
srcs=${FLAT_FORECAST_SOURCES:-$(ls "$root"/testsuite/gcc.qprop-offload/flat-*.c
       for p in rarelong workqueue csr_spmv; do
	 ls "$root"/benchmarks/offload/$p-acc.c "$root"/benchmarks/offload/$p-omp.c
       done)}
for src in $srcs; do
  prog=$(basename "$src" .c)
  case $prog in *acc*) lang=-fopenacc ;; *) lang=-fopenmp ;; esac
  # The plugin arguments of the test's dg-options, less the dump and the
  # guard, which this script sets.
  extra=()
  for a in $(grep -o -- '-foffload-options=nvptx-none=-fplugin-arg-qprop-[^ "]*' \
	       "$src" | grep -v -e '-dump=' -e 'register-guard' || true); do
    extra+=("$a")
  done
  d=$out/$prog
  build "$d/before" "$src" "$lang" "$off=-fplugin-arg-qprop-passes=$noflat" \
    "${extra[@]}" || continue
  build "$d/guard" "$src" "$lang" "$off=$QPROP_PASSES_ALL" \
    "$off=-fplugin-arg-qprop-dump=qprop-flatten" "${extra[@]}" || continue
  build "$d/after" "$src" "$lang" "$off=$QPROP_PASSES_ALL" \
    "$off=-fplugin-arg-qprop-dump=qprop-flatten" \
    "$off=-fplugin-arg-qprop-register-guard=off" "${extra[@]}" || continue
  { grep -h 'registers=.* (32-bit, estimated)' "$d"/after/*.qprop-flatten || true; } |
  while read -r _ fn est _ after _; do
    fn=${fn%:}; ptx=${fn//./\$}
    # The guard's lines for the function's judged nests, in the order
    # the pass judged them (comma-separated in each column):
    #   register guard: passed (registers ~R -> ~S, estimate B -> F, ...)
    g=$(awk -v f="$fn" '
	  /^;; Function / { cur = $3 }
	  /^qprop-flatten: / && $2 == f ":" { cur = f }
	  cur == f && /register guard: (passed|refused)/ {
	    v = ($0 ~ /refused/) ? "refused" : "passed"
	    m = $0; sub (/.*estimate /, "", m); sub (/,.*/, "", m)
	    split (m, e, " -> ")
	    r = $0; sub (/.*registers ~[0-9]+ -> ~/, "", r); sub (/[^0-9].*/, "", r)
	    vs = vs sep v; fs = fs sep e[2]; rs = rs sep r; sep = "," }
	  END { print (vs == "" ? "- - -" : vs " " fs " " rs) }' "$d"/guard/*.qprop-flatten)
    read -r verdict forecast fregs <<< "$g"
    printf '%-24s %-30s %-15s %6s %8s %6s %6s %6s %6s %6s %6s %6s %6s\n' "$prog" "$ptx" \
      "$verdict" "${est#registers=}" "$forecast" "$after" "$fregs" \
      "$(regs "$d/before" sm_80 "$ptx")" "$(regs "$d/guard" sm_80 "$ptx")" \
      "$(regs "$d/after" sm_80 "$ptx")" \
      "$(regs "$d/before" sm_90 "$ptx")" "$(regs "$d/guard" sm_90 "$ptx")" \
      "$(regs "$d/after" sm_90 "$ptx")"
  done
done
