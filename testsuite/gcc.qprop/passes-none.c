/* -fplugin-arg-qprop-passes=none turns qprop-stats off: at -O2 its dump holds
   no result line, and -fopt-info-all shows no qprop remark.  */
/* { dg-do compile } */
/* { dg-warning "no dump for .qprop-stats.: the pass is not selected" "" { target *-*-* } 0 } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=none -fplugin-arg-qprop-dump=qprop-stats -fopt-info-all" } */
/* { dg-qprop-prune opt-info } */

void
add_const (int *a, const int *b, int c, int n) /* { dg-bogus "qprop" } */
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

/* { dg-final { scan-qprop-dump-empty "qprop-stats" } } */
