#define BENCH_SIZE 0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../../offload/workqueue.h"
int main(int argc,char**argv){unsigned*wq=wq_make_queue();FILE*f=fopen("wq.init","w");fprintf(f,"wq:u32:");for(int i=0;i<WQ_OUTER*NT;i++)fprintf(f,i?",%u":"%u",wq[i]);fclose(f);
printf("acc:");
unsigned acc[NT];int cnt[NT];
for (int g = 0; g < NG; g++) for (int l = 0; l < 32; l++) {
	  int t = g * 32 + l; unsigned sum = 0; int c = 0;
	  for (int a = 0; a < WQ_OUTER; a++) { unsigned v = wq[a * NT + t]; unsigned s = v;
	      for (int r = 0; r < WQ_TA; r++) s = (s ^ (s >> 13)) * 0x9e3779b1u + (unsigned) r;
	      int stop = (int) (v & 255u);
	      for (int b = 0; b < WQ_INNER; b++) { if (b == stop) break; for (int r = 0; r < WQ_TB; r++) s = (s ^ (s >> 15)) * 0x85ebca6bu + (unsigned) b; c++; }
	      sum += s; }
	  acc[t] = sum; cnt[t] = c; }
for(int i=0;i<NT;i++)printf(" %u",acc[i]);printf("\ncnt:");for(int i=0;i<NT;i++)printf(" %d",cnt[i]);printf("\n");printf("%d %d\n",NT,WQ_OUTER*NT);}
