#!/usr/bin/env python3
"""Build and check an external corpus of host `omp simd' programs with
qprop-vectorize (issue 35; the host counterpart of
benchmarks/external/corpus.sh).  Driven by scripts/simd-corpus.sh, which
documents the manifest; see docs/testing.md, "The omp simd corpus".

Per program and level (O2, O3, O3-v3 = -O3 -march=x86-64-v3, the last only
where the CPU has AVX2) three binaries: plain gcc, gcc + qprop-vectorize
(`vec'), gcc + every pass and qprop-vectorize (`all').  Each runs; a plugin
build must pass the program's own check and print what the plain build of
the same level prints.  Where its .text differs from the plain build's, the
wall time (min of --reps runs) is compared.  Status per program: OK,
MISCOMPILE (check failed, output differs, or the run timed out while the
plain one did not), ICE (the compiler crashed), BUILD-FAIL (a plugin build
failed where the plain one built), SKIP (the plain build failed its own
check or did not build: the program is not usable here).
"""
import argparse
import collections
import hashlib
import os
import re
import shlex
import subprocess
import sys
import time

LEVELS = {"O2": ["-O2"], "O3": ["-O3"], "O3-v3": ["-O3", "-march=x86-64-v3"]}
VARIANTS = {
    "plain": [],
    "vec": ["-fplugin-arg-qprop-passes=qprop-vectorize"],
    # `all' cannot be combined with names: every pass by name.
    "all": ["-fplugin-arg-qprop-passes=qprop-version,qprop-simt-pre,"
            "qprop-gvn,qprop-pre,qprop-stats,qprop-div,qprop-vectorize,"
            "qprop-splice,qprop-sr,qprop-reconverge,qprop-linearize,"
            "qprop-flatten,qprop-glia,qprop-remat"],
}
RANK = {"OK": 0, "SKIP": 1, "BUILD-FAIL": 2, "ICE": 3, "MISCOMPILE": 4}
DEFAULT_IGNORE = r"(?i)(time|seconds|elapsed|\bms\b|\bsec\b|GFLOP|MB/s)"
ICE_RE = re.compile(r"internal compiler error|Segmentation fault|"
                    r"Aborted \(core dumped\)|qprop.*(assert|fatal)")
LOOP_RE = re.compile(r"^qprop-vectorize:\s+loop \d+.*?: (vectorized by GCC"
                     r"|vectorized|left alone: (.*))")


class Prog:
    def __init__(self, lineno, fields):
        if len(fields) < 6:
            raise ValueError("line %d: 6 fields expected (name | sources | "
                             "flags | args | verify | ignore), got %d"
                             % (lineno, len(fields)))
        self.name, srcs, flags, args, verify, ignore = fields[:6]
        self.sources = srcs.split()
        self.flags = shlex.split(flags)
        self.args = shlex.split(args)
        self.verify = verify or "exit"
        self.ignore = ignore or DEFAULT_IGNORE
        if not self.name or not self.sources:
            raise ValueError("line %d: a name and a source are needed" % lineno)
        if not (self.verify == "exit" or self.verify.startswith("grep:")):
            raise ValueError("line %d: verify is `exit' or `grep:TEXT', "
                             "not %r" % (lineno, self.verify))


def read_manifest(path):
    progs = []
    with open(path) as f:
        for i, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = [x.strip() for x in line.split("|")]
            progs.append(Prog(i, fields))
    return progs


def driver(sources):
    exts = {os.path.splitext(s)[1].lower() for s in sources}
    if exts & {".f", ".f90", ".f95", ".f03", ".f08"}:
        return "gfortran"
    if exts & {".cc", ".cpp", ".cxx", ".c++"} or any(s.endswith(".C")
                                                      for s in sources):
        return "g++"
    return "gcc"


