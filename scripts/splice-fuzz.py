#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Differential fuzzing of qprop-splice (and of qprop-sr's unrolling of
the vector loops it leaves to predictive commoning).

Each seed makes one C program of one element type (int8_t ... uint64_t,
float or double) with two to four kernels.  A kernel is a noipa loop

    for (i = 0; i < n; i++)
      out[i] = f (in[i + o1], ..., in[i + ok], in2[i + p1], ...)

over plain pointers, reading one input array at two to six offsets in
[-4, 4] (some of them only under a test on the data) and, in some
kernels, a second input array; or the same over static arrays at
constant offsets (where predictive commoning carries a vector across the
vector loop and qprop-sr unrolls it), some in place; or a loop whose body
loads 16- or 32-byte vectors (GCC's vector extensions, aligned to an
element) at element offsets in [-4, 4] and at byte offsets that are no
whole number of elements, with scalar stores between some of the loads
through a pointer w that main points into the loaded elements.  The
arithmetic
cannot be undefined: integers are computed in an unsigned type at least
as wide as int and narrowed back (GCC wraps), floats are added and
multiplied in program order (no -ffast-math, -ffp-contract=off) on small
values, so every build must give the same bits.  main calls each pointer
kernel for trip counts 0, 1, 2, 3 and others (odd ones among them), on
disjoint arrays at random misalignments and with out overlapping in
(out = in + k, k in -3..3, in place included) or in2 overlapping in, and
prints a hash of all the arrays after each call; the vector loops are
called for 0 to 12 trips with w into in's elements or elsewhere.

