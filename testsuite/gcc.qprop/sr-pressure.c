/* qprop-sr's register-pressure guard: a value is only carried while the
   loop's live values of its register file (estimated on GIMPLE), plus
   the new carried ones, stay 4 below the registers the target has.

     busy   ten double accumulators are live through the loop: on
	    x86-64 (15 counted registers) carrying a[i] into the next
	    iteration's a[i-1] would spill, so it is dropped and the dump
	    says how many values are live
     light  the same loop with four accumulators: replaced

   A spill costs a store and a reload, more than the load saved: this is
   what the guard is for (conflict3's column update at -O3 spilled, Dw
   1.24x, with the count limit sr-carried alone).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -fno-tree-pre -fno-tree-vectorize -fno-predictive-commoning -fplugin-arg-qprop-passes=qprop-sr -fplugin-arg-qprop-dump=qprop-sr" } */

#define N 256

double a[N], b[N], x[12][N], out[12];

__attribute__((noipa)) void
busy (int n)
{
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  double s6 = 0, s7 = 0, s8 = 0, s9 = 0;
  for (int i = 1; i < n; i++)
    {
      s0 += x[0][i];
      s1 += x[1][i];
      s2 += x[2][i];
      s3 += x[3][i];
      s4 += x[4][i];
      s5 += x[5][i];
      s6 += x[6][i];
      s7 += x[7][i];
      s8 += x[8][i];
      s9 += x[9][i];
      b[i] = a[i] - a[i - 1];
    }
  out[0] = s0; out[1] = s1; out[2] = s2; out[3] = s3;
  out[4] = s4; out[5] = s5; out[6] = s6; out[7] = s7;
  out[8] = s8; out[9] = s9;
}

__attribute__((noipa)) void
light (int n)
{
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (int i = 1; i < n; i++)
    {
      s0 += x[0][i];
      s1 += x[1][i];
      s2 += x[2][i];
      s3 += x[3][i];
      b[i] = a[i] - a[i - 1];
    }
  out[0] = s0; out[1] = s1; out[2] = s2; out[3] = s3;
}

/* { dg-final { scan-tree-dump {(?n)^qprop-sr: loop [0-9]+: dropped, 1[0-9] values of its register file are live there already, of 1[0-9] registers less a margin of 4: } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: busy: .* replaced=0 insertions=0 phis=0 carried=0 dropped=1 } "qprop-sr" } } */
/* { dg-final { scan-tree-dump {(?n)^qprop-sr: light: .* replaced=1 insertions=1 phis=1 carried=1 dropped=0 } "qprop-sr" } } */
