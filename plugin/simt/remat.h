/* qprop-remat: rematerialization of affine and uniform values in SIMT
   code, the GIMPLE form of the divergence-aware register allocator of
   Sampaio et al. (TOPLAS 2014, section 4).  See remat.cc.  */

#ifndef QPROP_SIMT_REMAT_H
#define QPROP_SIMT_REMAT_H

#include "settings.h"

namespace qprop {

class divergence_analysis;

/* What one run over a function did, for the dump and the counters.  */
struct remat_result
{
  /* The function's estimated peak of live 32-bit registers before and
     after, and the peak at which a block counts as high pressure.  */
  int peak_before = 0;
  int peak_after = 0;
  int pressure = 0;
  /* Values live across a high-pressure block without a use there, that
     an affine or uniform cheap computation defines.  */
  long candidates = 0;
  /* Of those, the ones recomputed next to all their far uses, by kind.  */
  long affine = 0;
  long uniform = 0;
  /* Blocks that received a copy, and statements copied.  */
  long copies = 0;
  long statements = 0;
  /* Candidates left alone.  */
  long left = 0;
  /* Of the values recomputed, the ones live across a call (remat-calls),
     whatever their kind; outside SIMT code only these.  */
  long calls = 0;
};

/* Recompute, next to their uses, the affine and uniform values of FN
   (analysed by DA) that are live across a block whose estimated
   register peak reaches CONF.remat_pressure without being used there,
   when every leaf of their computation is live at each use anyway.
   With CONF.remat_calls, a block holding a call counts as such a block
   too; NO_REGION says that FN has no SIMT region, and then only calls
   count, whatever the values' divergence.  */
unsigned int rematerialize (function *fn, const divergence_analysis &da,
			    const settings &conf, bool no_region,
			    remat_result *result);

} // namespace qprop

#endif
