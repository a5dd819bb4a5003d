"""Wall time of the omp simd kernels (benchmarks/kernels/simd_*.c) under
pairs of configurations: gcc's own build and the same flags with
qprop-vectorize (issue 35).  benchmarks/simd-wall.sh is the command:

    benchmarks/simd-wall.sh [-n RUNS] [--configs A,B,...] [--kernels K,...]

For each kernel it

  1. builds every configuration (benchmarks/configs/NAME.toml; the plain
     gcc configuration that each qprop one is compared with, NAME without
     "-qprop-vec", is added when missing) with -fopt-info-vec-all, and
     reads from it whether the `omp simd` loop was vectorized;
  2. runs every build with `dump` and compares its whole output with the
     first plain gcc build's, byte for byte, BEFORE anything is timed: a
     build whose output differs is reported as MISCOMPILE and not timed;
  3. runs the builds in turn, A B C D A B C D ..., RUNS times after one
     warm-up round, and keeps each one's minimum wall time (a round robin,
     so that a slow spell of this shared machine hits every build alike);
  4. counts the kernel's instructions (Ir of the kernel_* functions) with
     cachegrind, deterministic, at --ir-size (small by default: a
     cachegrind run is some fifty times slower than the program).

and prints a table per kernel: the verdict, the minimum wall time, its
ratio to the plain gcc build of the same flags taken in the same run, Ir
and its ratio.  The tables also go to OUT/simd-wall.md and OUT/simd-wall.csv.
Exit status: 0 all verified, 1 a build failed, crashed or miscompiled, 2 a
bad argument or a configuration whose pass the plugin lacks (unless
--skip-missing-passes, which skips it with a note).
"""

import argparse
import csv
import re
import subprocess
import sys
import time
from pathlib import Path

from . import cachegrind, config, manifest
from .runner import REPO
from .util import BenchError, quote_cmd

QPROP_SUFFIX = "-qprop-vec"
DEFAULT_CONFIGS = "O3,O3-v3,O3-qprop-vec,O3-v3-qprop-vec"


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="simd-wall.sh",
        description="Wall time and Ir of the omp simd kernels, each "
                    "configuration against gcc's build of the same flags.")
    p.add_argument("-n", "--runs", type=int, default=7,
                   help="timed runs of each build; the minimum is kept "
                        "(default: %(default)s)")
    p.add_argument("--configs", default=DEFAULT_CONFIGS,
                   help="comma-separated configuration names (default: "
                        "%(default)s)")
    p.add_argument("--kernels", default=None,
                   help="comma-separated kernel names (default: every "
                        "benchmarks/kernels/simd_*.c)")
    p.add_argument("--size", default="ref", choices=["small", "ref"],
                   help="size of the timed builds (default: %(default)s)")
    p.add_argument("--ir-size", default="small",
                   choices=["small", "ref", "none"],
                   help="size of the cachegrind builds; none skips Ir "
                        "(default: %(default)s)")
    p.add_argument("--plugin", default=str(REPO / "plugin/qprop.so"))
    p.add_argument("--skip-missing-passes", action="store_true",
                   help="skip, with a note, configurations naming a pass "
                        "the plugin does not have")
    p.add_argument("--out", default=str(REPO / "build/simd-wall"),
                   help="builds, logs and tables (default: %(default)s)")
    p.add_argument("--timeout", type=int, default=120,
                   help="seconds allowed for one build or run")
    o = p.parse_args(argv)
    if o.runs < 1:
        p.error("-n must be at least 1")
    return o


def baseline_name(name):
    """The plain gcc configuration a qprop one is compared with: NAME
    without "-qprop-vec" and what follows it (O3-v3-qprop-vec-noboscc is
    compared with O3-v3)."""
    if name.endswith(QPROP_SUFFIX):
        return name[:-len(QPROP_SUFFIX)]
    if QPROP_SUFFIX + "-" in name:
        return name[:name.index(QPROP_SUFFIX + "-")]
    return name


