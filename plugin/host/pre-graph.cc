/* qprop-pre's query graph: the nodes' local answers, the rewriting of
   an expression's operands across PHIs, down-safety by a forward query,
   and the insertion rule, which asks ir/load-safety whether an
   evaluation may trap or run hotter.  The algorithm is described in
   query-pre.cc.  */

#include <set>
#include "gcc-includes.h"
#include "analysis/value-numbering.h"
#include "ir/cfg-rewrite.h"
#include "ir/load-safety.h"
#include "query/query-engine.h"
#include "host/query-pre.h"
#include "host/query-pre-impl.h"

namespace qprop {
namespace pre_impl {

int
query_pre::new_node (node_kind kind, basic_block bb, const rewriting &cur)
{
  query_node node;
  node.kind = kind;
  node.bb = bb;
  node.cur = cur;
  m_nodes.push_back (node);
  return m_nodes.size () - 1;
}

rewriting
query_pre::trans_phi (const rewriting &cur, edge e)
{
  rewriting next = cur;
  for (tree &t : next)
    if (TREE_CODE (t) == SSA_NAME)
      if (gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (t)))
	if (gimple_bb (phi) == e->dest)
	  t = PHI_ARG_DEF_FROM_EDGE (phi, e);
  return next;
}

bool
query_pre::same_value (const rewriting &a, const rewriting &b) const
{
  for (unsigned i = 0; i < a.size (); i++)
    if (a[i] != b[i]
	&& !(m_vn.value_of (a[i]) && m_vn.value_of (a[i]) == m_vn.value_of (b[i])))
      return false;
  return true;
}

bool
query_pre::depends_on_phi (const rewriting &cur) const
{
  for (tree t : cur)
    if (TREE_CODE (t) == SSA_NAME
	&& gimple_code (SSA_NAME_DEF_STMT (t)) == GIMPLE_PHI)
      return true;
  return false;
}

/* Whether a statement of BB other than a PHI defines an operand.  */
bool
query_pre::defined_in (const rewriting &cur, basic_block bb) const
{
  for (tree t : cur)
    if (TREE_CODE (t) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (t))
      {
	gimple *def = SSA_NAME_DEF_STMT (t);
	if (gimple_bb (def) == bb && gimple_code (def) != GIMPLE_PHI)
	  return true;
      }
  return false;
}

static tree
substitute_names (tree *tp, int *walk_subtrees, void *data)
{
  const rewritten_operands *map = (const rewritten_operands *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *tp = map->current (*tp);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* The load's reference with its names rewritten.  */
tree
query_pre::rewritten_ref (const rewriting &cur)
{
  if (cur == m_q->uses)
    return m_q->ref;
  tree ref = unshare_expr (m_q->ref);
  rewritten_operands map (*m_q, cur);
  walk_tree (&ref, substitute_names, (void *) &map, NULL);
  /* A dependence clique that a loop owns (qprop-version's checked copy)
     holds within one entry into that loop; names rewritten through PHIs
     may stand for another entry's values, so the rewritten reference
     does without it.  */
  tree base = ref;
  while (handled_component_p (base))
    base = TREE_OPERAND (base, 0);
  if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
      && m_owned_cliques.count (MR_DEPENDENCE_CLIQUE (base)))
    {
      MR_DEPENDENCE_CLIQUE (base) = 0;
      MR_DEPENDENCE_BASE (base) = 0;
    }
  return ref;
}

/* The value number of the expression (its load shape, for a load), or 0
   if nothing in the function computes it.  */
value_id
query_pre::value_of_query (const rewriting &cur)
{
  rewritten_operands map (*m_q, cur);
  if (m_q->is_load)
    return m_vn.lookup_load_shape (m_q->ref, m_q->type, map);
  return m_vn.lookup_nary (m_q->code, m_q->type, m_q->ops, m_q->nops, map);
}

bool
query_pre::is_occurrence (gimple *stmt, value_id v) const
{
  tree lhs = gimple_get_lhs (stmt);
  if (!v || !lhs || TREE_CODE (lhs) != SSA_NAME
      || !useless_type_conversion_p (m_q->type, TREE_TYPE (lhs)))
    return false;
  return (m_q->is_load ? m_vn.load_shape_of (lhs) : m_vn.value_of (lhs)) == v;
}

/* Whether an edge from BB enters a loop or an irreducible region.  */
static bool
enters_cycle (basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if ((e->dest->flags & BB_IRREDUCIBLE_LOOP)
	|| !flow_bb_inside_loop_p (e->dest->loop_father, bb))
      return true;
  return false;
}

/* Give node N (just created for the exit of its block) its local answer,
   or make it an inner node.  */
void
query_pre::classify (int n)
{
  query_node &node = m_nodes[n];
  basic_block bb = node.bb;

  /* A PHI crossing may leave nothing but constants: "(char) 0" on the
     edge where a short-circuit gave 0.  Every block computes such a
     value; its folded constant is the leader.  Not in a block with an
     edge into a loop or an irreducible region, though: a constant from
     outside and an evaluation inside would be merged into a new
     induction variable (in a natural loop transform declines that; an
     irreducible region has no header to tell it by).  */
  if (tree folded = folded_constant (node.cur))
    if (!enters_cycle (bb))
      {
	node.kind = NODE_REAL;
	node.leader = folded;
	m_stats->constants++;
	return;
      }

  value_id v = value_of_query (node.cur);

  /* Rule 2'.  */
  if (!depends_on_phi (node.cur) && (!v || !m_vn.on_some_path (bb, v)))
    {
      node.kind = NODE_FALSE;
      m_stats->rule2p++;
      return;
    }

  /* Rules 3 and 4, and the kills.  */
  tree leader = NULL_TREE;
  gimple *found = NULL;
  bool from_store = false;
  if (!m_q->is_load)
    {
      leader = m_vn.local_leader (bb, v);
      if (leader && !useless_type_conversion_p (m_q->type, TREE_TYPE (leader)))
	leader = NULL_TREE;
      if (leader)
	found = SSA_NAME_DEF_STMT (leader);
    }
  else if (v)
    {
      ao_ref r;
      ao_ref_init (&r, rewritten_ref (node.cur));
      for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	   gsi_prev (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_occurrence (stmt, v))
	    {
	      found = stmt;
	      leader = gimple_get_lhs (stmt);
	      break;
	    }
	  /* A store of the location makes the stored value the one a load
	     would read.  */
	  if (m_vn.stored_shape (stmt) == v
	      && useless_type_conversion_p (m_q->type,
					    TREE_TYPE (gimple_assign_rhs1 (stmt))))
	    {
	      found = stmt;
	      leader = gimple_assign_rhs1 (stmt);
	      from_store = true;
	      break;
	    }
	  if (may_write_ref (stmt, &r))
	    {
	      node.kind = NODE_FALSE;
	      m_stats->kills++;
	      return;
	    }
	}
    }
  if (leader)
    {
      node.kind = NODE_REAL;
      node.leader = leader;
      node.self = found == m_q->origin && node.cur == m_q->at_origin;
      if (node.self)
	m_stats->rule3++;
      else
	m_stats->rule4++;
      if (from_store)
	m_stats->stores++;
      return;
    }

  if (defined_in (node.cur, bb))
    {
      node.kind = NODE_FALSE;
      m_stats->kills++;
      return;
    }
  node.kind = NODE_INNER;
}

/* The value of the expression as a constant of its type, when CUR
   leaves it no SSA operand and it folds to one; else NULL_TREE.  */
tree
query_pre::folded_constant (const rewriting &cur) const
{
  if (m_q->is_load || m_q->nops < 1 || m_q->nops > 2)
    return NULL_TREE;
  tree ops[2];
  rewritten_operands map (*m_q, cur);
  for (unsigned i = 0; i < m_q->nops; i++)
    {
      ops[i] = map.current (m_q->ops[i]);
      if (!CONSTANT_CLASS_P (ops[i]))
	return NULL_TREE;
    }
  tree res = (m_q->nops == 1
	      ? fold_unary (m_q->code, m_q->type, ops[0])
	      : fold_binary (m_q->code, m_q->type, ops[0], ops[1]));
  if (!res || !CONSTANT_CLASS_P (res) || TREE_OVERFLOW_P (res)
      || !useless_type_conversion_p (m_q->type, TREE_TYPE (res)))
    return NULL_TREE;
  return res;
}

int
query_pre::node_of_block (basic_block bb)
{
  return m_block_stamp[bb->index] == m_stamp ? m_block_node[bb->index] : -1;
}

/* Ask the predecessors of node N.  Returns false when the query runs
   over its budget.  */
bool
query_pre::expand (int n)
{
  basic_block bb = m_nodes[n].bb;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->flags & EDGE_COMPLEX)
      {
	m_nodes[n].blocked = true;
	return true;
      }

  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      rewriting cur = trans_phi (m_nodes[n].cur, e);
      basic_block pred = e->src;
      int child;
      if (pred == ENTRY_BLOCK_PTR_FOR_FN (m_fn))
	child = m_false;
      else if (node_of_block (pred) >= 0)
	{
	  child = node_of_block (pred);
	  if (same_value (m_nodes[child].cur, cur))
	    m_stats->rule1++;
	  else
	    {
	      m_stats->rule2++;
	      child = m_false;
	    }
	}
      else
	{
	  if (++m_visits > m_budget.max_nodes)
	    return false;
	  m_stats->nodes++;
	  child = new_node (NODE_INNER, pred, cur);
	  m_block_node[pred->index] = child;
	  m_block_stamp[pred->index] = m_stamp;
	  classify (child);
	}
      m_nodes[n].pred_edges.push_back (e);
      m_nodes[n].preds.push_back (child);
      m_nodes[n].pred_cur.push_back (cur);
    }
  return true;
}

