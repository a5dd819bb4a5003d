#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The external corpus of issue 33: programs and tests written by others,
# built plain and with every qprop pass in the nvptx accelerator compiler,
# run on simgpu and checked against the host build.  Not run by CI (the
# sources are fetched, never copied into this repository).
#
#   benchmarks/external/corpus.sh CORPUS OUT [NAME ...]
#
# CORPUS holds the fetched trees (any may be missing; its programs are then
# skipped):
#   CORPUS/hecbench/src/*-omp     github zjin-lcf/HeCBench (src/ subset)
#   CORPUS/accvv/Tests            github OpenACCUserGroup/OpenACCV-V
#   CORPUS/sollve/tests, ompvv    github SOLLVE/sollve_vv
#   CORPUS/ext                    /work/ext: ParRes+Kernels,
#                                 ANL-CESAR+XSBench, uhhpctools+openacc-npb
# NAMEs pick programs of the table below (default: all of them).
#
# Per program and per level (OPTS, default "-O2 -O3") it builds
#   host   -foffload=disable (the reference: the program on the CPU)
#   plain  GCC's offload build, no plugin
#   qprop  the same with the plugin in the accelerator compiler and every
#          pass (QPROP_PASSES, default all), verify on, stats on
# and runs plain and qprop on simgpu (build/simgpu, offloading mandatory)
# with SIMGPU_REPORT, one host thread (SIMGPU_THREADS, default 1, so that
# the counts do not change from run to run).  A build's verdict is
#   pass        exit 0, no failure words in its output, and its output
#               equals the host build's once timing lines are dropped
#   VERIFY      non-zero exit or the program's own check failed
#   DIFF        verified, but its output differs from the host build's
#   TIMEOUT     ran past TIMEOUT seconds (default 300)
#   build-fail  did not compile (GCC 12 or the plugin: see the log)
# A plain/qprop verdict pair other than equal, or qprop output that differs
# from plain output, is a possible qprop miscompile: it is marked "<<<".
#
# Output, one line per program and level, also in OUT/summary.txt:
#   NAME OPT plain=V qprop=V wi=R ga=R passes=P
# wi/ga: warp instructions / global accesses, qprop over plain, summed over
# every launch of SIMGPU_REPORT; P: the qprop passes whose stats counters
# (-fplugin-arg-qprop-stats, totals of the accelerator compile) are
# non-zero, besides functions=.  Logs, binaries and reports: OUT/NAME.OPT.*.
# Run from the repository root; needs make nvptx-plugin simgpu.
set -u
cd "$(dirname "$0")/../.." || exit 2
root=$(pwd)
corpus=$(cd "${1:?usage: corpus.sh CORPUS OUT [NAME ...]}" && pwd) || exit 2
out=${2:?OUT}; mkdir -p "$out"; out=$(cd "$out" && pwd)
shift 2
# shellcheck source=scripts/lib/plugin-flags.sh
. scripts/lib/plugin-flags.sh
lib=$root/build/simgpu
nv=$root/build/nvptx-none/qprop.so
for f in "$nv" "$lib/libgomp-plugin-nvptx.so.1"; do
  [ -f "$f" ] || { echo "corpus: $f is missing (make nvptx-plugin simgpu)" >&2; exit 1; }
done
# A copy, so that rebuilding the plugin during a long run changes nothing.
cp "$nv" "$out/qprop.so"
qflags=""
for f in "-fplugin=$out/qprop.so" "-fplugin-arg-qprop-passes=${QPROP_PASSES:-all}" \
         -fplugin-arg-qprop-verify -fplugin-arg-qprop-stats; do
  qflags="$qflags -foffload-options=nvptx-none=$f"
