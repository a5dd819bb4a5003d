/* A store far outside every allocation is a device fault: the program
   fails the way libgomp fails on a device error, and simgpu names the
   kernel, the PTX instruction and the address.
   EXPECT-STDERR: out-of-bounds
   EXPECT-STDERR: an illegal memory access was encountered
   EXPECT-EXIT: 1  */
int
main (void)
{
  int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
  long far = 1L << 32;
#pragma acc parallel loop copy(a) copyin(far)
  for (int i = 0; i < 64; i++)
    a[i + (i == 63 ? far : 0)] = -i;
  return a[0];
}
