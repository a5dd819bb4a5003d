/* qprop-linearize's divergent loop transform on an OpenACC gang vector
   loop (nvptx accelerator compiler, default cost estimate): the probe
   loop of benchmarks/offload/probe-acc.c, in small.  Each lane looks its
   key up in an open-addressing table with linear probing, within its own
   probe budget:

     for (p = 0; ; p++)
       {
	 if (p == budget)   divergent exit (budget spent): EXIT_BUDGET
	 k = tkey[s];
	 if (k == key)      divergent exit (hit): EXIT_HIT, three loads
	 if (k < 0)         divergent exit (empty slot): EXIT_EMPTY
	 last = ...;        loop-carried, used by two of the exits
	 s = next slot;
       }
     out[q] = r; how[q] = e * 256 + p;   the exits meet here

   The three exit blocks compute different things (a dozen operations
   each), so GCC keeps them apart, and a warp runs each once per
   iteration in which some of its lanes leave through it.  The transform
   rebinds the three exits to one new exit block and dispatches from
   there: "exits rebound", and no loop left alone.

   The run (host fallback) checks every result against the same lookup
   done on the host in main; check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-linearize" } */

#define LOOKUP_LOOP _Pragma ("acc parallel loop gang vector copyin(tkey[0:NSLOT], tval[0:NSLOT], qk[0:n], qb[0:n]) copyout(out[0:n], how[0:n])")
#include "lin-loop-exits.h"

/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-linearize:   loop [0-9]+ \(bb [0-9]+, line [0-9]+\): exits rebound to bb [0-9]+ \(exits=3 targets=3 gain=[0-9]+ cost=[0-9]+\)$} 1 "qprop-linearize" } } */
/* { dg-final { scan-offload-tree-dump-not {exits left alone} "qprop-linearize" } } */