done
opts=${OPTS:--O2 -O3}
to=${TIMEOUT:-300}
# One host thread runs the CTAs one after another, so that the counts
# are the same from run to run: with several, CTAs that contend for a
# lock or an atomic spin for as long as the host's scheduling makes them
# (OpenACC V&V's parallel_loop_reduction_or_loop: 1.72x warp
# instructions in one run, 0.99x with one thread, every time).
threads=${SIMGPU_THREADS:-1}

# The table: NAME|LANG|DIR (below CORPUS)|SOURCES (in DIR)|EXTRA FLAGS|ARGS
# LANG: c (gcc), cxx (g++); the model (-fopenmp/-fopenacc) is in EXTRA.
# Inputs are small: simgpu runs a warp instruction in about a microsecond.
table () {
  local h=hecbench/src omp=-fopenmp acc=-fopenacc
  cat << EOF
hec-bsearch|cxx|$h/bsearch-omp|main.cpp|$omp|4096 1
hec-floydwarshall|cxx|$h/floydwarshall-omp|main.cpp|$omp|32 1 16
hec-hausdorff|cxx|$h/hausdorff-omp|main.cpp|$omp -I$corpus/$h/hausdorff-cuda|1000 1000 1
hec-ising|cxx|$h/ising-omp|main.cpp|$omp -I$corpus/$h/ising-cuda|-x 256 -y 256 -w 1 -n 4
hec-keogh|cxx|$h/keogh-omp|main.cpp|$omp -I$corpus/$h/keogh-cuda|32 2000 1
hec-mandelbrot|cxx|$h/mandelbrot-omp|main.cpp|$omp|1
hec-nqueen|cxx|$h/nqueen-omp|main.cpp|$omp|8 4 1
hec-page-rank|cxx|$h/page-rank-omp|main.cpp|$omp -I$corpus/$h/page-rank-cuda|-n 1000 -i 2
hec-pathfinder|cxx|$h/pathfinder-omp|main.cpp|$omp|256 32 1
hec-romberg|cxx|$h/romberg-omp|main.cpp|$omp -I$corpus/$h/romberg-cuda|16 16 1
prk-stencil-acc|c|ext/ParRes+Kernels/C1z|stencil-openacc.c|$acc -std=gnu11 -DPRKVERSION=2020|5 64
prk-transpose-acc|c|ext/ParRes+Kernels/C1z|transpose-openacc.c|$acc -std=gnu11 -DPRKVERSION=2020|5 64
prk-nstream-acc|c|ext/ParRes+Kernels/C1z|nstream-openacc.c|$acc -std=gnu11 -DPRKVERSION=2020|5 4096
prk-stencil-omp|c|ext/ParRes+Kernels/C1z|stencil-target.c|$omp -std=gnu11 -DPRKVERSION=2020|5 64
prk-transpose-omp|c|ext/ParRes+Kernels/C1z|transpose-target.c|$omp -std=gnu11 -DPRKVERSION=2020|5 64
prk-nstream-omp|c|ext/ParRes+Kernels/C1z|nstream-target.c|$omp -std=gnu11 -DPRKVERSION=2020|5 4096
xsbench-omp|c|ext/ANL-CESAR+XSBench/openmp-offload|Main.c io.c Simulation.c GridInit.c XSutils.c Materials.c|$omp -std=gnu99|-m event -s small -l 2000 -g 200
EOF
  # A slice of each validation suite: the tests whose kernels branch or
  # loop per thread (loops with data-dependent trip counts, conditions on
  # the thread's data), which are the shapes the SIMT passes transform.
  local t
  for t in ${ACCVV_TESTS:-parallel_loop_vector.c parallel_loop_vector_blocking.c \
           parallel_loop_reduction_max_general.c parallel_loop_reduction_min_general.c \
           parallel_loop_reduction_bitand_general.c parallel_loop_reduction_and_general.c \
           kernels_loop_reduction_max_general.c kernels_loop_vector_blocking.c \
           parallel_if.c routine_vector.c atomic_capture_expr_plus_x.c \
           serial_loop_reduction_add_general.c}; do
    # acc_testsuite.h seeds rand () with time (NULL) unless SEED is set:
    # the same data in every build and run.
    echo "accvv-${t%.c}|c|accvv/Tests|$t|$acc -DSEED=1|"
  done
  for t in ${SOLLVE_TESTS:-target/test_target_if.c \
           target_teams_distribute_parallel_for/test_target_teams_distribute_parallel_for_if_target_modifier.c \
           target_teams_distribute/test_target_teams_distribute_reduction_max.c \
           target_teams_distribute/test_target_teams_distribute_reduction_min.c \
           target_teams_distribute_parallel_for/test_target_teams_distribute_parallel_for_reduction.c \
           target_teams_distribute/test_target_teams_distribute_collapse.c \
           application_kernels/mmm_target.c \
           target_simd/test_target_simd_collapse.c \
           target_teams_distribute/test_target_teams_distribute_lastprivate.c \
           target_simd/test_nested_target_simd.c target_teams_distribute/test_target_teams_distribute_if.c}; do
    local n=${t##*/}
    echo "sollve-${n%.c}|c|sollve/tests/4.5|$t|$omp -I$corpus/sollve/ompvv|"
  done
}

# Lines that differ between runs of a correct program: timings, rates,
# addresses, the simulator's own messages, and SOLLVE's notes on where the
# test ran (its failures are OMPVV_ERROR lines and the exit status).
normalise () {
  grep -viE 'OMPVV_(INFO|WARNING|RESULT)|time|sec|[^a-z]ms[^a-z]|[^a-z]us[^a-z]|GB/s|GFlop|MFlop|rate|per ns|bandwidth|throughput|elapsed|0x[0-9a-f]{6,}|simgpu|^rc=' "$1" || true
}
failed_words () {
  grep -qiE 'fail|error|incorrect|mismatch|wrong|not valid|invalid' "$1" \
    && ! grep -qiE '(fail|error)[a-z]*[ :=]*0([^0-9.]|$)|0 errors|no errors|errors: *0|passed|success' "$1"
}
verdict () {  # verdict LOG RC HOSTLOG
  local log=$1 rc=$2 host=$3
  if [ "$rc" -eq 124 ]; then echo TIMEOUT
  elif [ "$rc" -ne 0 ] || failed_words "$log"; then echo VERIFY
  elif ! cmp -s <(normalise "$log") <(normalise "$host"); then echo DIFF
  else echo pass
  fi
}
sum_report () {  # sum_report JSON KEY
  python3 - "$1" "$2" << 'EOF'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
    print(sum(l.get(sys.argv[2], 0) for l in r.get("launches", [])))
except (OSError, ValueError):
    print(0)
EOF
}
ratio () { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "-" }'; }
# The passes that changed the code: a pass's stats total has a non-zero
# counter of work done (not one of what it examined or refused).
fired () {
  grep -h 'qprop: stats: total:' "$1" 2> /dev/null \
    | awk '{ sub(/.*stats: total: /, ""); p = $1; sub(/:$/, "", p); sub(/^qprop-/, "", p)
             for (i = 2; i <= NF; i++) { split($i, kv, "=")
               if (kv[1] ~ /^(eliminated|insertions|phis|replaced|moved|spliced|flattened|regions|folded_branches|loops_rebound|loops_versioned|protected_branches|functions_guarded|unrolled|peeled|speculat.*|merges|guarded|coupled|hoisted|sunk|rewritten|transformed)$/ && kv[2] + 0 > 0)
                 seen[p] = 1 } }
           END { for (p in seen) print p }' | sort | tr '\n' ',' | sed 's/,$//'
}

