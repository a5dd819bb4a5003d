/* qprop-version in the nvptx accelerator compiler, OpenACC: column walks
   with neighbour rows loaded in divergent arms (see version-arm.h).  The
   arms' addresses come from qprop's address form where value ranges
   prove their arithmetic cannot wrap, or where the check can test the
   signed indices they do not bound; elsewhere the arm is refused with
   the statement that may wrap.
   check-simt-run.sh runs it on simgpu.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version-details" } */

#define COL_LOOP _Pragma ("acc parallel loop gang vector present(in[0:NP], out[0:NP])")
#define DATA_TWO _Pragma ("acc data copyin(buf0[0:SZ]) copy(buf1[0:SZ])")
#define DATA_ONE _Pragma ("acc data copy(buf0[0:SZ])")
#include "version-arm.h"

/* walk: both arms, walk_rows: both arms, the (r + 1) one with a
   run-time bound, and walk_stride: both arms, their products w * (r - 2)
   and w * (r + 1) split over the row number and tested.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:     load with an affine address from its address form \(no base address\): v_[0-9]+ = \*_[0-9]+;$} 6 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:       its index arithmetic may wrap, by the value ranges: _[0-9]+ = _[0-9]+ \* 64;$} 1 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump {(?n)^qprop-version:       the check tests 2 indexes against their type$} "qprop-version" } } */
/* walk_unsigned's two arms are refused (unsigned arithmetic wraps
   without undefined behaviour: no bound to test).  */
/* { dg-final { scan-offload-tree-dump-not {no bound to test} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:     load without an affine address \(no base address; address form: index arithmetic that may wrap\): v_[0-9]+ = \*_[0-9]+;$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:       its index arithmetic may wrap, by the value ranges: _[0-9]+ = w_[0-9]+ \* _[0-9]+;$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:       its index arithmetic may wrap, by the value ranges: _[0-9]+ = s_[0-9]+ \+ [0-9]+;$} 2 "qprop-version" } } */
/* walk and walk_rows are versioned.  In walk_stride the (r - 2) arm's
   load repeats the (r + 1) arm's of three rows earlier, 3 * w elements
   apart, which no pass carries yet; in walk_unsigned only the arms' loads
   could be carried, and they stay unannotated: both are left alone.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(groups=2 pairs=1 gain=2 iterations=[0-9]+ check=[0-9]+ size=[0-9]+ levels=[12] clique=[0-9]+\)$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): left alone: the check would free no load } 2 "qprop-version" } } */
/* The bounds on c + (r + 1) * W read the lane's column, which the chunk
   loop moves by a constant step: they are tested at its first and last
   column, and the check goes before the chunk loop (levels=2).  */
/* { dg-final { scan-offload-tree-dump-not {an index bound that it changes} "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:   loop bb [0-9]+ \(line [0-9]+\): versioned \(.* levels=2 clique=[0-9]+\)$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {vote\.sync\.all\.pred} 2 "qprop-version" } } */
