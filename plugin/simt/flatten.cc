/* Flattening of loop nests whose inner trip counts differ between lanes
   (Bulavintsev, "Flattening of data-dependent nested loops for compile-
   time optimization of GPU programs", §III: loop nest reduction).

   A warp runs an outer loop A whose body holds an inner loop B:

	  A:  for each item of the lane
		{
		  prologue;                 load the item, set up B
		  B:  while (more work)     trip count differs per lane
			b-work;
		  epilogue;                 fold B's result into A's state
		}

   When B's exit diverges, the lanes that leave B early wait at B's exit
   until the slowest lane of the warp is done, every outer iteration: at
   worst one lane in 32 does useful work.  Flattening makes A's back edge
   do B's job too, so that a lane that finished its B moves on to its
   next item while the others are still in theirs:

	  st = FETCH;
	  H:  if (st != FETCH) goto J;          the dispatch
	  F:  prologue;                          a new item
	      if (B-entry-test) { go = IN_B; goto J; }
	      epilogue';                         the fetch loop: the item
	      if (!A's exit test) goto F;        skips B
	      go = LEAVE;
	  J:  if (go == LEAVE) goto L;           go is st (IN_B) from H
	  B-body: b-work;
	      if (B-continues) { st = go; goto L; }
	  E:  epilogue;
	      st = A's exit test ? LEAVE : FETCH;
	  L:  if (st == LEAVE) goto out;         the one latch
	      goto H;

   Every path of an iteration ends at L, which holds A's exit test: that
   is the "latch-join" form.  The paper's own shape (its Fig. 5c) keeps
   the exit test inside the epilogue, so that the immediate post-
   dominator of B's divergent exit branch, where the nvptx back end makes
   the warp reconverge, lies outside the loop, and a warp would run the
   lanes of one side through all their remaining iterations while the
   others wait.  Here the exit branch of B reconverges at L in every
   iteration.

   J is where the lanes still in B and those that just fetched an item
   meet.  Without it the dispatch branch would reconverge only at L: a
   warp would run B's body once for the lanes from the dispatch and again
   for the lanes from the prologue (workqueue at k=31, A/B = 1/10: 0.239
   of plain GCC's warp instructions instead of 0.215).  No edge into J
   carries a literal constant: RTL's jump bypassing would send it past
   J's test, and undo the meeting.

   The fetch loop.  A lane whose item skips B does not wait for the next
   iteration to fetch another: it runs the epilogue (epilogue' above: the
   blocks from the skip edge's end to L, with a copy of each one that
   B's exits reach too) and goes back to the prologue, until it has an
   item for B or A is over.  Both ways out of the fetch loop end at J,
   the post-dominator of its branches, so B's body runs only when every
   lane still in A has an iteration of B to run (workqueue at k=31, A/B
   = 1/10: B's body ran 86.8 times per warp, now 75.5, the inner work of
   the warp's busiest lane; 0.198 -> 0.167 of plain GCC's warp
   instructions at -O2, 0.233 -> 0.193 at -O3).  Lanes whose A is over
   leave through J with the word LEAVE, from a register; J tests it with
   an unsigned less-than, since an equality with LEAVE would tell RTL's
   cprop the word's value on B's path.  The fetch loop's latch tests A's
   exit test itself: the select that makes the word is only needed on
   the epilogue's path to L (two instructions less per item skipped:
   0.193 -> 0.190 at -O3).
   The fetch loop needs exactly one edge from the prologue that skips B,
   a tail of A's own blocks (no inner loop) of at most fetch_max_stmts
   statements, and a prologue without a loop (the fetch loop would hold
   it, and the pass could no longer flatten it into A).  Otherwise the
   prologue's ways out meet at J, with go the value of P's one test, or
   an opaque constant of each way's own, and J sends the lanes that skip
   B to E.

   Each lane still runs exactly its own statements in its own order: the
   prologue, the B iterations and the epilogue of one item, then the next
   item.  Only which statements the lanes of a warp run together
   changes.  So no statement is speculated, and stores, loads that may
   trap and calls need no proof; what must be refused is what couples
   the lanes: OpenACC fork/join markers and the SIMT internal functions
   (votes, lane exchanges, entry and exit), calls that might hold a
   barrier, atomics and asm, as lane-coupling.cc decides for every SIMT
   transform.

   SSA.  The loop-carried values of A stay in A's header PHIs; at L they
   are the epilogue's new values on the epilogue's path and unchanged on
   B's path.  B's header PHIs get a third argument, from the dispatch:
   the value B's latch passed to L, carried through a PHI at L and one
   at H (undefined where no B iteration is running).  A value used after
   the loop is read from A's PHI at L, since the loop is only left from
   L; when P's one test moved to J, the skip path reads a value it shares
   with B's entry from J's PHI.  The fetch loop redefines A's values in
   PHIs at its header and at J; the epilogue's copy gets new names from
   GCC's block copier, which registers them for the SSA update.  Other values of the
   prologue used in B and the epilogue are no longer dominated by their
   definitions; they are repaired by GCC's incremental SSA update (a copy
   registered as a new definition of the name, so that the updater builds
   the PHIs, with undefined arguments on the paths where the value is not
   live).  Each PHI the updater adds is a copy on some path.

   The in-step edge.  When no lane idles, the flattened loop runs the
   dispatch, J and L on every B iteration, where the original ran B's
   own back edge: about 1.10x the warp instructions.  In the nvptx
   compiler at sm_70 and later, B's latch path therefore tests whether
   the lanes running together there are all the lanes still in the nest
   (activemask.b32, read before A, at L, where every lane still in the
   loop has reconverged, and at the latch): then no lane has left B or
   waits at J, and the warp takes B's back edge as the original nest
   would.  Reading the mask at L rather than only before A keeps the
   edge usable once some lanes have finished all their items.  Which way a lane goes never changes what it
   computes, so a mask that misses lanes (independent thread scheduling)
   only costs time.  The test costs a few instructions per B iteration,
   so it is only added when a B iteration weighs enough.

   The state word.  A constant on an edge is what RTL's jump bypassing
   (cprop) looks for: if B's latch passed the constant IN_B to L, the
   bypass would send it past L's test straight back to H, and past H's
   test straight to B's header, which rebuilds the nested loop.  B's
   path therefore passes go, which J tested and which is IN_B there,
   already in a register: no copy at all on B's path (when no test
   chooses between B and a skip, there is no go, and a one that no pass
   can see through, from an empty asm in A's preheader, takes its
   place).  The epilogue's path makes the word with one select.  One
   word in place of two flags (in_b, tested at H, and the exit flag,
   tested at L) saves a copy on each path (workqueue at k=31, A/B =
   1/10: 0.2009 -> 0.1982 of plain GCC at -O2, 0.2386 -> 0.2334 at
   -O3).

   The cost model is the paper's formula (1): going back to A for new
   work pays when n/N > Ta / (Ta + Tb), with n/N the share of idle lanes,
   Ta the weight of A's own work (prologue, epilogue, exit test and the
   added dispatch) and Tb the weight of one B iteration.  The weights are
   GCC's size estimates per statement, scaled by the blocks' estimated
   execution counts relative to their loop's header, with memory
   accesses weighing more (a flattened loop touches more cache lines per
   warp instruction).  n/N comes from the flatten-idle argument: a
   guess, since it is a property of the data.  So where the guess
   declines a nest, in the nvptx compiler at sm_70 and later, the nest is
   decided at run time (flatten-vote.cc): A is copied, the copy that runs
   when a warp's vote says so is flattened, and the vote applies formula
   (1) with the idle share the warp measures from its lanes' inner trip
   counts for A's first iterations (one item in 32 a hundred times longer
   than the rest: 0.35x plain GCC's warp instructions; the same binary on
   even data: 1.01x).  Where the vote cannot measure (a store in the
   nest may change what it would load, a trip count GCC cannot express)
   the guess decides alone.  The static formula is kept as the bound on
   code growth: a nest it accepts is flattened without a copy.

   The register guard.  Flattening changes what is live where: B's
   values go round the flattened loop's one back edge, and the paths
   that do not need them (the epilogue, the prologue of a new item) pass
   them on undefined, which sets no register, so ptxas keeps them through
   every block of A.  A nest whose prologue or epilogue was the function's
   peak can so cost resident warps per SM (a prologue holding twenty loads
   live at once, B carrying seventeen values: 116 registers to 141 at
   sm_80, 16 resident warps to 8).  In the nvptx compiler every nest the
   formula or the vote would flatten is therefore judged by the register
   guard of the SIMT transforms (register-guard.cc, predict_flattened_peak),
   which refuses it unless formula (1)'s margin reaches
   register-guard-saving.  A nest decided at run time is two copies of A
   and the vote, which ptxas allocates for together: 14 to 29 registers
   more at sm_80 than the forecast's fit on ten of the twelve voted nests
   of the tests and benchmarks (6 and 2 on the others), which the guard
   adds
   (vote_copy_registers; OpenACC's flat-acc-vote-shapes guarded nest,
   37 -> 66 registers, would keep 28 warps resident instead of 32).

   Shapes accepted: A and B natural, reducible loops with one back edge
   each, B entered by one edge and left only into A, A left by one exit
   whose test ends A's iteration (the usual shape after loop header
   copying), no abnormal or EH edge, every block of A inside one SIMT
   region.  Everything else is left alone, with the reason in the dump.

   Layout.  The nvptx back end emits the blocks in GCC's order, and a
   block that does not follow its predecessor costs a branch; the new
   blocks land wherever they were made.  The flattened loop is laid out
   in reverse post order from H (workqueue at k=31, A/B = 1/10: 0.216 ->
   0.209 of plain GCC's warp instructions at -O2).

   Placement: after the second vrp, the last GIMPLE jump threader
   (threadfull2 would thread B's path around L), and at -O3 after
   split-paths, which would copy L into both paths.  */

