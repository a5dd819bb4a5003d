/* A program built with -flto, where qprop runs in the link-time compiler
   after cross-module inlining, still gives the right result.  */
/* { dg-do run } */
/* { dg-options "-O2 -flto -flto-partition=one -fplugin-arg-qprop-dump=qprop-stats" } */

extern void abort (void);

static int
weight (const int *w, int i)
{
  return i % 3 == 0 ? w[i] * 2 : w[i];
}

int
total (const int *w, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += weight (w, i);
  return s;
}

int
main (void)
{
  int w[30];
  for (int i = 0; i < 30; i++)
    w[i] = i;
  /* Sum of 0..29 is 435; the multiples of 3 (0, 3, ..., 27) add 135 more.  */
  if (total (w, 30) != 435 + 135)
    abort ();
  return 0;
}

/* The pass ran at link time on the program.  */
/* { dg-final { scan-ltrans-tree-dump "(?n)^qprop-stats: main: blocks=" "qprop-stats" } } */
