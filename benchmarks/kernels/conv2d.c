/* conv2d: 2-D convolution of an integer image with a 5x5 integer filter,
   applied repeatedly (two images used in turn; weights sum to 256, result
   scaled back with a shift).  Pattern: in[i+k][j+l] loaded in iteration j
   is in[i+k][j+l-1] in iteration j+1 (20 of the 25 loads are redundant
   across inner iterations); the filter taps are loop invariant; five rows
   are read per output row and reused by the next four output rows.
   qprop target: redundant loads across loop iterations (scalar
   replacement), cache-line reuse of the same rows (load aggregation).  */
#include <stdio.h>
#include <string.h>

#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define H 64
#define W 80
#define PASSES 24
#else
#define H 512
#define W 640
#define PASSES 120
#endif
#define R 2 /* filter radius */

static int img[H][W], tmp[H][W];
static int filt[2 * R + 1][2 * R + 1];

__attribute__((noinline)) static void
kernel_conv2d (int (*out)[W], int (*in)[W])
{
  for (int i = R; i < H - R; i++)
    for (int j = R; j < W - R; j++)
      {
	int s = 0;
	for (int k = -R; k <= R; k++)
	  for (int l = -R; l <= R; l++)
	    s += filt[k + R][l + R] * in[i + k][j + l];
	out[i][j] = (s + 128) >> 8;
      }
}

int
main (int argc, char **argv)
{
  static const int f1[2 * R + 1] = { 1, 4, 6, 4, 1 }; /* sums to 16 */
  for (int k = 0; k < 2 * R + 1; k++)
    for (int l = 0; l < 2 * R + 1; l++)
      filt[k][l] = f1[k] * f1[l];
  unsigned s = 4242u;
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++)
      {
	s = s * 1103515245u + 12345u;
	img[i][j] = tmp[i][j] = (s >> 16) & 255;
      }
  for (int p = 0; p < PASSES; p++)
    {
      kernel_conv2d (tmp, img);
      kernel_conv2d (img, tmp);
      img[p % H][(p * 7) % W] ^= 255; /* keep the image from going flat */
    }
  unsigned long long sum = 0;
  for (int i = 0; i < H; i++)
    for (int j = 0; j < W; j++)
      sum += (unsigned long long) img[i][j] * (unsigned) (1 + (i * W + j) % 13);
  printf ("checksum %llu\n", sum);
  if (argc == 2 && strcmp (argv[1], "dump") == 0)
    for (int i = 0; i < H; i++)
      for (int j = 0; j < W; j++)
	printf ("%d\n", img[i][j]);
  return 0;
}
