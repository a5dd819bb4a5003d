/* div-check: run-time soundness check of the divergence analysis in host
   SIMT mode (-fplugin-arg-qprop-simt=host -fplugin-arg-qprop-div-check).

   Every branch of a simd loop that qprop-div calls uniform, and every
   integer or pointer value it calls uniform or affine, gets a call into
   plugin/runtime/divcheck.c, which compares the lanes of each chunk of
   iterations and aborts at the first lane that breaks the claim.  See
   div-check.cc for what is passed and why.  */

#ifndef QPROP_TRANSFORM_DIV_CHECK_H
#define QPROP_TRANSFORM_DIV_CHECK_H

namespace qprop {

class divergence_analysis;

struct div_check_stats
{
  long regions = 0;
  long skipped_regions = 0;
  long branches = 0;
  long values = 0;
};

/* Instrument FN from the answers of DA.  Returns TODOs for the registry
   wrapper.  */
unsigned int instrument_div_check (function *fn,
				   const divergence_analysis &da,
				   div_check_stats *stats);

} // namespace qprop

#endif
