#define BENCH_SIZE 0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../../offload/nbfilter.h"
static void filter_pass (const int *restrict in, int *restrict out)
{
  for (int t = 0; t < NTH; t++)
    for (int k = 0; k < CHUNK; k++)
      {
	int i = HALO + t * CHUNK + k;
	int c = in[i];
	int s = 8 * c, w = 8;
	int a = in[i - 1];
	if (a - c <= TH && c - a <= TH) { s += 4 * a, w += 4; int b = in[i - 2]; if (b - c <= TH && c - b <= TH) s += 2 * b, w += 2; }
	a = in[i + 1];
	if (a - c <= TH && c - a <= TH) { s += 4 * a, w += 4; int b = in[i + 2]; if (b - c <= TH && c - b <= TH) s += 2 * b, w += 2; }
	out[i] = (s + w / 2) / w;
      }
}
int main(){ static int x[NP], y[NP]; for(int i=0;i<NP;i++) x[i]=(int)((i*2654435761u)>>20)%1000 - 300;
FILE*f=fopen("nb.vals","w");for(int i=0;i<NP;i++)fprintf(f,"%d\n",x[i]);fclose(f);
filter_pass(x,y);printf("out:");for(int i=0;i<NP;i++)printf(" %d",y[i]);printf("\n%d\n",NP);}
