/* Reduces NPB MG (openacc-npb MG/mg.c, norm2u3): the norms that MG
   verifies are computed as

     parallel loop gang reduction(+:s) reduction(max:temp)
                   num_workers(8) vector_length(128)
       for i3:  loop worker  for i2:  loop vector  for i1:
         s = s + pow(r, 2.0);  temp = max(temp, fabs(r));

   with the reduction clauses on the gang loop only.  OpenACC (2.7 and
   later, 2.9.11 "reduction clause") says that a reduction spanning
   several nested loops with loop directives must have a reduction clause
   on each of them; without one, s is the gang's private copy, which all
   workers and vector lanes of the gang update at once.  The program is
   wrong.  What GCC 12 generates is deterministic: each thread adds into
   its own copy of s, and when the worker and vector loops end the gang
   goes on with worker 0 lane 0's copy, so only the elements that thread
   handled reach the sum (and the max).  Not a simgpu bug; the H200 runs
   the same code (its MG -O0 fails the same way; this reduced figure is to
   be confirmed on a GPU).  Reduction clauses on the worker and vector
   loops give the right sums.

   Grid: 4 gangs x 8 rows x 256 columns of value (row + 1), so the full
   sum is 4 * 256 * (1 + ... + 8) = 36864 and the max 8.  Worker 0 lane 0
   handles row 0 (value 1), columns 0 and 128: 2 per gang, 8 in all.
   EXPECT-STDOUT: gang-only reduction: sum 8 max 1
   EXPECT-STDOUT: all-level reduction: sum 36864 max 8
   EXPECT-EXIT: 0  */
#include <stdio.h>

#define G 4
#define R 8
#define C 256

static double v[G][R][C];

int
main (void)
{
  for (int g = 0; g < G; g++)
    for (int r = 0; r < R; r++)
      for (int c = 0; c < C; c++)
	v[g][r][c] = r + 1;
  double s = 0, m = 0;
  int g, r, c;

#pragma acc parallel loop gang reduction(+:s) reduction(max:m) \
  num_gangs(G) num_workers(8) vector_length(128) copyin(v)
  for (g = 0; g < G; g++)
#pragma acc loop worker
    for (r = 0; r < R; r++)
#pragma acc loop vector
      for (c = 0; c < C; c++)
	{
	  s = s + v[g][r][c];
	  m = m > v[g][r][c] ? m : v[g][r][c];
	}
  printf ("gang-only reduction: sum %.0f max %.0f\n", s, m);

  s = 0, m = 0;
#pragma acc parallel loop gang reduction(+:s) reduction(max:m) \
  num_gangs(G) num_workers(8) vector_length(128) copyin(v)
  for (g = 0; g < G; g++)
#pragma acc loop worker reduction(+:s) reduction(max:m)
    for (r = 0; r < R; r++)
#pragma acc loop vector reduction(+:s) reduction(max:m)
      for (c = 0; c < C; c++)
	{
	  s = s + v[g][r][c];
	  m = m > v[g][r][c] ? m : v[g][r][c];
	}
  printf ("all-level reduction: sum %.0f max %.0f\n", s, m);
  return 0;
}
