// At -O0 qprop does nothing in cc1plus either: no result line in the dump
// and no remark.
// { dg-do compile }
// { dg-options "-O0 -fplugin-arg-qprop-dump=qprop-stats -fopt-info-all" }
// { dg-qprop-prune opt-info }

int
f (int *p, int n) // { dg-bogus "qprop" }
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

// { dg-final { scan-qprop-dump-empty "qprop-stats" } }
