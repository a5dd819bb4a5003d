/* PRESR: PRE-based scalar replacement across loop iterations (thesis
   ch. 4, Definitions 4.4.1-4.4.3, Programs 4.1 and 4.2).

   qprop-pre asks, for each expression, whether its value is available
   where it is computed.  PRESR asks the same of array references, and
   lets the question travel into earlier iterations of the loops around
   the reference.  The query "is the element at address A loaded before
   here?" is propagated backwards from the load, block by block.  When it
   crosses a loop-header PHI of an induction variable over the back edge,
   the variable's name is replaced by its value at the end of the previous
   iteration, and that value's definition (i_3 = i_2 + 1) is substituted
   in turn (replaceOp).  The query that goes on into the loop body is now
   about the element the previous iteration would have to touch:

	 header:  i_2 = PHI <1 (preheader), i_3 (latch)>
		  x_4 = a[i_2 + 1];
		  y_5 = a[i_2 - 1];          <- query "a[i_2 - 1]"
		  i_3 = i_2 + 1;

     crossing the back edge:  a[i_3 - 1] = a[(i_2 + 1) - 1] = a[i_2]
     crossing it again:       a[i_2 + 1]   found: x_4, two iterations back
     on the preheader edge:   a[0], then a[1]: nothing there

   Both header visits are partially available (true on the latch, false
   on the preheader), so a[0] and a[1] are loaded once in the preheader
   and two PHIs carry the values around the loop:

	 preheader:  t_6 = a[0];  t_7 = a[1];
	 header:     t_8 = PHI <t_6 (preheader), t_9 (latch)>
		     t_9 = PHI <t_7 (preheader), x_4 (latch)>
		     y_5 = t_8;

   No copies are made in the loop body: the PHIs do the rotation.

   References.  The address of a reference is written as an affine form
   over leaves (ir/address-form.h): a constant plus coefficients times
   SSA names that are not themselves affine in other names, or addresses
   of declarations.  The form is the reference's value number: two
   references with equal forms, sizes and types read the same element
   where their leaves have the same values.  An induction variable is no
   leaf: it is its entry value plus its step times the loop's iteration
   number k, a leaf of its own, so i_2 above is 1 + k and a[i_2 - 1] is
   &a + 4k.  A query keeps its form in terms of leaves, so only three
   things ever change it: crossing a loop's latch backwards, which
   rewrites k into k + 1 (the same element in the previous iteration's
   terms: this is replaceOp, i_3 = i_2 + 1 folded into the form) and the
   loop's entry edge, which rewrites k into 0; a PHI defining a leaf,
   crossed into a predecessor (the PHI's argument for that edge is
   substituted and expanded); and a statement defining a leaf, crossed
   upwards, which ends the query there (the value is not expressible
   above its definition).

   The query graph has one node per (block, form): a block may be asked
   about several iterations' elements, and the number of different forms
   per block is bounded by visitLimNum (argument sr-visits, default 3),
   which is rule 2 of EDDPRE relaxed.  The local answer of a block,
   scanning it backwards from its end:
     rule 4  a load of the same element, or a store of a register value
	     to it, answers true with that value (isReal);
     rule 4' a statement that may write any byte of the element answers
	     false: a store or call the alias oracle cannot separate from
	     the reference, after an exact check for stores whose form has
	     the same leaves (a[i + 1] = ... never clobbers a[i]), and one
	     for two forms that are each a different declaration plus
	     constants and iteration numbers;
     a statement defining a leaf answers false;
     rule 1  the same (block, form) asked again closes a cycle.
   The graph is built breadth first, so that the visits a block allows go
   to the forms nearest the reference.  The answers are then solved as in
   qprop-pre, as a greatest fixed point of "available on every
   predecessor, or insertable on those that are not", with isReal a least
   fixed point along available answers; a node that is available but not
   real (its value would only circle a cycle of transparent blocks, such
   as an outer loop the element is not touched in) is taken as
   unavailable, so that the load goes where the value enters the cycle.
   An inserted address that holds an iteration number is rebuilt from an
   induction variable of that loop.

   Insertion (AlgRepl).  PRESR inserts loads that the program may not
   have executed: the preheader load of a[0] above is speculative if the
   loop can exit before touching a[0].  GCC's memory model and traps make
   qprop stricter than the thesis.  A load of the form F is inserted on
   an edge into the block of node N only if
     - it cannot trap: F's element is accessed (loaded or stored) on every
       path from the entry of N's block before anything that could keep
       the path from getting there (a call, a statement that may throw,
       the function's exit, a cycle, leaving the region where F's leaves
       keep their values); or F is a constant offset inside a declared,
       non-weak object; or F lies between two elements of the same leaves
       that are accessed on every path, within one page: objects are
       contiguous, so the address in between is inside the same object
       (not in the nvptx compiler, nor under -fsanitize=address, where
       page-granular protection is not what decides what may be read);
     - the edge is in no loop that does not contain the reference, and in
       no irreducible region (it would run more often than the load it
       replaces);
   A query that cannot be made available changes nothing.  One that can
   is only carried out if the loads it inserts run less often, by GCC's
   profile, than the reference they replace: a preheader load before a
   loop that runs a couple of times (a vectorized loop's epilogue) saves
   nothing, and an insertion inside the loop must not sit on a path the
   reference is not on.  The inserted loads must run at most half as often
   as the reference, and loops GCC bounds to fewer than four iterations
   are left alone.

   Register pressure.  Each loop-header PHI created carries one value
   around its loop.  References are queried in order of their blocks'
   profile counts (the expected benefit: loads saved per run), and a
   replacement is dropped, and reported, if it would leave more than
   sr-carried values in a loop's header PHIs, counting the loop's own
   (induction variables, values predictive commoning carries), or if the
   loop's register pressure, estimated on GIMPLE by liveness
   (analysis/reg-pressure.h) for the register file of the value, plus
   the new carried values would come within pressure_margin of the
   registers the target has.  A spill costs a store and a load, more than
   the load saved: an unrolled convolution and a predcom-unrolled column
   update spilled with the count limit alone.

   Unrolling.  Rotating values through header PHIs costs a register copy
   per trip wherever a PHI's result is still live when the value it
   receives next is defined.  Once every replacement is made, an
   innermost loop that would need such copies is unrolled by the number
   of names its chains rotate through (note_rotation, rotation_copies,
   unroll_rotations below), as predictive commoning does for its own
   chains, within sr-unroll and the register margin.  In SIMT code the
   chains of header PHIs that GCC's own passes leave (its PRE carries
   values across iterations once qprop-version's checked copy has a
   clique) are taken in too (adopt_rotations): there no predictive
   commoning unrolls them, and each copy is a warp instruction.

   Peeling (SIMT code only).  A value carried from the previous
   iteration has no previous iteration in the loop's first one, and is
   loaded before the loop; where the original reads that element only
   under a test, nothing shows the element exists, and the load is
   refused for fear of a trap.  In SIMT code such a refusal on a loop's
   preheader edge peels the loop's first iteration off (note_peel,
   peel_first_iterations), and the function is run through once more:
   the loop then starts at its second iteration, and the value comes
   from the peeled copy's unconditional load.  The unrolling above waits
   for that second run, so that the loop is peeled whole.  On the host
   the conditional load only costs the iterations that need it; in SIMT
   code it sits in a divergent arm that the whole warp waits for.

   Speculation (SSRQP, SIMT code only; insertion-rule=ssrqp, the
   default there).  A load that no query could make available, under a
   divergent branch, is hoisted out of it (speculation_query in
   query-engine.h, the paper's Algorithm 2): a warp runs both arms of a
   divergent branch anyway, so the load costs it nothing more above the
   branch, and there it is on every path of the iteration, where later
   queries find it.  In the SSRQP paper's Fig. 6,

	 for (j = 0; j < M; j++)
	   {
	     if (x >> j & 1)            divergent
	       s += c[j + 1];           hoisted above the test
	     s ^= c[j];                 then carried from it
	   }

   c[j + 1] is loaded before the test, and c[j] becomes the value the
   previous iteration loaded.  The hoisted load must not trap where the
   original would not have run (docs/design.md, rule 1); speculation_safe
   accepts it where the element is read on every path later in the same
   iteration, or where every path goes on to the next iteration, which
   reads the same element (one step back in its terms) on every path.
   The last iteration has no next one: if the loop runs a known number
   of times and its one exit is the test at the end of its body, its
   last iteration is peeled off (peel_last_iteration) before the load is
   hoisted in the loop, and the copy, which keeps the load in its arm,
   stands for the next iteration.  Statements before the load in its
   block, stores that may write the element and definitions of the
   address's leaves on the way up stop the motion.  Under ssrqp_s,
   uniform branches count as divergent too (the paper's control rule).

   Runs.  A run that peels a loop or hoists a load is followed by
   another over the whole function, three at most: the hoists that wait
   for a peel are made at the start of the next run, and each run sees
   the loads the previous one moved.

   Pass order.  qprop-sr runs in GCC's loop pipeline right after
   predictive commoning ("pcom"), which itself runs after the vectorizer:
     - before the vectorizer, a carried value is a loop-carried scalar
       dependence that keeps GCC 12 from vectorizing the loop, which
       costs far more than the loads saved;
     - predictive commoning handles references that dominate the latch
       and unrolls to avoid copies; where it has replaced a reference
       there is nothing left for qprop-sr to find, so the two never fight,
       and qprop-sr takes what predcom leaves: conditional references,
       loops with several exits, reuse across outer-loop iterations,
       irreducible cycles, loops predcom does not consider at -O2.
   Functions without natural loops skip GCC's loop pipeline, and with it
   qprop-sr.  */

#include "gcc-includes.h"
#include "tree-ssa-loop-niter.h"
#include "tree-inline.h"
#include "tree-scalar-evolution.h"
#include "builtins.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-ivopts.h"
#include "cfgloopmanip.h"
#include "ir/address-form.h"
#include "ir/cfg-rewrite.h"
#include "ir/no-trap.h"
#include "ir/load-safety.h"
#include "simt/divergence.h"
#include "analysis/reg-pressure.h"
#include "query/query-engine.h"
#include "host/scalar-replace.h"

