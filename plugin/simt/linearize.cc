/* Partial control-flow linearization of divergent regions in SIMT code
   (Moll and Hack, "Partial Control-Flow Linearization", PLDI 2018, §3).

   A warp that reaches a divergent branch runs one side with the lanes
   that chose it and then the other side; both groups meet again at the
   branch's immediate post-dominator, where the nvptx back end puts the
   join.  That is enough for an if-then-else.  It is not enough when a
   block of the region is reached from both sides before that point:

	  A:  if (a)            divergent
	  B:    if (b)          divergent, b needs a load
	  X:      x-work;
		else
	  Y:      y-work;       reached from A's false side and B's false side
	      else
	  Y:    y-work;
	  P:  ...               the post-dominator of A and of B

   The lanes with !a run Y and wait at P; then the lanes with a run B,
   split again, and Y runs a second time for the lanes with a && !b.
   Every such shared block costs one extra pass per divergent path that
   reaches it, and short-circuit conditions, early exits out of nested
   tests and goto-style code all produce them.

   Linearization gives each divergent branch of the region a single
   successor, so that the blocks form one chain that every warp walks
   through once, and turns control into data: each block B gets a
   predicate p(B), the lanes that would have executed it, and runs its
   statements under "if (p(B))", whose join is immediately below, so
   the warp reconverges at once and B runs at most once per warp.  No
   statement ever runs for a lane that would not have run it, so loads,
   stores, calls and trapping operations need no further proof.

   A PHI at a block whose incoming edges were folded reads a running
   value instead: each predecessor, inside its guard, sets the value it
   would have passed along its edge, and a lane reaches the PHI's block
   from exactly one predecessor, the last of them in the chain that ran
   for it.  In SSA that running value is a PHI at each guard's join,
   taking the new value from the guarded statements and the old one
   around them, so no select is needed (the nvptx back end has no
   conditional move and would expand one into a branch).  Values that a
   guarded block defines for later blocks pass its join the same way,
   with zero for the lanes that skipped it; its own test, which is only
   ever read ANDed with the block's predicate, gets no value at all for
   them (an undefined PHI argument), so that no copy sits on the edge
   around the guard.

   For the example, with p(A) the lanes entering A:

	  A:  ca = a;
	  B:  if (ca) { t = load; cb = b(t); }         cb' = PHI <cb, undef>
	      pBX = ca & cb';  pBY = ca & ~cb';
	  X:  if (pBX) { x-work; v1 = vX; }            v' = PHI <v1, v0>
	  Y:  if (~ca | pBY) { y-work; v2 = vY; }      v'' = PHI <v2, v'>
	  P:  v = v''                                  (was PHI <vX, vY>)

   so Y runs once per warp instead of twice.  That pays when the blocks
   that would run twice hold more than the guards and predicates cost;
   the estimate (GCC's size weights for the blocks that would run twice,
   against a few instructions per guard) is in the dump.

   Which successor each block gets comes from the paper's Fig. 5: the
   blocks are visited in a topological order (the block index), and a
   divergent branch's successors that are not taken next are deferred
   (the deferral relation D) to the block that is, so that they are
   still reached later.  With only divergent branches in the region the
   result is the chain of the blocks in index order; this
   implementation leaves alone the regions that hold a uniform branch,
   so every uniform branch keeps both of its edges (the paper's Theorem
   4.5 guarantee, trivially), and the statistics count none as lost.

   BOSCC gadgets (§6, with -fplugin-arg-qprop-linearize-boscc=on).  In
   the paper a gadget is a uniform "any lane?" branch that Fig. 5 keeps,
   so that if-converted SIMD code can skip a block and what it dominates.
   On a SIMT target each guard already is such a branch for its own
   block; what a warp with no lane in B still runs are the guards of the
   blocks B dominates.  So when those blocks come right after B in the
   chain, B's guard sends the lanes that skip B past all of them, to a new
   join where they take the running values they had before B and a zero
   for each predicate of an edge leaving the gadget:

	  if (pB) { B; if (pC) C; if (pD) D; }    C, D dominated by B
	  v' = PHI <v (from D's join), v0 (skipped)>

   A lane that skips B has pC = pD = 0, so this is exact.  It pays only
   when whole warps skip B; the moves on the skip edge are its cost.

   Regions.  A region is opened by a divergent conditional branch A of a
   SIMT region and closed by A's immediate post-dominator P; it consists
   of the blocks reachable from A without passing P.  It is linearized
   only when that pays: some block of it would run more than once per
   warp, i.e. it is reachable from both successors of a divergent branch
   of the region without passing that branch's own post-dominator.  A
   loop inside the region is one node of it, as in the paper's Fig. 5 over
   the loop tree (linearize-loops.cc): when its one entry edge and all
   its exits, which must lead to one block, lie in the region, the walk
   sees it as a block whose successor is that block; the loop itself is
   not linearized, and in a whole linearized region its guard encloses
   it from a preheader to a block that collects its exits.  A region is
   left alone, with the reason in the dump, when it reaches a back edge
   of its own loop (the exits of divergent loops are divergent-loops.cc's
   business), holds a loop that cannot be a node, a uniform branch
   outside its loops, a switch, an abnormal or EH edge, a
   statement that couples the lanes under a guard (lane-coupling.cc:
   calls that return twice, OpenACC fork/join markers, the SIMT internal
   functions, asm goto), a side entrance, a join outside A's loop, or
   more blocks than the budget.  Regions do not overlap: they are chosen in
   reverse post-order, outermost first, and one that touches a chosen
   region is skipped.

   Placement: after the last jump threading (vrp2), which would
   otherwise thread the guards' known predicates and copy the shared
   blocks back onto separate paths.  */

