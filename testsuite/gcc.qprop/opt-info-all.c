/* -fopt-info-all shows the qprop-stats remark for each function, at the
   function's location.  The counts are those of counts.c (add_const and
   guarded_load), where they are derived.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-all" } */
/* { dg-qprop-prune opt-info } */

void
add_const (int *a, const int *b, int c, int n) /* { dg-message "note: qprop-stats: 6 blocks, 1 loops, 1 loads, 1 stores, 2 branches" } */
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

int
guarded_load (const int *p, int n) /* { dg-message "note: qprop-stats: 4 blocks, 0 loops, 1 loads, 0 stores, 1 branches" } */
{
  int s = 0;
  if (n > 10)
    s = p[3];
  return s;
}