namespace qprop {

static const char *unpeelable_stmt (class loop *loop);

namespace {

/* What a statement accesses in memory, as queries see it.  */
struct access
{
  bool valid = false;
  bool store = false;
  address_form form;
  unsigned HOST_WIDE_INT size = 0;
  /* What a load of the location reads right after the statement: the
     loaded name, or the stored register value; NULL when neither.  */
  tree value = NULL_TREE;
};

/* The reference of the query in progress.  */
struct reference
{
  gassign *origin = NULL;
  basic_block bb = NULL;
  tree type = NULL_TREE;
  unsigned HOST_WIDE_INT size = 0;
  address_form form;
  /* The origin's reference with its extent forgotten: the oracle may use
     its base and alias sets, which every rewriting of it shares, but not
     its position.  */
  ao_ref ao;
  tree alias_type = NULL_TREE;
  unsigned align = 0;
};

/* The question "is the element of FORM available at the exit of BB?"
   (at the reference, for the root; NODE_REAL is rule 4, the block loads
   or stores the element), with the form as rewritten for each
   predecessor edge.  */
struct sr_node : query_node_base
{
  address_form form;
  /* How many trips round a cycle, with the form rewritten, the query
     went back to get here.  */
  int distance = 0;
  std::vector<address_form> pred_form;
  /* Per predecessor: -1 unknown, else whether a load can go on the
     edge.  */
  std::vector<signed char> insertable;
  /* -1 unknown, else whether the element is accessed on every path
     from the entry of BB.  */
  int accessed_here = -1;
};

typedef insertion_plan<sr_node, address_form, &sr_node::form,
		       &sr_node::pred_form> sr_plan;

/* Loops with fewer iterations than this, by GCC's bound, are left
   alone.  */
const HOST_WIDE_INT min_trips = 4;

/* A speculative hoist (SSRQP) that waits for its loop's last iteration
   to be peeled off: ORIGIN's element is to be loaded at the end of AT.  */
struct pending_hoist
{
  gassign *origin;
  basic_block at;
};

class scalar_replace final : answer_rules, speculation_rules
{
public:
  /* LAST_PEELED: the loops (by number) whose last iteration earlier runs
     over the function peeled off; FINAL: whether this run is the last,
     which must not ask for more peeling.  */
  scalar_replace (function *fn, const sr_params &params, sr_stats *stats,
		  const std::vector<int> &last_peeled, bool final)
    : m_fn (fn), m_params (params), m_stats (stats),
      m_last_peeled (last_peeled), m_final (final)
  {
  }

  /* Replace what can be replaced; the unrolling that saves the carried
     values' copies is left to unroll ().  */
  unsigned int run ();
  unsigned int unroll ();
  /* The loops (by number) whose first iteration would make loads this
     run refused to insert for fear of a trap unnecessary.  */
  const std::vector<int> &peel_wanted () const { return m_peel; }
  /* Unroll, too, the loops EARLIER carried values in.  */
  void take_rotations (scalar_replace &earlier);
  /* The speculative hoists that wait for their loops' last iterations
     to be peeled off, per loop number.  */
  const std::map<int, std::vector<pending_hoist>> &hoists_wanted () const
  { return m_hoists; }
  /* Whether this run's queries hoisted a load speculatively.  */
  bool speculated () const { return m_speculated; }
  /* Load F's element at the end of AT for ORIGIN, which then reads the
     loaded value.  */
  void hoist (gassign *origin, basic_block at);

private:
  bool candidate_p (gimple *stmt);
  const access &access_of (gimple *stmt);
  void set_reference (gassign *stmt);
  bool query (gassign *stmt);

  /* Building the query graph.  */
  int new_node (node_kind kind, basic_block bb, const address_form &f,
		int distance);
  void classify (int n);
  bool clobbers (gimple *stmt, const access &a, const address_form &f);
  tree sole_declaration (const address_form &f) const;
  bool translate (const address_form &f, edge e, address_form *out);
  bool expand (int n);

  /* Solving it: the engine's answers under PRESR's insertion rule.  */
  bool insertable (int n, bool any_real) final override;
  bool unreal_is_unavailable () const final override { return true; }
  bool insertable_on (int n, unsigned i);
  bool accessed_on_every_path (basic_block bb, const address_form &f,
			       unsigned HOST_WIDE_INT size);
  bool cannot_trap (int n, const address_form &f);
  bool inside_declaration (const address_form &f) const;
  void note_peel (edge e);

  /* SSRQP's speculative hoisting (speculation_query).  */
  bool blocks (basic_block bb) final override;
  bool blocks_before (basic_block bb, gimple *until);
  bool down_safe (basic_block bb) final override;
  bool blocked_above_origin ();
  void speculate ();
  bool speculation_safe (basic_block at, const char **how, bool *peel);
  bool last_peelable (class loop *l, const char **why);

  /* Transforming.  */
  bool transform ();
  bool within_carried_limit ();
  bool pays ();
  friend sr_plan;
  tree build_load (const address_form &f, basic_block bb,
		   gimple_seq *seq);
  tree insert (const address_form &f, edge e);
  tree phi_result (const planned_value<address_form> &pv);
  bool same_value (tree a, tree b);
  void merge_duplicate_phis ();
  void report_refusal ();
  void note_rotation (int distance);
  bool rotation_copies (loop_p loop);
  bool unroll_rotations ();
  void adopt_rotations ();

  function *m_fn;
  const sr_params &m_params;
  sr_stats *m_stats;
  address_forms m_forms;
  std::map<gimple *, access> m_access;
  bool m_changed = false;
  /* Whether edges were split since the back edges were last marked.  */
  bool m_dfs_stale = true;
  /* Carried values created so far, per loop number.  */
  std::map<int, int> m_carried;
  /* Per innermost loop that got carried values, the factor to unroll it
     by so that their rotation needs no copies.  */
  std::map<int, int> m_unroll;
  /* Register pressure per loop number, as estimated since the IR last
     changed.  */
  std::map<int, loop_pressure> m_pressure;
  /* The header PHIs created, per loop number.  */
  std::map<int, std::vector<tree>> m_rotating;
  /* The PHIs this run made.  */
  std::vector<tree> m_new_phis;
  /* The loops whose headers the plan in progress adds PHIs to, with how
     many.  */
  std::map<int, int> m_extra;

  /* State of the query in progress.  */
  reference m_ref;
  /* When the loaded reference carries a dependence clique that only one
     loop nest owns (qprop-version's checked copy, or GCC's restrict
     pointers declared in a loop), the clique holds within one entry into
     that nest: M_OWNER is its outermost loop, M_LEFT_OWNER is set once
     the query has reached a block outside it, and from then on clobbers
     are judged by M_AO_NO_CLIQUE, the same reference without the
     clique.  */
  class loop *m_owner = NULL;
  bool m_left_owner = false;
  ao_ref m_ao_no_clique;
  tree m_base_no_clique = NULL_TREE;
  std::vector<sr_node> m_nodes;
  std::map<std::pair<int, address_form>, int> m_node_at;
  std::map<int, int> m_visits;
  int m_false = -1;
  bool m_over_budget = false;
  bool m_trap_refused = false;
  std::vector<int> m_peel;
  bool m_killed = false;

  /* The forward walk of accessed_on_every_path: whether every path
     reaches an access that covers the element of FORM, SIZE bytes.  */
  class path_walk final : public every_path_walk
  {
  public:
    path_walk (scalar_replace &sr) : m_sr (sr) {}

    const address_form *form = NULL;
    unsigned HOST_WIDE_INT size = 0;
    /* The walks of speculation_safe stay inside WITHIN; with WRAP, a
       path that gets back to its header has reached the next iteration,
       which NEXT_OK says accesses the element, and one that takes EXIT
       (into the peeled last iteration) sets EXIT_USED.  */
    class loop *within = NULL;
    bool wrap = false;
    bool next_ok = false;
    edge exit = NULL;
    bool exit_used = false;

  private:
    scan_result scan (basic_block bb, gimple *from, bool first)
      final override;
    edge_rule follow (edge e) final override;

    scalar_replace &m_sr;
  };
  path_walk m_walk { *this };

  const std::vector<int> &m_last_peeled;
  bool m_final;
  std::map<int, std::vector<pending_hoist>> m_hoists;
  bool m_speculated = false;
  sr_plan m_plan;
  int m_new_carried = 0;
  int m_carried_loop = -1;
  /* Set when the pressure estimate refused the plan.  */
  int m_pressure_live = -1;
  int m_pressure_avail = -1;
};

const access &
scalar_replace::access_of (gimple *stmt)
{
  auto it = m_access.find (stmt);
  if (it != m_access.end ())
    return it->second;
  access &a = m_access[stmt];
  if (!gimple_assign_single_p (stmt) || gimple_has_volatile_ops (stmt))
    return a;
  tree ref;
  if (gimple_assign_load_p (stmt))
    ref = gimple_assign_rhs1 (stmt);
  else if (gimple_store_p (stmt))
    {
      ref = gimple_assign_lhs (stmt);
      a.store = true;
    }
  else
    return a;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!size || !tree_fits_uhwi_p (size) || !m_forms.of_ref (ref, &a.form))
    return a;
  a.valid = true;
  a.size = tree_to_uhwi (size);
  tree v = a.store ? gimple_assign_rhs1 (stmt) : gimple_assign_lhs (stmt);
  if (is_gimple_reg_type (TREE_TYPE (ref))
      && (TREE_CODE (v) == SSA_NAME || is_gimple_min_invariant (v))
      && !(TREE_CODE (v) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (v)))
    a.value = v;
  return a;
}

/* Whether the load STMT is all its block does, apart from computing its
   address, and its value only flows into PHIs: replacing it would empty
   one arm of a branch, which GCC then turns into a select.  On the
   kernels that showed it (an upwind choice between two neighbours) the
   select costs more instructions than the load saves, for no gain in
   time.  */
static bool
only_feeds_a_merge (gimple *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  use_operand_p use_p;
  imm_use_iterator iter;
  FOR_EACH_IMM_USE_FAST (use_p, iter, lhs)
    if (!is_gimple_debug (USE_STMT (use_p))
	&& gimple_code (USE_STMT (use_p)) != GIMPLE_PHI)
      return false;
  basic_block bb = gimple_bb (stmt);
  if (!single_pred_p (bb) || !single_succ_p (bb))
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *other = gsi_stmt (gsi);
      if (other == stmt || is_gimple_debug (other))
	continue;
      tree def = gimple_get_lhs (other);
      if (!is_gimple_assign (other) || !def || TREE_CODE (def) != SSA_NAME
	  || gimple_vdef (other))
	return false;
      gimple *use_stmt;
      if (!single_imm_use (def, &use_p, &use_stmt)
	  || gimple_bb (use_stmt) != bb)
	return false;
    }
  return true;
}

/* Loads of register values inside a loop or an irreducible region, that
   no exception or volatility ties to their place.  */
