#!/bin/bash
# Offline self-test of scripts/simd-corpus.sh on the fake corpus in
# scripts/lib/simd-corpus-selftest (one program of ours, written for this
# test, two manifest entries): at -O2 the program must be OK with its omp
# simd loop vectorized by qprop-vectorize, its -DWRONG build (the plain
# build fails its own check) must be SKIP, the exit status 0; and a
# manifest with a bad line must be refused with exit status 2 and the
# line's number.  Ends with "simd-corpus-selftest: 1 passed, 0 failed", or
# "check-simd-corpus: FAILED: REASON" and "... 0 passed, 1 failed".
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-build/check/simd-corpus-selftest}
rm -rf "$out"; mkdir -p "$out"
fail () {
  echo "check-simd-corpus: FAILED: $*"
  echo "simd-corpus-selftest: 0 passed, 1 failed"
  exit 1
}
scripts/simd-corpus.sh scripts/lib/simd-corpus-selftest --out "$out/run" \
  --levels O2 --reps 1 > "$out/log" 2>&1
rc=$?
cat "$out/log"
[ $rc -eq 0 ] || fail "exit status $rc, expected 0"
grep -qE '^collatz +O2 +OK +[1-9]' "$out/log" \
  || fail "collatz is not OK with a loop vectorized"
grep -qE '^collatz-wrong +O2 +SKIP' "$out/log" \
  || fail "collatz-wrong (the plain build fails its check) is not SKIP"
grep -q '^simd-corpus: 2 programs: 1 OK, 0 MISCOMPILE, 0 ICE, 0 BUILD-FAIL, 1 SKIP' \
  "$out/log" || fail "the closing line"
printf 'a | collatz.c | | | exit |\nb | collatz.c | | | maybe |\n' > "$out/BAD"
scripts/simd-corpus.sh scripts/lib/simd-corpus-selftest --manifest "$out/BAD" \
  --out "$out/bad" > "$out/bad.log" 2>&1
rc=$?
[ $rc -eq 2 ] && grep -q 'line 2: verify' "$out/bad.log" \
  || fail "a bad manifest line: exit $rc, $(cat "$out/bad.log")"
echo "simd-corpus-selftest: 1 passed, 0 failed"
