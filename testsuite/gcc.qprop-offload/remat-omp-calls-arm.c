/* qprop-remat across calls (remat-calls=on), OpenMP: in the parallel
   body's loop, the element offset i * 4 is computed once for a[i] and
   used again in both arms of a branch, one of which calls
   omp_is_initial_device.  The offset is live across that call, but a
   copy in the other arm, which most iterations take and which makes no
   call, would run in every iteration, where keeping the offset costs
   one save and restore per call of the function: left alone ("used in
   a loop where no call dominates the use").  (SOLLVE's
   test_target_teams_distribute_parallel_for_if_target_modifier has this
   shape: 1.015x warp instructions on simgpu with the copies.)  The run
   checks every element.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#include <omp.h>

#define N 1024

int a[N], b[N], sel[N];

__attribute__ ((noipa)) void
run (int attempt)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N], b[0:N]) map(to: sel[0:N])
  for (int i = 0; i < N; i++)
    {
      a[i] += 1;
      if (attempt > sel[i])
	b[i] += 10;
      else
	b[i] += omp_is_initial_device () ? 1 : 100;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = i;
      b[i] = -i;
      sel[i] = i % 7;
    }
  run (3);
  /* Without a device, libgomp runs the region on the host.  */
  int far = omp_get_num_devices () > 0 ? 100 : 1;
  for (int i = 0; i < N; i++)
    if (a[i] != i + 1 || b[i] != -i + (3 > i % 7 ? 10 : far))
      __builtin_abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:     outside SIMT code, live across bb [0-9]+ \(peak [0-9]+, a call to omp_is_initial_device\): left alone: used in a loop where no call dominates the use \(a copy would run in iterations that make no call; remat-loops=on allows it\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-not {a call to omp_is_initial_device\): recomputed} "qprop-remat" } } */