bool
scalar_replace::candidate_p (gimple *stmt)
{
  if (!gimple_assign_load_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  basic_block bb = gimple_bb (stmt);
  if (TREE_CODE (lhs) != SSA_NAME || !is_gimple_reg_type (TREE_TYPE (lhs))
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
      || gimple_has_volatile_ops (stmt)
      || stmt_could_throw_p (m_fn, stmt)
      || TREE_CODE (gimple_assign_rhs1 (stmt)) == TARGET_MEM_REF
      || optimize_bb_for_size_p (bb))
    return false;
  if (bb->loop_father == loops_for_fn (m_fn)->tree_root
      && !(bb->flags & BB_IRREDUCIBLE_LOOP))
    return false;
  /* A loop known to run a few times (a vectorized loop's epilogue) has
     too few trips to carry anything profitably.  */
  HOST_WIDE_INT trips = get_max_loop_iterations_int (bb->loop_father);
  if (trips >= 0 && trips < min_trips)
    return false;
  const access &a = access_of (stmt);
  return a.valid && a.value && !only_feeds_a_merge (stmt);
}

int
scalar_replace::new_node (node_kind kind, basic_block bb,
			  const address_form &f, int distance)
{
  sr_node node;
  node.kind = kind;
  node.bb = bb;
  node.form = f;
  node.distance = distance;
  m_nodes.push_back (node);
  m_stats->nodes++;
  return m_nodes.size () - 1;
}

/* Whether STMT may write a byte of the element of F (rule 4').  */
bool
scalar_replace::clobbers (gimple *stmt, const access &a,
			  const address_form &f)
{
  if (!gimple_vdef (stmt))
    return false;
  /* Two addresses over the same leaves at the same point differ by a
     known constant.  */
  if (a.valid && a.store && a.form.same_terms (f))
    {
      HOST_WIDE_INT d = (HOST_WIDE_INT) (a.form.offset - f.offset);
      return !(d >= (HOST_WIDE_INT) m_ref.size || -d >= (HOST_WIDE_INT) a.size);
    }
  /* Two addresses that are each one declaration plus constants and
     iteration numbers point into those declarations, as GCC's points-to
     analysis would find; it has not run on the pointers the vectorizer
     makes, so the oracle cannot tell this itself.  */
  if (a.valid && a.store)
    {
      tree d1 = sole_declaration (a.form), d2 = sole_declaration (f);
      if (d1 && d2 && distinct_declarations (d1, d2))
	return false;
    }
  if (m_owner
      && (m_left_owner || !flow_bb_inside_loop_p (m_owner, gimple_bb (stmt))))
    return stmt_may_clobber_ref_p_1 (stmt, &m_ao_no_clique, true);
  return stmt_may_clobber_ref_p_1 (stmt, &m_ref.ao, true);
}

/* The declaration F is the address of plus constants and iteration
   numbers, or NULL.  */
tree
scalar_replace::sole_declaration (const address_form &f) const
{
  tree decl = NULL_TREE;
  for (const form_term &t : f.terms)
    {
      if (m_forms.iteration_loop (t.leaf))
	continue;
      if (decl || t.coef != 1 || TREE_CODE (t.leaf) != VAR_DECL)
	return NULL_TREE;
      decl = t.leaf;
    }
  return decl;
}

/* The local answer of node N's block.  */
void
scalar_replace::classify (int n)
{
  sr_node &node = m_nodes[n];
  gimple_stmt_iterator gsi;
  if (n == 0)
    {
      gsi = gsi_for_stmt (m_ref.origin);
      gsi_prev (&gsi);
    }
  else
    gsi = gsi_last_bb (node.bb);
  for (; !gsi_end_p (gsi); gsi_prev (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      ssa_op_iter iter;
      tree def;
      FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
	if (node.form.uses (def))
	  {
	    node.kind = NODE_FALSE;
	    return;
	  }
      const access &a = access_of (stmt);
      if (a.valid && a.value && a.size == m_ref.size
	  && a.form == node.form
	  && useless_type_conversion_p (m_ref.type, TREE_TYPE (a.value)))
	{
	  node.kind = NODE_REAL;
	  node.leader = a.value;
	  return;
	}
      if (clobbers (stmt, a, node.form))
	{
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "qprop-sr:   bb %d may clobber ",
		       node.bb->index);
	      node.form.dump (dump_file);
	      fputs (": ", dump_file);
	      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	    }
	  m_stats->kills++;
	  m_killed = true;
	  node.kind = NODE_FALSE;
	  return;
	}
    }
}

/* The form F at the entry of E->dest, as it reads at the exit of E->src:
   leaves defined by PHIs of E->dest become their arguments on E
   (replaceOp, when the argument is an induction variable's step).  */
bool
scalar_replace::translate (const address_form &f, edge e, address_form *out)
{
  *out = f;
  for (const form_term &t : f.terms)
    {
      if (loop_p loop = m_forms.iteration_loop (t.leaf))
	{
	  /* Over the latch, this iteration's number is the previous one's
	     plus one; on the way in it is 0.  */
	  if (e->dest == loop->header)
	    {
	      if (flow_bb_inside_loop_p (loop, e->src))
		out->offset += t.coef;
	      else
		out->add (t.leaf, -t.coef);
	    }
	  continue;
	}
      if (TREE_CODE (t.leaf) != SSA_NAME)
	continue;
      gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (t.leaf));
      if (!phi || gimple_bb (phi) != e->dest)
	continue;
      tree arg = PHI_ARG_DEF_FROM_EDGE (phi, e);
      out->add (t.leaf, -t.coef);
      if (!m_forms.add_operand (arg, t.coef, out))
	return false;
    }
  return true;
}

/* Ask node N's predecessors.  False when the budget is spent.  */
bool
scalar_replace::expand (int n)
{
  basic_block bb = m_nodes[n].bb;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      address_form f;
      int pred;
      if ((e->flags & (EDGE_ABNORMAL | EDGE_EH))
	  || !translate (m_nodes[n].form, e, &f))
	{
	  m_nodes[n].blocked = true;
	  pred = m_false;
	}
      else if (e->src == ENTRY_BLOCK_PTR_FOR_FN (m_fn))
	pred = new_node (NODE_FALSE, e->src, f, m_nodes[n].distance);
      else
	{
	  /* The iteration distance grows where the query goes round a
	     cycle into an earlier trip, with its form rewritten.  */
	  int distance = m_nodes[n].distance;
	  if (!(f == m_nodes[n].form))
	    {
	      m_stats->rewrites++;
	      if (e->flags & EDGE_DFS_BACK)
		distance++;
	    }
	  /* Going backwards along an exit edge of the clique's owner, the
	     query has left the entry into the owner it started in (it can
	     only have got outside through the entry edge).  */
	  if (m_owner && flow_bb_inside_loop_p (m_owner, e->src)
	      && !flow_bb_inside_loop_p (m_owner, e->dest))
	    m_left_owner = true;
	  auto key = std::make_pair (e->src->index, f);
	  auto it = m_node_at.find (key);
	  if (it != m_node_at.end ())
	    pred = it->second;
	  else
	    {
	      if ((int) m_nodes.size () >= m_params.max_nodes)
		return false;
	      if (m_visits[e->src->index]++ >= m_params.visits)
		{
		  m_stats->visit_limits++;
		  pred = new_node (NODE_FALSE, e->src, f, distance);
		}
	      else
		{
		  pred = new_node (NODE_INNER, e->src, f, distance);
		  classify (pred);
		  if (dump_file && (dump_flags & TDF_DETAILS))
		    {
		      static const char *const kinds[]
			= { "origin", "inner", "real", "false" };
		      fprintf (dump_file, "qprop-sr:   node %d: bb %d %s ", pred,
			       e->src->index, kinds[m_nodes[pred].kind]);
		      f.dump (dump_file);
		      fputc ('\n', dump_file);
		    }
		}
	      m_node_at[key] = pred;
	    }
	}
      m_nodes[n].pred_edges.push_back (e);
      m_nodes[n].preds.push_back (pred);
      m_nodes[n].pred_form.push_back (f);
      m_nodes[n].insertable.push_back (-1);
    }
  return true;
}

/* What BB holds for a path that enters it (FIRST: that starts at its
   entry): an access that covers the element; or the definition of a
   leaf of its form, after which the form is no longer the same element,
   or something that may stop the path; or neither.  */
every_path_walk::scan_result
scalar_replace::path_walk::scan (basic_block bb, gimple *, bool first)
{
  const address_form &f = *form;
  if (!first)
    {
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	if (f.uses (gimple_phi_result (psi.phi ())))
	  return SCAN_STOPPED;
      for (const form_term &t : f.terms)
	if (loop_p loop = m_sr.m_forms.iteration_loop (t.leaf))
	  if (loop->header == bb)
	    return SCAN_STOPPED;
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      const access &a = m_sr.access_of (stmt);
      if (a.valid && a.form.same_terms (f))
	{
	  HOST_WIDE_INT d = (HOST_WIDE_INT) (f.offset - a.form.offset);
	  if (d >= 0 && d + (HOST_WIDE_INT) size <= (HOST_WIDE_INT) a.size)
	    return SCAN_ACCESSED;
	}
      if (may_end_path (m_sr.m_fn, stmt))
	return SCAN_STOPPED;
      ssa_op_iter iter;
      tree def;
      FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
	if (f.uses (def))
	  return SCAN_STOPPED;
    }
  return SCAN_THROUGH;
}

every_path_walk::edge_rule
scalar_replace::path_walk::follow (edge e)
{
  if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
    return EDGE_UNSAFE;
  if (wrap && e->dest == within->header)
    return next_ok ? EDGE_SAFE : EDGE_UNSAFE;
  if (wrap && e == exit)
    {
      exit_used = true;
      return EDGE_SAFE;
    }
  if (within && !flow_bb_inside_loop_p (within, e->dest))
    return EDGE_UNSAFE;
  return EDGE_FOLLOW;
}

bool
scalar_replace::accessed_on_every_path (basic_block bb,
					const address_form &f,
					unsigned HOST_WIDE_INT size)
{
  m_walk.form = &f;
  m_walk.size = size;
  return m_walk.ask (m_fn, bb, NULL, m_params.max_nodes);
}

/* Whether F is a constant offset inside a declared object: qprop-sr
   takes no value ranges for evidence.  */
bool
scalar_replace::inside_declaration (const address_form &f) const
{
  if (f.terms.empty () || f.terms[0].coef != 1)
    return false;
  address_form rest = f;
  rest.terms.erase (rest.terms.begin ());
  return qprop::inside_declaration (m_forms, f.terms[0].leaf, rest, 0,
				    m_ref.size, BOUNDS_CONSTANT);
}

/* Whether a load of F inserted on an edge into node N's block cannot
   trap.  F is N's form as it reads on that edge.  */
bool
scalar_replace::cannot_trap (int n, const address_form &f)
{
  sr_node &node = m_nodes[n];
  if (node.accessed_here < 0)
    node.accessed_here = accessed_on_every_path (node.bb, node.form,
						 m_ref.size);
  if (node.accessed_here || inside_declaration (f))
    return true;
  /* Between two accessed elements.  */
  const address_form &form = node.form;
  basic_block bb = node.bb;
  return bracketed (m_ref.size, m_params.visits + 1,
		    [&] (HOST_WIDE_INT delta, unsigned HOST_WIDE_INT size)
		    {
		      address_form g = form;
		      g.offset += delta;
		      return accessed_on_every_path (bb, g, size);
		    });
}

