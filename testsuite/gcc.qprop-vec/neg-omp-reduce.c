/* omp simd arrays qprop-vectorize leaves alone, each with its reason
   (the cost model off, so that only these refusals stop the loops).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp-simd -fplugin-arg-qprop-passes=qprop-vectorize -fplugin-arg-qprop-dump=qprop-vectorize -fplugin-arg-qprop-vectorize-cost=off" } */

#define WALK(i)								\
  int v = a[i], c = 0;							\
  while (v > 1)								\
    {									\
      v = (v & 1) ? v - 1 : v >> 1;					\
      c++;								\
    }

/* The running sum is also stored: another use of the copy.  */
int
also_read (const int *a, int *out, int n)
{
  int s = 0;
#pragma omp simd reduction (+:s)
  for (int i = 0; i < n; i++)
    {
      WALK (i)
      s += c;
      out[i] = s;
    }
  return s;
}

/* 16 bits: no narrow copies (64-bit ones are run-omp-reduce-double.c).  */
short
wide (const int *a, int n)
{
  short s = 0;
#pragma omp simd reduction (+:s)
  for (int i = 0; i < n; i++)
    {
      WALK (i)
      s += c;
    }
  return s;
}

/* A float max as a branch (NaNs and signed zeros keep it from being a
   MAX_EXPR): a conditional update, not ACC OP X.  */
float
float_max (const int *a, const float *f, int n)
{
  float m = -1.0f;
#pragma omp simd reduction (max:m)
  for (int i = 0; i < n; i++)
    {
      WALK (i)
      float g = f[i] * c;
      m = g > m ? g : m;
    }
  return m;
}

/* A shift: not an operation whose lanes merge.  */
int
shift (const int *a, int n)
{
  int s = 1 << 30;
#pragma omp simd reduction (+:s)
  for (int i = 0; i < n; i++)
    {
      WALK (i)
      s >>= c & 1;
    }
  return s;
}

/* Updated inside the divergent inner loop (GCC's store motion keeps
   the copy in a register round the inner loop: a PHI reads it).  */
int
inner (const int *a, int n)
{
  int s = 0;
#pragma omp simd reduction (+:s)
  for (int i = 0; i < n; i++)
    {
      int v = a[i];
      while (v > 1)
	{
	  v = (v & 1) ? v - 1 : v >> 1;
	  s++;
	}
    }
  return s;
}

/* A lastprivate written only in a divergent arm: GCC's cselim stores
   every iteration, the old value (read) where the arm is not taken, and
   that is the previous iteration's, another lane's.  */
int
last_in_arm (const int *a, int n)
{
  int last = 0;
#pragma omp simd lastprivate (last)
  for (int i = 0; i < n; i++)
    {
      WALK (i)
      if (c > 5)
	last = c;
    }
  return last;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 22\): left alone: an omp simd array neither a reduction \(its new value is used for another purpose\) nor a private \(read before it is written in an iteration\)$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 37\): left alone: an omp simd array whose element is not a 32- or 64-bit int or float \(an 8/16-bit reduction or private\?\)$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 52\): left alone: an omp simd array neither a reduction \(its copy is read other than by one ACC OP X: a conditional update} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 67\): left alone: an omp simd array neither a reduction \(an update other than \+, -, \*, min, max, &, \|, \^\)} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 82\): left alone: an omp simd array neither a reduction \(its copy is read other than by one ACC OP X} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-vectorize:   loop [0-9]+ \(line 102\): left alone: an omp simd array neither a reduction \(.*\) nor a private \(read before it is written in an iteration\)$} "qprop-vectorize" } } */
/* { dg-final { scan-tree-dump-not {(?n)^qprop-vectorize:   loop [0-9]+ \(line [0-9]+\): vectorized} "qprop-vectorize" } } */
