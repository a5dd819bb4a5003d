/* Negative: volatile accesses are never candidates; each one must happen
   where and as often as the program says.

     partial    v on one arm and again after the join (the shape of
                pre-fig1-5.c): the second read is not replaced.
     invariant  v read in a loop that may run zero times (the shape of
                pre-fig3-5.c): not hoisted.
     twice      two volatile reads of *p in one block: not merged.

   Plain -O2: GCC's own passes leave volatile accesses alone, so these are
   the shapes of the positive tests.  Loop header copying makes the loop
   a guarded do-while in which v is even down-safe at the preheader: only
   its volatility keeps it in the loop.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-qprop-dump=qprop-pre" } */

volatile int v;

__attribute__((noipa)) int
partial (int c, int k)
{
  int x;
  if (c)
    x = v;
  else
    x = k;
  return x + v;
}

__attribute__((noipa)) int
invariant (int n)
{
  int s = 0, i = 0;
  while (i < n)
    {
      s += v;
      i++;
    }
  return s;
}

__attribute__((noipa)) int
twice (int *p)
{
  return *(volatile int *) p + *(volatile int *) p;
}

/* { dg-final { scan-tree-dump-not {(?n)^qprop-pre:   eliminated: } "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)locally redundant} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-not {(?n)not hoisted} "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-pre: [a-z]+: candidates=[0-9]+ local=0 queries=[0-9]+ nodes=[0-9]+ rule1=[0-9]+ rule2=[0-9]+ rule2'=[0-9]+ rule3=0 rule4=0 stores=[0-9]+ kills=[0-9]+ eliminated=0 insertions=0 phis=0$} 3 "qprop-pre" } } */
/* The volatile reads are all still there: two in partial, one in
   invariant, two in twice.  */
/* { dg-final { scan-tree-dump-times {(?n)^  [a-z_.0-9]+ ={v} v;$} 3 "qprop-pre" } } */
/* { dg-final { scan-tree-dump-times {(?n)^  _[0-9]+ ={v} MEM\[\(volatile int \*\)p_[0-9]+\(D\)\];$} 2 "qprop-pre" } } */
