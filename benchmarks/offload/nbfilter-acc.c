/* nbfilter (OpenACC): an edge-preserving 1-D smoothing filter, applied
   NPASS times (two buffers used in turn).  out[i] is a weighted mean of
   in[i] and the neighbours within radius 2 whose value is within TH of
   in[i]; in[i-2] (in[i+2]) is looked at only when in[i-1] (in[i+1]) passed.
   Integers only; the signal is piecewise constant plus noise, so the tests
   pass or fail irregularly.
   Access pattern of the SSRQP paper's Fig. 11b: each thread computes a
   contiguous chunk of CHUNK outputs, so in[i+1] read in iteration k is
   in[i] in k+1 and in[i-1] in k+2: the redundancy is across iterations
   within a thread, and part of it sits in branches.
   Divergence: the thread loop is gang+vector partitioned, one chunk per
   vector lane; every neighbour test, and so every load of in[i-2] and
   in[i+2], depends on the lane's data.
   qprop target: SSRQP scalar replacement under divergence (qprop-sr SIMT
   mode: carry in[i-2..i+2] across iterations in registers, hoisting the
   loads in divergent branches speculatively); partial linearization of
   the nested neighbour tests.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double omp_get_wtime (void);

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define N (1 << 17)
#define NPASS 4
#else
#define N (1 << 22)
#define NPASS 8
#endif
#define CHUNK 16
#define NTH (N / CHUNK)
#define HALO 2
#define NP (N + 2 * HALO)
#define TH 40
_Static_assert (NPASS % 2 == 0, "the result must end in x");

static unsigned lcg_state = 31337u;

static unsigned
lcg (void)
{
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

static void
filter_pass (const int *restrict in, int *restrict out)
{
#pragma acc parallel loop gang vector vector_length(32) \
  present(in[0:NP], out[0:NP])
  for (int t = 0; t < NTH; t++)
    for (int k = 0; k < CHUNK; k++)
      {
	int i = HALO + t * CHUNK + k;
	int c = in[i];
	int s = 8 * c, w = 8;
	int a = in[i - 1];
	if (a - c <= TH && c - a <= TH)
	  {
	    s += 4 * a, w += 4;
	    int b = in[i - 2];
	    if (b - c <= TH && c - b <= TH)
	      s += 2 * b, w += 2;
	  }
	a = in[i + 1];
	if (a - c <= TH && c - a <= TH)
	  {
	    s += 4 * a, w += 4;
	    int b = in[i + 2];
	    if (b - c <= TH && c - b <= TH)
	      s += 2 * b, w += 2;
	  }
	out[i] = (s + w / 2) / w;
      }
}

int
main (int argc, char **argv)
{
  int *x = malloc (NP * sizeof (int));
  int *y = malloc (NP * sizeof (int));
  int level = 2048, left = 0;
  for (int i = 0; i < NP; i++)
    {
      if (left-- == 0)
	{
	  level = 64 + (int) (lcg () % 3968u);
	  left = 8 + (int) (lcg () % 64u);
	}
      x[i] = y[i] = level + (int) (lcg () % 97u) - 48;
    }

  double t0, t1;
#pragma acc data copy(x[0:NP]) copyin(y[0:NP])
  {
    t0 = omp_get_wtime ();
    for (int p = 0; p < NPASS; p += 2)
      {
	filter_pass (x, y);
	filter_pass (y, x);
      }
    t1 = omp_get_wtime ();
  }

  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < NP; i++)
    h = (h ^ (unsigned long long) (unsigned) x[i]) * 1099511628211ULL;
  printf ("checksum %llu\n", h);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < NP; i++)
      printf ("%d\n", x[i]);
  printf ("target_time_s %.6f\n", t1 - t0);
  free (x); free (y);
  return 0;
}
