#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""offload-fuzz: random OpenACC / OpenMP offload programs with the
features real programs use, checked on simgpu against the host build.

Each program (odd seeds OpenACC, even seeds OpenMP) has a few kernels,
each drawn from one feature generator (scripts/lib/offload_features.py):

  OpenACC  tile(a,b); collapse(2|3); gang/worker/vector loops with
           explicit num_gangs / num_workers / vector_length; reductions of
           every operator and type at gang, worker and vector level (one
           nest reducing at all three, or one level, or a combined gang
           worker vector loop); atomic update/capture/read/write, 32 and
           64 bit and double; routine seq and routine vector functions;
           libm calls; double and complex arithmetic; deviceptr with
           acc_malloc/acc_memcpy_to_device; present with enter/exit data
           and update; async(n) queues with wait; gang-private arrays
           filled and read by worker/vector loops; a structured data region
           around a kernels loop and a parallel loop with private and
           firstprivate; NPB's gang/worker/vector nest with run-time trip
           counts and num_gangs; routine worker; float atomics.
  OpenMP   target teams distribute parallel for with collapse,
           num_teams/thread_limit; reductions of every operator and type;
           atomic update/capture (32/64 bit, double); team-local arrays in
           teams with parallel and barriers; declare target functions;
           libm calls; target enter/exit data and target update;
           is_device_ptr with omp_target_alloc; nowait + taskwait;
           schedule/dist_schedule and simd on the combined construct;
           private arrays and firstprivate in a target data region;
           run-time trip counts, num_teams and a collapsed nest; atomic
           compare (max/min), critical, single and master in each team.

Every result is deterministic whatever the order of the iterations:
integer reductions use operators that are associative and commutative
on wrapping machine integers (and keep signed products small), float
and double values are small multiples of powers of two whose sums and
products stay exact, atomic captures are checked through order-free
sums, and libm results are rounded to 1e-6 before they are hashed.  The
program prints one line per kernel.

Usage:
  offload-fuzz.py gen SEED > prog.c      (prints the program; the first
                                          line says acc or omp)
  offload-fuzz.py check [-n N] [--seed-start S] [--out DIR] [--opt O2|O3|alt]
      for each seed: the host build (-O0, -foffload=disable) is the
      reference; the offload build with plain GCC and the one with every
      qprop pass in the accelerator compiler (verify on) both run on
      simgpu and must print what the reference printed.  With --opt alt
      (the default) seeds alternate -O2 (seed/2 even) and -O3.  Ends with
      "offload-features: N passed, M failed" (scripts/lib/difftest.py).
      Before it, per kernel mix (or shape) and level, a note of what the
      SIMT transforms did in the qprop builds of the passing seeds, from
      -fplugin-arg-qprop-stats:
        offload-features: fired SHAPE -O2: linearize regions=N
          folded_branches=N loops_rebound=N in P/B; flatten flattened=N
          nests=N in P/B; version loops_versioned=N loops_examined=N in
          P/B; sr carried=N rewrites=N arm_refusals=N in P/B
      (P of the B builds did the transform: a counter that says so nonzero,
      for sr carried; flatten also prints flattened-at-run-time where the
      plugin has the run-time vote).
      --selftest adds selftest=flatten-all and selftest=linearize-all to
      the qprop build (every legal nest and region is transformed).

  offload-fuzz.py gen SEED --shapes=LIST      (and check --shapes=LIST)
      programs of the kernel shapes of issue 33 alone
      (scripts/lib/offload_shapes.py: scloop, nestarm, rarelong, colarm,
      or all), one shape per program, 2 to 4 kernels of it; check then
      closes with "offload-shapes: N passed, M failed".  Without
      --shapes every seed gives the program it always gave.
"""

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "lib"))

from offload_features import Features  # noqa: E402
from offload_shapes import SHAPES, Shapes  # noqa: E402

HEADER = r"""#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <float.h>
#include <math.h>
#include <complex.h>
%(inc)s
#define N %(n)d
static int ia[N], ib[N];
/* Trip counts and sizes read at run time, as real programs have them. */
static volatile int vol[8] = { %(vol)s };
static double da[N];

