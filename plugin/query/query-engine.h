/* The query-propagation engine that qprop-pre (EDDPRE, thesis ch. 3.3.3)
   and qprop-sr (PRESR, ch. 4) share: the query graph's answers and the
   plan of the values that carry them out.

   Both passes ask, for one occurrence (the origin), "is this value
   available at the entry of the origin's block?", and propagate the
   question backwards over the CFG, each crossing of a PHI or a back
   edge rewriting what is asked (an expression's operands for EDDPRE, an
   address form and an iteration distance for PRESR).  Each pass builds
   its own query graph: node 0 is the root at the origin, and every other
   node is the question at the exit of a block, answered locally (the
   block computes the value: NODE_REAL; it kills it or nothing can be
   asked further: NODE_FALSE) or by its predecessors (NODE_INNER).  What
   is asked, and how a block answers it, is the pass's own business.  The
   rest is shared and lives here:

   - the answers (solve_answers): "available" as the greatest fixed point
     of "every predecessor is available, or the ones that are not can be
     made so by insertions on their edges (Insertable)", with isReal (an
     available real occurrence feeds the value) as the least fixed point
     under it.  Whether the insertions on a node's missing edges are
     allowed (down-safety, speculation, traps, profile) is the pass's
     insertion rule, asked through answer_rules::insertable;

   - the plan (insertion_plan): from the solved graph, the value at each
     block entry the root's answer depends on (a PHI of the values on its
     edges, or the value of its single predecessor), the insertions on the
     edges whose predecessors are unavailable, and the real occurrences'
     names as leaves.  A PHI whose arguments turn out to be one value (or
     itself) is that value, so nothing is created for it.  Only once the
     plan is complete does the pass decide whether to carry it out, and
     materialize builds it, asking the pass for the insertions and the
     PHI results.

   - the insertion rule of SIMT code (insertion_policy): in a SIMT region
     with the ESRQP rule, nothing is inserted where only some of a warp's
     lanes would run it (see insertion_rule);

   - SSRQP's query about speculation (speculation_query, at the end of
     this file): for a value no query made available, the block above
     the divergent branches it depends on that it may be hoisted to.

   For the loop invariant x + 2 of thesis Fig. 3.5 (bb3 the preheader,
   bb4 the header, bb5: t = x + 2, the latch):

     root (bb5's entry) <- bb4 exit <- bb4's entry: INNER, preds bb3, bb5
     bb3 exit: FALSE (nothing there)     bb5 exit: REAL (t, isSelf)

   bb4's entry is available if "x + 2" may be inserted on bb3->bb4; the
   plan is then PHI <insert (x + 2) on bb3->bb4, t> at bb4, and the root's
   value is that PHI, which replaces t's computation.  */

#ifndef QPROP_TRANSFORM_QUERY_ENGINE_H
#define QPROP_TRANSFORM_QUERY_ENGINE_H

#include <map>
#include <vector>
#include "settings.h"

namespace qprop {

class divergence_analysis;

/* Whether RULE hoists loads speculatively.  */
inline bool
rule_speculates (insertion_rule rule)
{
  return rule == RULE_SSRQP_S || rule == RULE_SSRQP;
}

/* The rule in force for one function: RULE, and the divergence analysis
   of its SIMT regions (NULL outside SIMT code, where anything goes).  */
struct insertion_policy
{
  insertion_rule rule = RULE_SRQP;
  const divergence_analysis *da = NULL;
  /* Whether qprop-pre may take the one for one exception to RULE
     (arm-joins; see query-pre.cc).  */
  bool one_for_one = true;

