#!/usr/bin/env python3
"""qprop against plain GCC at the same -O level, on simgpu.

    benchmarks/offload/sim-pairs.py RESULTS_DIR/results.json [NAME ...]

Reads the results.json of an offload run of benchmarks/run.py with
--simgpu and the configurations base (-O3), qprop-all, O2 and O2-qprop-all,
and prints a markdown table: per benchmark (NAME ..., default all) and -O
level, simgpu's warp instructions and global accesses (warp-level loads,
stores and atomics to global memory, summed over the launches) of plain
GCC and of qprop with every pass, and their ratios.  run.py's own report
gives ratios against base (-O3) only, and no global accesses.
"""
import json
import sys

PAIRS = (("-O2", "O2", "O2-qprop-all"), ("-O3", "base", "qprop-all"))


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    data = json.load(open(argv[1]))
    res = {(r["benchmark"], r["config"]): r for r in data["results"]}
    names = argv[2:] or sorted({r["benchmark"] for r in data["results"]})
    print("| benchmark | opt | warp insts plain | qprop | ratio "
          "| global accesses plain | qprop | ratio | status |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---|")
    for b in names:
        for opt, plain, qp in PAIRS:
            p, q = res.get((b, plain)), res.get((b, qp))
            if p is None or q is None:
                print(f"| {b} | {opt} | | | | | | | missing |")
                continue
            ps = p["details"].get("simgpu", {})
            qs = q["details"].get("simgpu", {})
            cells = []
            for k in ("warp_insts", "global_accesses"):
                a, c = ps.get(k), qs.get(k)
                if a is None or c is None:
                    cells += ["", "", ""]
                else:
                    cells += [f"{a:,}", f"{c:,}", f"{c / a:.3f}" if a else ""]
            status = p["status"] if p["status"] == q["status"] \
                else f"{p['status']}/{q['status']}"
            print(f"| {b} | {opt} | " + " | ".join(cells) + f" | {status} |")


if __name__ == "__main__":
    main(sys.argv)
