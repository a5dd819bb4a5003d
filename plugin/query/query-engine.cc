/* The query-propagation engine's insertion rules; see query-engine.h.  */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "query/query-engine.h"

namespace qprop {

bool
insertion_policy::allows (edge e) const
{
  if (rule == RULE_SRQP || !da || da->regions ().is_empty ())
    return true;
  /* Code inserted on E runs at the end of E's source when the source has
     no other way on, else in a block of its own on E, which is control
     dependent on the source's branch as well.  A block split off since
     the analysis ran has one predecessor, whose edge it stands for.  */
  basic_block src = e->src;
  /* Whether code at the end of SRC runs exactly when SRC does, rather
     than on one of its edges.  */
  bool whole = single_succ_p (src);
  while (!da->knows (src))
    {
      if (single_pred_p (src))
	{
	  e = single_pred_edge (src);
	  src = e->src;
	  whole = single_succ_p (src);
	  continue;
	}
      /* A join made since (a peeled iteration's copy of one) runs
	 whenever its immediate dominator does if every path from there
	 reaches it.  */
      calculate_dominance_info (CDI_DOMINATORS);
      basic_block idom = get_immediate_dominator (CDI_DOMINATORS, src);
      if (!idom || !always_reaches (idom, src))
	return false;
      src = idom;
      whole = true;
    }
  if (!da->in_region (src))
    return true;
  if (!whole && da->branch_diverges (src))
    return false;
  return da->cdrnd (src);
}

/* Whether every path from FROM, which dominates TO, reaches TO before it
   can leave the blocks FROM dominates, get back to FROM, or end; within
   a small budget of blocks.  */
bool
insertion_policy::always_reaches (basic_block from, basic_block to)
{
  auto_vec<basic_block, 16> stack;
  auto_bitmap seen;
  int budget = 64;
  stack.safe_push (from);
  bitmap_set_bit (seen, from->index);
  while (!stack.is_empty ())
    {
      basic_block b = stack.pop ();
      if (EDGE_COUNT (b->succs) == 0 || --budget < 0)
	return false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  basic_block d = e->dest;
	  if (d == to)
	    continue;
	  if (d == from || d == EXIT_BLOCK_PTR_FOR_FN (cfun)
	      || !dominated_by_p (CDI_DOMINATORS, d, from))
	    return false;
	  if (bitmap_set_bit (seen, d->index))
	    stack.safe_push (d);
	}
    }
  return true;
}

speculation_query::speculation_query (const insertion_policy &policy,
				      speculation_rules &rules,
				      int max_nodes)
  : m_policy (policy), m_rules (rules), m_max_nodes (max_nodes)
{
  m_had_post_dominators = dom_info_available_p (CDI_POST_DOMINATORS);
  if (!m_had_post_dominators)
    calculate_dominance_info (CDI_POST_DOMINATORS);
}

speculation_query::~speculation_query ()
{
  if (!m_had_post_dominators)
    free_dominance_info (CDI_POST_DOMINATORS);
}

/* A block of the SIMT region whose branch splits a warp (any branch,
   under SSRQP_S).  Blocks made since the analysis ran, and blocks
   outside the region, are no divergent branches.  */
bool
speculation_query::divergent_branch (basic_block bb) const
{
  if (EDGE_COUNT (bb->succs) < 2)
    return false;
  const divergence_analysis *da = m_policy.da;
  if (!da->knows (bb) || !da->in_region (bb))
    return false;
  return m_policy.rule == RULE_SSRQP_S || da->branch_diverges (bb);
}

/* Whether N's branch decides whether M runs: M post-dominates one of
   N's successors but not N.  */
bool
speculation_query::control_dependent (basic_block m, basic_block n) const
{
  if (m == n || dominated_by_p (CDI_POST_DOMINATORS, n, m))
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, n->succs)
    if (e->dest == m || dominated_by_p (CDI_POST_DOMINATORS, e->dest, m))
      return true;
  return false;
}

/* PropagateSpeculativeQuery: ask every predecessor of N.  */
speculation_query::answer
speculation_query::propagate (basic_block m, basic_block n)
{
  answer all = { true, {} };
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, n->preds)
    {
      if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
	return answer { false, {} };
      answer a = local (m, e->src);
      if (!a.can)
	return answer { false, {} };
      for (basic_block b : a.where)
	if (std::find (all.where.begin (), all.where.end (), b)
	    == all.where.end ())
	  all.where.push_back (b);
    }
  return all;
}

/* Local_Spec: the answer of N for a value hoisted from M.  */
speculation_query::answer
speculation_query::local (basic_block m, basic_block n)
{
  if (n == ENTRY_BLOCK_PTR_FOR_FN (cfun) || ++m_visited > m_max_nodes)
    {
      m_over_budget |= m_visited > m_max_nodes;
      return answer { false, {} };
    }
  unsigned idx = n->index;
  if (m_state.size () <= idx)
    {
      m_state.resize (last_basic_block_for_fn (cfun), 0);
      m_answer.resize (last_basic_block_for_fn (cfun));
    }
  if (m_state[idx] == 2)
    return m_answer[idx];
  if (m_state[idx] == 1)
    return answer { true, {} };
  m_state[idx] = 1;

  answer rlt;
  bool div = divergent_branch (n);
  if (m_rules.blocks (n))
    {
      if (div && control_dependent (m, n))
	rlt = answer { true, { n } };
      else
	rlt = answer { false, {} };
    }
  else if (div)
    {
      if (control_dependent (m, n))
	{
	  rlt = propagate (n, n);
	  if (!rlt.can)
	    rlt = answer { true, { n } };
	}
      else
	rlt = propagate (m, n);
    }
  else if (EDGE_COUNT (n->succs) > 1)
    {
      if (m_rules.down_safe (n))
	rlt = propagate (control_dependent (m, n) ? n : m, n);
      else
	rlt = answer { false, {} };
    }
  else
    rlt = propagate (m, n);
  m_state[idx] = 2;
  m_answer[idx] = rlt;
  return rlt;
}

bool
speculation_query::ask (basic_block origin, std::vector<basic_block> *where)
{
  m_state.assign (last_basic_block_for_fn (cfun), 0);
  m_answer.assign (last_basic_block_for_fn (cfun), answer { false, {} });
  m_visited = 0;
  m_over_budget = false;
  m_state[origin->index] = 1;
  answer a = propagate (origin, origin);
  if (m_over_budget || !a.can || a.where.empty ())
    return false;
  *where = a.where;
  return true;
}

} // namespace qprop
