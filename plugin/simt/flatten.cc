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
   barrier, atomics and asm.

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
   warp instruction).  n/N comes from the flatten-idle argument.

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
#include "simt/divergence.h"
#include "ir/cfg-rewrite.h"
#include "simt/lane-coupling.h"
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
/* The state word of the flattened loop (see the opening comment): 0
   (FETCH) to fetch a new item, 1 (IN_B) to go on in B, this (LEAVE) to
   leave the loop.  Not a power of two, so that GCC keeps the select
   that makes it as one instruction rather than a shift of the test's
   value.  */
const int state_leave = 3;
/* The most statements the tail of A's iteration may have for the fetch
   loop's copy of it.  */
const int fetch_max_stmts = 40;

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

/* The exits of LOOP, without needing recorded exits.  */
static auto_vec<edge>
exits_of (class loop *loop)
{
  auto_vec<edge> exits;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, body[i]->succs)
	if (!flow_bb_inside_loop_p (loop, e->dest))
	  exits.safe_push (e);
    }
  free (body);
  return exits;
}

/* The one edge entering LOOP's header from outside, or NULL.  */
static edge
single_entry (class loop *loop)
{
  edge entry = NULL, e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
	if (entry)
	  return NULL;
	entry = e;
      }
  return entry;
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

/* A nest and the edges the transform rewires.  */
struct nest
{
  class loop *a = NULL, *b = NULL;
  edge a_entry = NULL, a_latch = NULL, a_exit = NULL, b_latch = NULL;
  edge b_entry = NULL;
  /* A's exiting block, and its edge that stays in A.  */
  basic_block exiting = NULL;
  edge stay = NULL;
};

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
	why = lane_coupling (gsi_stmt (gsi));
    }
  free (body);
  return why;
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

/* An unsigned zero that no pass can fold: the output of an empty asm
   whose input is zero.  */
static tree
opaque_zero (gimple_seq *seq)
{
  tree type = unsigned_type_node;
  return opaque_value (seq, type, 0);
}

/* The mask of the lanes running together here: a volatile asm, which no
   pass moves or merges.  */
static tree
active_lanes (gimple_seq *seq)
{
  return asm_value (seq, activemask_insn, unsigned_type_node, NULL, NULL_TREE,
		    true);
}

/* A value of NAME's type that is never defined, for PHI arguments on
   paths where no lane reads the value.  */
static tree
undefined_of (tree name)
{
  tree var = create_tmp_reg (TREE_TYPE (name), "flat_idle");
  suppress_warning (var, OPT_Wuninitialized);
  return get_or_create_ssa_default_def (cfun, var);
}

/* Replace the test that ends TAKEN's source by a boolean that is true
   where the test would follow TAKEN, and return it; KEPT, the source's
   other edge, becomes its only way on (the caller removes TAKEN when
   KEPT is not TAKEN).  */
static tree
test_as_value (edge taken, edge kept)
{
  gcond *test = as_a <gcond *> (last_stmt (taken->src));
  gimple_stmt_iterator gsi = gsi_last_bb (taken->src);
  tree value = make_ssa_name (boolean_type_node);
  gassign *cmp = gimple_build_assign (value, gimple_cond_code (test),
				      gimple_cond_lhs (test),
				      gimple_cond_rhs (test));
  gimple_set_location (cmp, gimple_location (test));
  gsi_insert_before (&gsi, cmp, GSI_SAME_STMT);
  if (!(taken->flags & EDGE_TRUE_VALUE))
    {
      tree inv = make_ssa_name (boolean_type_node);
      gsi_insert_before (&gsi, gimple_build_assign (inv, BIT_XOR_EXPR, value,
						    boolean_true_node),
			 GSI_SAME_STMT);
      value = inv;
    }
  gsi_remove (&gsi, true);
  kept->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
  kept->flags |= EDGE_FALLTHRU;
  kept->probability = profile_probability::always ();
  return value;
}

