# SPDX-License-Identifier: GPL-3.0-or-later
"""The kernel shapes of issue 33 for scripts/offload-fuzz.py --shapes.

Each generator writes one kernel (OpenACC or OpenMP, as the program's
seed says) of one shape that the SIMT passes are meant to take:

  scloop    a short-circuit condition (&&, ||, nested) with a counted loop
            in one arm: trip count uniform (a run-time argument) or
            lane-dependent, with or without a break (lane-dependent or
            uniform);
  nestarm   divergent arms nested two or three deep, one leaf holding a
            uniform loop over a key table (sometimes a second leaf too);
  rarelong  a nest whose inner trip counts come from data: rare long
            items (one in about 32), even items, items that differ by at
            most one, many zero-trip items; as a plain count or as a CSR
            row (start[i] .. start[i + 1]);
  colarm    a column walk down the rows of an image whose neighbour rows'
            addresses are computed inside divergent arms
            (in[(r - 2) * w + c], in[(r + 1) * w + c]), through int,
            unsigned (also wrapping in between), long, size_t and narrowed
            (short, unsigned char, unsigned short) arithmetic; sometimes
            in place (each lane rewrites its own column).

Across element types (int, unsigned, long, short, unsigned char, float,
double: the data arrays' type), clauses (OpenACC num_gangs,
vector_length, num_workers, collapse(2), tile; OpenMP num_teams,
thread_limit, collapse(2), simd) and call boundaries (the kernel in main
on static arrays; in a function taking pointers, with present() or the
caller's target data region, or with deviceptr / is_device_ptr on
acc_malloc / omp_target_alloc memory; the item's work in an `acc routine
seq' or `declare target' function called from the loop).

Every program is deterministic and free of undefined behaviour: each
iteration of the parallel loop writes only its own output elements (a
column walk in place touches only its own column, in order), there are
no reductions, arithmetic that could overflow is unsigned, float and
double data are small integers (exact, converted to int before unsigned),
every index is in bounds by construction (rows 2 .. h - 2 of the walk,
key tables at least as long as the largest uniform trip count, indirect
indices filled in range), and narrowing conversions only ever see values
that fit their type.
"""

SHAPES = ["scloop", "nestarm", "rarelong", "colarm"]

ELEM = ["int", "unsigned", "long", "short", "unsigned char", "float",
        "double"]
UNSIGNED_ELEM = ("unsigned", "unsigned char")


def wu(ty, e):
    """E (of element type TY) as an unsigned working value; float and
    double data are small integers, so through int first (a negative
    float converted straight to unsigned is undefined)."""
    if ty in ("float", "double"):
        return "(unsigned) (int) (%s)" % e
    return "(unsigned) (%s)" % e


