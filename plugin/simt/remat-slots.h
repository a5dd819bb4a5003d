/* qprop-remat's per-warp shared-memory slots (remat-slots=on): uniform
   values that cannot be recomputed, kept once per warp in shared memory
   across a region of high register pressure, as the divergence-aware
   register allocator of Sampaio et al. (TOPLAS 2014, section 4) spills
   them.  See remat-slots.cc.  */

#ifndef QPROP_SIMT_REMAT_SLOTS_H
#define QPROP_SIMT_REMAT_SLOTS_H

#include "settings.h"

namespace qprop {

class divergence_analysis;

/* What one run over a function did, for the dump and the counters.  */
struct warp_slot_result
{
  /* Uniform values live across a high-pressure block without a use
     there, still in a register after rematerialization.  */
  long candidates = 0;
  /* Of those, the ones given a slot; the loads placed next to their
     uses; the bytes of shared memory the slots take.  */
  long slots = 0;
  long loads = 0;
  long bytes = 0;
  /* Candidates left alone.  */
  long left = 0;
  /* The estimated register peak after the slots.  */
  int peak_after = 0;
};

/* In the nvptx accelerator compiler: give each uniform value of FN
   (analysed by DA) that is live across a block whose estimated register
   peak reaches CONF.remat_pressure, and that the conditions of
   remat-slots.cc allow, a per-warp slot in shared memory: store it after
   its definition, load it back next to its uses in other blocks.  Only
   SSA versions below ANALYSED (those DA has seen) are considered.
   Returns the TODO flags for the pass.  */
unsigned int place_warp_slots (function *fn, const divergence_analysis &da,
			       unsigned analysed, const settings &conf,
			       warp_slot_result *result);

} // namespace qprop

#endif
