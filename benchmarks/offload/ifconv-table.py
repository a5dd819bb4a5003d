#!/usr/bin/env python3
"""The table of ifconv-compare.sh: simgpu's branch models against the H200.

    benchmarks/offload/ifconv-table.py DIR GPU_RESULTS PROGRAM ...

DIR holds ifconv-compare.sh's binaries and their simgpu reports
(NAME-V.CONFIG.ifconv{0,1}.json); GPU_RESULTS the H200 csv files.  Prints
one markdown row per program, model and -O level with an H200 figure:
qprop / plain GCC for the H200's warp instructions (smsp__inst_executed,
88ac83f, else fa33a75) and kernel time (the minimum target_time_s of the
88ac83f rounds), and for simgpu's warp instructions under IPDOM alone
(SIMGPU_IFCONV=0) and the if-conversion model (1, simgpu's default).  The last two columns say which
model is nearer the H200's warp-instruction ratio.
"""
import csv
import json
import os
import sys


def h200(gpu):
    inst, tmin = {}, {}
    for commit in ("fa33a75", "88ac83f"):	# the newer one wins
        p = os.path.join(gpu, "h200-%s-ncu.csv" % commit)
        for r in csv.DictReader(open(p)):
            if r["metric"] == "smsp__inst_executed.sum":
                inst[(r["program"], r["config"])] = float(r["value"])
    for r in csv.DictReader(open(os.path.join(gpu, "h200-88ac83f-times.csv"))):
        if r["ok"] != "1":
            continue
        k = (r["program"], r["config"])
        tmin[k] = min(tmin.get(k, 1e9), float(r["target_time_s"]))
    return inst, tmin


def sim(d, b, cfg, m):
    p = os.path.join(d, "%s.%s.ifconv%d.json" % (b, cfg, m))
    try:
        data = json.load(open(p))
    except (OSError, ValueError):
        return None
    return sum(l["warp_insts"] for l in data["launches"])


def ratio(a, b):
    return a / b if a is not None and b else None


def fmt(x):
    return "n/a" if x is None else "%.3f" % x


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    d, gpu, progs = argv[1], argv[2], argv[3:]
    inst, tmin = h200(gpu)
    print("| kernel | opt | H200 warp insts | H200 time | simgpu IPDOM "
          "| simgpu ifconv | nearer |")
    print("|---|---|---:|---:|---:|---:|---|")
    old_err = new_err = 0.0
    rows = 0
    for p in progs:
        for v in ("acc", "omp"):
            b = "%s-%s" % (p, v)
            for o in ("O2", "O3"):
                hi = ratio(inst.get((b, o + "-qprop")), inst.get((b, o)))
                ht = ratio(tmin.get((b, o + "-qprop")), tmin.get((b, o)))
                if hi is None and ht is None:
                    continue
                so = ratio(sim(d, b, o + "-qprop", 0), sim(d, b, o, 0))
                sn = ratio(sim(d, b, o + "-qprop", 1), sim(d, b, o, 1))
                near = ""
                if hi is not None and so is not None and sn is not None:
                    eo, en = abs(so - hi), abs(sn - hi)
                    old_err += eo
                    new_err += en
                    rows += 1
                    near = "ifconv" if en < eo - 0.0005 else (
                        "IPDOM" if eo < en - 0.0005 else "same")
                print("| %s | -%s | %s | %s | %s | %s | %s |" % (
                    b, o, fmt(hi), fmt(ht), fmt(so), fmt(sn), near))
    if rows:
        print()
        print("Mean |simgpu - H200| of the warp-instruction ratio over %d "
              "rows: IPDOM %.3f, ifconv %.3f" % (rows, old_err / rows,
                                          new_err / rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
