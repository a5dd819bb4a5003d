/* qprop-pre's transformation: the evaluations a solved query inserts,
   the PHIs that merge them, and the checks that refuse a plan whose
   insertions would only move a load around its loop or whose PHIs would
   make a new induction variable.  */

#include <set>
#include "gcc-includes.h"
#include "analysis/value-numbering.h"
#include "ir/cfg-rewrite.h"
#include "ir/load-safety.h"
#include "query/query-engine.h"
#include "report/dump.h"
#include "host/query-pre.h"
#include "host/query-pre-impl.h"

namespace qprop {
namespace pre_impl {

tree
query_pre::insert (const rewriting &cur, edge e)
{
  gimple_seq seq = NULL;
  tree value;
  if (m_q->is_load)
    {
      value = make_temp_ssa_name (m_q->type, NULL, "qpre");
      /* rewritten_ref may hand back the origin's own tree; GIMPLE must
	 not share it.  */
      tree ref = unshare_expr (rewritten_ref (cur));
      gimple *load = gimple_build_assign (value, ref);
      /* Later queries ask the oracle about this load before the virtual
	 operands are renamed at the end.  */
      gimple_set_vuse (load, memory_state_at_end (e->src));
      gimple_seq_add_stmt (&seq, load);
      m_loads_inserted = true;
    }
  else
    {
      tree ops[3];
      rewritten_operands map (*m_q, cur);
      for (unsigned i = 0; i < m_q->nops; i++)
	ops[i] = map.current (m_q->ops[i]);
      if (m_q->nops == 1)
	value = gimple_build (&seq, UNKNOWN_LOCATION, m_q->code, m_q->type,
			      ops[0]);
      else
	value = gimple_build (&seq, UNKNOWN_LOCATION, m_q->code, m_q->type,
			      ops[0], ops[1]);
    }
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    m_stats->insertions++;
  /* Later queries look through the copies this elimination leaves and
     reach the new names; they need their values.  */
  if (!m_q->is_load && TREE_CODE (value) == SSA_NAME && !m_vn.value_of (value))
    if (value_id v = value_of_query (cur))
      m_vn.record (value, v);
  if (seq)
    gsi_insert_seq_on_edge (e, seq);
  return value;
}

tree
query_pre::phi_result (const planned_value<rewriting> &pv)
{
  tree res = make_temp_ssa_name (m_q->type, NULL, "qpre");
  if (!m_q->is_load)
    if (value_id vn = value_of_query (*pv.query))
      m_vn.record (res, vn);
  m_stats->phis++;
  return res;
}

/* Whether the values arriving at the PHI planned as X over LOOP's
   back edges need an insertion inside LOOP.  Such an insertion only
   moves the load from the header to the latch, at the same count per
   iteration, and the PHI then keeps GCC 12 from vectorizing the loop:
   a carried value pays only when it comes from a store or a load the
   loop does anyway.  */
bool
query_pre::inserts_inside (int x, loop_p loop)
{
  std::vector<int> work;
  const planned_value<rewriting> &header = m_plan[x];
  for (unsigned i = 0; i < header.args.size (); i++)
    if (flow_bb_inside_loop_p (loop, header.edges[i]->src))
      work.push_back (header.args[i]);
  return m_plan.walk (work, [&] (int y, const planned_value<rewriting> &pv)
    {
      if (y == x)
	return plan_step::skip;
      if (pv.kind == planned_value<rewriting>::INSERT
	  && flow_bb_inside_loop_p (loop, pv.e->src))
	return plan_step::stop;
      if (pv.kind == planned_value<rewriting>::PHI
	  && flow_bb_inside_loop_p (loop, pv.bb))
	return plan_step::follow;
      return plan_step::skip;
    });
}

/* Whether every name of CUR is defined outside LOOP.  */
static bool
invariant_in (const rewriting &cur, loop_p loop)
{
  for (tree t : cur)
    if (TREE_CODE (t) == SSA_NAME)
      {
	basic_block def = gimple_bb (SSA_NAME_DEF_STMT (t));
	if (def && flow_bb_inside_loop_p (loop, def))
	  return false;
      }
  return true;
}

/* Whether the plan reachable from V merges, in a loop header, a value
   from inside the loop with one from outside.  For an expression that
   is not a load such a PHI is an extra induction variable, which costs a
   register for the whole loop and gets in the way of GCC's IV
   optimization.  For a load whose address changes in the loop it is a
   recurrence carried across iterations, which GCC 12's vectorizer
   cannot handle (GCC's PRE declines it too); carrying such values, with
   a register-pressure guard, is qprop-sr's job.  A load from a
   loop-invariant address, such as an accumulator reached through a
   pointer that is stored and read back every iteration, may be carried:
   that is the value the last store left.  */
bool
query_pre::creates_induction_variable (int v)
{
  return m_plan.walk ({ v }, [&] (int x, const planned_value<rewriting> &pv)
    {
      if (pv.kind != planned_value<rewriting>::PHI)
	return plan_step::skip;
      loop_p loop = pv.bb->loop_father;
      if (loop && loop->header == pv.bb && loop_outer (loop))
	{
	  /* The one value arriving from inside the loop and the one from
	     outside, if each side agrees on one.  */
	  int inside = -1, outside = -1;
	  bool differ = false;
	  for (unsigned i = 0; i < pv.args.size (); i++)
	    {
	      int a = m_plan.resolve (pv.args[i]);
	      if (a == x)
		continue;
	      int &side = (flow_bb_inside_loop_p (loop, pv.edges[i]->src)
			   ? inside : outside);
	      if (side >= 0 && side != a)
		differ = true;
	      side = a;
	    }
	  if ((differ || (inside >= 0 && outside >= 0 && inside != outside))
	      && !(m_q->is_load && invariant_in (*pv.query, loop)
		   && !inserts_inside (x, loop)))
	    return plan_step::stop;
	}
      return plan_step::follow;
    });
}

/* The edge into the origin's block that the solution inserts on
   although the SIMT insertion rule refuses it (insertable's one for one
   case), or NULL.  */
edge
query_pre::one_for_one_edge () const
{
  const query_node &root = m_nodes[0];
  for (unsigned i = 0; i < root.preds.size (); i++)
    if (!m_nodes[root.preds[i]].avail && !m_policy.allows (root.pred_edges[i]))
      return root.pred_edges[i];
  return NULL;
}

/* Whether the plan reachable from V makes a PHI of constants only.
   Folded constants (pre-graph.cc) stand in for a value that arrives
   as a constant on some edges; a PHI of nothing but constants is a copy
   on every edge into its block, which costs more than the one
   evaluation it saves wherever the PHI it was folded through stays.  */
bool
query_pre::merges_constants_only (int v)
{
  return m_plan.walk ({ v }, [&] (int, const planned_value<rewriting> &pv)
    {
      if (pv.kind != planned_value<rewriting>::PHI)
	return plan_step::skip;
      for (int a : pv.args)
	{
	  int r = m_plan.resolve (a);
	  if (r < 0 || m_plan[r].kind != planned_value<rewriting>::LEAF
	      || !CONSTANT_CLASS_P (m_plan[r].leaf))
	    return plan_step::follow;
	}
      return plan_step::stop;
    });
}

/* Plan the values, drop the PHIs that would merge one value, and carry
   the plan out.  Returns false, changing nothing, if the plan does not
   close.  */
bool
query_pre::transform ()
{
  int value = m_plan.build (m_nodes, gimple_assign_lhs (m_q->origin));
  if (value < 0)
    return false;
  if (creates_induction_variable (value))
    {
      if (dump_flags & TDF_DETAILS)
	dump_stmt (m_q->origin, "qprop-pre: bb %d: not changed, a loop-header"
		   " PHI would carry a value across iterations: ",
		   gimple_bb (m_q->origin)->index);
      return false;
    }
  if (merges_constants_only (value))
    {
      if (dump_flags & TDF_DETAILS)
	dump_stmt (m_q->origin, "qprop-pre: bb %d: not changed, a PHI would"
		   " merge nothing but constants: ",
		   gimple_bb (m_q->origin)->index);
      return false;
    }

  long insertions = m_stats->insertions, phis = m_stats->phis;
  edge arm = one_for_one_edge ();
  tree t = m_plan.materialize (value, *this);
  gimple_stmt_iterator gsi = gsi_for_stmt (m_q->origin);
  dump_stmt (m_q->origin, "qprop-pre: bb %d: ", gsi_bb (gsi)->index);
  if (arm)
    {
      m_stats->arm_joins++;
      if (dump_file)
	fprintf (dump_file, "qprop-pre:   inserted in the divergent arm"
		 " %d->%d: the only insertion, in place of the evaluation at"
		 " the join\n", arm->src->index, arm->dest->index);
    }
  gimple_assign_set_rhs_from_tree (&gsi, t);
  update_stmt (gsi_stmt (gsi));
  m_stats->eliminated++;
  /* Commit now, splitting edges as needed, so that the new names have
     blocks that later queries can reason about.  */
  gsi_commit_edge_inserts ();

  bool speculative = false;
  for (const query_node &node : m_nodes)
    speculative |= node.avail && node.speculative;
  int inserted = m_stats->insertions - insertions;
  report (!inserted ? "fully redundant"
	  : speculative ? "loop invariant, hoisted speculatively (isSelf)"
	  : "partially redundant",
	  inserted, m_stats->phis - phis);
  return true;
}

} // namespace pre_impl
} // namespace qprop
