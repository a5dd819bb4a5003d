/* The plugin loads into cc1 and qprop-stats runs on every function.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-stats" } */

int
f (int *p)
{
  return *p;
}

/* { dg-final { scan-tree-dump "qprop-stats: f: blocks=\[0-9\]+ loops=\[0-9\]+ loads=\[0-9\]+ stores=\[0-9\]+ branches=\[0-9\]+" "qprop-stats" } } */
