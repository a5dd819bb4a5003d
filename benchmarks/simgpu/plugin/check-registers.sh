#!/bin/bash
# simgpu's per-kernel register limit (plugin/registers.cc), checked with a
# fake ptxas (SIMGPU_PTXAS=a script that prints a fixed "Used N registers"
# for every .entry of the module it is given), so that the result does not
# depend on the CUDA version installed, or on there being one.
#
#   benchmarks/simgpu/plugin/check-registers.sh
#
# Run from the repository root after `make simgpu`.  One line per check,
# "ok   registers: ..." or "FAIL: registers: ..."; exit status: failures.
# Kernel names hold '$' (quoted on purpose); the offload flags and the
# register/threads triples are split on spaces on purpose.
# shellcheck disable=SC2016,SC2086
set -u
ROOT=$(pwd)
# shellcheck source=../../../scripts/lib/plugin-flags.sh
. "$ROOT/scripts/lib/plugin-flags.sh"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
fail=0
ok () { echo "ok   registers: $1"; }
bad () { echo "FAIL: registers: $1"; fail=$((fail + 1)); }

# Two kernels: one with num_workers (8) x vector_length (128) fixed at
# compile time, like NPB MG's rprj3, one with the worker count left to
# the runtime.
cat > "$W/t.c" <<'PROG'
#include <stdio.h>
int main (void)
{
  static int a[4096];
  int n = 4096;
#pragma acc parallel loop gang worker vector num_workers(8) vector_length(128) copyout(a)
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  long s = 0;
#pragma acc parallel loop gang worker reduction(+:s) copyin(a)
  for (int i = 0; i < n; i++)
    s += a[i];
  printf ("sum %ld\n", s);
  return 0;
}
PROG
gcc -O2 -fopenacc $QPROP_OFFLOAD_FLAGS -no-pie "$W/t.c" -o "$W/t" \
  || { bad "build"; exit 1; }

# fake ptxas N: claims N registers for every entry; records its arguments.
fake () {
  cat > "$W/ptxas-$1" <<FAKE
#!/bin/bash
echo "\$*" >> "$W/ptxas-calls"
for a; do f=\$a; done
sed -n 's/^.*\.entry \([^ (]*\).*/\1/p' "\$f" | while read -r e; do
  echo "ptxas info    : Compiling entry function '\$e' for 'sm_80'"
  echo "ptxas info    : Function properties for \$e"
  echo "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads"
  echo "ptxas info    : Used $1 registers, 360 bytes cmem[0]"
done
FAKE
  chmod +x "$W/ptxas-$1"
}

# run PTXAS: the program under that SIMGPU_PTXAS, report in $W/r.json.
run () {
  rm -f "$W/r.json" "$W/ptxas-calls"
  SIMGPU_PTXAS=$1 SIMGPU_REPORT=$W/r.json ACC_DEVICE_TYPE=nvidia \
    LD_LIBRARY_PATH=$ROOT/build/simgpu timeout 120 "$W/t" > "$W/out" 2> "$W/err"
}
# field KERNEL-PREFIX KEY: from the report's "registers" block.
field () {
  python3 -c 'import json,sys
d = json.load(open(sys.argv[1]))
k = [v for n, v in d["registers"]["kernels"].items() if n.startswith(sys.argv[2])]
print(k[0][sys.argv[3]] if k else "none")' "$W/r.json" "$1" "$2"
}
# block KERNEL-PREFIX: the block of its first launch.
block () {
  python3 -c 'import json,sys
d = json.load(open(sys.argv[1]))
print([l["block"] for l in d["launches"] if l["kernel"].startswith(sys.argv[2])][0])' \
    "$W/r.json" "$1"
}