#include "gcc-includes.h"
#include "tree-inline.h"
#include "stringpool.h"
#include "tree-dfa.h"
#include "tree-affine.h"
#include "value-range.h"
#include "value-query.h"
#include "simt/divergence.h"
#include "ir/poly-expand.h"
#include "ir/cfg-rewrite.h"
#include "simt/lane-coupling.h"
#include "analysis/live-registers.h"
#include "simt/flatten-impl.h"
#include "simt/flatten.h"

namespace qprop {

namespace {

/* Memory accesses count this much more than their size estimate.  */
const int memory_weight = 4;
/* What the dispatch and the latch test add to an iteration.  */
const int flatten_overhead = 4;
/* The least weight of one B iteration for which the in-step edge pays:
   on simgpu it took workqueue (A/B = 1/10, Tb = 48 to 78) from 1.10x to
   1.05x plain GCC's warp instructions at -O2 (1.20x to 1.09x at -O3) when
   no lane idles, and cost it 5% to 7% when 31 of 32 do; csr_spmv
   (Tb = 23) lost 15%.  */
const int in_step_min_tb = 32;
static int
stmt_weight (gimple *stmt)
{
  if (is_gimple_debug (stmt))
    return 0;
  int w = estimate_num_insns (stmt, &eni_size_weights);
  if (gimple_vuse (stmt))
    w += memory_weight;
  return w;
}

/* The weight of BB's statements, times the number of times BB runs per
   entry of HEADER's loop body (per iteration).  */
static double
block_weight (basic_block bb, basic_block header)
{
  int w = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    w += stmt_weight (gsi_stmt (gsi));
  double ratio = 1.0;
  if (bb->count.initialized_p () && header->count.initialized_p ()
      && header->count.nonzero_p ())
    ratio = ((double) bb->count.to_gcov_type ()
	     / (double) header->count.to_gcov_type ());
  return w * ratio;
}

/* Where LOOP is in the source: the first located statement of its
   header, or of its exit tests.  */
static location_t
loop_locus (class loop *loop)
{
  auto_vec<basic_block> blocks;
  blocks.safe_push (loop->header);
  for (edge e : exits_of (loop))
    blocks.safe_push (e->src);
  for (basic_block bb : blocks)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (LOCATION_LOCUS (gimple_location (gsi_stmt (gsi)))
	  != UNKNOWN_LOCATION)
	return gimple_location (gsi_stmt (gsi));
  return UNKNOWN_LOCATION;
}

/* Check that A and B have the accepted shape; fill N.  */
static const char *
check_nest (const divergence_analysis &da, class loop *a, class loop *b,
	    const flatten_options &opts, nest *n)
{
  n->a = a;
  n->b = b;
  if (!da.loop_divergent (b))
    return "the inner loop's exit is uniform";
  if (a->num_nodes > (unsigned) opts.max_blocks)
    return "the outer loop has more blocks than flatten-blocks";
  n->a_entry = single_entry (a);
  n->b_entry = single_entry (b);
  if (!n->a_entry || !n->b_entry)
    return "a loop with a side entrance";
  /* One back edge each: loop->latch is NULL when there are several.  */
  if (!a->latch || !b->latch)
    return "a loop with several back edges";
  n->a_latch = loop_latch_edge (a);
  n->b_latch = loop_latch_edge (b);
  for (edge e : exits_of (b))
    if (!flow_bb_inside_loop_p (a, e->dest))
      return "an inner exit leaves both loops";
  auto_vec<edge> a_exits = exits_of (a);
  if (a_exits.length () != 1)
    return "the outer loop has several exits";
  n->a_exit = a_exits[0];
  n->exiting = n->a_exit->src;
  if (flow_bb_inside_loop_p (b, n->exiting))
    return "an inner exit leaves both loops";
  gcond *test = safe_dyn_cast <gcond *> (last_stmt (n->exiting));
  if (!test || EDGE_COUNT (n->exiting->succs) != 2)
    return "the outer loop's exit is not a two-way test";
  n->stay = EDGE_SUCC (n->exiting, 0) == n->a_exit
	    ? EDGE_SUCC (n->exiting, 1) : EDGE_SUCC (n->exiting, 0);
  /* The exit test must end A's iteration: its other edge is the back
     edge, or leads to an empty latch block.  */
  if (n->stay != n->a_latch
      && !(n->stay->dest == n->a_latch->src
	   && single_pred_p (n->a_latch->src)
	   && empty_block_p (n->a_latch->src)
	   && gimple_seq_empty_p (phi_nodes (n->a_latch->src))))
    return "the outer loop's exit test does not end its iteration";

  int region = da.region_of (a->header);
  if (region < 0)
    return "the outer loop is not in a SIMT region";
  /* In host SIMT mode the simd loop is the warp, not a lane's loop.  */
  if (da.regions ()[region].loop == a)
    return "the outer loop is the SIMT region's lane loop";
  basic_block *body = get_loop_body (a);
  const char *why = NULL;
  for (unsigned i = 0; i < a->num_nodes && !why; i++)
    {
      basic_block bb = body[i];
      if (da.region_of (bb) != region)
	why = "the outer loop leaves its SIMT region";
      else if (bb->flags & BB_IRREDUCIBLE_LOOP)
	why = "an irreducible region";
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & (EDGE_ABNORMAL | EDGE_EH | EDGE_IRREDUCIBLE_LOOP))
	  why = "an abnormal or EH edge";
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   !gsi_end_p (gsi) && !why; gsi_next (&gsi))
	why = lane_coupling (gsi_stmt (gsi),
			     lane_regrouping::across_iterations);
    }
  free (body);
  return why;
}

