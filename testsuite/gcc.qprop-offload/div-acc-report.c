/* -fplugin-arg-qprop-divergence-report in the accelerator compiler: the
   notes come from the nvptx lto1 at link time, at the source locations of
   the OpenACC kernel.  The lane is .GOACC_DIM_POS (2), so the 'if' on x,
   loaded from b[i], diverges and the 'if' on the scalar flag does not;
   b[i] and a[i] are accessed with a 4-byte stride per lane (coalesced),
   and *.omp_data_i's fields, read once by every lane, from uniform
   addresses (three notes on the pragma's line, which one dg-message
   matches).  Every note is listed: any other is an excess message.
   qprop-div's dump of the same compile shows the classification the
   notes come from.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-divergence-report -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-div" } */

#define N 256

static void __attribute__ ((noinline))
kernel (int *restrict a, const int *restrict b, int flag)
{
#pragma acc parallel loop gang vector copyin(b[0:N]) copyout(a[0:N])	/* { dg-message "note: load from a uniform address" } */
  for (int i = 0; i < N; i++)
    {
      int x = b[i];		/* { dg-message "note: load from an affine address: stride 4 bytes per lane, coalesced" } */
      if (x & 1)		/* { dg-message "note: branch diverges: 'x' depends on the vector lane" } */
	x = 3 * x + 1;
      if (flag)			/* { dg-message "note: branch is uniform" } */
	x = -x;
      a[i] = x;			/* { dg-message "note: store to an affine address: stride 4 bytes per lane, coalesced" } */
    }
}

int
main (void)
{
  int a[N], b[N];
  for (int i = 0; i < N; i++)
    b[i] = i * 7 % 13;
  kernel (a, b, 1);
  for (int i = 0; i < N; i++)
    {
      int x = b[i];
      if (x & 1)
	x = 3 * x + 1;
      if (a[i] != -x)
	__builtin_abort ();
    }
  return 0;
}

/* The analysis behind the notes ran in the accelerator compiler that built
   the program: the 'if' on x diverges, the 'if' on flag is uniform.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 25\): divergent$} 1 "qprop-div" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)branch bb [0-9]+ \(line 27\): uniform$} 1 "qprop-div" } } */
