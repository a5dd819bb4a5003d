/* EDDPRE: effective demand-driven partial redundancy elimination
   (thesis ch. 3.3.3, Programs 3.5 and 3.6).

   Every expression is asked about on its own, where it occurs: "is the
   value of this expression available here?".  The question -- a query --
   is propagated backwards over the CFG, from the block of the expression
   to its predecessors, and each block answers it locally or passes it on
   to its own predecessors.  Crossing a PHI rewrites the operands it
   defines into the arguments of the edge taken (transPhi), so

	 bb2:  x_1 = a_0 + 1;            bb3:  (nothing)
	 bb4:  i_2 = PHI <x_1 (bb2), 7 (bb3)>
	       y_3 = i_2 + 1;

   asks bb2 for "x_1 + 1" and bb3 for "7 + 1".  Blocks are compared by
   value number, not by spelling (qprop-gvn), which catches redundancies
   that lexical PRE only finds after copy propagation and a second run.

   The local answer of a block (Definition 3.3.3):
     rule 1  the query was here before with the same value: true, and the
	     query graph closes a cycle;
     rule 2  the query was here before with another value: false;
     rule 2' the value is computed on no path to here (the path
	     value-occurrence table), and no PHI can change it: false,
	     without walking further;
     rule 3  the query is back at its origin unchanged: true, isSelf
	     (the expression is loop invariant);
     rule 4  the block computes the value: true, isReal.
   A block that defines an operand, or (for a load) has a statement that
   may clobber the loaded location after its last occurrence, answers
   false: nothing above it can be used.

   The answer at a block's entry is true if every predecessor answers
   true, or if the value can be made available by inserting the
   expression into the predecessors that answer false (Insertable): some
   predecessor's answer must come from a real occurrence (isReal), and the
   insertion must be down-safe (the value is computed on every path
   onward from here, checked by a forward query), or else be the hoisting
   of a loop invariant out of its loop (isSelf).  That last case is
   speculative, and qprop only does it for expressions that cannot trap:
   a division, or a load the alias and bounds information cannot prove
   safe, is only ever inserted where it is down-safe.

   Where the thesis answers a query by recursion, this file builds the
   query graph first (one node per block reached, the rules deciding the
   leaves), and then solves the answers as the greatest fixed point of the
   equations above, with isReal and isSelf as least fixed points.  Only
   once the answer at the origin is known is anything changed.  An answer
   assumed true around a cycle is thus never acted on unless it holds.
   The fixed points and the plan of the transformation below are the
   query-propagation engine qprop-sr shares (query-engine.h); this file
   brings what a query carries, the local answers, and EDDPRE's
   insertion rule (Insertable, down-safety, isSelf speculation).

   Two answers beyond the thesis's.  A PHI crossing can leave an
   expression with constant operands only ("(char) 0" on the edge where
   a short-circuit gave 0); it folds, and the block answers true with
   the constant as its leader, as any block would (not where an edge
   from the block enters a loop, where the constant would meet an
   evaluation inside in a new induction variable).  And in SIMT code,
   where the insertion rule (ESRQP, query-engine.h) keeps insertions out
   of divergent arms, one insertion is let through: the only one, on an
   edge into the origin's block whose other predecessors each hold the
   value themselves, when the origin is down-safe and the edge does not
   come out of a loop.  A warp runs that edge at most as often as it
   runs the origin's block, so the insertion never costs more warp
   instructions than the evaluation it removes, and a warp whose lanes
   all take the other arms saves one (arm-joins):

	 bb4:  if (r_1 != 0)  (divergent)   bb5: _12 = (int) _53;
	 bb6:  _6 = PHI <0 (bb4), _12 (bb5)>
	       r_2 = (char) _6;

   "(char) 0" folds on bb4's edge, "(char) _12" is inserted at the end
   of bb5, and r_2 becomes PHI <0, that>.  This is what GCC's PRE does
   there, and qprop-simt-pre has switched GCC's PRE off in such
   functions.

   The transformation: each block whose answer is true and that has
   several predecessors receives a PHI of the values arriving on its
   edges; the expression is inserted on the edges that had none (critical
   edges are split when the insertions are committed); the origin becomes
   a copy of the value at its block's entry.  PHIs whose arguments turn
   out to be all the same value are not created.

   The loop invariant of thesis Fig. 3.5 (x_1 + 2 in a loop that may run
   zero times) shows the pieces together:

	 bb3 (preheader) -> bb4 (header) -> bb5: t_7 = x_1 + 2 -> bb4

   The query from bb5 reaches bb4, then bb3 (false: nothing there) and
   bb5 (rule 3: true, isSelf).  bb4 is Insertable through isSelf, so
   "x_1 + 2" is inserted on bb3->bb4, and t_7 becomes a copy of it.

   Budgets: queries per function and blocks per query are limited;
   reaching a limit leaves the remaining candidates (or the query) alone
   and says so in the dump.  */

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

/* Statements are candidates when they compute a register value from
   registers (an expression in the thesis's sense) or load one from
   memory.  Copies and constants are not expressions.  Volatile accesses,
   statements that may throw, and names used in abnormal PHIs never take
   part.  */
