/* The Mandelbrot kernel of the qprop-vectorize tests (seed 002, Fig. 9):
   an omp simd loop over the pixels of a row whose inner loop runs a
   lane-dependent number of iterations, and a contiguous int store.  The
   reference is the same loop without omp simd, kept out of line and
   unvectorized.  */

#include <string.h>

void
mandel (int *out, int w, float y0, float xmin, float dx, int maxit)
{
#pragma omp simd
  for (int i = 0; i < w; i++)
    {
      float x0 = xmin + i * dx;
      float x = 0, y = 0;
      int k = 0;
      while (k < maxit && x * x + y * y <= 4.0f)
	{
	  float xt = x * x - y * y + x0;
	  y = 2.0f * x * y + y0;
	  x = xt;
	  k++;
	}
      out[i] = k;
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize")))
void
mandel_ref (int *out, int w, float y0, float xmin, float dx, int maxit)
{
  for (int i = 0; i < w; i++)
    {
      float x0 = xmin + i * dx;
      float x = 0, y = 0;
      int k = 0;
      while (k < maxit && x * x + y * y <= 4.0f)
	{
	  float xt = x * x - y * y + x0;
	  y = 2.0f * x * y + y0;
	  x = xt;
	  k++;
	}
      out[i] = k;
    }
}

static int a[1100], b[1100];

int
main (void)
{
  /* Every width up to 40 (none, fewer than a vector, remainders of each
     size), whole rows of 1024, and maxit 0, 1 and 2; the elements after
     the row must stay as they were.  */
  for (int w = 0; w < 40; w++)
    for (int row = 0; row < 8; row++)
      {
	float y0 = -1.2f + row * 0.3f;
	memset (a, 0x55, sizeof a);
	memset (b, 0x55, sizeof b);
	mandel (a, w, y0, -2.0f, 2.5f / (w + 1), 100);
	mandel_ref (b, w, y0, -2.0f, 2.5f / (w + 1), 100);
	if (memcmp (a, b, sizeof a))
	  __builtin_abort ();
      }
  for (int m = 0; m < 3; m++)
    {
      mandel (a, 1024, 0.1f, -2.0f, 2.5f / 1024, m);
      mandel_ref (b, 1024, 0.1f, -2.0f, 2.5f / 1024, m);
      if (memcmp (a, b, sizeof a))
	__builtin_abort ();
    }
  for (int row = 0; row < 64; row++)
    {
      mandel (a, 1024, -1.25f + row * 2.5f / 64, -2.0f, 2.5f / 1024, 256);
      mandel_ref (b, 1024, -1.25f + row * 2.5f / 64, -2.0f, 2.5f / 1024, 256);
      if (memcmp (a, b, sizeof a))
	__builtin_abort ();
    }
  return 0;
}