/* Whether the (rewritten) expression may trap.  A load whose operands
   a query rewrote may have been given a base GIMPLE does not allow;
   reference_may_trap counts it as trapping, and insertable_on refuses
   it anyway.  */
bool
query_pre::could_trap (const rewriting &cur)
{
  if (!m_q->is_load)
    return m_q->could_trap;
  return reference_may_trap (rewritten_ref (cur), cur != m_q->uses);
}

/* Whether the expression can be inserted on E: not on an abnormal edge,
   and not a load whose rewriting put a constant where GIMPLE wants an
   address (the base of a MEM_REF).  */
bool
query_pre::insertable_on (const rewriting &cur, edge e, bool one_for_one)
{
  if (e->flags & EDGE_COMPLEX)
    return false;
  if (!m_policy.allows (e) && !one_for_one)
    {
      m_stats->arm_refusals++;
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "qprop-pre:   no insertion on edge %d->%d: a"
		 " divergent arm (esrqp)\n", e->src->index, e->dest->index);
      return false;
    }
  if (m_q->is_load && cur != m_q->uses)
    {
      tree ref = rewritten_ref (cur);
      if (bad_mem_ref_base (ref))
	return false;
    }
  return true;
}

/* Down-safety by a forward query (Definition 3.3.2): from the start of
   BB, is the value computed on every path before the expression's
   operands go out of scope or, for a load, memory changes?  STATE per
   block (forward_state): 0 unseen, 1 being visited (a cycle without an
   occurrence: not safe), 2 safe, 3 not safe.  */
