/* An argument given twice takes its last value (docs/options.md):
   passes=none followed by passes=qprop-stats runs qprop-stats.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-passes=none -fplugin-arg-qprop-passes=qprop-stats -fplugin-arg-qprop-dump=qprop-stats" } */

int
f (int *p)
{
  return *p;
}

/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: f: blocks=1 loops=0 loads=1 stores=0 branches=0\$" 1 "qprop-stats" } } */
