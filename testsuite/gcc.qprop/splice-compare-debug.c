/* -g must not change what qprop-splice does.  In this row convolution,
   once the vectorizer has run, debug binds of the elements (# DEBUG D#1
   => (*D#2)[D#3]) sit between the loads; the rule for what ends a path
   (ir/no-trap.h) once took them for loads that may trap, so that with
   -g the neighbours could not be moved up and nothing was spliced, and
   -fcompare-debug failed.  */
/* { dg-do compile } */
/* { dg-options "-O3 -g -fcompare-debug -fplugin-arg-qprop-passes=qprop-splice,qprop-sr -fplugin-arg-qprop-dump=qprop-splice" } */

#define W 80

static int filt[5];

__attribute__ ((noinline)) static void
row (int (*out)[W], int (*in)[W], int i)
{
  for (int j = 2; j < W - 2; j++)
    {
      int s = 0;
      for (int l = -2; l <= 2; l++)
	s += filt[l + 2] * in[i][j + l];
      out[i][j] = (s + 128) >> 8;
    }
}

int img[4][W], res[4][W];

void
run (void)
{
  for (int k = 0; k < 5; k++)
    filt[k] = k + 1;
  for (int i = 0; i < 4; i++)
    row (res, img, i);
}

/* { dg-final { scan-tree-dump {(?n)^qprop-splice: row[.a-z0-9]*: candidates=5 groups=1 spliced=[1-9]} "qprop-splice" } } */
