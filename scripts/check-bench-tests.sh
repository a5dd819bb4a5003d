#!/bin/bash
# The benchmark runner's unit tests (benchmarks/tests/test_*.py), run with
# the system Python (/usr/bin/python3, which has python3-matplotlib; a
# pyenv python3 may come first on PATH).  Ends with exactly one line
# "bench-tests: N passed, M failed"; exits non-zero if any test failed or
# errored, or if the tests could not be run.
set -uo pipefail
cd "$(dirname "$0")/.."

PY=/usr/bin/python3
# no __pycache__ directories in the source tree
export PYTHONDONTWRITEBYTECODE=1
log=$(mktemp)
trap 'rm -f "$log"' EXIT

"$PY" -m unittest discover -s benchmarks/tests -t benchmarks -p 'test_*.py' -v >"$log" 2>&1
rc=$?
# Everything but the summary goes out first, so that the summary is last.
cat "$log"

ran=$(sed -nE 's/^Ran ([0-9]+) tests? in .*/\1/p' "$log" | tail -n 1)
if [ -z "$ran" ]; then
  echo "bench-tests: 0 passed, 1 failed"
  exit 1
fi
count () { sed -nE "s/^(OK|FAILED) \(.*\b$1=([0-9]+).*/\2/p" "$log" | tail -n 1; }
failures=$(count failures); errors=$(count errors); skipped=$(count skipped)
unexpected=$(count 'unexpected successes')
failed=$(( ${failures:-0} + ${errors:-0} + ${unexpected:-0} ))
passed=$(( ran - failed - ${skipped:-0} ))
if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
  failed=1
fi
echo "bench-tests: $passed passed, $failed failed"
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ]