def simd_loop_spans(src):
    """(first, last) line numbers of each loop under `#pragma omp simd` in
    src: from its `for` to the brace that closes its body."""
    lines = Path(src).read_text().splitlines()
    spans = []
    for i, line in enumerate(lines):
        if not re.match(r"^\s*#\s*pragma\s+omp\s+simd\b", line):
            continue
        first = next((j for j in range(i + 1, min(i + 4, len(lines)))
                      if re.match(r"^\s*for\b", lines[j])), None)
        if first is None:
            continue
        depth, last = 0, None
        for j in range(first, len(lines)):
            for ch in lines[j]:
                if ch == "{":
                    depth += 1
                elif ch == "}":
                    depth -= 1
                    if depth == 0:
                        last = j
                        break
            if last is not None:
                break
        spans.append((first + 1, (last if last is not None else first) + 1))
    return spans


def verdict(optinfo_text, src_name, spans):
    """What -fopt-info-vec-all said about the loops inside each omp simd
    loop's lines.  GCC places a loop's remarks at its header's first
    statement, not at the `for`, so every remark in the span counts: the
    'loop vectorized' remarks with their lines, else the distinct reasons
    the loops stayed scalar."""
    said = []
    pat = re.compile(re.escape(src_name) + r":(\d+):\d+: (\w+): (.*)$")
    for first, last in spans:
        vec, why = [], []
        for t in optinfo_text.splitlines():
            m = pat.search(t)
            if not m or not first <= int(m.group(1)) <= last:
                continue
            kind, text = m.group(2), m.group(3).strip().rstrip(".")
            if kind == "optimized" and "vectorized" in text:
                vec.append(f"line {m.group(1)}: {text}")
            elif "not vectorized: " in text:
                # GCC's "not vectorized: R" and qprop-vectorize's
                # "qprop-vectorize: loop not vectorized: R".
                who, _, r = text.partition("not vectorized: ")
                r = ("qprop-vectorize: " if "qprop-vectorize" in who else "") + r
                if r not in why:
                    why.append(r)
        if vec:
            said.append("; ".join(vec))
        elif why:
            said.append("scalar: " + "; ".join(why))
        else:
            said.append("scalar (no remark)")
    return " / ".join(said) or "no omp simd loop"


class Build:
    def __init__(self, kernel, cfg, exe, optinfo):
        self.kernel, self.cfg, self.exe, self.optinfo = kernel, cfg, exe, optinfo
        self.status = "OK"
        self.note = ""
        self.verdict = ""
        self.times = []
        self.ir = None


def disassembly(exe):
    """The program's code as objdump prints it, without the file name, or
    None when objdump fails."""
    r = run(["objdump", "-d", "--no-show-raw-insn", str(exe)], 120)
    if r is None or r.returncode != 0:
        return None
    return r.stdout.split(b"\n", 2)[-1]