/* The lane coefficient of BOUND - BASE in TYPE into *LANE_COEF, by
   GCC's affine expansion: false where it leaves a part it cannot tell
   (a product of two non-constant values is one opaque element).  */

static bool
lane_coef_affine (const divergence_analysis &da, tree type, tree bound,
		  tree base, class loop *b, HOST_WIDE_INT step,
		  widest_int *lane_coef)
{
  /* One expansion of BOUND - BASE: the tree-affine entry points that
     take a widest_int (aff_combination_scale) are mangled with the
     target's widest_int size, so a call to one would keep the host
     build of the plugin from loading into the nvptx lto1 at all, before
     it can say that it was built for another compiler.  */
  hash_map<tree, name_expansion *> *cache = NULL;
  aff_tree dist;
  tree_to_aff_combination_expand (fold_build2 (MINUS_EXPR, type,
					       fold_convert (type, bound),
					       fold_convert (type, base)),
				  type, &dist, &cache);
  free_affine_expand_cache (&cache);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-flatten:   loop %d: trip distance", b->num);
      for (unsigned i = 0; i < dist.n; i++)
	{
	  fprintf (dump_file, " + %ld * ", (long) dist.elts[i].coef.to_shwi ());
	  print_generic_expr (dump_file, dist.elts[i].val);
	}
      if (dist.rest)
	fprintf (dump_file, " + rest");
      fprintf (dump_file, ", step " HOST_WIDE_INT_PRINT_DEC "\n", step);
    }
  if (dist.rest)
    return false;
  /* The lane coefficient of the distance, summed over its terms.  */
  *lane_coef = 0;
  for (unsigned i = 0; i < dist.n; i++)
    {
      tree v = dist.elts[i].val;
      /* A conversion keeps the lane coefficient unless it wraps; a wrong
	 coefficient here only refuses a nest.  */
      while (CONVERT_EXPR_P (v))
	v = TREE_OPERAND (v, 0);
      HOST_WIDE_INT c;
      if (TREE_CODE (v) != SSA_NAME || !da.affine_form (v, &c))
	return false;
      *lane_coef += widest_int::from (dist.elts[i].coef, SIGNED) * c;
    }
  return true;
}

