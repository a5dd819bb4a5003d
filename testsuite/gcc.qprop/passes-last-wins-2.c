/* An argument given twice takes its last value (docs/options.md):
   passes=qprop-stats followed by passes=none runs nothing.  */
/* { dg-do compile } */
/* { dg-warning "no dump for .qprop-stats.: the pass is not selected" "" { target *-*-* } 0 } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-stats -fplugin-arg-qprop-passes=none -fplugin-arg-qprop-dump=qprop-stats" } */

int
f (int *p)
{
  return *p;
}

/* { dg-final { scan-qprop-dump-empty "qprop-stats" } } */
