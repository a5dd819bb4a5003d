/* A program built with -flto, where qprop runs in the link-time compiler
   after cross-module inlining, still gives the right result.  pairs is of
   the shape qprop-version takes, and the test shows that the link-time
   compile that built the program took it.  */
/* { dg-do run } */
/* { dg-options "-O2 -flto -flto-partition=one -fplugin-arg-qprop-dump=qprop-stats,qprop-version" } */

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

/* Sums of neighbouring weights, written through a plain pointer: the store
   to out[i] might be the w[i + 1] of the next iteration, so w[] can only
   stay in registers across iterations in a copy of the loop that runs when
   a run-time check finds the two ranges apart (qprop-version).  */
__attribute__((noipa)) void
pairs (int *out, const int *w, int n)
{
  for (int i = 0; i < n - 1; i++)
    out[i] = weight (w, i) + weight (w, i + 1);
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

  int p[30];
  p[29] = -1;
  pairs (p, w, 30);
  for (int i = 0; i < 29; i++)
    if (p[i] != (i % 3 == 0 ? 2 * i : i) + ((i + 1) % 3 == 0 ? 2 * i + 2 : i + 1))
      abort ();
  if (p[29] != -1)
    abort ();
  /* In place, one element ahead: each sum reads the one stored just before,
     so only the unchanged copy gives these values.  */
  int q[6] = { 1, 1, 1, 1, 1, 1 };
  pairs (q + 1, q, 6);
  if (q[0] != 1 || q[1] != 3 || q[2] != 4 || q[3] != 6 || q[4] != 13
      || q[5] != 14)
    abort ();
  return 0;
}

/* The pass ran at link time on the program.  */
/* { dg-final { scan-ltrans-tree-dump "(?n)^qprop-stats: main: blocks=" "qprop-stats" } } */
/* qprop-version checked pairs's loop, with weight inlined, at link time.  */
/* { dg-final { scan-ltrans-tree-dump {(?n)^qprop-version: pairs: .* versioned=1 } "qprop-version" } } */
