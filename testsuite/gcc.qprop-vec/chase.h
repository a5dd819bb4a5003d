/* Pointer chasing: each lane follows next[] from start[i] until it
   reaches -1 (or 100 steps).  next[p] is a lane-varying address: a
   gather under the live mask.  next[] starts right after an inaccessible
   page, so that a load for a lane that has left (p == -1) would fault:
   the gather must skip lanes whose mask is clear.  */

#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

void
chase (int *out, const int *next, const int *start, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int p = start[i], k = 0;
      while (p >= 0 && k < 100)
	{
	  p = next[p];
	  k++;
	}
      out[i] = k;
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize")))
void
chase_ref (int *out, const int *next, const int *start, int n)
{
  for (int i = 0; i < n; i++)
    {
      int p = start[i], k = 0;
      while (p >= 0 && k < 100)
	{
	  p = next[p];
	  k++;
	}
      out[i] = k;
    }
}

static int start[300], o1[300], o2[300];

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  char *m = mmap (0, page + 1000 * sizeof (int), PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED || mprotect (m, page, PROT_NONE))
    return 0;
  int *next = (int *) (m + page);
  for (int i = 0; i < 1000; i++)
    next[i] = (i * 37 + 11) % 1000 < 950 ? (i * 37 + 11) % 1000 : -1;
  for (int i = 0; i < 300; i++)
    start[i] = i % 7 == 0 ? -1 : (i * 101) % 1000;
  for (int n = 0; n < 300; n += 7)
    {
      memset (o1, 9, sizeof o1);
      memset (o2, 9, sizeof o2);
      chase (o1, next, start, n);
      chase_ref (o2, next, start, n);
      if (memcmp (o1, o2, sizeof o1))
	__builtin_abort ();
    }
  return 0;
}
