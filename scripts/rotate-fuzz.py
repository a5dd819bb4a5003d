#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Stress test for qprop-sr's unrolling of rotation chains in SIMT code.

Generates column walks like benchmarks/offload/colwalk-acc.c: each lane
walks down a column of an image through plain pointers, reading rows at
random offsets (some under data-dependent tests), so that qprop-version
versions the row loop and GCC's PRE carries values one to three
iterations in the checked copy: the chains qprop-sr takes in and unrolls.
Each program walks every row count from 0 to 2 * MAXROWS / 3, on disjoint
arrays and on overlapping ones (the fallback), checks every output against
a sequential walk, and runs on simgpu at -O2 and -O3 with every qprop pass
(verify on).

Usage: scripts/rotate-fuzz.py [-n N] [--seed-start S] [--out DIR]
Needs make nvptx-plugin simgpu.  Prints one line per failure, then
"rotate-fuzz: N passed, M failed (K programs unrolled)".
"""

import argparse
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def program(seed):
    rnd = random.Random(seed)
    cols = rnd.choice([32, 48, 64])
    maxrows = rnd.randint(8, 20)
    lo = rnd.randint(1, 3)
    hi = rnd.randint(1, 3)
    offsets = sorted(rnd.sample(range(-lo, hi + 1), rnd.randint(2, lo + hi + 1)))
    if 0 not in offsets:
        offsets.append(0)
        offsets.sort()
    model = rnd.choice(["acc", "omp"])
    shift = rnd.randint(1, 2)
    ctype = rnd.choice(["int", "unsigned", "long"])
    body = ["%s m = in[(r) * COLS + c], s = 3 * m;" % ctype]
    for k, d in enumerate(o for o in offsets if o != 0):
        ref = "in[((r) + (%d)) * COLS + c]" % d
        if rnd.random() < 0.5:
            body.append("if ((m & %d) != 0) s += %d * %s;" % (rnd.choice([1, 2, 4]), k + 2, ref))
        else:
            body.append("s += %d * %s;" % (k + 2, ref))
    macro_body = "\n".join("   " + b + " \\" for b in body)
    if model == "acc":
        loop = "#pragma acc parallel loop gang vector present(in[0:NPIX], out[0:NPIX])"
        data = "#pragma acc data copy(x[0:NPIX], y[0:NPIX], z[0:NPIX + COLS * %d])" % (hi + 1)
        flag = "-fopenacc"
    else:
        loop = ("#pragma omp target teams distribute parallel for simd "
                "map(to: in[0:NPIX]) map(tofrom: out[0:NPIX])")
        data = "#pragma omp target data map(tofrom: x[0:NPIX], y[0:NPIX], z[0:NPIX + COLS * %d])" % (hi + 1)
        flag = "-fopenmp"
    src = f"""#include <stdlib.h>
#define COLS {cols}
#define MAXROWS {maxrows}
#define NPIX (COLS * MAXROWS)
#define LO {lo}
#define HI {hi}
typedef {ctype} T;

#define WALK(r) \\
  {{ \\
{macro_body}
    out[(r) * COLS + c] = s; \\
  }}

static void __attribute__ ((noinline))
walk (const T *in, T *out, int rows)
{{
{loop}
  for (int c = 0; c < COLS; c++)
    for (int r = LO; r < rows - HI; r++)
      WALK (r)
}}

static void
reference (const T *in, T *out, int rows)
{{
  for (int c = 0; c < COLS; c++)
    for (int r = LO; r < rows - HI; r++)
      WALK (r)
}}

static T src[NPIX + COLS * (HI + 1)];
static T x[NPIX], y[NPIX], z[NPIX + COLS * (HI + 1)];
static T ry[NPIX], rz[NPIX + COLS * (HI + 1)];