bool
scalar_replace::insertable_on (int n, unsigned i)
{
  sr_node &node = m_nodes[n];
  if (node.insertable[i] >= 0)
    return node.insertable[i];
  edge e = node.pred_edges[i];
  const address_form &f = node.pred_form[i];
  if (!m_params.policy->allows (e))
    {
      m_stats->arm_refusals++;
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "qprop-sr:   no load on edge %d->%d: a divergent"
		 " arm (esrqp)\n", e->src->index, e->dest->index);
      node.insertable[i] = false;
      return false;
    }
  /* Like qprop-pre: never in a loop the reference is not in.  */
  bool ok = no_hotter_than (e, m_ref.bb);
  address_form g;
  if (ok)
    ok = m_forms.without_iterations (f, e->src, &g);
  if (ok)
    {
      /* build_address starts from a pointer or a declaration.  */
      bool has_base = false;
      for (const form_term &t : g.terms)
	has_base |= t.coef == 1 && !m_forms.iteration_loop (t.leaf)
		    && (TREE_CODE (t.leaf) != SSA_NAME
			|| POINTER_TYPE_P (TREE_TYPE (t.leaf)));
      ok = has_base;
    }
  bool trap = ok && !cannot_trap (n, f);
  if (trap)
    {
      m_trap_refused = true;
      ok = false;
      note_peel (e);
    }
  if (!ok && dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-sr:   no load of ");
      f.dump (dump_file);
      fprintf (dump_file, " on edge %d->%d: %s\n", e->src->index,
	       e->dest->index, trap ? "it may trap" : "no place for it");
    }
  node.insertable[i] = ok;
  return ok;
}

/* A load refused on E, the preheader edge of a loop that holds the
   reference, for fear of a trap: the element is read by the loop's first
   iteration only on some paths (in[i - 2] under a test, carried from the
   previous iteration's in[i - 1], whose first value is missing).  Once
   that iteration is peeled off, the loop's first iteration is its second,
   and the value comes from the peeled copy's unconditional load: nothing
   to insert.  In SIMT code only, where the conditional load sits in a
   divergent arm that the whole warp pays for, and where the speculative
   alternative would need the object's bounds.  */
void
scalar_replace::note_peel (edge e)
{
  const insertion_policy *policy = m_params.policy;
  class loop *l = e->dest->loop_father;
  if (!policy || !policy->da || !policy->da->in_region (e->dest)
      || l->header != e->dest || !loop_outer (l)
      || loop_preheader_edge (l) != e
      || !flow_bb_inside_loop_p (l, m_ref.bb)
      || std::find (m_peel.begin (), m_peel.end (), l->num) != m_peel.end ())
    return;
  m_peel.push_back (l->num);
}

/* Speculation (SSRQP).  What blocks a load's motion upwards is what
   ends its query: a statement that may write its element, or defines a
   leaf of its form (which includes the header of a loop whose iteration
   number it holds).  BB's statements are scanned up to UNTIL (all of
   them where UNTIL is NULL).  */
bool
scalar_replace::blocks_before (basic_block bb, gimple *until)
{
  const address_form &f = m_ref.form;
  for (const form_term &t : f.terms)
    if (loop_p loop = m_forms.iteration_loop (t.leaf))
      if (loop->header == bb)
	return true;
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    if (f.uses (gimple_phi_result (psi.phi ())))
      return true;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
       !gsi_end_p (gsi) && gsi_stmt (gsi) != until; gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      ssa_op_iter iter;
      tree def;
      FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
	if (f.uses (def))
	  return true;
      if (clobbers (stmt, access_of (stmt), f))
	return true;
    }
  return false;
}

bool
scalar_replace::blocks (basic_block bb)
{
  return blocks_before (bb, NULL);
}

bool
scalar_replace::down_safe (basic_block bb)
{
  return accessed_on_every_path (bb, m_ref.form, m_ref.size);
}

/* Whether something between the entry of the origin's block and the
   origin blocks its motion (a header of a loop whose iteration number
   the form holds does: above it, in that loop, there is nothing).  */
bool
scalar_replace::blocked_above_origin ()
{
  return blocks_before (m_ref.bb, m_ref.origin);
}

/* Whether loop L's last iteration can be peeled off (peel_last_iteration
   below): an innermost loop in SIMT code whose one exit is the test at
   the end of its body, right before an empty latch, that runs a known
   number of times, at least three, is no simd loop, holds nothing that
   must not be copied, and is small enough (max-peeled-insns).  */
bool
scalar_replace::last_peelable (class loop *l, const char **why)
{
  edge exit = single_exit (l);
  tree niter = number_of_latch_executions (l);
  *why = NULL;
  if (std::find (m_last_peeled.begin (), m_last_peeled.end (), l->num)
      != m_last_peeled.end ())
    *why = "its last iteration is peeled off already";
  else if (!l->latch || l->inner)
    *why = "it is not an innermost loop with one latch";
  else if (!exit || !single_pred_p (l->latch)
	   || single_pred (l->latch) != exit->src
	   || !gimple_seq_empty_p (phi_nodes (l->latch))
	   || !gsi_end_p (gsi_start_nondebug_bb (l->latch))
	   || !last_stmt (exit->src)
	   || gimple_code (last_stmt (exit->src)) != GIMPLE_COND)
    *why = "its exit is not one test at the end of its body";
  else if (l->simduid || l->safelen > 0 || l->force_vectorize)
    *why = "it is a simd loop";
  else if (const char *what = unpeelable_stmt (l))
    *why = what;
  else if (!niter || TREE_CODE (niter) != INTEGER_CST
	   || compare_tree_int (niter, 2) < 0)
    *why = "it does not run a known number of times, at least three";
  else if (tree_num_loop_insns (l, &eni_size_weights)
	   > (unsigned) param_max_peeled_insns)
    *why = "it is bigger than max-peeled-insns";
  return !*why;
}

/* Whether a load of the reference's element at the end of AT cannot
   trap (docs/design.md, rule 1), and *HOW we know: the element is accessed
   later on every path of the same iteration; or it is inside a declared
   object; or every path goes on to the next iteration, in which every
   path accesses the same element (the form one step back), before
   anything could stop it.  The last holds in every iteration but the
   last one: if the loop's exit is one test at the end of its body, and
   its last iteration can be peeled off, *PEEL says so, and the loads
   hoisted in the loop are then followed by the peeled copy, which reads
   the element on every path as the next iteration would.  */
bool
scalar_replace::speculation_safe (basic_block at, const char **how,
				  bool *peel)
{
  const address_form &f = m_ref.form;
  *peel = false;
  if (accessed_on_every_path (at, f, m_ref.size))
    {
      *how = "read later in the same iteration";
      return true;
    }
  if (inside_declaration (f))
    {
      *how = "inside its declared object";
      return true;
    }
  class loop *l = m_ref.bb->loop_father;
  const form_term *step = NULL;
  for (const form_term &t : f.terms)
    if (m_forms.iteration_loop (t.leaf) == l)
      step = &t;
  if (!step)
    return false;
  /* In the next iteration's terms, the element is one step back.  */
  address_form next = f;
  next.offset -= step->coef;
  m_walk.within = l;
  bool ok = accessed_on_every_path (l->header, next, m_ref.size);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-sr:   to bb %d: the next iteration %s ",
	       at->index, ok ? "reads" : "does not always read");
      next.dump (dump_file);
      fputc ('\n', dump_file);
    }
  if (ok)
    {
      const char *why = NULL;
      m_walk.wrap = m_walk.next_ok = true;
      m_walk.exit = (!m_final && last_peelable (l, &why)
		     ? single_exit (l) : NULL);
      if (!m_walk.exit && dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "qprop-sr:   loop %d: last iteration not"
		 " peelable, %s\n", l->num,
		 m_final ? "this is the last run" : why);
      m_walk.exit_used = false;
      ok = accessed_on_every_path (at, f, m_ref.size);
      *peel = ok && m_walk.exit_used;
    }
  m_walk.within = NULL;
  m_walk.wrap = m_walk.next_ok = m_walk.exit_used = false;
  m_walk.exit = NULL;
  if (ok)
    *how = *peel ? "read by the next iteration, or the peeled last one"
		 : "read by the next iteration";
  return ok;
}

/* SSRQP: the reference's query found nothing to reuse; hoist it out of
   the divergent branches above it where speculation_query allows, into
   the one block that dominates it in its own loop, if that cannot trap
   (at once, or once the loop's last iteration is peeled off).  */
void
scalar_replace::speculate ()
{
  const insertion_policy *policy = m_params.policy;
  if (!policy || !policy->da || !rule_speculates (policy->rule)
      || !policy->da->knows (m_ref.bb) || !policy->da->in_region (m_ref.bb))
    return;
  /* No divergent branch decides whether it runs.  */
  if (policy->rule == RULE_SSRQP && policy->da->cdrnd (m_ref.bb))
    return;
  if (blocked_above_origin ())
    {
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-sr: bb %d: not hoisted, a statement"
		   " before it in its block may change it: ", m_ref.bb->index);
	  print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
	}
      return;
    }
  calculate_dominance_info (CDI_DOMINATORS);
  std::vector<basic_block> where;
  bool found;
  {
    speculation_query q (*policy, *this, m_params.max_nodes);
    found = q.ask (m_ref.bb, &where);
  }
  if (!found)
    return;
  const char *why = NULL, *how = NULL;
  bool peel = false;
  basic_block at = where[0];
  if (where.size () != 1)
    why = "its value would come from several blocks";
  else if (at->loop_father != m_ref.bb->loop_father)
    why = "the block it would go to is in another loop";
  else if (!dominated_by_p (CDI_DOMINATORS, m_ref.bb, at))
    why = "the block it would go to does not dominate it";
  else if (!speculation_safe (at, &how, &peel))
    why = "nothing shows its element is read on every path from there";
  if (dump_file)
    {
      fprintf (dump_file, "qprop-sr: bb %d: ", m_ref.bb->index);
      if (why)
	fprintf (dump_file, "not hoisted, %s: ", why);
      else if (peel)
	fprintf (dump_file, "to be hoisted to bb %d once loop %d's last"
		 " iteration is peeled off (%s): ", at->index,
		 m_ref.bb->loop_father->num, how);
      else
	fprintf (dump_file, "hoisted to bb %d (%s): ", at->index, how);
      print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
    }
  if (why)
    return;
  if (peel)
    m_hoists[m_ref.bb->loop_father->num].push_back
      (pending_hoist { m_ref.origin, at });
  else
    {
      hoist (m_ref.origin, at);
      /* Loads queried before it in this run may find it in the next.
	 (The hoists a peel waited for are made before a run's queries,
	 which see them.)  */
      m_speculated = true;
    }
}

/* Load ORIGIN's element at the end of AT, before its branch, and let
   ORIGIN read the loaded value.  */
