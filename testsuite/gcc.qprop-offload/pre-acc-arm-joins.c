/* qprop-pre's one for one insertion (arm-joins, default on) in the
   nvptx accelerator compiler, OpenACC: a logical-and reduction over a
   vector loop, the shape of OpenACC V&V's serial_loop_reduction_and_*
   tests.

     r = r && a[i];

   is, per lane, a divergent branch on r: the arm that loads a[i] ends
   with "(int) (a[i] != 0)", the other arm gives 0, and the join narrows
   the PHI of the two to char.  qprop-simt-pre switches GCC's PRE off in
   the function (divergent branches), so qprop-pre does PRE there: the
   narrowing of the constant 0 folds (a constant answers for that edge),
   and the one insertion left, the narrowing in the arm that loads, lets
   the join's go.  ESRQP alone refuses it (pre-acc-arm-joins-off.c) and
   the loop runs two more instructions per iteration than plain GCC's.
   The run checks every row's result against the host's.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-simt-pre,qprop-pre" } */

#include <stdlib.h>

#define ROWS 8
#define N 500

char a[ROWS * N];
char res[ROWS];

int
main (void)
{
  for (int g = 0; g < ROWS; g++)
    for (int i = 0; i < N; i++)
      /* Row g has a zero at i == 61 * g + 7 only for odd g.  */
      a[g * N + i] = !((g & 1) && i == 61 * g + 7);

#pragma acc parallel loop gang copyin(a) copyout(res)
  for (int g = 0; g < ROWS; g++)
    {
      char r = 1;
#pragma acc loop vector reduction(&&:r)
      for (int i = 0; i < N; i++)
	r = r && a[g * N + i];
      res[g] = r;
    }

  for (int g = 0; g < ROWS; g++)
    if (res[g] != !(g & 1))
      abort ();
  return 0;
}

/* { dg-final { scan-offload-tree-dump {(?n)^qprop-simt-pre: main\._omp_fn\.0: divergent-branches=[1-9][0-9]*: tree-pre switched off, qprop-pre does PRE here$} "qprop-simt-pre" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-pre:   inserted in the divergent arm [0-9]+->[0-9]+: the only insertion, in place of the evaluation at the join$} "qprop-pre" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-pre: main\._omp_fn\.0: insertion-rule=ssrqp arm-refusals=[0-9]+ arm-joins=[1-9][0-9]*$} "qprop-pre" } } */