/* End BB with a branch on LHS CODE RHS.  */
static void
branch_on_compare (basic_block bb, enum tree_code code, tree lhs, tree rhs,
		   location_t loc)
{
  gcond *test = gimple_build_cond (code, lhs, rhs, NULL_TREE, NULL_TREE);
  gimple_set_location (test, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_after (&gsi, test, GSI_NEW_STMT);
}

/* End BB with a branch on FLAG being nonzero.  */
static void
branch_on (basic_block bb, tree flag, location_t loc)
{
  branch_on_compare (bb, NE_EXPR, flag, build_zero_cst (TREE_TYPE (flag)),
		     loc);
}

/* PHI arguments taken off an edge before it is redirected.  */
static auto_vec<std::pair<gphi *, tree> >
args_on (edge e)
{
  auto_vec<std::pair<gphi *, tree> > args;
  for (gphi_iterator gsi = gsi_start_phis (e->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    args.safe_push (std::make_pair (gsi.phi (),
				    PHI_ARG_DEF_FROM_EDGE (gsi.phi (), e)));
  return args;
}

static gphi *
new_phi (tree type_of, basic_block bb)
{
  tree res = virtual_operand_p (type_of) ? copy_ssa_name (type_of)
	     : make_ssa_name (TREE_TYPE (type_of));
  return create_phi_node (res, bb);
}

/* The blocks a lane runs after P's skip edge, from FROM up to STOP (A's
   header, or L once it exists), into TAIL; false if they cannot make the
   fetch loop: a block in an inner loop of A (a copy would need a loop of
   its own), or more than MAX_STMTS statements (more than the copy is
   worth).  */
static bool
skip_tail (class loop *a, basic_block from, basic_block stop,
	   int max_stmts, auto_vec<basic_block> *tail)
{
  auto_bitmap seen;
  tail->truncate (0);
  tail->safe_push (from);
  bitmap_set_bit (seen, from->index);
  int stmts = 0;
  for (unsigned i = 0; i < tail->length (); i++)
    {
      basic_block bb = (*tail)[i];
      if (bb->loop_father != a)
	return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!is_gimple_debug (gsi_stmt (gsi)))
	  stmts++;
      if (stmts > max_stmts)
	return false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != stop && flow_bb_inside_loop_p (a, e->dest)
	    && bitmap_set_bit (seen, e->dest->index))
	  tail->safe_push (e->dest);
    }
  return true;
}

/* The fetch loop: the tail of A's iteration that lanes whose item skips
   B run, from E_SKIP's end, with a copy of each block that B's exits
   (into B_EXIT_DESTS) reach too; it ends where it leaves for the next
   item (P's first block PROLOGUE) or, when A is over (EXIT_NOW), for J,
   whose word GO then takes LEAVE, an opaque LEAVE.  FA, with its edge FROM_A
   into L, ends the original tail; H_ARGS are A's header PHIs with their
   latch values, H_VOP the memory state at A's header.  The copied
   definitions keep the original names until the caller's SSA update,
   which renames them; A's values get PHIs of their own at PROLOGUE and
   J.  */
static void
make_fetch_loop (class loop *a, basic_block l, basic_block fa, edge from_a,
		 edge e_skip, const vec<basic_block> &b_exit_dests,
		 basic_block prologue, basic_block j, gphi *go, tree exit_now,
		 tree leave, tree h_vop, const vec<std::pair<gphi *, tree> > &h_args,
		 profile_probability exit_prob)
{
  auto_vec<basic_block> tail;
  /* The exit test became a select since the tail was weighed.  */
  bool ok = skip_tail (a, e_skip->dest, l, INT_MAX, &tail);
  gcc_assert (ok);
  /* Only the blocks that B's exits reach too are copied; the others
     become the fetch loop's as they are.  */
  auto_bitmap after_b, shared;
  auto_vec<basic_block> work;
  for (basic_block bb : b_exit_dests)
    if (bitmap_set_bit (after_b, bb->index))
      work.safe_push (bb);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != l && bitmap_set_bit (after_b, e->dest->index))
	  work.safe_push (e->dest);
    }
  for (basic_block bb : tail)
    if (bitmap_bit_p (after_b, bb->index))
      bitmap_set_bit (shared, bb->index);
  auto_vec<basic_block> to_copy;
  auto_vec<edge> entries;
  for (basic_block bb : tail)
    if (bitmap_bit_p (shared, bb->index))
      to_copy.safe_push (bb);
    else
      {
	edge e;
	edge_iterator ei;
	FOR_EACH_EDGE (e, ei, bb->succs)
	  if (bitmap_bit_p (shared, e->dest->index))
	    entries.safe_push (e);
      }
  if (bitmap_bit_p (shared, e_skip->dest->index))
    entries.safe_push (e_skip);
  gcc_assert (bitmap_bit_p (shared, fa->index));

  bool own_tables = !original_copy_tables_initialized_p ();
  if (own_tables)
    initialize_original_copy_tables ();
  basic_block *copies = XNEWVEC (basic_block, to_copy.length ());
  edge to_l;
  copy_bbs (to_copy.address (), to_copy.length (), copies, &from_a, 1, &to_l,
	    a, fa, false);
  add_phi_args_after_copy (copies, to_copy.length (), NULL);
  free (copies);
  basic_block fa_copy = get_bb_copy (fa);

  /* The ways into the copy, with their PHI arguments; the copy's PHIs
     follow the original's, in order.  */
  for (edge e : entries)
    {
      basic_block dest = e->dest, copy = get_bb_copy (dest);
      auto_vec<std::pair<gphi *, tree> > args = args_on (e);
      auto_vec<gphi *> orig_phis, copy_phis;
      for (gphi_iterator pi = gsi_start_phis (dest); !gsi_end_p (pi);
	   gsi_next (&pi))
	orig_phis.safe_push (pi.phi ());
      for (gphi_iterator pi = gsi_start_phis (copy); !gsi_end_p (pi);
	   gsi_next (&pi))
	copy_phis.safe_push (pi.phi ());
      gcc_assert (orig_phis.length () == copy_phis.length ());
      edge moved = redirect_edge_succ_nodup (e, copy);
      for (auto &p : args)
	for (unsigned i = 0; i < orig_phis.length (); i++)
	  if (orig_phis[i] == p.first)
	    add_phi_arg (copy_phis[i], p.second, moved, UNKNOWN_LOCATION);
    }
  if (own_tables)
    free_original_copy_tables ();

  /* The latch tests A's exit test itself, not the word made from it,
     and J gets LEAVE from a register: a literal on the edge would be
     what RTL's jump bypassing looks for.  */
  remove_edge (to_l);
  branch_on (fa_copy, exit_now, UNKNOWN_LOCATION);
  edge from_r = make_edge (fa_copy, j, EDGE_TRUE_VALUE);
  from_r->probability = exit_prob;
  edge again = make_edge (fa_copy, prologue, EDGE_FALSE_VALUE);
  again->probability = exit_prob.invert ();
  for (gphi_iterator pi = gsi_start_phis (j); !gsi_end_p (pi); gsi_next (&pi))
    {
      gphi *phi = pi.phi ();
      tree res = gimple_phi_result (phi);
      tree v = phi == go ? leave
	       : virtual_operand_p (res) ? h_vop : undefined_of (res);
      add_phi_arg (phi, v, from_r, UNKNOWN_LOCATION);
    }

  /* A's values: the item's values at P's start (the fetch loop's header)
     and at J.  Uses dominated by either read its PHI.  */
  edge to_p = find_edge (a->header, prologue);
  edge from_in = NULL, to_b = find_edge (a->header, j);
  {
    edge e;
    edge_iterator ei;
    FOR_EACH_EDGE (e, ei, j->preds)
      if (e != to_b && e != from_r)
	from_in = e;
  }
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  for (auto &p : h_args)
    {
      tree res = gimple_phi_result (p.first);
      if (virtual_operand_p (res) || p.second == res)
	continue;
      gphi *pp = new_phi (res, prologue);
      gphi *jp = new_phi (res, j);
      tree at_p = gimple_phi_result (pp), at_j = gimple_phi_result (jp);
      imm_use_iterator ui;
      use_operand_p use;
      gimple *use_stmt;
      FOR_EACH_IMM_USE_STMT (use_stmt, ui, res)
	{
	  FOR_EACH_IMM_USE_ON_STMT (use, ui)
	    {
	      basic_block where = gimple_bb (use_stmt);
	      if (gphi *phi = dyn_cast <gphi *> (use_stmt))
		where = gimple_phi_arg_edge (phi,
					     PHI_ARG_INDEX_FROM_USE (use))->src;
	      if (dominated_by_p (CDI_DOMINATORS, where, j))
		SET_USE (use, at_j);
	      else if (dominated_by_p (CDI_DOMINATORS, where, prologue))
		SET_USE (use, at_p);
	    }
	  if (!is_a <gphi *> (use_stmt))
	    update_stmt (use_stmt);
	}
      add_phi_arg (pp, res, to_p, UNKNOWN_LOCATION);
      add_phi_arg (pp, p.second, again, UNKNOWN_LOCATION);
      add_phi_arg (jp, res, to_b, UNKNOWN_LOCATION);
      add_phi_arg (jp, at_p, from_in, UNKNOWN_LOCATION);
      add_phi_arg (jp, p.second, from_r, UNKNOWN_LOCATION);
    }
}

