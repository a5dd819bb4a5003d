#!/usr/bin/env python3
"""alias-fuzz.py - differential fuzzing of qprop-version (run-time alias
versioning) with loops over pointer arguments that may overlap.

Each seed makes one C program: a few kernels, each a loop or a loop nest
over up to three pointer parameters of one element type, with affine
subscripts (offsets, steps of 1, 2 or -1, rows of a symbolic length),
reuse across iterations, invariant loads and stores; main calls every
kernel on separate arrays and on pointers into one buffer at random
offsets (in place, shifted by a few elements either way, one range inside
another), and prints a checksum of everything.  The program is built at
-O0 without the plugin (the reference) and at each level with the plugin,
every pass on and the verifier on (through scripts/lib/difftest.py); any
difference in output, a compile failure or a crash is a failure, and the
seed's folder is kept.

Usage: scripts/alias-fuzz.py [-n N] [--seed-start S] [--out DIR]
                             [--plugin PATH] [--opts "-O2 -O3"]
                             [--plugin-flags "..."] [--restrict]

--restrict gives some kernels a read-only `restrict' parameter beside the
plain pointers (always passed an array of its own), so that the plain
pointers' references carry the function's clique with base 0, which
qprop-version may replace with its own.

--nests makes every kernel a nest whose row loop may do more than run
one inner loop: store into the row, call a function that writes one of
the arrays, run a second (backward) inner loop beside the first, or run
its inner loops at a stride that the row index scales (i * j + k), so
that checks computed once before the nest for copies inside it, and
checks that must stop below such a loop, meet overlap in every
direction.  Its choices come from a generator of their own, so a seed's
program without --nests is the same as before the option existed.
The last line printed is "alias-fuzz: N passed, M failed"; the exit status
is 1 when M > 0.
"""

import argparse
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# No __pycache__ beside the scripts in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, str(ROOT / "scripts/lib"))
import difftest  # noqa: E402

# Unsigned types at least as wide as int, and double: no arithmetic here
# can be undefined (narrower types would be promoted to int and could
# overflow it).
TYPES = ["unsigned", "unsigned long", "double"]


def expr(rng, arrays, idx, depth=0):
    """A random right-hand side over ARRAYS at subscripts around IDX."""
    kind = rng.random()
    if depth > 2 or kind < 0.45:
        a = rng.choice(arrays)
        off = rng.randint(-3, 3)
        return f"{a}[{idx} + {off}]"
    if kind < 0.55:
        return str(rng.randint(1, 9))
    if kind < 0.65:
        return f"*{rng.choice(arrays)}"
    op = rng.choice(["+", "-", "*", "+", "^"])
    return (f"({expr(rng, arrays, idx, depth + 1)} {op} "
            f"{expr(rng, arrays, idx, depth + 1)})")


def row_nest(rng, k, ty, names, reads, params):
    """A nest for --nests: two rounds (i2) of a row loop over i whose body
    may store into the row, call touch () on one of the arrays, and run
    one or two inner loops (the second backwards), with rows m apart or
    s + i2 apart."""
    skew = rng.random() < 0.25
    # skewed rows are s + i2 elements apart: the row loop's step changes
    # with the loop around it, which the check must not be hoisted out of
    row = "i * (s + i2)" if skew else "i * m"
    loops = []
    for back in ([False, True] if rng.random() < 0.6 else [False]):
        idx = f"{row} + j"
        stmts = []
        for _ in range(rng.randint(1, 2)):
            target = rng.choice(names)
            off = rng.randint(-2, 2)
            rhs = expr(rng, reads, idx)
            if ty == "double":
                rhs = rhs.replace("^", "+")
            stmts.append(f"{target}[{idx} + {off}] = ({ty}) ({rhs});")
        head = ("for (long j = m - 5; j >= 4; j--)" if back
                else "for (long j = 4; j < m - 4; j++)")
        loops.append(f"      {head}\n        {{\n"
                     + "\n".join("          " + x for x in stmts)
                     + "\n        }")
    pre = []
    if rng.random() < 0.5:
        pre.append(f"      {rng.choice(names)}[{row} + 4] = ({ty}) (i + 1);")
    if rng.random() < 0.3:
        pre.append(f"      touch ({rng.choice(names)} + {row} + 5);")
    inner = "\n".join(pre + loops)
    rows = "for (long i = 1; i < n - 1; i++)" if not skew else \
        "for (long i = 1; i < 4; i++)"
    body = f"  for (long i2 = 0; i2 < 2; i2++)\n  {rows}\n    {{\n{inner}\n    }}"
    sig = f"{params}, long n, long m" + (", long s" if skew else "")
    src = (f"__attribute__((noipa)) static void\nk{k} ({sig})\n{{\n"
           + body + "\n}\n")
    return src, skew