#include "gcc-includes.h"
#include <algorithm>
#include <set>
#include "tree-ssanames.h"
#include "tree-inline.h"
#include "tree-dfa.h"
#include "simt/divergence.h"
#include "ir/cfg-rewrite.h"
#include "simt/lane-coupling.h"
#include "analysis/live-registers.h"
#include "simt/linearize.h"
#include "simt/linearize-impl.h"

namespace qprop {

namespace linearization {

bool
linearizer::find_region (basic_block a, region *r, const char **why)
{
  basic_block p = get_immediate_dominator (CDI_POST_DOMINATORS, a);
  if (!p || p == EXIT_BLOCK_PTR_FOR_FN (m_fn))
    {
      *why = "no join before the function's exit";
      return false;
    }
  class loop *loop = a->loop_father;
  if (p->loop_father != loop)
    {
      *why = "its join lies outside the branch's loop";
      return false;
    }
  r->head = a;
  r->join = p;
  bool uniform = false;
  auto_bitmap in_r;
  auto_vec<basic_block> stack;
  bitmap_set_bit (in_r, a->index);
  stack.safe_push (a);
  r->blocks.safe_push (a);
  while (!stack.is_empty ())
    {
      basic_block b = stack.pop ();
      if (b != a && b == loop->header)
	{
	  *why = "it reaches a back edge";
	  return false;
	}
      /* A loop below the branch's is one node (linearize-loops.cc): its
	 edges are its own business.  */
      if (b->loop_father != loop)
	{
	  if (!add_loop_node (r, b, NULL, p, in_r, stack, why))
	    return false;
	  continue;
	}
      if (EDGE_COUNT (b->succs) > 2
	  || (EDGE_COUNT (b->succs) == 2
	      && gimple_code (last_stmt (b)) != GIMPLE_COND))
	{
	  *why = "it holds a switch or computed jump";
	  return false;
	}
      if (EDGE_COUNT (b->succs) == 2 && b != a && !m_da.branch_diverges (b))
	{
	  /* A uniform test that only decides whether a loop runs at all
	     (a for loop's copied header test) is part of the loop's
	     node.  */
	  if (basic_block h = guarded_loop (b, loop))
	    {
	      if (!add_loop_node (r, h, b, p, in_r, stack, why))
		return false;
	      continue;
	    }
	  uniform = true;
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
	    {
	      *why = "it has an abnormal or EH edge";
	      return false;
	    }
	  if (e->flags & EDGE_DFS_BACK)
	    {
	      *why = "it reaches a back edge";
	      return false;
	    }
	  if (e->dest == p || bitmap_bit_p (in_r, e->dest->index))
	    continue;
	  if ((int) r->blocks.length () >= m_opts.max_blocks)
	    {
	      *why = "it has more blocks than linearize-blocks";
	      return false;
	    }
	  bitmap_set_bit (in_r, e->dest->index);
	  r->blocks.safe_push (e->dest);
	  stack.safe_push (e->dest);
	}
    }
  for (basic_block b : r->blocks)
    {
      /* A loop node's entry is entered only by its one entry edge and
	 its latches, and add_loop_node checked its statements.  */
      if (bitmap_bit_p (r->loop_blocks, b->index))
	continue;
      if (b != a)
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, b->preds)
	    if (!bitmap_bit_p (in_r, e->src->index))
	      {
		*why = "it is entered from outside";
		return false;
	      }
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (const char *what = lane_coupling (gsi_stmt (gsi),
					      lane_regrouping::guarded))
	  {
	    *why = what;
	    return false;
	  }
    }
  auto_bitmap twice;
  shared_blocks (*r, in_r, twice);
  if (bitmap_empty_p (twice))
    {
      *why = "every block runs once per warp already";
      return false;
    }
  /* A condition chain keeps everything below its two targets as it is,
     uniform branches included; the whole region is linearized only
     without them.  */
  if (!find_chain (r, in_r, twice) && uniform)
    {
      *why = "it holds a uniform branch";
      return false;
    }

