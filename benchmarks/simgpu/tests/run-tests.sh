#!/bin/sh
# Run the simgpu PTX tests (tests/ptx/*.ptx) through simgpu-run and check their
# expectations (the SIMGPU-TEST header lines; the format is described in run-tests.py).
#
#   benchmarks/simgpu/tests/run-tests.sh [-v] [-k SUBSTR] [FILE.ptx...]
#
# SIMGPU_RUN: the runner (default build/simgpu/simgpu-run under the repository root).
# Prints one PASS/FAIL line per check and "simgpu-tests: N passed, M failed"; exits
# non-zero if any check failed (2 if there is no runner).
here=$(cd "$(dirname "$0")" && pwd)
exec /usr/bin/python3 "$here/run-tests.py" "$@"
