/* qprop-reconverge at -O3 in host SIMT mode (lane T = iteration of the
   omp simd loop): the binary-tree walk that split-paths would ruin.

   walk: each lane looks its own key up in a binary search tree:
	   while (node >= 0)
	     {
	       last = node;
	       if (k < key[node])          B: divergent (k = keys[i])
		 node = left[node];
	       else
		 node = right[node];
	     }                             J: the join, then the exit test
     The latch's only predecessor is J, the join of the if-then-else
     diamond of B, and J ends in the loop's exit test: the shape
     -fsplit-paths (on at -O3) copies into both arms, after which B has
     no join inside the loop and a warp would run the lanes that went
     left through all their remaining iterations before those that went
     right.  B diverges, so the guard protects it and switches split-paths
     off for walk: GCC's split-paths dump has no section for walk (the
     pass does not run on it), while it duplicates the same join in
     ref_mixed, the scalar reference, which is no SIMT code ("Duplicating
     join block").  B is also a branch inside a loop whose join lies in
     that loop, which the late jump threaders could copy onto a threaded
     path: thread-jumps is switched off as well, and B is listed once per
     pass (protected=2).

   mixed: the same walk, then a loop whose diamond tests (j ^ kpar) & 4,
     with j the loop counter and kpar a parameter: a uniform branch with
     the same shape.  split-paths and thread-jumps are switched off for
     the whole function, so the uniform candidate loses both with it:
     protected=2 uniform-lost=2.  (The guard does not repeat split-paths'
     size heuristics: in ref_mixed split-paths itself leaves that join
     alone.)

   Both run over a tree of M keys built in main and are compared with a
   scalar reference (noipa, no simd).  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp-simd -fplugin-arg-qprop-dump=qprop-reconverge -fdump-tree-split-paths-details" } */

#define N 500
#define M 255
#define SENTINEL (-12345)

__attribute__((noipa)) void
walk (int *restrict out, const int *restrict keys, const int *restrict key,
      const int *restrict left, const int *restrict right, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int k = keys[i];
      int node = 0, last = -1;
      while (node >= 0)
	{
	  last = node;
	  if (k < key[node])
	    node = left[node];
	  else
	    node = right[node];
	}
      out[i] = last;
    }
}

__attribute__((noipa)) void
mixed (int *restrict out, int *restrict x, int *restrict y,
       const int *restrict keys, const int *restrict key,
       const int *restrict left, const int *restrict right, int kpar, int m,
       int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int k = keys[i];
      int node = 0, last = -1;
      while (node >= 0)
	{
	  last = node;
	  if (k < key[node])
	    node = left[node];
	  else
	    node = right[node];
	}
      out[i] = last;
      int j = 0;
      do
	{
	  if ((j ^ kpar) & 4)
	    x[i * 8 + (j & 7)] += last * j;
	  else
	    y[i * 8 + (j & 7)] ^= last + j;
	  j += 3;
	}
      while (j < m);
    }
}

/* The reference: mixed without simd (its first half is walk).  */
__attribute__((noipa)) void
ref_mixed (int *out, int *x, int *y, const int *keys, const int *key,
	   const int *left, const int *right, int kpar, int m, int n)
{
  for (int i = 0; i < n; i++)
    {
      int k = keys[i];
      int node = 0, last = -1;
      while (node >= 0)
	{
	  last = node;
	  if (k < key[node])
	    node = left[node];
	  else
	    node = right[node];
	}
      out[i] = last;
      int j = 0;
      do
	{
	  if ((j ^ kpar) & 4)
	    x[i * 8 + (j & 7)] += last * j;
	  else
	    y[i * 8 + (j & 7)] ^= last + j;
	  j += 3;
	}
      while (j < m);
    }
}

int key[M], left[M], right[M], keys[N];
int out[N], x[N * 8], y[N * 8], rout[N], rx[N * 8], ry[N * 8];

int
main (void)
{
  /* A binary search tree of M distinct keys, inserted in a scrambled
     order.  */
  for (int i = 0; i < M; i++)
    {
      key[i] = (i * 97) % 1009;
      left[i] = right[i] = -1;
      for (int n = 0; i > 0;)
	{
	  int *next = key[i] < key[n] ? &left[n] : &right[n];
	  if (*next < 0)
	    {
	      *next = i;
	      break;
	    }
	  n = *next;
	}
    }
  for (int i = 0; i < N; i++)
    keys[i] = (i * 389) % 1100;

  for (int m = 1; m < 30; m += 14)
    {
      for (int i = 0; i < N; i++)
	out[i] = rout[i] = SENTINEL;
      for (int i = 0; i < N * 8; i++)
	x[i] = rx[i] = y[i] = ry[i] = i;
      ref_mixed (rout, rx, ry, keys, key, left, right, 5, m, N);
      walk (out, keys, key, left, right, N);
      for (int i = 0; i < N; i++)
	if (out[i] != rout[i] || out[i] < 0 || out[i] >= M)
	  __builtin_abort ();
      for (int i = 0; i < N; i++)
	out[i] = SENTINEL;
      mixed (out, x, y, keys, key, left, right, 5, m, N);
      for (int i = 0; i < N; i++)
	if (out[i] != rout[i])
	  __builtin_abort ();
      for (int i = 0; i < N * 8; i++)
	if (x[i] != rx[i] || y[i] != ry[i])
	  __builtin_abort ();
    }
  return 0;
}

/* walk */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   split-paths could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 56\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   thread-jumps could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 56\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: walk: switched off: split-paths,thread-jumps \(protected=2 uniform-kept=0 uniform-lost=0\)$} "qprop-reconverge" } } */
/* mixed */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   split-paths could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 79\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   thread-jumps could copy join bb [0-9]+ of divergent branch bb [0-9]+ \(line 79\): protected$} 1 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge:   (?:split-paths|thread-jumps) could copy join bb [0-9]+ of uniform branch bb [0-9]+ \(line 88\): loses it with the function$} 2 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: mixed: switched off: split-paths,thread-jumps \(protected=2 uniform-kept=0 uniform-lost=2\)$} "qprop-reconverge" } } */
/* ref_mixed and main are no SIMT code: split-paths runs on them only.  */
/* { dg-final { scan-tree-dump {(?n)^qprop-reconverge: ref_mixed: no SIMT region$} "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-times {(?n)^qprop-reconverge: .*: switched off: } 2 "qprop-reconverge" } } */
/* { dg-final { scan-tree-dump-not {(?n)^;; Function (walk|mixed) } "split-paths" } } */
/* { dg-final { scan-tree-dump {(?n)^;; Function ref_mixed } "split-paths" } } */
/* { dg-final { scan-tree-dump {(?n)^Duplicating join block [0-9]+ into predecessor paths$} "split-paths" } } */
