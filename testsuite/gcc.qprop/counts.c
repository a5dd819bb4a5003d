/* Exact qprop-stats counts for small functions.

   qprop-stats runs right after GCC's pre pass and counts, per function:
     blocks    basic blocks, not counting GCC's fixed ENTRY and EXIT blocks;
     loops     natural loops, not counting the root of the loop tree (the
               whole function);
     loads     statements that read memory;
     stores    statements that write memory;
     branches  conditional branches (GIMPLE_COND).
   The expected numbers below were read off the -fdump-tree-pre dump of this
   file at -O2 with GCC 12.2 (gcc -O2 -fdump-tree-pre), that is, the IR that
   qprop-stats sees.  The derivation is given above each function.  */

/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-stats" } */

/* add_const, after pre:
     bb 2: if (n > 0) goto bb 5; else goto bb 7;       branch 1
     bb 5: (empty loop preheader)
     bb 3: loop header: _4 = *_3; ... *_5 = _6;         load 1, store 1
           if (n > i) goto bb 6; else goto bb 7;      branch 2
     bb 6: goto bb 3;                                 (latch)
     bb 7: (empty loop exit block)
     bb 4: return;
   6 blocks, 1 loop, 1 load, 1 store, 2 branches.  */
void
add_const (int *a, const int *b, int c, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

/* load_store, after pre: a single block holding
     *q = 0;        store 1
     _5 = *p;       load 1 (p and q may alias, so the load stays)
     return _5;
   1 block, 0 loops, 1 load, 1 store, 0 branches.  */
int
load_store (int *p, int *q)
{
  *q = 0;
  return *p;
}

/* guarded_load, after pre:
     bb 2: if (n > 10) goto bb 3; else goto bb 5;      branch 1
     bb 5: goto bb 4;                                 (edge split for the PHI)
     bb 3: s_5 = MEM[p + 12B];                        load 1 (may trap, so it
                                                      is not hoisted)
     bb 4: s_1 = PHI <0, s_5>; return s_1;
   4 blocks, 0 loops, 1 load, 0 stores, 1 branch.  */
int
guarded_load (const int *p, int n)
{
  int s = 0;
  if (n > 10)
    s = p[3];
  return s;
}

/* nested, after pre:
     bb 2:  if (n > 0) goto bb 7; else goto bb 11;     branch 1
     bb 7:  goto bb 5;                                (outer preheader)
     bb 5:  outer header: if (m > 0) goto bb 8; else goto bb 12;   branch 2
     bb 8:  _1 = m * i;                               (inner preheader)
     bb 3:  inner header: _6 = *_5; _7 = _6 + 1; *_5 = _7;  load 1, store 1
            if (m > j) goto bb 10; else goto bb 12;  branch 3
     bb 10: goto bb 3;                                (inner latch)
     bb 12: (empty)
     bb 4:  i = i + 1; if (n > i) goto bb 9; else goto bb 11;  branch 4
     bb 9:  (outer latch)
     bb 11: (empty)
     bb 6:  return;
   11 blocks, 2 loops, 1 load, 1 store, 4 branches.  */
void
nested (int *a, int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] += 1;
}

/* Each function gets exactly one result line, and it has these values.  */
/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: add_const: blocks=6 loops=1 loads=1 stores=1 branches=2\$" 1 "qprop-stats" } } */
/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: load_store: blocks=1 loops=0 loads=1 stores=1 branches=0\$" 1 "qprop-stats" } } */
/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: guarded_load: blocks=4 loops=0 loads=1 stores=0 branches=1\$" 1 "qprop-stats" } } */
/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: nested: blocks=11 loops=2 loads=1 stores=1 branches=4\$" 1 "qprop-stats" } } */
/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: " 4 "qprop-stats" } } */
