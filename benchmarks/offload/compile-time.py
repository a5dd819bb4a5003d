#!/usr/bin/env python3
"""compile-time.py [REPEAT]: the CPU time (user + system, the driver and
every process it runs, host and nvptx compilers alike) of building every
offload benchmark at -O2, plain GCC against every qprop pass in the nvptx
compiler, with the register guard on and off.  Each figure is the minimum
over REPEAT (3) rounds, taken round robin so that a slow spell of the
machine hits every configuration alike.  Needs make nvptx-plugin."""
import glob
import os
import resource
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SO = os.path.join(ROOT, "build", "nvptx-none", "qprop.so")
ALL = [f"-foffload-options=nvptx-none=-fplugin={SO}",
       "-foffload-options=nvptx-none=-fplugin-arg-qprop-passes=all"]
CONFIGS = {"plain": [], "guard-on": ALL,
           "guard-off": ALL + ["-foffload-options=nvptx-none="
                               "-fplugin-arg-qprop-register-guard=off"]}
SOURCES = sorted(glob.glob(os.path.join(ROOT, "benchmarks/offload/*-acc.c"))
                 + glob.glob(os.path.join(ROOT, "benchmarks/offload/*-omp.c")))


def build_all(extra, out):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for src in SOURCES:
        lang = "-fopenacc" if src.endswith("-acc.c") else "-fopenmp"
        subprocess.run(["gcc", "-O2", lang, "-foffload=nvptx-none",
                        "-foffload-options=nvptx-none=-misa=sm_80",
                        "-foffload-options=nvptx-none=-lm", "-no-pie",
                        "-DBENCH_SIZE=0"] + extra + [src, "-o", out],
                       check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    if not os.path.exists(SO):
        sys.exit(f"compile-time.py: {SO} is missing (make nvptx-plugin)")
    repeat = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    out = os.path.join(ROOT, "build", "compile-time.out")
    best = {k: float("inf") for k in CONFIGS}
    for _ in range(repeat):
        for name, extra in CONFIGS.items():
            best[name] = min(best[name], build_all(extra, out))
    for name in CONFIGS:
        print(f"{name:10s} {best[name]:7.2f} s  {best[name] / best['plain']:.3f}x plain")


main()
