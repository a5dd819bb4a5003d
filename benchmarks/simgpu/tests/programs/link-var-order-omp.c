/* Reduced from SOLLVE V&V tests/5.0/declare_target/
   test_nested_declare_target.c: three equal-sized global arrays named in
   "declare target link", updated on the device by a declare-target
   function through their link pointers (a$linkptr, b$linkptr, c$linkptr).

   libgomp pairs the I-th entry of the host's .offload_var_table (&c, &b,
   &a here, the order GCC emits) with the I-th name of mkoffload's
   var_mappings, and mkoffload takes those names in the order of the
   "//:VAR_MAP" comments in the assembled PTX.  nvptx-tools' nvptx-as
   (Debian nvptx-tools 0.20220610) writes those comments in its symbol
   hash-table order, not in input order: for this file it turns c, b, a into
   b, c, a (see "nvptx-none-as x.s -o y; grep VAR_MAP y").  So host c is
   paired with b$linkptr and host b with c$linkptr.  For a link variable
   libgomp does not compare sizes, and the arrays have the same size, so
   nothing is reported: mapping c stores c's device copy into b$linkptr and
   the reverse, and upd () adds 2 to c and 3 to b.  The same mispairing is
   upstream's GCC PR100059 (fixed in nvptx-tools by keeping map-comment
   order).  It is a toolchain bug, not simgpu's: the real plugin-nvptx looks
   the names up in the same order, so a GPU gives the same figures (to be
   confirmed on a GPU).  The right answer would be a[7]=8 b[7]=10 c[7]=12.
   EXPECT-STDOUT: a7=8 b7=11 c7=11 wrong=2048
   EXPECT-EXIT: 1  */
#include <stdio.h>

#define N 1024
int a[N], b[N], c[N];
#pragma omp declare target link(a, b, c)

void
upd (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] += 1;
      b[i] += 2;
      c[i] += 3;
    }
}
#pragma omp declare target to(upd)

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = i;
      b[i] = i + 1;
      c[i] = i + 2;
    }
#pragma omp target map(tofrom: a, b, c)
  upd ();
  int wrong = 0;
  for (int i = 0; i < N; i++)
    wrong += (a[i] != i + 1) + (b[i] != i + 3) + (c[i] != i + 5);
  printf ("a7=%d b7=%d c7=%d wrong=%d\n", a[7], b[7], c[7], wrong);
  return wrong != 0;
}
