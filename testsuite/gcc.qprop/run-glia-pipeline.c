/* glia-pipeline.c, run at every torture level against references
   that do the same operations in the same order, for several n and m
   (including 0, where the inner loop of across_loop does not run and
   a[i][1] is still read after it), with random halves of small integers
   so that every result is exact.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-qprop-passes=qprop-glia -fplugin-arg-qprop-dump=qprop-glia" } */

#include "glia-pipeline.c"

extern void abort (void);

static unsigned seed = 777;

static double
rnd (void)
{
  seed = seed * 1103515245u + 12345u;
  return (double) ((int) ((seed >> 16) % 41u) - 20) * 0.5;
}

__attribute__((noipa, optimize ("O0"))) double
ref_record (int n)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s = s * 0.5 + r[i].x;
      s = s * 0.5 + b[i];
      s = s * 0.5 + r[i].y;
    }
  return s;
}

__attribute__((noipa, optimize ("O0"))) double
ref_across (double (*pa)[2], int n, int m)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    {
      s += pa[i][0];
      for (int k = 0; k < m; k++)
	s = s * 0.5 + w[k];
      s += pa[i][1];
    }
  return s;
}

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      r[i].x = rnd ();
      r[i].y = rnd ();
      r[i].z = rnd ();
      r[i].w = rnd ();
      b[i] = rnd ();
    }
  for (int i = 0; i < 64; i++)
    {
      a[i][0] = rnd ();
      a[i][1] = rnd ();
    }
  for (int k = 0; k < 4096; k++)
    w[k] = rnd ();
}

int
main (void)
{
  static const int ns[] = { 0, 1, 2, 7, 64, N };
  static const int ms[] = { 0, 1, 3, 100, 4096 };
  for (unsigned t = 0; t < sizeof ns / sizeof ns[0]; t++)
    {
      fill ();
      if (record (ns[t]) != ref_record (ns[t]))
	abort ();
    }
  for (unsigned t = 0; t < sizeof ms / sizeof ms[0]; t++)
    {
      fill ();
      if (across_loop (ms[t]) != ref_across (a, 64, ms[t]))
	abort ();
      for (int n = 0; n <= 64; n += 21)
	if (across_ptr (a, n, ms[t]) != ref_across (a, n, ms[t]))
	  abort ();
    }
  return 0;
}

/* qprop-glia fired in the build that ran, with the options of
   glia-pipeline.c: at every level but -Os, where it leaves blocks
   optimized for size alone.  */
/* { dg-final { scan-qprop-dump {(?n)^qprop-glia: across_loop: .* moved=1 } "qprop-glia" { target { ! qprop_Os } } } } */