  /* May a value be inserted on edge E?  Blocks the analysis has not
     seen (made by splitting edges since) answer for the block they were
     split from.  */
  bool allows (edge e) const;

private:
  static bool always_reaches (basic_block from, basic_block to);
};

enum node_kind
{
  NODE_ROOT,	/* The origin's block, scanned upwards from the origin.  */
  NODE_INNER,	/* A transparent block: asks its predecessors.  */
  NODE_REAL,	/* The block computes the value (its name: leader).  */
  NODE_FALSE	/* Everything that answers false.  */
};

/* What the engine reads of a node of a query graph; each pass's nodes
   add what the query carries.  */
struct query_node_base
{
  node_kind kind;
  basic_block bb;
  /* NODE_REAL: the name holding the value at BB's exit.  */
  tree leader = NULL_TREE;
  /* A predecessor edge that nothing can be inserted on or merged over.  */
  bool blocked = false;
  /* NODE_ROOT, NODE_INNER: per predecessor edge, the edge and the node
     that answers for it.  */
  std::vector<edge> pred_edges;
  std::vector<int> preds;
  /* The solution.  */
  bool avail = false;
  bool real = false;
};

/* A pass's insertion rule, for solve_answers.  */
class answer_rules
{
public:
  /* Node N is assumed available but some of its predecessors are not:
     may their values be inserted on the edges from them?  ANY_REAL is
     whether an available predecessor carries a real occurrence.  */
  virtual bool insertable (int n, bool any_real) = 0;
  /* Called in every round once isReal is known, before insertable.  */
  virtual void after_real () {}
  /* A value that only circles through transparent blocks, with no real
     occurrence feeding it, is unavailable rather than carried round the
     cycle (it has to be inserted where it enters it).  */
  virtual bool unreal_is_unavailable () const { return false; }
};

/* Spread the flag FLAG (a pointer to a bool member of Node) of NODES
   along available answers to its least fixed point: an available node
   with an available, flagged predecessor is flagged too.  isReal and
   isSelf both grow this way, from different seeds.  */
template <typename Node, typename Flag>
void
spread_along_available (std::vector<Node> &nodes, Flag flag)
{
  bool grew = true;
  while (grew)
    {
      grew = false;
      for (Node &node : nodes)
	if (node.avail && !(node.*flag))
	  for (int p : node.preds)
	    if (nodes[p].avail && nodes[p].*flag)
	      {
		node.*flag = grew = true;
		break;
	      }
    }
}

/* Solve the answers of NODES (see the top of this file) under RULES.  */
template <typename Node>
void
solve_answers (std::vector<Node> &nodes, answer_rules &rules)
{
  for (Node &node : nodes)
    node.avail = (node.kind == NODE_REAL
		  || ((node.kind == NODE_INNER || node.kind == NODE_ROOT)
		      && !node.blocked));
  bool changed = true;
  while (changed)
    {
      /* isReal from the real occurrences, along available answers.  */
      for (Node &node : nodes)
	node.real = node.kind == NODE_REAL;
      spread_along_available (nodes, &Node::real);
      rules.after_real ();

      changed = false;
      if (rules.unreal_is_unavailable ())
	for (Node &node : nodes)
	  if (node.avail && !node.real)
	    {
	      node.avail = false;
	      changed = true;
	    }
      for (unsigned n = 0; n < nodes.size (); n++)
	{
	  Node &node = nodes[n];
	  if (!node.avail || node.kind == NODE_REAL)
	    continue;
	  bool all = true, any_real = false;
	  for (int p : node.preds)
	    {
	      all &= nodes[p].avail;
	      any_real |= nodes[p].avail && nodes[p].real;
	    }
	  if (all)
	    continue;
	  if (!rules.insertable (n, any_real))
	    {
	      node.avail = false;
	      changed = true;
	    }
	}
    }
}

/* A value of the transformation, before anything is created.  Q is what
   a query carries.  */
template <typename Q>
struct planned_value
{
  enum { LEAF, INSERT, PHI, ALIAS } kind;
  tree leaf = NULL_TREE;
  /* INSERT: the edge and what is inserted; PHI: its block, what it
     merges and, per edge, the value arriving.  */
  edge e = NULL;
  const Q *query = NULL;
  basic_block bb = NULL;
  std::vector<edge> edges;
  std::vector<int> args;
  int alias = -1;
  tree made = NULL_TREE;
};

/* What insertion_plan::walk does after visiting a value: go on to the
   values a PHI merges, go on without them, or end the walk.  */
enum class plan_step { follow, skip, stop };

/* The plan of a solved query graph of Nodes, whose query at a node is
   its member QUERY, and on its I-th predecessor edge element I of its
   member PRED_QUERY.  */
template <typename Node, typename Q, Q Node::*QUERY,
	  std::vector<Q> Node::*PRED_QUERY>
class insertion_plan
{
public:
  typedef planned_value<Q> value;

