/* qprop-version in the nvptx accelerator compiler, OpenACC: an arm's
   index goes through a narrowing conversion that leaves its type's range
   (see version-narrow.h), and is refused although the conversion runs in
   every iteration.  The result is checked against the host's.  */
/* { dg-do run } */
/* { dg-require-effective-target qprop_offload_nvptx } */
/* { dg-require-effective-target qprop_nvptx_plugin } */
/* { dg-options "-O2 -fopenacc -foffload-options=nvptx-none=-fplugin-arg-qprop-dump=qprop-version-details" } */

#define COL_LOOP _Pragma ("acc parallel loop gang vector present(in[-LO:NP], out[0:H * W])")
#define DATA _Pragma ("acc data copyin(buf0[0:SZ]) copy(buf1[0:SZ])")
#include "version-narrow.h"

/* Both arms refused, each with the conversion as the culprit.  */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:       its index arithmetic may wrap, by the value ranges: _[0-9]+ = \(signed char\) _[0-9]+;$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-times {(?n)^qprop-version:     load without an affine address \(no base address; address form: index arithmetic that may wrap\): v_[0-9]+ = \*_[0-9]+;$} 2 "qprop-version" } } */
/* { dg-final { scan-offload-tree-dump-not {(?n)^qprop-version:     load with an affine address from its address form} "qprop-version" } } */