/* Rewrite nest N into the latch-join form described at the top, with
   the in-step edge if IN_STEP.  Returns the number of back edges of the
   flattened loop: 1 when A and B became one loop (the in-step edge not
   counted).  *FETCH_HEADER is the fetch loop's header, or NULL when
   there is none.  */
static int
transform (const nest &n, bool in_step, basic_block *fetch_header)
{
  *fetch_header = NULL;
  class loop *a = n.a, *b = n.b;
  basic_block h = a->header, hb = b->header, out = n.a_exit->dest;
  basic_block exiting = n.exiting;
  location_t loc = gimple_location (last_stmt (exiting));

  /* The blocks whose definitions may need repair, before any new block
     exists; H's statements move to the block split off it.  */
  auto_vec<basic_block> blocks;
  {
    basic_block *body = get_loop_body (a);
    for (unsigned i = 0; i < a->num_nodes; i++)
      blocks.safe_push (body[i]);
    free (body);
  }

  /* The value that keeps the exit test opaque on B's path, before A.  */
  gimple_seq seq = NULL;
  tree zero = opaque_zero (&seq);
  tree one = make_ssa_name (unsigned_type_node);
  gimple_seq_add_stmt (&seq, gimple_build_assign (one, BIT_XOR_EXPR, zero,
						  build_one_cst
						    (unsigned_type_node)));
  tree entry_mask = in_step ? active_lanes (&seq) : NULL_TREE;
  gsi_insert_seq_on_edge_immediate (n.a_entry, seq);
  edge a_entry = single_entry (a);

  auto_vec<std::pair<gphi *, tree> > h_args = args_on (n.a_latch);
  auto_vec<std::pair<gphi *, tree> > hb_args = args_on (n.b_latch);
  auto_vec<std::pair<gphi *, tree> > out_args = args_on (n.a_exit);
  profile_probability exit_prob = n.a_exit->probability;

  /* Split H after its PHIs: H becomes the dispatch.  */
  basic_block prologue = split_block_after_labels (h)->dest;
  blocks.safe_push (prologue);
  /* The prologue P: the blocks of A outside B from which B can still be
     entered in this iteration.  An edge that leaves P other than into B
     skips B for this item; with exactly one, both of P's ways out can
     meet the dispatch in the merge block J.  */
  edge e_in = n.b_entry;
  edge e_skip = NULL;
  bool p_has_loop = false;
  {
    auto_bitmap in_p;
    auto_vec<basic_block> work;
    bitmap_set_bit (in_p, e_in->src->index);
    work.safe_push (e_in->src);
    while (!work.is_empty ())
      {
	basic_block bb = work.pop ();
	if (bb == prologue)
	  continue;
	edge e;
	edge_iterator ei;
	FOR_EACH_EDGE (e, ei, bb->preds)
	  if (flow_bb_inside_loop_p (a, e->src)
	      && !flow_bb_inside_loop_p (b, e->src)
	      && bitmap_set_bit (in_p, e->src->index))
	    work.safe_push (e->src);
      }
    int skips = 0;
    bitmap_iterator bi;
    unsigned idx;
    EXECUTE_IF_SET_IN_BITMAP (in_p, 0, idx, bi)
      {
	edge e;
	edge_iterator ei;
	FOR_EACH_EDGE (e, ei, BASIC_BLOCK_FOR_FN (cfun, idx)->succs)
	  if (e != e_in && !bitmap_bit_p (in_p, e->dest->index))
	    {
	      skips++;
	      e_skip = e;
	    }
      }
    if (skips != 1)
      e_skip = NULL;
    EXECUTE_IF_SET_IN_BITMAP (in_p, 0, idx, bi)
      if (BASIC_BLOCK_FOR_FN (cfun, idx)->loop_father != a)
	p_has_loop = true;
  }
  /* With one skip edge, the lanes that take it fetch their next item at
     once, in a copy of the epilogue (the fetch loop).  Not when P holds
     a loop: the fetch loop would hold it too, and the pass could no
     longer flatten it into A.  */
  bool fetch = false;
  auto_vec<basic_block> b_exit_dests;
  for (edge e : exits_of (b))
    b_exit_dests.safe_push (e->dest);
  {
    auto_vec<basic_block> tail;
    fetch = e_skip && !p_has_loop && skip_tail (a, e_skip->dest, h,
					       fetch_max_stmts, &tail);
  }

  /* B's back edge and A's latch (after the exit test) become forwarders
     into the new latch L.  */
  basic_block fb = split_edge (n.b_latch);
  basic_block fa = n.stay == n.a_latch ? split_edge (n.a_latch)
		   : n.a_latch->src;
  basic_block l = create_empty_bb (fa);
  add_bb_to_loop (l, a);
  l->count = h->count;

  /* The exit test ends EXITING's iteration: its value goes to L.  */
  tree exit_now = test_as_value (n.a_exit, n.stay);
  remove_edge (n.a_exit);

  edge from_b = redirect_edge_succ_nodup (single_succ_edge (fb), l);
  edge from_a = redirect_edge_succ_nodup (single_succ_edge (fa), l);
  gcc_assert (from_b != from_a);

  /* L: the state word, and A's and B's carried values.  B's path
     passes go (below).  */
  tree state_a = make_ssa_name (unsigned_type_node);
  {
    gimple_stmt_iterator gsi = gsi_last_bb (exiting);
    gassign *sel = gimple_build_assign (state_a, COND_EXPR, exit_now,
					build_int_cst (unsigned_type_node,
						       state_leave),
					build_zero_cst (unsigned_type_node));
    gsi_insert_after (&gsi, sel, GSI_NEW_STMT);
  }
  gphi *state_l = create_phi_node (make_ssa_name (unsigned_type_node), l);
  add_phi_arg (state_l, state_a, from_a, UNKNOWN_LOCATION);
  branch_on_compare (l, EQ_EXPR, gimple_phi_result (state_l),
		     build_int_cst (unsigned_type_node, state_leave), loc);
  edge l_out = make_edge (l, out, EDGE_TRUE_VALUE);
  l_out->probability = exit_prob;
  edge l_back = make_edge (l, h, EDGE_FALSE_VALUE);
  l_back->probability = exit_prob.invert ();

  /* A's header PHIs: the epilogue's value, or unchanged after a B
     iteration (for memory, what B's latch passed).  */
  tree hb_vop = NULL_TREE;
  auto_vec<std::pair<tree, tree> > latch_at_l;
  auto_vec<std::pair<gphi *, tree> > a_at_l;
  for (auto &p : hb_args)
    if (virtual_operand_p (gimple_phi_result (p.first)))
      hb_vop = p.second;
  for (auto &p : h_args)
    {
      tree res = gimple_phi_result (p.first);
      gphi *m = new_phi (res, l);
      a_at_l.safe_push (std::make_pair (m, res));
      tree on_b = res;
      if (virtual_operand_p (res) && hb_vop)
	on_b = hb_vop;
      add_phi_arg (m, on_b, from_b, UNKNOWN_LOCATION);
      add_phi_arg (m, p.second, from_a, UNKNOWN_LOCATION);
      add_phi_arg (p.first, gimple_phi_result (m), l_back, UNKNOWN_LOCATION);
      /* The loop is left from L only on the epilogue's path, where M is
	 the epilogue's value: a use after the loop reads M, so that the
	 SSA repair does not carry the value to the exit in PHIs of its
	 own, each a copy on the epilogue's path.  A latch value defined
	 outside A (A only passes on a value from before it, as store
	 motion's temporaries do) needs no repair, and its uses outside A
	 include those before A, in an enclosing loop: they keep it.  */
      if (!virtual_operand_p (res) && TREE_CODE (p.second) == SSA_NAME
	  && gimple_bb (SSA_NAME_DEF_STMT (p.second))
	  && flow_bb_inside_loop_p (a, gimple_bb (SSA_NAME_DEF_STMT
						  (p.second))))
	{
	  latch_at_l.safe_push (std::make_pair (p.second,
						gimple_phi_result (m)));
	  use_operand_p use;
	  imm_use_iterator ui;
	  gimple *use_stmt;
	  FOR_EACH_IMM_USE_STMT (use_stmt, ui, p.second)
	    {
	      if (gphi *phi = dyn_cast <gphi *> (use_stmt))
		{
		  FOR_EACH_IMM_USE_ON_STMT (use, ui)
		    if (!flow_bb_inside_loop_p
			   (a, gimple_phi_arg_edge
				 (phi, PHI_ARG_INDEX_FROM_USE (use))->src))
		      SET_USE (use, gimple_phi_result (m));
		}
	      else if (!flow_bb_inside_loop_p (a, gimple_bb (use_stmt)))
		{
		  FOR_EACH_IMM_USE_ON_STMT (use, ui)
		    SET_USE (use, gimple_phi_result (m));
		  update_stmt (use_stmt);
		}
	    }
	}
    }

  /* The dispatch: lanes in B go to the merge block J, where the lanes
     that have just run the prologue join them before B's entry test, so
     that the dispatch branch reconverges at J and B's body runs once per
     iteration for all of them.  */
  gphi *state_h = create_phi_node (make_ssa_name (unsigned_type_node), h);
  add_phi_arg (state_h, build_zero_cst (unsigned_type_node), a_entry,
	       UNKNOWN_LOCATION);
  add_phi_arg (state_h, gimple_phi_result (state_l), l_back,
	       UNKNOWN_LOCATION);
  branch_on (h, gimple_phi_result (state_h), loc);
  edge to_prologue = single_succ_edge (h);
  to_prologue->flags &= ~EDGE_FALLTHRU;
  to_prologue->flags |= EDGE_FALSE_VALUE;
  to_prologue->probability = profile_probability::even ();

  /* J: the lanes of the dispatch, of B's entry edge and of the skip
     edge meet here, and J's test sends them on; forwarders on both
     edges keep them apart when they leave the same block.  */
  auto_vec<std::pair<gphi *, tree> > skip_args;
  /* The state on B's path: "in B", not a literal (L tests it).  */
  tree in_b = one;
  edge j_skip = NULL;
  basic_block skip_dest = NULL;
  gphi *go = NULL;
  /* When one test chooses between B and the skip, its outcome becomes a
     value and the test moves to J, so that a lane meets one branch, not
     two.  */
  tree enter = NULL_TREE;
  basic_block g = e_in->src;
  if (!fetch && e_skip && e_skip->src == g && EDGE_COUNT (g->succs) == 2
      && safe_dyn_cast <gcond *> (last_stmt (g)))
    {
      enter = test_as_value (e_in, e_in);
      tree word = make_ssa_name (unsigned_type_node);
      gimple_stmt_iterator gsi = gsi_last_bb (g);
      gsi_insert_after (&gsi, gimple_build_assign (word, NOP_EXPR, enter),
			GSI_NEW_STMT);
      enter = word;
    }
  edge from_in = single_succ_edge (split_edge (e_in));
  auto_vec<std::pair<gphi *, tree> > in_args = args_on (from_in);
  edge from_skip = NULL;
  if (e_skip)
    {
      if (fetch)
	{
	  skip_dest = e_skip->dest;
	  skip_args = args_on (e_skip);
	}
      else if (enter)
	{
	  skip_dest = e_skip->dest;
	  skip_args = args_on (e_skip);
	  remove_edge (e_skip);
	}
      else
	{
	  from_skip = single_succ_edge (split_edge (e_skip));
	  skip_dest = from_skip->dest;
	  skip_args = args_on (from_skip);
	}
    }
  basic_block j = create_empty_bb (from_in->src);
  add_bb_to_loop (j, a);
  j->count = h->count;
  blocks.safe_push (j);
  edge to_b = make_edge (h, j, EDGE_TRUE_VALUE);
  to_b->probability = profile_probability::even ();
  from_in = redirect_edge_succ_nodup (from_in, j);
  edge j_b = make_edge (j, hb, e_skip ? EDGE_TRUE_VALUE : EDGE_FALLTHRU);
  j_b->probability = e_skip ? profile_probability::even ()
		     : profile_probability::always ();
  if (e_skip)
    {
      if (from_skip)
	from_skip = redirect_edge_succ_nodup (from_skip, j);
      j_skip = make_edge (j, fetch ? l : skip_dest, EDGE_FALSE_VALUE);
      j_skip->probability = profile_probability::even ();
      go = create_phi_node (make_ssa_name (unsigned_type_node), j);
      /* No constant on J's incoming edges: RTL's jump bypassing would
	 send each of them past J, and the lanes would meet at L again.  */
      add_phi_arg (go, gimple_phi_result (state_h), to_b, UNKNOWN_LOCATION);
      add_phi_arg (go, enter ? enter : one, from_in, UNKNOWN_LOCATION);
      if (from_skip)
	add_phi_arg (go, zero, from_skip, UNKNOWN_LOCATION);
      if (fetch)
	{
	  /* Only lanes whose A has ended come from the fetch loop
	     without an item for B; their word is LEAVE.  No equality
	     test: RTL's cprop would take the word on J's edges for a
	     constant.  */
	  branch_on_compare (j, LT_EXPR, gimple_phi_result (go),
			     build_int_cst (unsigned_type_node, state_leave),
			     loc);
	}
      else
	branch_on (j, gimple_phi_result (go), loc);
      in_b = gimple_phi_result (go);
    }
  add_phi_arg (state_l, in_b, from_b, UNKNOWN_LOCATION);

  /* B's header PHIs: what B's latch passed, through L and H, for the
     lanes from the dispatch; the entry value for the lanes from P.
     Memory is simply the state at H (virtual operands are renamed
     below).  */
  tree h_vop = NULL_TREE;
  auto_vec<std::pair<tree, tree> > at_j;
  for (gphi_iterator pi = gsi_start_phis (h); !gsi_end_p (pi); gsi_next (&pi))
    if (virtual_operand_p (gimple_phi_result (pi.phi ())))
      h_vop = gimple_phi_result (pi.phi ());
  for (auto &p : in_args)
    {
      tree res = gimple_phi_result (p.first);
      tree from_h;
      if (virtual_operand_p (res))
	{
	  gcc_assert (h_vop);
	  from_h = h_vop;
	}
      else
	{
	  /* A lane from the dispatch resumes B with what B's latch
	     passed, carried through L and H; where no B iteration is
	     running no lane reads it, and an undefined value costs no
	     copy on the epilogue's path (workqueue at k=31, A/B = 1/10:
	     0.2095 -> 0.2068 of plain GCC at -O2).  */
	  tree latch_val = NULL_TREE;
	  for (auto &q : hb_args)
	    if (q.first == p.first)
	      latch_val = q.second;
	  gphi *m = new_phi (res, l);
	  add_phi_arg (m, latch_val, from_b, UNKNOWN_LOCATION);
	  add_phi_arg (m, undefined_of (res), from_a, UNKNOWN_LOCATION);
	  gphi *c = new_phi (res, h);
	  add_phi_arg (c, undefined_of (res), a_entry, UNKNOWN_LOCATION);
	  add_phi_arg (c, gimple_phi_result (m), l_back, UNKNOWN_LOCATION);
	  from_h = gimple_phi_result (c);
	}
      gphi *mj = new_phi (res, j);
      add_phi_arg (mj, from_h, to_b, UNKNOWN_LOCATION);
      add_phi_arg (mj, p.second, from_in, UNKNOWN_LOCATION);
      if (from_skip)
	add_phi_arg (mj, virtual_operand_p (res) ? p.second : undefined_of (res),
		     from_skip, UNKNOWN_LOCATION);
      add_phi_arg (p.first, gimple_phi_result (mj), j_b, UNKNOWN_LOCATION);
      if (!from_skip && !virtual_operand_p (res))
	at_j.safe_push (std::make_pair (p.second, gimple_phi_result (mj)));
    }

  /* The lanes that leave from the fetch loop pass the word LEAVE and A's
     values (as the SSA update will have them at J); B's are dead.  */
  if (fetch)
    for (gphi_iterator pi = gsi_start_phis (l); !gsi_end_p (pi);
	 gsi_next (&pi))
      {
	gphi *phi = pi.phi ();
	tree v = NULL_TREE;
	if (phi == state_l)
	  v = gimple_phi_result (go);
	for (auto &q : a_at_l)
	  if (q.first == phi)
	    v = q.second;
	if (!v)
	  v = undefined_of (gimple_phi_result (phi));
	add_phi_arg (phi, v, j_skip, UNKNOWN_LOCATION);
      }

  /* The skip edge's values are defined in P; the SSA repair carries
     them to J.  When P's one test moved to J, every lane that skips
     came from P, so a value B's header also takes from P is the one in
     J's PHI for B: the skip path reads that, and needs no register of
     its own, and no copy.  */
  if (j_skip && !fetch)
    for (auto &p : skip_args)
      {
	tree v = p.second;
	for (auto &q : at_j)
	  if (q.first == v)
	    v = q.second;
	add_phi_arg (p.first, v, j_skip, UNKNOWN_LOCATION);
      }

  /* The in-step edge: while every lane that entered A is in B and stays
     there, the warp takes B's own back edge, as the original nest does,
     and pays for no dispatch.  The lanes that leave B, or wait at J for
     the others, are not active at FB, so the mask shows them.  */
  if (in_step)
    {
      gimple_seq mseq = NULL;
      tree mask = active_lanes (&mseq);
      gimple_stmt_iterator fsi = gsi_last_bb (fb);
      gsi_insert_seq_after (&fsi, mseq, GSI_NEW_STMT);
      /* The lanes still in the nest: those that entered it, then those
	 that came to L, where every lane of the warp still in the loop
	 has reconverged.  */
      gimple_seq lseq = NULL;
      tree at_l = active_lanes (&lseq);
      gimple_stmt_iterator lsi = gsi_after_labels (l);
      gsi_insert_seq_before (&lsi, lseq, GSI_SAME_STMT);
      gphi *live = create_phi_node (make_ssa_name (unsigned_type_node), h);
      add_phi_arg (live, entry_mask, a_entry, UNKNOWN_LOCATION);
      add_phi_arg (live, at_l, l_back, UNKNOWN_LOCATION);
      branch_on_compare (fb, EQ_EXPR, mask, gimple_phi_result (live), loc);
      from_b->flags &= ~EDGE_FALLTHRU;
      from_b->flags |= EDGE_FALSE_VALUE;
      from_b->probability = profile_probability::even ();
      edge again = make_edge (fb, hb, EDGE_TRUE_VALUE);
      again->probability = profile_probability::even ();
      for (auto &p : hb_args)
	add_phi_arg (p.first, p.second, again, UNKNOWN_LOCATION);
    }

  /* The exit's PHIs now take their values from L.  */
  for (auto &p : out_args)
    {
      tree v = p.second;
      for (auto &q : latch_at_l)
	if (q.first == v)
	  v = q.second;
      if (virtual_operand_p (v))
	{
	  for (gphi_iterator pi = gsi_start_phis (l); !gsi_end_p (pi);
	       gsi_next (&pi))
	    if (virtual_operand_p (gimple_phi_result (pi.phi ())))
	      v = gimple_phi_result (pi.phi ());
	}
      add_phi_arg (p.first, v, l_out, UNKNOWN_LOCATION);
    }

  /* A no longer runs iterations that are independent lanes of a simd
     loop (host SIMT mode), and B is no longer a loop.  */
  a->safelen = 0;
  a->force_vectorize = false;
  a->simduid = NULL_TREE;
  a->any_upper_bound = false;
  a->any_estimate = false;
  a->any_likely_upper_bound = false;
  a->nb_iterations = NULL_TREE;
  loops_state_set (LOOPS_NEED_FIXUP);
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);

  blocks.safe_push (fb);
  blocks.safe_push (fa);
  repair_dominance (blocks);
  if (fetch)
    {
      /* LEAVE, for the lanes that leave A from the fetch loop, next to
	 the opaque one.  */
      tree leave = make_ssa_name (unsigned_type_node);
      gimple_stmt_iterator osi = gsi_for_stmt (SSA_NAME_DEF_STMT (one));
      gsi_insert_after (&osi, gimple_build_assign (leave, BIT_IOR_EXPR, one,
						   build_int_cst
						     (unsigned_type_node,
						      state_leave)),
			GSI_NEW_STMT);
      make_fetch_loop (a, l, fa, from_a, e_skip, b_exit_dests, prologue, j, go,
		       exit_now, leave, h_vop, h_args, exit_prob);
      *fetch_header = prologue;
      free_dominance_info (CDI_DOMINATORS);
      calculate_dominance_info (CDI_DOMINATORS);
    }
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_full_phi);
  calculate_dominance_info (CDI_DOMINATORS);
  fix_loop_structure (NULL);
  calculate_dominance_info (CDI_DOMINATORS);
  lay_out_loop (h->loop_father, a_entry->src);

  int back_edges = 0;
  for (basic_block header : { h, hb })
    if (header->loop_father && header->loop_father->header == header
	&& (header == h || !in_step))
      {
	edge e;
	edge_iterator ei;
	FOR_EACH_EDGE (e, ei, header->preds)
	  if (dominated_by_p (CDI_DOMINATORS, e->src, header))
	    back_edges++;
      }
  return back_edges;
}

} // anon namespace

bool
flatten_one_nest (function *fn, const divergence_analysis &da,
		  const flatten_options &opts,
		  std::vector<flatten_nest_note> *notes, bitmap seen,
		  bitmap uniform_exit)
{
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
      if (!note.refusal)
	{
	  weigh (n, &note.ta, &note.tb);
	  if (!opts.ignore_cost
	      && (long) opts.idle_percent * (note.ta + note.tb)
		 <= 100L * note.ta)
	    note.refusal = "formula (1) says it does not pay";
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
      /* The in-step test costs about three instructions per B iteration
	 whatever the data: worth it only for a heavy B.  */
      note.in_step = opts.in_step && note.tb >= in_step_min_tb;
      basic_block fetch_header;
      note.back_edges = transform (n, note.in_step, &fetch_header);
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
  return false;
}

} // namespace qprop
