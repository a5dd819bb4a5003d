#!/usr/bin/python3
"""flatten-sweep: Fig. 7 of the loop-flattening paper on the simulated GPU.

Usage (from the repository root; needs build/nvptx-none/qprop.so and
build/simgpu from make, and /usr/bin/python3 for matplotlib):

    /usr/bin/python3 benchmarks/flatten-sweep.py                # full default sweep
    /usr/bin/python3 benchmarks/flatten-sweep.py --variants acc --opts -O2 \\
        --ratios 1/10 --ks 0,31 --jobs 2 --out /tmp/fsweep       # tiny run
    ... --flatten-all       # force qprop-flatten (selftest=flatten-all),
                            # i.e. the transform's effect without the cost model
    ... --ks all            # k = 0..31

For every variant V (acc, omp), optimisation level OPT (-O2, -O3) and A/B
work ratio (WQ_TA/WQ_TB) it builds benchmarks/offload/workqueue-V.c at
-DBENCH_SIZE=--size (default 0) three times: a host-only reference, a plain
nvptx offload build ("gcc") and one with the qprop plugin running
qprop-div,qprop-flatten in the offload compiler ("qprop"; its qprop-flatten
dump says whether the nest was flattened or declined by formula (1)).  Each
k (early lanes of each warp's 32 items) is data: the same three binaries
run every k, with WQ_K in the environment.  Both offload builds run on simgpu; their output
(less the target_time_s line) must equal the host build's, otherwise the
script stops with exit status 1 naming the point.  Writes results.csv,
table.md (warp-instruction ratio qprop/gcc, * where the cost model declined)
and fig7.png to --out (default build/bench/results/flatten-sweep/).

--ratios takes comma-separated LABEL or LABEL=TA:TB.  A bare label of the
default list uses its rounds (1/1 is TA=TB=4); any other bare a/b means
TA=a, TB=b.
"""

import argparse
import concurrent.futures as cf
import csv
import json
import os
import shlex
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SRC_DIR = REPO / "benchmarks" / "offload"
PLUGIN = REPO / "build" / "nvptx-none" / "qprop.so"
SIMGPU = REPO / "build" / "simgpu"
# No __pycache__ beside the scripts in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, str(REPO / "scripts" / "lib"))
from difftest import QPROP_OFFLOAD_FLAGS  # noqa: E402

DEFAULT_RATIOS = "10/1=10:1,1/1=4:4,1/10=1:10,1/100=1:100"
DEFAULT_KS = "0,4,8,12,16,20,24,28,31"
LANG = {"acc": "-fopenacc", "omp": "-fopenmp"}
OFFLOAD = QPROP_OFFLOAD_FLAGS.split() + ["-no-pie"]
HOST_ENV = {"OMP_TARGET_OFFLOAD": "DISABLED", "ACC_DEVICE_TYPE": "host",
            "OMP_NUM_THREADS": "1"}
GPU_ENV = {"OMP_TARGET_OFFLOAD": "MANDATORY", "ACC_DEVICE_TYPE": "nvidia"}


class SweepError(Exception):
    pass


def csv_list(s):
    return [x.strip() for x in s.split(",") if x.strip()]


def parse_ratios(spec):
    known = {}
    for item in csv_list(DEFAULT_RATIOS):
        label, rounds = item.split("=")
        ta, tb = rounds.split(":")
        known[label] = (int(ta), int(tb))
    out = []
    for item in csv_list(spec):
        try:
            if "=" in item:
                label, rounds = item.split("=", 1)
                ta, tb = (int(x) for x in rounds.split(":"))
            elif item in known:
                label, (ta, tb) = item, known[item]
            else:
                label = item
                ta, tb = (int(x) for x in item.split("/"))
        except ValueError:
            raise SweepError(f"bad --ratios entry '{item}' (want A/B or "
                             f"LABEL=TA:TB)")
        if ta < 0 or tb < 0:
            raise SweepError(f"bad --ratios entry '{item}': negative rounds")
        out.append((label, ta, tb))
    return out


