#!/usr/bin/python3
"""Random omp simd kernels for testing qprop-div's answers at run time.

Csmith writes no simd loops, so it cannot test the divergence analysis.
This generator writes small C programs whose one function is an omp simd
loop with random straight-line code, nested ifs, inner loops whose trip
counts may depend on the lane or on data, early exits (break), switches,
and loads and stores of arrays the lanes share.  check-simd-fuzz.sh builds
each program plainly and with -fplugin-arg-qprop-simt=host
-fplugin-arg-qprop-div-check, and compares; any run-time violation is a
bug in the analysis.  Every program is free of undefined behaviour: array
indices are masked into bounds, shifts are by small constants, divisions
are by nonzero constants, and arithmetic is on unsigned values where it
could overflow.

With --unstructured, conditions are often short-circuit chains (a && b,
a || b) and iterations may end early (if (...) continue;), the shapes that
qprop-linearize folds, and an early exit may do work of its own before
it leaves its loop; without it (and without --nests) the output for a
seed is as it always was.

With --nests, loops nest more often and inner trip counts depend on the
lane and the outer counter (loop nests for qprop-flatten).

With --shapes=LIST (scloop, nestarm, rarelong, colarm, or all) the body
is one of issue 33's shapes instead (ShapeGen below): a short-circuit
condition with a counted loop in an arm, nested arms with a uniform loop,
data-dependent inner trip counts (rare long, even, differing by one,
zero), or a column walk over an image with the neighbour rows' indices
computed in the arms through int, long, size_t, unsigned and narrowed
arithmetic.  The other options' output is unchanged.

With --vectorize the kernel is one for qprop-vectorize (VecGen below):
32-bit unsigned and float values, an omp simd loop (sometimes with an
unsigned reduction: + mostly, or ^ | & * max min, chosen from a random
stream of its own so that the rest of each program is as before) whose body holds divergent and uniform branches, inner for
and while loops whose trip counts differ per lane (with breaks), gathers
from small tables, contiguous loads, and stores to the lane's own element
only (in arms too: masked stores), so that running the lanes together is
always allowed.  Half the programs (by seed) leave out gathers, integer
division and reductions, which a first vectorizer may refuse.  The checksum folds the float results in by their bits
(every NaN alike).  Build it with -ffp-contract=off.

Usage: simd-fuzz.py [--unstructured] [--nests] [--shapes=LIST]
                    [--vectorize] SEED > prog.c
"""

import random
import re
import sys


