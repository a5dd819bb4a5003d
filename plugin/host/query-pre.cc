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
#include "host/query-pre.h"

namespace qprop {

namespace {

/* The expression of one candidate statement, with its operands.  */
struct query_template
{
  gassign *origin;
  bool is_load;
  enum tree_code code;
  tree type;
  tree ops[3];
  unsigned nops;
  /* The reference, for a load.  */
  tree ref;
  /* The SSA names the expression reads; a query rewrites these.  */
  std::vector<tree> uses;
  /* What the uses are at the origin, looking through copies: a copy
     left by an earlier elimination in the same block must not stop the
     query there (this is how one elimination exposes the next, the
     second-order effect, without copy propagation).  */
  std::vector<tree> at_origin;
  bool could_trap;
};

/* An expression as a query carries it: the template's uses rewritten
   through the PHIs crossed so far.  */
typedef std::vector<tree> rewriting;

struct rewritten_operands : operand_map
{
  rewritten_operands (const query_template &q, const rewriting &cur)
    : m_q (q), m_cur (cur)
  {
  }
  tree current (tree name) const final override
  {
    for (unsigned i = 0; i < m_q.uses.size (); i++)
      if (m_q.uses[i] == name)
	return m_cur[i];
    return name;
  }
  const query_template &m_q;
  const rewriting &m_cur;
};

/* A node of the query graph: the question asked at the exit of BB (at
   the entry, for the root; NODE_REAL is rules 3 and 4), with the
   expression as rewritten there and, per predecessor edge, as rewritten
   for that edge.  */
struct query_node : query_node_base
{
  rewriting cur;
  std::vector<rewriting> pred_cur;
  /* Rule 3: the real occurrence is the origin itself, back round a
     cycle.  */
  bool self = false;
  /* The solution beyond the engine's: isSelf, and whether the node is
     available only by a speculative insertion.  */
  bool is_self = false;
  bool speculative = false;
  int down_safe = -1;
};

typedef insertion_plan<query_node, rewriting, &query_node::cur,
		       &query_node::pred_cur> query_plan;

class query_pre : answer_rules
{
public:
  query_pre (function *fn, value_numbering &vn, const pre_budget &budget,
	     const insertion_policy &policy, pre_stats *stats)
    : m_fn (fn), m_vn (vn), m_budget (budget), m_policy (policy),
      m_stats (stats), m_loads_inserted (false)
  {
    if (current_loops)
      for (class loop *l : loops_list (fn, 0))
	if (l->owned_clique)
	  m_owned_cliques.insert (l->owned_clique);
  }

  unsigned int run ();

private:
  bool make_template (gassign *stmt, query_template *q);
  void look_through_copies (query_template *q);
  bool startable (const query_template &q, gimple_stmt_iterator gsi);
  void eliminate_in_block (basic_block bb);
  bool query (const query_template &q);

  /* Building the query graph.  */
  int new_node (node_kind kind, basic_block bb, const rewriting &cur);
  bool expand (int n);
  void classify (int n);
  rewriting trans_phi (const rewriting &cur, edge e);
  bool same_value (const rewriting &a, const rewriting &b) const;
  bool depends_on_phi (const rewriting &cur) const;
  bool defined_in (const rewriting &cur, basic_block bb) const;
  tree rewritten_ref (const rewriting &cur);
  value_id value_of_query (const rewriting &cur);
  bool is_occurrence (gimple *stmt, value_id v) const;

  /* Solving it: the engine's answers under EDDPRE's insertion rule.  */
  bool insertable (int n, bool any_real) final override;
  void after_real () final override;
  bool insertable_on (const rewriting &cur, edge e);
  bool could_trap (const rewriting &cur);
  bool inserts_inside (int x, loop_p loop);
  bool down_safe (int n);
  int forward (basic_block bb, const rewriting &cur, value_id v);
  int &forward_state (basic_block bb);
  int node_of_block (basic_block bb);

  /* Transforming.  */
  void dump_graph ();
  bool transform ();
  bool creates_induction_variable (int v);
  friend query_plan;
  tree insert (const rewriting &cur, edge e);
  tree phi_result (const planned_value<rewriting> &pv);
  void report (const char *what, int insertions, int phis);

  function *m_fn;
  /* The dependence cliques that a loop owns (qprop-version's), found
     once: rewritten references do without them.  */
  std::set<unsigned short> m_owned_cliques;
  value_numbering &m_vn;
  const pre_budget &m_budget;
  const insertion_policy &m_policy;
  pre_stats *m_stats;
  bool m_loads_inserted;

