#!/bin/bash
# Build and check an external corpus of host `omp simd' programs written by
# others with qprop-vectorize (issue 35; the host counterpart of the offload
# corpus, benchmarks/external/corpus.sh).  Not run by CI: the corpus is
# fetched, and is never copied into this repository.  docs/testing.md ("The
# omp simd corpus") lists the programs and how the corpus was fetched.
#
# Usage: scripts/simd-corpus.sh DIR [--manifest FILE] [--out OUT]
#          [--levels O2,O3,O3-v3] [--variants vec,all] [--reps 3]
#          [--timeout SECONDS] [--min-time SECONDS] [--only NAME ...]
#
# DIR/MANIFEST (or --manifest FILE) has one program a line, six fields
# separated by `|'; `#' starts a comment line:
#   NAME | SOURCES | FLAGS | ARGS | VERIFY | IGNORE
#   NAME     a name for the report and the build directory OUT/NAME/LEVEL
#   SOURCES  source files relative to DIR, separated by spaces; the driver
#            is gfortran if one is Fortran, g++ if one is C++, else gcc
#   FLAGS    added after the sources to every build (-fopenmp, -I, -lm)
#   ARGS     the program's command-line arguments (run in its build dir)
#   VERIFY   `exit' (empty = exit): the program checks itself, exit status
#            0 is a pass; `grep:TEXT': exit 0 and TEXT in its output
#   IGNORE   a Python regex of output lines not compared (timings); empty:
#            lines with time, seconds, elapsed, ms, sec, GFLOP, MB/s
#
# Per program and level (O2, O3, O3-v3 = -O3 -march=x86-64-v3, skipped
# without AVX2) it builds plain gcc, `vec' (-fplugin-arg-qprop-passes=
# qprop-vectorize) and `all' (every pass by name, qprop-vectorize included), runs each, and
# prints one line: status, loops qprop-vectorize vectorized (qvec), loops it
# left to GCC (bygcc), loops it left alone (left), wall-time ratios
# vec/plain and all/plain (min of --reps runs; `same' where the .text is
# the plain build's; `short' where the plain build runs under --min-time
# seconds, default 0.05, and start-up is all a ratio would measure).  The
# programs run with OMP_WAIT_POLICY=passive and OMP_NUM_THREADS=2 unless
# these are set.  Status: OK, MISCOMPILE (own check failed, output
# differs from the plain build's, or a timeout), ICE, BUILD-FAIL, SKIP (the
# plain build fails: not usable here).  Then the refusal reasons counted
# over every vec build, and the closing line
#   simd-corpus: N programs: N OK, N MISCOMPILE, N ICE, N BUILD-FAIL, N SKIP
# Exit status 1 on any MISCOMPILE or ICE.  PLUGIN (default plugin/qprop.so)
# picks the plugin; CC, CXX, FC the compilers.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: scripts/simd-corpus.sh DIR [options]  (DIR/MANIFEST)" >&2
  exit 2
fi
plugin=${PLUGIN:-$root/plugin/qprop.so}
if [ ! -f "$plugin" ]; then
  echo "simd-corpus: no plugin at $plugin (make all, or set PLUGIN)" >&2
  exit 2
fi
exec python3 "$root/scripts/lib/simd_corpus.py" --plugin "$plugin" "$@"