def parse_ks(spec):
    if spec.strip() == "all":
        return list(range(32))
    try:
        ks = [int(x) for x in csv_list(spec)]
    except ValueError:
        raise SweepError(f"bad --ks '{spec}'")
    for k in ks:
        if not 0 <= k <= 32:
            raise SweepError(f"--ks: k={k} is not in 0..32")
    return ks


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="flatten-sweep.py",
        description="Sweep the workqueue benchmark over k and the A/B work "
                    "ratio on simgpu, qprop-flatten against plain GCC "
                    "(the loop-flattening paper's Fig. 7).",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variants", default="acc,omp",
                   help="comma-separated, of acc,omp (default: %(default)s)")
    p.add_argument("--opts", default="-O2,-O3",
                   help="comma-separated optimisation options "
                        "(default: %(default)s); write --opts=-O2")
    p.add_argument("--ratios", default=DEFAULT_RATIOS,
                   help="comma-separated A/B ratios, LABEL or LABEL=TA:TB "
                        "(default: %(default)s)")
    p.add_argument("--ks", default=DEFAULT_KS,
                   help="comma-separated k values (early lanes per warp, "
                        "0..32), or 'all' for 0..31 (default: %(default)s)")
    p.add_argument("--size", type=int, choices=(0, 1), default=0,
                   help="BENCH_SIZE of the build: 0 (64 warps, 16 items "
                        "each) or 1, the reference size (512 warps, 32 "
                        "items each; its fixed OpenMP launch cost weighs "
                        "less) (default: %(default)s)")
    p.add_argument("--plugin-args", default="", metavar="ARGS",
                   help="extra arguments for the offload compiler of the "
                        "qprop build, whitespace-separated; each becomes "
                        "-foffload-options=nvptx-none=ARG (e.g. "
                        "'-fplugin-arg-qprop-flatten-idle=90'); write --plugin-args=ARGS")
    p.add_argument("--flatten-all", action="store_true",
                   help="add -fplugin-arg-qprop-selftest=flatten-all: "
                        "flatten every candidate nest, ignoring formula (1)")
    p.add_argument("--work", default=None, metavar="DIR",
                   help="scratch directory for builds and runs (default: a "
                        "fresh temporary directory, removed at the end)")
    p.add_argument("--keep-work", action="store_true",
                   help="keep the default temporary scratch directory")
    p.add_argument("--jobs", "-j", type=int, default=2,
                   help="points built and run in parallel "
                        "(default: %(default)s)")
    p.add_argument("--out", default=str(REPO / "build/bench/results/"
                                        "flatten-sweep"),
                   help="output directory (default: %(default)s)")
    p.add_argument("--timeout", type=int, default=900,
                   help="seconds per compile or run (default: %(default)s)")
    # allow --opts -O2 (argparse would read -O2 as an option)
    argv = list(argv)
    for i, a in enumerate(argv[:-1]):
        if a == "--opts" and argv[i + 1].startswith("-"):
            argv[i:i + 2] = ["--opts=" + argv[i + 1]]
            break
    a = p.parse_args(argv)
    a.variants = csv_list(a.variants)
    for v in a.variants:
        if v not in LANG:
            p.error(f"--variants: unknown variant '{v}' (acc, omp)")
    a.opts = csv_list(a.opts)
    if a.jobs < 1:
        p.error("--jobs must be at least 1")
    try:
        a.ratios = parse_ratios(a.ratios)
        a.ks = parse_ks(a.ks)
    except SweepError as e:
        p.error(str(e))
    if not a.variants or not a.opts or not a.ratios or not a.ks:
        p.error("nothing to sweep")
    return a


def plugin_id():
    """Short sha256 and mtime of qprop.so: the plugin may be rebuilt while
    a sweep runs, and the results then mix two plugins."""
    import datetime
    import hashlib
    try:
        data = PLUGIN.read_bytes()
        mtime = datetime.datetime.fromtimestamp(PLUGIN.stat().st_mtime)
    except OSError as e:
        return f"unreadable ({e.strerror})"
    return (f"sha256 {hashlib.sha256(data).hexdigest()[:12]}, "
            f"built {mtime:%Y-%m-%d %H:%M:%S}")


