/* printf from device code (the CUDA runtime's vprintf, with its argument
   buffer): one gang, so the lines come out in order.
   EXPECT-STDOUT: device says 42 and 2.5 and hello
   EXPECT-EXIT: 0  */
#include <stdio.h>

int
main (void)
{
  int n = 42;
#pragma acc parallel num_gangs(1) vector_length(32) copyin(n)
  {
    printf ("device says %d and %.1f and %s\n", n, 2.5, "hello");
  }
  return 0;
}