def kernel(rng, k, ty, with_restrict=False, nests=None):
    names = ["p", "q", "r"][:rng.randint(2, 3)]
    params = ", ".join(f"{ty} *{n}" for n in names)
    # --restrict: a read-only restrict parameter s beside the plain
    # pointers.  Its references get a restrict base in the function's
    # clique, and the plain pointers' references base 0, which
    # qprop-version replaces with its own clique.
    reads = names
    if with_restrict and rng.random() < 0.6:
        params += f", const {ty} *restrict s"
        reads = names + ["s"]
    if nests is not None:
        src, skew = row_nest(nests, k, ty, names, reads, params)
        return src, names, True, reads != names, skew
    body = []
    nest = rng.random() < 0.35
    step = rng.choice([1, 1, 1, 2, -1])
    if step > 0:
        loop = f"for (long i = 4; i < n - 4; i += {step})"
    else:
        loop = "for (long i = n - 5; i >= 4; i--)"
    idx = "i * m + j" if nest else "i"
    stmts = []
    for _ in range(rng.randint(1, 3)):
        target = rng.choice(names)
        off = rng.randint(-2, 2)
        if ty in ("double",):
            rhs = expr(rng, reads, idx).replace("^", "+")
        else:
            rhs = expr(rng, reads, idx)
        stmts.append(f"{target}[{idx} + {off}] = ({ty}) ({rhs});")
    if rng.random() < 0.3:
        # an invariant load that some store may overwrite
        stmts.append(f"{names[0]}[{idx}] += *{names[-1]};")
    inner = "\n".join("      " + s for s in stmts)
    if nest:
        body.append(f"  {loop}\n    for (long j = 4; j < m - 4; j++)\n"
                    f"      {{\n{inner}\n      }}")
        sig = f"{params}, long n, long m"
    else:
        body.append(f"  {loop}\n    {{\n{inner}\n    }}")
        sig = f"{params}, long n"
    if rng.random() < 0.3:
        # Rounds of an enclosing loop that move the pointers between
        # entries into the loop (a swap, as in Jacobi sweeps, or a shift
        # by one element): each entry has ranges of its own.
        move = rng.choice([f"{{ {ty} *t = {names[0]}; {names[0]} = {names[1]};"
                           f" {names[1]} = t; }}",
                           f"{names[0]}++;", f"{names[-1]}++;"])
        inner_body = "\n".join(body).replace("\n", "\n  ")
        body = [f"  for (int round = 0; round < 3; round++)\n    {{\n"
                f"  {inner_body}\n      {move}\n    }}"]
    src = (f"__attribute__((noipa)) static void\nk{k} ({sig})\n{{\n"
           + "\n".join(body) + "\n}\n")
    return src, names, nest, reads != names, False