  /* Plan the value at the root of NODES, whose origin defines ORIGIN:
     after the change ORIGIN holds the value arriving at the root, and a
     PHI that receives it back over a back edge receives that.  Returns
     the root's value, or -1 if the plan is empty or circular.  */
  int build (const std::vector<Node> &nodes, tree origin)
  {
    m_nodes = &nodes;
    m_values.clear ();
    m_leaves.clear ();
    m_entry.assign (nodes.size (), -1);
    value self;
    self.kind = value::ALIAS;
    m_values.push_back (self);
    m_leaves[origin] = 0;
    int root = entry (0);
    m_values[0].alias = root;

    bool changed = true;
    while (changed)
      {
	changed = false;
	for (unsigned v = 0; v < m_values.size (); v++)
	  {
	    value &pv = m_values[v];
	    if (pv.kind != value::PHI)
	      continue;
	    int only = -1;
	    bool trivial = true;
	    for (int arg : pv.args)
	      {
		int a = resolve (arg);
		if (a < 0)
		  return -1;
		if (a == (int) v)
		  continue;
		if (only < 0)
		  only = a;
		else if (a != only)
		  trivial = false;
	      }
	    if (!trivial)
	      continue;
	    if (only < 0)
	      return -1;
	    pv.kind = value::ALIAS;
	    pv.alias = only;
	    changed = true;
	  }
      }
    int v = resolve (root);
    return v <= 0 ? -1 : v;
  }

  /* Follow aliases; -1 for a cycle of them.  */
  int resolve (int v) const
  {
    for (unsigned steps = 0; steps <= m_values.size (); steps++)
      {
	if (m_values[v].kind != value::ALIAS)
	  return v;
	v = m_values[v].alias;
      }
    return -1;
  }

  /* Create value V, and what it depends on, through BUILDER:
     BUILDER.insert (Q, EDGE) inserts the value on the edge and returns
     its name; BUILDER.phi_result (VALUE) makes the name of a new PHI.  */
  template <typename Builder>
  tree materialize (int v, Builder &builder)
  {
    v = resolve (v);
    value &pv = m_values[v];
    if (pv.made)
      return pv.made;
    switch (pv.kind)
      {
      case value::LEAF:
	pv.made = pv.leaf;
	break;
      case value::INSERT:
	pv.made = builder.insert (*pv.query, pv.e);
	break;
      case value::PHI:
	{
	  tree res = builder.phi_result (pv);
	  gphi *phi = create_phi_node (res, pv.bb);
	  pv.made = res;
	  for (unsigned i = 0; i < pv.args.size (); i++)
	    add_phi_arg (phi, materialize (pv.args[i], builder), pv.edges[i],
			 UNKNOWN_LOCATION);
	  break;
	}
      default:
	gcc_unreachable ();
      }
    return pv.made;
  }

  /* Visit, through VISIT (V, VALUE), each value reachable from those
     in WORK once, aliases resolved, taking the values a PHI merges
     into the walk where VISIT answers plan_step::follow.  Returns true
     as soon as VISIT answers plan_step::stop, false when the walk runs
     out.  */
  template <typename F>
  bool walk (std::vector<int> work, F visit) const
  {
    std::vector<bool> seen (m_values.size (), false);
    while (!work.empty ())
      {
	int v = resolve (work.back ());
	work.pop_back ();
	if (v < 0 || seen[v])
	  continue;
	seen[v] = true;
	const value &pv = m_values[v];
	plan_step step = visit (v, pv);
	if (step == plan_step::stop)
	  return true;
	if (step == plan_step::follow && pv.kind == value::PHI)
	  work.insert (work.end (), pv.args.begin (), pv.args.end ());
      }
    return false;
  }

  unsigned size () const { return m_values.size (); }
  const value &operator[] (unsigned v) const { return m_values[v]; }
  typename std::vector<value>::const_iterator begin () const
  { return m_values.begin (); }
  typename std::vector<value>::const_iterator end () const
  { return m_values.end (); }

private:
  int leaf (tree t)
  {
    auto it = m_leaves.find (t);
    if (it != m_leaves.end ())
      return it->second;
    value pv;
    pv.kind = value::LEAF;
    pv.leaf = t;
    m_values.push_back (pv);
    m_leaves[t] = m_values.size () - 1;
    return m_values.size () - 1;
  }

  /* The value at the exit of the I-th predecessor of node N.  */
  int exit (int n, unsigned i)
  {
    const Node &node = (*m_nodes)[n];
    const Node &pred = (*m_nodes)[node.preds[i]];
    if (!pred.avail)
      {
	value pv;
	pv.kind = value::INSERT;
	pv.e = node.pred_edges[i];
	pv.query = &(node.*PRED_QUERY)[i];
	m_values.push_back (pv);
	return m_values.size () - 1;
      }
    if (pred.kind == NODE_REAL)
      return leaf (pred.leader);
    return entry (node.preds[i]);
  }

