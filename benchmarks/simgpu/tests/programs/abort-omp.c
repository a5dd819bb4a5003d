/* abort () in an OpenMP target region traps the simulated device.
   EXPECT-STDERR: trap
   EXPECT-EXIT: 1  */
#include <stdlib.h>

int
main (void)
{
  int x = 3;
#pragma omp target map(tofrom: x)
  {
    if (x == 3)
      abort ();
    x = 4;
  }
  return x == 4 ? 0 : 2;
}
