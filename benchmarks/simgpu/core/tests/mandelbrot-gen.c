/* Expected output of the mandelbrot kernel (host loop of mandelbrot-acc.c). */
#define BENCH_SIZE 0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../../offload/mandelbrot.h"
int main (void)
{
  printf ("out:");
  for (int p = 0; p < W * H; p++)
    {
      long long cx = -(9LL << (FRAC - 2)) + (p % W) * ((3LL << FRAC) / W);
      long long cy = -(3LL << (FRAC - 1)) + (p / W) * ((3LL << FRAC) / H);
      long long x = 0, y = 0;
      int it = 0;
      while (it < MAXIT)
	{
	  long long x2 = (x * x) >> FRAC;
	  long long y2 = (y * y) >> FRAC;
	  if (x2 + y2 > (4LL << FRAC))
	    break;
	  long long xy = (x * y) >> (FRAC - 1);
	  x = x2 - y2 + cx;
	  y = xy + cy;
	  it++;
	}
      printf (" %d", it);
    }
  printf ("\n%d\n", W * H);
  return 0;
}
