/* Reduced from SOLLVE V&V tests/5.0/target_teams_loop/
   test_target_teams_loop_private.c: "target teams loop private(a)" with a
   4 KiB private array.  GCC 12 lowers the loop to a parallel for with a
   SIMT (simd) body; each lane's copy of the array lives in per-lane storage
   that the outlined function reserves as ".local .b8 %simtstack_ar[SZ]" and
   hands out with

     cvta.local.u64 %r, %simtstack_ar + SZ;  sub.u64 %r, %r, 4096;
     st.u64 [%r + -8], %stack;

   config/nvptx/nvptx.cc sizes SZ from the requested sizes only in leaf
   functions; this one calls omp_get_num_threads, so SZ falls back to
   -msoft-stack-reserve-local (default 128) plus 8: 136 bytes, while the
   code takes 4096 + 8.  The store lands 3968 bytes below the array, outside
   the thread's .local memory: the PTX is wrong, not simgpu, which faults
   there.  A GPU is expected to report an out-of-range local address
   (an illegal memory access) too; to be confirmed on a GPU.  Built with
   -foffload-options=nvptx-none=-msoft-stack-reserve-local=8192 the same
   program passes on simgpu.
   EXPECT-STDERR: out-of-bounds fault: kernel main$_omp_fn$0
   EXPECT-STDERR: st.u64 [%r
   EXPECT-STDERR: an illegal memory access was encountered
   EXPECT-EXIT: 1  */
#include <stdio.h>

#define N 1024

int
main (void)
{
  int a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = b[i] = 2 * i;
#pragma omp target teams loop map(tofrom: b[0:N]) private(a)
  for (int i = 0; i < N; i++)
    {
      a[i] = 2 * i + 1;
      b[i] = a[i];
    }
  int wrong = 0;
  for (int i = 0; i < N; i++)
    wrong += (b[i] != 2 * i + 1) + (a[i] != 2 * i);
  printf ("wrong=%d\n", wrong);
  return wrong != 0;
}
