/* -fplugin-arg-qprop-stats prints qprop-stats' counters on standard error,
   one line per function and one total for the translation unit
   (docs/options.md: "qprop: stats: FUNCTION: PASS: name=N ..." and
   "qprop: stats: total: PASS: functions=N name=N ...").  The counts are
   those of counts.c, where they are derived; the total is their sum.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-stats -fplugin-arg-qprop-passes=qprop-stats" } */

void
add_const (int *a, const int *b, int c, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

int
load_store (int *p, int *q)
{
  *q = 0;
  return *p;
}

/* { dg-regexp "qprop: stats: add_const: qprop-stats: blocks=6 loops=1 loads=1 stores=1 branches=2\n" } */
/* { dg-regexp "qprop: stats: load_store: qprop-stats: blocks=1 loops=0 loads=1 stores=1 branches=0\n" } */
/* { dg-regexp "qprop: stats: total: qprop-stats: functions=2 blocks=7 loops=1 loads=2 stores=2 branches=2\n" } */
