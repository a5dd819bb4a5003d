/* qprop-flatten's run-time decision: a nest that formula (1) declines
   with its guessed idle fraction is copied, and a warp-uniform vote on
   the inner trip counts the warp measures before the nest chooses the
   flattened copy or the original (see flatten-vote.cc).  Private to
   qprop-flatten.  */

#ifndef QPROP_SIMT_FLATTEN_VOTE_H
#define QPROP_SIMT_FLATTEN_VOTE_H

namespace qprop {

struct nest;

/* How many of A's iterations the vote samples (K).  */
const int vote_samples = 4;

/* What the vote measures, found by plan_vote and emitted by
   version_on_vote.  Trees are GENERIC, in the SSA names of the nest.  */
struct vote_plan
{
  /* A's latch count, and when it is zero regardless (tree_niter_desc's
     niter and may_be_zero), in values defined before A.  */
  tree a_niter = NULL_TREE, a_zero = NULL_TREE;
  /* B's latch count and may_be_zero, in values defined in A's iteration
     (or before A).  */
  tree b_niter = NULL_TREE, b_zero = NULL_TREE;
  /* Conditions under which an iteration of A enters B at all (the tests
     on the way from A's header to B, where they can be measured).  */
  auto_vec<tree> guards;
};

/* Can the warp measure B's trip counts for the first iterations of A
   before the nest?  NULL and PLAN filled if so, else why not.  The IR is
   not changed.  Needs CDI_DOMINATORS.  */
const char *plan_vote (const nest &n, vote_plan *plan);

/* Copy nest N's outer loop A behind the vote that PLAN describes, with
   TA and TB formula (1)'s weights: the original A runs when the vote says
   flattening pays, the copy otherwise.  Refreshes N's edges for the
   original, which the caller then flattens.  Returns the copy of A, or
   NULL (IR unchanged) if GCC could not copy it.  Marks *COPY_INNER with
   the copy of B's header.  */
class loop *version_on_vote (nest *n, const vote_plan &plan, int ta, int tb,
			     basic_block *copy_inner);

} // namespace qprop

#endif