  /* What the warp saves: the blocks it no longer runs twice.  What it
     pays: per linearized block, the guard's branch and its predicate
     (an OR per extra incoming edge, an AND and a NOT per branch), a move
     per PHI, and for a chain the final branch.  */
  r->gain = 0;
  r->cost = r->target[0] ? 2 : 0;
  bitmap_iterator bi;
  unsigned idx;
  EXECUTE_IF_SET_IN_BITMAP (twice, 0, idx, bi)
    r->gain += block_weight (BASIC_BLOCK_FOR_FN (m_fn, idx), loop);
  auto_vec<basic_block> phi_blocks;
  for (basic_block b : r->blocks)
    {
      /* A loop node costs its guard; its header's PHIs stay.  */
      if (node_at (*r, b))
	{
	  r->cost += 2;
	  continue;
	}
      r->cost += (b != a) * 2 + 2 * (EDGE_COUNT (b->succs) - 1)
		 + (EDGE_COUNT (b->preds) > 1 ? EDGE_COUNT (b->preds) - 1 : 0);
      phi_blocks.safe_push (b);
    }
  for (basic_block t : r->target)
    if (t)
      phi_blocks.safe_push (t);
  for (basic_block b : phi_blocks)
    for (gphi_iterator psi = gsi_start_phis (b); !gsi_end_p (psi);
	 gsi_next (&psi))
      r->cost += !virtual_operand_p (gimple_phi_result (psi.phi ()));
  if (r->gain <= r->cost && !m_opts.ignore_cost)
    {
      *why = "what it would share costs less than the guards";
      return false;
    }
  std::sort (r->blocks.begin (), r->blocks.end (),
	     [this] (basic_block x, basic_block y)
	     { return rpo_index[x->index] < rpo_index[y->index]; });
  return true;
}

/* The blocks of R that a warp would run more than once, reconverging
   at post-dominators: those that both successors of a divergent branch
   reach before that branch's post-dominator.  */
void
linearizer::shared_blocks (const region &r, const bitmap in_r, bitmap twice)
{
  for (basic_block d : r.blocks)
    {
      if (EDGE_COUNT (d->succs) != 2 || node_at (r, d))
	continue;
      basic_block stop = get_immediate_dominator (CDI_POST_DOMINATORS, d);
      auto_bitmap seen[2];
      for (int s = 0; s < 2; s++)
	{
	  auto_vec<basic_block> stack;
	  stack.safe_push (EDGE_SUCC (d, s)->dest);
	  while (!stack.is_empty ())
	    {
	      basic_block b = stack.pop ();
	      if (b == stop || !bitmap_bit_p (in_r, b->index)
		  || !bitmap_set_bit (seen[s], b->index))
		continue;
	      edge e;
	      edge_iterator ei;
	      FOR_EACH_EDGE (e, ei, b->succs)
		stack.safe_push (e->dest);
	    }
	}
      bitmap_and_into (seen[0], seen[1]);
      bitmap_ior_into (twice, seen[0]);
    }
}

/* Is R a condition chain: tests that all lead to one of two targets,
   such as "if (a && b) X; else Y;"?  The first shared block S is one
   target; the tests are the blocks from which S is reached without
   passing S; the targets are where the tests lead, and everything else in
   R must lie below one target alone (dominated by it).  Then only the
   tests need linearizing: they compute which target each lane goes to,
   and one branch sends it there, so the blocks below the targets keep
   their own branches and need no guards.  On success R->blocks holds the
   tests and R->target the targets.  */
bool
linearizer::find_chain (region *r, const bitmap in_r, const bitmap twice)
{
  basic_block first = NULL;
  bitmap_iterator bi;
  unsigned idx;
  EXECUTE_IF_SET_IN_BITMAP (twice, 0, idx, bi)
    if (!first || rpo_index[idx] < rpo_index[first->index])
      first = BASIC_BLOCK_FOR_FN (m_fn, idx);

  auto_bitmap tests;
  auto_vec<basic_block> stack;
  stack.safe_push (first);
  reach_blocks (stack, tests, false, [&] (basic_block b)
    {
      return b != first && bitmap_bit_p (in_r, b->index);
    });

  basic_block target[2] = { NULL, NULL };
  auto_vec<basic_block> chain;
  EXECUTE_IF_SET_IN_BITMAP (tests, 0, idx, bi)
    {
      basic_block b = BASIC_BLOCK_FOR_FN (m_fn, idx);
      /* A loop among the tests would need a guard: the whole region
	 is linearized instead.  */
      if (EDGE_COUNT (b->succs) != 2 || !m_da.branch_diverges (b)
	  || bitmap_bit_p (r->loop_blocks, idx))
	return false;
      chain.safe_push (b);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  basic_block s = e->dest;
	  if (bitmap_bit_p (tests, s->index) || s == target[0]
	      || s == target[1])
	    continue;
	  if (s == r->join || target[1])
	    return false;
	  target[target[0] ? 1 : 0] = s;
	}
    }
  if (!target[1] || !bitmap_bit_p (tests, r->head->index))
    return false;
  for (basic_block t : target)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, t->preds)
	if (!bitmap_bit_p (tests, e->src->index))
	  return false;
    }
  for (basic_block b : r->blocks)
    if (!bitmap_bit_p (tests, b->index) && b != target[0] && b != target[1]
	&& !dominated_by_p (CDI_DOMINATORS, b, target[0])
	&& !dominated_by_p (CDI_DOMINATORS, b, target[1]))
      return false;

  /* The final branch tests the predicate of the first target, an OR of
     the predicates of its incoming edges: take the target with fewer.  */
  if (EDGE_COUNT (target[0]->preds) > EDGE_COUNT (target[1]->preds)
      || (EDGE_COUNT (target[0]->preds) == EDGE_COUNT (target[1]->preds)
	  && rpo_index[target[0]->index] > rpo_index[target[1]->index]))
    std::swap (target[0], target[1]);
  r->target[0] = target[0];
  r->target[1] = target[1];
  r->blocks.truncate (0);
  for (basic_block b : chain)
    r->blocks.safe_push (b);
  return true;
}