mapfile -t rows < <(table)
: > "$out/summary.txt"
for row in "${rows[@]}"; do
  IFS='|' read -r name lang dir srcs extra args <<< "$row"
  if [ $# -gt 0 ]; then
    keep=0; for n in "$@"; do [ "$n" = "$name" ] && keep=1; done
    [ $keep -eq 1 ] || continue
  fi
  d=$corpus/$dir
  [ -d "$d" ] || { echo "$name: $d missing, skipped" | tee -a "$out/summary.txt"; continue; }
  cc=gcc; [ "$lang" = cxx ] && cc=g++
  files=(); for s in $srcs; do files+=("$d/$s"); done
  for opt in $opts; do
    b=$out/$name$opt
    # Every program runs in a directory of its own (some write files).
    rm -rf "$b.run"; mkdir -p "$b.run"
    # shellcheck disable=SC2086
    if timeout 600 $cc $opt $extra -I"$d" -DVERBOSE_MODE=1 -foffload=disable -no-pie \
         "${files[@]}" -lm -o "$b.host" > "$b.host.build" 2>&1; then
      # shellcheck disable=SC2086
      (cd "$b.run" && timeout "$to" "$b.host" $args > "$b.host.log" 2>&1; echo "rc=$?" >> "$b.host.log")
      hostref=$b.host.log
    else
      # GCC 12 cannot build some OpenACC tests for the host alone (an
      # internal compiler error): the plain offload build is then the
      # reference, and plain's own verdict rests on its exit status.
      hostref=$b.plain.log; echo "(host build failed)" > "$b.host.log"
    fi
    declare -A v=() wi=() ga=()
    for cfg in plain qprop; do
      f=""; [ $cfg = qprop ] && f=$qflags
      # shellcheck disable=SC2086
      if ! timeout 900 $cc $opt $extra -I"$d" -DVERBOSE_MODE=1 $QPROP_OFFLOAD_FLAGS -no-pie $f \
            "${files[@]}" -lm -o "$b.$cfg" > "$b.$cfg.build" 2>&1; then
        v[$cfg]=build-fail; wi[$cfg]=0; ga[$cfg]=0; continue
      fi
      rm -f "$b.$cfg.json"
      # shellcheck disable=SC2086
      (cd "$b.run" && OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia \
         SIMGPU_THREADS="$threads" SIMGPU_REPORT="$b.$cfg.json" LD_LIBRARY_PATH="$lib" \
         timeout "$to" "$b.$cfg" $args > "$b.$cfg.log" 2>&1)
      rc=$?
      v[$cfg]=$(verdict "$b.$cfg.log" $rc "$hostref")
      wi[$cfg]=$(sum_report "$b.$cfg.json" warp_insts)
      ga[$cfg]=$(sum_report "$b.$cfg.json" global_accesses)
    done
    mark=""
    if [ "${v[plain]}" != "${v[qprop]}" ] || { [ "${v[qprop]}" != build-fail ] &&
        ! cmp -s <(normalise "$b.plain.log") <(normalise "$b.qprop.log"); }; then
      mark=" <<<"
    fi
    r=$(ratio "${wi[qprop]}" "${wi[plain]}")
    [ "$hostref" = "$b.host.log" ] || mark="$mark (no host build)"
    printf '%s %s plain=%s qprop=%s wi=%s ga=%s passes=%s warp_insts=%s/%s%s\n' \
      "$name" "$opt" "${v[plain]}" "${v[qprop]}" "$r" "$(ratio "${ga[qprop]}" "${ga[plain]}")" \
      "$(fired "$b.qprop.build")" "${wi[qprop]}" "${wi[plain]}" "$mark" | tee -a "$out/summary.txt"
    unset v wi ga
  done
done
echo "--- verdicts (plain qprop)"
awk '$2 ~ /^-O/ { print $3, $4 }' "$out/summary.txt" | sort | uniq -c
echo "--- possible miscompiles (<<<): $(grep -c '<<<' "$out/summary.txt")"
echo "--- qprop over 1.02x warp instructions:"
awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^wi=/) { r = substr($i, 4); if (r != "-" && r + 0 > 1.02) print } }' "$out/summary.txt"
