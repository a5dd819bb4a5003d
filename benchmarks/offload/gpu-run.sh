#!/bin/bash
# Runs what gpu-build.sh built on a real NVIDIA GPU.  Usage:
#
#   benchmarks/offload/gpu-run.sh DIR RESULTS [REPEAT] [NCU_SECONDS]
#
# Every binary in DIR/bin runs REPEAT times (default 5) with
# OMP_TARGET_OFFLOAD=MANDATORY, in rounds (each round runs every binary
# once), so the configurations of one program are timed side by side.
# Each run's checksum must equal the host-only build's (DIR/ref), and in the
# first round libgomp's debug output must show a kernel launch; a run that
# differs, fails or ran on the host is reported and counts as failed.
#
# RESULTS/times.csv: program, config, round, ok, target_time_s.
# RESULTS/ncu.csv:   Nsight Compute counters per program and config (warp
#                    instructions, thread instructions, global load and
#                    store requests and sectors, kernel time; registers per
#                    thread and active warps, averaged) over the first
#                    NCU_LAUNCHES launches, while NCU_SECONDS (default 150)
#                    last; nbfilter and colwalk first.
# The table printed last: min target_time_s per program and config, and its
# ratio to plain -O2 of the same program.
set -uo pipefail

dir=$(cd "${1:?usage: gpu-run.sh DIR RESULTS [REPEAT] [NCU_SECONDS]}" && pwd)
res=${2:?usage: gpu-run.sh DIR RESULTS [REPEAT] [NCU_SECONDS]}
rep=${3:-5}
ncu_budget=${4:-150}
launches=${NCU_LAUNCHES:-4}
mkdir -p "$res"
res=$(cd "$res" && pwd)

export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export OMP_TARGET_OFFLOAD=MANDATORY ACC_DEVICE_TYPE=nvidia

nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader || true

# One run of one binary: checksum against the reference, target time out.
run_one ()
{
  local bin=$1 prog=${1##*/}
  prog=${prog%.*}
  local o
  o=$(cd "$res" && "$bin" 2>"$res/last.err")
  local rc=$?
  local sum t
  sum=$(printf '%s\n' "$o" | grep '^checksum ')
  t=$(printf '%s\n' "$o" | sed -n 's/^target_time_s //p')
  if [ -n "${GOMP_DEBUG:-}" ] && ! grep -q 'kernel .*: launch' "$res/last.err"; then
    # GCC 12's libgomp runs OpenMP code on the host, even under
    # MANDATORY, where no device initialises.
    echo "FAIL ${bin##*/}: no kernel launch on the GPU in libgomp's debug output" >&2
    echo 0 "${t:-nan}"
  elif [ $rc -ne 0 ] || [ "$sum" != "$(cat "$dir/ref/$prog.sum")" ]; then
    echo "FAIL ${bin##*/}: rc=$rc '$sum' (expected '$(cat "$dir/ref/$prog.sum")')" >&2
    tail -5 "$res/last.err" >&2
    echo 0 "${t:-nan}"
  else
    echo 1 "$t"
  fi
}

# A first run with libgomp's debug output, so that a missing driver or
# plugin shows at once instead of 90 failures.
first=$(ls "$dir/bin" | head -1)
if ! (cd "$res" && GOMP_DEBUG=1 "$dir/bin/$first" > "$res/first.log" 2>&1); then
  echo "gpu-run.sh: $first failed on the device; libgomp said:" >&2
  grep -i -E 'error|fail|cuda|plugin' "$res/first.log" | head -20 >&2
  exit 1
fi

echo "program,config,round,ok,target_time_s" > "$res/times.csv"
for r in $(seq 1 "$rep"); do
  for b in "$dir"/bin/*; do
    n=${b##*/}
    # The first round also checks that each program ran on the GPU.
    if [ "$r" = 1 ]; then
      read -r ok t < <(GOMP_DEBUG=1 run_one "$b")
    else
      read -r ok t < <(run_one "$b")
    fi
    echo "${n%.*},${n##*.},$r,$ok,$t" >> "$res/times.csv"
  done
  echo "round $r done"
done