int &
query_pre::forward_state (basic_block bb)
{
  if (m_forward_stamp[bb->index] != m_forward_generation)
    {
      m_forward_stamp[bb->index] = m_forward_generation;
      m_forward_state[bb->index] = 0;
    }
  return m_forward_state[bb->index];
}

int
query_pre::forward (basic_block bb, const rewriting &cur, value_id v)
{
  if (++m_visits > m_budget.max_nodes)
    {
      m_over_budget = true;
      return 3;
    }
  forward_state (bb) = 1;
  bool trap = could_trap (cur);
  ao_ref r;
  if (m_q->is_load)
    ao_ref_init (&r, rewritten_ref (cur));
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_occurrence (stmt, v))
	return forward_state (bb) = 2;
      if (trap && may_stop_motion (m_fn, stmt))
	return forward_state (bb) = 3;
      if (m_q->is_load && may_write_ref (stmt, &r))
	return forward_state (bb) = 3;
    }

  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      basic_block succ = e->dest;
      if (succ == EXIT_BLOCK_PTR_FOR_FN (m_fn))
	return forward_state (bb) = 3;
      for (tree t : cur)
	if (TREE_CODE (t) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (t)
	    && !dominated_by_p (CDI_DOMINATORS, succ,
				gimple_bb (SSA_NAME_DEF_STMT (t))))
	  return forward_state (bb) = 3;
      int s = forward_state (succ);
      if (s == 0)
	s = forward (succ, cur, v);
      if (s != 2)
	return forward_state (bb) = 3;
    }
  return forward_state (bb) = 2;
}