/* A uniform name is an atom of the polynomial expansion: its terms add
   nothing to the lane coefficient, whatever they are.  A lane-dependent
   one is expanded, since it may cancel with a product elsewhere:
   (i+1)*n - i*n.  */

static bool
uniform_atom (tree name, void *data)
{
  HOST_WIDE_INT c;
  return ((const divergence_analysis *) data)->affine_form (name, &c)
	 && c == 0;
}

/* The same by the exact expansion of ir/poly-expand.h, which multiplies
   out products: PRK's transpose has B's IV run from i*order to
   (i+1)*order, both induction variables of A with the step
   32*order.  The lane coefficient is that of the terms of degree one;
   a term of degree two must be uniform, and one with A's iteration
   count must cancel.  */

static bool
lane_coef_poly (const divergence_analysis &da, tree type, tree bound,
		tree base, class loop *b, HOST_WIDE_INT step,
		widest_int *lane_coef)
{
  if (TYPE_PRECISION (type) > HOST_BITS_PER_WIDE_INT)
    return false;
  poly_expansion pe (TYPE_PRECISION (type), b, uniform_atom,
		     (void *) &da);
  poly dist;
  if (!pe.difference (bound, base, &dist))
    return false;
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-flatten:   loop %d: trip distance,"
	       " multiplied out", b->num);
      pe.dump (dump_file, dist);
      fprintf (dump_file, ", step " HOST_WIDE_INT_PRINT_DEC "\n", step);
    }
  *lane_coef = 0;
  for (const poly_term &t : dist)
    {
      HOST_WIDE_INT c[2] = { 0, 0 };
      unsigned atoms[2] = { t.a, t.b };
      for (int k = 0; k < 2; k++)
	if (atoms[k] && (!pe.atom (atoms[k]).name
			 || !da.affine_form (pe.atom (atoms[k]).name, &c[k])))
	  return false;
      if (t.a && (c[0] || c[1]))
	return false;
      *lane_coef += widest_int::from (pe.coef (t), SIGNED) * c[1];
    }
  return true;
}