int
main (void)
{{
  unsigned v = {seed}u * 2654435761u + 1;
  for (int i = 0; i < NPIX + COLS * (HI + 1); i++)
    {{
      v = v * 1664525u + 1013904223u;
      src[i] = (T) (v >> 20);
    }}
  for (int rows = 0; rows <= MAXROWS; rows++)
    {{
      for (int i = 0; i < NPIX + COLS * (HI + 1); i++)
	{{
	  if (i < NPIX)
	    x[i] = src[i], y[i] = ry[i] = (T) -1;
	  z[i] = rz[i] = src[i];
	}}
      reference (x, ry, rows);
      reference (rz, rz + COLS * {shift}, rows);
{data}
      {{
	walk (x, y, rows);
	walk (z, z + COLS * {shift}, rows);
      }}
      for (int i = 0; i < NPIX; i++)
	if (y[i] != ry[i])
	  abort ();
      for (int i = 0; i < NPIX + COLS * (HI + 1); i++)
	if (z[i] != rz[i])
	  abort ();
    }}
  return 0;
}}
"""
    return src, flag


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=50)
    ap.add_argument("--seed-start", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(ROOT, "build/check/rotate-fuzz"))
    o = ap.parse_args()
    # The compiles run in the output folder (the accelerator compiler's
    # dumps land there), so its path must not depend on where we are.
    o.out = os.path.abspath(o.out)
    os.makedirs(o.out, exist_ok=True)
    nv = os.path.join(ROOT, "build/nvptx-none/qprop.so")
    lib = os.path.join(ROOT, "build/simgpu")
    for f in (nv, os.path.join(lib, "libgomp-plugin-nvptx.so.1")):
        if not os.path.exists(f):
            print("rotate-fuzz: %s is missing (make nvptx-plugin simgpu)" % f, file=sys.stderr)
            print("rotate-fuzz: 0 passed, 1 failed (0 programs unrolled)")
            return 1
    passed = failed = unrolled = 0
    for seed in range(o.seed_start, o.seed_start + o.n):
        src, flag = program(seed)
        path = os.path.join(o.out, "rot-%d.c" % seed)
        with open(path, "w") as f:
            f.write(src)
        any_unrolled = False
        ok = True
        for opt in ("-O2", "-O3"):
            exe = os.path.join(o.out, "rot-%d%s" % (seed, opt))
            dump = os.path.join(o.out, "rot-%d%s.dump" % (seed, opt))
            cmd = ["gcc", opt, flag, "-foffload=nvptx-none",
                   "-foffload-options=nvptx-none=-misa=sm_80", "-no-pie",
                   "-foffload-options=nvptx-none=-fplugin=%s "
                   "-fplugin-arg-qprop-passes=all -fplugin-arg-qprop-verify "
                   "-fplugin-arg-qprop-dump=qprop-sr" % nv,
                   path, "-o", exe]
            b = subprocess.run(cmd, capture_output=True, text=True, cwd=o.out)
            if b.returncode != 0:
                print("FAIL seed %d %s: does not compile: %s" % (seed, opt, b.stderr.strip()[-300:]))
                ok = False
                continue
            # The accelerator compiler's dump lands beside the output.
            for fn in os.listdir(o.out):
                if fn.startswith("rot-%d%s" % (seed, opt)) and "qprop-sr" in fn:
                    with open(os.path.join(o.out, fn)) as f:
                        if "GCC's passes" in f.read():
                            any_unrolled = True
                    os.remove(os.path.join(o.out, fn))
            env = dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY",
                       ACC_DEVICE_TYPE="nvidia", LD_LIBRARY_PATH=lib)
            try:
                r = subprocess.run([exe], env=env, capture_output=True, timeout=300)
                rc = r.returncode
            except subprocess.TimeoutExpired:
                rc = "timeout"
            if rc != 0:
                print("FAIL seed %d %s: exit %s" % (seed, opt, rc))
                ok = False
        if ok:
            passed += 1
        else:
            failed += 1
        unrolled += any_unrolled
    print("rotate-fuzz: %d passed, %d failed (%d programs unrolled)" % (passed, failed, unrolled))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
