/* simd_cascade: a biased if-cascade in the style of the hot loops of
   SPEC's 644.nab_s (the generalized Born energy, egb; seed 002, Fig. 12
   and section 7.2).
   bench-cflags: -fopenmp-simd -ffp-contract=off
   For every atom i (a uniform outer loop) the pair loop over atoms j
   carries `#pragma omp simd`.  Most pairs are far apart and take the
   first, cheap arm; the others fall down a cascade of arms that each cost
   a few divisions and a polynomial (nab calls log() there; this kernel
   keeps to + - * / so that every build rounds alike).  The branches
   depend on j, so they diverge; because the rare arms are rarely taken by
   any lane, a vector that skips them when no lane needs them (a BOSCC
   gadget, seed 002 section 6) beats plain if-conversion.
   qprop target: qprop-vectorize's masks and blends, and BOSCC.
   The output is each atom's accumulated term (floats, printed exactly):
   every lane adds its own terms in the order of i, so scalar and vector
   code compute the same value; -ffp-contract=off keeps FMAs out.  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NA 600
#else
#define NA 16000
#endif
#define CUT2 0.036f	/* about 3% of the pairs are nearer than this */

static float ax[NA], ay[NA], az[NA], rad[NA], acc[NA];

/* atanh (t) / t - 1 by its series: the stand-in for nab's logs.  */
#define SERIES(t2) ((t2) * (1.0f / 3 + (t2) * (1.0f / 5 + (t2) * (1.0f / 7 + (t2) * (1.0f / 9)))))

__attribute__((noinline)) static void
kernel_cascade (int na)
{
  for (int i = 0; i < na; i++)
    {
      float xi = ax[i], yi = ay[i], zi = az[i], ri = rad[i];
#pragma omp simd
      for (int j = 0; j < na; j++)
	{
	  float dx = ax[j] - xi, dy = ay[j] - yi, dz = az[j] - zi;
	  float d2 = dx * dx + dy * dy + dz * dz;
	  float sj = rad[j];
	  float e;
	  if (d2 > CUT2)
	    e = sj / d2;
	  else if (d2 > 16.0f * sj * sj)
	    {
	      float t = sj * sj / (d2 - sj * sj);
	      float t2 = t * t;
	      e = t * (1.0f + SERIES (t2)) / (d2 + 1.0f);
	    }
	  else if (d2 > (ri + sj) * (ri + sj))
	    {
	      float u = (d2 - ri * sj) / (d2 + ri * sj + 1.0f);
	      float u2 = u * u;
	      float v = (sj - ri) / (sj + ri + d2);
	      e = u * (1.0f + SERIES (u2)) + v * v / (1.0f + u2);
	    }
	  else if (ri < sj)
	    {
	      float w = (sj - ri) / (sj + ri);
	      e = w * (2.0f + SERIES (w * w)) - d2 / (sj * sj + 1.0f);
	    }
	  else
	    e = 0.5f / (ri + 1.0f);
	  acc[j] += e;
	}
    }
}

static unsigned s = 2463534242u;

static float
unit (void)
{
  s ^= s << 13; s ^= s >> 17; s ^= s << 5;
  return (float) (s >> 8) * (1.0f / 16777216.0f);	/* [0, 1) */
}

int
main (int argc, char **argv)
{
  for (int i = 0; i < NA; i++)
    {
      ax[i] = unit ();
      ay[i] = unit ();
      az[i] = unit ();
      rad[i] = 0.01f + 0.04f * unit ();
    }
  kernel_cascade (NA);
  unsigned long long sum = 0;
  for (int i = 0; i < NA; i++)
    {
      unsigned bits;
      memcpy (&bits, &acc[i], sizeof bits);
      sum = sum * 31u + bits;
    }
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < NA; i++)
      printf ("%a\n", (double) acc[i]);
  return 0;
}
