/* The kernel of the register guard's tests of qprop-version,
   version-{acc,omp}-wide-regs*.c, which include this file after defining
   ROW_LOOP (the _Pragma that offloads the lane loop, O, A, B, C and E
   present, L elements each) and DATA_BUF (the caller's data region around
   buf).

   Lane i walks its row of M 64-bit integers and stores o[r] from a[r], a[r - 1],
   b[r], b[r - 1], c[r], c[r - 1], e[r] and e[r - 1]: o, a, b, c and e
   point into one buffer, so the store might write what the next
   iteration reads, and GCC reloads all eight.  qprop-version's check
   would free the four loads at r - 1, whose values GCC's PRE then keeps
   from one iteration to the next: four 64-bit values, 8 registers, live round
   the loop.  The register guard (predict_carried_peak) finds that this
   costs resident warps per SM, and the saving (four loads per iteration,
   16) lies far below the default register-guard-saving.

   The run compares every element with the same walk compiled without
   offloading, with o apart from a, b and c and overlapping each of them,
   where a check that passed would read stale values.  */

#include <stdlib.h>

/* 64-bit integers, two registers each like doubles, but exact: the
   device contracts a * b + c into one rounding, the host does not.  */
typedef unsigned long long T;

#define M 40
#define ROWS 24
#define L (ROWS * M)
#define SZ (6 * L)

#define BODY								\
  for (int r = 4; r < m - 4; r++)					\
    o[i * M + r] = (a[i * M + r] * a[i * M + r - 1]			\
		    + b[i * M + r] * b[i * M + r - 1]			\
		    + c[i * M + r] * c[i * M + r - 1]			\
		    + e[i * M + r] * e[i * M + r - 1]);

static void __attribute__ ((noinline))
walk (T *o, const T *a, const T *b, const T *c,
      const T *e, int n, int m)
{
ROW_LOOP
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

static void __attribute__ ((noinline))
ref (T *o, const T *a, const T *b, const T *c,
     const T *e, int n, int m)
{
  for (int i = 0; i < n; i++)
    {
      BODY
    }
}

T buf[SZ], rbuf[SZ];

/* Offsets of o, a, b, c and e: apart, then o one and four elements
   after a, b, c or e (the store writes what iteration r + 1 or r + 4
   reads), and o on a itself.  A lane writes o[i * M + 4 .. i * M + M - 5], which
   stays within lane i's row of every array: each lane's results do not
   depend on other lanes.  */
static const struct { int oo, ao, bo, co, eo; } cases[] = {
  { 0, L, 2 * L, 3 * L, 4 * L },
  { L + 1, L, 2 * L, 3 * L, 4 * L },
  { 2 * L + 4, L, 2 * L, 3 * L, 4 * L },
  { 3 * L - 4, L, 2 * L, 3 * L - 8, 4 * L },
  { 4 * L + 1, L, 2 * L, 3 * L, 4 * L },
  { L, L, 2 * L, 3 * L, 4 * L },
};

int
main (void)
{
  unsigned seed = 7u;
  for (int k = 0; k < (int) (sizeof cases / sizeof cases[0]); k++)
    {
      for (int i = 0; i < SZ; i++)
	buf[i] = rbuf[i]
	  = ((seed = seed * 1664525u + 1013904223u) >> 12) % 100000u;
DATA_BUF
      walk (buf + cases[k].oo, buf + cases[k].ao, buf + cases[k].bo,
	    buf + cases[k].co, buf + cases[k].eo, ROWS, M);
      ref (rbuf + cases[k].oo, rbuf + cases[k].ao, rbuf + cases[k].bo,
	   rbuf + cases[k].co, rbuf + cases[k].eo, ROWS, M);
      for (int i = 0; i < SZ; i++)
	if (buf[i] != rbuf[i])
	  abort ();
    }
  return 0;
}
