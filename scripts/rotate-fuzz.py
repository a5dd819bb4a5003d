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
Needs make nvptx-plugin simgpu.  Builds and runs through
scripts/lib/difftest.py; a failing seed keeps its folder DIR/sSEED.
Prints one line per failure, then
"rotate-fuzz: N passed, M failed (K programs unrolled)".
"""

import argparse
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# No __pycache__ beside the scripts in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ROOT, "scripts/lib"))
import difftest  # noqa: E402


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
    # The compiles run in each seed's folder (the accelerator compiler's
    # dumps land there), so its path must not depend on where we are.
    o.out = os.path.abspath(o.out)
    os.makedirs(o.out, exist_ok=True)
    tally = difftest.Tally("rotate-fuzz")
    nv = str(difftest.NVPTX_PLUGIN)
    if not difftest.require("rotate-fuzz",
                            [nv, difftest.SIMGPU_LIB / "libgomp-plugin-nvptx.so.1"],
                            "make nvptx-plugin simgpu"):
        return tally.missing("(0 programs unrolled)")
    nv = difftest.snapshot_plugin(nv, o.out)
    offload = (difftest.QPROP_OFFLOAD_FLAGS.split() + ["-no-pie"]
               + difftest.offload_plugin_flags(
                   ["-fplugin=%s" % nv, difftest.QPROP_PASSES_ALL,
                    "-fplugin-arg-qprop-verify",
                    "-fplugin-arg-qprop-dump=qprop-sr"]))
    env = difftest.simgpu_env({"OMP_TARGET_OFFLOAD": "MANDATORY",
                               "ACC_DEVICE_TYPE": "nvidia"})
    unrolled = 0
    for seed in range(o.seed_start, o.seed_start + o.n):
        src, flag = program(seed)
        with tally.case("seed %d" % seed, os.path.join(o.out, "s%d" % seed)) as c:
            path = c.path("rot-%d.c" % seed)
            with open(path, "w") as f:
                f.write(src)
            any_unrolled = False
            for opt in ("-O2", "-O3"):
                exe = "rot-%d%s" % (seed, opt)
                if not c.build(exe, ["gcc", opt, flag, *offload, path,
                                     "-o", exe], timeout=600):
                    continue
                # The accelerator compiler's dump lands beside the output.
                for fn in os.listdir(c.dir):
                    if fn.startswith(exe) and "qprop-sr" in fn:
                        with open(c.path(fn)) as f:
                            if "GCC's passes" in f.read():
                                any_unrolled = True
                        os.remove(c.path(fn))
                # The program checks itself against a sequential walk.
                r = c.execute(exe, ["./" + exe], timeout=300, env=env)
                if r.rc != 0:
                    c.fail("%s: exit %s" % (exe, r.rc))
            unrolled += any_unrolled
    return tally.close("(%d programs unrolled)" % unrolled)


if __name__ == "__main__":
    sys.exit(main())