/* If STMT adds a value to the result of a PHI of HEADER (either
   operand of a PLUS_EXPR: the tile loops' IVs have the step first),
   that PHI, with the value in *STEP.  */

static gphi *
iv_increment_of (gimple *stmt, basic_block header, tree *step)
{
  gassign *as = dyn_cast <gassign *> (stmt);
  if (!as || (gimple_assign_rhs_code (as) != PLUS_EXPR
	      && gimple_assign_rhs_code (as) != POINTER_PLUS_EXPR))
    return NULL;
  for (int k = 1; k <= 2; k++)
    {
      if (k == 2 && gimple_assign_rhs_code (as) == POINTER_PLUS_EXPR)
	break;
      tree op = gimple_op (as, k);
      if (TREE_CODE (op) != SSA_NAME)
	continue;
      gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (op));
      if (phi && gimple_bb (phi) == header)
	{
	  if (step)
	    *step = gimple_op (as, 3 - k);
	  return phi;
	}
    }
  return NULL;
}

/* The least value of STEP, a uniform name that STMT uses and whose
   range is positive; 0 if it is not that.  A conversion that keeps the
   value (its operand's range fits the type) is looked through: ivopts'
   unsigned copy of a signed step has no range of its own.  */

static HOST_WIDE_INT
uniform_step_min (const divergence_analysis &da, tree step, gimple *stmt)
{
  HOST_WIDE_INT c;
  if (TREE_CODE (step) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (step))
      || !da.affine_form (step, &c) || c != 0)
    return 0;
  tree type = TREE_TYPE (step);
  /* Positive, and below the sign bit, so that it steps forward whether
     the IV is compared signed or unsigned.  */
  wide_int max = wi::max_value (TYPE_PRECISION (type), SIGNED);
  for (int peel = 0; peel < 2 && TREE_CODE (step) == SSA_NAME; peel++)
    {
      int_range_max r;
      if (get_global_range_query ()->range_of_expr (r, step, stmt)
	  && !r.undefined_p () && !r.varying_p ())
	{
	  tree t = TREE_TYPE (step);
	  wide_int lo = wide_int::from (r.lower_bound (),
					TYPE_PRECISION (type) + 1,
					TYPE_SIGN (t));
	  wide_int hi = wide_int::from (r.upper_bound (),
					TYPE_PRECISION (type) + 1,
					TYPE_SIGN (t));
	  max = wide_int::from (max, TYPE_PRECISION (type) + 1, SIGNED);
	  if (wi::gts_p (lo, 0) && wi::les_p (hi, max)
	      && wi::fits_shwi_p (lo))
	    return lo.to_shwi ();
	  return 0;
	}
      gimple *def = SSA_NAME_DEF_STMT (step);
      if (!gimple_assign_cast_p (def)
	  || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (def)))
	  || (TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (def)))
	      > TYPE_PRECISION (type)))
	return 0;
      step = gimple_assign_rhs1 (def);
      stmt = def;
    }
  return 0;
}

