/* interleaved: several arrays accessed interleaved in one loop nest:
   a[i][j], b[i], a[i][j+1], c[i][j], a[i+1][j] (row-major walk), then the
   same kind of mix walked column by column (j outer, i inner).
   Pattern: a[i][j+1] of iteration j is a[i][j] of iteration j+1; a[i+1][j]
   of outer iteration i is a[i][j] of iteration i+1; in the column walk
   a[i][j] and a[i][j+1] share a cache line that the next j iteration
   touches again, and a[i+1][j] is reloaded as a[i][j] by the next inner
   iteration; b[i] is invariant in the inner loop.
   qprop target: redundant loads across iterations mixed with unrelated
   references (scalar replacement must keep each array apart), cache-line
   reuse across outer iterations of the column walk (load aggregation).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N 80
#define STEPS 120
#else
#define N 400
#define STEPS 1300
#endif

static double a[N + 1][N + 1], b[N + 1], c[N][N], out[N][N];

__attribute__((noinline)) static void
kernel_interleaved (void)
{
  for (int t = 0; t < STEPS; t++)
    {
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  out[i][j] = 0.25 * (a[i][j] * b[i] + a[i][j + 1]
			      + c[i][j] + a[i + 1][j]);
      for (int j = 0; j < N; j++)
	for (int i = 0; i < N; i++)
	  a[i][j] = 0.5 * (out[i][j] + c[i][j] * a[i][j + 1])
	    + 0.125 * (a[i + 1][j] - b[i]);
      for (int i = 0; i <= N; i++)
	b[i] = 0.5 * (b[i] + a[i][(i + t) % N]);
    }
}

int
main (int argc, char **argv)
{
  unsigned s = 1234567u;
  for (int i = 0; i <= N; i++)
    {
      for (int j = 0; j <= N; j++)
	{
	  s = s * 1103515245u + 12345u;
	  a[i][j] = (double) ((s >> 16) & 0x7fff) / 32768.0;
	  if (i < N && j < N)
	    c[i][j] = (double) ((s >> 4) & 0xfff) / 4096.0;
	}
      b[i] = (double) (i % 17) / 17.0;
    }
  kernel_interleaved ();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (out[i][j] + 2.0 * a[i][j]) * (1 + (i + 4 * j) % 9);
  for (int i = 0; i <= N; i++)
    sum += b[i];
  printf ("checksum %.17g\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    {
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  printf ("%.17g %.17g\n", out[i][j], a[i][j]);
      for (int i = 0; i <= N; i++)
	printf ("%.17g\n", b[i]);
    }
  return 0;
}
