/* At -O0 qprop is a no-op: qprop-stats does not run, so its dump (if GCC
   creates the file at all) holds no result line, and -fopt-info-all shows no
   qprop remark (any remark would be an excess message, and dg-bogus names the
   line where it would appear).  */
/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-qprop-dump=qprop-stats -fopt-info-all" } */
/* { dg-qprop-prune opt-info } */

void
add_const (int *a, const int *b, int c, int n) /* { dg-bogus "qprop" } */
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c;
}

/* { dg-final { scan-qprop-dump-empty "qprop-stats" } } */