def run(cmd, timeout, **kw):
    try:
        return subprocess.run(cmd, capture_output=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        return None


class SimdWall:
    def __init__(self, o):
        self.o = o
        self.out = Path(o.out).resolve()
        self.cset = config.ConfigSet(REPO / "benchmarks/configs")
        self.failed = False

    def configs(self):
        wanted = [c for c in self.o.configs.split(",") if c]
        names = []
        for c in wanted:
            b = baseline_name(c)
            if b not in names:
                names.append(b)
        names += [c for c in wanted if c not in names]
        cfgs = [self.cset.get(n) for n in names]
        available = None
        keep = []
        for c in cfgs:
            if c.uses_plugin:
                if available is None:
                    available = config.plugin_passes(c.cc, self.o.plugin)
                miss = config.missing_passes(c, available)
                if miss:
                    msg = config.missing_pass_message(c, miss, available,
                                                      self.o.plugin)
                    if not self.o.skip_missing_passes:
                        raise BenchError(msg)
                    print(f"simd-wall: skipped: {msg}")
                    continue
            keep.append(c)
        return keep

    def kernels(self):
        d = REPO / "benchmarks/kernels"
        srcs = sorted(d.glob("simd_*.c"))
        if self.o.kernels:
            want = self.o.kernels.split(",")
            names = {s.stem for s in srcs}
            bad = [k for k in want if k not in names]
            if bad:
                raise BenchError(f"unknown kernel(s) {', '.join(bad)}; there "
                                 f"are: {', '.join(sorted(names))}")
            srcs = [s for s in srcs if s.stem in want]
        if not srcs:
            raise BenchError(f"no simd_*.c kernels in {d}")
        return srcs

    def build(self, src, cfg, size, tag):
        d = self.out / src.stem / cfg.name
        d.mkdir(parents=True, exist_ok=True)
        exe = d / f"{src.stem}.{tag}"
        optinfo = d / f"{tag}.optinfo"
        cmd = ([cfg.compiler("c")] + cfg.lang_flags("c")
               + [manifest.size_define(size)] + manifest.kernel_cflags(src)
               + cfg.plugin_flags(self.o.plugin)
               + [f"-fopt-info-vec-all={optinfo}", str(src), "-o", str(exe),
                  "-lm"])
        (d / f"{tag}.cmd").write_text(quote_cmd(cmd) + "\n")
        b = Build(src.stem, cfg, exe, optinfo)
        r = run(cmd, self.o.timeout)
        if r is None or r.returncode != 0:
            (d / f"{tag}.err").write_bytes(r.stderr if r else b"timeout\n")
            b.status, b.note = "BUILD-FAIL", f"see {d / (tag + '.err')}"
            return b
        b.verdict = verdict(optinfo.read_text(), src.name,
                            simd_loop_spans(src))
        return b

    def verify(self, builds):
        ref = None
        for b in builds:
            if b.status != "OK":
                continue
            r = run([str(b.exe), "dump"], self.o.timeout)
            if r is None or r.returncode != 0:
                b.status = "RUN-FAIL"
                b.note = "timeout" if r is None else f"exit {r.returncode}"
                continue
            if ref is None:
                ref = (b, r.stdout)
            elif r.stdout != ref[1]:
                b.status = "MISCOMPILE"
                b.note = f"dump differs from {ref[0].cfg.name}'s"

    def time(self, builds):
        live = [b for b in builds if b.status == "OK"]
        for rnd in range(self.o.runs + 1):
            for b in live:
                t0 = time.perf_counter()
                r = run([str(b.exe)], self.o.timeout)
                t = time.perf_counter() - t0
                if r is None or r.returncode != 0:
                    b.status, b.note = "RUN-FAIL", "failed while timed"
                    continue
                if rnd > 0:		# round 0 warms the caches and the CPU
                    b.times.append(t)
            live = [b for b in live if b.status == "OK"]

    def count(self, src, builds):
        for b in builds:
            if b.status != "OK":
                continue
            if self.o.ir_size == self.o.size:
                exe = b.exe
            else:
                ib = self.build(src, b.cfg, self.o.ir_size, "ir")
                if ib.status != "OK":
                    b.note = "Ir build failed"
                    continue
                exe = ib.exe
            cg = exe.parent / "cachegrind.out"
            r = run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                     f"--cachegrind-out-file={cg}", str(exe)],
                    self.o.timeout * 20)
            if r is None or r.returncode != 0:
                b.note = "cachegrind failed"
                continue
            totals, _ = cachegrind.kernel_totals(cachegrind.parse_file(cg))
            b.ir = totals.get("Ir")

    def table(self, src, builds):
        by = {b.cfg.name: b for b in builds}
        rows = []
        for b in builds:
            base = by.get(baseline_name(b.cfg.name))
            wall = min(b.times) if b.times else None
            bw = min(base.times) if base and base.times else None
            ratio = wall / bw if wall and bw else None
            iratio = b.ir / base.ir if b.ir and base and base.ir else None
            # A loop the pass leaves alone (declined by the cost model, or
            # refused) must give gcc's code byte for byte: then the wall
            # ratio is noise, and the column says so.
            same = ""
            if base is not None and base is not b and b.status == "OK" \
                    and base.status == "OK":
                da, db = disassembly(base.exe), disassembly(b.exe)
                if da is not None and db is not None:
                    same = "same" if da == db else "differs"
            rows.append({
                "kernel": src.stem, "config": b.cfg.name,
                "vs": base.cfg.name if base else "",
                "status": b.status, "wall_min_s": wall, "wall_ratio": ratio,
                "Ir": b.ir, "Ir_ratio": iratio, "runs": len(b.times),
                "code": same,
                "gcc_vectorizer": b.verdict, "note": b.note})
        return rows

    def execute(self):
        if not Path(self.o.plugin).is_file() and any(
                QPROP_SUFFIX in c for c in self.o.configs.split(",")):
            raise BenchError(f"the plugin {self.o.plugin} does not exist; "
                             f"build it first (make)")
        cfgs = self.configs()
        srcs = self.kernels()
        self.out.mkdir(parents=True, exist_ok=True)
        rows = []
        for src in srcs:
            builds = [self.build(src, c, self.o.size, "time") for c in cfgs]
            self.verify(builds)
            self.time(builds)
            if self.o.ir_size != "none":
                self.count(src, builds)
            r = self.table(src, builds)
            print_table(r)
            rows += r
            sys.stdout.flush()
        self.failed = any(r["status"] != "OK" for r in rows)
        write(self.out, rows, self.o)
        print(f"simd-wall: {len(srcs)} kernels x {len(cfgs)} configurations, "
              f"{sum(r['status'] == 'OK' for r in rows)} verified and timed, "
              f"{sum(r['status'] != 'OK' for r in rows)} failed; tables in "
              f"{self.out}/simd-wall.md")
        return 1 if self.failed else 0


