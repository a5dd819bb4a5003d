#!/bin/bash
# simgpu's checks (docs/simgpu.md): the Device API test
# (build/simgpu/api-test), the instruction tests
# (benchmarks/simgpu/tests/ptx/*.ptx through build/simgpu/simgpu-run, one
# result per expectation), whole programs that print from the device or
# fault (benchmarks/simgpu/tests/programs), then every offload benchmark built for nvptx and
# run on the simulated GPU (LD_LIBRARY_PATH=build/simgpu), whose output must
# equal its host build's (benchmarks/simgpu/plugin/check-bench.sh, one
# result per program).  Needs make simgpu simgpu-run simgpu-api-test.  Ends with
# "simgpu: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
pass=0 fail=0
for f in build/simgpu/libgomp-plugin-nvptx.so.1 build/simgpu/simgpu-run \
	 build/simgpu/api-test; do
  [ -f "$f" ] || { echo "check-simgpu: $f is missing (make simgpu simgpu-run simgpu-api-test)" >&2
		   echo "simgpu: 0 passed, 1 failed"; exit 1; }
done

log=$(mktemp)
build/simgpu/api-test > "$log" 2>&1
grep -E '^FAIL' "$log"
line=$(grep -E '^api-test: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
if [ -z "$line" ]; then
  tail -n 20 "$log"; echo "check-simgpu: the API test did not report"
  fail=$((fail + 1))
else
  echo "$line"
  pass=$((pass + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
  fail=$((fail + $(sed -E 's/.*, ([0-9]+) failed.*/\1/' <<<"$line")))
fi

SIMGPU_RUN=build/simgpu/simgpu-run benchmarks/simgpu/tests/run-tests.sh > "$log" 2>&1
grep -E '^(FAIL|ERROR)' "$log"
line=$(grep -E '^simgpu-tests: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
if [ -z "$line" ]; then
  tail -n 20 "$log"; echo "check-simgpu: the instruction tests did not report"
  fail=$((fail + 1))
else
  echo "$line"
  pass=$((pass + $(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")))
  fail=$((fail + $(sed -E 's/.*, ([0-9]+) failed.*/\1/' <<<"$line")))
fi

# The instruction conformance table covers every form the decoder accepts
# (benchmarks/simgpu/tests/conformance/check-coverage.py): one result.
SIMGPU_RUN=build/simgpu/simgpu-run python3 benchmarks/simgpu/tests/conformance/check-coverage.py > "$log" 2>&1
grep -E '^COVERAGE' "$log" | head -n 20
line=$(grep -E '^conformance-coverage: .* 0 problems$' "$log" | tail -n 1)
if [ -n "$line" ]; then
  echo "$line"; pass=$((pass + 1))
else
  tail -n 3 "$log"; fail=$((fail + 1))
fi

work=$(mktemp -d)
# Whole programs (benchmarks/simgpu/tests/programs/*.c): device printf and
# device faults as the user sees them.  Each states EXPECT-EXIT: N and
# EXPECT-STDOUT: / EXPECT-STDERR: lines that its output must contain.
for src in benchmarks/simgpu/tests/programs/*.c; do
  name=$(basename "$src" .c)
  lang=-fopenacc; case $name in *-omp) lang=-fopenmp ;; esac
  if ! gcc -O2 $lang $QPROP_OFFLOAD_FLAGS -no-pie "$src" -lm \
	 -o "$work/$name" > "$work/$name.build" 2>&1; then
    echo "FAIL: $name: build"; sed 's/^/  /' "$work/$name.build" | head -n 5
    fail=$((fail + 1)); continue
  fi
  LD_LIBRARY_PATH=build/simgpu timeout 120 "$work/$name" \
    > "$work/$name.out" 2> "$work/$name.err"
  rc=$?
  want=$(sed -n 's/.*EXPECT-EXIT: \([0-9]*\).*/\1/p' "$src")
  ok=true
  [ "$rc" = "$want" ] || { echo "FAIL: $name: exit $rc, expected $want"; ok=false; }
  while IFS= read -r line; do
    grep -qF -- "$line" "$work/$name.out" \
      || { echo "FAIL: $name: stdout lacks '$line'"; ok=false; }
  done < <(sed -n 's/.*EXPECT-STDOUT: \(.*\)$/\1/p' "$src")
  while IFS= read -r line; do
    grep -qF -- "$line" "$work/$name.err" \
      || { echo "FAIL: $name: stderr lacks '$line'"; ok=false; }
  done < <(sed -n 's/.*EXPECT-STDERR: \(.*\)$/\1/p' "$src")
  if $ok; then echo "ok   $name"; pass=$((pass + 1)); else fail=$((fail + 1)); fi
done

# The per-kernel register limit, with a fake ptxas (one result per check).
benchmarks/simgpu/plugin/check-registers.sh > "$log" 2>&1
cat "$log"
pass=$((pass + $(grep -c '^ok ' "$log")))
fail=$((fail + $(grep -vc -E '^ok ' "$log" || true)))

WORK=$work BENCH_SIZE=0 benchmarks/simgpu/plugin/check-bench.sh > "$log" 2>&1
cat "$log"
pass=$((pass + $(grep -c '^ok ' "$log")))
fail=$((fail + $(grep -vc -E '^ok ' "$log" || true)))
rm -rf "$work" "$log"
echo "simgpu: $pass passed, $fail failed"
[ $fail -eq 0 ]