def text_hash(binary):
    out = binary + ".text"
    r = subprocess.run(["objcopy", "-O", "binary", "--only-section=.text",
                        binary, out], capture_output=True)
    if r.returncode:
        return None
    with open(out, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()


def build(prog, corpus, bdir, level, variant, plugin, cc_override):
    os.makedirs(bdir, exist_ok=True)
    for f in os.listdir(bdir):
        os.unlink(os.path.join(bdir, f))
    exe = os.path.join(bdir, "a.out")
    cmd = [cc_override.get(driver(prog.sources), driver(prog.sources))]
    cmd += LEVELS[level]
    if variant != "plain":
        cmd += ["-fplugin=" + plugin, "-fplugin-arg-qprop-dump=qprop-vectorize",
                "-dumpdir", bdir + "/"]
        cmd += VARIANTS[variant]
    srcs = [os.path.join(corpus, s) for s in prog.sources]
    cmd += srcs + prog.flags + ["-o", exe]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=bdir)
    with open(os.path.join(bdir, "build.log"), "w") as f:
        f.write(" ".join(shlex.quote(c) for c in cmd) + "\n" + r.stdout
                + r.stderr)
    if r.returncode:
        return ("ICE" if ICE_RE.search(r.stderr) else "BUILD-FAIL"), None
    return "built", exe


def run(prog, exe, timeout):
    t0 = time.monotonic()
    try:
        r = subprocess.run([exe] + prog.args, capture_output=True, text=True,
                           timeout=timeout, cwd=os.path.dirname(exe),
                           errors="replace")
    except subprocess.TimeoutExpired:
        return "TIMEOUT", "", None
    dt = time.monotonic() - t0
    out = r.stdout
    ok = r.returncode == 0
    if prog.verify.startswith("grep:"):
        ok = ok and prog.verify[5:] in out
    ign = re.compile(prog.ignore)
    kept = "\n".join(l for l in out.splitlines() if not ign.search(l))
    return ("pass" if ok else "VERIFY"), kept, dt


def loops_of(bdir):
    vec = gcc = 0
    reasons = collections.Counter()
    for f in os.listdir(bdir):
        if not f.endswith(".qprop-vectorize"):
            continue
        with open(os.path.join(bdir, f), errors="replace") as fh:
            for line in fh:
                m = LOOP_RE.match(line)
                if not m:
                    continue
                if m.group(1) == "vectorized by GCC":
                    gcc += 1
                elif m.group(1) == "vectorized":
                    vec += 1
                else:
                    reasons[normalize(m.group(2))] += 1
    return vec, gcc, reasons