bool
query_pre::down_safe (int n)
{
  query_node &node = m_nodes[n];
  if (node.down_safe >= 0)
    return node.down_safe;
  if (node.kind == NODE_ROOT)
    {
      /* The origin computes the value; only something before it in its
	 block could stop a trapping expression inserted above.  */
      bool safe = true;
      if (m_q->could_trap)
	for (gimple_stmt_iterator gsi = gsi_start_bb (node.bb);
	     gsi_stmt (gsi) != m_q->origin; gsi_next (&gsi))
	  if (may_stop_motion (m_fn, gsi_stmt (gsi)))
	    safe = false;
      node.down_safe = safe;
      return safe;
    }
  value_id v = value_of_query (node.cur);
  m_forward_generation++;
  node.down_safe = v && forward (node.bb, node.cur, v) == 2;
  return node.down_safe;
}

/* isSelf, the least fixed point beside isReal's (rule 3's occurrences
   along available answers); and the speculation flags, which insertable
   sets afresh in every round.  */
void
query_pre::after_real ()
{
  for (query_node &node : m_nodes)
    {
      node.is_self = node.kind == NODE_REAL && node.self;
      node.speculative = false;
    }
  spread_along_available (m_nodes, &query_node::is_self);
}

/* Whether E is the exit of a loop, or reached from one through empty
   blocks.  */
static bool
leaves_loop (edge e)
{
  for (int steps = 0; steps < 8; steps++)
    {
      if (loop_exit_edge_p (e->src->loop_father, e))
	return true;
      if (!single_pred_p (e->src) || !empty_block_p (e->src))
	return false;
      e = single_pred_edge (e->src);
    }
  return false;
}

/* The SIMT rule's one for one case at node N (see query-pre.cc): N is
   the origin's block, one predecessor lacks the value and the others
   hold it themselves, so that the insertion is the only one and the PHI
   at the origin the only PHI; the origin is down-safe; and the edge is
   not on the way out of a loop: lanes leave a divergent loop at
   different iterations, and qprop-linearize, which merges such exits,
   keeps every value live out of the loop up to date in each iteration,
   so that one more costs a copy per iteration (probe-acc: +0.7% warp
   instructions).  */
bool
query_pre::one_for_one_at (int n)
{
  const query_node &node = m_nodes[n];
  if (!m_policy.one_for_one || node.kind != NODE_ROOT)
    return false;
  edge missing = NULL;
  for (unsigned i = 0; i < node.preds.size (); i++)
    {
      const query_node &pred = m_nodes[node.preds[i]];
      if (pred.avail && pred.kind != NODE_REAL)
	return false;
      if (!pred.avail)
	{
	  if (missing)
	    return false;
	  missing = node.pred_edges[i];
	}
    }
  return missing && !leaves_loop (missing) && down_safe (n);
}

/* Insertable (3.4), with qprop's rule on speculation: the insertions
   must be down-safe, or else hoist a loop invariant (isSelf) that
   cannot trap out of its loop onto edges no hotter than the origin.  */
bool
query_pre::insertable (int n, bool any_real)
{
  query_node &node = m_nodes[n];
  bool any_self = false;
  for (int p : node.preds)
    any_self |= m_nodes[p].avail && m_nodes[p].is_self;
  bool ok = any_real;
  bool one_for_one = ok && one_for_one_at (n);
  bool trap = false, colder = true;
  for (unsigned i = 0; ok && i < node.preds.size (); i++)
    if (!m_nodes[node.preds[i]].avail)
      {
	ok &= insertable_on (node.pred_cur[i], node.pred_edges[i],
			     one_for_one);
	trap |= ok && could_trap (node.pred_cur[i]);
	colder &= no_hotter_than (node.pred_edges[i],
				  gimple_bb (m_q->origin));
      }
  if (ok && !down_safe (n))
    {
      if (any_self && !trap && colder)
	node.speculative = true;
      else
	{
	  if (any_self && trap)
	    m_trap_refused = true;
	  ok = false;
	}
    }
  return ok;
}

} // namespace pre_impl
} // namespace qprop
