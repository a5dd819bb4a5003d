#!/bin/bash
# simd-compile-cost.sh: what qprop-vectorize costs at compile time, in
# instructions of the compiler proper (cc1) counted by valgrind
# (cachegrind --cache-sim=no; deterministic), for each omp simd kernel
# (benchmarks/kernels/simd_*.c, small size, its bench-cflags) built with
# plain gcc and with the plugin running qprop-vectorize.
#
# Usage: benchmarks/simd-compile-cost.sh [--all] [FLAGS]
#   (default -O3 -march=x86-64-v3).  --all measures every C kernel of
#   benchmarks/kernels, not only the simd_* ones: the cost of the pass on
#   the whole suite, where most files hold no omp simd loop.
# Environment: GCC=gcc PLUGIN=<repo>/plugin/qprop.so
set -euo pipefail
cd "$(dirname "$0")/.."
GCC=${GCC:-gcc}
PLUGIN=${PLUGIN:-$PWD/plugin/qprop.so}
pattern='simd_*.c'
if [ "${1:-}" = --all ]; then pattern='*.c'; shift; fi
FLAGS=${*:--O3 -march=x86-64-v3}
command -v valgrind > /dev/null || { echo "simd-compile-cost: valgrind is not installed" >&2; exit 2; }
[ -f "$PLUGIN" ] || { echo "simd-compile-cost: $PLUGIN is missing (make)" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# cc1's Ir for one compile: the cc1 command line from the driver, run
# under cachegrind.
cc1_ir () {
  local cmd
  cmd=$("$GCC" "$@" -S -o /dev/null -### 2>&1 | grep -m1 '/cc1 ' | sed 's/^ *//; s/"//g')
  # shellcheck disable=SC2086
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$tmp/cg" $cmd > /dev/null 2>&1
  awk '/^summary:/ { print $2 }' "$tmp/cg"
}

printf "%-14s %14s %14s %7s\n" kernel "gcc" "qprop-vectorize" ratio
sum0=0 sum1=0
for src in benchmarks/kernels/$pattern; do
  k=$(basename "$src" .c)
  kflags=$(sed -n 's/^.*bench-cflags: *//p' "$src" | head -n 1)
  # shellcheck disable=SC2086
  a=$(cc1_ir $FLAGS $kflags -DBENCH_SIZE=0 -w "$src")
  # shellcheck disable=SC2086
  b=$(cc1_ir $FLAGS $kflags -DBENCH_SIZE=0 -w -fplugin="$PLUGIN" \
	     -fplugin-arg-qprop-passes=qprop-vectorize "$src")
  sum0=$((sum0 + a)) sum1=$((sum1 + b))
  printf "%-14s %14s %14s %7s\n" "$k" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')"
done
printf "%-14s %14s %14s %7s\n" total "$sum0" "$sum1" "$(awk -v a="$sum0" -v b="$sum1" 'BEGIN { printf "%.3f", b / a }')"
