#define BENCH_SIZE 0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../../offload/bintree.h"
int main(){int *key = malloc (NKEYS * sizeof (int)); int *left = malloc (NKEYS * sizeof (int)); int *right = malloc (NKEYS * sizeof (int)); int *qk = malloc (NQ * sizeof (int)); int *res = malloc (NQ * sizeof (int));
int nn = bintree_setup (key, left, right, qk);
FILE*f;f=fopen("bt.key","w");for(int i=0;i<nn;i++)fprintf(f,"%d\n",key[i]);fclose(f);
f=fopen("bt.left","w");for(int i=0;i<nn;i++)fprintf(f,"%d\n",left[i]);fclose(f);
f=fopen("bt.right","w");for(int i=0;i<nn;i++)fprintf(f,"%d\n",right[i]);fclose(f);
f=fopen("bt.qk","w");for(int i=0;i<NQ;i++)fprintf(f,"%d\n",qk[i]);fclose(f);
for (int q = 0; q < NQ; q++) { int k = qk[q]; int n = 0, d = 0; while (n >= 0) { int nk = key[n]; if (k == nk) break; if (k < nk) n = left[n]; else n = right[n]; d++; } res[q] = n >= 0 ? n : -1 - d; }
printf("res:");for(int i=0;i<NQ;i++)printf(" %d",res[i]);printf("\n%d %d\n",nn,NQ);}
