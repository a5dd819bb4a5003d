/* What the two halves of qprop-flatten share: flatten.cc, which checks
   a nest and weighs it, and flatten-rewrite.cc, which rewrites it.
   Private to them.  */

#ifndef QPROP_SIMT_FLATTEN_IMPL_H
#define QPROP_SIMT_FLATTEN_IMPL_H

namespace qprop {

/* The state word of the flattened loop (see the opening comment): 0
   (FETCH) to fetch a new item, 1 (IN_B) to go on in B, this (LEAVE) to
   leave the loop.  Not a power of two, so that GCC keeps the select
   that makes it as one instruction rather than a shift of the test's
   value.  */
const int state_leave = 3;
/* The most statements the tail of A's iteration may have for the fetch
   loop's copy of it.  */
const int fetch_max_stmts = 40;

/* A nest and the edges the transform rewires.  */
struct nest
{
  class loop *a = NULL, *b = NULL;
  edge a_entry = NULL, a_latch = NULL, a_exit = NULL, b_latch = NULL;
  edge b_entry = NULL;
  /* A's exiting block, and its edge that stays in A.  */
  basic_block exiting = NULL;
  edge stay = NULL;
};

/* The exits of LOOP, without needing recorded exits.  */
auto_vec<edge> exits_of (class loop *loop);
/* The one edge entering LOOP's header from outside, or NULL.  */
edge single_entry (class loop *loop);

/* Rewrite nest N into the latch-join form, with the in-step edge if
   IN_STEP.  Returns the number of back edges of the flattened loop: 1
   when A and B became one loop (the in-step edge not counted).
   *FETCH_HEADER is the fetch loop's header, or NULL when there is none.  */
int rewrite_nest (const nest &n, bool in_step, basic_block *fetch_header);

/* The run-time decision (flatten-vote.cc): a nest that formula (1)
   declines with its guessed idle fraction is copied, and a warp-uniform
   vote on the inner trip counts the warp measures before the nest
   chooses the flattened copy or the original.  */

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