/* The paper's Fig. 5 on the loop-free region R, with the deferral
   relation D.  Every branch of R is divergent (find_region refuses
   uniform ones), so each block gets one successor: the smallest block
   in index order among its own successors and the blocks deferred to
   it; the others are deferred to that successor.  */
bool
linearizer::fig5_chain (const region &r)
{
  hash_map<int_hash<int, -1, -2>, int> index;
  for (unsigned i = 0; i < r.blocks.length (); i++)
    index.put (r.blocks[i]->index, i);
  int n = r.blocks.length ();
  /* Successors beyond the region (the join) have index N.  */
  std::vector<std::set<int> > deferred (n + 1);
  std::vector<int> next (n, -1);
  for (int b = 0; b < n; b++)
    {
      std::set<int> targets = deferred[b];
      /* A loop node's one successor is where its exits lead.  */
      if (const loop_node *node = node_at (r, r.blocks[b]))
	{
	  int *i = index.get (node->target->index);
	  targets.insert (i ? *i : n);
	}
      else
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, r.blocks[b]->succs)
	    {
	      int *i = index.get (e->dest->index);
	      targets.insert (i ? *i : n);
	    }
	}
      next[b] = *targets.begin ();
      for (int t : targets)
	if (t != next[b])
	  deferred[next[b]].insert (t);
      deferred[b].clear ();
    }
  for (int b = 0; b < n; b++)
    if (next[b] != b + 1)
      return false;
  return true;
}

} // namespace linearization

using linearization::linearizer;
using linearization::region;

