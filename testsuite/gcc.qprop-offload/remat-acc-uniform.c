/* qprop-remat recomputing a uniform value from uniform operands
   (OpenACC, remat-pressure=1, remat-loops=on).  Lane c walks down
   column c of an image of run-time width w and height h; last = h - 1
   is uniform.  GCC keeps both h - 1 and its conversion to unsigned live
   across the walk: the conversion is recomputed next to its use inside
   the lane loop, from h - 1, which is live there anyway (the loop's
   bound); h - 1 itself is left alone, since h is not live there and is
   loaded from memory that the store to out[c] may write, which is also
   why h is left alone.  Only qprop-remat runs in the accelerator
   compiler, so that the GIMPLE it sees is GCC's.  The run checks every
   column against the host.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-passes=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-remat -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-pressure=1 -foffload-options=nvptx-none=-fplugin-arg-qprop-remat-loops=on" } */

#include <stdlib.h>
#define W 70
#define H 9
static int img[W * H], res[W], ref[W];

static void __attribute__ ((noinline))
walk (const int *in, int *out, int w, int h)
{
#pragma acc parallel loop gang vector vector_length(32) present(in[0:w * h], out[0:w])
  for (int c = 0; c < w; c++)
    {
      int last = h - 1;
      unsigned s = (unsigned) in[c] + (unsigned) last;
      for (int r = 1; r < last; r++)
	s = s * 2654435761u + (unsigned) in[r * w + c] + (s >> 7);
      out[c] = (int) (s ^ (unsigned) last);
    }
}

int
main (void)
{
  for (int i = 0; i < W * H; i++)
    img[i] = i * 7 - 100;
  for (int c = 0; c < W; c++)
    {
      int last = H - 1;
      unsigned s = (unsigned) img[c] + (unsigned) last;
      for (int r = 1; r < last; r++)
	s = s * 2654435761u + (unsigned) img[r * W + c] + (s >> 7);
      ref[c] = (int) (s ^ (unsigned) last);
    }
#pragma acc data copyin(img[0:W * H]) copyout(res[0:W])
  walk (img, res, W, H);
  for (int c = 0; c < W; c++)
    if (res[c] != ref[c])
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 29\): _[0-9]+ = \(unsigned int\) _[0-9]+;\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): recomputed in bb [0-9]+ \(1 statements\)$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 28\): _[0-9]+ = h_[0-9]+ \+ -1;\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): left alone: an operand is not live at a use and cannot be recomputed$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-remat:   bb [0-9]+ \(line 25\): h_[0-9]+ = \*_[0-9]+;\nqprop-remat:     uniform, live across bb [0-9]+ \(peak [0-9]+\): left alone: the memory it reads may be written in the function$} 1 "qprop-remat" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-remat: walk\._omp_fn\.0: pressure=1 peak=[0-9]+->[0-9]+ candidates=[0-9]+ affine=0 uniform=3 copies=4 statements=4 } "qprop-remat" } } */