metrics=smsp__inst_executed.sum,smsp__thread_inst_executed.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,gpu__time_duration.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
echo "program,config,metric,value" > "$res/ncu.csv"
if [ -n "$ncu" ]; then
  start=$SECONDS
  for b in $(ls "$dir"/bin/nbfilter-* "$dir"/bin/colwalk-*; ls "$dir"/bin/* | grep -v -e nbfilter -e colwalk | grep -e '\.O2$' -e '\.O2-qprop$'); do
    [ $((SECONDS - start)) -lt "$ncu_budget" ] || { echo "ncu: time budget spent before ${b##*/}"; break; }
    n=${b##*/}
    (cd "$res" && "$ncu" --csv --metrics "$metrics" --launch-count "$launches" "$b" \
       > "$res/ncu.raw" 2> "$res/ncu.err")
    python3 - "$res/ncu.raw" "${n%.*}" "${n##*.}" >> "$res/ncu.csv" <<'EOF'
import csv, sys
rows = [l for l in open(sys.argv[1]) if l.startswith('"')]
# Counts add up over the launches; per-launch figures (registers per
# thread, occupancy) are averaged.
tot, cnt = {}, {}
for r in csv.DictReader(rows):
    v = r.get("Metric Value", "").replace(",", "")
    try:
        tot[r["Metric Name"]] = tot.get(r["Metric Name"], 0.0) + float(v)
        cnt[r["Metric Name"]] = cnt.get(r["Metric Name"], 0) + 1
    except ValueError:
        pass
for k in sorted(tot):
    v = tot[k] if k.endswith(".sum") else tot[k] / cnt[k]
    print(f"{sys.argv[2]},{sys.argv[3]},{k},{v:.{0 if k.endswith('.sum') else 1}f}")
EOF
  done
else
  echo "ncu: not found"
fi

python3 - "$res" <<'EOF'
import csv, sys, collections
res = sys.argv[1]
t = collections.defaultdict(list)
bad = collections.Counter()
for r in csv.DictReader(open(f"{res}/times.csv")):
    if r["ok"] != "1":
        bad[(r["program"], r["config"])] += 1
        continue
    t[(r["program"], r["config"])].append(float(r["target_time_s"]))
m = collections.defaultdict(dict)
for r in csv.DictReader(open(f"{res}/ncu.csv")):
    m[(r["program"], r["config"])][r["metric"]] = float(r["value"])
cfgs = ["O2", "O3", "O3-nopre", "O2-qprop", "O3-qprop"]
progs = sorted({p for p, _ in list(t) + list(bad)})
print("min target_time_s (ratio to -O2); failed runs marked FAIL")
print("%-18s" % "program" + "".join("%20s" % c for c in cfgs))
for p in progs:
    base = min(t[(p, "O2")]) if t[(p, "O2")] else None
    line = "%-18s" % p
    for c in cfgs:
        if bad[(p, c)]:
            line += "%20s" % ("FAIL x%d" % bad[(p, c)])
        elif t[(p, c)]:
            v = min(t[(p, c)])
            line += "%20s" % ("%.6f (%.3f)" % (v, v / base if base else 0))
        else:
            line += "%20s" % "-"
    print(line)
keys = [("smsp__inst_executed.sum", "warp"), ("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "ld-req"),
        ("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "ld-sect"), ("gpu__time_duration.sum", "ns")]
print("ncu over the first launches: value (ratio to -O2)")
for p in progs:
    if (p, "O2") not in m:
        continue
    for c in cfgs:
        if (p, c) not in m:
            continue
        d, b = m[(p, c)], m[(p, "O2")]
        thr = d.get("smsp__thread_inst_executed.sum", 0)
        w = d.get("smsp__inst_executed.sum", 0)
        eff = thr / (32 * w) if w else 0
        print("%-18s %-9s" % (p, c) + " ".join(
            "%s=%d(%.3f)" % (n, d.get(k, 0), d.get(k, 0) / b[k] if b.get(k) else 0) for k, n in keys)
            + " simd-eff=%.3f" % eff
            + " regs=%g warps-active=%g%%" % (d.get("launch__registers_per_thread", 0),
                                            d.get("sm__warps_active.avg.pct_of_peak_sustained_active", 0)))
print("failed runs: %d" % sum(bad.values()))
EOF
