/* omp critical across teams: 8000 increments of one counter must give
   8000.  Found by scripts/offload-fuzz.py (omp_sync: seeds 4, 8, 12, 14
   with --only omp_sync,...; lost updates, a different count each run).
   GCC 12's GOMP_critical_end (libgomp, uniform-SIMT multilib) releases
   the lock with st.global.u32 [default_lock], 0 from all 32 lanes of
   the warp.  On the GPU that is one store.  simgpu stored lane by lane
   while CTAs on other host threads ran: lane 0's store freed the lock,
   another CTA took it, and a later lane's store freed it again, so two
   CTAs were inside the critical section at once.  simgpu was wrong; a
   store whose active lanes all share one address is now made once.
   With the old exec.cc this test lost updates in 4 runs of 6 with 2 host
   threads (it needs more than one: the program asks for 4; CTAs that
   run one after another cannot race).
   EXPECT-STDOUT: critical 8000 8000
   EXPECT-EXIT: 0  */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  /* Read when the device is first used; a GPU ignores it.  */
  setenv ("SIMGPU_THREADS", "4", 0);
  int crit = 0;
  long twice = 0;
#pragma omp target teams distribute parallel for map(tofrom: crit, twice)
  for (int i = 0; i < 8000; i++)
    {
#pragma omp critical
      {
	crit += 1;
	twice += 2;
      }
    }
  printf ("critical %d %ld\n", crit, twice / 2);
  return 0;
}
