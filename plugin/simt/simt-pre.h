/* The PRE guard: keep GCC's PRE from inserting into the divergent arms of
   SIMT code.  See simt-pre.cc.  */

#ifndef QPROP_TRANSFORM_SIMT_PRE_H
#define QPROP_TRANSFORM_SIMT_PRE_H

namespace qprop {

class divergence_analysis;

struct pre_guard_result
{
  /* Divergent branches of FN's SIMT regions.  */
  int divergent_branches = 0;
  /* Whether GCC's PRE was switched off for FN.  */
  bool switched_off = false;
};

/* If FN has a divergent branch in a SIMT region of DA, switch GCC's PRE
   (-ftree-pre, and with it -ftree-partial-pre) off for FN alone, so that
   qprop-pre, which follows it and inserts under the SIMT insertion rule,
   does PRE there in its place.  Changes FN's optimization options, never
   its IR.  */
void guard_pre (function *fn, const divergence_analysis &da,
		pre_guard_result *result);

} // namespace qprop

#endif