/* Order-free checksums of an output array. */
static unsigned long hash_i (const int *p, int n)
{ unsigned long h = 14695981039346656037ul;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned) p[i]) * 1099511628211ul;
  return h; }
static unsigned long hash_l (const long *p, int n)
{ unsigned long h = 14695981039346656037ul;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned long) p[i]) * 1099511628211ul;
  return h; }
static unsigned long hash_d (const double *p, int n)
{ unsigned long h = 14695981039346656037ul;
  for (int i = 0; i < n; i++) { unsigned long b; double v = p[i];
    if (v == 0) v = 0;  /* -0.0 and 0.0 alike */
    memcpy (&b, &v, sizeof b); h = (h ^ b) * 1099511628211ul; }
  return h; }
/* libm results: the device's libm (newlib) may differ from glibc's in
   the last bits, so the driver compares the numbers after a '~' with a
   relative tolerance: a sum, and a weighted sum of magnitudes that a
   wrong element cannot cancel out. */
static void sums_tol (const char *tag, const double *p, int n)
{ double s = 0, m = 0;
  for (int i = 0; i < n; i++) { s += p[i]; m += fabs (p[i]) * (i %% 7 + 1); }
  printf ("%%s ~ %%.17g %%.17g\n", tag, s, m); }
"""


class Gen(Shapes, Features):
    def __init__(self, seed, only=None, shapes=None):
        self.seed = seed
        self.only = only    # feature generators to draw from (None: all)
        # With shapes (a list of scripts/lib/offload_shapes.py's SHAPES),
        # the program holds kernels of one of them alone, so that what
        # the passes did can be told per shape; without, the feature
        # generators draw exactly as they always did.
        self.shapes = shapes
        self.r = random.Random(seed * 7919 + 17)
        self.acc = seed % 2 == 1
        self.n = self.r.randrange(96, 385)
        self.funcs = []     # file-scope definitions
        self.body = []      # lines of main
        self.k = 0          # kernel number

    def program(self):
        pool = self.ACC if self.acc else self.OMP
        if self.only:
            pool = [f for f in pool if f in self.only] or pool
        if self.shapes:
            self.shape = self.pick(self.shapes)
            feats = ["shape_" + self.shape] * self.r.randrange(2, 5)
        else:
            feats = [self.pick(pool) for _ in range(self.r.randrange(3, 6))]
        for f in feats:
            getattr(self, f)()
        R = self.r.randrange(20, 1000)
        m1, m2 = self.r.randrange(1, 10000), self.r.randrange(1, 10000)
        vol = ", ".join(str(self.r.randrange(3, 40)) for _ in range(8))
        out = ["/* offload-fuzz seed %d (%s): %s */"
               % (self.seed, "acc" if self.acc else "omp", " ".join(feats)),
               HEADER % {"n": self.n,
                         "inc": "#include <openacc.h>" if self.acc else "#include <omp.h>",
                         "vol": vol}]
        out += self.funcs
        out += ["", "int", "main (void)", "{",
                "  for (int i = 0; i < N; i++)",
                "    {",
                "      ia[i] = (int) ((i * %dL + %d) %% %d) - %d;" % (m1, m2, 2 * R + 1, R),
                "      ib[i] = (int) ((i * %dL + 7) %% 61) - 30;" % m2,
                "      da[i] = (double) ia[i] * 0.25 + 0.5;",
                "    }"]
        out += self.body
        out += ["  return 0;", "}"]
        return "\n".join(out) + "\n"


def gen(seed, only=None, shapes=None):
    return Gen(seed, only, shapes).program()


def shape_list(v):
    """--shapes: a comma-separated list of SHAPES, or all."""
    xs = SHAPES if v == "all" else v.split(",")
    bad = [x for x in xs if x not in SHAPES]
    if bad:
        raise argparse.ArgumentTypeError("unknown shape %s; accepted: %s, all"
                                         % (", ".join(bad), ", ".join(SHAPES)))
    return xs


# --- The check driver. ------------------------------------------------------

TOL = 1e-5


def same_output(want, got):
    """None when GOT matches WANT: line by line equal, except that on a
    line with ' ~ ' the numbers after it agree within TOL relative to the
    largest of them (the libm sums); else what differs."""
    w, g = want.splitlines(), got.splitlines()
    if len(w) != len(g):
        return "want %d lines, got %d" % (len(w), len(g))
    for a, b in zip(w, g):
        if a == b:
            continue
        if " ~ " in a and " ~ " in b:
            ha, _, ta = a.partition(" ~ ")
            hb, _, tb = b.partition(" ~ ")
            try:
                xa = [float(x) for x in ta.split()]
                xb = [float(x) for x in tb.split()]
            except ValueError:
                xa, xb = [0], [1]
            scale = max([abs(x) for x in xa + xb] + [1e-300])
            if (ha == hb and len(xa) == len(xb)
                    and all(abs(x - y) <= TOL * scale for x, y in zip(xa, xb))):
                continue
        return "want '%s', got '%s'" % (a, b)
    return None


def check(args):
    import difftest as dt

    root = dt.ROOT
    nv = root / "build/nvptx-none/qprop.so"
    tally = dt.Tally("offload-shapes" if args.shapes else "offload-features")
    if not dt.require(tally.name,
                      [nv, dt.SIMGPU_LIB / "libgomp-plugin-nvptx.so.1"],
                      "make nvptx-plugin simgpu"):
        return tally.missing()
    out = Path(args.out)
    import shutil
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    out = out.resolve()
    plug = dt.snapshot_plugin_flags(str(out), ["-fplugin=%s" % nv])
    # stats: the passes' work counters on the compiler's standard error
    # (in qprop.log), summed below per shape or generator mix.
    qprop = dt.offload_plugin_flags(plug + [dt.QPROP_PASSES_ALL,
                                            "-fplugin-arg-qprop-verify",
                                            "-fplugin-arg-qprop-stats"]
                                    + (["-fplugin-arg-qprop-selftest=flatten-all",
                                        "-fplugin-arg-qprop-selftest=linearize-all"]
                                       if args.selftest else []))
    fired, nbuilds = {}, {}
    off = dt.QPROP_OFFLOAD_FLAGS.split()
    env = dt.simgpu_env({"OMP_TARGET_OFFLOAD": "MANDATORY",
                         "ACC_DEVICE_TYPE": "nvidia"})
    levels = {"O2": 0, "O3": 0}
    counts = {lv: [0, 0, 0] for lv in levels}   # passed, failed, skipped
    for s in range(args.seed_start, args.seed_start + args.n):
        if args.opt == "alt":
            opt = "-O2" if (s // 2) % 2 == 0 else "-O3"
        else:
            opt = "-" + args.opt
        g = Gen(s, args.only, args.shapes)
        lang = "-fopenacc" if g.acc else "-fopenmp"
        d = out / str(s)
        label = "seed %d %s %s" % (s, opt, lang)
        with tally.case(label, d) as c:
            with open(c.path("prog.c"), "w") as f:
                f.write(g.program())
            ok = c.build("ref", ["gcc", "-O0", lang, "-foffload=disable",
                                 "prog.c", "-lm", "-o", "ref"], timeout=120)
            if ok:
                r = c.execute("ref", ["./ref"], timeout=30)
                if r.rc != 0:
                    ok = c.fail("the reference exits %s" % r.rc)
                want = r.out
            if ok:
                for tag, extra in (("plain", []), ("qprop", qprop)):
                    if not c.build(tag, ["gcc", opt, lang, *off, "-no-pie", *extra,
                                         "prog.c", "-lm", "-o", tag],
                                   timeout=300):
                        break
                    r = c.execute(tag, ["./" + tag], timeout=args.timeout, env=env)
                    if r.rc != 0:
                        c.fail("%s: exit %s; %s" % (tag, r.rc, r.err.strip()[:200]))
                    else:
                        why = same_output(want, r.out)
                        if why:
                            c.fail("%s: wrong output; %s" % (tag, why))
                if not c.failed:
                    key = (g.shape if args.shapes else "mix", opt[1:])
                    add_counters(fired.setdefault(key, {}), c.path("qprop.log"))
                    nbuilds[key] = nbuilds.get(key, 0) + 1
            lv = opt[1:]
            counts[lv][1 if c.failed else 2 if c.skipped else 0] += 1
    for lv, (p, f, sk) in counts.items():
        if p + f + sk:
            tally.note("-%s: %d passed, %d failed" % (lv, p, f))
    for (what, lv), per in sorted(fired.items()):
        tally.note("fired %s -%s: %s" % (what, lv,
                                         fired_line(per, nbuilds[(what, lv)])))
    return tally.close()


# The transforms whose work the closing notes report: the counters
# (plugin/passes/*.cc, plugin/host/scalar-replace*.cc) that say it was
# done, then those that say what it looked at.  flattened-at-run-time is
# the run-time vote's (nests versioned on a warp vote), where the plugin
# has it.
DONE = {"qprop-linearize": (["regions", "folded_branches", "loops_rebound"], []),
        "qprop-flatten": (["flattened", "flattened-at-run-time"], ["nests"]),
        "qprop-version": (["loops_versioned"], ["loops_examined"]),
        "qprop-sr": (["carried", "rewrites"], ["arm_refusals"])}


def add_counters(per, log):
    """Add the `qprop: stats: total: PASS: name=N ...' lines of LOG (one
    build) to PER[PASS][name]; PER[PASS]["programs"] counts the builds in
    which the transform was done: a counter of DONE[PASS][0] nonzero (for
    qprop-sr, carried alone)."""
    try:
        text = open(log, errors="replace").read()
    except OSError:
        return
    done = set()
    for line in text.splitlines():
        if not line.startswith("qprop: stats: total: "):
            continue
        pass_, _, rest = line[len("qprop: stats: total: "):].partition(":")
        if pass_ not in DONE:
            continue
        d = per.setdefault(pass_, {})
        did, looked = DONE[pass_]
        for kv in rest.split():
            name, _, v = kv.partition("=")
            if name in did + looked and v.isdigit():
                d[name] = d.get(name, 0) + int(v)
                # sr's rewrites are of any redundant load; a build "did"
                # scalar replacement when it carried a value (the first).
                if int(v) and (name == did[0] if pass_ == "qprop-sr"
                               else name in did):
                    done.add(pass_)
    for p in done:
        per[p]["programs"] = per[p].get("programs", 0) + 1


def fired_line(per, builds):
    """PASS counter=N ... in P/BUILDS for each of DONE; counters the
    plugin does not print (flattened-at-run-time before the vote) are
    left out."""
    out = []
    for p, (did, looked) in DONE.items():
        names = did + looked
        d = per.get(p, {})
        out.append("%s %s in %d/%d" % (p[len("qprop-"):], " ".join(
            "%s=%d" % (k, d[k]) for k in names if k in d) or "-",
            d.get("programs", 0), builds))
    return "; ".join(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("seed", type=int)
    g.add_argument("--only", type=lambda v: v.split(","),
                   help="comma-separated feature generators (acc_tile, ...)")
    g.add_argument("--shapes", type=shape_list,
                   help="kernels of issue 33's shapes only: %s or all"
                   % ",".join(SHAPES))
    c = sub.add_parser("check")
    c.add_argument("-n", type=int, default=40)
    c.add_argument("--seed-start", type=int, default=1)
    c.add_argument("--out", help="default build/check/offload-features, or"
                   " build/check/offload-shapes with --shapes")
    c.add_argument("--opt", choices=["O2", "O3", "alt"], default="alt")
    c.add_argument("--timeout", type=float, default=120)
    c.add_argument("--only", type=lambda v: v.split(","),
                   help="comma-separated feature generators (acc_tile, ...)")
    c.add_argument("--selftest", action="store_true",
                   help="the qprop build also with selftest=flatten-all and"
                   " selftest=linearize-all, as check-offload-fuzz.sh: every"
                   " nest and region the legality rules accept is transformed")
    c.add_argument("--shapes", type=shape_list,
                   help="kernels of issue 33's shapes only: %s or all"
                   % ",".join(SHAPES))
    a = ap.parse_args(argv)
    if a.cmd == "check" and not a.out:
        a.out = "build/check/offload-" + ("shapes" if a.shapes else "features")
    if a.cmd == "gen":
        sys.stdout.write(gen(a.seed, a.only, a.shapes))
        return 0
    return check(a)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
