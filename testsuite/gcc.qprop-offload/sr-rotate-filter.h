/* colwalk's filter step for sr-rotate.h and sr-rotate-n.h: the pixel of
   row R, column C of IN, weighed with its neighbours within TH of it;
   IN[R - 2][C] is read only where IN[R - 1][C] passed.  The includer
   defines COLS; S and W are left for the division.  */

#define TH 40

#define FILTER(in, r, c)					\
  int m = in[(r) * COLS + (c)], s = 8 * m, w = 8;		\
  int a = in[((r) - 1) * COLS + (c)];				\
  if (a - m <= TH && m - a <= TH)				\
    {								\
      s += 4 * a, w += 4;					\
      int b = in[((r) - 2) * COLS + (c)];			\
      if (b - m <= TH && m - b <= TH)				\
	s += 2 * b, w += 2;					\
    }								\
  a = in[((r) + 1) * COLS + (c)];				\
  if (a - m <= TH && m - a <= TH)				\
    s += 4 * a, w += 4;
