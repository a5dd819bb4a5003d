/* An atomic update that GCC 12 emits as a compare-and-swap retry loop
   (a double +=: atom.cas.b64 in a loop), with several warps per CTA
   contending for a few locations.  Found by scripts/offload-fuzz.py
   (seed 7 with --only acc_atomic,...): simgpu faulted with "misaligned
   atomic" at an aligned address.  Its atomic path checked the alignment
   of lane 0's address even when lane 0 had already left the loop; that
   slot then held a stale address another warp's ld.u32 of ia[i + 1]
   (4 mod 8) had left there.  PTX requires an aligned address only from
   the lanes that execute the instruction, so the fault was simgpu's, and
   the answer is the host's: with sum[b] += ia[i + 1] * 0.5 over
   i = 0..511, sum = -1 0 1 2.  The fix is be74b83 (found on NPB MG at
   the same time); with the exec.cc before it this test faulted.
   EXPECT-STDOUT: sums -1 0 1 2
   EXPECT-EXIT: 0  */
#include <stdio.h>

int
main (void)
{
  static double sum[4];
  static int ia[520];
  for (int i = 0; i < 520; i++)
    ia[i] = i % 9 - 4;
#pragma acc parallel loop gang vector num_gangs(2) vector_length(128) \
  copyin(ia) copy(sum)
  for (int i = 0; i < 512; i++)
    {
#pragma acc atomic update
      sum[i % 4] += ia[i + 1] * 0.5;
    }
  printf ("sums %g %g %g %g\n", sum[0], sum[1], sum[2], sum[3]);
  return 0;
}
