/* Reduces OpenACC V&V (github OpenACCUserGroup/OpenACCV-V) tests
   Tests/serial_loop_auto.c and Tests/parallel_loop_auto.c: a running sum
   a[x] = a[x - 1] + a[x] under `serial loop auto`, and under `parallel loop
   num_gangs(1) num_workers(1) vector_length(1) auto`.  The host fallback
   computes the running sum; the nvptx build does not, at -O0 and -O2.

   Who is wrong: GCC 12.  OpenACC (3.x, 2.5.3 serial construct) runs a
   serial region as one gang of one worker with a vector length of one,
   and (loop construct, auto clause) an `auto` loop is run sequentially
   unless the implementation proves its iterations independent; this one
   carries a dependence from each iteration to the next.  GCC 12 warns
   "using 'vector_length (32)', ignoring 1" (the nvptx back end has no
   vector length below a warp), then treats the `auto` loop as independent
   and gives it to the 32 lanes: lane l runs x = 1 + l, 33 + l, 65 + l,
   ..., and in each step all lanes load a[x - 1] before any of them stores
   a[x].  So a[x] = 2 wherever a[x - 1] is stored in the same step, and
   lane 0 (x = 33, 65, 97) adds to the value lane 31 stored one step
   earlier (2), giving 3: only a[0] and a[1] hold the running sum.
   `loop seq` (the third loop) is right.
   simgpu runs the PTX as written, each warp's lanes in lockstep; a GPU
   runs the same PTX, so these lines are what it should print as well (to
   be confirmed on a GPU: no GPU ran this file).
   EXPECT-STDOUT: serial loop auto: 2 of 100 right, a[99] = 2
   EXPECT-STDOUT: parallel loop vector_length(1) auto: 2 of 100 right, a[99] = 2
   EXPECT-STDOUT: serial loop seq: 100 of 100 right, a[99] = 100
   EXPECT-EXIT: 0  */
#include <stdio.h>

#define N 100
static int a[N];

/* Prints how many a[x] equal the running sum x + 1 of N ones.  */
static void
report (const char *what)
{
  int right = 0;
  for (int x = 0; x < N; x++)
    right += a[x] == x + 1;
  printf ("%s: %d of %d right, a[%d] = %d\n", what, right, N, N - 1,
	  a[N - 1]);
}

static void
ones (void)
{
  for (int x = 0; x < N; x++)
    a[x] = 1;
}

int
main (void)
{
  ones ();
#pragma acc serial loop auto copy(a)
  for (int x = 1; x < N; x++)
    a[x] = a[x - 1] + a[x];
  report ("serial loop auto");

  ones ();
#pragma acc parallel loop num_gangs(1) num_workers(1) vector_length(1) auto \
  copy(a)
  for (int x = 1; x < N; x++)
    a[x] = a[x - 1] + a[x];
  report ("parallel loop vector_length(1) auto");

  ones ();
#pragma acc serial loop seq copy(a)
  for (int x = 1; x < N; x++)
    a[x] = a[x - 1] + a[x];
  report ("serial loop seq");
  return 0;
}