  /* State of the query in progress.  */
  const query_template *m_q = NULL;
  std::vector<query_node> m_nodes;
  /* Per block, the node of the query in progress, valid where the stamp
     is the query's: clearing per-block arrays for every query would make
     large functions quadratic.  */
  std::vector<int> m_block_node;
  std::vector<unsigned> m_block_stamp;
  unsigned m_stamp = 0;
  /* Likewise for the forward queries of down_safe.  */
  std::vector<int> m_forward_state;
  std::vector<unsigned> m_forward_stamp;
  unsigned m_forward_generation = 0;
  int m_false = -1;
  long m_visits = 0;
  bool m_over_budget = false;
  bool m_trap_refused = false;
  query_plan m_plan;
};

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
    if (gimple_vdef (gsi_stmt (gsi))
	&& stmt_may_clobber_ref_p_1 (gsi_stmt (gsi), &r, true))
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
	  if (dump_file)
	    {
	      fprintf (dump_file, "qprop-pre: bb %d: locally redundant: ",
		       bb->index);
	      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	    }
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

/* Give node N (just created for the exit of its block) its local answer,
   or make it an inner node.  */
void
query_pre::classify (int n)
{
  query_node &node = m_nodes[n];
  basic_block bb = node.bb;
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
	  if (gimple_vdef (stmt) && stmt_may_clobber_ref_p_1 (stmt, &r, true))
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
query_pre::insertable_on (const rewriting &cur, edge e)
{
  if (e->flags & EDGE_COMPLEX)
    return false;
  if (!m_policy.allows (e))
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
      if (m_q->is_load && gimple_vdef (stmt)
	  && stmt_may_clobber_ref_p_1 (stmt, &r, true))
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
  bool grew = true;
  while (grew)
    {
      grew = false;
      for (query_node &node : m_nodes)
	if (node.avail && !node.is_self)
	  for (int p : node.preds)
	    if (m_nodes[p].avail && m_nodes[p].is_self)
	      {
		node.is_self = grew = true;
		break;
	      }
    }
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
  bool trap = false, colder = true;
  for (unsigned i = 0; ok && i < node.preds.size (); i++)
    if (!m_nodes[node.preds[i]].avail)
      {
	ok &= insertable_on (node.pred_cur[i], node.pred_edges[i]);
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
  std::vector<bool> seen (m_plan.size (), false);
  std::vector<int> work;
  const planned_value<rewriting> &header = m_plan[x];
  for (unsigned i = 0; i < header.args.size (); i++)
    if (flow_bb_inside_loop_p (loop, header.edges[i]->src))
      work.push_back (header.args[i]);
  seen[x] = true;
  while (!work.empty ())
    {
      int y = m_plan.resolve (work.back ());
      work.pop_back ();
      if (y < 0 || seen[y])
	continue;
      seen[y] = true;
      const planned_value<rewriting> &pv = m_plan[y];
      if (pv.kind == planned_value<rewriting>::INSERT
	  && flow_bb_inside_loop_p (loop, pv.e->src))
	return true;
      if (pv.kind == planned_value<rewriting>::PHI && flow_bb_inside_loop_p (loop, pv.bb))
	for (int a : pv.args)
	  work.push_back (a);
    }
  return false;
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
  std::vector<bool> seen (m_plan.size (), false);
  std::vector<int> work (1, v);
  while (!work.empty ())
    {
      int x = m_plan.resolve (work.back ());
      work.pop_back ();
      if (x < 0 || seen[x])
	continue;
      seen[x] = true;
      const planned_value<rewriting> &pv = m_plan[x];
      if (pv.kind != planned_value<rewriting>::PHI)
	continue;
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
	    return true;
	}
      for (int a : pv.args)
	work.push_back (a);
    }
  return false;
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
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "qprop-pre: bb %d: not changed, a loop-header"
		   " PHI would carry a value across iterations: ",
		   gimple_bb (m_q->origin)->index);
	  print_gimple_stmt (dump_file, m_q->origin, 0, TDF_SLIM);
	}
      return false;
    }

  long insertions = m_stats->insertions, phis = m_stats->phis;
  tree t = m_plan.materialize (value, *this);
  gimple_stmt_iterator gsi = gsi_for_stmt (m_q->origin);
  if (dump_file)
    {
      fprintf (dump_file, "qprop-pre: bb %d: ", gsi_bb (gsi)->index);
      print_gimple_stmt (dump_file, m_q->origin, 0, TDF_SLIM);
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
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-pre: budget: query stopped after %d"
		   " blocks (pre-nodes), left alone: ", m_budget.max_nodes);
	  print_gimple_stmt (dump_file, q.origin, 0, TDF_SLIM);
	}
      return false;
    }

  if (!m_nodes[0].avail)
    {
      if (m_trap_refused)
	{
	  m_stats->trap_refusals++;
	  if (dump_file)
	    {
	      fprintf (dump_file, "qprop-pre: bb %d: not hoisted, the"
		       " expression may trap and is not down-safe: ",
		       origin_bb->index);
	      print_gimple_stmt (dump_file, q.origin, 0, TDF_SLIM);
	    }
	}
      else if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "qprop-pre: bb %d: not redundant (%d blocks"
		   " asked): ", origin_bb->index, (int) m_nodes.size () - 2);
	  print_gimple_stmt (dump_file, q.origin, 0, TDF_SLIM);
	}
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

} // anon namespace

unsigned int
run_query_pre (function *fn, value_numbering &vn, const pre_budget &budget,
	       const insertion_policy &policy, pre_stats *stats)
{
  query_pre pre (fn, vn, budget, policy, stats);
  return pre.run ();
}

} // namespace qprop
