/* scripts/simd-fuzz.py --vectorize seed 2030 (2009 too): an ICE in the pass's scan
   for omp simd array calls.  GCC 12's gimple_call_internal_p (gimple *)
   does not check that the statement is a call: on an assignment it read
   the rhs code as call flags (bit GF_CALL_INTERNAL set for some codes)
   and then u.internal_fn past the end of the statement, a segfault when
   the statement ended a GC page.  Which statement ends a page depends on
   the compiler's memory layout (this whole program brought it back with
   the old plugin; the kernel alone did not).  Kept as a run test: the
   checksum is the -O0 build's, and the loop (three divergent inner
   loops, uniform and varying branches) must be vectorized.  */
/* { dg-do run } */
/* { dg-options "-O2 -march=x86-64-v2 -fopenmp-simd -ffp-contract=off -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */
/* The cost model declines this small kernel (its dump line gives both
   estimates); the test checks the vector code, so it is turned off.  */
/* { dg-require-effective-target sse4_runtime } */

#include <stdio.h>
#include <string.h>

#define N 300

__attribute__((noipa)) unsigned
kernel (unsigned *restrict out, float *restrict fout, unsigned *restrict c,
	const unsigned *restrict a, const unsigned *restrict b,
	const float *restrict fa, const float *restrict fb,
	unsigned p, unsigned q, float fp, int n)
{
  unsigned red = 0u;
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned h = b[i];
      float g = fb[i];
      float f2 = (fb[i] * 1.25f);
      unsigned k1 = 0;
      while (f2 < 1.0f && k1 < 9u)
      {
        f2 = f2 * 2.0f + (-2.0f * 0.25f);
        k1++;
      }
      h += k1;
      float f4 = (((q | q) & 1u) ? 1.75f : (float) (int) ((q - (unsigned) i) & 0xffffu));
      unsigned k3 = 0;
      while (f4 < 25.0f && k3 < 20u)
      {
        f4 = f4 * 2.0f + (f2 + f2);
        k3++;
      }
      h += k3;
      float f6 = f4;
      unsigned k5 = 0;
      while (f6 < 31.0f && k5 < 17u)
      {
        f6 = f6 * -1.25f + (1.0f < fp ? 1.0f : fp);
        k5++;
      }
      h += k5;
      if ((q & 4u) != 0u)
      {
        f6 = (fp < fb[i] ? fp : fb[i]);
      }
      else
      {
        if ((f2 < f2 ? f2 : f2) < (fb[i] - f2))
        {
          unsigned u7 = (((unsigned) i >> 2) << 2);
          h = h * 31u + u7;
        }
      }
      if ((22u ^ 34u) == (15u + (unsigned) i))
      {
        unsigned u8 = ((b[i] - (unsigned) i) << 0);
        h = h * 31u + u8;
        unsigned u9 = ((u8 & (unsigned) i) + u8);
        h = h * 31u + u9;
      }
      else
      {
        f4 = ((f2 < f4 ? f2 : f4) * -0.75f);
      }
      unsigned u10 = c[i];
      h = h * 31u + u10;
      float f11 = ((fb[i] - (float) (int) (p & 0xffffu)) - (fp * 0.5f));
      g = g * 0.5f + f11;
      u10 ^= u10;
      if ((b[i] ^ (unsigned) i) != (b[i] & u10))
      {
        unsigned u12 = ((u10 > ((unsigned) i & c[i]) ? 16u : u10) ^ b[i]);
        h = h * 31u + u12;
      }
      f11 = ((q & 4u) != 0u ? (9.25f - f2) : f4);
      out[i] += h;
      fout[i] = g;
    }
  return red;
}

static unsigned
bits (float f)
{
  unsigned u;
  if (f != f)
    return 0x7fc00000u;
  memcpy (&u, &f, sizeof u);
  return u;
}

int
main (void)
{
  static unsigned a[128], b[N], c[N], out[N];
  static float fa[128], fb[N], fout[N];
  static const int ns[] = { 0, 1, 7, 8, 9, 37, 117, 300 };
  unsigned long sum = 0;
  for (int t = 0; t < 8; t++)
    {
      for (int k = 0; k < 128; k++)
	{
	  a[k] = (unsigned) (k * 2654435761u + t * 40503u) >> 7;
	  fa[k] = (float) (int) ((k * 40503u + t) % 1024u) * 0.125f - 40.0f;
	}
      for (int k = 0; k < N; k++)
	{
	  b[k] = (unsigned) (k * 2246822519u + t) >> 9;
	  c[k] = (unsigned) k * 3u;
	  out[k] = (unsigned) k;
	  fb[k] = (float) (int) ((k * 2654435761u) >> 22) * 0.0625f - 20.0f;
	  fout[k] = -1.0f;
	}
      unsigned red = kernel (out, fout, c, a, b, fa, fb, (unsigned) t * 3u,
			     5u - (unsigned) t, (float) t * 0.75f - 1.0f,
			     ns[t]);
      for (int k = 0; k < N; k++)
	sum = (sum * 31 + out[k]) * 31 + bits (fout[k]) + c[k] * 7;
      sum = sum * 31 + red;
    }
  printf ("checksum %lu\n", sum);
  return 0;
}

/* { dg-output "checksum 3707742127256539652" } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized VF=4 .* loops=3 } "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize: kernel: simd-loops=1 vectorized=1 } "qprop-vectorize" } } */
