# SPDX-License-Identifier: GPL-3.0-or-later
"""The feature generators of scripts/offload-fuzz.py: one method per
feature (acc_* for OpenACC, omp_* for OpenMP), each writing one kernel
and the lines that print its result, with the helpers they share.

Features is a mixin: offload-fuzz.py's Gen supplies the state the
methods use (self.r, the seeded random source; self.acc; self.n;
self.funcs, the file-scope definitions; self.body, the lines of main;
self.k, the kernel number).  The module comment of offload-fuzz.py says
why every result is deterministic whatever the order of iterations.
"""

TYPES = ["int", "long", "unsigned", "float", "double"]
INT_TYPES = ["int", "long", "unsigned"]
OPS = ["+", "*", "max", "min", "&", "|", "^", "&&", "||"]

FMT = {"int": ("%d", ""), "long": ("%ld", ""), "unsigned": ("%u", ""),
       "float": ("%.9g", "(double)"), "double": ("%.17g", "")}

IDENT = {
    "+": {t: "0" for t in TYPES},
    "*": {t: "1" for t in TYPES},
    "max": {"int": "INT_MIN", "long": "LONG_MIN", "unsigned": "0u",
            "float": "-FLT_MAX", "double": "-DBL_MAX"},
    "min": {"int": "INT_MAX", "long": "LONG_MAX", "unsigned": "UINT_MAX",
            "float": "FLT_MAX", "double": "DBL_MAX"},
    "&": {"int": "-1", "long": "-1L", "unsigned": "~0u"},
    "|": {t: "0" for t in INT_TYPES},
    "^": {t: "0" for t in INT_TYPES},
    "&&": {t: "1" for t in INT_TYPES},
    "||": {t: "0" for t in INT_TYPES},
}


