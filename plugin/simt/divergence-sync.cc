/* Sync dependence for the divergence analysis (divergence.cc): a branch
   that became divergent makes the PHIs at the joins of its paths
   divergent, and a loop whose exit diverges makes the values it carries
   divergent where they are used after it.  */

#include "gcc-includes.h"
#include "cfganal.h"
#include "dominance.h"
#include "internal-fn.h"
#include "stringpool.h"
#include "attribs.h"
#include "gomp-constants.h"
#include "simt/warp-vote.h"
#include "simt/divergence.h"
#include "simt/divergence-impl.h"

namespace qprop {

/* Branches and the sync dependence they create.  */

void
divergence_analysis::check_branch (basic_block bb)
{
  if (m_branch_divergent[bb->index] || is_region_control (bb))
    return;
  gimple *last = last_stmt (bb);
  div_cause why;
  div_value v;
  if (gcond *cond = dyn_cast <gcond *> (last))
    v = compare_values (gimple_cond_lhs (cond), gimple_cond_rhs (cond), bb,
			gimple_cond_code (cond), &why);
  else if (gswitch *sw = dyn_cast <gswitch *> (last))
    v = operand_value (gimple_switch_index (sw), bb, NULL);
  else
    return;
  if (v.is_top () || v.is_uniform ())
    return;
  m_branch_divergent[bb->index] = true;
  branch_became_divergent (bb);
}

tree
divergence_analysis::divergent_operand (basic_block bb,
					class loop **exited) const
{
  *exited = NULL;
  gimple *last = last_stmt (bb);
  tree ops[2] = { NULL_TREE, NULL_TREE };
  if (gcond *cond = dyn_cast <gcond *> (last))
    ops[0] = gimple_cond_lhs (cond), ops[1] = gimple_cond_rhs (cond);
  else if (gswitch *sw = dyn_cast <gswitch *> (last))
    ops[0] = gimple_switch_index (sw);
  tree affine = NULL_TREE;
  class loop *affine_exit = NULL;
  for (tree op : ops)
    {
      if (!op)
	continue;
      class loop *l;
      div_value v = operand_value (op, bb, &l);
      if (v.is_divergent ())
	{
	  *exited = l;
	  return op;
	}
      if (!v.is_uniform () && !affine)
	affine = op, affine_exit = l;
    }
  *exited = affine_exit;
  return affine;
}

void
divergence_analysis::branch_became_divergent (basic_block bb)
{
  int region = region_of (bb);
  if (m_irreducible[region])
    {
      /* Lanes may leave a cycle with no loop header at different times,
	 and nothing marks where: every value of the region is divergent.  */
      if (m_region_divergent[region])
	return;
      m_region_divergent[region] = true;
      div_cause why;
      why.kind = div_cause::SYNC;
      why.bb = bb;
      tree name;
      unsigned i;
      FOR_EACH_SSA_NAME (i, name, m_fn)
	if (!virtual_operand_p (name) && !SSA_NAME_IS_DEFAULT_DEF (name)
	    && region_of (gimple_bb (SSA_NAME_DEF_STMT (name))) == region)
	  set_value (name, div_value::divergent (), why);
      return;
    }

  auto_vec<edge> starts;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    starts.safe_push (e);
  basic_block stop = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
  mark_joins (bb, starts, stop, region_of (bb));
}

/* Label the blocks reached from each edge in STARTS, in reverse
   post-order, up to STOP; a block reached under two labels is a join of
   ORIGIN's divergence and its PHIs are re-evaluated.  A back edge of a
   loop containing ORIGIN makes that loop divergent.  */

void
divergence_analysis::mark_joins (basic_block origin, vec<edge> &starts,
				 basic_block stop, int region)
{
  hash_map<int_hash<int, -1, -2>, int> label;
  hash_set<int_hash<int, -1, -2> > join, done;
  auto_vec<basic_block> heap;
  int next_label = 0;
  auto cmp = [this] (basic_block a, basic_block b)
    { return m_rpo_index[a->index] > m_rpo_index[b->index]; };

  auto reach = [&] (edge e, int lab)
    {
      basic_block d = e->dest;
      if (d == EXIT_BLOCK_PTR_FOR_FN (m_fn) || region_of (d) != region)
	return;
      /* A back edge: the lanes that take it go round again.  The back
	 edge of a host region's own simd loop goes to the next chunk of
	 lanes, not round again.  */
      class loop *l = d->loop_father;
      if (l && l->header == d && flow_bb_inside_loop_p (l, e->src))
	{
	  if (flow_bb_inside_loop_p (l, origin) && l != m_regions[region].loop)
	    loop_became_divergent (l, origin);
	  return;
	}
      int *old = label.get (d->index);
      if (!old)
	{
	  label.put (d->index, lab);
	  heap.safe_push (d);
	  std::push_heap (heap.begin (), heap.end (), cmp);
	}
      else if (*old != lab && !join.contains (d->index))
	{
	  join.add (d->index);
	  /* Reached again after it was processed (irreducible flow):
	     process it again as a join.  */
	  if (done.contains (d->index))
	    {
	      heap.safe_push (d);
	      std::push_heap (heap.begin (), heap.end (), cmp);
	    }
	}
    };

  for (edge e : starts)
    reach (e, next_label++);

  while (!heap.is_empty ())
    {
      std::pop_heap (heap.begin (), heap.end (), cmp);
      basic_block bb = heap.pop ();
      bool is_join = join.contains (bb->index);
      if (done.contains (bb->index) && !is_join)
	continue;
      done.add (bb->index);
      int lab = *label.get (bb->index);
      if (is_join)
	{
	  if (!m_sync[bb->index])
	    {
	      m_sync[bb->index] = origin;
	      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
		   gsi_next (&psi))
		push (psi.phi ());
	    }
	  lab = next_label++;
	  label.put (bb->index, lab);
	}
      if (bb == stop)
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	reach (e, lab);
    }
}

void
divergence_analysis::loop_became_divergent (class loop *loop,
					    basic_block why)
{
  if (m_loop_divergent[loop->num])
    return;
  m_loop_divergent[loop->num] = why;

  /* Names defined in the loop change value at their uses outside it.  */
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      auto push_outside_uses = [&] (tree name)
	{
	  imm_use_iterator it;
	  use_operand_p use;
	  FOR_EACH_IMM_USE_FAST (use, it, name)
	    {
	      gimple *user = USE_STMT (use);
	      basic_block ub = gimple_bb (user);
	      if (is_gimple_debug (user) || region_of (ub) < 0)
		continue;
	      if (!flow_bb_inside_loop_p (loop, ub))
		push (user);
	    }
	};
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	if (!virtual_operand_p (gimple_phi_result (psi.phi ())))
	  push_outside_uses (gimple_phi_result (psi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  ssa_op_iter it;
	  tree def;
	  FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), it, SSA_OP_DEF)
	    push_outside_uses (def);
	}
    }
  free (body);

  /* Lanes leave by different exits, or by one exit at different times:
     where the exits meet again is a join.  */
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  basic_block stop = NULL;
  for (edge e : exits)
    stop = stop ? nearest_common_dominator (CDI_POST_DOMINATORS, stop,
					    e->dest)
		: e->dest;
  if (exits.length () > 1)
    mark_joins (why, exits, stop, region_of (loop->header));
}

} // namespace qprop
