/* qprop-flatten: flattening of loop nests whose inner trip counts differ
   between the lanes of a warp (Bulavintsev, loop nest reduction, §III).
   See flatten.cc.  */

#ifndef QPROP_TRANSFORM_FLATTEN_H
#define QPROP_TRANSFORM_FLATTEN_H

#include <vector>
#include "simt/register-guard.h"

namespace qprop {

class divergence_analysis;

/* One candidate nest: outer loop A and its inner loop B, and either the
   numbers of the decision or why it was left alone.  */
struct flatten_nest_note
{
  int outer_header = -1;
  int inner_header = -1;
  location_t locus = UNKNOWN_LOCATION;
  bool flattened = false;
  const char *refusal = NULL;
  /* Formula (1): the weights of A's own work (Ta) and of one iteration
     of B (Tb), and the share of idle lanes assumed (n/N, in percent).  */
  int ta = 0;
  int tb = 0;
  int idle_percent = 0;
  /* The flattened loop keeps B's back edge for a warp whose lanes are
     all in B (flatten-in-step).  */
  bool in_step = false;
  /* Back edges left in the nest after the transform.  */
  int back_edges = 0;
  /* Flattened behind a warp vote, the original kept for warps that vote
     against (flatten-vote.cc); the number of outer iterations sampled.  */
  bool at_run_time = false;
  int samples = 0;
  /* Why formula (1)'s refusal could not be left to a vote.  */
  const char *no_vote = NULL;
  /* The register guard's verdict, when it judged the nest.  */
  bool register_checked = false;
  register_check regs;
};

struct flatten_options
{
  /* n/N of formula (1), in percent: the share of a warp's lanes assumed
     idle in B.  */
  int idle_percent = 50;
  /* Flatten whatever the cost model says (selftest=flatten-all).  */
  bool ignore_cost = false;
  /* The most blocks the outer loop may have.  */
  int max_blocks = 100;
  /* Keep B's back edge for warps whose lanes are all in B, behind a test
     of the active lane mask (nvptx, sm_70 and later).  */
  bool in_step = false;
  /* Where formula (1) declines a nest, version it on a warp vote over the
     inner trip counts measured before it (nvptx, sm_70 and later).  */
  bool vote = false;
  /* The register guard (register-guard.h), and the saving that
     overrides it.  */
  bool register_guard = false;
  int register_guard_saving = 256;
};

/* Flatten one nest of FN's SIMT regions, as DA found them: the first
   candidate, innermost first, that passes the checks and the cost model.
   Appends a note per candidate examined to NOTES.  Returns true if the
   IR changed; the caller recomputes the loop tree and the analysis and
   calls again, so that deeper nests and several inner loops of one outer
   loop are flattened in turn.  SEEN holds the header blocks of the inner
   loops examined so far, UNIFORM_EXIT those of the outer loops flattened
   whose exits were uniform before: they are not taken as inner loops
   again.  */
bool flatten_one_nest (function *fn, const divergence_analysis &da,
		       const flatten_options &opts,
		       std::vector<flatten_nest_note> *notes,
		       bitmap seen, bitmap uniform_exit);

} // namespace qprop

#endif