/* Do B's trip counts differ by at most one between the lanes of a warp?
   Then the lanes that leave B early wait at most one B iteration for the
   others, and flattening only adds its fetch code: the reduced kernel of
   PRK's transpose (`for j < n' inside a lane's row loop) ran 1.65x the
   warp instructions flattened.  B's exit is still divergent to the
   analysis, because ivopts rewrote it into a lane's own address range:
   the IV runs from row*n*8 + A to (row*n + n)*8 + A.  So the test is on
   the distance from the IV's start to the bound, expanded through the
   statements that compute both: its lane-dependent part, c*T with T the
   lane, must move the trip count by less than one step across the 32
   lanes of a warp.  The step is a constant, or a uniform name whose
   range is positive (the element loop of an OpenACC tile, whose lanes
   start 0..31 apart and step by 32 times the workers): then its least
   value stands for it.  False when the exit is not such an IV test;
   refusing a nest is always safe, so any doubt answers false.  */

static bool
trip_counts_in_step (const divergence_analysis &da, class loop *b)
{
  auto_vec<edge> exits = exits_of (b);
  if (exits.length () != 1)
    return false;
  edge exit = exits[0];
  gcond *test = safe_dyn_cast <gcond *> (last_stmt (exit->src));
  edge entry = single_entry (b);
  if (!test || !entry || !b->latch)
    return false;
  tree ops[2] = { gimple_cond_lhs (test), gimple_cond_rhs (test) };
  for (int k = 0; k < 2; k++)
    {
      tree x = ops[k], bound = ops[1 - k];
      if (TREE_CODE (x) != SSA_NAME)
	continue;
      if (TREE_CODE (bound) == SSA_NAME
	  && flow_bb_inside_loop_p (b, gimple_bb (SSA_NAME_DEF_STMT (bound))))
	continue;
      /* X is the header PHI, or the PHI's value plus the step, maybe
	 converted to a type of the same precision (ivopts' unsigned IV
	 compared as the source's int).  */
      gimple *def = SSA_NAME_DEF_STMT (x);
      if (gimple_assign_cast_p (def)
	  && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
	  && INTEGRAL_TYPE_P (TREE_TYPE (x))
	  && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (def)))
	  && (TYPE_PRECISION (TREE_TYPE (x))
	      == TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (def)))))
	{
	  x = gimple_assign_rhs1 (def);
	  def = SSA_NAME_DEF_STMT (x);
	}
      gphi *phi = dyn_cast <gphi *> (def);
      if (!phi && is_gimple_assign (def))
	phi = iv_increment_of (def, b->header, NULL);
      if (!phi || gimple_bb (phi) != b->header)
	continue;
      tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (b));
      gimple *inc = TREE_CODE (next) == SSA_NAME
		    ? SSA_NAME_DEF_STMT (next) : NULL;
      tree step_op;
      if (!inc || iv_increment_of (inc, b->header, &step_op) != phi)
	continue;
      HOST_WIDE_INT step;
      if (TREE_CODE (step_op) == INTEGER_CST && tree_fits_shwi_p (step_op))
	step = tree_to_shwi (step_op);
      else if (!(step = uniform_step_min (da, step_op, inc)))
	continue;
      tree base = PHI_ARG_DEF_FROM_EDGE (phi, entry);
      tree type = POINTER_TYPE_P (TREE_TYPE (x)) ? sizetype : TREE_TYPE (x);
      if (!INTEGRAL_TYPE_P (type) || step == 0)
	return false;
      widest_int lane_coef;
      if (!lane_coef_affine (da, type, bound, base, b, step, &lane_coef)
	  && !lane_coef_poly (da, type, bound, base, b, step, &lane_coef))
	return false;
      return wi::ltu_p (wi::abs (lane_coef) * 31, wi::abs (step));
    }
  return false;
}