class Shapes:
    """A mixin for offload-fuzz.py's Gen: self.r, self.acc, self.pick,
    self.emit, self.funcs, self.kname come from there."""

    # --- data ---------------------------------------------------------
    def sdata(self, name, ty, length, lo, hi):
        """A static array NAME[LENGTH] of TY with values in [LO, HI] (from
        an affine formula mod the range), filled in main.  Returns its
        declaration and fill lines."""
        m1, m2 = self.r.randrange(1, 9973), self.r.randrange(0, 9973)
        span = hi - lo + 1
        return (["    static %s %s[%d];" % (ty, name, length),
                 "    for (int k = 0; k < %d; k++)" % length,
                 "      %s[k] = (%s) ((int) ((k * %dL + %d) %% %d) + %d);"
                 % (name, ty, m1, m2, span, lo)])

    def elem_range(self, ty):
        if ty in UNSIGNED_ELEM:
            return 0, self.pick([15, 100, 255])
        return self.pick([(-20, 20), (-100, 100), (-3, 60)])

    def threshold(self, ty, lo, hi):
        return self.r.randrange(max(lo, 0) if ty in UNSIGNED_ELEM else lo, hi + 1)

    # --- the parallel loop's clauses -----------------------------------
    def shape_clauses(self, two_d):
        """(clauses, form): the partitioning and size clauses of the items
        loop, and how a 2-deep items space is spelled: "collapse",
        "tile" or None (one loop)."""
        form = None
        if two_d:
            form = "collapse" if not self.acc else self.pick(["collapse", "tile"])
        if self.acc:
            # gang alone (one lane per gang) now and then.
            part = self.pick(["gang vector", "gang vector", "gang vector",
                              "gang worker vector", "gang worker vector", "gang"])
            cl = " " + part
            if self.r.random() < 0.5:
                cl += " num_gangs(%d)" % self.r.randrange(1, 9)
            if "worker" in part:
                cl += " num_workers(%d)" % self.pick([2, 4])
            if "vector" in part and self.r.random() < 0.7:
                cl += " vector_length(%d)" % self.pick([32, 32, 64, 128])
            if form == "collapse":
                cl += " collapse(2)"
            elif form == "tile":
                # tile's size must divide the inner count (GCC 12's tile
                # bug, see acc_tile in offload-fuzz.py): products 8 and 4
                # divide nj, a multiple of 8.
                cl += " tile(%s)" % self.pick(["2, 4", "4, 2", "1, 8", "2, 2", "*, *"])
            return cl, form
        # simd mostly: without it GCC 12 runs the items loop on one lane
        # per warp ("no SIMT region"), and the SIMT passes have nothing to
        # do.
        cl = ""
        if self.r.random() < 0.8:
            cl += " simd"
        if self.r.random() < 0.5:
            cl += " num_teams(%d)" % self.r.randrange(1, 9)
        if self.r.random() < 0.5:
            cl += " thread_limit(%d)" % self.pick([32, 64, 128])
        if form == "collapse":
            cl += " collapse(2)"
        return cl, form

    # --- one kernel at one call boundary -------------------------------
    def shape_kernel(self, k, what, ins, outs, params, items, body,
                     two_d=False, nj=0):
        """Emit kernel K.  INS: (name, type, length, lines) input arrays
        (the lines declare and fill them in main); OUTS: (name, type,
        length) arrays the kernel writes (in-place arrays appear in both);
        PARAMS: (name, value) run-time ints passed by value; ITEMS: the
        number of parallel iterations (index i; with TWO_D, i0 * NJ + i1);
        BODY: the lines of one iteration, using i, the arrays and the
        params."""
        site = self.pick(["main", "present", "present", "devptr", "routine"])
        routine = site == "routine"
        cl, form = self.shape_clauses(two_d)
        arrays = [(n, t, l) for n, t, l, _ in ins] + \
            [o for o in outs if o[0] not in [a[0] for a in ins]]
        written = set(o[0] for o in outs)
        pnames = [p for p, _ in params]
        lines = ["  {", "    /* %s %s: %s */" % (k, what, site)]
        for _, _, _, fill in ins:
            lines += fill
        for n, t, l in outs:
            if n not in [a[0] for a in ins]:
                lines.append("    static %s %s[%d];" % (t, n, l))
        for p, v in params:
            lines.append("    static volatile int %s_v = %d; int %s = %s_v;"
                         % (p, v, p, p))
        # The items loop, in terms of i.
        if form:
            ni = items // nj
            loop = ["    for (int i0 = 0; i0 < %d; i0++)" % ni,
                    "      for (int i1 = 0; i1 < %d; i1++)" % nj,
                    "        {", "          int i = i0 * %d + i1;" % nj]
            close = ["        }"]
            ind = "          "
        else:
            loop = ["    for (int i = 0; i < %d; i++)" % items, "      {"]
            close = ["      }"]
            ind = "        "
        if routine:
            fn = "%s_item" % k
            sig = ", ".join(["%s%s *%s" % ("" if n in written else "const ", t, n)
                             for n, t, _ in arrays] +
                            ["int %s" % p for p in pnames] + ["int i"])
            self.funcs += ["#pragma acc routine seq" if self.acc
                           else "#pragma omp declare target",
                           "static void", "%s (%s)" % (fn, sig), "{"]
            self.funcs += ["  " + b for b in body]
            self.funcs += ["}"]
            if not self.acc:
                self.funcs.append("#pragma omp end declare target")
            inner = [ind + "%s (%s);" % (fn, ", ".join([a[0] for a in arrays]
                                                       + pnames + ["i"]))]
        else:
            inner = [ind + b for b in body]
        kloop = loop + inner + close

        def data(mode):
            if self.acc:
                if mode == "present":
                    return " present(%s)" % ", ".join("%s[0:%d]" % (n, l)
                                                      for n, t, l in arrays)
                if mode == "devptr":
                    return " deviceptr(%s)" % ", ".join(n for n, _, _ in arrays)
                cin = [n for n, _, _ in arrays if n not in written]
                return ((" copyin(%s)" % ", ".join(cin) if cin else "")
                        + " copy(%s)" % ", ".join(sorted(written)))
            if mode == "devptr":
                return " is_device_ptr(%s)" % ", ".join(n for n, _, _ in arrays)
            ms = [n for n, _, _ in arrays if n not in written]
            return ((" map(to: %s)" % ", ".join("%s[0:%d]" % (n, l) for n, t, l
                                                in arrays if n in ms) if ms else "")
                    + " map(tofrom: %s)" % ", ".join("%s[0:%d]" % (n, l) for n, t, l
                                                     in arrays if n in written))

        def pragma(mode):
            if self.acc:
                return "#pragma acc parallel loop%s%s" % (cl, data(mode))
            return ("#pragma omp target teams distribute parallel for%s%s"
                    % (cl, data(mode)))

        if site in ("main", "routine"):
            lines += [pragma("main")] + kloop
        else:
            # A function that gets the arrays as pointers.
            fn = "%s_run" % k
            sig = ", ".join(["%s%s *%s" % ("" if n in written else "const ", t, n)
                             for n, t, _ in arrays] + ["int %s" % p for p in pnames])
            mode = site
            self.funcs += ["static void", "%s (%s)" % (fn, sig), "{",
                           pragma("present" if mode == "present" else mode)]
            self.funcs += [b[2:] for b in kloop]
            self.funcs += ["}"]
            call = "    %s (%s);" % (fn, ", ".join([a[0] for a in arrays] + pnames))
            if mode == "present":
                if self.acc:
                    cin = [a for a in arrays if a[0] not in written]
                    lines.append("#pragma acc data%s copy(%s)" % (
                        " copyin(%s)" % ", ".join("%s[0:%d]" % (n, l) for n, t, l in cin)
                        if cin else "",
                        ", ".join("%s[0:%d]" % (n, l) for n, t, l in arrays
                                  if n in written)))
                else:
                    lines.append("#pragma omp target data%s" % data("main"))
                lines += ["    {", "  " + call, "    }"]
            else:
                dev = "omp_get_default_device ()"
                host = "omp_get_initial_device ()"
                for n, t, l in arrays:
                    if self.acc:
                        lines += ["    %s *d_%s = (%s *) acc_malloc (%d * sizeof (%s));"
                                  % (t, n, t, l, t),
                                  "    acc_memcpy_to_device (d_%s, %s, %d * sizeof (%s));"
                                  % (n, n, l, t)]
                    else:
                        lines += ["    %s *d_%s = (%s *) omp_target_alloc (%d * sizeof (%s), %s);"
                                  % (t, n, t, l, t, dev),
                                  "    omp_target_memcpy (d_%s, %s, %d * sizeof (%s), 0, 0, %s, %s);"
                                  % (n, n, l, t, dev, host)]
                lines.append("    %s (%s);" % (fn, ", ".join(["d_" + a[0] for a in arrays]
                                                            + pnames)))
                for n, t, l in arrays:
                    if n in written:
                        lines.append("    acc_memcpy_from_device (%s, d_%s, %d * sizeof (%s));"
                                     % (n, n, l, t) if self.acc else
                                     "    omp_target_memcpy (%s, d_%s, %d * sizeof (%s), 0, 0, %s, %s);"
                                     % (n, n, l, t, host, dev))
                    lines.append("    acc_free (d_%s);" % n if self.acc else
                                 "    omp_target_free (d_%s, %s);" % (n, dev))
        for n, t, l in outs:
            lines += ["    { unsigned long hh = 14695981039346656037ul;",
                      "      for (int k = 0; k < %d; k++) hh = (hh ^ %s) * 1099511628211ul;"
                      % (l, wu(t, "%s[k]" % n)),
                      '      printf ("%s %s %s %%lx\\n", hh); }' % (k, what, n)]
        lines.append("  }")
        self.emit(*lines)

    def items_space(self, lo, hi):
        """(items, two_d, nj): the parallel iteration space; 2-deep (for
        collapse or tile) with an inner count that is a multiple of 8."""
        if self.r.random() < 0.3:
            nj = 8 * self.r.randrange(1, 5)
            ni = self.r.randrange(max(2, lo // nj), max(3, hi // nj))
            return ni * nj, True, nj
        return self.r.randrange(lo, hi), False, 0

    # --- the shapes -----------------------------------------------------
    def sc_cond(self, ty, lo, hi, depth=0):
        """A short-circuit condition on x (element i of A), r, B[C[i]]
        and the uniform kl."""
        atoms = ["x > %d" % self.threshold(ty, lo, hi),
                 "x <= %d" % self.threshold(ty, lo, hi),
                 "B[C[i]] > %d" % self.threshold(ty, lo, hi),
                 "(r & %du) != 0u" % self.pick([1, 2, 4, 6, 16]),
                 "(r %% %du) == 0u" % self.pick([3, 5, 7]),
                 "i %% %d != 0" % self.pick([2, 3, 32]),
                 "kl > %d" % self.r.randrange(0, 8)]
        n = 1 if depth >= 2 else self.pick([2, 2, 3])
        parts = []
        for _ in range(n):
            if depth < 2 and self.r.random() < 0.3:
                parts.append("(%s)" % self.sc_cond(ty, lo, hi, depth + 1))
            else:
                parts.append(self.pick(atoms))
        out = parts[0]
        for p in parts[1:]:
            out = "%s %s %s" % (out, self.pick(["&&", "||"]), p)
        return out

    def shape_scloop(self):
        k = self.kname()
        ty = self.pick(ELEM)
        lo, hi = self.elem_range(ty)
        items, two_d, nj = self.items_space(64, 500)
        NB = self.r.randrange(16, 200)
        A, B, C = "A" + k, "B" + k, "C" + k
        ins = [(A, ty, items, self.sdata(A, ty, items, lo, hi)),
               (B, ty, NB, self.sdata(B, ty, NB, lo, hi)),
               (C, "int", items, self.sdata(C, "int", items, 0, NB - 1))]
        kl = self.r.randrange(0, 13)
        trip = self.pick(["kl", "kl", "%d" % self.r.randrange(1, 9),
                          "(int) (%s & 15u)" % wu(ty, "x"), "%s[i] %% 9" % C,
                          "(int) (r % 11u)"])
        cond = self.sc_cond(ty, lo, hi).replace("B[C[i]]", "%s[%s[i]]" % (B, C))
        loop = ["for (int k = 0; k < %s; k++)" % trip, "  {",
                "    r ^= r << 13;", "    r ^= r >> 17;"]
        if self.r.random() < 0.5:
            loop.append("    r += %s + (unsigned) k;"
                        % wu(ty, "%s[(i + k) %% %d]" % (B, NB)))
        else:
            loop.append("    r += (unsigned) k * 40503u;")
        brk = self.pick([None, "lane", "uniform"])
        if brk == "lane":
            loop += ["    if ((r & 31u) == %du)" % self.r.randrange(0, 32),
                     "      break;"]
        elif brk == "uniform":
            loop += ["    if (k == kl - %d)" % self.r.randrange(1, 4), "      break;"]
        loop.append("  }")
        short = ["r = r * 2654435761u + %du;" % self.r.randrange(1, 99999)]
        arms = [short, loop]
        if self.r.random() < 0.5:
            arms.reverse()
        body = ["%s x = %s[i];" % (ty, A), "unsigned r = %s;" % wu(ty, "x"),
                "if (%s)" % cond, "  {"] + ["    " + s for s in arms[0]] + \
            ["  }", "else", "  {"] + ["    " + s for s in arms[1]] + ["  }"]
        if self.r.random() < 0.3:
            # A short-circuit region without a loop after it.
            body += ["if (%s)" % self.sc_cond(ty, lo, hi).replace(
                "B[C[i]]", "%s[%s[i]]" % (B, C)),
                "  r += 0x9e3779b9u;", "else", "  r ^= r >> 7;"]
        body.append("O%s[i] = r ^ (r >> 9);" % k)
        self.shape_kernel(k, "scloop", ins, [("O" + k, "unsigned", items)],
                          [("kl", kl)], items, body, two_d, nj)

    def shape_nestarm(self):
        k = self.kname()
        ty = self.pick(ELEM)
        lo, hi = self.elem_range(ty)
        items, two_d, nj = self.items_space(64, 500)
        m = self.r.randrange(0, 12)
        KEY = "K" + k
        A = "A" + k
        ins = [(A, ty, items, self.sdata(A, ty, items, lo, hi)),
               (KEY, "unsigned", 16, self.sdata(KEY, "unsigned", 16, 0, 65535))]
        conds = ["x & %du" % self.pick([1, 2, 4, 8]), "x % 3u == 0u",
                 "%s[i] < %d" % (A, self.threshold(ty, lo, hi)), "(x >> 2) & 1u",
                 "x > %du" % self.r.randrange(0, 60)]
        bound = self.pick(["m", "m", "%d" % self.r.randrange(1, 9)])
        loopleaf = ["r = x;", "for (int k = 0; k < %s; k++)" % bound,
                    "  r = (r ^ %s[k]) * 16777619u;" % KEY]
        loop2 = ["r = x + 7u;", "for (int k = 0; k < m; k++)",
                 "  r += %s[15 - k] ^ (r >> 5);" % KEY]
        leaves = [["r = (x >> 3) * 2654435761u;", "r ^= r >> 16;"],
                  ["r = x * 0x85ebca6bu + (unsigned) i;", "r ^= r >> 13;"],
                  ["r = x ^ 0x9e3779b9u;"]]
        depth = self.pick([2, 2, 3])
        nleaf = depth + 1
        leafs = [self.pick(leaves) for _ in range(nleaf)]
        leafs[self.r.randrange(nleaf)] = loopleaf
        if self.r.random() < 0.3:
            j = self.r.randrange(nleaf)
            if leafs[j] is not loopleaf:
                leafs[j] = loop2

        def tree(d, lv):
            """Nested arms: the first arm nests further, the second is a
            leaf; LV is the list of leaves left."""
            c = self.pick(conds)
            if d == 0:
                return lv.pop()
            inner = tree(d - 1, lv)
            other = lv.pop()
            a, b = (inner, other) if self.r.random() < 0.5 else (other, inner)
            return (["if (%s)" % c, "  {"] + ["    " + s for s in a] +
                    ["  }", "else", "  {"] + ["    " + s for s in b] + ["  }"])

        body = ["unsigned x = %s%s, r;" % (wu(ty, "%s[i]" % A),
                                           self.pick(["", " ^ (unsigned) i"]))]
        body += tree(depth, list(leafs))
        if self.r.random() < 0.3:
            # Nested arms without a loop after them.
            body += ["if (%s)" % self.pick(conds), "  {",
                     "    if (%s)" % self.pick(conds), "      r += 0x9e3779b9u;",
                     "    else", "      r ^= r >> 7;", "  }"]
        body.append("O%s[i] = r ^ (r >> 11);" % k)
        self.shape_kernel(k, "nestarm", ins, [("O" + k, "unsigned", items)],
                          [("m", m)], items, body, two_d, nj)

    def rare_len(self):
        """(mode, expression in k) for the inner trip counts."""
        mode = self.pick(["rare", "rare", "even", "byone", "zero"])
        if mode == "rare":
            long_ = self.r.randrange(60, 161)
            if self.r.random() < 0.5:
                pos = "k %% 32 == %d" % self.r.randrange(32)
            else:
                pos = "(k * 2654435761u) %% 32u == %du" % self.r.randrange(32)
            return mode, "(%s) ? %d : k %% %d + 1" % (pos, long_, self.pick([2, 3, 4]))
        if mode == "even":
            return mode, "%d" % self.r.randrange(1, 13)
        if mode == "byone":
            return mode, "%d + ((k >> %d) & 1)" % (self.r.randrange(1, 10),
                                                   self.r.randrange(0, 4))
        return mode, "k %% %d == 0 ? k %% 7 : 0" % self.pick([2, 3, 5])

    def shape_rarelong(self):
        k = self.kname()
        ty = self.pick(ELEM)
        lo, hi = self.elem_range(ty)
        items, two_d, nj = self.items_space(64, 600)
        mode, lexpr = self.rare_len()
        NW = self.r.randrange(32, 256)
        L, S, W = "L" + k, "S" + k, "W" + k
        csr = self.r.random() < 0.35
        # Half the kernels walk Q work items per lane in a loop of their
        # own (rarelong's loop A, item q * ITEMS + i), the nest that
        # qprop-flatten's run-time vote samples; the others have the
        # parallel loop itself as the outer loop.
        Q = self.pick([1, 1, 1, 2, 3, 4, 6])
        n = Q * items
        fill = ["    static int %s[%d];" % (L, n + 1),
                "    for (int k = 0; k < %d; k++)" % n,
                "      %s[k] = %s;" % (L, lexpr)]
        ins = [(W, ty, NW, self.sdata(W, ty, NW, lo, hi))]
        it = "i" if Q == 1 else "it"
        if csr:
            fill += ["    static int %s[%d];" % (S, n + 1),
                     "    %s[0] = 0;" % S,
                     "    for (int k = 0; k < %d; k++)" % n,
                     "      %s[k + 1] = %s[k] + %s[k];" % (S, S, L)]
            ins.append((S, "int", n + 1, fill))
            head = "for (int k = %s[%s]; k < %s[%s + 1]; k++)" % (S, it, S, it)
        else:
            ins.append((L, "int", n + 1, fill))
            bump = self.pick(["", "", " + bump"])
            if self.r.random() < 0.5:
                # The count read into a variable first, as rarelong does.
                head = "int n = %s[%s]%s;\nfor (int k = 0; k < n; k++)" % (L, it, bump)
            else:
                head = "for (int k = 0; k < %s[%s]%s; k++)" % (L, it, bump)
        inner = ["unsigned s = (unsigned) %s * 40503u;" % it] + head.split("\n") + ["  {",
                 "    s = s * 1664525u + %s;" % wu(ty, "%s[(%s + k) %% %d]" % (W, it, NW))]
        if self.r.random() < 0.4:
            inner.append("    s ^= s >> %d;" % self.r.randrange(3, 17))
        inner.append("  }")
        if Q == 1:
            body = inner + ["O%s[i] = s;" % k]
        else:
            body = (["unsigned acc = 0;", "for (int q = 0; q < %d; q++)" % Q, "  {",
                     "    int it = q * %d + i;" % items]
                    + ["    " + x for x in inner]
                    + ["    acc += s ^ (s >> 13);", "  }", "O%s[i] = acc;" % k])
        self.shape_kernel(k, "rarelong-" + mode + ("-csr" if csr else "")
                          + ("-q%d" % Q if Q > 1 else ""), ins,
                          [("O" + k, "unsigned", items)],
                          [("bump", self.r.randrange(0, 3))], items, body, two_d, nj)

    def col_index(self, row_off, w):
        """An index of row r + ROW_OFF, column i, computed in an arm:
        (declaration type, expression)."""
        R = "(r %s %d)" % ("+" if row_off > 0 else "-", abs(row_off))
        forms = [
            ("int", "%s * %s + i" % (R, w)),
            ("unsigned", "(unsigned) %s * (unsigned) %s + (unsigned) i" % (R, w)),
            # wraps below zero in between when ROW_OFF < 0 (i - 2 * w),
            # right modulo 2^32 at the end.
            ("unsigned", "(unsigned) i - %du * (unsigned) %s + (unsigned) r * (unsigned) %s"
             % (-row_off, w, w) if row_off < 0 else
             "(unsigned) i + %du * (unsigned) %s + (unsigned) r * (unsigned) %s"
             % (row_off, w, w)),
            ("long", "(long) %s * %s + i" % (R, w)),
            ("long", "(long) (%s * %s + i)" % (R, w)),
            ("size_t", "(size_t) %s * (size_t) %s + (size_t) i" % (R, w)),
            ("int", "(int) (short) %s * %s + i" % (R, w)),
            ("int", "(unsigned char) %s * %s + i" % (R, w)),
            ("unsigned", "(unsigned short) (%s * %s + i)" % (R, w)),
        ]
        return self.pick(forms)

    def shape_colarm(self):
        k = self.kname()
        ty = self.pick(ELEM)
        lo, hi = self.elem_range(ty)
        # h * w < 65536 and h < 256: the narrowed index forms fit.
        w = self.r.randrange(40, 300)
        h = self.r.randrange(6, 40)
        IN, OUT = "IN" + k, "O" + k
        inplace = self.r.random() < 0.25
        # A literal width more often than not: with a run-time w GCC 12 does
        # not see the store's address as affine in the OpenMP outlined
        # function (w comes from the data block), and qprop-version
        # leaves the loop alone ("a store whose address is not affine").
        wexpr = self.pick(["w", "%d" % w, "%d" % w])
        up_t, up = self.col_index(-self.pick([1, 2]), wexpr)
        dn_t, dn = self.col_index(self.pick([1, 1, 2]), wexpr)
        lev = self.threshold(ty, lo, hi)
        c1 = self.pick(["%s & 1u" % wu(ty, "m"), "%s %% 3u == 0u" % wu(ty, "m"),
                        "m > %d" % self.threshold(ty, lo, hi)])
        c2 = self.pick(["m < %d" % lev, "%s & 2u" % wu(ty, "m")])
        body = ["for (int r = 2; r < h - 2; r++)", "  {",
                "    %s m = %s[r * %s + i];" % (ty, IN, wexpr),
                "    unsigned s = %s * 4u;" % wu(ty, "m")]
        if self.r.random() < 0.5:
            # colwalk's shape: the row above loaded in every iteration,
            # the arms' loads beside it.
            body.append("    s += %s;" % wu(ty, "%s[(r - 1) * %s + i]" % (IN, wexpr)))
        body += ["    if (%s)" % c1, "      {",
                "        %s up = %s;" % (up_t, up),
                "        s += %s * 2u;" % wu(ty, "%s[up]" % IN)]
        nested = self.r.random() < 0.3
        arm2 = ["if (%s)" % c2, "  {",
                "    %s dn = %s;" % (dn_t, dn),
                "    s ^= %s * 3u;" % wu(ty, "%s[dn]" % IN), "  }"]
        if nested:
            body += ["        " + a for a in arm2] + ["      }"]
        else:
            body += ["      }"] + ["    " + a for a in arm2]
        if inplace:
            body.append("    %s[r * %s + i] = (%s) (s & 1023u);" % (IN, wexpr, ty))
            outs = [(IN, ty, w * h)]
        else:
            body.append("    %s[r * %s + i] = s;" % (OUT, wexpr))
            outs = [(OUT, "unsigned", w * h)]
        body.append("  }")
        ins = [(IN, ty, w * h, self.sdata(IN, ty, w * h, lo, hi))]
        self.shape_kernel(k, "colarm" + ("-inplace" if inplace else ""), ins, outs,
                          [("w", w), ("h", h)], w, body)
