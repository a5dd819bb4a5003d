/* Reduces NPB CG (openacc-npb CG/cg.c, conj_grad): a sparse
   matrix-vector product written as

     parallel num_gangs(rows) num_workers(4) vector_length(32)
       loop gang: for each row j
         sum = 0;
         loop worker vector reduction(+:sum): sum += a[k] * p[col[k]];
         q[j] = sum;

   where `sum` is a scalar of the enclosing function with no data clause.
   The program expects one `sum` per gang.  GCC 12 gives the parallel
   region an implicit copy(sum) instead, because sum is in a reduction
   clause of a loop inside it (gcc/gimplify.cc, omp_add_variable: "For
   reductions clauses in OpenACC loop directives, by default create a copy
   clause on the enclosing parallel construct").  So all gangs store 0 to,
   reduce into and read back one variable in global memory: a data race
   between gangs.  In the PTX (-O2) each row ends with
       st.f64 [sum], partial;  ld.f64 r, [sum];  st.f64 [q+j], r;
   and another gang can store between the two.

   Who is wrong: the program.  Under OpenACC a loop reduction combines
   into the variable visible at the loop, and nothing here makes that
   variable gang-private; `private(sum)` on the gang loop (or declaring
   sum inside it) does, and then GCC keeps one sum per gang.  simgpu runs
   GCC's code as a GPU does: the race shows in some runs only (CTAs on
   several host threads), which is why CG fails at -O0 on simgpu and the
   H200, and at -O2 on the H200 and sometimes on simgpu.

   This test asserts what is deterministic: the copy-back of the shared
   `sum` (a firstprivate sum would leave the host's -1 alone) and that the
   private(sum) form gives every row right.  The racy form's wrong-row
   count is printed but not checked: it varies from run to run.
   EXPECT-STDOUT: shared sum copied back: yes
   EXPECT-STDOUT: private sum: 0 rows wrong
   EXPECT-EXIT: 0  */
#include <stdio.h>

#define ROWS 512
#define PER 96

static double a[ROWS * PER], q[ROWS];

static int
wrong_rows (void)
{
  int bad = 0;
  for (int j = 0; j < ROWS; j++)
    {
      double t = 0;
      for (int k = 0; k < PER; k++)
	t += a[j * PER + k];
      if (q[j] != t)
	bad++;
    }
  return bad;
}

int
main (void)
{
  for (int i = 0; i < ROWS * PER; i++)
    a[i] = (i % 7) + 0.25 * (i / PER);
  double sum = -1;
  int j, k;

#pragma acc data copyin(a) copyout(q)
  {
#pragma acc parallel num_gangs(ROWS) num_workers(4) vector_length(32)
    {
#pragma acc loop gang
      for (j = 0; j < ROWS; j++)
	{
	  sum = 0;
#pragma acc loop worker vector reduction(+:sum)
	  for (k = 0; k < PER; k++)
	    sum += a[j * PER + k];
	  q[j] = sum;
	}
    }
#pragma acc update host(q)
  }
  printf ("shared sum copied back: %s\n", sum != -1 ? "yes" : "no");
  printf ("shared sum: %d rows wrong (a race: varies)\n", wrong_rows ());

  for (j = 0; j < ROWS; j++)
    q[j] = -1;
  sum = -1;
#pragma acc data copyin(a) copyout(q)
  {
#pragma acc parallel num_gangs(ROWS) num_workers(4) vector_length(32)
    {
#pragma acc loop gang private(sum)
      for (j = 0; j < ROWS; j++)
	{
	  sum = 0;
#pragma acc loop worker vector reduction(+:sum)
	  for (k = 0; k < PER; k++)
	    sum += a[j * PER + k];
	  q[j] = sum;
	}
    }
  }
  printf ("private sum: %d rows wrong\n", wrong_rows ());
  return 0;
}