The program is built at -O0 without the plugin (the reference), and at
-O2 and -O3 without the plugin and with every pass (QPROP_PASSES_ALL)
-fplugin-arg-qprop-verify (the splice and sr dumps on, to count what the
passes did); if the CPU can run x86-64-v3 code (AVX2, FMA, BMI2 ...), at
-O3 -march=x86-64-v3 both ways too.  Every build must print the
reference's output; a compile failure, a crash or a difference fails the
seed, whose folder is kept (sSEED/: prog.c, the builds' dumps, outputs).
A difference where the build without the plugin differs as well is
reported as GCC's, and still fails.

Usage: scripts/splice-fuzz.py [-n N] [--seed-start S] [--out DIR]
                              [--plugin PATH] [-j JOBS]
The last line is "splice-fuzz: N passed, M failed (K programs spliced)";
the exit status is 1 when M > 0.
"""

import argparse
import concurrent.futures
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# No __pycache__ beside the scripts in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ROOT, "scripts/lib"))
import difftest  # noqa: E402

# name, C type, unsigned type the arithmetic is done in (None: the type
# itself, floating point), size in bytes.
TYPES = [
    ("i8", "int8_t", "uint32_t", 1), ("u8", "uint8_t", "uint32_t", 1),
    ("i16", "int16_t", "uint32_t", 2), ("u16", "uint16_t", "uint32_t", 2),
    ("i32", "int32_t", "uint32_t", 4), ("u32", "uint32_t", "uint32_t", 4),
    ("i64", "int64_t", "uint64_t", 8), ("u64", "uint64_t", "uint64_t", 8),
    ("f", "float", None, 4), ("d", "double", None, 8),
]

# Room before and after the elements a kernel touches: offsets go down to
# -4, out may start 3 before in, and the starts move by up to 7.
SZ = 512
BASE = 16
MAXN = 96


def term(rng, arr, offs, flt, U):
    """One term over ARR[i + o] for offsets from OFFS."""
    o = rng.choice(offs)
    ref = f"{arr}[i + ({o})]" if flt else f"(U) {arr}[i + ({o})]"
    r = rng.random()
    c = rng.randint(-3, 5) or 1
    if r < 0.45:
        return f"{c} * {ref}" if flt else f"{c}u * {ref}" if c > 0 else \
            f"(U) 0 - {-c}u * {ref}"
    if r < 0.6:
        o2 = rng.choice(offs)
        ref2 = f"{arr}[i + ({o2})]" if flt else f"(U) {arr}[i + ({o2})]"
        return f"{ref} * {ref2}"
    if flt:
        return ref
    if r < 0.75:
        return f"({ref} >> {rng.randint(1, 3)})"
    if r < 0.9:
        return f"({ref} ^ {rng.randint(1, 255)}u)"
    return ref


def kernel_body(rng, flt, ty, U, offs, offs2):
    """Statements computing out[i] (as acc) from in[] at OFFS and, if
    OFFS2, in2[] at OFFS2."""
    at = ty if flt else "U"
    lines = [f"{at} acc = {term(rng, 'in', offs, flt, U)};"]
    # Every offset is read at least once, most unconditionally.
    rest = list(offs)
    rng.shuffle(rest)
    rest += [rng.choice(offs) for _ in range(rng.randint(0, 2))]
    for o in rest:
        t = term(rng, "in", [o], flt, U)
        op = rng.choice(["+", "-", "+"] if flt else ["+", "-", "^", "+"])
        if rng.random() < 0.2:
            # Conditionally executed: a test on the data.
            c = rng.choice(offs)
            if flt:
                cond = f"in[i + ({c})] > {rng.randint(-20, 20)}"
            else:
                cond = f"((U) in[i + ({c})] & {rng.choice([1, 2, 4, 8])}u) != 0"
            lines.append(f"if ({cond})")
            lines.append(f"  acc = acc {op} {t};")
        else:
            lines.append(f"acc = acc {op} {t};")
    for o in offs2:
        t = term(rng, "in2", [o], flt, U)
        lines.append(f"acc = acc + {t};")
    lines.append(f"out[i] = ({ty}) acc;")
    return lines


def vext_kernel(rng, k, ty, flt, esz):
    """A loop whose body loads vectors (GCC's vector extensions) at
    element offsets of IN, some at byte offsets that are no whole number
    of elements, with scalar stores through W (which main may point into
    IN's elements) between some of them.  Returns the source and the
    vector length in elements."""
    # Integer vectors of the unsigned type (their arithmetic wraps), which
    # may read the elements of the signed one.
    et = ty if flt else "uint%d_t" % (8 * esz)
    vs = rng.choice([16, 16, 16, 32])
    lanes = vs // esz
    step = rng.randint(1, lanes)
    nloads = rng.randint(2, 6)
    loads = []
    for j in range(nloads):
        if esz > 1 and rng.random() < 0.25:
            b = rng.randint(-4 * esz, 4 * esz)
            if b % esz == 0:
                b += 1
            loads.append(("VB%d" % k, "(const char *) in + (%d)" % b))
        else:
            loads.append(("VU%d" % k, "in + (%d)" % rng.randint(-4, 4)))
    body = []
    names = []
    for j, (vt, addr) in enumerate(loads):
        body.append("%s v%d = *(const %s *) (%s);" % (vt, j, vt, addr))
        names.append("v%d" % j)
        if rng.random() < 0.25:
            # A store that may write what the next loads read.
            src = rng.choice(names)
            lane = rng.randrange(lanes)
            c = rng.randint(-4, lanes + 4)
            body.append("w[i * %d + (%d)] = (%s) (%s[%d] + 1);"
                        % (step, c, ty, src, lane))
    acc = []
    for j, v in enumerate(names):
        c = rng.randint(1, 5)
        r = rng.random()
        if r < 0.5:
            t = "%s * (%s) %d" % (v, et, c)
        elif r < 0.7 and j:
            t = "%s * %s" % (v, names[j - 1])
        else:
            t = v
        acc.append(("-" if rng.random() < 0.3 and j else "+", t))
    expr = names[0] if not acc else acc[0][1]
    for op, t in acc[1:]:
        expr = "%s %s %s" % (expr, op, t)
    src = ["typedef %s VU%d __attribute__ ((vector_size (%d), aligned (%d)));"
           % (et, k, vs, esz),
           "typedef %s VB%d __attribute__ ((vector_size (%d), aligned (1)));"
           % (et, k, vs),
           "__attribute__ ((noipa)) void",
           "k%d (T *out, const T *in, T *w, int n)" % k,
           "{",
           "  for (int i = 0; i < n; i++, in += %d, out += %d)" % (step, lanes),
           "    {"]
    src += ["      " + b for b in body]
    src += ["      *(VU%d *) out = %s;" % (k, expr), "    }", "}", ""]
    return src, lanes, step


def offsets(rng):
    k = rng.randint(2, 6)
    offs = sorted(rng.sample(range(-4, 5), k))
    return offs


def program(seed):
    rng = random.Random(seed)
    name, ty, U, esz = rng.choice(TYPES)
    flt = U is None
    nk = rng.randint(2, 4)
    src = ["#include <stdint.h>", "#include <stdio.h>", "#include <string.h>",
           "", f"typedef {ty} T;"]
    if not flt:
        src.append(f"typedef {U} U;")
    src += [f"#define SZ {SZ}", "",
            "static T bi[SZ], bo[SZ], b2[SZ];",
            "static T ga[SZ], gb[SZ];", "",
            "static unsigned long long",
            "hash (const void *v, unsigned long n, unsigned long long h)",
            "{",
            "  const unsigned char *b = v;",
            "  for (unsigned long i = 0; i < n; i++)",
            "    h = (h ^ b[i]) * 1099511628211ull;",
            "  return h;",
            "}", "",
            "static void",
            "show (const char *what, int n)",
            "{",
            "  unsigned long long h = 1469598103934665603ull;",
            "  h = hash (bi, sizeof bi, h);",
            "  h = hash (bo, sizeof bo, h);",
            "  h = hash (b2, sizeof b2, h);",
            "  h = hash (ga, sizeof ga, h);",
            "  h = hash (gb, sizeof gb, h);",
            "  printf (\"%s n=%d %016llx\\n\", what, n, h);",
            "}", "",
            "static void",
            "fill (unsigned s)",
            "{",
            "  unsigned v = s * 2654435761u + 12345u;",
            "  for (int i = 0; i < SZ; i++)",
            "    {",
            "      v = v * 1664525u + 1013904223u;"]
    if flt:
        src += ["      bi[i] = (T) ((int) (v >> 25) - 64) * (T) 0.25;",
                "      v = v * 1664525u + 1013904223u;",
                "      b2[i] = (T) ((int) (v >> 26) - 32) * (T) 0.5;",
                "      bo[i] = (T) (i % 13);",
                "      ga[i] = (T) ((int) (v >> 27) - 16) * (T) 0.125;",
                "      gb[i] = (T) -1;"]
    else:
        src += ["      bi[i] = (T) (v >> 7);",
                "      v = v * 1664525u + 1013904223u;",
                "      b2[i] = (T) (v >> 9);",
                "      bo[i] = (T) i;",
                "      ga[i] = (T) (v >> 3);",
                "      gb[i] = (T) -1;"]
    src += ["    }", "}", ""]

    calls = []
    trips = sorted(set([0, 1, 2, 3] + [rng.randint(4, 40) for _ in range(4)]
                       + [rng.randrange(5, MAXN, 2) for _ in range(2)]))
    for k in range(nk):
        if rng.random() < 0.25:
            vsrc, lanes, step = vext_kernel(rng, k, ty, flt, esz)
            src += vsrc
            # out moves a vector a trip: the trips stay within SZ.
            top = min(12, (SZ - BASE - 8 - lanes) // lanes)
            vtrips = [0, 1, 2, 3] + sorted(rng.sample(range(4, top + 1), 2))
            places = [("disjoint", f"bo + {BASE + rng.randint(0, 7)}",
                       f"bi + {BASE + rng.randint(0, 7)}",
                       f"b2 + {BASE + rng.randint(0, 7)}")]
            # w into the elements the loads read: the stores between
            # them change what the later loads see.
            for _ in range(3):
                s0 = BASE + rng.randint(0, 7)
                d = rng.randint(-2, 2)
                places.append((f"w=in{d:+d}", f"bo + {BASE + rng.randint(0, 7)}",
                               f"bi + {s0}", f"bi + {s0 + d}"))
            for tag, o, i, w in places:
                for n in vtrips:
                    calls.append(f"  fill ({seed + k}u); k{k} ({o}, {i}, {w}, {n});"
                                 f" show (\"k{k} vext {tag}\", {n});")
            continue
        offs = offsets(rng)
        offs2 = sorted(rng.sample(range(-4, 5), rng.randint(1, 3))) \
            if rng.random() < 0.35 else []
        body = kernel_body(rng, flt, ty, U, offs, offs2)
        body_src = "\n".join("      " + b for b in body)
        if rng.random() < 0.3:
            # Over static arrays at constant offsets: GCC knows the loads
            # and the stores apart (or their distance, in place), and
            # predictive commoning carries vectors across iterations.
            inplace = rng.random() < 0.3
            dst = "ga" if inplace else "gb"
            shift = rng.choice([-3, -2, -1, 0, 1, 2, 3]) if inplace else 0
            src += ["__attribute__ ((noipa)) void",
                    f"k{k} (int n)",
                    "{",
                    "  const T *in = ga + %d;" % BASE,
                    "  const T *in2 = b2 + %d;" % BASE,
                    "  T *out = %s + %d;" % (dst, BASE + shift),
                    "  for (int i = 0; i < n; i++)",
                    "    {",
                    body_src,
                    "    }",
                    "}", ""]
            for n in trips + [rng.randint(MAXN // 2, MAXN)]:
                calls.append(f"  fill ({seed + k}u); k{k} ({n}); show (\"k{k} global\", {n});")
            continue
        src += ["__attribute__ ((noipa)) void",
                f"k{k} (T *out, const T *in, const T *in2, int n)",
                "{",
                "  for (int i = 0; i < n; i++)",
                "    {",
                body_src,
                "    }",
                "}", ""]
        places = []
        # Disjoint arrays at random misalignments.
        for _ in range(2):
            places.append(("disjoint", f"bo + {BASE + rng.randint(0, 7)}",
                           f"bi + {BASE + rng.randint(0, 7)}",
                           f"b2 + {BASE + rng.randint(0, 7)}"))
        # out overlapping in.
        for d in rng.sample(range(-3, 4), 3):
            s = BASE + rng.randint(0, 7)
            places.append((f"out=in{d:+d}", f"bi + {s + d}", f"bi + {s}",
                           f"b2 + {BASE + rng.randint(0, 7)}"))
        # in2 overlapping in (the reads only).
        if offs2:
            s = BASE + rng.randint(0, 7)
            d = rng.randint(-2, 2)
            places.append((f"in2=in{d:+d}", f"bo + {BASE + rng.randint(0, 7)}",
                           f"bi + {s}", f"bi + {s + d}"))
        for tag, o, i, i2 in places:
            for n in trips:
                calls.append(f"  fill ({seed + k}u); k{k} ({o}, {i}, {i2}, {n});"
                             f" show (\"k{k} {tag}\", {n});")
    src += ["int", "main (void)", "{"] + calls + ["  return 0;", "}"]
    return "\n".join(src) + "\n", name


def cpu_runs_v3():
    """Whether this CPU runs -march=x86-64-v3 code."""
    need = {"avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe",
            "xsave"}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return need <= set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return False


def one_seed(tally, seed, out, pflags, configs):
    """Build and run one seed.  Returns (spliced, unrolled)."""
    src, tyname = program(seed)
    spliced = unrolled = 0
    with tally.case("seed %d" % seed, os.path.join(out, "s%d" % seed)) as c:
        c.label = "seed %d (%s)" % (seed, tyname)
        with open(c.path("prog.c"), "w") as f:
            f.write(src)
        base = ["gcc", "-w", "-ffp-contract=off"]
        if not c.build("ref", base + ["-O0", "prog.c", "-o", "ref"],
                       timeout=120):
            return 0, 0
        r = c.execute("ref", ["./ref"], timeout=60)
        if r.rc != 0:
            c.fail("the reference fails (%s)" % r.rc)
            return 0, 0
        want = r.out
        plain_bad = set()
        for label, opts in configs:
            for with_plugin in (False, True):
                tag = "t" + label + ("-qprop" if with_plugin else "")
                cmd = base + opts + (pflags if with_plugin else [])
                if not c.build(tag, cmd + ["prog.c", "-o", tag], timeout=120):
                    continue
                if with_plugin:
                    for fn in os.listdir(c.dir):
                        if not fn.startswith(tag + "-"):
                            continue
                        with open(c.path(fn)) as f:
                            if fn.endswith("qprop-splice"):
                                spliced += f.read().count("qprop-splice:   now ")
                            elif fn.endswith("qprop-sr"):
                                unrolled += f.read().count(
                                    "feeds a permutation with its successor")
                r = c.execute(tag, ["./" + tag], timeout=60)
                # A difference that the build without the plugin shows as
                # well is GCC's; it still fails the seed.
                if not with_plugin:
                    who = "gcc without the plugin"
                elif label in plain_bad:
                    who = "gcc with the plugin (and without it)"
                else:
                    who = "the plugin"
                if not c.check("%s, from %s" % (tag, who), want, r):
                    if not with_plugin:
                        plain_bad.add(label)
    return spliced, unrolled


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", type=int, default=50)
    ap.add_argument("--seed-start", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(ROOT, "build/check/splice-fuzz"))
    ap.add_argument("--plugin", default=os.path.join(ROOT, "plugin/qprop.so"))
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    o = ap.parse_args()
    # The compiles run in the seed's folder (the dumps land beside the
    # output), so no path may depend on where we are.
    o.out = os.path.abspath(o.out)
    os.makedirs(o.out, exist_ok=True)
    tally = difftest.Tally("splice-fuzz")
    if not difftest.require("splice-fuzz", [o.plugin], "make"):
        return tally.missing("(0 programs spliced)")
    pflags = difftest.snapshot_plugin_flags(
        o.out, ["-fplugin=%s" % os.path.abspath(o.plugin),
                difftest.QPROP_PASSES_ALL, "-fplugin-arg-qprop-verify",
                "-fplugin-arg-qprop-dump=qprop-splice,qprop-sr"])

    configs = [("O2", ["-O2"]), ("O3", ["-O3"])]
    if cpu_runs_v3():
        configs.append(("O3-v3", ["-O3", "-march=x86-64-v3"]))
    else:
        tally.note("this CPU cannot run x86-64-v3 code; "
                   "no -march=x86-64-v3 builds")

    programs_spliced = loads = loops = 0
    seeds = range(o.seed_start, o.seed_start + o.n)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, o.jobs)) as ex:
        futs = [ex.submit(one_seed, tally, s, o.out, pflags, configs)
                for s in seeds]
        for fut in futs:
            spliced, unrolled = fut.result()
            loads += spliced
            loops += unrolled
            programs_spliced += spliced > 0
    tally.note("builds per seed: %s, each without and with the plugin"
               % ", ".join(label for label, _ in configs))
    tally.note("loads spliced: %d, vector loops unrolled by qprop-sr: %d"
               % (loads, loops))
    return tally.close("(%d programs spliced)" % programs_spliced)


if __name__ == "__main__":
    sys.exit(main())
