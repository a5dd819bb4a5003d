/* The pieces of qprop-pre (EDDPRE, thesis ch. 3; see query-pre.cc for
   the algorithm) share this: the query template, the query graph's
   nodes and the pass's one class, whose parts are defined in
     query-pre.cc   the driver: candidates, one query, elimination;
     pre-graph.cc   the query graph, down-safety and the insertion rule;
     pre-insert.cc  the insertions and the rewriting of the origin.
   Private to those files.  */

#ifndef QPROP_HOST_QUERY_PRE_IMPL_H
#define QPROP_HOST_QUERY_PRE_IMPL_H

#include "analysis/value-numbering.h"
#include "query/query-engine.h"
#include "host/query-pre.h"

namespace qprop {
namespace pre_impl {

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
  bool insertable_on (const rewriting &cur, edge e, bool one_for_one);
  tree folded_constant (const rewriting &cur) const;
  bool one_for_one_at (int n);
  edge one_for_one_edge () const;
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
  bool merges_constants_only (int v);
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

} // namespace pre_impl
} // namespace qprop

#endif