# 1. 32 registers: both kernels run; ptxas ran once for the image, with
#    -v and -arch=sm_80; default workers stay 32.
fake 32
if run "$W/ptxas-32" && grep -q 'sum 16773120' "$W/out" \
   && [ "$(wc -l < "$W/ptxas-calls")" = 1 ] \
   && grep -q -- '-v -arch=sm_80' "$W/ptxas-calls" \
   && [ "$(field 'main$_omp_fn$0' registers)" = 32 ] \
   && [ "$(field 'main$_omp_fn$1' measured)" = True ] \
   && [ "$(block 'main$_omp_fn$1')" = "[32, 32, 1]" ]; then
  ok "32 registers: runs, ptxas once, default 32 workers"
else bad "32 registers"; head -5 "$W/err"; fi

# 2. 90 registers (NPB MG rprj3 with CUDA 13's ptxas): 640 threads per
#    block, so 8 x 128 is refused with libgomp's message and exit 1, as the
#    H200 refused MG's rprj3.
fake 90
run "$W/ptxas-90"; rc=$?
if [ $rc = 1 ] && grep -qF "insufficient resources to launch 'main\$_omp_fn\$0' with num_workers = 8 and vector_length = 128; recompile the program with 'num_workers = x and vector_length = y' on that offloaded region or '-fopenacc-dim=:x:y' where x * y <= 640." "$W/err"; then
  ok "90 registers: 8 x 128 refused, x * y <= 640"
else bad "90 registers: rc $rc"; head -5 "$W/err"; fi

# 3. SIMGPU_ARCH reaches ptxas's -arch.
rm -f "$W/ptxas-calls"
SIMGPU_ARCH=sm_90 SIMGPU_PTXAS=$W/ptxas-32 ACC_DEVICE_TYPE=nvidia \
  LD_LIBRARY_PATH=$ROOT/build/simgpu "$W/t" > /dev/null 2>&1
if grep -q -- '-arch=sm_90' "$W/ptxas-calls" 2>/dev/null; then ok "SIMGPU_ARCH"
else bad "SIMGPU_ARCH"; fi

# 4. Threads per block by registers, as the CUDA driver allows them
#    (256-register units per warp, warps in fours, 65536 per block, 1024
#    cap); the first kernel's figure is in the report whether or not it
#    launched (above 1024/8/128 threads it is refused).
for c in "64 1024 32" "72 896 28" "128 512 16" "168 384 12" "255 256 8"; do
  set -- $c
  fake "$1"
  run "$W/ptxas-$1"
  got=$(field 'main$_omp_fn$0' max_threads)
  if [ "$got" != "$2" ]; then bad "$1 registers: max_threads $got, want $2"; continue; fi
  if [ "$2" -ge 1024 ] && [ "$(block 'main$_omp_fn$1')" != "[32, $3, 1]" ]; then
    bad "$1 registers: default workers $(block 'main$_omp_fn$1')"; continue; fi
  ok "$1 registers: $2 threads per block"
done
# Default workers shrink to fit: a build without the fixed dims, so that
# the first kernel is not refused; 168 registers allow 384 threads, so 12
# workers of 32.
fake 168
sed 's/num_workers(8) vector_length(128) //' "$W/t.c" > "$W/u.c"
gcc -O2 -fopenacc $QPROP_OFFLOAD_FLAGS -no-pie "$W/u.c" -o "$W/t"
run "$W/ptxas-168"
if grep -q 'sum 16773120' "$W/out" && [ "$(block 'main$_omp_fn$1')" = "[32, 12, 1]" ]; then
  ok "168 registers: default workers shrink to 12"
else bad "168 registers: default workers $(block 'main$_omp_fn$1' 2>&1)"; fi

# 5. No ptxas: today's model, 64 registers assumed, said in the report.
run none
if grep -q 'sum 16773120' "$W/out" && [ "$(field 'main$_omp_fn$1' measured)" = False ] \
   && [ "$(field 'main$_omp_fn$1' registers)" = 64 ] \
   && python3 -c 'import json,sys; n=json.load(open(sys.argv[1]))["registers"]["note"]; sys.exit(not n.startswith("assumed 64"))' "$W/r.json"; then
  ok "no ptxas: 64 assumed and said so"
else bad "no ptxas"; fi
exit $fail
