/* The reconvergence guard.

   A warp that reaches a divergent branch runs the lanes of one arm, then
   those of the other, and goes on with all of them together once both
   arms reach the branch's join: the nvptx back end marks the join at the
   branch's immediate post-dominator.  A pass that copies the join into
   each arm moves that post-dominator further down, so the lanes stay
   apart for longer.  Inside a loop it is far worse:

       loop:  nk = key[n];                      loop:  nk = key[n];
	      if (k < nk)      divergent               if (k < nk)
		n = left[n];                             { n = left[n];
	      else                                         if (n >= 0) goto loop; }
		n = right[n];             ==>            else
	      if (n >= 0)      join                      { n = right[n];
		goto loop;                                 if (n >= 0) goto loop; }

   On the right, the branch on k < nk no longer has a join inside the
   loop: its post-dominator is the loop's exit.  A warp runs the lanes
   that went left through all their remaining iterations, then the lanes
   that went right through theirs.  That is what -fsplit-paths (on at
   -O3) does to a join that ends in the loop's exit test; the bintree
   benchmark runs 15 times the warp instructions of -O2 because of it.
   -ftracer duplicates tails along hot traces with the same effect.

   Jump threading copies joins too: a path through the join of a
   branch is copied when a later branch's outcome is known on it, and the
   lanes on that copy skip the join for the rest of the iteration
   (bintree at -O2: 3% more warp instructions with the late threaders).

   GCC decides these duplications per loop, block and path, with no
   notion of lanes, and its passes cannot be told to spare one branch.
   So the guard runs just before split-paths, finds the joins that
   split-paths is about to copy (the same structural test: a loop latch
   whose only predecessor is the join of an if-then-else diamond that
   ends in a branch) and the branches inside loops whose joins the late
   threaders (thread2, dom3's threading, threadfull2) may copy, and asks
   the divergence analysis about each branch.  If one of a pass's
   candidates diverges, that pass is switched off for this function alone,
   through a function-specific optimization node, as
   __attribute__((optimize ("no-split-paths"))) would do; the dump names
   every branch it protects and every uniform one that loses the
   duplication with it.  A function whose candidates are all uniform
   keeps everything GCC does.  -ftracer, when on, is switched off the same
   way in a function with any divergent branch.  The threaders that ran
   before the guard (the early ones, thread1, dom2, vrp1's) are not
   affected; qprop-linearize, which relies on its form surviving, runs
   after all of them.  */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "simt/reconverge.h"

namespace qprop {

namespace {

/* The join that split-paths would copy into the arms of the diamond
   before LATCH, and through *BRANCH the diamond's branch; NULL if the
   pass would leave LATCH alone for its shape.  The size and
   if-conversion heuristics that follow in split-paths are not
   repeated: a join they would spare is protected for nothing, which
   costs only the uniform candidates of the same function.  */
basic_block
split_paths_join (basic_block latch, basic_block *branch)
{
  if (!single_succ_p (latch) || !single_pred_p (latch))
    return NULL;
  basic_block join = single_pred (latch);
  gimple *last = last_stmt (join);
  if (!last || gimple_code (last) != GIMPLE_COND
      || EDGE_COUNT (join->preds) != 2 || EDGE_COUNT (join->succs) != 2)
    return NULL;
  basic_block head = get_immediate_dominator (CDI_DOMINATORS, join);
  gimple *head_last = last_stmt (head);
  if (!head_last || gimple_code (head_last) != GIMPLE_COND)
    return NULL;
  for (unsigned i = 0; i < 2; i++)
    {
      basic_block arm = EDGE_PRED (join, i)->src;
      if (arm != head
	  && (!find_edge (head, arm) || !single_succ_p (arm)))
	return NULL;
    }
  *branch = head;
  return join;
}


} // anon namespace

void
switch_off_for_function (function *fn, const std::vector<int *> &flags_off)
{
  gcc_assert (fn == cfun);
  for (int *flag : flags_off)
    *flag = 0;
  tree node = build_optimization_node (&global_options, &global_options_set);
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (fn->decl) = node;
  /* set_cfun compares against this to decide whether the options need
     restoring; with it pointing at FN's node, leaving FN restores the
     next function's own options.  */
  optimization_current_node = node;
}

void
guard_reconvergence (function *fn, const divergence_analysis &da,
		     reconverge_result *result)
{
  bool split_divergent = false;
  if (flag_split_paths)
    for (auto loop : loops_list (fn, LI_FROM_INNERMOST))
      {
	basic_block branch;
	basic_block join = loop->latch ? split_paths_join (loop->latch,
							   &branch) : NULL;
	if (!join || !da.in_region (branch) || da.is_region_control (branch))
	  continue;
	bool div = da.branch_diverges (branch);
	result->candidates.safe_push ({ "split-paths", branch, join, div });
	split_divergent |= div;
      }

  /* The late jump threaders may copy the join of any branch inside a
     loop onto a path through it, which takes the join away from the lanes
     on that path for the rest of the iteration; which paths they thread
     is only known when they run, so every such branch is a candidate.  */
  bool any_divergent = false, thread_divergent = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      if (!da.is_lane_branch (bb))
	continue;
      bool div = da.branch_diverges (bb);
      any_divergent |= div;
      basic_block join = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
      if (flag_tracer && div)
	result->candidates.safe_push ({ "tracer", bb, join, true });
      if (flag_thread_jumps && loop_depth (bb->loop_father) > 0
	  && join && join->loop_father == bb->loop_father)
	{
	  result->candidates.safe_push ({ "thread-jumps", bb, join, div });
	  thread_divergent |= div;
	}
    }

  std::vector<int *> off;
  if (flag_split_paths && split_divergent)
    {
      off.push_back (&global_options.x_flag_split_paths);
      result->switched_off = "split-paths";
    }
  if (flag_thread_jumps && thread_divergent)
    {
      off.push_back (&global_options.x_flag_thread_jumps);
      result->switched_off += result->switched_off.empty () ? "thread-jumps"
			      : ",thread-jumps";
    }
  if (flag_tracer && any_divergent)
    {
      off.push_back (&global_options.x_flag_tracer);
      result->switched_off += result->switched_off.empty () ? "tracer"
			      : ",tracer";
    }
  if (!off.empty ())
    switch_off_for_function (fn, off);
}

} // namespace qprop
