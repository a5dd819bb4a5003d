/* The plugin loads into cc1 and qprop-stats runs on the function, writing
   its result line to the dump asked for with -fplugin-arg-qprop-dump.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-stats" } */

int
f (int *p)
{
  return *p;
}

/* { dg-final { scan-tree-dump "(?n)^qprop-stats: f: blocks=\[0-9\]+ loops=\[0-9\]+ loads=\[0-9\]+ stores=\[0-9\]+ branches=\[0-9\]+\$" "qprop-stats" } } */
