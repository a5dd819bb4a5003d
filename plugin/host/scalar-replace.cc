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
   stands for the next iteration.  With sr-symbolic-steps a count known
   only at run time will do: a test before the loop sends a loop of one
   iteration to the copy alone (guard_zero_count), and the first
   iteration's peel, whose copy keeps its exit test, needs no count.  Statements before the load in its
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
#include "report/dump.h"
#include "host/scalar-replace.h"
#include "host/scalar-replace-impl.h"

namespace qprop {
namespace presr {

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
  basic_block bb = gimple_bb (stmt);
  if (!movable_load (m_fn, stmt)
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
  dump_stmt (m_ref.origin, "qprop-sr: bb %d: not replaced, %s: ",
	     m_ref.bb->index, why);
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
  m_any_left_owner = false;
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
      dump_stmt (stmt, "qprop-sr: budget: query stopped after %d"
		 " nodes (pre-nodes), left alone: ", m_params.max_nodes);
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
  note_gcc_chains ();

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
  update_ssa_keeping_lcssa (m_fn, TODO_update_ssa_only_virtuals);
  return 0;
}

} // namespace presr

/* The runs over FN.  A run may ask for a loop's first iteration to be
   peeled off (note_peel), or for its last one so that loads can be
   hoisted (SSRQP), and may hoist loads itself: then the function is run
   through again, at most three times in all (the counts add up), the
   hoists waiting for a peel done first.  The unrolling waits for the
   last run, so that the loops are peeled whole.  */
unsigned int
run_scalar_replace (function *fn, const sr_params &params, sr_stats *stats)
{
  using namespace presr;
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
	  int peeled = peel_first_iterations (fn, first,
					      params.symbolic_steps);
	  stats->peeled += peeled;
	  again |= peeled > 0;
	  first_peeled.insert (first_peeled.end (), first.begin (),
			       first.end ());
	}
      if (!cur->hoists_wanted ().empty ())
	{
	  peel_for_hoists (fn, cur->hoists_wanted (), &last_peeled, &hoists,
			   stats, params.symbolic_steps);
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
