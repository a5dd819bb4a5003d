/* qprop-vectorize: vector code for the `omp simd' loops that GCC's own
   vectorizer leaves scalar because of divergent control flow or inner
   loops whose trip count depends on the lane (see vectorize.cc).  */

#ifndef QPROP_HOST_VECTORIZE_H
#define QPROP_HOST_VECTORIZE_H

#include "settings.h"

namespace qprop {

/* What the pass did with one candidate loop, for the dump and remarks.  */
struct simd_loop_note
{
  int loop_num = 0;
  location_t locus = UNKNOWN_LOCATION;
  /* Left to GCC: its vectorizer transformed the loop.  */
  bool by_gcc = false;
  bool vectorized = false;
  /* Why the loop was left alone, when it was.  */
  const char *refusal = NULL;
  int vf = 0;
  int masks = 0;	/* block and edge masks built */
  int blends = 0;	/* PHIs folded into blends */
  int loops = 0;	/* divergent inner loops (live and exit masks) */
  int loads = 0;	/* contiguous vector loads, masked ones included */
  int stores = 0;	/* contiguous vector stores, masked ones included */
  int masked = 0;	/* loads and stores through IFN_MASK_LOAD/STORE */
  int gathers = 0;	/* loads through the target's gather */
  int lanes = 0;	/* loads, stores and calls done lane by lane */
  int calls = 0;	/* calls vectorized, in any form */
  int clones = 0;	/* calls to simd clones */
  int uniform = 0;	/* statements kept scalar (uniform or affine) */
  int vector = 0;	/* statements turned into vector statements */
  int boscc = 0;	/* BOSCC gadgets (regions skipped when no lane enters) */
  int kept = 0;		/* uniform branches kept as branches */
  /* The cost model's estimates (vectorize-cost.cc): VF scalar
     iterations against one vector iteration; COST_DECLINED when that
     is why the loop was left alone.  */
  int cost_scalar = 0;
  int cost_vector = 0;
  bool cost_declined = false;
};

/* Vectorize the candidate loops of FN (the function being compiled) and
   describe each in NOTES.  Returns TODO flags for the pass wrapper.  */
unsigned int vectorize_simd_loops (function *fn, const settings &s,
				   vec<simd_loop_note> *notes);

/* Remember, when GCC's vect pass starts on a function, how many loops it
   has: loops numbered at or above that count were made by the
   vectorizer (epilogues, versioned copies) and are never candidates.
   Called from a PLUGIN_PASS_EXECUTION callback with the pass about to
   run.  */
void note_pass_start (opt_pass *pass);

} // namespace qprop

#endif
