/* acc_get_property's free memory drops by what acc_malloc takes and comes
   back after acc_free, as on a GPU (OpenACC V&V's acc_malloc test checks
   this).  simgpu used to report the host's free pages, which do not move
   when device memory is allocated.  Each block is rounded up to 256 bytes.
   EXPECT-STDOUT: acc_malloc (64 MiB): free memory drops by 67108864
   EXPECT-STDOUT: acc_malloc (1000): free memory drops by 1024
   EXPECT-STDOUT: acc_free: free memory back to where it was
   EXPECT-EXIT: 0  */
#include <openacc.h>
#include <stdio.h>

static size_t
free_memory (void)
{
  return acc_get_property (0, acc_device_nvidia, acc_property_free_memory);
}

int
main (void)
{
  size_t before = free_memory ();
  void *big = acc_malloc (64 << 20);
  size_t after_big = free_memory ();
  void *small = acc_malloc (1000);
  size_t after_small = free_memory ();
  printf ("acc_malloc (64 MiB): free memory drops by %zu\n", before - after_big);
  printf ("acc_malloc (1000): free memory drops by %zu\n",
	  after_big - after_small);
  acc_free (small);
  acc_free (big);
  int back = free_memory () == before;
  printf ("acc_free: free memory %s\n",
	  back ? "back to where it was" : "NOT back");
  return back && big && small ? 0 : 1;
}