class Features:
    # --- helpers ------------------------------------------------------
    def pick(self, xs):
        return self.r.choice(xs)

    def emit(self, *lines):
        self.body.extend(lines)

    def kname(self):
        self.k += 1
        return "k%d" % self.k

    def x(self, e):
        """A data value for index expression E: ia[] holds ints in
        [-R, R]."""
        return "ia[(%s) %% N]" % e

    def val(self, ty, op, e):
        """The value an iteration with index E contributes to a reduction
        OP of type TY: exact in any order (see the module comment)."""
        X = self.x(e)
        if op == "+":
            return {"int": X, "long": "(long) %s * 1000003L" % X,
                    "unsigned": "(unsigned) %s * 2654435761u" % X,
                    "float": "(float) %s" % X,
                    "double": "%s * 0.5" % X}[ty]
        if op == "*":
            if ty in ("int", "long"):
                return ("(%s %% 127 == 0 ? 2 : (%s %% 3 == 0 ? -1 : 1))"
                        % (X, X))
            if ty == "unsigned":
                return "((unsigned) %s * 2u + 1u)" % X
            c = "f" if ty == "float" else ""
            return ("(%s %% 61 == 0 ? 2.0%s : %s %% 61 == 1 ? 0.5%s"
                    " : %s %% 5 == 0 ? -1.0%s : 1.0%s)"
                    % (X, c, X, c, X, c, c))
        if op in ("max", "min"):
            return {"int": X, "long": "(long) %s * 4294967311L" % X,
                    "unsigned": "(unsigned) %s * 40503u" % X,
                    "float": "(float) %s * 0.25f" % X,
                    "double": "%s * 0.125" % X}[ty]
        one = {"int": "1", "long": "1L", "unsigned": "1u"}[ty]
        if op == "&":
            return "(%s %% 13 == 0 ? ~(%s << (%s & 15)) : ~(%s - %s))" % (
                X, one, X, one, one)
        if op == "|":
            return "(%s %% 11 == 0 ? (%s << (%s & 29)) : 0)" % (X, one, X)
        if op == "^":
            return "(%s) %s * 40503" % (ty, X)
        # && and ||: a value that is sometimes the rare one.
        k = self.r.randrange(-40, 41)
        return ("(%s != %d)" if op == "&&" else "(%s == %d)") % (X, k)

    def init(self, ty, op):
        """A start value for the reduction variable (not the identity)."""
        if op in ("&&", "||"):
            return self.pick(["0", "1"])
        if op == "*":
            return self.pick(["1", "3", "-1"]) if ty != "unsigned" else "3u"
        if op in ("max", "min"):
            return self.pick(["0", "-7", "7"]) if ty != "unsigned" else "5u"
        return str(self.r.randrange(-5, 6)) if ty != "unsigned" else "9u"

    @staticmethod
    def combine(op, var, v):
        if op in ("max", "min"):
            cmp = ">" if op == "max" else "<"
            return "%s = (%s) %s %s ? (%s) : %s;" % (var, v, cmp, var, v, var)
        if op in ("&&", "||"):
            return "%s = %s %s (%s);" % (var, var, op, v)
        return "%s %s= %s;" % (var, op, v)

    def print_scalar(self, k, ty, var, what):
        f, cast = FMT[ty]
        self.emit('  printf ("%s %s %s\\n", %s%s);' % (k, what, f, cast, var))

    def type_op(self):
        op = self.pick(OPS)
        ty = self.pick(INT_TYPES if op in ("&", "|", "^", "&&", "||")
                       else TYPES)
        return ty, op

    # --- OpenACC feature generators -------------------------------------
    def acc_tile(self):
        k = self.kname()
        # GCC 12 gets tile wrong when the inner trip count is not a
        # multiple of the tile's size (the product of its sizes): it
        # walks the collapsed iteration space in chunks of that size but
        # derives the inner index as chunk start % nj + element without
        # carrying into the outer index, so elements past the end of a row
        # store row i's values into row i + 1 (plain GCC, every -O; read
        # from the PTX of tile(4,4) over 15x28, docs/torture-and-fuzz.md, "Offload feature fuzzing").
        # So the inner count is a multiple of the size here; "*, *" (one
        # tile of the whole space, as GCC picks it) is right whatever the
        # counts.
        a, b = self.pick([("8", "2"), ("4", "4"), ("2", "8"), ("4", "2"),
                          ("2", "2"), ("3", "2"), ("16", "1"), ("*", "*")])
        ni = self.r.randrange(5, 25)
        if a == "*":
            nj = self.r.randrange(5, 33)
        else:
            size = int(a) * int(b)
            nj = size * self.r.randrange(1, max(2, 64 // size + 1))
        gw = self.pick(["", " gang", " gang vector", " gang worker vector"])
        self.emit("  {", "    static int o[%d];" % (ni * nj),
                  "#pragma acc parallel loop%s tile(%s, %s) copyin(ia) copyout(o)"
                  % (gw, a, b),
                  "    for (int i = 0; i < %d; i++)" % ni,
                  "      for (int j = 0; j < %d; j++)" % nj,
                  "        o[i * %d + j] = %s * (i + 1) - j;" % (nj, self.x("i * 7 + j")),
                  '    printf ("%s tile %%lx\\n", hash_i (o, %d));' % (k, ni * nj),
                  "  }")

    def acc_collapse(self):
        k = self.kname()
        depth = self.pick([2, 3])
        dims = [self.r.randrange(3, 13) for _ in range(depth)]
        tot = 1
        for d in dims:
            tot *= d
        sched = self.pick(["gang", "gang vector", "gang worker", "gang worker vector",
                           "worker vector", "vector"])
        clauses = ""
        if "gang" in sched and self.r.random() < 0.5:
            clauses += " num_gangs(%d)" % self.r.randrange(2, 9)
        if "worker" in sched:
            clauses += " num_workers(%d)" % self.pick([2, 4, 8])
        if "vector" in sched:
            clauses += " vector_length(%d)" % self.pick([32, 64, 128])
        idx = ["i", "j", "l"][:depth]
        lin = idx[0]
        for d, v in zip(dims[1:], idx[1:]):
            lin = "(%s) * %d + %s" % (lin, d, v)
        lines = ["  {", "    static long o[%d];" % tot]
        if sched.startswith("gang"):
            lines.append("#pragma acc parallel loop %s collapse(%d)%s copyin(ia) copyout(o)"
                         % (sched, depth, clauses))
        else:
            # worker/vector alone: one gang runs the whole nest.
            lines.append("#pragma acc parallel%s copyin(ia) copyout(o)" % clauses)
            lines.append("#pragma acc loop %s collapse(%d)" % (sched, depth))
        for d, v in zip(dims, idx):
            lines.append("    for (int %s = 0; %s < %d; %s++)" % (v, v, d, v))
        lines.append("      o[%s] = (long) %s * (%s + 3) + %s;"
                     % (lin, self.x(lin), idx[-1], idx[0]))
        lines += ['    printf ("%s collapse %%lx\\n", hash_l (o, %d));' % (k, tot), "  }"]
        self.emit(*lines)

    def acc_reduction(self):
        k = self.kname()
        ty, op = self.type_op()
        shape = self.pick(["nest", "combined", "vector-rows", "worker-rows",
                           "gang-only"])
        G, W, V = (self.r.randrange(2, 9), self.pick([2, 4, 8]),
                   self.pick([32, 64, 128]))
        ident = IDENT[op][ty]
        r0 = self.init(ty, op)
        lines = ["  {", "    %s r = %s;" % (ty, r0)]
        if shape == "nest":
            ni, nj, nk = (self.r.randrange(2, 9), self.r.randrange(2, 9),
                          self.r.randrange(8, 41))
            v = self.val(ty, op, "i * 131 + j * 17 + l")
            lines += [
                "#pragma acc parallel num_gangs(%d) num_workers(%d) vector_length(%d)"
                " copyin(ia) copy(r)" % (G, W, V),
                "#pragma acc loop gang reduction(%s:r)" % op,
                "    for (int i = 0; i < %d; i++)" % ni,
                "      {",
                "        %s t = %s;" % (ty, ident),
                "#pragma acc loop worker reduction(%s:t)" % op,
                "        for (int j = 0; j < %d; j++)" % nj,
                "          {",
                "            %s u = %s;" % (ty, ident),
                "#pragma acc loop vector reduction(%s:u)" % op,
                "            for (int l = 0; l < %d; l++)" % nk,
                "              " + self.combine(op, "u", v),
                "            " + self.combine(op, "t", "u"),
                "          }",
                "        " + self.combine(op, "r", "t"),
                "      }"]
        elif shape == "combined":
            n = self.r.randrange(50, 600)
            part = self.pick(["gang", "gang worker", "gang vector",
                              "gang worker vector"])
            cl = " num_gangs(%d)" % G
            if "worker" in part:
                cl += " num_workers(%d)" % W
            if "vector" in part:
                cl += " vector_length(%d)" % V
            lines += ["#pragma acc parallel loop %s%s reduction(%s:r) copyin(ia)"
                      % (part, cl, op),
                      "    for (int i = 0; i < %d; i++)" % n,
                      "      " + self.combine(op, "r", self.val(ty, op, "i * 5 + 1"))]
        else:
            # One reduction per row at worker or vector level; the rows
            # themselves are gang-partitioned and also reduced into r when
            # shape is gang-only.
            ni, nj = self.r.randrange(3, 17), self.r.randrange(16, 97)
            lvl = {"vector-rows": "vector", "worker-rows": "worker",
                   "gang-only": "seq"}[shape]
            cl = " num_gangs(%d)" % G
            if lvl == "worker":
                cl += " num_workers(%d)" % W
            if lvl == "vector":
                cl += " vector_length(%d)" % V
            lines += ["    static %s rows[%d];" % (ty, ni),
                      "#pragma acc parallel%s copyin(ia) copyout(rows) copy(r)" % cl,
                      "#pragma acc loop gang%s" % (" reduction(%s:r)" % op
                                                   if shape == "gang-only" else ""),
                      "    for (int i = 0; i < %d; i++)" % ni,
                      "      {",
                      "        %s t = %s;" % (ty, ident),
                      "#pragma acc loop %s%s" % (lvl, " reduction(%s:t)" % op
                                                 if lvl != "seq" else ""),
                      "        for (int j = 0; j < %d; j++)" % nj,
                      "          " + self.combine(op, "t", self.val(ty, op, "i * 37 + j")),
                      "        rows[i] = t;"]
            if shape == "gang-only":
                lines.append("        " + self.combine(op, "r", "t"))
            lines.append("      }")
            f, cast = FMT[ty]
            lines.append('    for (int i = 0; i < %d; i++) printf ("%s row %%d %s\\n", i, %srows[i]);'
                         % (ni, k, f, cast))
        self.emit(*lines)
        self.print_scalar(k, ty, "r", "reduction %s %s %s" % (shape, ty, op))
        self.emit("  }")

    def atomic_block(self, omp):
        """Atomic update/capture/read/write; OMP selects the spelling."""
        k = self.kname()
        n = self.r.randrange(100, 500)
        K = self.r.randrange(1, 9)
        p = "omp" if omp else "acc"
        w64 = self.pick(["long", "unsigned long", "long long"])
        if omp:
            head = ("#pragma omp target teams distribute parallel for"
                    " map(to: ia) map(tofrom: cnt, big, dsum, fsum, got, seen, mx)")
        else:
            head = ("#pragma acc parallel loop %s copyin(ia)"
                    " copy(cnt, big, dsum, fsum, got, seen, mx, rd)"
                    % self.pick(["gang vector", "gang worker vector num_workers(4)",
                                 "gang worker num_workers(2)",
                                 "gang vector vector_length(128)"]))
        # Any of these is order-free on wrapping 64-bit integers.
        op64 = self.pick(["+=", "|=", "^=", "&=", "-="])
        body = [
            "  {",
            "    static int cnt[%d], got[%d], seen[%d], mx[%d];" % (K, n, n, K),
            "    static %s big[%d]; static double dsum[%d]; static float fsum[%d];"
            " int rd[1] = { %d };" % (w64, K, K, K, self.r.randrange(1, 100)),
            "    (void) rd;",
            head,
            "    for (int i = 0; i < %d; i++)" % n,
            "      {",
            "        int b = i %% %d, v;" % K,
            "#pragma %s atomic update" % p,
            "        big[b] %s (%s) %s * 4294967311L;" % (op64, w64, self.x("i")),
            "#pragma %s atomic update" % p,
            "        dsum[b] += %s * 0.25;" % self.x("i + 3"),
            # float: multiples of 0.25 below 2^17, so exact in any order.
            "#pragma %s atomic update" % p,
            "        fsum[b] += %s * 0.25f;" % self.x("i + 5"),
            "#pragma %s atomic capture" % p,
            "        v = cnt[b]++;",
            "        got[i] = v;",
        ]
        if not omp:
            body += ["        int c;",
                     "#pragma acc atomic read",
                     "        c = rd[0];",
                     "        seen[i] = c + i;",
                     "        if (%s > 0)" % self.x("i"),
                     "          {",
                     "#pragma acc atomic write",
                     "            mx[b] = b * 3 + 1;",
                     "          }"]
        else:
            body += ["        seen[i] = i;",
                     "        if (%s > 0)" % self.x("i"),
                     "          {",
                     "#pragma omp atomic write",
                     "            mx[b] = b * 3 + 1;",
                     "          }"]
            if self.r.random() < 0.5:
                # A capture of the value after the update, 64-bit.
                body += ["        %s after;" % w64,
                         "#pragma omp atomic capture",
                         # the same operator as the update: a mix of two
                         # would make the result depend on the order.
                         "        { big[b] %s (%s) %s; after = big[b]; }"
                         % (op64, w64, {"&=": "~2", "|=": "4", "^=": "5"}.get(op64, "1")),
                         "        (void) after;"]
        body += [
            "      }",
            "    long gs = 0; for (int i = 0; i < %d; i++) gs += got[i];" % n,
            '    printf ("%s atomic cnt %%lx gotsum %%ld seen %%lx mx %%lx\\n",'
            " hash_i (cnt, %d), gs, hash_i (seen, %d), hash_i (mx, %d));" % (k, K, n, K),
            "    for (int b = 0; b < %d; b++)" % K,
            '      printf ("%s atomic %%d %%lld %%.17g %%.9g\\n", b, (long long) big[b], dsum[b],'
            ' (double) fsum[b]);' % k,
            "  }"]
        self.emit(*body)

    def acc_atomic(self):
        self.atomic_block(False)

    def acc_routine(self):
        k = self.kname()
        seq, vec = "rs%d" % self.k, "rv%d" % self.k
        self.funcs += [
            "#pragma acc routine seq",
            "static long %s (long x, int i)" % seq,
            "{",
            "  long s = 0;",
            "  for (int t = 0; t < (i & 7); t++)",
            "    s += (x ^ t) * %d;" % self.r.randrange(1, 50),
            "  return s - i;",
            "}",
            "#pragma acc routine vector",
            "static void %s (const int *restrict a, long *restrict o, int row, int nj)" % vec,
            "{",
            "#pragma acc loop vector",
            "  for (int j = 0; j < nj; j++)",
            "    o[row * nj + j] = %s (a[(row * nj + j) %% N], j) + row;" % seq,
            "}"]
        ni, nj = self.r.randrange(3, 17), self.r.randrange(8, 65)
        cl = self.pick(["", " num_gangs(%d)" % self.r.randrange(2, 6),
                        " vector_length(%d)" % self.pick([32, 64, 128])])
        if self.r.random() < 0.4:
            # routine worker: its loop worker runs over the rows' halves,
            # each calling the routine vector.
            wk = "rw%d" % self.k
            self.funcs += [
                "#pragma acc routine worker",
                "static void %s (const int *restrict a, long *restrict o, int row, int nj)" % wk,
                "{",
                "#pragma acc loop worker",
                "  for (int h = 0; h < 2; h++)",
                "    %s (a, o, row * 2 + h, nj);" % vec,
                "}"]
            ni += ni % 2
            cl += " num_workers(%d)" % self.pick([2, 4])
            self.emit("  {", "    static long o[%d];" % (ni * nj),
                      "#pragma acc parallel loop gang%s copyin(ia) copyout(o)" % cl,
                      "    for (int i = 0; i < %d; i++)" % (ni // 2),
                      "      %s (ia, o, i, %d);" % (wk, nj),
                      '    printf ("%s routine-worker %%lx\\n", hash_l (o, %d));' % (k, ni * nj),
                      "  }")
            return
        self.emit("  {", "    static long o[%d];" % (ni * nj),
                  "#pragma acc parallel loop gang%s copyin(ia) copyout(o)" % cl,
                  "    for (int i = 0; i < %d; i++)" % ni,
                  "      %s (ia, o, i, %d);" % (vec, nj),
                  '    printf ("%s routine %%lx\\n", hash_l (o, %d));' % (k, ni * nj),
                  "  }")

    def math_block(self, omp):
        k = self.kname()
        n = self.r.randrange(64, 300)
        fs = self.r.sample(["sqrt (d * d)", "fabs (d)", "floor (d * 0.3)",
                            "exp (d * 0.01)", "sqrtf ((float) (x * x))",
                            "fabsf ((float) x * 0.5f)", "floorf ((float) x / 3.0f)",
                            "expf ((float) x * 0.002f)", "pow (2.0, x % 9)",
                            "fmax (d, 1.5)", "ceil (d / 4.0)", "log (fabs (d) + 1.0)"], 4)
        expr = " + ".join(fs)
        head = ("#pragma omp target teams distribute parallel for map(to: ia, da) map(from: o)"
                if omp else
                "#pragma acc parallel loop %s copyin(ia, da) copyout(o)"
                % self.pick(["gang", "gang vector", "gang worker vector"]))
        self.emit("  {", "    static double o[%d];" % n, head,
                  "    for (int i = 0; i < %d; i++)" % n,
                  "      { int x = ia[i % N]; double d = da[i % N]; (void) x; (void) d;",
                  "        o[i] = %s; }" % expr,
                  '    sums_tol ("%s math", o, %d);' % (k, n),
                  "  }")

    def acc_math(self):
        self.math_block(False)

    def acc_complex(self):
        k = self.kname()
        n = self.r.randrange(64, 300)
        self.emit(
            "  {", "    static double re[%d], im[%d], dd[%d];" % (n, n, n),
            "#pragma acc parallel loop gang vector copyin(ia, ib, da) copyout(re, im, dd)",
            "    for (int i = 0; i < %d; i++)" % n,
            "      {",
            "        double complex z = ia[i % N] + ib[i % N] * I;",
            "        double complex w = (double) (i %% 7 - 3) + (double) %d * I;"
            % self.r.randrange(-4, 5),
            "        double complex p = z * w + conj (z) * %d;" % self.r.randrange(-3, 4),
            "        re[i] = creal (p); im[i] = cimag (p);",
            "        dd[i] = da[i % N] * da[(i + 1) % N] - da[(i + 2) % N] / 4.0;",
            "      }",
            '    printf ("%s complex %%lx %%lx %%lx\\n", hash_d (re, %d), hash_d (im, %d),'
            " hash_d (dd, %d));" % (k, n, n, n),
            "  }")

    def acc_deviceptr(self):
        k = self.kname()
        n = self.r.randrange(64, 400)
        self.emit(
            "  {", "    static long h[%d];" % n,
            "    for (int i = 0; i < %d; i++) h[i] = ia[i %% N] * 3L;" % n,
            "    long *d = (long *) acc_malloc (%d * sizeof (long));" % n,
            "    acc_memcpy_to_device (d, h, %d * sizeof (long));" % n,
            "#pragma acc parallel loop %s deviceptr(d)"
            % self.pick(["gang", "gang vector", "gang worker vector"]),
            "    for (int i = 0; i < %d; i++)" % n,
            "      d[i] = d[i] * %d + i;" % self.r.randrange(-9, 10),
            "    acc_memcpy_from_device (h, d, %d * sizeof (long));" % n,
            "    acc_free (d);",
            '    printf ("%s deviceptr %%lx\\n", hash_l (h, %d));' % (k, n),
            "  }")

    def acc_data(self):
        k = self.kname()
        n = self.r.randrange(64, 400)
        c = self.r.randrange(2, 9)
        self.emit(
            "  {", "    static int x[%d], y[%d];" % (n, n),
            "    for (int i = 0; i < %d; i++) x[i] = ia[i %% N];" % n,
            "#pragma acc enter data copyin(x) create(y)",
            "#pragma acc parallel loop present(x, y)",
            "    for (int i = 0; i < %d; i++)" % n,
            "      y[i] = x[i] * %d;" % c,
            "    for (int i = 0; i < %d; i++) x[i] += i;" % n,
            "#pragma acc update device(x)",
            "#pragma acc parallel loop gang vector present(x, y)",
            "    for (int i = 0; i < %d; i++)" % n,
            "      y[i] += x[i] - x[(i + 1) %% %d];" % n,
            "#pragma acc update self(y)",
            '    printf ("%s present %%lx\\n", hash_i (y, %d));' % (k, n),
            "#pragma acc parallel loop present(y)",
            "    for (int i = 0; i < %d; i++)" % n,
            "      y[i] ^= %d;" % self.r.randrange(1, 1000),
            "#pragma acc exit data delete(x) copyout(y)",
            '    printf ("%s exit %%lx\\n", hash_i (y, %d));' % (k, n),
            "  }")

    def acc_async(self):
        k = self.kname()
        n = self.r.randrange(64, 400)
        q1, q2 = self.r.sample([1, 2, 3, 5, 7], 2)
        self.emit(
            "  {", "    static int p[%d], q[%d], s[%d];" % (n, n, n),
            "#pragma acc enter data copyin(ia, ib) create(p, q, s)",
            "#pragma acc parallel loop present(ia, p) async(%d)" % q1,
            "    for (int i = 0; i < %d; i++)" % n,
            "      p[i] = ia[i % N] * 2 + i;",
            "#pragma acc parallel loop present(ib, q) async(%d)" % q2,
            "    for (int i = 0; i < %d; i++)" % n,
            "      q[i] = ib[i % N] - 3 * i;",
            "#pragma acc parallel loop present(p, q, s) async(%d) wait(%d)" % (q1, q2),
            "    for (int i = 0; i < %d; i++)" % n,
            "      s[i] = p[i] * q[(i + 1) %% %d];" % n,
            "#pragma acc update self(s) async(%d)" % q1,
            "#pragma acc wait(%d)" % q1 if self.r.random() < 0.5 else "#pragma acc wait",
            '    printf ("%s async %%lx\\n", hash_i (s, %d));' % (k, n),
            "#pragma acc exit data delete(ia, ib, p, q, s)",
            "  }")

    def acc_private(self):
        """A gang-private array that the vector (or worker) loops of one
        gang fill and then read: the pattern of NPB's solvers."""
        k = self.kname()
        ni, L = self.r.randrange(3, 17), self.pick([5, 8, 16, 33, 64])
        lvl = self.pick(["vector", "worker", "worker vector"])
        cl = self.pick(["", " num_gangs(%d)" % self.r.randrange(2, 7)])
        if "worker" in lvl:
            cl += " num_workers(%d)" % self.pick([2, 4])
        if "vector" in lvl:
            cl += " vector_length(%d)" % self.pick([32, 64, 128])
        c = self.r.randrange(-5, 6)
        self.emit(
            "  {", "    static long o[%d]; int c = %d;" % (ni * L, c),
            "#pragma acc parallel%s copyin(ia) copyout(o) firstprivate(c)" % cl,
            "#pragma acc loop gang",
            "    for (int i = 0; i < %d; i++)" % ni,
            "      {",
            "        long tmp[%d];" % L,
            "#pragma acc loop %s" % lvl,
            "        for (int j = 0; j < %d; j++)" % L,
            "          tmp[j] = %s * (i + c) + j;" % self.x("i * %d + j" % L),
            "#pragma acc loop %s" % lvl,
            "        for (int j = 0; j < %d; j++)" % L,
            "          o[i * %d + j] = tmp[j] - tmp[(j + 1) %% %d] * 2;" % (L, L),
            "      }",
            '    printf ("%s private %%lx\\n", hash_l (o, %d));' % (k, ni * L),
            "  }")

    def acc_structured(self):
        """A structured data region around a kernels region and a
        parallel loop with a private scalar and firstprivate."""
        k = self.kname()
        n = self.r.randrange(64, 400)
        c = self.r.randrange(2, 9)
        self.emit(
            "  {", "    static int y[%d], z[%d]; int c = %d, t;" % (n, n, c),
            "#pragma acc data copyin(ia) create(y) copyout(z)",
            "    {",
            "#pragma acc kernels",
            "      {",
            "#pragma acc loop independent",
            "        for (int i = 0; i < %d; i++)" % n,
            "          y[i] = ia[i %% N] * %d;" % self.r.randrange(1, 9),
            "      }",
            "#pragma acc parallel loop %s private(t) firstprivate(c)"
            % self.pick(["gang", "gang vector", "gang worker vector"]),
            "      for (int i = 0; i < %d; i++)" % n,
            "        { t = y[i] + c; z[i] = t * t - y[(i + 3) %% %d]; }" % n,
            "    }",
            '    printf ("%s data-region %%lx\\n", hash_i (z, %d));' % (k, n),
            "  }")

    def acc_runtime_nest(self):
        """NPB's shape: parallel loop gang with num_gangs from an
        expression, loop worker, loop vector, trip counts and sizes read at
        run time, a short seq loop inside and scalars private to the
        vector iteration."""
        k = self.kname()
        W, V = self.pick([2, 4, 8]), self.pick([32, 64, 128])
        self.emit(
            "  {",
            "    int n1 = vol[0], n2 = vol[1], n3 = vol[2] + 16;",
            "    long *o = (long *) malloc (sizeof (long) * n1 * n2 * n3);",
            "#pragma acc parallel loop gang num_gangs(n1 %s) num_workers(%d) vector_length(%d)"
            " copyin(ia) copyout(o[0:n1 * n2 * n3])"
            % (self.pick(["", "+ 1", "/ 2 + 1"]), W, V),
            "    for (int i = 0; i < n1; i++)",
            "      {",
            "#pragma acc loop worker",
            "        for (int j = 0; j < n2; j++)",
            "          {",
            "#pragma acc loop vector",
            "            for (int l = 0; l < n3; l++)",
            "              {",
            "                long t1 = %s, t2 = 0;" % self.x("i * 31 + j * 7 + l"),
            "                for (int m = 0; m < %d; m++)" % self.r.randrange(2, 6),
            "                  t2 = t2 * 5 + (t1 ^ m);",
            "                o[(i * n2 + j) * n3 + l] = t2 - i;",
            "              }",
            "          }",
            "      }",
            '    printf ("%s runtime-nest %%lx\\n", hash_l (o, n1 * n2 * n3));' % k,
            "    free (o);",
            "  }")

    # --- OpenMP feature generators --------------------------------------
    def omp_sync(self):
        """atomic compare (max/min), critical, and single/master inside a
        parallel region of each team."""
        k = self.kname()
        n = self.r.randrange(64, 400)
        cmp = self.pick(["<", ">"])
        NT = self.r.randrange(1, 6)
        self.emit(
            "  {", "    int m = %d, crit = 0; long once = 0;" % (-5000 if cmp == "<" else 5000),
            "#pragma omp target teams distribute parallel for%s map(to: ia) map(tofrom: m, crit)"
            % self.omp_clauses(True),
            "    for (int i = 0; i < %d; i++)" % n,
            "      {",
            "        int v = %s;" % self.x("i * 3"),
            "#pragma omp atomic compare",
            "        if (m %s v) { m = v; }" % cmp,
            "#pragma omp critical",
            "        crit += v * %d;" % self.r.randrange(1, 9),
            "      }",
            "#pragma omp target teams num_teams(%d) map(tofrom: once)" % NT,
            "    {",
            "#pragma omp parallel num_threads(%d)" % self.pick([8, 32, 64]),
            "      {",
            "#pragma omp single",
            "        {",
            "#pragma omp atomic",
            "          once += 1;",
            "        }",
            "#pragma omp master",
            "        {",
            "#pragma omp atomic",
            "          once += 1000;",
            "        }",
            "      }",
            "    }",
            '    printf ("%s sync %%d %%d %%ld\\n", m, crit, once);' % k,
            "  }")

    def omp_runtime(self):
        """Trip counts, num_teams and thread_limit read at run time, with
        a collapsed nest whose iteration count is computed on the
        device."""
        k = self.kname()
        self.emit(
            "  {",
            "    int n1 = vol[3], n2 = vol[4] + 5, nt = vol[5] % 8 + 1;",
            "    long *o = (long *) malloc (sizeof (long) * n1 * n2);",
            "#pragma omp target teams distribute parallel for collapse(2) num_teams(nt)"
            " thread_limit(%d)%s map(to: ia) map(from: o[0:n1 * n2])"
            % (self.pick([32, 64, 128]),
               self.pick(["", " schedule(static, 1)", " dist_schedule(static, 4)"])),
            "    for (int i = 0; i < n1; i++)",
            "      for (int j = 0; j < n2; j++)",
            "        o[i * n2 + j] = (long) %s * (i - j) + nt;" % self.x("i * 13 + j"),
            '    printf ("%s runtime %%lx\\n", hash_l (o, n1 * n2));' % k,
            "    free (o);",
            "  }")

    def omp_private(self):
        """private arrays and firstprivate scalars in a combined
        construct, and a structured target data region around two
        kernels."""
        k = self.kname()
        n, L = self.r.randrange(64, 300), self.pick([4, 7, 16])
        c = self.r.randrange(-5, 6)
        self.emit(
            "  {", "    static long y[%d], z[%d]; long tmp[%d]; int c = %d;" % (n, n, L, c),
            "#pragma omp target data map(to: ia) map(alloc: y) map(from: z)",
            "    {",
            "#pragma omp target teams distribute parallel for%s private(tmp) firstprivate(c)"
            % self.omp_clauses(True),
            "      for (int i = 0; i < %d; i++)" % n,
            "        {",
            "          for (int j = 0; j < %d; j++) tmp[j] = %s + j * c;" % (L, self.x("i + j")),
            "          long s = 0;",
            "          for (int j = 0; j < %d; j++) s = s * 3 + tmp[(j + i) %% %d];" % (L, L),
            "          y[i] = s;",
            "        }",
            "#pragma omp target teams distribute parallel for%s" % self.omp_clauses(True),
            "      for (int i = 0; i < %d; i++)" % n,
            "        z[i] = y[i] - y[(i + 1) %% %d];" % n,
            "    }",
            '    printf ("%s private %%lx\\n", hash_l (z, %d));' % (k, n),
            "  }")

    def omp_clauses(self, sched=False):
        cl = ""
        if sched and self.r.random() < 0.4:
            cl += self.pick([" schedule(static, 1)", " schedule(static)",
                             " schedule(dynamic, 4)", " dist_schedule(static, 8)",
                             " dist_schedule(static)"])
        if self.r.random() < 0.7:
            cl += " num_teams(%d)" % self.r.randrange(1, 9)
        if self.r.random() < 0.7:
            cl += " thread_limit(%d)" % self.pick([32, 64, 96, 128, 256])
        return cl

    def omp_collapse(self):
        k = self.kname()
        depth = self.pick([1, 2, 3])
        dims = [self.r.randrange(3, 14) for _ in range(depth)]
        tot = 1
        for d in dims:
            tot *= d
        idx = ["i", "j", "l"][:depth]
        lin = idx[0]
        for d, v in zip(dims[1:], idx[1:]):
            lin = "(%s) * %d + %s" % (lin, d, v)
        lines = ["  {", "    static long o[%d];" % tot,
                 "#pragma omp target teams distribute parallel for%s%s map(to: ia) map(from: o)"
                 % (" collapse(%d)" % depth if depth > 1 else "", self.omp_clauses(True))]
        for d, v in zip(dims, idx):
            lines.append("    for (int %s = 0; %s < %d; %s++)" % (v, v, d, v))
        lines.append("      o[%s] = (long) %s * (%s - 2) + %s;"
                     % (lin, self.x(lin), idx[-1], idx[0]))
        lines += ['    printf ("%s collapse %%lx\\n", hash_l (o, %d));' % (k, tot), "  }"]
        self.emit(*lines)

    def omp_reduction(self):
        k = self.kname()
        ty, op = self.type_op()
        shape = self.pick(["flat", "collapse", "split"])
        r0 = self.init(ty, op)
        lines = ["  {", "    %s r = %s;" % (ty, r0)]
        if shape == "flat":
            n = self.r.randrange(50, 700)
            lines += ["#pragma omp target teams distribute parallel for%s%s reduction(%s:r)"
                      " map(to: ia) map(tofrom: r)"
                      % (self.pick(["", " simd"]), self.omp_clauses(True), op),
                      "    for (int i = 0; i < %d; i++)" % n,
                      "      " + self.combine(op, "r", self.val(ty, op, "i * 3 + 2"))]
        elif shape == "collapse":
            ni, nj = self.r.randrange(2, 20), self.r.randrange(2, 40)
            lines += ["#pragma omp target teams distribute parallel for collapse(2)%s"
                      " reduction(%s:r) map(to: ia) map(tofrom: r)"
                      % (self.omp_clauses(), op),
                      "    for (int i = 0; i < %d; i++)" % ni,
                      "      for (int j = 0; j < %d; j++)" % nj,
                      "        " + self.combine(op, "r", self.val(ty, op, "i * 41 + j"))]
        else:
            # teams distribute with the reduction, parallel for inside.
            ni, nj = self.r.randrange(2, 12), self.r.randrange(8, 64)
            lines += ["#pragma omp target teams%s reduction(%s:r) map(to: ia) map(tofrom: r)"
                      % (self.omp_clauses(), op),
                      "#pragma omp distribute parallel for reduction(%s:r)" % op,
                      "    for (int i = 0; i < %d; i++)" % (ni * nj),
                      "      " + self.combine(op, "r", self.val(ty, op, "i + 9"))]
        self.emit(*lines)
        self.print_scalar(k, ty, "r", "reduction %s %s %s" % (shape, ty, op))
        self.emit("  }")

    def omp_atomic(self):
        self.atomic_block(True)

    def omp_teamlocal(self):
        k = self.kname()
        L = self.pick([16, 32, 64, 100])
        NB = self.r.randrange(2, 9)
        nt = self.pick([8, 32, 64, 128])
        self.emit(
            "  {", "    static long o[%d];" % NB,
            "#pragma omp target teams%s map(to: ia) map(from: o)" % self.omp_clauses(),
            "    for (int b = omp_get_team_num (); b < %d; b += omp_get_num_teams ())" % NB,
            "      {",
            "        int loc[%d], loc2[%d];" % (L, L),
            "#pragma omp parallel num_threads(%d)" % nt,
            "        {",
            "          int t = omp_get_thread_num (), nt = omp_get_num_threads ();",
            "          for (int i = t; i < %d; i += nt)" % L,
            "            loc[i] = %s + b;" % self.x("b * %d + i" % L),
            "#pragma omp barrier",
            "          for (int i = t; i < %d; i += nt)" % L,
            "            loc2[i] = loc[i] * 3 - loc[(i + 1) %% %d];" % L,
            "#pragma omp barrier",
            "          if (t == 0)",
            "            {",
            "              long s = 0;",
            "              for (int i = 0; i < %d; i++) s = s * 31 + loc2[i];" % L,
            "              o[b] = s;",
            "            }",
            "        }",
            "      }",
            '    printf ("%s teamlocal %%lx\\n", hash_l (o, %d));' % (k, NB),
            "  }")

    def omp_declare_target(self):
        k = self.kname()
        f = "dt%d" % self.k
        self.funcs += [
            "#pragma omp declare target",
            "static long %s (long x, int i)" % f,
            "{",
            "  long s = x;",
            "  for (int t = 0; t < (i %% %d); t++)" % self.r.randrange(2, 9),
            "    s = s * 3 + t;",
            "  return s ^ i;",
            "}",
            "#pragma omp end declare target"]
        n = self.r.randrange(64, 400)
        self.emit("  {", "    static long o[%d];" % n,
                  "#pragma omp target teams distribute parallel for%s map(to: ia) map(from: o)"
                  % self.omp_clauses(),
                  "    for (int i = 0; i < %d; i++)" % n,
                  "      o[i] = %s (ia[i %% N], i);" % f,
                  '    printf ("%s declare-target %%lx\\n", hash_l (o, %d));' % (k, n),
                  "  }")

    def omp_math(self):
        self.math_block(True)

    def omp_data(self):
        k = self.kname()
        n = self.r.randrange(64, 400)
        c = self.r.randrange(2, 9)
        self.emit(
            "  {", "    static int x[%d], y[%d];" % (n, n),
            "    for (int i = 0; i < %d; i++) x[i] = ia[i %% N];" % n,
            "#pragma omp target enter data map(to: x) map(alloc: y)",
            "#pragma omp target teams distribute parallel for",
            "    for (int i = 0; i < %d; i++)" % n,
            "      y[i] = x[i] * %d;" % c,
            "    for (int i = 0; i < %d; i++) x[i] += i;" % n,
            "#pragma omp target update to(x)",
            "#pragma omp target teams distribute parallel for%s" % self.omp_clauses(),
            "    for (int i = 0; i < %d; i++)" % n,
            "      y[i] += x[i] - x[(i + 1) %% %d];" % n,
            "#pragma omp target update from(y)",
            '    printf ("%s update %%lx\\n", hash_i (y, %d));' % (k, n),
            "#pragma omp target teams distribute parallel for",
            "    for (int i = 0; i < %d; i++)" % n,
            "      y[i] ^= %d;" % self.r.randrange(1, 1000),
            "#pragma omp target exit data map(release: x) map(from: y)",
            '    printf ("%s exit %%lx\\n", hash_i (y, %d));' % (k, n),
            "  }")

    def omp_isdevptr(self):
        k = self.kname()
        n = self.r.randrange(64, 400)
        self.emit(
            "  {", "    static long h[%d];" % n,
            "    int dev = omp_get_default_device (), host = omp_get_initial_device ();",
            "    for (int i = 0; i < %d; i++) h[i] = ia[i %% N] * 5L;" % n,
            "    long *d = (long *) omp_target_alloc (%d * sizeof (long), dev);" % n,
            "    omp_target_memcpy (d, h, %d * sizeof (long), 0, 0, dev, host);" % n,
            "#pragma omp target teams distribute parallel for%s is_device_ptr(d)"
            % self.omp_clauses(),
            "    for (int i = 0; i < %d; i++)" % n,
            "      d[i] = d[i] * %d - i;" % self.r.randrange(-9, 10),
            "    omp_target_memcpy (h, d, %d * sizeof (long), 0, 0, host, dev);" % n,
            "    omp_target_free (d, dev);",
            '    printf ("%s is_device_ptr %%lx\\n", hash_l (h, %d));' % (k, n),
            "  }")

    def omp_nowait(self):
        k = self.kname()
        n = self.r.randrange(64, 400)
        self.emit(
            "  {", "    static int p[%d], q[%d];" % (n, n),
            "#pragma omp target teams distribute parallel for nowait map(to: ia) map(from: p)",
            "    for (int i = 0; i < %d; i++)" % n,
            "      p[i] = ia[i % N] * 2 + i;",
            "#pragma omp target teams distribute parallel for nowait map(to: ib) map(from: q)",
            "    for (int i = 0; i < %d; i++)" % n,
            "      q[i] = ib[i % N] - 3 * i;",
            "#pragma omp taskwait",
            '    printf ("%s nowait %%lx %%lx\\n", hash_i (p, %d), hash_i (q, %d));' % (k, n, n),
            "  }")

    # --- the program ----------------------------------------------------
    ACC = ["acc_tile", "acc_collapse", "acc_reduction", "acc_reduction",
           "acc_atomic", "acc_routine", "acc_math", "acc_complex",
           "acc_deviceptr", "acc_data", "acc_async", "acc_private",
           "acc_structured", "acc_runtime_nest"]
    OMP = ["omp_collapse", "omp_reduction", "omp_reduction", "omp_atomic",
           "omp_teamlocal", "omp_declare_target", "omp_math", "omp_data",
           "omp_isdevptr", "omp_nowait", "omp_private", "omp_runtime", "omp_sync"]
