/* dump=qprop-stats-details writes the detailed form of the dump, which still
   holds the result line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-stats-details" } */

int
f (int *p)
{
  return *p;
}

/* { dg-final { scan-tree-dump-times "(?n)^qprop-stats: f: blocks=1 loops=0 loads=1 stores=0 branches=0\$" 1 "qprop-stats" } } */
