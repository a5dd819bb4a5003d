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
every pass on and the verifier on; any difference in output, a compile
failure or a crash is a failure, and the seed's program is kept.

Usage: scripts/alias-fuzz.py [-n N] [--seed-start S] [--out DIR]
                             [--plugin PATH] [--opts "-O2 -O3"]
                             [--plugin-flags "..."] [--restrict]

--restrict gives some kernels a read-only `restrict' parameter beside the
plain pointers (always passed an array of its own), so that the plain
pointers' references carry the function's clique with base 0, which
qprop-version may replace with its own.
The last line printed is "alias-fuzz: N passed, M failed"; the exit status
is 1 when M > 0.
"""

import argparse
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

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


def kernel(rng, k, ty, with_restrict=False):
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
    return src, names, nest, reads != names


def program(seed, with_restrict=False):
    rng = random.Random(seed)
    ty = rng.choice(TYPES)
    nk = rng.randint(2, 4)
    parts = ["#include <stdio.h>", "#include <string.h>", "",
             f"typedef {ty} T;", "#define SZ 4096", "static T buf[SZ];",
             "static T sep[3][SZ];", "static T coef[SZ];", "",
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
        src, names, nest, has_s = kernel(rng, k, ty, with_restrict)
        extra = ", &coef[8]" if has_s else ""
        parts.append(src)
        n = rng.choice([8, 9, 10, 17, 40, 100])
        m = rng.choice([9, 12, 20])
        dims = f"{n}, {m}" if nest else f"{n * (m if nest else 1)}"
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


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return 124, "timeout"


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
    o = ap.parse_args()
    out = Path(o.out)
    out.mkdir(parents=True, exist_ok=True)
    pflags = (o.plugin_flags.split() if o.plugin_flags is not None else
              [f"-fplugin={o.plugin}", "-fplugin-arg-qprop-passes=all",
               "-fplugin-arg-qprop-verify",
               "-fplugin-arg-qprop-selftest=version-all"])
    passed = failed = versioned = 0
    for seed in range(o.seed_start, o.seed_start + o.n):
        d = out / f"s{seed}"
        d.mkdir(exist_ok=True)
        c = d / "prog.c"
        c.write_text(program(seed, o.restrict))
        rc, msg = run(["gcc", "-O0", "-w", str(c), "-o", str(d / "ref")])
        if rc:
            print(f"seed {seed}: reference does not build: {msg[:200]}")
            failed += 1
            continue
        rc, want = run([str(d / "ref")])
        ok = rc == 0
        if not ok:
            print(f"seed {seed}: reference fails ({rc})")
        for opt in o.opts.split():
            exe = d / f"t{opt}"
            rc, msg = run(["gcc", opt, "-w", *pflags,
                           "-fplugin-arg-qprop-dump=qprop-version",
                           str(c), "-o", str(exe)], timeout=120)
            if rc:
                print(f"seed {seed} {opt}: compile failed: {msg[-400:]}")
                ok = False
                continue
            for f in d.glob(f"t{opt}-prog.c.*qprop-version"):
                versioned += f.read_text().count(": versioned (")
                f.unlink()
            rc, got = run([str(exe)])
            if rc or got != want:
                print(f"seed {seed} {opt}: wrong output (rc {rc})")
                ok = False
        if ok:
            passed += 1
            for f in d.iterdir():
                f.unlink()
            d.rmdir()
        else:
            failed += 1
    print(f"alias-fuzz: loops versioned: {versioned}")
    print(f"alias-fuzz: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
