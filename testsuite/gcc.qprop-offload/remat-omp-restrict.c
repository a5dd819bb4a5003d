/* qprop-remat and C's rules for restrict parameters, in functions of the
   offloaded program without a SIMT region (values live across calls,
   remat-calls=on).  Each function loads a = blk[0] and b = blk[1]
   before a loop that calls step, and uses them after it:
   - kept: blk is a restrict parameter whose value does not escape and
     that no store based on it writes, so nothing may write blk[0] and
     blk[1] while the function runs: both are loaded again after the
     loop, although the call may write any memory as far as GCC's alias
     oracle knows;
   - stored: blk[n & 1] = s is a store based on blk that may write what
     a and b read: both are left alone;
   - escaped: blk is passed to step, which may then write through it:
     both are left alone.
   The run checks the results and the arrays against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenmp -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat" } */

#include <stdlib.h>

#define N 64

#pragma omp declare target
static int __attribute__ ((noinline))
step (int *v, int i)
{
  v[i & (N - 1)] += i;
  return v[i & (N - 1)] & 7;
}

static int __attribute__ ((noinline))
kept (int *restrict blk, int *v, int n)
{
  int a = blk[0], b = blk[1];
  int s = 0;
  for (int i = 0; i < n; i++)
    s += step (v, i);
  return s * a + b;
}

static int __attribute__ ((noinline))
stored (int *restrict blk, int *v, int n)
{
  int a = blk[0], b = blk[1];
  int s = 0;
  for (int i = 0; i < n; i++)
    s += step (v, i);
  blk[n & 1] = s;
  return s * a + b;
}

static int __attribute__ ((noinline))
escaped (int *restrict blk, int *v, int n)
{
  int a = blk[0], b = blk[1];
  int s = 0;
  for (int i = 0; i < n; i++)
    s += step (blk + 2, i);
  return s * a + b + v[0];
}
#pragma omp end declare target

static int b1[2 + N], b2[2 + N], b3[2 + N], v1[N], v2[N], v3[N];
static int h1[2 + N], h2[2 + N], h3[2 + N], w1[N], w2[N], w3[N];

static void
fill (int *blk, int *v, int seed)
{
  for (int i = 0; i < 2 + N; i++)
    blk[i] = seed * 31 + i * 7 - 40;
  for (int i = 0; i < N; i++)
    v[i] = seed - i * 3;
}

int
main (void)
{
  int out[3], ref[3];
  int n = 37;
  fill (b1, v1, 1), fill (b2, v2, 2), fill (b3, v3, 3);
  fill (h1, w1, 1), fill (h2, w2, 2), fill (h3, w3, 3);
#pragma omp target map(tofrom: b1, b2, b3, v1, v2, v3) map(from: out)
  {
    out[0] = kept (b1, v1, n);
    out[1] = stored (b2, v2, n);
    out[2] = escaped (b3, v3, n);
  }
  ref[0] = kept (h1, w1, n);
  ref[1] = stored (h2, w2, n);
  ref[2] = escaped (h3, w3, n);
  for (int i = 0; i < 3; i++)
    if (out[i] != ref[i])
      abort ();
  for (int i = 0; i < 2 + N; i++)
    if (b1[i] != h1[i] || b2[i] != h2[i] || b3[i] != h3[i])
      abort ();
  for (int i = 0; i < N; i++)
    if (v1[i] != w1[i] || v2[i] != w2[i] || v3[i] != w3[i])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 3[56]\): [ab]_[0-9]+ = .*blk_[0-9]+\(D\).*;\nqprop-remat:     divergent, live across bb [0-9]+ \(peak [0-9]+, a call to step\): recomputed in bb [0-9]+ \(1 statements\)$} 2 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: kept: pressure=24 peak=[0-9]+->[0-9]+ candidates=2 affine=0 uniform=0 copies=2 statements=2 left=0 calls=2$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 4[56]\): [ab]_[0-9]+ = .*blk_[0-9]+\(D\).*;\nqprop-remat:     divergent, live across bb [0-9]+ \(peak [0-9]+, a call to step\): left alone: the memory it reads may be written in the function$} 2 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 5[67]\): [ab]_[0-9]+ = .*blk_[0-9]+\(D\).*;\nqprop-remat:     divergent, live across bb [0-9]+ \(peak [0-9]+, a call to step\): left alone: the memory it reads may be written in the function$} 2 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: stored: .* copies=0 statements=0 left=2 calls=0$} "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: escaped: .* copies=0 statements=0 left=2 calls=0$} "qprop-remat" } } */