/* Formula (1)'s weights for nest N.  */
static void
weigh (const nest &n, int *ta, int *tb)
{
  double wa = flatten_overhead, wb = 0;
  basic_block *body = get_loop_body (n.a);
  for (unsigned i = 0; i < n.a->num_nodes; i++)
    if (flow_bb_inside_loop_p (n.b, body[i]))
      wb += block_weight (body[i], n.b->header);
    else
      wa += block_weight (body[i], n.a->header);
  free (body);
  *ta = (int) (wa + 0.5);
  *tb = (int) (wb + 0.5);
}

/* ptxas registers that a nest decided at run time costs beyond what
   the GIMPLE forecast sees, at sm_80: ptxas allocates for both copies of
   A and the vote together.  benchmarks/offload/flat-forecast.sh, ptxas's
   count after flattening less the fit of the forecast (OpenACC U + 5,
   OpenMP 2U + 8), on the twelve voted nests, since the vote's shuffles
   take the full mask as an immediate (warp-vote.cc): OpenACC 20
   (flat-acc-vote-shapes' guarded nest, 66 against 46), 14 (rarelong-acc,
   42 against 28), 16, 21 and 29, and 6 (flat-acc-vote-load, 39 against
   33); OpenMP 16 to 22, and 2 (rarelong-omp, 58 against 56).  With the
   mask in a register (ptxas then called a helper for each shuffle) they
   were 20 to 30, 7 and 9.  It does not grow with the nest (OpenACC
   forecasts of 21 to 41 registers give 14 to 29 alike), so it is a
   constant: 20, with which the guarded nest's forecast (46 + 20) crosses
   OpenACC's 64-register step as ptxas's 66 does.  The static nests'
   residuals range from -12 to +10 (the build the guard chose, or with
   every nest flattened where it refused) and get no term.  */
const int vote_copy_registers = 20;

/* The register guard's verdict on flattening nest N, whose decision
   NOTE holds (with PLAN, when a vote decides): the flattened loop's
   peak, and with a vote the sampled trip counts live before A and the
   registers ptxas adds for the two copies (vote_copy_registers).  The
   saving weighed against the registers is formula (1)'s margin per
   iteration of A, n/N (Ta + Tb) - Ta, at the guessed n/N, or with a vote
   at the largest share a warp can measure, 31/32.  */
static register_check
judge_flattening (function *fn, const live_registers &live, const nest &n,
		  const flatten_nest_note &note, const vote_plan &plan,
		  int min_saving)
{
  /* The state word (on B's path it is the value J tested, in the same
     register), and the active lane mask of the in-step edge.  */
  int words = 1 + note.in_step;
  int after = predict_flattened_peak (live, n.a, n.b, words);
  long saving;
  int added = 0;
  if (note.at_run_time)
    {
      /* Each sample of B's trip count, and the vote's two sums.  */
      int samples = vote_samples * register_units (TREE_TYPE (plan.b_niter));
      after = MAX (after, predict_edge_peak (live, n.a_entry, samples + 2));
      saving = 31L * (note.ta + note.tb) / 32 - note.ta;
      added = vote_copy_registers;
    }
  else
    saving = ((long) note.idle_percent * (note.ta + note.tb) / 100
	      - note.ta);
  return judge_register_change (fn, live.peak (), after,
				(int) MIN (saving, INT_MAX), min_saving,
				added, "the vote's two copies");
}

} // anon namespace

