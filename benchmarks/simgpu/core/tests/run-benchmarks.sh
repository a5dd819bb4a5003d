#!/bin/bash
# Run the kernels of the ten offload benchmarks (OpenACC and OpenMP images,
# BENCH_SIZE=0) on simgpu through simgpu-run, with the argument blocks the
# plugins build (OpenACC: one .u64 -> block of device addresses; OpenMP:
# {tgt_vars, stacks, 128 KiB}), and compare the outputs with host loops.
# Usage: run-benchmarks.sh SIMGPU_RUN [WORKDIR]   (WORKDIR as check-corpus.sh)
run=$1
work=${2:-/tmp/simgpu-corpus}
here=$(cd "$(dirname "$0")" && pwd)
[ -d "$work/mandelbrot-acc" ] || "$here/../check-corpus.sh" "$run" "$work" > /dev/null || exit 2
cd "$work" || exit 2
for g in mandelbrot nbfilter workqueue bintree; do
  gcc -O1 -o gen-$g "$here/$g-gen.c" || exit 2
done
pass=0; fail=0
mods () { ls "$1"/mod.*.ptx | sort -t. -k2 -n; }
# check NAME EXPECTED-FILE NLINES -- simgpu-run arguments
check () {
  name=$1; exp=$2; nl=$3; shift 4
  "$run" "$@" > "$name.out" 2> "$name.err"
  rc=$?
  if [ $rc = 0 ] && head -n "$nl" "$name.out" | cmp -s - <(head -n "$nl" "$exp"); then
    echo "PASS $name: $(grep -o 'warp_insts=[0-9]*' "$name.out") $(grep -o '[0-9.]* M warp insts/s' "$name.err")"
    pass=$((pass + 1))
  else
    echo "FAIL $name (rc $rc): $(head -c 300 "$name.err")"
    fail=$((fail + 1))
  fi
}
omp=(--grid 4 --block 32,4 --buf stacks:$((16 * 131072)) --param u64:@args --param u64:@stacks --param u64:131072)
acc=(--grid 16 --block 32,1 --param u64:@args)

./gen-mandelbrot > mandelbrot.expected
NP=$(tail -1 mandelbrot.expected)
for v in acc omp; do
  [ $v = acc ] && dims=("${acc[@]}") || dims=("${omp[@]}")
  check mandelbrot-$v mandelbrot.expected 1 -- $(mods mandelbrot-$v) --entry 'mandel$_omp_fn$0' \
    "${dims[@]}" --buf out:$((NP * 4)) --buf args:8 --init args:u64:@out --dump out:s32:$NP
done

python3 "$here/csr_spmv-gen.py" > csr_spmv.expected
read n nnz < <(tail -1 csr_spmv.expected)
sp=(--entry 'spmv_pass$_omp_fn$0' --buf rp:$((4 * (n + 1))) --buf col:$((4 * nnz)) --buf val:$((4 * nnz))
    --buf x:$((4 * n)) --buf y:$((8 * n)) --buf xn:$((4 * n)) --buf n:4 --buf args:56
    --init 'rp:s32:<spmv.rp' --init 'col:s32:<spmv.col' --init 'val:s32:<spmv.val' --init 'x:s32:<spmv.x'
    --init n:s32:$n --dump y:s64:$n --dump xn:s32:$n)
check csr_spmv-acc csr_spmv.expected 2 -- $(mods csr_spmv-acc) "${acc[@]}" "${sp[@]}" \
  --init args:u64:@rp,@col,@val,@x,@y,@xn,@n
check csr_spmv-omp csr_spmv.expected 2 -- $(mods csr_spmv-omp) "${omp[@]}" "${sp[@]}" \
  --init args:u64:$n,@rp,@col,@val,@x,@y,@xn

./gen-nbfilter > nbfilter.expected
NP=$(tail -1 nbfilter.expected)
for v in acc omp; do
  [ $v = acc ] && dims=("${acc[@]}") || dims=("${omp[@]}")
  check nbfilter-$v nbfilter.expected 1 -- $(mods nbfilter-$v) --entry 'filter_pass$_omp_fn$0' "${dims[@]}" \
    --buf in:$((NP * 4)) --buf out:$((NP * 4)) --buf args:16 --init 'in:s32:<nb.vals' \
    --init args:u64:@in,@out --dump out:s32:$NP
done

./gen-workqueue > workqueue.expected
sed 's/^wq:u32://' wq.init > wq.vals
read NT NQ < <(tail -1 workqueue.expected)
for v in acc omp; do
  [ $v = acc ] && dims=("${acc[@]}") || dims=("${omp[@]}")
  check workqueue-$v workqueue.expected 2 -- $(mods workqueue-$v) --entry 'run_queue$_omp_fn$0' "${dims[@]}" \
    --buf wq:$((NQ * 4)) --buf acc:$((NT * 4)) --buf cnt:$((NT * 4)) --buf args:24 \
    --init 'wq:u32:<wq.vals' --init args:u64:@wq,@acc,@cnt --dump acc:u32:$NT --dump cnt:s32:$NT
done

./gen-bintree > bintree.expected
read NN NQ < <(tail -1 bintree.expected)
for v in acc omp; do
  [ $v = acc ] && dims=("${acc[@]}") || dims=("${omp[@]}")
  check bintree-$v bintree.expected 1 -- $(mods bintree-$v) --entry 'lookup$_omp_fn$0' "${dims[@]}" \
    --buf key:$((NN * 4)) --buf left:$((NN * 4)) --buf right:$((NN * 4)) --buf qk:$((NQ * 4)) \
    --buf res:$((NQ * 4)) --buf args:40 --init 'key:s32:<bt.key' --init 'left:s32:<bt.left' \
    --init 'right:s32:<bt.right' --init 'qk:s32:<bt.qk' --init args:u64:@key,@left,@right,@qk,@res \
    --dump res:s32:$NQ
done
echo "passed $pass, failed $fail"
[ $fail = 0 ]
