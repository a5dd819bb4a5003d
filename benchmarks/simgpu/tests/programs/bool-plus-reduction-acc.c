/* Reduces OpenACC V&V (github OpenACCUserGroup/OpenACCV-V) test
   Tests/parallel_loop_reduction_add_general_type_check_pt1.c, test1: a
   `parallel loop reduction(+:total)` over `_Bool total = 1`, adding _Bool
   elements.  The host fallback always gives 1; the nvptx build gives 0 for
   about half the random inputs, at -O0 and -O2.

   Who is wrong: GCC 12's nvptx code.  In C, `total += x` on a _Bool stores
   (total + x) != 0, so every partial result and the final value are 1 as
   soon as one term is 1.  GCC's nvptx reduction lowering (config/nvptx/
   nvptx.cc, nvptx_goacc_reduction_fini and the lockless/lockfull updates)
   combines the partial results with fold_build2 (PLUS_EXPR, var_type, ...)
   in the boolean type itself, and a PLUS_EXPR in GCC's 1-bit boolean type
   is a sum modulo 2: the PTX of this file adds two lanes' values and keeps
   `and.b32 %r, %r, 1` (after every shfl.sync.down step and after the final
   add to the original value under the reduction lock).  The per-thread loop
   itself is right (setp.ne / selp 1, 0).  So the device result is the
   parity of 1 + (number of partial results that are 1); with at least
   100 lanes in the launch (simgpu gives 4 gangs of 32; a GPU gives more),
   each lane holds at most one element and that is the parity of 1 + k.  simgpu runs that PTX as
   written; a GPU runs the same PTX, so it must print the same lines (to be
   confirmed on a GPU: no GPU ran this file).  A 2025 pull request to the
   suite (OpenACCV-V #96, closed) proposed dropping this sub-test, calling
   `+` on bool implementation-dependent; GCC's device result still differs
   from C's `+=` and from GCC's own host fallback.  The int reduction
   beside it is right.
   EXPECT-STDOUT: _Bool +: k=0 t=1 k=1 t=0 k=2 t=1 k=3 t=0 k=33 t=0 k=64 t=1
   EXPECT-STDOUT: int +: k=64 t=65
   EXPECT-EXIT: 0  */
#include <stdio.h>

#define N 100
static _Bool in[N];

/* Sets in[i] for the first k elements only; returns the _Bool sum.  */
static int
bool_sum (int k)
{
  for (int i = 0; i < N; i++)
    in[i] = i < k;
  _Bool t = 1;
#pragma acc parallel loop reduction(+:t) copyin(in)
  for (int i = 0; i < N; i++)
    t += in[i];
  unsigned char raw = *(unsigned char *) &t;
  return raw;
}

int
main (void)
{
  static const int ks[] = { 0, 1, 2, 3, 33, 64 };
  printf ("_Bool +:");
  for (unsigned j = 0; j < sizeof ks / sizeof ks[0]; j++)
    printf (" k=%d t=%d", ks[j], bool_sum (ks[j]));
  printf ("\n");

  /* in[] still holds the k = 64 input.  */
  int s = 1;
#pragma acc parallel loop reduction(+:s) copyin(in)
  for (int i = 0; i < N; i++)
    s += in[i];
  printf ("int +: k=64 t=%d\n", s);
  return 0;
}