bool
flatten_one_nest (function *fn, const divergence_analysis &da,
		  const flatten_options &opts,
		  std::vector<flatten_nest_note> *notes, bitmap seen,
		  bitmap uniform_exit)
{
  /* Liveness for the register guard, solved on first need; the IR does
     not change until a nest is flattened, which ends the call.  */
  live_registers *live = NULL;
  for (auto b : loops_list (fn, LI_FROM_INNERMOST))
    {
      class loop *a = loop_outer (b);
      if (!a || a->num == 0 || !da.in_region (b->header)
	  || bitmap_bit_p (seen, b->header->index))
	continue;
      bitmap_set_bit (seen, b->header->index);
      flatten_nest_note note;
      note.outer_header = a->header->index;
      note.inner_header = b->header->index;
      note.locus = loop_locus (b);
      note.idle_percent = opts.idle_percent;
      nest n;
      if (bitmap_bit_p (uniform_exit, b->header->index))
	note.refusal = "the inner loop is a flattened nest whose exit was"
		       " uniform";
      else
	note.refusal = check_nest (da, a, b, opts, &n);
      /* A profitability rule, like formula (1): selftest=flatten-all
	 still flattens these nests, to test the rewrite on them.  */
      if (!note.refusal && !opts.ignore_cost && trip_counts_in_step (da, b))
	note.refusal = "the inner trip counts differ by at most one across"
		       " a warp";
      vote_plan plan;
      if (!note.refusal)
	{
	  weigh (n, &note.ta, &note.tb);
	  if (!opts.ignore_cost
	      && (long) opts.idle_percent * (note.ta + note.tb)
		 <= 100L * note.ta)
	    {
	      /* The guess declines it; the warp's own data may not.  */
	      note.refusal = "formula (1) says it does not pay";
	      if (!opts.vote)
		;
	      else if (note.tb == 0)
		note.no_vote = "an inner iteration weighs nothing";
	      else if ((note.no_vote = plan_vote (n, &plan)) == NULL)
		{
		  note.refusal = NULL;
		  note.at_run_time = true;
		  note.samples = vote_samples;
		}
	    }
	}
      /* The in-step test costs about three instructions per B iteration
	 whatever the data: worth it only for a heavy B.  */
      note.in_step = opts.in_step && note.tb >= in_step_min_tb;
      if (!note.refusal && opts.register_guard && !opts.ignore_cost)
	{
	  if (!live)
	    live = new live_registers (fn);
	  note.regs = judge_flattening (fn, *live, n, note, plan,
					opts.register_guard_saving);
	  note.register_checked = true;
	  note.refusal = note.regs.refusal;
	}
      if (note.refusal)
	{
	  notes->push_back (note);
	  continue;
	}
      /* A's exit diverges once A is flattened, since its lanes finish at
	 different times; if it did not before, its lanes ran in step at
	 A's level, and flattening A into its own outer loop measured
	 worse (workqueue-omp: 1.18x the warp instructions), so A is not
	 taken as an inner loop again.  */
      bool a_was_divergent = da.loop_divergent (a);
      basic_block a_header = a->header;
      if (note.at_run_time)
	{
	  /* The copy is the nest as it was: B's copy is not a candidate
	     again; A's copy, as an inner loop, is judged as A was.  */
	  basic_block copy_inner;
	  class loop *copy = version_on_vote (&n, plan, note.ta, note.tb,
					      &copy_inner);
	  if (!copy)
	    {
	      note.refusal = "formula (1) says it does not pay";
	      /* can_duplicate_loop_p said it could: the vote left before
		 A is dead code, which changes no lane's results.  */
	      note.no_vote = "GCC could not copy the nest";
	      note.at_run_time = false;
	      notes->push_back (note);
	      continue;
	    }
	  bitmap_set_bit (seen, copy_inner->index);
	}
      delete live;
      basic_block fetch_header;
      note.back_edges = rewrite_nest (n, note.in_step, &fetch_header);
      /* The fetch loop is part of the flattened nest, not an inner loop
	 to flatten into it.  */
      if (fetch_header)
	bitmap_set_bit (seen, fetch_header->index);
      if (!a_was_divergent)
	bitmap_set_bit (uniform_exit, a_header->index);
      note.flattened = true;
      notes->push_back (note);
      return true;
    }
  delete live;
  return false;
}

} // namespace qprop
