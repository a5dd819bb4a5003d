/* With -flto, qprop-stats runs in the link-time lto1 (ltrans) and not in the
   compile-time cc1: the ltrans dump holds the result lines, the compile-time
   dump does not, and -fplugin-arg-qprop-stats prints the counters during the
   link.  The counts of add_const are those of gcc.qprop/counts.c, where they
   are derived: after LTO the function (kept out of line by noipa) still has
   the same GIMPLE after pre, because its pointers come from main and are
   unknown.

   main after pre, in the ltrans unit:
     bb 2: add_const (&x, &y, 3, n); _1 = x[5]; return _1 != 8;
   (noipa keeps the call) 1 block, 0 loops, 1 load (x[5]), 0 stores,
   0 branches.  */
/* { dg-do link } */
/* { dg-options "-O2 -flto -flto-partition=one -fplugin-arg-qprop-passes=qprop-stats -fplugin-arg-qprop-dump=qprop-stats -fplugin-arg-qprop-stats" } */

__attribute__((noipa)) void
add_const (int *a, const int *b, int c, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

int x[10], y[10];
int n = 10;

int
main (void)
{
  add_const (x, y, 3, n);
  return x[5] != 8;
}

/* { dg-final { scan-ltrans-tree-dump-times "(?n)^qprop-stats: add_const: blocks=6 loops=1 loads=1 stores=1 branches=2\$" 1 "qprop-stats" } } */
/* { dg-final { scan-qprop-dump-empty "qprop-stats" } } */
/* { dg-regexp "qprop: stats: add_const: qprop-stats: blocks=6 loops=1 loads=1 stores=1 branches=2\n" } */
/* { dg-final { scan-ltrans-tree-dump-times "(?n)^qprop-stats: main: blocks=1 loops=0 loads=1 stores=0 branches=0\$" 1 "qprop-stats" } } */
/* { dg-regexp "qprop: stats: main: qprop-stats: blocks=1 loops=0 loads=1 stores=0 branches=0\n" } */
/* { dg-regexp "qprop: stats: total: qprop-stats: functions=2 blocks=7 loops=1 loads=2 stores=1 branches=2\n" } */
