#!/bin/bash
# Wall time and Ir of the omp simd kernels (benchmarks/kernels/simd_*.c,
# issue 35) under gcc and under gcc with qprop-vectorize: every output is
# checked against the scalar build's before anything is timed, each build
# runs RUNS times in a round robin and keeps its minimum, and each ratio is
# taken against gcc's build of the same flags in the same run.
# benchmarks/lib/simdwall.py has the details.
#
#   benchmarks/simd-wall.sh                      # O3, O3-v3 and their qprop-vec
#   benchmarks/simd-wall.sh --configs O3,O3-v3   # gcc alone
#   benchmarks/simd-wall.sh -n 3 --kernels simd_mandel --ir-size none
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec python3 -B -c 'import sys; sys.path.insert(0, sys.argv[1]); from lib import simdwall; sys.exit(simdwall.main(sys.argv[2:]))' "$here" "$@"
