/* qprop-flatten on an OpenACC gang vector loop (nvptx accelerator compiler),
   the shape of benchmarks/offload/rarelong (issue 33): each lane walks q
   items (loop A, the same trip count in every lane), item it costs len[it]
   steps (loop B, its trip count the lane's own).

     A:  for (j = 0; j < q; j++)
	   { s = seed[it] ...;			A's own work
     B:      for (k = 0; k < len[it]; k++)
	       s = mix (s, k);
	     acc += ...; }
	 sum[p] = acc;

   Whether flattening A > B pays is a property of the data: with one item
   in 32 about 25-65 times longer than the rest it does, with every length
   equal it does not.  Today the static formula (1), with its fixed idle
   guess, declines the nest ("does not pay", Ta=28 Tb=7 at -O2), and the
   nest of the gang vector loop around A is left alone (A's exit is
   uniform).  The scans record that; flattening decided at run time must
   flatten A > B behind a warp vote (the scans then change).

   The run executes the host fallback here and checks every lane's sum, and
   sentinels past the last lane, against the same nest compiled without
   OpenACC (ref), on rare long items, even lengths, lengths that differ by
   at most one between lanes (a partial last warp), and zero lengths with
   one long item; check-simt-run.sh runs it on simgpu (also with
   selftest=flatten-all, which flattens the nest).  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-flatten" } */

#define LANE_LOOP _Pragma ("acc parallel loop gang vector copyin(seed[0:ITEMS], len[0:ITEMS]) copy(sum[0:n])")
#include "flat-rarelong.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: formula \(1\) says it does not pay \(Ta=[0-9]+ Tb=[0-9]+ n/N=50%\)$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-flatten:   nest bb [0-9]+ > bb [0-9]+ \(line [0-9]+\): left alone: the inner loop's exit is uniform$} 1 "qprop-flatten" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-flatten: kernel\._omp_fn\.0: nests=2 flattened=0$} "qprop-flatten" } } */
