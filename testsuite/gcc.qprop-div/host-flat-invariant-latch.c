/* qprop-flatten on an outer loop A one of whose header PHIs takes, over
   A's latch, a value defined before A (store motion's temporary for
   c[i & 127] gets the simd loop's i there).  The flattened loop must not
   make the uses of that value outside A read the PHI at L: the uses
   before A, in the simd loop's next iteration, would read the last
   value of the flattened loop instead of i (verify: "definition in block
   23 does not dominate use in block 4"; without verify, wrong output).
   From scripts/simd-fuzz.py --nests, seed 430092, at -O1; the run
   prints the checksum of the program built at -O0 without the plugin.  */
/* { dg-do run } */
/* { dg-options "-O1 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-flatten -fplugin-arg-qprop-selftest=flatten-all -fplugin-arg-qprop-dump=qprop-flatten" } */
/* { dg-output "checksum 2119350551623503610" } */

#include <stdio.h>

#define N 300

__attribute__((noipa)) void
kernel (unsigned *restrict out, const unsigned *restrict a,
	unsigned *restrict c, unsigned p, unsigned q, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      for (unsigned j1 = 0; j1 < ((unsigned) i & 7u); j1++)
      {
        c[((j1 * 3u)) & 127] = ((unsigned) i ^ (q * 2u));
      }
      c[i & 127] = (a[((3u / 2u)) & 127] * ((unsigned) i << 1));
      for (unsigned j2 = 0; j2 < (p & 7u); j2++)
      {
        if (((j2 % 5u) & 1u))
        {
          for (unsigned j3 = 0; j3 < 2u; j3++)
          {
            unsigned v4 = q;
          }
          switch ((j2 << 0) & 3u)
          {
          case 0u:
            break;
          case 1u:
            break;
          case 2u:
            break;
          default:
            break;
          }
        }
      }
      c[i & 127] = ((unsigned) i & (p & (unsigned) i));
      for (unsigned j5 = 0; j5 < (p & 7u); j5++)
      {
        for (unsigned j6 = 0; j6 < ((a[((unsigned) i + j5) & 127] ^ q) & 7u); j6++)
        {
          if (a[(1u) & 127] >= (p & c[i & 127]))
          {
            unsigned v7 = ((a[(c[124]) & 127] * a[(((unsigned) i - (unsigned) i)) & 127]) << 2);
          }
        }
        for (unsigned j8 = 0; j8 < ((a[((unsigned) i + j5) & 127] ^ p) & 7u); j8++)
        {
          for (unsigned j9 = 0; j9 < 2u; j9++)
          {
            unsigned v10 = j8;
          }
          if ((j5 > ((unsigned) i ^ j8) ? p : c[i & 127]) == (a[((unsigned) (j8 < a[i & 127])) & 127] % 3u))
            break;
        }
        for (unsigned j11 = 0; j11 < (p & 7u); j11++)
        {
          c[i & 127] = (unsigned) i;
        }
      }
      out[i] = 0u;
    }
}

int
main (void)
{
  static unsigned a[128], c[128], out[N];
  unsigned long sum = 0;
  for (int t = 0; t < 4; t++)
    {
      for (int k = 0; k < 128; k++)
	{
	  a[k] = (unsigned) (k * 2654435761u + t * 40503u) >> 7;
	  c[k] = (unsigned) (k * 40503u) >> 3;
	}
      kernel (out, a, c, (unsigned) t * 3u, 5u - (unsigned) t, 37 + 80 * t);
      for (int k = 0; k < N; k++)
	sum = sum * 31 + out[k];
      for (int k = 0; k < 128; k++)
	sum = sum * 7 + c[k];
    }
  printf ("checksum %lu\n", sum);
  return 0;
}

/* { dg-final { scan-tree-dump-times {: flattened \(} 2 "qprop-flatten" } } */
