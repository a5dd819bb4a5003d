#!/usr/bin/env python3
"""compile-time.py [--ir] [REPEAT]: the compile cost of building every
offload benchmark at -O2, plain GCC against every qprop pass in the nvptx
compiler, with the register guard on and off.

Without --ir, the figure is CPU time (user + system of the driver and
every process it runs, host and nvptx compilers alike), the minimum over
REPEAT (3) rounds taken round robin, so that a slow spell of the machine
hits every configuration alike.  On a shared machine that is noisy to a
few per cent.

With --ir, the figure is deterministic: the instructions executed by the
driver and every compiler it runs (cc1, lto-wrapper, mkoffload, the
nvptx lto1), counted by cachegrind (--cache-sim=no, --trace-children=yes);
the assemblers and the nvptx linker are not followed.  It prints the
total and, apart, the nvptx lto1, where the passes run.  One round
suffices; it takes about a minute per program and configuration.

Needs make nvptx-plugin; QPROP_NVPTX_SO=PATH measures another copy of the
nvptx plugin (keep a copy while the build tree changes).""" 
import glob
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SO = os.environ.get("QPROP_NVPTX_SO", os.path.join(ROOT, "build", "nvptx-none", "qprop.so"))
ALL = [f"-foffload-options=nvptx-none=-fplugin={SO}",
       "-foffload-options=nvptx-none=-fplugin-arg-qprop-passes=all"]
CONFIGS = {"plain": [], "guard-on": ALL,
           "guard-off": ALL + ["-foffload-options=nvptx-none="
                               "-fplugin-arg-qprop-register-guard=off"]}
SOURCES = sorted(glob.glob(os.path.join(ROOT, "benchmarks/offload/*-acc.c"))
                 + glob.glob(os.path.join(ROOT, "benchmarks/offload/*-omp.c")))
# Processes cachegrind does not follow: the assemblers and the nvptx linker,
# which qprop leaves their work alone.  The host ld must be followed: it is
# what runs lto-wrapper, mkoffload and the nvptx lto1.
SKIP = "*/as,*-as,*/accel/nvptx-none/ld"


def command(src, extra, out):
    lang = "-fopenacc" if src.endswith("-acc.c") else "-fopenmp"
    return (["gcc", "-O2", lang, "-foffload=nvptx-none",
             "-foffload-options=nvptx-none=-misa=sm_80",
             "-foffload-options=nvptx-none=-lm", "-no-pie",
             "-DBENCH_SIZE=0"] + extra + [src, "-o", out])


def build_all(extra, out):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for src in SOURCES:
        subprocess.run(command(src, extra, out), check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def instructions(src, extra, out):
    """Instructions executed building SRC: (every process, the nvptx lto1)."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                        "--trace-children=yes", f"--trace-children-skip={SKIP}",
                        f"--cachegrind-out-file={tmp}/cg.%p", "-q"]
                       + command(src, extra, out), check=True, capture_output=True)
        total = lto1 = 0
        for name in glob.glob(os.path.join(tmp, "cg.*")):
            cmd = ""
            with open(name) as f:
                for line in f:
                    if line.startswith("cmd:"):
                        cmd = line.split()[1]
                    elif line.startswith("summary:"):
                        total += int(line.split()[1])
                        if cmd.endswith("accel/nvptx-none/lto1"):
                            lto1 += int(line.split()[1])
        return total, lto1


def main():
    args = sys.argv[1:]
    ir = "--ir" in args
    args = [a for a in args if a != "--ir"]
    if not os.path.exists(SO):
        sys.exit(f"compile-time.py: {SO} is missing (make nvptx-plugin)")
    out = os.path.join(ROOT, "build", "compile-time.out")
    if ir:
        configs = {k: v for k, v in CONFIGS.items() if k != "guard-off"}
        total = {k: [0, 0] for k in configs}
        print(f"{'program':22s} {'all plain':>10s} {'all qprop':>10s} ratio  "
              f"{'lto1 plain':>10s} {'lto1 qprop':>10s} ratio  (M instructions)")
        for src in SOURCES:
            row = {k: instructions(src, v, out) for k, v in configs.items()}
            for k in configs:
                total[k][0] += row[k][0]
                total[k][1] += row[k][1]
            p, q = row["plain"], row["guard-on"]
            print(f"{os.path.basename(src):22s} {p[0] / 1e6:10.1f} {q[0] / 1e6:10.1f} "
                  f"{q[0] / p[0]:.3f}  {p[1] / 1e6:10.1f} {q[1] / 1e6:10.1f} "
                  f"{q[1] / p[1]:.3f}", flush=True)
        p, q = total["plain"], total["guard-on"]
        print(f"{'total':22s} {p[0] / 1e6:10.1f} {q[0] / 1e6:10.1f} {q[0] / p[0]:.3f}  "
              f"{p[1] / 1e6:10.1f} {q[1] / 1e6:10.1f} {q[1] / p[1]:.3f}")
        print(f"compile-time: every pass {q[0] / p[0]:.3f}x plain GCC's instructions "
              f"(the nvptx lto1 alone {q[1] / p[1]:.3f}x)")
        return
    repeat = int(args[0]) if args else 3
    best = {k: float("inf") for k in CONFIGS}
    for _ in range(repeat):
        for name, extra in CONFIGS.items():
            best[name] = min(best[name], build_all(extra, out))
    for name in CONFIGS:
        print(f"{name:10s} {best[name]:7.2f} s  {best[name] / best['plain']:.3f}x plain")


main()