void
scalar_replace::hoist (gassign *origin, basic_block at)
{
  set_reference (origin);
  gimple_seq seq = NULL;
  tree value = build_load (m_ref.form, at, &seq);
  gimple_stmt_iterator gsi = gsi_last_bb (at);
  if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  gsi = gsi_for_stmt (origin);
  gimple_assign_set_rhs_from_tree (&gsi, value);
  update_stmt (gsi_stmt (gsi));
  m_stats->speculated++;
  m_changed = true;
}

/* Insertable: the element can be loaded on every edge whose
   predecessor does not have it.  */
bool
scalar_replace::insertable (int n, bool any_real)
{
  const sr_node &node = m_nodes[n];
  bool ok = any_real;
  for (unsigned i = 0; ok && i < node.preds.size (); i++)
    if (!m_nodes[node.preds[i]].avail)
      ok = insertable_on (n, i);
  return ok;
}

/* Count the loop-header PHIs the plan would create, per loop, and check
   them against sr-carried.  */
bool
scalar_replace::within_carried_limit ()
{
  m_extra.clear ();
  std::vector<bool> seen (m_plan.size (), false);
  std::vector<int> stack (1, m_plan.resolve (0));
  while (!stack.empty ())
    {
      int v = stack.back ();
      stack.pop_back ();
      if (v < 0 || seen[v])
	continue;
      seen[v] = true;
      const planned_value<address_form> &pv = m_plan[v];
      if (pv.kind != planned_value<address_form>::PHI)
	continue;
      for (int a : pv.args)
	stack.push_back (m_plan.resolve (a));
      if (pv.bb->loop_father->header == pv.bb
	  || (pv.bb->flags & BB_IRREDUCIBLE_LOOP))
	m_extra[pv.bb->loop_father->num]++;
    }
  m_new_carried = 0;
  for (auto &l : m_extra)
    {
      /* The loop's own header PHIs (induction variables, the values
	 predictive commoning carries) hold registers too.  */
      if (!m_carried.count (l.first))
	{
	  loop_p loop = get_loop (m_fn, l.first);
	  int own = 0;
	  for (gphi_iterator psi = gsi_start_phis (loop->header);
	       !gsi_end_p (psi); gsi_next (&psi))
	    own += !virtual_operand_p (gimple_phi_result (psi.phi ()));
	  m_carried[l.first] = own;
	}
      m_new_carried += l.second;
      if (m_carried[l.first] + l.second > m_params.carried)
	{
	  m_carried_loop = l.first;
	  return false;
	}
      reg_file file = reg_file_of (m_ref.type);
      int avail = available_registers (file);
      if (avail >= 0)
	{
	  auto cached = m_pressure.find (l.first);
	  if (cached == m_pressure.end ())
	    cached = m_pressure.emplace
	      (l.first, estimate_loop_pressure (get_loop (m_fn, l.first))).first;
	  const loop_pressure &lp = cached->second;
	  if (lp.max_live[file] + l.second > avail - pressure_margin)
	    {
	      m_carried_loop = l.first;
	      m_pressure_live = lp.max_live[file];
	      m_pressure_avail = avail;
	      return false;
	    }
	}
    }
  return true;
}

/* The expected benefit, by GCC's profile: the loads the plan inserts
   must run less often than the reference they replace.  This keeps
   preheader loads out of loops that run a few times (a vectorized
   loop's epilogue) and insertions inside the loop off paths the
   reference is not on.  */
bool
scalar_replace::pays ()
{
  profile_count origin = m_ref.bb->count;
  if (!origin.initialized_p ())
    return false;
  profile_count inserted = profile_count::zero ();
  /* GCC's guessed profile makes an irreducible cycle look colder than
     the edges entering it; an insertion on such an edge runs once per
     entry, not once per trip, and is not counted against the
     reference.  */
  bool in_cycle = m_ref.bb->flags & BB_IRREDUCIBLE_LOOP;
  for (const planned_value<address_form> &pv : m_plan)
    if (pv.kind == planned_value<address_form>::INSERT && !pv.made
	&& !(in_cycle && (pv.e->dest->flags & BB_IRREDUCIBLE_LOOP)
	     && !(pv.e->src->flags & BB_IRREDUCIBLE_LOOP)))
      {
	profile_count c = pv.e->count ();
	if (!c.initialized_p ())
	  return false;
	inserted += c;
      }
  /* Each inserted load must save at least two: the guessed profile is
     only an estimate, and the carried PHIs may cost a copy a trip.  */
  return inserted + inserted <= origin;
}

/* A load of F's element, with its address computed as at the end of
   BB, appended to SEQ; returns the loaded name.  */
tree
scalar_replace::build_load (const address_form &f, basic_block bb,
			    gimple_seq *seq)
{
  address_form g;
  bool ok = m_forms.without_iterations (f, bb, &g);
  gcc_assert (ok);
  tree ptr = address_forms::build_address (g, seq);
  gcc_assert (ptr);
  /* The alignment the origin is known to have, lowered by what the
     rewriting may have changed: the offset, the integer terms and the
     iteration numbers.  */
  unsigned align = m_ref.align;
  unsigned HOST_WIDE_INT delta = f.offset - m_ref.form.offset;
  if (delta)
    align = MIN (align, (unsigned) (least_bit_hwi (delta) * BITS_PER_UNIT));
  const address_form *both[] = { &f, &m_ref.form };
  for (const address_form *h : both)
    for (const form_term &t : h->terms)
      if (m_forms.iteration_loop (t.leaf)
	  || (TREE_CODE (t.leaf) == SSA_NAME
	      && !POINTER_TYPE_P (TREE_TYPE (t.leaf))))
	align = MIN (align,
		     (unsigned) (least_bit_hwi (t.coef) * BITS_PER_UNIT));
  align = MAX (align, (unsigned) BITS_PER_UNIT);
  tree type = m_ref.type;
  if (align < TYPE_ALIGN (type))
    type = build_aligned_type (type, align);
  tree ref = build2 (MEM_REF, type, ptr,
		     build_int_cst (m_ref.alias_type, (HOST_WIDE_INT) g.offset));
  tree value = make_temp_ssa_name (m_ref.type, NULL, "qsr");
  gimple *load = gimple_build_assign (value, ref);
  /* Later queries ask the oracle about this load before the virtual
     operands are renamed at the end.  */
  gimple_set_vuse (load, memory_state_at_end (bb));
  gimple_seq_add_stmt (seq, load);
  return value;
}

tree
scalar_replace::insert (const address_form &f, edge e)
{
  gimple_seq seq = NULL;
  tree value = build_load (f, e->src, &seq);
  gsi_insert_seq_on_edge (e, seq);
  m_stats->insertions++;
  return value;
}

tree
scalar_replace::phi_result (const planned_value<address_form> &pv)
{
  tree res = make_temp_ssa_name (m_ref.type, NULL, "qsr");
  if (pv.bb->loop_father->header == pv.bb)
    m_rotating[pv.bb->loop_father->num].push_back (res);
  m_new_phis.push_back (res);
  m_stats->phis++;
  return res;
}

bool
scalar_replace::transform ()
{
  int value = m_plan.build (m_nodes, gimple_assign_lhs (m_ref.origin));
  if (value < 0)
    return false;
  m_pressure_live = -1;
  if (!within_carried_limit ())
    {
      m_stats->dropped++;
      if (dump_file && m_pressure_live >= 0)
	{
	  fprintf (dump_file, "qprop-sr: loop %d: dropped, %d values of its"
		   " register file are live there already, of %d registers"
		   " less a margin of %d: ", m_carried_loop, m_pressure_live,
		   m_pressure_avail, pressure_margin);
	  print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
	}
      else if (dump_file)
	{
	  fprintf (dump_file, "qprop-sr: loop %d: dropped, it would carry"
		   " more than sr-carried=%d values: ", m_carried_loop,
		   m_params.carried);
	  print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
	}
      return false;
    }

  if (!pays ())
    {
      m_stats->unprofitable++;
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-sr: bb %d: not replaced, the loads it"
		   " would insert run as often as the reference: ",
		   m_ref.bb->index);
	  print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
	}
      return false;
    }

  long insertions = m_stats->insertions, phis = m_stats->phis;
  tree t = m_plan.materialize (value, *this);
  gimple_stmt_iterator gsi = gsi_for_stmt (m_ref.origin);
  if (dump_file)
    {
      fprintf (dump_file, "qprop-sr: bb %d: ", gsi_bb (gsi)->index);
      print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
    }
  /* In SIMT code the cached access stays: the name still holds the
     element's value there, for the queries that follow in this run (in
     a chain of carried values, the next query would otherwise have to
     go back further than sr-visits allows), and the original program
     reads the element there.  On the host it goes: the values it lets
     later queries carry cost spills (conflict3 at -O3: 7.6 M more
     stores).  */
  if (!m_params.policy || !m_params.policy->da)
    m_access.erase (m_ref.origin);
  gimple_assign_set_rhs_from_tree (&gsi, t);
  update_stmt (gsi_stmt (gsi));
  m_stats->replaced++;
  m_stats->carried += m_new_carried;
  m_changed = true;
  m_pressure.clear ();
  for (auto &l : m_extra)
    m_carried[l.first] += l.second;
  m_dfs_stale = true;
  /* Commit now, splitting edges as needed, so that the new names have
     blocks that later queries can reason about.  */
  gsi_commit_edge_inserts ();

  int distance = 0;
  for (const sr_node &node : m_nodes)
    if (node.kind == NODE_REAL && node.avail)
      distance = MAX (distance, node.distance);
  note_rotation (distance);
  if (dump_file)
    fprintf (dump_file, "qprop-sr:   replaced: distance=%d insertions=%ld"
	     " phis=%ld carried=%d nodes=%d\n", distance,
	     m_stats->insertions - insertions, m_stats->phis - phis,
	     m_new_carried, (int) m_nodes.size () - 1);
  return true;
}

/* The value NAME copies, through copies and PHIs of one argument (a few
   steps deep), or NAME itself.  Predictive commoning and qprop-sr leave
   their replaced loads as such copies until a later pass propagates
   them.  */
static tree
copy_source (tree name)
{
  for (int n = 0; TREE_CODE (name) == SSA_NAME && n < 8; n++)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (gimple_assign_ssa_name_copy_p (def))
	name = gimple_assign_rhs1 (def);
      else if (is_a<gphi *> (def) && gimple_phi_num_args (def) == 1)
	name = gimple_phi_arg_def (def, 0);
      else
	break;
    }
  return name;
}

/* Whether A and B hold the same value: the same operand, copies of it
   (or PHIs of one argument), or two loads of one element (equal address
   forms) in one memory
   state, such as the same element loaded before a loop for two
   replacements, or by a peeled iteration and for a replacement.  */