def fmt(v, spec):
    return "-" if v is None else format(v, spec)


def md_rows(rows):
    out = ["| kernel | config | vs | wall min (s) | ratio | code vs | "
           "Ir (kernel) | Ir ratio | status | -fopt-info-vec on the omp simd "
           "loop |",
           "|---|---|---|---:|---:|---|---:|---:|---|---|"]
    for r in rows:
        st = r["status"] + (f" ({r['note']})" if r["note"] else "")
        out.append(f"| {r['kernel']} | {r['config']} | {r['vs']} | "
                   f"{fmt(r['wall_min_s'], '.3f')} | "
                   f"{fmt(r['wall_ratio'], '.3f')} | {r['code'] or '-'} | "
                   f"{fmt(r['Ir'], ',')} | "
                   f"{fmt(r['Ir_ratio'], '.3f')} | {st} | "
                   f"{r['gcc_vectorizer']} |")
    return out


def print_table(rows):
    print("\n".join(md_rows(rows)))


def write(out, rows, o):
    fields = ["kernel", "config", "vs", "status", "wall_min_s", "wall_ratio",
              "Ir", "Ir_ratio", "runs", "code", "gcc_vectorizer", "note"]
    with open(out / "simd-wall.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    head = [f"simd-wall: size {o.size}, minimum of {o.runs} runs after a "
            f"warm-up, Ir of the kernel_* functions at size {o.ir_size}; "
            f"ratio = this configuration / the plain gcc one of the same "
            f"flags (vs), in the same run", ""]
    (out / "simd-wall.md").write_text("\n".join(head + md_rows(rows)) + "\n")


def main(argv=None):
    o = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        return SimdWall(o).execute()
    except BenchError as e:
        print(f"simd-wall: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("simd-wall: interrupted", file=sys.stderr)
        return 130