def program(seed, with_restrict=False, with_nests=False):
    rng = random.Random(seed)
    nests = random.Random(seed * 7919 + 17) if with_nests else None
    ty = rng.choice(TYPES)
    nk = rng.randint(2, 4)
    parts = ["#include <stdio.h>", "#include <string.h>", "",
             f"typedef {ty} T;", "#define SZ 4096", "static T buf[SZ];",
             "static T sep[3][SZ];", "static T coef[SZ];", "",
             "__attribute__((noipa)) static void touch (T *x) { *x += 3; }",
             "",
             "static unsigned long hash (const void *v, unsigned long n) {",
             "  const unsigned char *b = v; unsigned long s = 0;",
             "  for (unsigned long i = 0; i < n; i++) s = s * 31 + b[i];",
             "  return s; }",
             "static unsigned long sum (void) {",
             "  return hash (buf, sizeof buf) * 7 + hash (sep, sizeof sep); }",
             "static void fill (void) {",
             "  for (int i = 0; i < SZ; i++) { buf[i] = (T) (i * 7 % 13 + 1);"
             " coef[i] = (T) (i % 5 + 2);"
             " for (int a = 0; a < 3; a++) sep[a][i] = (T) ((i + a) * 5 % 11 + 1); } }",
             ""]
    calls = []
    for k in range(nk):
        src, names, nest, has_s, skew = kernel(rng, k, ty, with_restrict,
                                               nests)
        extra = ", &coef[8]" if has_s else ""
        parts.append(src)
        n = rng.choice([8, 9, 10, 17, 40, 100])
        m = rng.choice([9, 12, 20])
        if nests is not None:
            # a row loop over n rows of m: the buffer holds 4096
            n = min(n, 40)
        dims = f"{n}, {m}" if nest else f"{n * (m if nest else 1)}"
        if skew:
            dims += f", {nests.choice([1, 3, m - 2, m, m + 3])}"
        span = n * (m if nest else 1) + 16
        # separate arrays
        args = ", ".join(f"&sep[{a}][8]" for a in range(len(names))) + extra
        calls.append(f"  fill (); k{k} ({args}, {dims}); printf (\"%lu\\n\", sum ());")
        for _ in range(4):
            base = 64
            offs = []
            for _a in names:
                choice = rng.random()
                if choice < 0.3:
                    offs.append(base)
                elif choice < 0.7:
                    offs.append(base + rng.randint(-4, 4))
                else:
                    offs.append(base + rng.randint(-span // 2, span // 2))
            offs = [max(16, o) for o in offs]
            args = ", ".join(f"&buf[{o}]" for o in offs) + extra
            calls.append(f"  fill (); k{k} ({args}, {dims}); printf (\"%lu\\n\", sum ());")
    parts.append("int\nmain (void)\n{")
    parts.extend(calls)
    parts.append("  return 0;\n}")
    return "\n".join(parts) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--seed-start", type=int, default=1)
    ap.add_argument("--out", default=str(ROOT / "build/alias-fuzz"))
    ap.add_argument("--plugin", default=str(ROOT / "plugin/qprop.so"))
    ap.add_argument("--opts", default="-O2 -O3")
    ap.add_argument("--plugin-flags", default=None)
    ap.add_argument("--restrict", action="store_true",
                    help="give some kernels a read-only restrict parameter"
                         " beside the plain pointers")
    ap.add_argument("--nests", action="store_true",
                    help="row loops that store, call, run two inner loops"
                         " or scale the inner loop's rows by the row index")
    o = ap.parse_args()
    out = Path(o.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    tally = difftest.Tally("alias-fuzz")
    pflags = (o.plugin_flags.split() if o.plugin_flags is not None else
              [f"-fplugin={os.path.abspath(o.plugin)}",
               difftest.QPROP_PASSES_ALL, "-fplugin-arg-qprop-verify",
               "-fplugin-arg-qprop-selftest=version-all"])
    pflags = difftest.snapshot_plugin_flags(str(out), pflags)
    ok, log = difftest.probe("gcc", pflags)
    if not ok:
        print(log, file=sys.stderr)
        tally.note("the compiler fails with the plugin flags: "
                   + " ".join(pflags))
        return tally.missing()
    versioned = 0
    for seed in range(o.seed_start, o.seed_start + o.n):
        with tally.case(f"seed {seed}", out / f"s{seed}") as c:
            src = c.path("prog.c")
            with open(src, "w") as f:
                f.write(program(seed, o.restrict, o.nests))
            if not c.build("ref", ["gcc", "-O0", "-w", src, "-o", "ref"],
                           timeout=60):
                continue
            ref = c.execute("ref", ["./ref"], timeout=60)
            if ref.rc != 0:
                c.fail(f"the reference fails ({ref.rc})")
                want = None
            else:
                want = ref.out + ref.err
            for opt in o.opts.split():
                exe = f"t{opt}"
                if not c.build(exe, ["gcc", opt, "-w", *pflags,
                                     "-fplugin-arg-qprop-dump=qprop-version",
                                     src, "-o", exe], timeout=120):
                    continue
                for f in Path(c.dir).glob(f"t{opt}-prog.c.*qprop-version"):
                    versioned += f.read_text().count(": versioned (")
                    f.unlink()
                r = c.execute(exe, [f"./{exe}"], timeout=60)
                if want is not None:
                    r.out += r.err
                    c.check(exe, want, r)
    tally.note(f"loops versioned: {versioned}")
    return tally.close()


if __name__ == "__main__":
    sys.exit(main())
