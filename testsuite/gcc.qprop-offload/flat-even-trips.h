/* Two nests in SIMT lanes, each lane one row i (LANE_LOOP):
     rows:    for (j = 0; j < n; j++) b[i*n + j] += a[j*n + i];
	      every lane runs the inner loop n times;
     ragged:  for (j = 0; j < len[i]; j++) s += a[i*n + j];
	      each lane its own count.
   After ivopts the first inner loop walks a lane's own address range,
   from row i's first element to row i+1's, so its exit test is divergent
   to the analysis although its trip count is not.  */
#include <stdlib.h>

#define N 40

double a[N * N], b[N * N], b_ref[N * N], s[N], s_ref[N];
int len[N];

__attribute__ ((noinline)) static void
rows (int n)
{
  LANE_LOOP_ROWS
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i * n + j] += a[j * n + i];
}

__attribute__ ((noinline)) static void
ragged (int n)
{
  LANE_LOOP_RAGGED
  for (int i = 0; i < n; i++)
    {
      double t = 0;
      for (int j = 0; j < len[i]; j++)
	t += a[i * n + j];
      s[i] = t;
    }
}

int
main (void)
{
  for (int i = 0; i < N * N; i++)
    {
      a[i] = i % 13;
      b[i] = b_ref[i] = i % 7;
    }
  for (int i = 0; i < N; i++)
    len[i] = (i * 7) % N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b_ref[i * N + j] += a[j * N + i];
  for (int i = 0; i < N; i++)
    {
      s_ref[i] = 0;
      for (int j = 0; j < len[i]; j++)
	s_ref[i] += a[i * N + j];
    }
  rows (N);
  ragged (N);
  for (int i = 0; i < N * N; i++)
    if (b[i] != b_ref[i])
      abort ();
  for (int i = 0; i < N; i++)
    if (s[i] != s_ref[i])
      abort ();
  return 0;
}