bool
query_pre::make_template (gassign *stmt, query_template *q)
{
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != SSA_NAME || !is_gimple_reg_type (TREE_TYPE (lhs))
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
      || gimple_has_volatile_ops (stmt)
      || stmt_could_throw_p (m_fn, stmt))
    return false;

  q->origin = stmt;
  q->code = gimple_assign_rhs_code (stmt);
  q->type = TREE_TYPE (lhs);
  q->ref = NULL_TREE;
  q->nops = 0;
  q->uses.clear ();
  switch (get_gimple_rhs_class (q->code))
    {
    case GIMPLE_UNARY_RHS:
    case GIMPLE_BINARY_RHS:
      q->is_load = false;
      q->nops = gimple_num_ops (stmt) - 1;
      for (unsigned i = 0; i < q->nops; i++)
	{
	  tree op = gimple_op (stmt, i + 1);
	  q->ops[i] = op;
	  if (TREE_CODE (op) == SSA_NAME)
	    {
	      if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (op))
		return false;
	      q->uses.push_back (op);
	    }
	  else if (!is_gimple_min_invariant (op))
	    return false;
	}
      q->could_trap = value_may_trap (stmt);
      look_through_copies (q);
      return true;

    case GIMPLE_SINGLE_RHS:
      {
	if (!gimple_assign_load_p (stmt) || !gimple_vuse (stmt))
	  return false;
	tree ref = gimple_assign_rhs1 (stmt);
	if (TREE_CODE (ref) == TARGET_MEM_REF || TREE_THIS_VOLATILE (ref)
	    || !m_vn.load_shape_of (lhs))
	  return false;
	q->is_load = true;
	q->ref = ref;
	ssa_op_iter iter;
	tree use;
	FOR_EACH_SSA_TREE_OPERAND (use, stmt, iter, SSA_OP_USE)
	  {
	    if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (use))
	      return false;
	    q->uses.push_back (use);
	  }
	q->could_trap = reference_may_trap (ref, false);
	look_through_copies (q);
	return true;
      }

    default:
      return false;
    }
}

void
query_pre::look_through_copies (query_template *q)
{
  q->at_origin = q->uses;
  for (tree &t : q->at_origin)
    while (TREE_CODE (t) == SSA_NAME)
      {
	gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
	if (!def || !gimple_assign_single_p (def))
	  break;
	tree src = gimple_assign_rhs1 (def);
	if (!(TREE_CODE (src) == SSA_NAME
	      ? !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (src)
	      : is_gimple_min_invariant (src))
	    || !useless_type_conversion_p (TREE_TYPE (t), TREE_TYPE (src))
	    || (q->is_load && TREE_CODE (src) != SSA_NAME))
	  break;
	t = src;
      }
}

/* A query asks for the value at the entry of the origin's block; that
   only makes sense if the operands are already defined there and, for a
   load, nothing before the origin in its block may clobber it.  */
bool
query_pre::startable (const query_template &q, gimple_stmt_iterator gsi)
{
  basic_block bb = gsi_bb (gsi);
  if (defined_in (q.at_origin, bb))
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->flags & EDGE_COMPLEX)
      return false;
  if (!q.is_load)
    return true;
  ao_ref r;
  ao_ref_init (&r, q.ref);
  for (gsi_prev (&gsi); !gsi_end_p (gsi); gsi_prev (&gsi))
    if (may_write_ref (gsi_stmt (gsi), &r))
      return false;
  return true;
}

/* Program 3.5 for one block: local redundancy first, then a query.  */
void
query_pre::eliminate_in_block (basic_block bb)
{
  /* Values computed so far in this block, by the names holding them.  */
  std::map<value_id, tree> local;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      if (!virtual_operand_p (res) && m_vn.value_of (res))
	local.emplace (m_vn.value_of (res), res);
    }

  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gassign *stmt = dyn_cast <gassign *> (gsi_stmt (gsi));
      tree lhs = stmt ? gimple_assign_lhs (stmt) : NULL_TREE;
      query_template q;
      if (!stmt || !make_template (stmt, &q))
	{
	  tree def = gimple_get_lhs (gsi_stmt (gsi));
	  if (def && TREE_CODE (def) == SSA_NAME && m_vn.value_of (def))
	    local.emplace (m_vn.value_of (def), def);
	  continue;
	}
      m_stats->candidates++;
      value_id v = m_vn.value_of (lhs);
      auto it = local.find (v);
      if (v && it != local.end ()
	  && useless_type_conversion_p (TREE_TYPE (lhs),
					TREE_TYPE (it->second)))
	{
	  dump_stmt (stmt, "qprop-pre: bb %d: locally redundant: ",
		     bb->index);
	  gimple_assign_set_rhs_from_tree (&gsi, it->second);
	  update_stmt (gsi_stmt (gsi));
	  m_stats->local++;
	  m_stats->eliminated++;
	  continue;
	}
      local.emplace (v, lhs);

      if (!startable (q, gsi))
	continue;
      if (m_stats->queries >= m_budget.max_queries)
	{
	  if (!m_stats->query_budget_hits++ && dump_file)
	    fprintf (dump_file, "qprop-pre: budget: %d queries reached"
		     " (pre-queries); later candidates are left alone\n",
		     m_budget.max_queries);
	  continue;
	}
      m_stats->queries++;
      /* A transformation rewrites the statement in place, so GSI stays
	 valid.  */
      query (q);
    }
}

