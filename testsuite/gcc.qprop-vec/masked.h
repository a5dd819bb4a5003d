/* A masked contiguous load and store: only the lanes whose flag is set
   load a[i], run the halving loop and store out[i].  The last elements
   of a lie on a page the program makes inaccessible, and their flags are
   clear: a load for those lanes would fault.  The elements of out whose
   flag is clear must keep their old values (no store for an inactive
   lane).  */

#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

void
halve (int *out, const float *a, const int *flag, int n, int maxit)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (flag[i])
      {
	float v = a[i];
	int k = 0;
	while (v > 1.0f && k < maxit)
	  {
	    v = v * 0.5f;
	    k++;
	  }
	out[i] = k;
      }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize")))
void
halve_ref (int *out, const float *a, const int *flag, int n, int maxit)
{
  for (int i = 0; i < n; i++)
    if (flag[i])
      {
	float v = a[i];
	int k = 0;
	while (v > 1.0f && k < maxit)
	  {
	    v = v * 0.5f;
	    k++;
	  }
	out[i] = k;
      }
}

static int flag[1024], o1[1024], o2[1024];

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  char *m = mmap (0, 2 * page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    return 0;
  /* a[0..n-1]: the last 13 elements on the second page, which goes.  */
  int n = 100;
  float *a = (float *) (m + page) - (n - 13);
  for (int i = 0; i < n - 13; i++)
    a[i] = (float) (i * 37 % 1000);
  if (mprotect (m + page, page, PROT_NONE))
    return 0;
  for (int i = 0; i < n; i++)
    flag[i] = i < n - 13 && (i % 3 != 0);
  for (int len = 0; len <= n; len++)
    {
      memset (o1, 0x77, sizeof o1);
      memset (o2, 0x77, sizeof o2);
      halve (o1, a, flag, len, 20);
      halve_ref (o2, a, flag, len, 20);
      if (memcmp (o1, o2, sizeof o1))
	__builtin_abort ();
    }
  return 0;
}