bool
scalar_replace::same_value (tree a, tree b)
{
  a = copy_source (a);
  b = copy_source (b);
  if (operand_equal_p (a, b, 0))
    return true;
  if (TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME
      || !types_compatible_p (TREE_TYPE (a), TREE_TYPE (b)))
    return false;
  gassign *da = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *db = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (b));
  if (!da || !db || !gimple_assign_load_p (da) || !gimple_assign_load_p (db)
      || !gimple_vuse (da) || gimple_vuse (da) != gimple_vuse (db))
    return false;
  const access &x = access_of (da), &y = access_of (db);
  return (x.valid && y.valid && !x.store && !y.store && x.size == y.size
	  && x.form == y.form);
}

/* A PHI this run made that merges the same values on the same edges as
   another PHI of its block is that PHI: a later replacement asked for a
   value an earlier one carries already (the loads of one element's
   chain each get PHIs of their own).  Its uses take the other's result
   and it goes, so that no register copy is made for it.  */
void
scalar_replace::merge_duplicate_phis ()
{
  bool again = true;
  while (again)
    {
      again = false;
      for (tree &res : m_new_phis)
	{
	  gphi *phi = (res && !SSA_NAME_IN_FREE_LIST (res)
		       ? dyn_cast<gphi *> (SSA_NAME_DEF_STMT (res)) : NULL);
	  if (!phi || !gimple_bb (phi))
	    continue;
	  for (gphi_iterator gsi = gsi_start_phis (gimple_bb (phi));
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    {
	      gphi *other = gsi.phi ();
	      tree ores = gimple_phi_result (other);
	      if (other == phi || virtual_operand_p (ores)
		  || !types_compatible_p (TREE_TYPE (ores), TREE_TYPE (res)))
		continue;
	      bool same = true;
	      for (unsigned i = 0; same && i < gimple_phi_num_args (phi); i++)
		same = same_value (gimple_phi_arg_def (phi, i),
				   gimple_phi_arg_def (other, i));
	      if (!same)
		continue;
	      if (dump_file && (dump_flags & TDF_DETAILS))
		{
		  fprintf (dump_file, "qprop-sr: bb %d: ",
			   gimple_bb (phi)->index);
		  print_generic_expr (dump_file, res);
		  fprintf (dump_file, " is ");
		  print_generic_expr (dump_file, ores);
		  fputc ('\n', dump_file);
		}
	      replace_uses_by (res, ores);
	      for (auto &l : m_rotating)
		l.second.erase (std::remove (l.second.begin (), l.second.end (),
					     res), l.second.end ());
	      gimple_stmt_iterator pg = gsi_for_stmt (phi);
	      remove_phi_node (&pg, true);
	      m_stats->merged_phis++;
	      res = NULL_TREE;
	      again = true;
	      break;
	    }
	}
    }
}

/* A value carried DISTANCE iterations rotates through DISTANCE + 1
   names: the PHIs of the plan hold the older ones, the reused load the
   newest.  Rotating them over the back edge takes a register copy per
   PHI whenever a PHI's result is still live where the name it receives
   is defined, which is the rule for a carried value.  Unrolled by
   DISTANCE + 1, each copy of the body defines the name the next one
   reads, and the back edge receives the value the first copy reads, so
   the register allocator can give each chain's names one register each
   with no copies.  Predictive commoning unrolls for the same reason;
   like it, qprop-sr takes the least common multiple of the chains' needs
   as long as it stays within the limit (sr-unroll), and unrolls only
   innermost loops.  */
void
scalar_replace::note_rotation (int distance)
{
  for (auto &l : m_extra)
    {
      loop_p loop = get_loop (m_fn, l.first);
      if (loop->inner || loop->header->flags & BB_IRREDUCIBLE_LOOP)
	continue;
      int &factor = m_unroll[l.first];
      factor = MAX (factor, 1);
      int want = least_common_multiple (factor, distance + 1);
      if (want <= m_params.unroll)
	factor = want;
    }
}

/* Whether the name USE of U reads is live right after DEF, which
   defines the value that replaces it over the back edge (U runs after
   DEF on some path that does not leave the iteration).  */
static bool
lives_past (gimple *def, gimple *u, use_operand_p use)
{
  basic_block def_bb = gimple_bb (def);
  basic_block ub = gimple_bb (u);
  if (gphi *uphi = dyn_cast<gphi *> (u))
    {
      ub = gimple_phi_arg_edge (uphi, PHI_ARG_INDEX_FROM_USE (use))->src;
      return dominated_by_p (CDI_DOMINATORS, ub, def_bb);
    }
  if (ub != def_bb || gimple_code (def) == GIMPLE_PHI)
    return dominated_by_p (CDI_DOMINATORS, ub, def_bb);
  for (gimple_stmt_iterator gsi = gsi_for_stmt (def); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == u)
      return true;
  return false;
}

/* Whether out-of-SSA will have to copy one of the values qprop-sr
   carries around LOOP on its back edge: a header PHI's result is still
   live where the name it receives over the latch is defined.  That is
   always so for a PHI that receives another header PHI's result (a
   value carried two or more iterations), and otherwise so when a use of
   the result follows the definition of the new value.  When the body
   loads the newest value after its last use of the oldest (a stencil's
   a[j+1] read after a[j-1]), the two share a register and unrolling
   would only cost code size and induction variables.  */
bool
scalar_replace::rotation_copies (loop_p loop)
{
  edge latch = loop_latch_edge (loop);
  for (tree r : m_rotating[loop->num])
    {
      gphi *phi = as_a<gphi *> (SSA_NAME_DEF_STMT (r));
      tree x = PHI_ARG_DEF_FROM_EDGE (phi, latch);
      if (TREE_CODE (x) != SSA_NAME)
	continue;
      gimple *def = SSA_NAME_DEF_STMT (x);
      basic_block def_bb = gimple_bb (def);
      if (!def_bb || !flow_bb_inside_loop_p (loop, def_bb))
	continue;
      if (gimple_code (def) == GIMPLE_PHI && def_bb == loop->header)
	return true;
      /* The replaced load became a copy of the PHI's result; its uses
	 are the result's.  */
      auto_vec<tree, 4> names;
      names.safe_push (r);
      for (unsigned n = 0; n < names.length (); n++)
	{
	  imm_use_iterator it;
	  use_operand_p use;
	  FOR_EACH_IMM_USE_FAST (use, it, names[n])
	    {
	      gimple *u = USE_STMT (use);
	      if (is_gimple_debug (u))
		continue;
	      if (gimple_assign_ssa_name_copy_p (u))
		{
		  names.safe_push (gimple_assign_lhs (u));
		  continue;
		}
	      if (lives_past (def, u, use))
		return true;
	    }
	}
    }
  return false;
}

/* Unroll the loops note_rotation chose, once every replacement is
   made.  Returns whether any was.  */
bool
scalar_replace::unroll_rotations ()
{
  bool any = false;
  calculate_dominance_info (CDI_DOMINATORS);
  initialize_original_copy_tables ();
  for (auto &l : m_unroll)
    {
      loop_p loop = get_loop (m_fn, l.first);
      /* Loops whose new PHIs all sit inside an irreducible region have
	 nothing to rotate.  */
      if (!loop || l.second < 2 || m_rotating[l.first].empty ())
	continue;
      const char *why = NULL;
      tree_niter_desc desc;
      if (!rotation_copies (loop))
	{
	  if (dump_file)
	    fprintf (dump_file, "qprop-sr: loop %d: not unrolled, its"
		     " carried values rotate without copies\n", l.first);
	  continue;
	}
      if (!optimize_loop_for_speed_p (loop))
	why = "optimized for size";
      else if (!room_to_unroll (loop, l.second))
	why = "too few registers left";
      else if (!single_dom_exit (loop))
	why = "it has no single exit that dominates its latch";
      else if (!can_unroll_loop_p (loop, l.second, &desc))
	why = "its trip count is unknown or the unrolled body would be too"
	      " big";
      if (why)
	{
	  m_stats->not_unrolled++;
	  if (dump_file)
	    fprintf (dump_file, "qprop-sr: loop %d: not unrolled (%s), its"
		     " carried values are copied each trip\n", l.first, why);
	  continue;
	}
      tree_unroll_loop (loop, l.second, &desc);
      m_stats->unrolled++;
      any = true;
      if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: unrolled %d times, its"
		 " carried values rotate through %d registers\n", l.first,
		 l.second, l.second);
    }
  free_original_copy_tables ();
  return any;
}

void
scalar_replace::report_refusal ()
{
  if (m_trap_refused)
    m_stats->trap_refusals++;
  if (!dump_file)
    return;
  const char *why = NULL;
  if (m_trap_refused)
    why = "a load it would insert may trap";
  else if (m_killed)
    why = "a store or call may clobber the element";
  else if (dump_flags & TDF_DETAILS)
    why = "not available";
  if (!why)
    return;
  fprintf (dump_file, "qprop-sr: bb %d: not replaced, %s: ",
	   m_ref.bb->index, why);
  print_gimple_stmt (dump_file, m_ref.origin, 0, TDF_SLIM);
}

void
scalar_replace::set_reference (gassign *stmt)
{
  const access &a = access_of (stmt);
  tree ref = gimple_assign_rhs1 (stmt);
  m_ref.origin = stmt;
  m_ref.bb = gimple_bb (stmt);
  m_ref.type = TREE_TYPE (gimple_assign_lhs (stmt));
  m_ref.size = a.size;
  m_ref.form = a.form;
  m_ref.alias_type = reference_alias_ptr_type (ref);
  m_ref.align = get_object_alignment (ref);
  ao_ref_init (&m_ref.ao, ref);
  ao_ref_base (&m_ref.ao);
  ao_ref_alias_set (&m_ref.ao);
  ao_ref_base_alias_set (&m_ref.ao);
  m_ref.ao.ref = NULL_TREE;
  m_ref.ao.offset = 0;
  m_ref.ao.size = -1;
  m_ref.ao.max_size = -1;
}

