/* The Collatz kernel of the qprop-vectorize tests: a divergent if/else
   inside an inner loop whose trip count depends on the lane (blends of x
   at the join, under the live mask), unsigned arithmetic and shifts, a
   contiguous load and store.  The reference runs without omp simd.  */

#include <string.h>

void
collatz (int *out, const unsigned *in, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = in[i];
      int steps = 0;
      while (x != 1 && steps < 1000)
	{
	  if (x & 1)
	    x = 3 * x + 1;
	  else
	    x >>= 1;
	  steps++;
	}
      out[i] = steps;
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize")))
void
collatz_ref (int *out, const unsigned *in, int n)
{
  for (int i = 0; i < n; i++)
    {
      unsigned x = in[i];
      int steps = 0;
      while (x != 1 && steps < 1000)
	{
	  if (x & 1)
	    x = 3 * x + 1;
	  else
	    x >>= 1;
	  steps++;
	}
      out[i] = steps;
    }
}

static unsigned in[400];
static int a[400], b[400];

int
main (void)
{
  for (int i = 0; i < 400; i++)
    in[i] = (i * 7919u) % 5000 + 1;
  in[3] = 1;		/* a lane that never enters the inner loop */
  in[5] = 0;		/* a lane that stops at steps == 1000 */
  for (int n = 0; n < 70; n++)
    for (int off = 0; off < 3; off++)
      {
	memset (a, 1, sizeof a);
	memset (b, 1, sizeof b);
	collatz (a + off, in + n, n);
	collatz_ref (b + off, in + n, n);
	if (memcmp (a, b, sizeof a))
	  __builtin_abort ();
      }
  return 0;
}
