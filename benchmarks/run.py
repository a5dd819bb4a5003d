#!/usr/bin/python3
"""qprop's benchmark runner.  docs/benchmarks.md describes it in full.

    benchmarks/run.py --configs base,qprop-all --size small \\
                      --metrics cachegrind,time --jobs 2

builds every benchmark under every configuration (benchmarks/configs/
NAME.toml; base is always added), verifies each output against base's,
measures, and writes CSV, JSON, a markdown report and plots to
build/bench/results/<name>/.  Exit status: 0 when every build verified
and was measured, 1 when any failed (MISCOMPILE, BUILD-FAIL, RUN-FAIL...),
2 for a problem found before anything was built (bad config, missing
pass, missing tool).
"""

import argparse
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
# no __pycache__ directories in the source tree
sys.dont_write_bytecode = True

from lib import config  # noqa: E402
from lib.runner import REPO, Runner  # noqa: E402
from lib.util import BenchError  # noqa: E402


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="run.py",
        description="Build, verify and measure benchmarks under named "
                    "configurations; report ratios against base.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Configs live in benchmarks/configs/NAME.toml; see "
               "docs/benchmarks.md.")
    p.add_argument("--configs", default="base,qprop-all",
                   help="comma-separated config names, or 'all' (every "
                        "file plus one per plugin pass); base is always "
                        "added (default: %(default)s)")
    p.add_argument("--size", default="small", choices=["small", "ref"],
                   help="small (-DBENCH_SIZE=0) or ref (-DBENCH_SIZE=1) "
                        "(default: %(default)s)")
    p.add_argument("--metrics", default=None,
                   help="comma-separated: cachegrind,time,compile on the host "
                        "(default: all three); ptx,time in offload mode "
                        "(default: ptx; GPU time is added when a GPU is "
                        "present). qprop's counters are always recorded.")
    p.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1,
                   help="parallel builds and valgrind runs (default: "
                        "%(default)s); wall-time runs are always one at a time")
    p.add_argument("--repeat", type=int, default=5,
                   help="wall time is the minimum of this many runs "
                        "(default: %(default)s)")
    p.add_argument("--kernels", default=None,
                   help="comma-separated benchmark names to run (default: all)")
    p.add_argument("--suite", default=None, metavar="DIR",
                   help="run the benchmarks of DIR/suite.toml instead of "
                        "benchmarks/kernels")
    p.add_argument("--offload", default=None, metavar="TARGET",
                   help="offload mode: 'nvptx' runs benchmarks/offload/"
                        "*-acc.c and *-omp.c")
    p.add_argument("--simgpu", nargs="?", const=str(REPO / "build/simgpu"),
                   default=None, metavar="DIR",
                   help="offload mode: also run every build on the simulated "
                        "GPU (the libgomp-plugin-nvptx.so.1 in DIR, default "
                        "build/simgpu, from make simgpu), verify its output "
                        "against the host fallback's, and record its "
                        "counters (warp instructions, SIMD efficiency, "
                        "divergent branches, memory sectors)")
    p.add_argument("--kernel-dir", default=None, metavar="DIR",
                   help="take the kernels from DIR instead of "
                        "benchmarks/kernels (or benchmarks/offload)")
    p.add_argument("--configs-dir", default=str(HERE / "configs"),
                   metavar="DIR", help="where the NAME.toml configs are")
    p.add_argument("--skip-missing-passes", action="store_true",
                   help="skip, with a note, configs naming passes the plugin "
                        "does not have (make bench-full); without it such a "
                        "config is an error")
    p.add_argument("--I1", dest="i1", default="32768,8,64",
                   help="cachegrind I1 geometry SIZE,ASSOC,LINE "
                        "(default: %(default)s)")
    p.add_argument("--D1", dest="d1", default="32768,8,64",
                   help="cachegrind D1 geometry (default: %(default)s)")
    p.add_argument("--LL", dest="ll", default="1048576,16,64",
                   help="cachegrind LL geometry (default: %(default)s)")
    p.add_argument("--small-ll", default="262144,1,64", metavar="GEOM",
                   help="a second cachegrind run with this LL (small and "
                        "direct-mapped, to show conflict misses); 'none' "
                        "skips it (default: %(default)s)")
    p.add_argument("--compile-tool", default="callgrind",
                   choices=["callgrind", "cachegrind"],
                   help="valgrind tool that counts the compiler's "
                        "instructions for the compile metric; cachegrind "
                        "(with --cache-sim=no) gives the same count about "
                        "2.5 times faster (default: %(default)s)")
    p.add_argument("--timeout", type=int, default=1800,
                   help="seconds allowed for one build step or one run "
                        "(default: %(default)s)")
    p.add_argument("--plugin", default=str(REPO / "plugin/qprop.so"),
                   help="the host plugin (default: plugin/qprop.so)")
    p.add_argument("--nvptx-plugin",
                   default=str(REPO / "build/nvptx-none/qprop.so"),
                   help="the nvptx plugin (default: build/nvptx-none/qprop.so)")
    p.add_argument("--build-dir", default=str(REPO / "build/bench"),
                   help="build and run directories (default: build/bench)")
    p.add_argument("--results-dir", default=None,
                   help="where result directories go (default: "
                        "BUILD_DIR/results)")
    p.add_argument("--name", default=None,
                   help="results directory name (default: a timestamp plus "
                        "the mode and size)")
    p.add_argument("--no-plots", action="store_true",
                   help="write no PNG plots (matplotlib not needed)")
    p.add_argument("--update-docs", action="store_true",
                   help="regenerate this mode's part of the results section "
                        "of docs/benchmarks.md")
    p.add_argument("--list-configs", action="store_true",
                   help="print the configurations and exit")
    o = p.parse_args(argv)
    if o.simgpu and not o.offload:
        p.error("--simgpu runs offload builds: add --offload nvptx")
    if o.results_dir is None:
        o.results_dir = str(Path(o.build_dir) / "results")
    return o


def list_configs(o):
    cset = config.ConfigSet(o.configs_dir)
    available = None
    if Path(o.plugin).is_file():
        available = config.plugin_passes(cset.get("base").cc, o.plugin)
        cset.add_pass_configs(available)
    for name in cset.names():
        c = cset.get(name)
        flags = " ".join(c.lang_flags("c"))
        line = f"{name:<14} {c.cc} {flags}"
        if c.uses_plugin:
            line += f" + qprop passes={c.passes_value}"
            if c.plugin_args:
                line += " " + " ".join(c.plugin_args)
            if available is not None:
                miss = config.missing_passes(c, available)
                if miss:
                    line += f"  [missing pass: {', '.join(miss)}]"
        print(line + (f"  -- {c.description}" if c.description else ""))


def main(argv=None):
    o = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if o.list_configs:
            list_configs(o)
            return 0
        return Runner(o).execute()
    except BenchError as e:
        print(f"bench: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("bench: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