def normalize(reason):
    """The reason without its numbers and names, so that equal refusals
    count together."""
    r = re.sub(r"'[^']*'|`[^']*'|\"[^\"]*\"", "X", reason)
    r = re.sub(r"\b(bb|line|loop) \d+", r"\1 N", r)
    r = re.sub(r"(?<![-\w])\d+(?![-\w])", "N", r)
    r = re.sub(r"\b[_a-zA-Z][_a-zA-Z0-9.]*_\d+(\(D\))?", "NAME", r)
    return r.strip()[:110]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--manifest")
    ap.add_argument("--out", default="build/check/simd-corpus")
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--levels", default="O2,O3,O3-v3")
    ap.add_argument("--variants", default="vec,all")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--min-time", type=float, default=0.05)
    ap.add_argument("--only", nargs="*", default=[])
    a = ap.parse_args()

    manifest = a.manifest or os.path.join(a.corpus, "MANIFEST")
    try:
        progs = read_manifest(manifest)
    except (OSError, ValueError) as e:
        sys.stderr.write("simd-corpus: %s: %s\n" % (manifest, e))
        return 2
    corpus = os.path.abspath(a.corpus)
    out = os.path.abspath(a.out)
    plugin = os.path.abspath(a.plugin)
    levels = a.levels.split(",")
    for lv in levels:
        if lv not in LEVELS:
            sys.exit("simd-corpus: unknown level %s (O2, O3, O3-v3)" % lv)
    with open("/proc/cpuinfo") as f:
        if " avx2" not in f.read() and "O3-v3" in levels:
            print("simd-corpus: no AVX2 here, O3-v3 skipped")
            levels.remove("O3-v3")
    variants = a.variants.split(",")
    cc_override = {"gcc": os.environ.get("CC", "gcc"),
                   "g++": os.environ.get("CXX", "g++"),
                   "gfortran": os.environ.get("FC", "gfortran")}

    # Threads that sleep while they wait, two of them: the machine may be
    # shared, and spinning threads there make every timing noise.
    os.environ.setdefault("OMP_WAIT_POLICY", "passive")
    os.environ.setdefault("OMP_NUM_THREADS", "2")
    all_reasons = collections.Counter()
    tally = collections.Counter()
    bad = 0
    print("%-28s %-6s %-9s %5s %5s %5s  %-10s %-10s %s" % (
        "program", "level", "status", "qvec", "bygcc", "left",
        "ratio-vec", "ratio-all", "notes"))
    for p in progs:
        if a.only and p.name not in a.only:
            continue
        worst = "OK"
        for lv in levels:
            notes = []
            pdir = os.path.join(out, p.name, lv)
            st, exe = build(p, corpus, os.path.join(pdir, "plain"), lv,
                            "plain", plugin, cc_override)
            if st != "built":
                print("%-28s %-6s %-9s plain build failed (%s)" % (
                    p.name, lv, "SKIP", pdir + "/plain/build.log"))
                worst = max(worst, "SKIP", key=RANK.get)
                continue
            pst, pout, _ = run(p, exe, a.timeout)
            if pst != "pass":
                print("%-28s %-6s %-9s plain build: %s" % (p.name, lv, "SKIP",
                                                           pst))
                worst = max(worst, "SKIP", key=RANK.get)
                continue
            phash = text_hash(exe)
            status = "OK"
            counts = ("-", "-", "-")
            ratios = {}
            for v in variants:
                vdir = os.path.join(pdir, v)
                vst, vexe = build(p, corpus, vdir, lv, v, plugin, cc_override)
                if vst != "built":
                    status = vst
                    notes.append("%s: %s (%s/build.log)" % (v, vst, vdir))
                    continue
                if v == "vec":
                    nv, ng, rs = loops_of(vdir)
                    counts = (nv, ng, sum(rs.values()))
                    all_reasons.update(rs)
                r, o, _ = run(p, vexe, a.timeout)
                if r != "pass" or o != pout:
                    status = "MISCOMPILE"
                    notes.append("%s: %s" % (v, r if r != "pass"
                                             else "output differs"))
                    continue
                if text_hash(vexe) == phash:
                    ratios[v] = "same"
                    continue
                tp = min(run(p, exe, a.timeout)[2] or 1e9
                         for _ in range(a.reps))
                if tp < a.min_time:
                    # Process start-up and threads dominate: noise.
                    ratios[v] = "short"
                    continue
                tv = min(run(p, vexe, a.timeout)[2] or 1e9
                         for _ in range(a.reps))
                ratios[v] = "%.3f" % (tv / tp) if tp > 0 else "-"
            tally[status] += 1
            if status in ("MISCOMPILE", "ICE"):
                bad += 1
            worst = max(worst, status, key=RANK.get)
            print("%-28s %-6s %-9s %5s %5s %5s  %-10s %-10s %s" % (
                p.name, lv, status, counts[0], counts[1], counts[2],
                ratios.get("vec", "-"), ratios.get("all", "-"),
                "; ".join(notes)), flush=True)
        tally["program-" + worst] += 1
    print("\nrefusal reasons (qprop-vectorize dump, vec builds, all levels):")
    for r, n in all_reasons.most_common():
        print("%5d  %s" % (n, r))
    print("\nsimd-corpus: %d programs: %d OK, %d MISCOMPILE, %d ICE, "
          "%d BUILD-FAIL, %d SKIP (builds: %s)" % (
              sum(v for k, v in tally.items() if k.startswith("program-")),
              tally["program-OK"], tally["program-MISCOMPILE"],
              tally["program-ICE"], tally["program-BUILD-FAIL"],
              tally["program-SKIP"],
              ", ".join("%s %d" % (k, v) for k, v in sorted(tally.items())
                        if not k.startswith("program-"))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