unsigned int
linearize_function (function *fn, const divergence_analysis &da,
		    const linearize_options &opts,
		    std::vector<linearize_region_note> *notes,
		    linearize_stats *stats)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      if (!da.is_lane_branch (bb))
	continue;
      if (da.branch_diverges (bb))
	stats->divergent_branches++;
      else
	stats->uniform_branches++;
    }
  for (auto loop : loops_list (fn, 0))
    {
      if (!da.loop_in_region (loop))
	continue;
      if (da.loop_divergent (loop))
	stats->divergent_loops++;
      else
	stats->uniform_loops++;
      for (edge e : get_loop_exit_edges (loop))
	if (da.branch_diverges (e->src))
	  stats->divergent_exits++;
	else
	  stats->uniform_exits++;
    }

  mark_dfs_back_edges (fn);
  linearizer lin (fn, da, opts);
  lin.rpo_index.safe_grow_cleared (last_basic_block_for_fn (fn));
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fn));
  int nrpo = pre_and_rev_post_order_compute_fn (fn, NULL, rpo, false);
  for (int i = 0; i < nrpo; i++)
    lin.rpo_index[rpo[i]] = i;

  /* Choose the regions first, while the analysis still describes the
     IR; then transform them.  */
  auto_bitmap taken, joins;
  /* Liveness for the register guard, solved once on first need: the
     regions are chosen before any is transformed.  */
  live_registers *live = NULL;
  std::vector<region *> chosen;
  std::vector<size_t> chosen_note;
  for (int i = 0; i < nrpo; i++)
    {
      bb = BASIC_BLOCK_FOR_FN (fn, rpo[i]);
      if (!da.in_region (bb) || da.is_region_control (bb)
	  || !da.branch_diverges (bb)
	  || !safe_dyn_cast <gcond *> (last_stmt (bb))
	  || bitmap_bit_p (taken, bb->index))
	continue;
      linearize_region_note note;
      note.branch = bb;
      note.join = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
      region *r = new region;
      const char *why = NULL;
      bool found = lin.find_region (bb, r, &why);
      note.gain = r->gain;
      note.cost = r->cost;
      for (const linearization::loop_node &n : r->loops)
	{
	  note.loops++;
	  note.divergent_loops += n.divergent;
	}
      if (found)
	{
	  /* The blocks whose PHIs the transform rewrites: the join, or a
	     chain's targets.  */
	  auto_vec<basic_block> ends;
	  if (r->target[0])
	    {
	      ends.safe_push (r->target[0]);
	      ends.safe_push (r->target[1]);
	    }
	  else
	    ends.safe_push (r->join);
	  bool overlaps = false;
	  for (basic_block b : ends)
	    overlaps |= (bitmap_bit_p (joins, b->index)
			 || bitmap_bit_p (taken, b->index));
	  for (basic_block b : r->blocks)
	    overlaps |= (b != bb && bitmap_bit_p (joins, b->index));
	  overlaps |= (bitmap_intersect_p (r->loop_blocks, joins)
		       || bitmap_intersect_p (r->loop_blocks, taken));
	  if (overlaps)
	    why = "it touches a linearized region";
	  else if (!lin.fig5_chain (*r))
	    why = "Fig. 5 gives no single chain";
	  else if (opts.register_guard && !opts.ignore_cost)
	    {
	      if (!live)
		live = new live_registers (fn);
	      note.regs = judge_register_change
		(fn, live->peak (), predict_linearized_peak (*live, r->blocks),
		 r->gain - r->cost, opts.register_guard_saving);
	      note.register_checked = true;
	      why = note.regs.refusal;
	    }
	}
      if (why)
	{
	  note.refusal = why;
	  notes->push_back (note);
	  delete r;
	  continue;
	}
      for (basic_block b : r->blocks)
	bitmap_set_bit (taken, b->index);
      /* The regions inside a loop that becomes a guarded node are left
	 alone: the guard encloses them as they are.  A condition
	 chain leaves what lies below its targets as it is.  */
      if (!r->target[0])
	bitmap_ior_into (taken, r->loop_blocks);
      if (r->target[0])
	{
	  bitmap_set_bit (joins, r->target[0]->index);
	  bitmap_set_bit (joins, r->target[1]->index);
	}
      else
	bitmap_set_bit (joins, r->join->index);
      note.chain = r->target[0] != NULL;
      chosen.push_back (r);
      chosen_note.push_back (notes->size ());
      notes->push_back (note);
    }
  free (rpo);
  delete live;

  for (size_t i = 0; i < chosen.size (); i++)
    {
      linearize_region_note &note = (*notes)[chosen_note[i]];
      if (!chosen[i]->target[0])
	lin.prepare_loop_nodes (chosen[i]);
      lin.transform (*chosen[i], &note);
      stats->folded_branches += note.folded;
      delete chosen[i];
    }
  stats->kept_divergent = stats->divergent_branches - stats->folded_branches;
  if (chosen.empty ())
    return 0;
  free_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (fn);
  return TODO_update_ssa_only_virtuals | TODO_cleanup_cfg;
}

} // namespace qprop
