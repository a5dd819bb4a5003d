/* Regression test: qprop-linearize with linearize-boscc=on crashed
   (segmentation fault in get_loop_body) when a region holding a loop
   node came after a region whose BOSCC gadget had freed the dominance
   information that finding the loop's exits needs.  The kernel is
   simd-fuzz seed 600003 (scripts/check-simd-fuzz.sh --linearize --boscc),
   run as generated; div-check compares the lanes' behaviour with the
   analysis.  */
/* { dg-do run } */
/* { dg-options "-O1 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-reconverge,qprop-linearize -fplugin-arg-qprop-selftest=linearize-all -fplugin-arg-qprop-linearize-boscc=on -fplugin-arg-qprop-dump=qprop-linearize" } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \([^)]* loops=1 \(0 uniform, 1 divergent\)\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-linearize:   region bb [0-9]+ -> join bb [0-9]+: linearized \(} 2 "qprop-linearize" } } */

#include <stdio.h>

#define N 300

__attribute__((noipa)) void
kernel (unsigned *restrict out, const unsigned *restrict a,
	unsigned *restrict c, unsigned p, unsigned q, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      for (unsigned j1 = 0; j1 < 5u; j1++)
      {
        for (unsigned j2 = 0; j2 < 3u; j2++)
        {
          unsigned v3 = ((c[i & 127] | a[((j1 ^ a[i & 127])) & 127]) | ((unsigned) i >> 3));
          if ((a[i & 127] + c[(q) & 127]) >= (unsigned) (j2 >= v3))
            break;
        }
        for (unsigned j4 = 0; j4 < (p & 7u); j4++)
        {
          unsigned v5 = ((p / 2u) % 6u);
        }
        unsigned v6 = ((unsigned) i + (a[(p + 3) & 127] * 9u));
        for (unsigned j7 = 0; j7 < ((c[(p + 0) & 127] & c[((p << 3)) & 127]) & 7u); j7++)
        {
          unsigned v8 = v6;
          v6 += (3u | (unsigned) (v6 != (unsigned) i));
          if ((((unsigned) (q == (unsigned) i) & 1u) ? v6 : c[i & 127]) > (6u % 2u))
          {
            unsigned v9 = a[(((unsigned) i >> 0)) & 127];
          }
          else
          {
            unsigned v10 = ((unsigned) (v8 != p) * (unsigned) (q < p));
            v6 += v10;
          }
          for (unsigned j11 = 0; j11 < (a[i & 127] & 7u); j11++)
          {
            unsigned v12 = ((j7 << 3) / 2u);
          }
        }
      }
      unsigned v13 = p;
      for (unsigned j14 = 0; j14 < (p & 7u); j14++)
      {
        unsigned v15 = (((unsigned) i | (unsigned) i) < (0u - v13) ? (j14 - c[((j14 - 1u)) & 127]) : (q % 7u));
        v13 += (((unsigned) i - p) * ((unsigned) i >> 1));
        unsigned v16 = v15;
      }
      v13 ^= (((a[((p | (unsigned) i)) & 127] | a[((q - q)) & 127]) == (unsigned) i ? q : v13) & c[((v13 | 0u)) & 127]);
      v13 ^= ((unsigned) i >> 0);
      unsigned v17 = (v13 / 6u);
      unsigned v18 = (unsigned) i;
      if ((((7u - v13) & 1u)) && ((unsigned) i < (3u % 5u)))
      {
        if ((((6u + a[(p + 5) & 127]) & 1u)) && (((c[((v13 - v18)) & 127] / 1u) < (unsigned) (a[((0u & (unsigned) i)) & 127] != (unsigned) i)) && (((unsigned) i ^ v13) >= v13)))
        {
          c[61] = ((a[((((a[i & 127] << 2) & 1u) ? c[i & 127] : (unsigned) i)) & 127] >> 3) & ((unsigned) i ^ q));
          c[(((unsigned) i ^ v17)) & 127] = p;
        }
        else
        {
          unsigned v19 = (v17 % 3u);
          v18 += v19;
        }
        if (((v18 >> 3) < (a[i & 127] % 4u)) || ((a[(p + 0) & 127] * (unsigned) i) == (((0u | a[((v17 >> 0)) & 127]) <= ((unsigned) i % 6u)) && ((q * (unsigned) i) >= 8u) ? (unsigned) i : 9u)))
        {
          for (unsigned j20 = 0; j20 < ((unsigned) i & 7u); j20++)
          {
            unsigned v21 = ((6u + c[(c[((a[i & 127] % 2u)) & 127]) & 127]) * (q - p));
          }
        }
        unsigned v22 = (((unsigned) i + (unsigned) i) | 0u);
        if ((v18 > v18) || ((((unsigned) (v22 != a[i & 127]) <= (v17 % 2u) ? (unsigned) i : (unsigned) i) > (unsigned) (v13 == (unsigned) i)) || ((c[((a[i & 127] - a[(p) & 127])) & 127] << 4) >= ((unsigned) i ^ v18))))
          continue;
      }
      else
      {
        unsigned v23 = (unsigned) i;
        v18 += v23;
      }
      out[i] = v13 ^ v17 ^ v18;
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