  /* The value at the entry of node N's block.  */
  int entry (int n)
  {
    if (m_entry[n] >= 0)
      return m_entry[n];
    const Node &node = (*m_nodes)[n];
    value pv;
    pv.kind = node.preds.size () == 1 ? value::ALIAS : value::PHI;
    pv.bb = node.bb;
    pv.query = &(node.*QUERY);
    m_values.push_back (pv);
    int id = m_values.size () - 1;
    m_entry[n] = id;
    for (unsigned i = 0; i < node.preds.size (); i++)
      {
	int arg = exit (n, i);
	if (m_values[id].kind == value::ALIAS)
	  m_values[id].alias = arg;
	else
	  {
	    m_values[id].args.push_back (arg);
	    m_values[id].edges.push_back (node.pred_edges[i]);
	  }
      }
    return id;
  }

  const std::vector<Node> *m_nodes = NULL;
  std::vector<value> m_values;
  std::vector<int> m_entry;
  std::map<tree, int> m_leaves;
};

/* SSRQP's query about speculation (Fukuhara and Takimoto, §5.2 and
   Algorithm 2 of App. A.2).  A load that no query made available is
   asked: "can it be hoisted out of the divergent branches that decide
   whether it runs?"  The question (e, m, n) travels backwards from the
   load's block, n the block it has reached and m the block the value
   would be hoisted from so far.  With the paper's rules, in order:
     (1) at the function's entry: false;
     (2) a block asked already: true with no block (a cycle);
     (3) a block that blocks the motion (a store that may write the
	 element, a definition of an operand of its address): where it is
	 a divergent branch that m is control dependent on, the value goes
	 to its end (true, {n}); anywhere else, false;
     (4) a divergent branch: if m is control dependent on it, m becomes
	 n and the question goes on above; where that fails, the answer is
	 (true, {n}); if m is not, the question just goes on;
     (5) a uniform branch: it goes on only if the value is anticipated
	 at the branch (down-safe), m becoming n where m is control
	 dependent on it; else false;
     (6) anything else: it goes on to every predecessor, and the answer
	 is true only if every predecessor's is, with the union of their
	 blocks.
   For the CFG of the paper's Fig. 6, with the divergent branches of
   nodes 2 and 4 above A[i + 1] in node 5, the question climbs from node
   5 to node 4 (m := 4), to node 2 (m := 2) and to the definition of i
   above it, which answers false; so node 2's answer is (true, {2}), and
   A[i + 1] is loaded at the end of node 2, on every path of the
   iteration, where the next iteration's A[i] finds it.

   The paper also lets line 7 of Algorithm 2 insert the value on the
   predecessors that answered false when they are in the CDRND; that is
   left out here: a merge of several hoisted values and insertions is
   not what the transform makes (see scalar-replace.cc), so a mixed
   answer is false.

   What blocks the motion, and what is down-safe, are the pass's; the
   divergence and control dependence are the engine's.  The rule
   SSRQP_S counts every branch as divergent.  */
class speculation_rules
{
public:
  /* Whether BB holds a statement the value may not be moved above.  */
  virtual bool blocks (basic_block bb) = 0;
  /* Whether the value is computed on every path from the exit of BB
     before anything changes it.  */
  virtual bool down_safe (basic_block bb) = 0;
};

class speculation_query
{
public:
  /* Post-dominators are computed for the queries and freed after.  */
  speculation_query (const insertion_policy &policy,
		     speculation_rules &rules, int max_nodes);
  ~speculation_query ();

  /* Where a value computed in ORIGIN may be hoisted: true, with the
     blocks at whose ends it would be computed in *WHERE, or false.  */
  bool ask (basic_block origin, std::vector<basic_block> *where);
  /* Whether the last question ran out of its budget of blocks.  */
  bool over_budget () const { return m_over_budget; }

private:
  struct answer
  {
    bool can;
    std::vector<basic_block> where;
  };
  bool divergent_branch (basic_block bb) const;
  bool control_dependent (basic_block m, basic_block n) const;
  answer propagate (basic_block m, basic_block n);
  answer local (basic_block m, basic_block n);

  const insertion_policy &m_policy;
  speculation_rules &m_rules;
  int m_max_nodes;
  bool m_had_post_dominators;
  int m_visited = 0;
  bool m_over_budget = false;
  /* Per block index: 0 not asked, 1 being asked, 2 answered.  */
  std::vector<char> m_state;
  std::vector<answer> m_answer;
};

} // namespace qprop

#endif