bool
scalar_replace::query (gassign *stmt)
{
  set_reference (stmt);
  const access &a = access_of (stmt);
  m_owner = NULL;
  m_left_owner = false;
  tree base = m_ref.ao.base;
  if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
      && MR_DEPENDENCE_CLIQUE (base) > 1)
    for (class loop *l = m_ref.bb->loop_father; loop_outer (l);
	 l = loop_outer (l))
      if (l->owned_clique == MR_DEPENDENCE_CLIQUE (base))
	m_owner = l;
  if (m_owner)
    {
      m_base_no_clique = copy_node (base);
      MR_DEPENDENCE_CLIQUE (m_base_no_clique) = 0;
      MR_DEPENDENCE_BASE (m_base_no_clique) = 0;
      m_ao_no_clique = m_ref.ao;
      m_ao_no_clique.base = m_base_no_clique;
    }

  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-sr: query ");
      a.form.dump (dump_file);
      fputs (": ", dump_file);
      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
    }
  m_nodes.clear ();
  m_node_at.clear ();
  m_visits.clear ();
  m_over_budget = m_trap_refused = m_killed = false;

  new_node (NODE_ROOT, m_ref.bb, a.form, 0);
  m_false = new_node (NODE_FALSE, ENTRY_BLOCK_PTR_FOR_FN (m_fn), a.form, 0);
  if (m_dfs_stale)
    {
      mark_dfs_back_edges (m_fn);
      m_dfs_stale = false;
    }
  classify (0);
  /* Redundant within its block (FRE's business), or not available above
     the reference at all.  */
  if (m_nodes[0].kind != NODE_ROOT)
    {
      if (m_nodes[0].kind == NODE_FALSE)
	speculate ();
      return false;
    }

  /* Breadth first: the visits a block allows go to the forms nearest the
     reference, not to whatever a deep path through the outer loops
     reaches first.  */
  std::vector<int> worklist (1, 0);
  for (size_t head = 0; head < worklist.size (); )
    {
      int n = worklist[head++];
      size_t before = m_nodes.size ();
      if (!expand (n))
	{
	  m_over_budget = true;
	  break;
	}
      for (size_t i = before; i < m_nodes.size (); i++)
	if (m_nodes[i].kind == NODE_INNER)
	  worklist.push_back (i);
    }
  if (m_over_budget)
    {
      m_stats->node_budget_hits++;
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-sr: budget: query stopped after %d"
		   " nodes (pre-nodes), left alone: ", m_params.max_nodes);
	  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	}
      return false;
    }
  solve_answers (m_nodes, *this);
  if (!m_nodes[0].avail || !m_nodes[0].real)
    {
      report_refusal ();
      speculate ();
      return false;
    }
  return transform ();
}

unsigned int
scalar_replace::run ()
{
  if (!address_forms::usable () || !current_loops)
    return 0;
  mark_irreducible_loops ();

  /* The expected benefit of replacing a load is the number of times it
     runs: the most frequent first, in program order among equals.  */
  struct candidate
  {
    gcov_type count;
    unsigned order;
    gassign *stmt;
  };
  std::vector<candidate> candidates;
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (m_fn));
  int n = pre_and_rev_post_order_compute_fn (m_fn, NULL, rpo, false);
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (m_fn, rpo[i]);
      gcov_type count = (bb->count.initialized_p ()
			 ? bb->count.to_gcov_type () : 0);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (candidate_p (gsi_stmt (gsi)))
	  candidates.push_back (candidate { count, (unsigned) candidates.size (),
					    as_a<gassign *> (gsi_stmt (gsi)) });
    }
  XDELETEVEC (rpo);
  std::stable_sort (candidates.begin (), candidates.end (),
		    [] (const candidate &a, const candidate &b)
		    { return a.count > b.count; });
  m_stats->candidates += candidates.size ();

  for (const candidate &c : candidates)
    {
      if (m_stats->queries >= m_params.max_queries)
	{
	  m_stats->query_budget_hits++;
	  if (dump_file)
	    fprintf (dump_file, "qprop-sr: budget: %d queries started"
		     " (pre-queries), the other candidates are left alone\n",
		     m_params.max_queries);
	  break;
	}
      m_stats->queries++;
      query (c.stmt);
    }

  if (!m_changed)
    return 0;
  gsi_commit_edge_inserts ();
  merge_duplicate_phis ();
  mark_virtual_operands_for_renaming (m_fn);
  if (loops_state_satisfies_p (m_fn, LOOP_CLOSED_SSA))
    rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa_only_virtuals);
  else
    update_ssa (TODO_update_ssa_only_virtuals);
  scev_reset ();
  return 0;
}

/* Whether the result of the header PHI PHI and the value it receives
   over LATCH are the two operands of one VEC_PERM_EXPR, as qprop-splice
   leaves a vector composed from a carried vector and the next one.  */
static bool
spliced_with_successor (gphi *phi, edge latch)
{
  tree res = gimple_phi_result (phi);
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, latch);
  if (TREE_CODE (next) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (res)))
    return false;
  next = copy_source (next);
  auto_vec<tree, 4> names;
  names.safe_push (res);
  for (unsigned n = 0; n < names.length (); n++)
    {
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, names[n])
	{
	  gassign *u = dyn_cast<gassign *> (USE_STMT (use));
	  if (!u)
	    continue;
	  if (gimple_assign_ssa_name_copy_p (u))
	    names.safe_push (gimple_assign_lhs (u));
	  else if (gimple_assign_rhs_code (u) == VEC_PERM_EXPR
		   && copy_source (gimple_assign_rhs1 (u)) == res
		   && copy_source (gimple_assign_rhs2 (u)) == next)
	    return true;
	}
    }
  return false;
}

/* In SIMT code, the values GCC's own passes carry two or more iterations
   around an innermost loop (its PRE, once qprop-version's check gave the
   references of the checked copy a clique) rotate through header PHIs
   as qprop-sr's do, and cost the same copies: colwalk's checked column
   loop copied two registers per trip, which left it 1.4% more warp
   instructions than plain GCC on an H200 though it loads half as much.
   A chain of header PHIs, each receiving the next one's result over the
   latch, is taken as a value carried as many iterations as the chain
   has PHIs, and joins the loops unroll_rotations considers.  Not in simd
   loops, which the vectorizer wants whole.

   On the host, GCC's predictive commoning unrolls for its own chains,
   but not for a vector carried one iteration (it would need a factor of
   2 for a chain of length 1, and takes none).  After qprop-splice has
   composed a vector from the carried one and its successor
   (VEC_PERM_EXPR <lo, hi, ...> with lo the header PHI that receives hi),
   a two-operand target copies lo once more for the permutation, so such
   chains are adopted there, and only there.  */
void
scalar_replace::adopt_rotations ()
{
  bool simt = m_params.policy && m_params.policy->da;
  if (m_params.unroll < 2)
    return;
  for (auto loop : loops_list (m_fn, LI_ONLY_INNERMOST))
    {
      if ((simt && (loop->safelen > 0 || loop->force_vectorize))
	  || loop->header->flags & BB_IRREDUCIBLE_LOOP
	  || !loop->latch || !loop_latch_edge (loop))
	continue;
      edge latch = loop_latch_edge (loop);
      /* A chain is measured from its oldest value, the PHI no other
	 header PHI receives; its tail needs no factor of its own.  */
      hash_set<tree> received;
      for (gphi_iterator gsi = gsi_start_phis (loop->header);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	received.add (PHI_ARG_DEF_FROM_EDGE (gsi.phi (), latch));
      int factor = 1;
      std::vector<tree> chain_phis;
      for (gphi_iterator gsi = gsi_start_phis (loop->header);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  tree res = gimple_phi_result (phi);
	  if (virtual_operand_p (res) || received.contains (res))
	    continue;
	  /* The length of the chain that starts at PHI.  */
	  int distance = 0;
	  for (gphi *p = phi; p && distance <= m_params.unroll; distance++)
	    {
	      tree x = PHI_ARG_DEF_FROM_EDGE (p, latch);
	      p = NULL;
	      if (TREE_CODE (x) == SSA_NAME)
		{
		  gimple *def = SSA_NAME_DEF_STMT (x);
		  if (gimple_code (def) == GIMPLE_PHI
		      && gimple_bb (def) == loop->header)
		    p = as_a<gphi *> (def);
		}
	    }
	  if (simt ? distance < 2 : !spliced_with_successor (phi, latch))
	    continue;
	  int want = least_common_multiple (factor, distance + 1);
	  if (want > m_params.unroll)
	    continue;
	  factor = want;
	  chain_phis.push_back (res);
	}
      if (factor < 2)
	continue;
      int &f = m_unroll[loop->num];
      f = MAX (f, 1);
      int want = least_common_multiple (f, factor);
      if (want > m_params.unroll)
	continue;
      f = want;
      m_rotating[loop->num].insert (m_rotating[loop->num].end (),
				    chain_phis.begin (), chain_phis.end ());
      if (dump_file && simt)
	fprintf (dump_file, "qprop-sr: loop %d: %d value%s carried two or"
		 " more iterations by GCC's passes\n", loop->num,
		 (int) chain_phis.size (), chain_phis.size () == 1 ? "" : "s");
      else if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: %d vector%s carried by GCC's"
		 " passes feed%s a permutation with %s successor\n",
		 loop->num, (int) chain_phis.size (),
		 chain_phis.size () == 1 ? "" : "s",
		 chain_phis.size () == 1 ? "s" : "",
		 chain_phis.size () == 1 ? "its" : "their");
    }
}

unsigned int
scalar_replace::unroll ()
{
  adopt_rotations ();
  if (m_unroll.empty () || !unroll_rotations ())
    return 0;
  /* The copies of the header keep single-argument PHIs until the blocks
     are merged.  */
  scev_reset ();
  return TODO_cleanup_cfg;
}

void
scalar_replace::take_rotations (scalar_replace &earlier)
{
  for (auto &l : earlier.m_unroll)
    {
      int &factor = m_unroll[l.first];
      factor = std::max (factor, l.second);
    }
  for (auto &l : earlier.m_rotating)
    m_rotating[l.first].insert (m_rotating[l.first].end (),
				l.second.begin (), l.second.end ());
}

} // anon namespace

/* Why a statement of LOOP may not be copied into a peeled iteration, or
   NULL: internal functions (OpenACC's fork/join markers must never be
   duplicated, and the SIMT ones tie the lanes together), calls that are
   not const or pure, and asm.  */
static const char *
unpeelable_stmt (class loop *loop)
{
  const char *why = NULL;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes && !why; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !why; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    if (gimple_call_internal_p (call))
	      why = "it has an internal call";
	    else if (!(gimple_call_flags (call) & (ECF_CONST | ECF_PURE)))
	      why = "it has a call that is neither const nor pure";
	  }
	else if (is_a <gasm *> (stmt))
	  why = "it has an asm statement";
      }
  free (body);
  return why;
}

/* Peel the first iteration of each loop in WANTED (loop numbers) that
   runs a known number of times, at least twice, and is small enough
   (GCC's max-peeled-insns); the copy keeps its exit test, so nothing
   depends on the count being right.  Returns the number peeled.  */
