#!/usr/bin/python3
"""Per-kernel ratios of one configuration over another, from a results.csv
that benchmarks/run.py wrote, with their geometric mean.

  benchmarks/ratios.py RESULTS.csv CONFIG BASELINE [--metrics Ir,Dr,Dw]
                       [--kernels a,b,c] [--changed]

Ratios are kernel-only figures (run.py measures the kernel function alone
where it can).  --changed lists only kernels with some ratio off 1.000;
the geometric mean is over every kernel either way."""

import argparse
import csv
import math
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("results")
    ap.add_argument("config")
    ap.add_argument("baseline")
    ap.add_argument("--metrics", default="Ir,Dr,Dw,D1mr,DLmr")
    ap.add_argument("--kernels", default="")
    ap.add_argument("--changed", action="store_true")
    args = ap.parse_args()
    metrics = args.metrics.split(",")
    wanted = set(filter(None, args.kernels.split(",")))
    rows = {}
    with open(args.results, newline="") as f:
        for r in csv.DictReader(f):
            if r.get("status") != "ok":
                continue
            rows[(r["benchmark"], r["config"])] = r
    kernels = sorted({k for k, _ in rows if not wanted or k in wanted})
    logs = {m: [] for m in metrics}
    print("| kernel | " + " | ".join(metrics) + " |")
    print("|---|" + "---:|" * len(metrics))
    for k in kernels:
        a, b = rows.get((k, args.config)), rows.get((k, args.baseline))
        if not a or not b:
            continue
        ratios = []
        for m in metrics:
            x, y = float(a[m] or 0), float(b[m] or 0)
            r = x / y if y else 1.0
            logs[m].append(math.log(r))
            ratios.append(r)
        if args.changed and all(abs(r - 1) < 0.0005 for r in ratios):
            continue
        print("| %s | %s |" % (k, " | ".join("%.3f" % r for r in ratios)))
    if not logs[metrics[0]]:
        sys.exit("ratios: no kernel has both %s and %s"
                 % (args.config, args.baseline))
    print("| geomean (%d) | %s |" % (len(logs[metrics[0]]), " | ".join(
        "%.3f" % math.exp(sum(v) / len(v)) for v in logs.values())))


if __name__ == "__main__":
    main()