void
query_pre::report (const char *what, int insertions, int phis)
{
  if (!dump_file)
    return;
  fprintf (dump_file, "qprop-pre:   eliminated: %s; insertions=%d phis=%d"
	   " nodes=%d\n", what, insertions, phis, (int) m_nodes.size () - 2);
}

/* The query graph and its solution, one line per node.  */
void
query_pre::dump_graph ()
{
  static const char *const kinds[] = { "origin", "inner", "real", "false" };
  for (unsigned n = 0; n < m_nodes.size (); n++)
    {
      const query_node &node = m_nodes[n];
      if ((int) n == m_false)
	continue;
      fprintf (dump_file, "qprop-pre:   node %u: bb %d %s%s avail=%d real=%d"
	       " self=%d preds:", n, node.bb->index, kinds[node.kind],
	       node.blocked ? " blocked" : "", node.avail, node.real,
	       node.is_self);
      for (int p : node.preds)
	fprintf (dump_file, " %d", p == m_false ? -1 : p);
      fputc ('\n', dump_file);
    }
}

/* Program 3.6 for one candidate: build the query graph from the origin,
   solve it, and transform if the value is available at the origin.  */
bool
query_pre::query (const query_template &q)
{
  m_q = &q;
  m_nodes.clear ();
  m_stamp++;
  size_t nblocks = last_basic_block_for_fn (m_fn);
  if (m_block_node.size () < nblocks)
    {
      m_block_node.resize (nblocks, -1);
      m_block_stamp.resize (nblocks, 0);
      m_forward_state.resize (nblocks, 0);
      m_forward_stamp.resize (nblocks, 0);
    }
  m_visits = 0;
  m_over_budget = false;
  m_trap_refused = false;

  basic_block origin_bb = gimple_bb (q.origin);
  new_node (NODE_ROOT, origin_bb, q.at_origin);
  m_false = new_node (NODE_FALSE, ENTRY_BLOCK_PTR_FOR_FN (m_fn),
		      q.at_origin);

  std::vector<int> worklist (1, 0);
  while (!worklist.empty () && !m_over_budget)
    {
      int n = worklist.back ();
      worklist.pop_back ();
      size_t before = m_nodes.size ();
      if (!expand (n))
	m_over_budget = true;
      for (size_t i = before; i < m_nodes.size (); i++)
	if (m_nodes[i].kind == NODE_INNER)
	  worklist.push_back (i);
    }
  if (!m_over_budget)
    solve_answers (m_nodes, *this);
  if (dump_file && (dump_flags & TDF_DETAILS) && !m_over_budget)
    dump_graph ();

  if (m_over_budget)
    {
      m_stats->node_budget_hits++;
      dump_stmt (q.origin, "qprop-pre: budget: query stopped after %d"
		 " blocks (pre-nodes), left alone: ", m_budget.max_nodes);
      return false;
    }

  if (!m_nodes[0].avail)
    {
      if (m_trap_refused)
	{
	  m_stats->trap_refusals++;
	  dump_stmt (q.origin, "qprop-pre: bb %d: not hoisted, the"
		     " expression may trap and is not down-safe: ",
		     origin_bb->index);
	}
      else if (dump_flags & TDF_DETAILS)
	dump_stmt (q.origin, "qprop-pre: bb %d: not redundant (%d blocks"
		   " asked): ", origin_bb->index, (int) m_nodes.size () - 2);
      return false;
    }
  return transform ();
}

unsigned int
query_pre::run ()
{
  m_block_node.assign (last_basic_block_for_fn (m_fn), -1);
  m_block_stamp.assign (last_basic_block_for_fn (m_fn), 0);
  m_forward_state.assign (last_basic_block_for_fn (m_fn), 0);
  m_forward_stamp.assign (last_basic_block_for_fn (m_fn), 0);
  /* no_hotter_than reads the marks; passes since the last loop
     initialization may have changed the CFG without keeping them.  */
  if (current_loops)
    mark_irreducible_loops ();
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (m_fn));
  int n = pre_and_rev_post_order_compute_fn (m_fn, NULL, rpo, false);
  for (int i = 0; i < n; i++)
    eliminate_in_block (BASIC_BLOCK_FOR_FN (m_fn, rpo[i]));
  XDELETEVEC (rpo);

  gsi_commit_edge_inserts ();
  unsigned int todo = 0;
  if (m_loads_inserted)
    {
      mark_virtual_operands_for_renaming (m_fn);
      todo |= TODO_update_ssa_only_virtuals;
    }
  return todo;
}

} // namespace pre_impl

unsigned int
run_query_pre (function *fn, value_numbering &vn, const pre_budget &budget,
	       const insertion_policy &policy, pre_stats *stats)
{
  pre_impl::query_pre pre (fn, vn, budget, policy, stats);
  return pre.run ();
}

} // namespace qprop