static int
peel_first_iterations (function *fn, const std::vector<int> &wanted)
{
  int peeled = 0;
  for (int num : wanted)
    {
      class loop *l = get_loop (fn, num);
      const char *why = NULL;
      tree niter = l ? number_of_latch_executions (l) : NULL_TREE;
      if (!l || !l->latch || l->inner)
	why = "not an innermost loop with one latch";
      else if (l->simduid || l->safelen > 0 || l->force_vectorize)
	why = "it is a simd loop";
      else if (const char *what = unpeelable_stmt (l))
	why = what;
      else if (!niter || TREE_CODE (niter) != INTEGER_CST
	       || compare_tree_int (niter, 1) < 0)
	why = "it does not run a known number of times, at least twice";
      else if (tree_num_loop_insns (l, &eni_size_weights)
	       > (unsigned) param_max_peeled_insns)
	why = "it is bigger than max-peeled-insns";
      if (!why)
	{
	  initialize_original_copy_tables ();
	  auto_sbitmap wont_exit (2);
	  bitmap_clear (wont_exit);
	  if (!gimple_duplicate_loop_body_to_header_edge
		 (l, loop_preheader_edge (l), 1, wont_exit, NULL, NULL,
		  DLTHE_FLAG_UPDATE_FREQ))
	    why = "GCC could not copy it";
	  free_original_copy_tables ();
	}
      if (dump_file)
	{
	  if (why)
	    fprintf (dump_file, "qprop-sr: loop %d: first iteration not"
		     " peeled, %s\n", num, why);
	  else
	    fprintf (dump_file, "qprop-sr: loop %d: first iteration peeled,"
		     " so that loads refused for fear of a trap come from"
		     " it\n", num);
	}
      if (why)
	continue;
      /* One iteration fewer; the bounds GCC recorded are stale.  */
      l->any_upper_bound = l->any_likely_upper_bound = false;
      l->any_estimate = false;
      l->nb_iterations = NULL_TREE;
      peeled++;
    }
  if (peeled)
    {
      if (loops_state_satisfies_p (fn, LOOP_CLOSED_SSA))
	rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
      else
	update_ssa (TODO_update_ssa);
      scev_reset ();
    }
  return peeled;
}

/* If TEST, L's exit test, is "IV' != 0" (or "== 0") with IV' = IV - 1
   and IV = PHI <N (entry), IV' (latch)>, and nothing else uses IV or
   IV', return IV's PHI, else NULL.  N is then the loop's trip count.  */
static gphi *
canonical_count (class loop *l, gcond *test)
{
  tree next = gimple_cond_lhs (test);
  if ((gimple_cond_code (test) != NE_EXPR
       && gimple_cond_code (test) != EQ_EXPR)
      || !integer_zerop (gimple_cond_rhs (test))
      || TREE_CODE (next) != SSA_NAME)
    return NULL;
  /* Two uses, the test and the PHI, whatever debug statements say.  */
  int uses = 0;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, next)
    if (!is_gimple_debug (USE_STMT (use)))
      uses++;
  if (uses != 2)
    return NULL;
  gassign *dec = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (next));
  if (!dec
      || !((gimple_assign_rhs_code (dec) == PLUS_EXPR
	    && integer_minus_onep (gimple_assign_rhs2 (dec)))
	   || (gimple_assign_rhs_code (dec) == MINUS_EXPR
	       && integer_onep (gimple_assign_rhs2 (dec))))
      || TREE_CODE (gimple_assign_rhs1 (dec)) != SSA_NAME)
    return NULL;
  gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (dec)));
  if (!phi || gimple_bb (phi) != l->header
      || PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l)) != next
      || !has_single_use (gimple_phi_result (phi)))
    return NULL;
  return phi;
}

/* Peel the last iteration of L off (last_peelable holds): copy its body
   onto its exit edge, make the copy fall through to where the loop
   exited to, and let the loop itself run one iteration fewer on an
   induction variable of its own.  The copy is the loop's last
   iteration, with its own loads as the original had them.  Returns
   false, changing nothing, where GCC cannot copy the body.  */
static bool
peel_last_iteration (class loop *l)
{
  edge exit = single_exit (l);
  tree niter = number_of_latch_executions (l);
  basic_block *body = get_loop_body_in_dom_order (l);
  unsigned n = l->num_nodes;
  if (!can_copy_bbs_p (body, n))
    {
      free (body);
      return false;
    }
  profile_count entry = loop_preheader_edge (l)->count ();
  profile_count header = l->header->count;
  gcond *test = as_a<gcond *> (last_stmt (exit->src));
  gphi *count = canonical_count (l, test);

  /* The copies go to the enclosing loop.  */
  basic_block *copies = XNEWVEC (basic_block, n);
  edge exit_copy;
  initialize_original_copy_tables ();
  set_loop_copy (l, loop_outer (l));
  copy_bbs (body, n, copies, &exit, 1, &exit_copy, l, exit->src, false);
  add_phi_args_after_copy (copies, n, NULL);
  basic_block header_copy = get_bb_copy (l->header);
  basic_block latch_copy = get_bb_copy (l->latch);
  basic_block test_copy = get_bb_copy (exit->src);
  set_loop_copy (l, NULL);
  free_original_copy_tables ();
  if (header.nonzero_p ())
    scale_bbs_frequencies_profile_count (copies, n, entry, header);

  /* The copy's test always leaves.  */
  gimple_stmt_iterator gsi = gsi_last_bb (test_copy);
  gsi_remove (&gsi, true);
  remove_edge (find_edge (test_copy, latch_copy));
  exit_copy->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
  exit_copy->flags |= EDGE_FALLTHRU;
  exit_copy->probability = profile_probability::always ();
  delete_basic_block (latch_copy);

  /* The loop leaves into the copy, whose header PHIs take what the
     loop's took over the latch.  */
  edge latch = loop_latch_edge (l);
  edge into = redirect_edge_and_branch (exit, header_copy);
  gcc_assert (into);
  redirect_edge_var_map_clear (into);
  for (gphi_iterator p = gsi_start_phis (l->header),
       q = gsi_start_phis (header_copy);
       !gsi_end_p (p); gsi_next (&p), gsi_next (&q))
    add_phi_arg (q.phi (), PHI_ARG_DEF_FROM_EDGE (p.phi (), latch), into,
		 gimple_phi_arg_location_from_edge (p.phi (), latch));

  /* One iteration fewer.  The exit test GCC's canonical induction
     variable gives, IV = PHI <N, IV'>; IV' = IV - 1; if (IV' != 0), just
     starts from NITER instead of NITER + 1, so that no new variable
     costs an instruction per trip; any other test gets a variable of its
     own counting NITER down to 0.  */
  if (count)
    {
      /* N was NITER + 1.  */
      edge entry = loop_preheader_edge (l);
      tree type = TREE_TYPE (gimple_phi_result (count));
      SET_PHI_ARG_DEF (count, entry->dest_idx, fold_convert (type, niter));
      if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: its count starts one"
		 " lower\n", l->num);
    }
  else
    {
      tree type = TREE_TYPE (niter);
      tree before, after;
      gsi = gsi_last_bb (exit->src);
      create_iv (niter, build_int_cst (type, -1), NULL_TREE, l, &gsi, false,
		 &before, &after);
      gimple_cond_set_condition (test, (into->flags & EDGE_TRUE_VALUE)
				       ? EQ_EXPR : NE_EXPR,
				 after, build_zero_cst (type));
      update_stmt (test);
      if (dump_file)
	fprintf (dump_file, "qprop-sr: loop %d: a counter of its own runs"
		 " it one iteration fewer\n", l->num);
    }

  l->any_upper_bound = l->any_likely_upper_bound = false;
  l->any_estimate = false;
  l->nb_iterations = NULL_TREE;
  free (body);
  free (copies);
  free_dominance_info (CDI_DOMINATORS);
  return true;
}

/* Peel the last iterations that the hoists in WANTED wait for, then
   return those hoists (origin and block) in *DONE and add the loops to
   *LAST_PEELED.  */
static void
peel_for_hoists (function *fn,
		 const std::map<int, std::vector<pending_hoist>> &wanted,
		 std::vector<int> *last_peeled,
		 std::vector<std::pair<gassign *, basic_block>> *done,
		 sr_stats *stats)
{
  for (const auto &w : wanted)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      class loop *l = get_loop (fn, w.first);
      tree niter = l ? number_of_latch_executions (l) : NULL_TREE;
      /* Peeling the first iteration since may have left too few.  */
      const char *why = NULL;
      if (!l || !niter || TREE_CODE (niter) != INTEGER_CST
	  || compare_tree_int (niter, 2) < 0)
	why = "it no longer runs a known number of times, at least three";
      else if (!peel_last_iteration (l))
	why = "GCC could not copy it";
      if (dump_file)
	{
	  if (why)
	    fprintf (dump_file, "qprop-sr: loop %d: last iteration not"
		     " peeled, %s; %d loads stay where they are\n",
		     w.first, why, (int) w.second.size ());
	  else
	    fprintf (dump_file, "qprop-sr: loop %d: last iteration peeled,"
		     " so that %d loads can be hoisted in the loop\n",
		     w.first, (int) w.second.size ());
	}
      if (why)
	continue;
      stats->last_peeled++;
      last_peeled->push_back (w.first);
      for (const pending_hoist &h : w.second)
	done->push_back (std::make_pair (h.origin, h.at));
      /* The next loop's count is asked of GCC's analyses, which want
	 the SSA form and the dominators whole.  */
      calculate_dominance_info (CDI_DOMINATORS);
      if (loops_state_satisfies_p (fn, LOOP_CLOSED_SSA))
	rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
      else
	update_ssa (TODO_update_ssa);
      scev_reset ();
    }
}

/* The runs over FN.  A run may ask for a loop's first iteration to be
   peeled off (note_peel), or for its last one so that loads can be
   hoisted (SSRQP), and may hoist loads itself: then the function is run
   through again, at most three times in all (the counts add up), the
   hoists waiting for a peel done first.  The unrolling waits for the
   last run, so that the loops are peeled whole.  */
unsigned int
run_scalar_replace (function *fn, const sr_params &params, sr_stats *stats)
{
  const int max_runs = 3;
  std::vector<int> last_peeled, first_peeled;
  std::vector<std::pair<gassign *, basic_block>> hoists;
  scalar_replace *prev = NULL, *cur = NULL;
  unsigned int todo = 0;
  for (int run = 0; run < max_runs; run++)
    {
      cur = new scalar_replace (fn, params, stats, last_peeled,
				run == max_runs - 1);
      for (auto &h : hoists)
	cur->hoist (h.first, h.second);
      bool again = false;
      hoists.clear ();
      todo |= cur->run ();
      if (prev)
	{
	  cur->take_rotations (*prev);
	  delete prev;
	}
      prev = cur;
      if (run == max_runs - 1)
	break;
      again = cur->speculated ();
      std::vector<int> first;
      for (int num : cur->peel_wanted ())
	if (std::find (first_peeled.begin (), first_peeled.end (), num)
	    == first_peeled.end ())
	  first.push_back (num);
      if (!first.empty ())
	{
	  int peeled = peel_first_iterations (fn, first);
	  stats->peeled += peeled;
	  again |= peeled > 0;
	  first_peeled.insert (first_peeled.end (), first.begin (),
			       first.end ());
	}
      if (!cur->hoists_wanted ().empty ())
	{
	  peel_for_hoists (fn, cur->hoists_wanted (), &last_peeled, &hoists,
			   stats);
	  again |= !hoists.empty ();
	}
      if (!again)
	break;
    }
  todo |= cur->unroll ();
  delete cur;
  return todo;
}

} // namespace qprop