def git_desc():
    try:
        h = subprocess.run(["git", "rev-parse", "--short", "HEAD"],
                           cwd=REPO, capture_output=True, text=True,
                           check=True).stdout.strip()
        st = subprocess.run(["git", "status", "--porcelain"], cwd=REPO,
                            capture_output=True, text=True,
                            check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    dirty = any(line and not line.startswith("??")
                for line in st.splitlines())
    return h + ("+dirty" if dirty else "")


class Point:
    def __init__(self, variant, opt, label, ta, tb, k):
        self.variant, self.opt = variant, opt
        self.label, self.ta, self.tb, self.k = label, ta, tb, k
        self.gcc = self.qprop = None
        self.decision = "none"

    @property
    def build_name(self):
        return (f"{self.variant}{self.opt}-ta{self.ta}-tb{self.tb}"
                .replace("-O", "_O"))

    def __str__(self):
        return (f"{self.variant} {self.opt} A/B={self.label} "
                f"(WQ_TA={self.ta} WQ_TB={self.tb}) k={self.k}")

    @property
    def ratio(self):
        if self.gcc and self.qprop and self.gcc["warp_insts"]:
            return self.qprop["warp_insts"] / self.gcc["warp_insts"]
        return None


class Sweep:
    def __init__(self, args, work):
        self.a = args
        self.work = work
        self.lock = threading.Lock()
        self.done = 0
        self.stop = threading.Event()
        self.builds = {}
        qprop = [f"-fplugin={PLUGIN}",
                 "-fplugin-arg-qprop-passes=qprop-div,qprop-flatten",
                 "-fplugin-arg-qprop-dump=qprop-flatten"]
        if args.flatten_all:
            qprop.append("-fplugin-arg-qprop-selftest=flatten-all")
        qprop += shlex.split(args.plugin_args)
        self.qprop_opts = ["-foffload-options=nvptx-none=" + x for x in qprop]

    def sh(self, cmd, cwd, env=None, stdout=None, what=""):
        e = dict(os.environ)
        if env:
            e.update(env)
        try:
            r = subprocess.run(cmd, cwd=cwd, env=e, stdout=stdout or
                               subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, timeout=self.a.timeout)
        except subprocess.TimeoutExpired:
            raise SweepError(f"{what}: timed out after {self.a.timeout} s: "
                             f"{shlex.join(cmd)}")
        if r.returncode != 0:
            tail = "\n".join(r.stderr.strip().splitlines()[-15:])
            raise SweepError(f"{what}: exit status {r.returncode}: "
                             f"{shlex.join(cmd)}\n{tail}")
        return r

    def compile(self, pt, d, kind):
        src = SRC_DIR / f"workqueue-{pt.variant}.c"
        defs = [f"-DBENCH_SIZE={self.a.size}", f"-DWQ_TA={pt.ta}",
                f"-DWQ_TB={pt.tb}"]
        base = ["gcc", pt.opt, LANG[pt.variant]]
        if kind == "host":
            cmd = base + ["-foffload=disable"] + defs
        else:
            cmd = base + OFFLOAD + defs
            if kind == "qprop":
                cmd += self.qprop_opts
        cmd += [str(src), "-o", f"x.{kind}", "-lm"]
        (d / f"x.{kind}.cmd").write_text(shlex.join(cmd) + "\n")
        self.sh(cmd, d, what=f"{pt}: building {kind}")
        return d / f"x.{kind}"

    def build(self, pt):
        """The three binaries of PT's variant, level and ratio, built once
        and shared by every k: k is data (WQ_K in the environment), so
        skewed and even queues run the same code."""
        key = (pt.variant, pt.opt, pt.ta, pt.tb)
        with self.lock:
            entry = self.builds.get(key)
            if entry is None:
                entry = self.builds[key] = [threading.Lock(), None]
        with entry[0]:
            if entry[1] is None:
                d = self.work / pt.build_name
                d.mkdir(parents=True, exist_ok=True)
                for kind in ("host", "gcc", "qprop"):
                    self.compile(pt, d, kind)
                entry[1] = (d, self.decision(pt, d))
        return entry[1]

    @staticmethod
    def output(path):
        return [line for line in path.read_text().splitlines()
                if not line.startswith("target_time_s ")]

    def simgpu(self, pt, d, kind, ref):
        report = d / f"x.{kind}.k{pt.k}.json"
        if report.exists():
            report.unlink()
        out = d / f"x.{kind}.k{pt.k}.out"
        env = dict(GPU_ENV, SIMGPU_REPORT=str(report),
                   LD_LIBRARY_PATH=str(SIMGPU), WQ_K=str(pt.k))
        with open(out, "w") as f:
            self.sh([f"./x.{kind}", "dump"], d, env=env, stdout=f,
                    what=f"{pt}: running {kind} on simgpu")
        if self.output(out) != ref:
            raise SweepError(f"MISMATCH at {pt}: the {kind} build's output "
                             f"on simgpu differs from the host build's "
                             f"({out} vs {d / f'x.host.k{pt.k}.out'})")
        try:
            launches = json.loads(report.read_text()).get("launches", [])
        except (OSError, ValueError) as e:
            raise SweepError(f"{pt}: reading {report}: {e}")
        if not launches:
            raise SweepError(f"{pt}: {kind} launched no kernel on simgpu "
                             f"(host fallback?); see {report}")
        m = {k: sum(int(x.get(k, 0)) for x in launches)
             for k in ("warp_insts", "global_accesses", "global_sectors")}
        big = max(launches, key=lambda x: int(x.get("warp_insts", 0)))
        m["simd_eff"] = big.get("simd_efficiency")
        return m

    def decision(self, pt, d):
        dumps = sorted(d.glob("x.qprop*qprop-flatten"))
        if not dumps:
            dumps = sorted(d.glob("*qprop-flatten"))
        if not dumps:
            raise SweepError(f"{pt}: no qprop-flatten dump file in {d}")
        text = "".join(p.read_text(errors="replace") for p in dumps)
        if ": flattened (" in text:
            return "flattened"
        if "left alone: formula (1)" in text:
            return "declined"
        return "none"

    def point(self, pt):
        if self.stop.is_set():
            return pt
        d, pt.decision = self.build(pt)
        host_out = d / f"x.host.k{pt.k}.out"
        with open(host_out, "w") as f:
            self.sh(["./x.host", "dump"], d,
                    env=dict(HOST_ENV, WQ_K=str(pt.k)), stdout=f,
                    what=f"{pt}: running host")
        ref = self.output(host_out)
        pt.gcc = self.simgpu(pt, d, "gcc", ref)
        pt.qprop = self.simgpu(pt, d, "qprop", ref)
        with self.lock:
            self.done += 1
            r = pt.ratio
            print(f"[{self.done}/{self.total}] {pt}: qprop/gcc "
                  f"{'-' if r is None else f'{r:.3f}'} ({pt.decision})",
                  flush=True)
        return pt

    def run(self, points):
        self.total = len(points)
        errors = []
        with cf.ThreadPoolExecutor(max_workers=self.a.jobs) as ex:
            futs = [ex.submit(self.point, p) for p in points]
            for f in cf.as_completed(futs):
                try:
                    f.result()
                except SweepError as e:
                    self.stop.set()
                    errors.append(str(e))
        return errors


def fmt(x, nd=4):
    if x is None:
        return ""
    return f"{x:.{nd}f}" if isinstance(x, float) else str(x)


def write_csv(path, points):
    cols = ["variant", "opt", "ab_ratio", "wq_ta", "wq_tb", "k",
            "warp_insts_gcc", "warp_insts_qprop", "ratio_qprop_gcc",
            "global_accesses_gcc", "global_accesses_qprop",
            "global_sectors_gcc", "global_sectors_qprop",
            "simd_eff_gcc", "simd_eff_qprop", "decision"]
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        for p in points:
            w.writerow([p.variant, p.opt, p.label, p.ta, p.tb, p.k,
                        p.gcc["warp_insts"], p.qprop["warp_insts"],
                        fmt(p.ratio),
                        p.gcc["global_accesses"], p.qprop["global_accesses"],
                        p.gcc["global_sectors"], p.qprop["global_sectors"],
                        fmt(p.gcc["simd_eff"], 6), fmt(p.qprop["simd_eff"], 6),
                        p.decision])


def table_md(args, points, commit, cmdline, plugin):
    L = [f"Commit: `{commit}`", "",
         f"Command: `{cmdline}`", "",
         f"Plugin: `{PLUGIN}` ({plugin})", "",
         "Warp instructions on simgpu, qprop (qprop-div,qprop-flatten) / "
         f"plain gcc, workqueue at BENCH_SIZE={args.size}, one binary per "
         "cell row, k set at run time (WQ_K); rows A/B = WQ_TA/WQ_TB, "
         "columns k = early lanes of 32; `*` = qprop-flatten's cost model "
         "(formula (1)) declined the nest, `-` = no nest flattened or "
         "declined."
         + (" Built with --flatten-all (selftest=flatten-all)."
            if args.flatten_all else ""), ""]
    by = {(p.variant, p.opt, p.label, p.k): p for p in points}
    for v in args.variants:
        for o in args.opts:
            L += [f"## {v} {o}", "",
                  "| A/B (TA:TB) | " + " | ".join(f"k={k}" for k in args.ks)
                  + " |",
                  "|---|" + "---:|" * len(args.ks)]
            for label, ta, tb in args.ratios:
                cells = []
                for k in args.ks:
                    p = by[(v, o, label, k)]
                    c = "" if p.ratio is None else f"{p.ratio:.2f}"
                    c += {"declined": "*", "none": "-"}.get(p.decision, "")
                    cells.append(c)
                L.append(f"| {label} ({ta}:{tb}) | " + " | ".join(cells)
                         + " |")
            L.append("")
    return "\n".join(L)


def plot(path, args, points, commit):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    nv, no = len(args.variants), len(args.opts)
    fig, axes = plt.subplots(nv, no, figsize=(max(7.0, 5.5 * no), 4.2 * nv + 0.6),
                             squeeze=False, sharey=True)
    by = {(p.variant, p.opt, p.label, p.k): p for p in points}
    ys = [p.ratio for p in points if p.ratio]
    for i, v in enumerate(args.variants):
        for j, o in enumerate(args.opts):
            ax = axes[i][j]
            for n, (label, ta, tb) in enumerate(args.ratios):
                ks = [k for k in args.ks if by[(v, o, label, k)].ratio]
                pts = [by[(v, o, label, k)] for k in ks]
                mk = "osD^v<>p"[n % 8]
                size = (11, 8, 6, 4.5)[n % 4]   # coinciding points stay visible
                line, = ax.plot(ks, [p.ratio for p in pts], "-", marker=mk,
                                ms=size, mfc="white",
                                label=f"A/B {label} ({ta}:{tb})")
                fl = [p for p in pts if p.decision == "flattened"]
                ax.plot([p.k for p in fl], [p.ratio for p in fl], mk,
                        ms=size, color=line.get_color())
            ax.axhline(1.0, color="black", lw=0.8, ls="--")
            ax.set_yscale("log")
            ax.set_title(f"workqueue-{v} {o}")
            ax.set_xlabel("k (early lanes of 32)")
            ax.set_xticks(args.ks if len(args.ks) <= 12 else
                          list(range(0, 33, 4)))
            if j == 0:
                ax.set_ylabel("warp instructions qprop / gcc")
            ax.grid(True, which="both", alpha=0.3)
            if i == 0 and j == 0:
                ax.legend(fontsize=8)
    if ys and max(ys) / min(ys) < 20:
        # few decades: label the ticks plainly instead of 10^x
        from matplotlib.ticker import ScalarFormatter
        for ax in axes.flat:
            ax.yaxis.set_major_formatter(ScalarFormatter())
            ax.yaxis.set_minor_formatter(ScalarFormatter())
            ax.tick_params(axis="y", which="minor", labelsize=7)
    fig.suptitle("workqueue on simgpu: qprop-flatten vs plain gcc (Fig. 7)"
                 + (", --flatten-all" if args.flatten_all else "")
                 + f"\nfilled marker = flattened, hollow = declined or none;"
                 f" commit {commit}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv):
    args = parse_args(argv)
    cmdline = shlex.join([sys.executable, sys.argv[0]] + list(argv))
    for f in (PLUGIN, SIMGPU / "libgomp-plugin-nvptx.so.1"):
        if not f.exists():
            print(f"flatten-sweep: {f} is missing (make / make simgpu)",
                  file=sys.stderr)
            return 2
    commit = git_desc()
    plugin = plugin_id()
    points = [Point(v, o, label, ta, tb, k)
              for v in args.variants for o in args.opts
              for (label, ta, tb) in args.ratios for k in args.ks]
    tmp = None
    if args.work:
        work = Path(args.work).resolve()
        work.mkdir(parents=True, exist_ok=True)
    else:
        tmp = tempfile.mkdtemp(prefix="flatten-sweep.")
        work = Path(tmp)
    print(f"flatten-sweep: {len(points)} points in {work}, "
          f"{args.jobs} jobs", flush=True)
    errors = Sweep(args, work).run(points)
    if errors:
        for e in errors:
            print(f"flatten-sweep: error: {e}", file=sys.stderr)
        print(f"flatten-sweep: FAILED ({len(errors)} error(s)); "
              f"scratch kept in {work}", file=sys.stderr)
        return 1
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    write_csv(out / "results.csv", points)
    if plugin_id() != plugin:
        plugin += "; CHANGED during the sweep, now " + plugin_id()
        print(f"flatten-sweep: warning: {PLUGIN} was rebuilt during the "
              f"sweep; rerun for consistent numbers", file=sys.stderr)
    md = table_md(args, points, commit, cmdline, plugin)
    (out / "table.md").write_text(md + "\n")
    plot(out / "fig7.png", args, points, commit)
    if tmp and not args.keep_work:
        import shutil
        shutil.rmtree(tmp, ignore_errors=True)
    print()
    print(md)
    print(f"wrote {out / 'results.csv'}, {out / 'table.md'}, "
          f"{out / 'fig7.png'}")
    nfl = sum(p.decision == "flattened" for p in points)
    ndec = sum(p.decision == "declined" for p in points)
    print(f"({ndec} declined by formula (1), "
          f"{len(points) - nfl - ndec} with no decision)")
    print(f"flatten-sweep: {len(points)} points, {nfl} flattened, "
          f"all outputs equal")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
