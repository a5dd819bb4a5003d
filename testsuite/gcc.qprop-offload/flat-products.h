/* Nests whose inner loop runs between two products of the lane's outer
   IV (LANE_LOOP, each lane one i).  ROWS and SPAN: from i*n to (i+1)*n,
   the same count n in every lane (PRK transpose's initialization, and
   the same written out), TILE: an OpenACC tile's element loop, lanes
   0..31 apart stepping by 32 (PRK stencil), TRI: from i*i to (i+1)*(i+1),
   2i+1 steps, SKEW: from i*n to (i+1)*m, m + (m-n)*i steps, WRAP: from
   (unsigned char) (i*n) to (unsigned char) (i*n + n), n steps but none
   where the bound wraps past 255 (a conversion to a narrower type is
   not looked through).  */
#include <stdlib.h>

#define N 40
#define M 43
/* TILE's size: n - 2 a multiple of 32.  GCC 12's tile lowering computes
   wrong results otherwise, plain GCC as well (n = 40 and 42 failed;
   docs/simgpu-external.md, "PRK stencil-openacc").  */
#define NT 66

double a[NT * NT], b[N * N], b_ref[N * N], c[NT * NT], c_ref[NT * NT];
unsigned h[N], h_ref[N], g[N], g_ref[N], u[N], u_ref[N];

__attribute__ ((noinline)) static void
rows (int n)
{
  LANE_LOOP_ROWS
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i * n + j] = (double) (i * n + j) + a[i * n + j];
}

__attribute__ ((noinline)) static void
span (int n)
{
  LANE_LOOP_ROWS
  for (int i = 0; i < n; i++)
    for (int k = i * n; k < (i + 1) * n; k++)
      b[k] += (double) (k - i);
}

/* Heavy enough (Tb > Ta) for formula (1) to flatten TRI and SKEW.  */
#define HASH(s, k)							\
  ((((s ^ (s >> 15)) * 0x85ebca6bu + (unsigned) (k)) ^ (s >> 13))	\
   * 0xc2b2ae35u + ((unsigned) (k) >> 3) * 0x27d4eb2fu)

__attribute__ ((noinline)) static void
tri (int n)
{
  LANE_LOOP_HASH
  for (int i = 0; i < n; i++)
    {
      unsigned s = i * 0x9e3779b9u;
      for (int k = i * i; k < (i + 1) * (i + 1); k++)
	s = HASH (HASH (s, k), k + 1);
      h[i] = s;
    }
}

__attribute__ ((noinline)) static void
skew (int n, int m)
{
  LANE_LOOP_HASH
  for (int i = 0; i < n; i++)
    {
      unsigned s = i * 0x9e3779b9u;
      for (int k = i * n; k < (i + 1) * m; k++)
	s = HASH (HASH (s, k), k + 1);
      g[i] = s;
    }
}

__attribute__ ((noinline)) static void
wrap (int n)
{
  LANE_LOOP_HASH
  for (int i = 0; i < n; i++)
    {
      unsigned s = i * 0x9e3779b9u;
      for (int k = (unsigned char) (i * n); k < (unsigned char) (i * n + n);
	   k++)
	s = HASH (HASH (s, k), k + 1);
      u[i] = s;
    }
}

#ifdef LANE_LOOP_TILE
__attribute__ ((noinline)) static void
tile (int n)
{
  LANE_LOOP_TILE
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      c[i * n + j] += 0.5 * (a[(i - 1) * n + j] + a[(i + 1) * n + j]);
}
#endif

int
main (void)
{
  for (int i = 0; i < NT * NT; i++)
    {
      a[i] = i % 13;
      c[i] = c_ref[i] = i % 5;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b_ref[i * N + j] = (double) (i * N + j) + a[i * N + j] + (i * N + j - i);
  for (int i = 0; i < N; i++)
    {
      unsigned s = i * 0x9e3779b9u;
      for (int k = i * i; k < (i + 1) * (i + 1); k++)
	s = HASH (HASH (s, k), k + 1);
      h_ref[i] = s;
      s = i * 0x9e3779b9u;
      for (int k = i * N; k < (i + 1) * M; k++)
	s = HASH (HASH (s, k), k + 1);
      g_ref[i] = s;
      s = i * 0x9e3779b9u;
      for (int k = (unsigned char) (i * N); k < (unsigned char) (i * N + N);
	   k++)
	s = HASH (HASH (s, k), k + 1);
      u_ref[i] = s;
    }
  for (int i = 1; i < NT - 1; i++)
    for (int j = 1; j < NT - 1; j++)
      c_ref[i * NT + j] += 0.5 * (a[(i - 1) * NT + j] + a[(i + 1) * NT + j]);
  rows (N);
  span (N);
  tri (N);
  skew (N, M);
  wrap (N);
#ifdef LANE_LOOP_TILE
  tile (NT);
  for (int i = 0; i < NT * NT; i++)
    if (c[i] != c_ref[i])
      abort ();
#endif
  for (int i = 0; i < N * N; i++)
    if (b[i] != b_ref[i])
      abort ();
  for (int i = 0; i < N; i++)
    if (h[i] != h_ref[i] || g[i] != g_ref[i] || u[i] != u_ref[i])
      abort ();
  return 0;
}