class Gen:
    def __init__(self, seed, unstructured=False, nests=False):
        self.r = random.Random(seed)
        self.unstructured = unstructured
        self.nests = nests
        self.vars = []          # names of scalars in scope (unsigned)
        self.counters = []      # loop counters in scope: read, never written
        self.n = 0
        self.depth = 0
        self.loop_depth = 0
        self.lines = []

    def fresh(self, prefix="v"):
        self.n += 1
        return "%s%d" % (prefix, self.n)

    def emit(self, text):
        self.lines.append("  " * (self.depth + 3) + text)

    def atom(self):
        r = self.r.random()
        if r < 0.25:
            return "(unsigned) i"
        if r < 0.40:
            return self.r.choice(["p", "q"])
        if r < 0.55:
            return "%du" % self.r.randint(0, 9)
        if r < 0.70:
            return "a[%s]" % self.index()
        if r < 0.78:
            return "c[%s]" % self.index()
        if self.vars or self.counters:
            return self.r.choice(self.vars + self.counters)
        return "p"

    def index(self):
        r = self.r.random()
        if r < 0.3:
            return "i & 127"
        if r < 0.5:
            return "(p + %d) & 127" % self.r.randint(0, 5)
        if r < 0.6:
            return "%d" % self.r.randint(0, 127)
        return "(%s) & 127" % self.expr(1)

    def expr(self, depth=2):
        if depth <= 0 or self.r.random() < 0.3:
            return self.atom()
        op = self.r.choice(["+", "-", "*", "&", "|", "^", ">>", "<<", "/",
                            "%", "cmp", "?:"])
        a = self.expr(depth - 1)
        if op in (">>", "<<"):
            return "(%s %s %d)" % (a, op, self.r.randint(0, 4))
        if op in ("/", "%"):
            return "(%s %s %du)" % (a, op, self.r.randint(1, 7))
        if op == "cmp":
            return "(unsigned) (%s %s %s)" % (
                a, self.r.choice(["<", "==", "!=", ">="]), self.expr(depth - 1))
        if op == "?:":
            return "(%s ? %s : %s)" % (self.cond(), a, self.expr(depth - 1))
        return "(%s %s %s)" % (a, op, self.expr(depth - 1))

    def cond(self):
        if self.unstructured and self.r.random() < 0.4:
            return "(%s) %s (%s)" % (self.simple_cond(),
                                     self.r.choice(["&&", "||"]),
                                     self.cond())
        return self.simple_cond()

    def simple_cond(self):
        r = self.r.random()
        if r < 0.2:
            return "(%s & 1u)" % self.expr(1)
        return "%s %s %s" % (self.expr(1),
                             self.r.choice(["<", ">", "==", "!=", "<=", ">="]),
                             self.expr(1))

    def stmt(self, budget):
        if self.unstructured and self.depth > 0 and self.r.random() < 0.1:
            self.emit("if (%s)" % self.cond())
            self.emit("  continue;")
            return 1
        r = self.r.random()
        if self.nests and self.loop_depth < 2 and self.depth < 3 \
           and self.r.random() < 0.4:
            r = 0.8
        if r < 0.35 or self.depth >= 3:
            v = self.fresh()
            self.emit("unsigned %s = %s;" % (v, self.expr()))
            self.vars.append(v)
            return 1
        if r < 0.5 and self.vars:
            self.emit("%s %s= %s;" % (self.r.choice(self.vars),
                                      self.r.choice(["+", "^", "-"]),
                                      self.expr()))
            return 1
        if r < 0.58:
            self.emit("c[%s] = %s;" % (self.index(), self.expr()))
            return 1
        if r < 0.75:
            self.emit("if (%s)" % self.cond())
            return self.block(budget // 2, else_too=self.r.random() < 0.5)
        if r < 0.92:
            j = self.fresh("j")
            bound = self.r.choice(["%du" % self.r.randint(0, 5), "(p & 7u)",
                                   "((unsigned) i & 7u)",
                                   "(a[i & 127] & 7u)", "(%s & 7u)" % self.expr(1)])
            if self.nests and self.counters and self.r.random() < 0.5:
                # An inner trip count that differs per lane and per outer
                # iteration: the nests qprop-flatten works on.
                bound = "((a[((unsigned) i + %s) & 127] ^ %s) & 7u)" % (
                    self.r.choice(self.counters), self.r.choice(["p", "q"]))
            self.emit("for (unsigned %s = 0; %s < %s; %s++)" % (j, j, bound, j))
            self.counters.append(j)
            self.loop_depth += 1
            used = self.block(budget // 2, breakable=True)
            self.loop_depth -= 1
            self.counters.remove(j)
            return used
        self.emit("switch (%s & 3u)" % self.expr(1))
        self.emit("{")
        used = 0
        for k in range(3):
            self.emit("case %du:" % k)
            v = self.r.choice(self.vars) if self.vars else None
            if v:
                self.emit("  %s += %s;" % (v, self.expr(1)))
            self.emit("  break;")
            used += 1
        self.emit("default:")
        self.emit("  break;")
        self.emit("}")
        return used

    def block(self, budget, else_too=False, breakable=False):
        saved = list(self.vars)
        self.emit("{")
        self.depth += 1
        used = 0
        count = max(1, min(budget, self.r.randint(1, 4)))
        for _ in range(count):
            used += self.stmt(budget - used)
        if breakable and self.r.random() < 0.3:
            self.emit("if (%s)" % self.cond())
            if ((self.unstructured or self.nests) and saved
                    and self.r.random() < 0.5):
                # An exit that does its own work before it leaves: the
                # loop's exits then lead to different blocks (the loops
                # qprop-linearize's divergent loop transform rebinds).
                self.emit("  {")
                self.emit("    %s ^= %s;" % (self.r.choice(saved), self.expr()))
                self.emit("    %s += %s;" % (self.r.choice(saved), self.expr()))
                self.emit("    break;")
                self.emit("  }")
            else:
                self.emit("  break;")
        self.depth -= 1
        self.emit("}")
        self.vars = saved
        if else_too:
            self.emit("else")
            self.emit("{")
            self.depth += 1
            v = self.fresh()
            self.emit("unsigned %s = %s;" % (v, self.expr()))
            if self.vars:
                self.emit("%s += %s;" % (self.r.choice(self.vars), v))
            self.depth -= 1
            self.emit("}")
        return used + 1

    def program(self):
        self.vars = []
        budget = self.r.randint(6, 30)
        used = 0
        while used < budget:
            used += self.stmt(budget - used)
        result = " ^ ".join(self.vars[-3:]) if self.vars else "0u"
        self.emit("out[i] = %s;" % result)
        body = "\n".join(self.lines)
        return TEMPLATE % {"body": body}


TEMPLATE = r"""/* Generated by scripts/simd-fuzz.py.  */
#include <stdio.h>

#define N 300

__attribute__((noipa)) void
kernel (unsigned *restrict out, const unsigned *restrict a,
	unsigned *restrict c, unsigned p, unsigned q, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
%(body)s
    }
}

int
main (void)
{
  static unsigned a[128], c[128], out[N];
  unsigned long sum = 0;
  for (int t = 0; t < 4; t++)
    {
      for (int k = 0; k < 128; k++)
	{
	  a[k] = (unsigned) (k * 2654435761u + t * 40503u) >> 7;
	  c[k] = (unsigned) (k * 40503u) >> 3;
	}
      kernel (out, a, c, (unsigned) t * 3u, 5u - (unsigned) t, 37 + 80 * t);
      for (int k = 0; k < N; k++)
	sum = sum * 31 + out[k];
      for (int k = 0; k < 128; k++)
	sum = sum * 7 + c[k];
    }
  printf ("checksum %%lu\n", sum);
  return 0;
}
"""


# --- Issue 33's shapes (--shapes=LIST) --------------------------------
#
# One kernel body of one shape, drawn from LIST by the seed, in
# SHAPE_TEMPLATE (the same kernel and driver as TEMPLATE, plus an image
# img[h][w] for the column walk).  The values are unsigned (wrapping is
# defined), a[] indices are masked into bounds, the walk reads rows 0 .. h
# - 1 only (r from 2 to h - 3, neighbours r - 2 .. r + 2), and trip counts
# are bounded (at most 123).

SHAPES = ["scloop", "nestarm", "rarelong", "colarm"]

SHAPE_TEMPLATE = TEMPLATE.replace(
    "int n)", "int n,\n\tconst int *img, int w, int h)").replace(
    "static unsigned a[128], c[128], out[N];",
    "static unsigned a[128], c[128], out[N];\n"
    "  static int img[IMG_W * IMG_H];\n"
    "  for (int k = 0; k < IMG_W * IMG_H; k++)\n"
    "    img[k] = (int) ((k * 40503u) %% 2003u) - 1000;").replace(
    "37 + 80 * t);", "37 + 80 * t,\n\t      img, IMG_W, IMG_H);").replace(
    "#define N 300", "#define N 300\n#define IMG_W %(w)d\n#define IMG_H %(h)d")


class ShapeGen:
    def __init__(self, seed, shapes):
        self.r = random.Random(seed * 31 + 7)
        self.shape = self.r.choice(shapes)

    def pick(self, xs):
        return self.r.choice(xs)

    def sc(self, depth=0):
        atoms = ["x > %du" % self.r.randrange(0, 1 << 24),
                 "a[(i + %d) & 127] < %du" % (self.r.randrange(8), self.r.randrange(1 << 24)),
                 "a[c[i & 127] & 127] > %du" % self.r.randrange(1 << 24),
                 "(x & %du) != 0u" % self.pick([1, 2, 4, 16]),
                 "(i & %d) != 0" % self.pick([1, 3, 31]), "p > %du" % self.r.randrange(8)]
        parts = [("(%s)" % self.sc(depth + 1)) if depth < 2 and self.r.random() < 0.3
                 else self.pick(atoms) for _ in range(self.pick([2, 2, 3]))]
        out = parts[0]
        for q in parts[1:]:
            out = "%s %s %s" % (out, self.pick(["&&", "||"]), q)
        return out

    def body(self):
        b = ["unsigned x = a[i & 127];", "unsigned r = x;"]
        if self.shape == "scloop":
            trip = self.pick(["(p & 7u)", "(q & 7u) + 2u", "(x & 15u)", "(c[i & 127] & 7u)"])
            loop = ["for (unsigned k = 0; k < %s; k++)" % trip, "  {",
                    "    r ^= r << 13;", "    r ^= r >> 17;",
                    "    r += a[(i + k) & 127] + k;"]
            brk = self.pick([None, "(r & 31u) == %du" % self.r.randrange(32), "k == p"])
            if brk:
                loop += ["    if (%s)" % brk, "      break;"]
            loop.append("  }")
            arms = [["r = r * 2654435761u + 17u;"], loop]
            if self.r.random() < 0.5:
                arms.reverse()
            b += ["if (%s)" % self.sc(), "  {"] + ["    " + x for x in arms[0]] + \
                ["  }", "else", "  {"] + ["    " + x for x in arms[1]] + ["  }"]
        elif self.shape == "nestarm":
            c = ["x & %du" % self.pick([1, 2, 4]), "x % 3u == 0u",
                 "(x >> 3) & 1u", "x > %du" % self.r.randrange(1 << 24)]
            loop = ["r = x;", "for (unsigned k = 0; k < (p & 7u) + %du; k++)"
                    % self.r.randrange(3), "  r = (r ^ a[(k * 5u) & 127]) * 16777619u;"]
            leaves = [loop, ["r = (x >> 3) * 2654435761u;"], ["r = x ^ 0x9e3779b9u;"]]
            self.r.shuffle(leaves)
            b += ["if (%s)" % self.pick(c), "  {", "    if (%s)" % self.pick(c),
                  "      {"] + ["        " + x for x in leaves[0]] + \
                ["      }", "    else", "      {"] + ["        " + x for x in leaves[1]] + \
                ["      }", "  }", "else", "  {"] + ["    " + x for x in leaves[2]] + ["  }"]
        elif self.shape == "rarelong":
            # Inside a short uniform outer loop: qprop-flatten takes a nest
            # inside the lane loop, never the lane loop itself.
            trip = self.pick(["(y %% 32u == %du ? 60u + (y & 63u) : y & 3u)" % self.r.randrange(32),
                              "(q & 7u) + 1u", "(q & 7u) + ((y >> 4) & 1u)",
                              "(y % 3u == 0u ? y & 7u : 0u)"])
            b += ["for (unsigned o = 0; o < (p & 1u) + %du; o++)" % self.r.randrange(1, 4),
                  "  {", "    unsigned y = a[((unsigned) i + o * 37u) & 127];",
                  "    for (unsigned k = 0; k < %s; k++)" % trip,
                  "      r = r * 1664525u + a[(i + k) & 127];", "  }"]
        else:
            up = self.pick(["(rr - 2) * w + i", "(int) (short) (rr - 1) * w + i",
                            "(long) (rr - 2) * w + i",
                            "(unsigned) i - 2u * (unsigned) w + (unsigned) rr * (unsigned) w"])
            dn = self.pick(["(rr + 1) * w + i", "(size_t) (rr + 2) * (size_t) w + (size_t) i",
                            "(unsigned short) ((rr + 1) * w + i)"])
            b = ["unsigned r = 0;", "for (int rr = 2; rr < h - 2; rr++)", "  {",
                 "    int m = img[rr * w + i];", "    r = r * 31u + (unsigned) m;",
                 "    if (m & 1)", "      r += (unsigned) img[%s];" % up,
                 "    if (m < %d)" % self.r.randrange(-500, 500),
                 "      r ^= (unsigned) img[%s] * 3u;" % dn, "  }"]
        b.append("out[i] = r;")
        return b

    def program(self):
        body = "\n".join("      " + x for x in self.body())
        return (SHAPE_TEMPLATE % {"body": body, "w": 280, "h": self.r.randrange(6, 14)}
                ).replace("Generated by scripts/simd-fuzz.py.",
                          "Generated by scripts/simd-fuzz.py --shapes: %s." % self.shape)


# --- Kernels for qprop-vectorize (--vectorize) --------------------------
#
# What a vectorizer of omp simd loops may assume and must get right: no
# lane writes memory another lane reads (stores go to out[i], fout[i] and
# c[i] only; a[], b[], fa[], fb[] are read-only), so the vector code and
# the iterations in order must agree.  Values are unsigned (wrapping is
# defined) or float (only + - * and comparisons: IEEE results are the
# same per lane in scalar and vector code; floats are never converted to
# integers, which could be undefined).  Table indices are masked into
# bounds, shifts are by small constants, divisions by nonzero constants,
# and every loop is bounded.


class VecGen:
    def __init__(self, seed):
        self.r = random.Random(seed * 7919 + 3)
        self.uvars, self.fvars, self.counters = [], [], []
        self.n = 0
        self.depth = 0
        self.loops = 0
        self.lines = []
        # Half the programs keep to what a first vectorizer takes: no
        # gathers (only the lane's own element of b, c, fb), no integer
        # division, no comparison used as a value, no reduction.  The
        # other half use all of it.
        self.simple = self.r.random() < 0.5
        self.reduction = not self.simple and self.r.random() < 0.5
        self.red_op = self.reduction_op(seed)

    @staticmethod
    def reduction_op(seed):
        """The operation of the program's reduction, from its own random
        stream, so that the rest of every seed's program stays as it was:
        + mostly, or another one qprop-vectorize merges (integers only; a
        float reduction would need a tolerance)."""
        return random.Random(seed * 104729 + 11).choice(
            ["+", "+", "+", "^", "|", "&", "*", "max", "min"])

    def reduction_init(self):
        """red's value before the loop (0 unless the operation would
        keep it there)."""
        if not self.reduction or self.red_op in ("+", "^", "|", "max"):
            return "0u"
        return "1u" if self.red_op == "*" else "0xffffffffu"

    def reduction_update(self):
        """One update of red with the reduction's operation."""
        e = self.uexpr()
        op = self.red_op
        if op == "*":
            return "red *= (%s) | 1u;" % e
        if op in ("max", "min"):
            return "{ unsigned rv = %s; red = rv %s red ? rv : red; }" % (
                e, ">" if op == "max" else "<")
        return "red %s= %s;" % (op, e)

    def fresh(self, prefix):
        self.n += 1
        return "%s%d" % (prefix, self.n)

    def emit(self, text):
        self.lines.append("  " * (self.depth + 3) + text)

    def idx(self):
        return self.r.choice(["i & 127", "(%s) & 127u" % self.uexpr(1),
                              "(p + (unsigned) i * %du) & 127u" % self.r.randint(1, 9)])

    def uatom(self):
        r = self.r.random()
        if r < 0.2:
            return "(unsigned) i"
        if r < 0.3:
            return self.r.choice(["p", "q"])
        if r < 0.42:
            return "%du" % self.r.randint(0, 40)
        if r < 0.56:
            return "c[i]" if self.simple else "a[%s]" % self.idx()
        if r < 0.68:
            return "b[i]"
        if r < 0.72:
            return "c[i]"
        pool = self.uvars + self.counters
        return self.r.choice(pool) if pool else "q"

    def uexpr(self, depth=2):
        if depth <= 0 or self.r.random() < 0.3:
            return self.uatom()
        ops = ["+", "-", "*", "&", "|", "^", ">>", "<<", "?:"]
        if not self.simple:
            ops += ["/", "%", "cmp", "fcmp"]
        op = self.r.choice(ops)
        a = self.uexpr(depth - 1)
        if op in (">>", "<<"):
            return "(%s %s %d)" % (a, op, self.r.randint(0, 4))
        if op in ("/", "%"):
            return "(%s %s %du)" % (a, op, self.r.randint(1, 9))
        if op == "cmp":
            return "(unsigned) (%s %s %s)" % (
                a, self.r.choice(["<", "==", "!=", ">="]), self.uexpr(depth - 1))
        if op == "fcmp":
            return "(unsigned) (%s %s %s)" % (
                self.fexpr(depth - 1), self.r.choice(["<", ">", "<="]),
                self.fexpr(depth - 1))
        if op == "?:":
            return "(%s ? %s : %s)" % (self.cond(), a, self.uexpr(depth - 1))
        return "(%s %s %s)" % (a, op, self.uexpr(depth - 1))

    def fatom(self):
        r = self.r.random()
        if r < 0.15:
            return "fp"
        if r < 0.3:
            return "%d.%df" % (self.r.randint(-4, 9), self.r.choice([0, 25, 5, 75]))
        if r < 0.45:
            return "fb[i]" if self.simple else "fa[%s]" % self.idx()
        if r < 0.6:
            return "fb[i]"
        if r < 0.7:
            return "(float) (int) (%s & 0xffffu)" % self.uexpr(1)
        return self.r.choice(self.fvars) if self.fvars else "fb[i]"

    def fexpr(self, depth=2):
        if depth <= 0 or self.r.random() < 0.3:
            return self.fatom()
        op = self.r.choice(["+", "-", "*", "?:", "min"])
        a = self.fexpr(depth - 1)
        b = self.fexpr(depth - 1)
        if op == "?:":
            return "(%s ? %s : %s)" % (self.cond(), a, b)
        if op == "min":     # of atoms: the text names each twice
            a, b = self.fatom(), self.fatom()
            return "(%s < %s ? %s : %s)" % (a, b, a, b)
        if op == "*":
            return "(%s * %s)" % (a, self.r.choice(["0.5f", "1.25f", "-0.75f", b]))
        return "(%s %s %s)" % (a, op, b)

    def cond(self):
        r = self.r.random()
        if r < 0.15:     # uniform: the same in every lane
            return self.r.choice(["p > %du" % self.r.randint(0, 9),
                                  "(q & %du) != 0u" % self.r.choice([1, 2, 4]),
                                  "fp < %d.5f" % self.r.randint(-1, 3)])
        if r < 0.35:
            return "%s %s %s" % (self.fexpr(1), self.r.choice(["<", ">", ">="]),
                                 self.fexpr(1))
        if r < 0.5:
            return "(%s & 1u)" % self.uexpr(1)
        return "%s %s %s" % (self.uexpr(1),
                             self.r.choice(["<", ">", "==", "!=", "<=", ">="]),
                             self.uexpr(1))

    def stmt(self, budget):
        r = self.r.random()
        if self.depth >= 3 or r < 0.3:
            # Every new value is folded into the lane's accumulators (h,
            # g), which reach out[i] and fout[i]: no computation is dead,
            # so inner loops and arms survive to the vectorizers.
            if self.r.random() < 0.5:
                v = self.fresh("u")
                self.emit("unsigned %s = %s;" % (v, self.uexpr()))
                self.emit("h = h * 31u + %s;" % v)
                self.uvars.append(v)
            else:
                v = self.fresh("f")
                self.emit("float %s = %s;" % (v, self.fexpr()))
                self.emit("g = g * 0.5f + %s;" % v)
                self.fvars.append(v)
            return 1
        if r < 0.42 and (self.uvars or self.fvars):
            if self.fvars and (not self.uvars or self.r.random() < 0.5):
                self.emit("%s = %s;" % (self.r.choice(self.fvars), self.fexpr()))
            else:
                self.emit("%s %s= %s;" % (self.r.choice(self.uvars),
                                          self.r.choice(["+", "^", "-"]),
                                          self.uexpr()))
            return 1
        if r < 0.5:
            self.emit(self.r.choice(["c[i] = %s;" % self.uexpr(),
                                     "out[i] = %s;" % self.uexpr(),
                                     "fout[i] = %s;" % self.fexpr()]))
            return 1
        if r < 0.54 and self.reduction:
            self.emit(self.reduction_update())
            return 1
        if r < 0.72:
            self.emit("if (%s)" % self.cond())
            return self.block(budget // 2, else_too=self.r.random() < 0.5)
        if self.loops >= 3:
            return self.stmt(budget)
        self.loops += 1
        if r < 0.79 and self.depth < 2:
            return self.nest(budget)
        if r < 0.86:
            j = self.fresh("j")
            bound = self.r.choice(["%du" % self.r.randint(0, 5), "(p & 3u) + 1u",
                                   "((unsigned) i & 7u)",
                                   "(c[i] & 7u)" if self.simple else "(a[i & 127] & 7u)",
                                   "(b[i] & 15u)", "(%s & 7u)" % self.uexpr(1)])
            self.emit("for (unsigned %s = 0; %s < %s; %s++)" % (j, j, bound, j))
            self.counters.append(j)
            used = self.block(budget // 2, breakable=True,
                              first="h ^= %s + (h << 3);" % j)
            self.counters.remove(j)
            return used
        # A while loop in the style of Mandelbrot: a float that grows until
        # it passes a limit or a counter runs out.
        k, x = self.fresh("k"), self.fresh("f")
        self.emit("float %s = %s;" % (x, self.fexpr(1)))
        self.fvars.append(x)
        self.emit("unsigned %s = 0;" % k)
        self.emit("while (%s < %d.0f && %s < %du)" % (
            x, self.r.randint(1, 50), k, self.r.randint(1, 20)))
        after = "h += %s;" % k
        self.counters.append(k)
        self.emit("{")
        self.depth += 1
        self.emit("%s = %s * %s + %s;" % (x, x, self.r.choice(["1.5f", "2.0f", "-1.25f", x]),
                                          self.fexpr(1)))
        self.emit("%s++;" % k)
        used = 1
        if self.r.random() < 0.5:
            saved = list(self.uvars), list(self.fvars)
            used += self.stmt(budget // 2)
            self.uvars, self.fvars = list(saved[0]), list(saved[1])
        self.depth -= 1
        self.emit("}")
        self.emit(after)
        self.counters.remove(k)
        return used

    def nest(self, budget):
        """Nested loops whose trip counts differ per lane: a binary search
        (a while whose if/else moves lo or hi: GCC's loop discovery makes
        two nested loops of it, whose exit leaves both), or a counted loop
        around a halving while, left by a break from the inner level and a
        goto out of both.  Each is bounded: hi - lo halves, k shrinks."""
        saved = list(self.uvars), list(self.fvars)
        if self.r.random() < 0.5:
            lo, hi, mid = self.fresh("lo"), self.fresh("hi"), self.fresh("m")
            key = "(%s) & 1023u" % self.uexpr(1)
            probe = ("(c[i] + %s * 37u) & 1023u" % mid if self.simple
                     else "a[%s & 127u] & 1023u" % mid)
            self.emit("unsigned %s = 0u, %s = %du + (%s & 15u);"
                      % (lo, hi, self.r.randint(0, 40), self.uexpr(1)))
            self.emit("while (%s - %s > 1u)" % (hi, lo))
            self.emit("{")
            self.depth += 1
            self.emit("unsigned %s = %s + ((%s - %s) >> 1);" % (mid, lo, hi, lo))
            self.emit("if (%s > %s)" % (probe, key))
            self.emit("  %s = %s;" % (hi, mid))
            self.emit("else")
            self.emit("  %s = %s;" % (lo, mid))
            self.depth -= 1
            self.emit("}")
            self.emit("h = h * 31u + %s * 3u + %s;" % (lo, hi))
            return 3
        j, k, out = self.fresh("j"), self.fresh("k"), self.fresh("L")
        bound = self.r.choice(["%du" % self.r.randint(0, 4), "((unsigned) i & 3u)",
                               "(b[i] & 7u)", "(%s & 3u)" % self.uexpr(1)])
        self.emit("for (unsigned %s = 0; %s < %s; %s++)" % (j, j, bound, j))
        self.emit("{")
        self.depth += 1
        self.counters.append(j)
        self.emit("unsigned %s = (%s) & 63u;" % (k, self.uexpr(1)))
        self.emit("while (%s > 2u)" % k)
        self.emit("{")
        self.depth += 1
        used = 2 + self.stmt(max(1, budget // 3))
        if self.r.random() < 0.5:
            self.emit("if (%s)" % self.cond())
            self.emit("  break;")
        goto = self.r.random() < 0.5
        if goto:
            self.emit("if (%s)" % self.cond())
            self.emit("  goto %s;" % out)
        self.emit("%s = (%s >> 1) + (%s & 1u);" % (k, k, self.uexpr(1)))
        self.depth -= 1
        self.emit("}")
        self.emit("h ^= %s + (h << 2);" % k)
        self.counters.remove(j)
        self.depth -= 1
        self.emit("}")
        if goto:
            self.emit("%s:" % out)
        self.emit("h += 7u;")
        self.uvars, self.fvars = list(saved[0]), list(saved[1])
        return used

    def block(self, budget, else_too=False, breakable=False, first=None):
        saved = list(self.uvars), list(self.fvars)
        self.emit("{")
        self.depth += 1
        if first:
            self.emit(first)
        used = 0
        for _ in range(max(1, min(budget, self.r.randint(1, 4)))):
            used += self.stmt(budget - used)
        if breakable and self.r.random() < 0.35:
            self.emit("if (%s)" % self.cond())
            self.emit("  break;")
        self.depth -= 1
        self.emit("}")
        self.uvars, self.fvars = list(saved[0]), list(saved[1])
        if else_too:
            self.emit("else")
            self.emit("{")
            self.depth += 1
            used += self.stmt(1)
            self.depth -= 1
            self.emit("}")
            self.uvars, self.fvars = list(saved[0]), list(saved[1])
        return used + 1

    def program(self):
        self.emit("unsigned h = b[i];")
        self.emit("float g = fb[i];")
        budget = self.r.randint(6, 26)
        used = 0
        while used < budget:
            used += self.stmt(budget - used)
        self.emit("out[i] += h;")
        self.emit("fout[i] = g;")
        return VEC_TEMPLATE % {
            "body": "\n".join(self.lines),
            "pragma": ("omp simd reduction (%s:red)" % self.red_op
                       if self.reduction else "omp simd"),
            "red_init": self.reduction_init()}


VEC_TEMPLATE = r"""/* Generated by scripts/simd-fuzz.py --vectorize.  */
#include <stdio.h>
#include <string.h>

#define N 300

__attribute__((noipa)) unsigned
kernel (unsigned *restrict out, float *restrict fout, unsigned *restrict c,
	const unsigned *restrict a, const unsigned *restrict b,
	const float *restrict fa, const float *restrict fb,
	unsigned p, unsigned q, float fp, int n)
{
  unsigned red = %(red_init)s;
#pragma %(pragma)s
  for (int i = 0; i < n; i++)
    {
%(body)s
    }
  return red;
}

static unsigned
bits (float f)
{
  unsigned u;
  if (f != f)
    return 0x7fc00000u;
  memcpy (&u, &f, sizeof u);
  return u;
}

int
main (void)
{
  static unsigned a[128], b[N], c[N], out[N];
  static float fa[128], fb[N], fout[N];
  static const int ns[] = { 0, 1, 7, 8, 9, 37, 117, 300 };
  unsigned long sum = 0;
  for (int t = 0; t < 8; t++)
    {
      for (int k = 0; k < 128; k++)
	{
	  a[k] = (unsigned) (k * 2654435761u + t * 40503u) >> 7;
	  fa[k] = (float) (int) ((k * 40503u + t) %% 1024u) * 0.125f - 40.0f;
	}
      for (int k = 0; k < N; k++)
	{
	  b[k] = (unsigned) (k * 2246822519u + t) >> 9;
	  c[k] = (unsigned) k * 3u;
	  out[k] = (unsigned) k;
	  fb[k] = (float) (int) ((k * 2654435761u) >> 22) * 0.0625f - 20.0f;
	  fout[k] = -1.0f;
	}
      unsigned red = kernel (out, fout, c, a, b, fa, fb, (unsigned) t * 3u,
			     5u - (unsigned) t, (float) t * 0.75f - 1.0f,
			     ns[t]);
      for (int k = 0; k < N; k++)
	sum = (sum * 31 + out[k]) * 31 + bits (fout[k]) + c[k] * 7;
      sum = sum * 31 + red;
    }
  printf ("checksum %%lu\n", sum);
  return 0;
}
"""


def wide_program(seed):
    """The --vectorize kernel of SEED with mixed widths (--vectorize
    --wide): its floats become doubles (64-bit lanes, the 32-bit unsigned
    values beside them), b[i] gets a byte added (bb[i]: 8-bit loads), each
    store to c[i] a byte store of it (bc[i], under the same mask), and
    the lane's h is stored as a byte too (bout[i]).  The checksum folds
    the doubles' 64 bits and the bytes in."""
    text = VecGen(seed).program()
    text = text.replace("Generated by scripts/simd-fuzz.py --vectorize.",
                        "Generated by scripts/simd-fuzz.py --vectorize --wide.")
    text = re.sub(r"\bfloat\b", "double", text)
    text = re.sub(r"(\d+\.\d+)f\b", r"\1", text)
    text = re.sub(r"(?<![a-z])b\[i\]", "(b[i] + bb[i])", text)
    text = re.sub(r"(?m)^(\s*)c\[i\] = (.*);$",
                  r"\1{ c[i] = \2; bc[i] = (unsigned char) (c[i] >> 1); }", text)
    text = text.replace("      out[i] += h;\n",
                        "      out[i] += h;\n      bout[i] = (unsigned char) h;\n")
    text = text.replace("__attribute__((noipa)) unsigned\nkernel",
                        "static unsigned char bb[N], bc[N], bout[N];\n\n"
                        "__attribute__((noipa)) unsigned\nkernel")
    text = text.replace("""  unsigned u;
  if (f != f)
    return 0x7fc00000u;
  memcpy (&u, &f, sizeof u);
  return u;""", """  unsigned long u;
  if (f != f)
    return 0x7ff80000u;
  memcpy (&u, &f, sizeof u);
  return (unsigned) (u ^ (u >> 32));""")
    text = text.replace("""	  fout[k] = -1.0;
""", """	  fout[k] = -1.0;
	  bb[k] = (unsigned char) (k * 37u + (unsigned) t * 11u);
	  bc[k] = 0x5a;
	  bout[k] = 0xa5;
""")
    text = text.replace("+ bits (fout[k]) + c[k] * 7;",
                        "+ bits (fout[k]) + c[k] * 7\n\t      + bc[k] * 131u + bout[k];")
    return text


CALL_HELPERS = r"""#include <math.h>

/* --calls: a pure function that reads memory (called per lane, or by
   the vectorizer where it can), and two `declare simd' functions (their
   simd clones, or per-lane calls).  */
static const unsigned qtab[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };

__attribute__((pure, noinline)) static unsigned
qmix (unsigned x, unsigned p)
{
  return qtab[(x ^ p) & 15u] * 0x9e3779b1u + (x >> 3);
}

#pragma omp declare simd
__attribute__((noinline)) unsigned
qdu (unsigned x)
{
  return (x ^ (x >> 3)) * 5u + ((x & 1u) ? 7u : 0u);
}

#pragma omp declare simd
__attribute__((noinline)) FLOAT
qfs (FLOAT x)
{
  return x > 1 ? x * 0.5f - 1 : x * 0.25f;
}

"""


def calls_program(text, seed, wide):
    """TEXT (a --vectorize program, --wide or not) with calls (--calls):
    each lane's fb[i] may become sqrtf (fabsf (fb[i])), fabsf (fb[i]) or
    qfs (fb[i]), and each b[i] qmix (b[i], p) or qdu (b[i]), chosen from
    the seed's own random stream, so that the program without --calls
    stays the one it was.  At least one call is made.  Needs
    -fno-math-errno (sqrtf an internal function) and -lm."""
    r = random.Random(seed * 15485863 + 5)
    sqrt, fabs = ("sqrt", "fabs") if wide else ("sqrtf", "fabsf")
    head, sep, rest = text.partition("#pragma omp simd")
    body, sep2, tail = rest.partition("  return red;")
    made = [0]

    def fcall(m):
        c = r.random()
        if c < 0.25:
            made[0] += 1
            return "%s (%s (fb[i]))" % (sqrt, fabs)
        if c < 0.4:
            made[0] += 1
            return "%s (fb[i])" % fabs
        if c < 0.6:
            made[0] += 1
            return "qfs (fb[i])"
        return m.group(0)

    def ucall(m):
        c = r.random()
        if c < 0.25:
            made[0] += 1
            return "qmix (b[i], p)"
        if c < 0.45:
            made[0] += 1
            return "qdu (b[i])"
        return m.group(0)

    body = re.sub(r"(?<![a-z])fb\[i\]", fcall, body)
    body = re.sub(r"(?<![a-z])b\[i\]", ucall, body)
    if not made[0]:
        body = re.sub(r"(?<![a-z])b\[i\]", "qdu (b[i])", body, count=1)
    helpers = CALL_HELPERS.replace("FLOAT", "double" if wide else "float")
    head = head.replace("__attribute__((noipa)) unsigned\nkernel",
                        helpers + "__attribute__((noipa)) unsigned\nkernel")
    head = head.replace("simd-fuzz.py --vectorize",
                        "simd-fuzz.py --vectorize --calls", 1)
    return head + sep + body + sep2 + tail


def main():
    args = sys.argv[1:]
    unstructured = "--unstructured" in args
    nests = "--nests" in args
    vectorize = "--vectorize" in args
    wide = "--wide" in args
    calls = "--calls" in args
    shapes = [a for a in args if a.startswith("--shapes=")]
    args = [a for a in args if a not in ("--unstructured", "--nests",
                                         "--vectorize", "--wide", "--calls")
            and not a.startswith("--shapes=")]
    if len(args) != 1 or not args[0].isdigit():
        sys.stderr.write("usage: simd-fuzz.py [--unstructured] [--nests]"
                         " [--shapes=%s|all] [--vectorize [--wide] [--calls]] SEED\n"
                         % ",".join(SHAPES))
        sys.exit(2)
    if vectorize:
        if shapes or unstructured or nests:
            sys.stderr.write("simd-fuzz.py: --vectorize takes no other "
                             "option\n")
            sys.exit(2)
        text = (wide_program(int(args[0])) if wide
                else VecGen(int(args[0])).program())
        if calls:
            text = calls_program(text, int(args[0]), wide)
        sys.stdout.write(text)
        return
    if wide or calls:
        sys.stderr.write("simd-fuzz.py: --wide and --calls go with"
                         " --vectorize\n")
        sys.exit(2)
    if shapes:
        v = shapes[-1].split("=", 1)[1]
        xs = SHAPES if v == "all" else v.split(",")
        if any(x not in SHAPES for x in xs):
            sys.stderr.write("simd-fuzz.py: shapes are %s or all\n" % ",".join(SHAPES))
            sys.exit(2)
        sys.stdout.write(ShapeGen(int(args[0]), xs).program())
        return
    sys.stdout.write(Gen(int(args[0]), unstructured, nests).program())


if __name__ == "__main__":
    main()
