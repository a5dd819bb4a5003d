/* The rewriting of one loop nest into the flattened, latch-join form
   (Bulavintsev §III): the dispatch, the merge block, the one latch with
   the state word, the fetch loop and the in-step edge.  What the form is
   and why each piece is there is explained at the top of flatten.cc,
   which also decides which nests to rewrite.  */

#include "gcc-includes.h"
#include "tree-inline.h"
#include "stringpool.h"
#include "tree-dfa.h"
#include "ir/cfg-rewrite.h"
#include "simt/lane-coupling.h"
#include "simt/flatten-impl.h"

namespace qprop {

/* The exits of LOOP, without needing recorded exits.  */
auto_vec<edge>
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
edge
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

namespace {

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
  reach_blocks (work, after_b, true,
		[=] (basic_block bb) { return bb != l; });
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

/* The rewriting of one nest into the latch-join form described at the
   top, in the order of its phases.  The members are the blocks, edges,
   values and PHI arguments that one phase makes or reads off the nest
   and a later phase wires up.  */
class nest_flattener
{
public:
  nest_flattener (const nest &n, bool in_step)
    : n (n), in_step (in_step), a (n.a), b (n.b), h (a->header),
      hb (b->header), out (n.a_exit->dest), exiting (n.exiting),
      loc (gimple_location (last_stmt (exiting)))
  {}
  int run (basic_block *fetch_header);

private:
  void take_nest_apart ();
  void find_prologue ();
  void make_latch ();
  void carry_a_values ();
  void make_dispatch ();
  void make_merge ();
  void carry_b_values ();
  void wire_skip_paths ();
  void add_in_step_edge ();
  void feed_exit ();
  int finish (basic_block *fetch_header);

  const nest &n;
  bool in_step;
  class loop *a, *b;
  basic_block h, hb, out, exiting;
  location_t loc;

  /* The blocks whose definitions may need repair.  */
  auto_vec<basic_block> blocks;
  /* The opaque zero and one made before A, and the lanes entering A.  */
  tree zero = NULL_TREE, one = NULL_TREE, entry_mask = NULL_TREE;
  edge a_entry = NULL;
  /* The PHI arguments on A's latch, B's latch and A's exit.  */
  auto_vec<std::pair<gphi *, tree> > h_args, hb_args, out_args;
  profile_probability exit_prob;

  /* The prologue P, B's entry edge, and P's one skip edge (or NULL).  */
  basic_block prologue = NULL;
  edge e_in = NULL, e_skip = NULL;
  /* Whether the lanes that skip B take the fetch loop.  */
  bool fetch = false;
  auto_vec<basic_block> b_exit_dests;

  /* The forwarders from B's latch and A's latch into the latch L.  */
  basic_block fb = NULL, fa = NULL, l = NULL;
  tree exit_now = NULL_TREE;
  edge from_b = NULL, from_a = NULL, l_out = NULL, l_back = NULL;
  gphi *state_l = NULL;
  /* A's values as L passes them on.  */
  auto_vec<std::pair<tree, tree> > latch_at_l;
  auto_vec<std::pair<gphi *, tree> > a_at_l;

  gphi *state_h = NULL;

  /* The merge block J and its edges.  */
  basic_block j = NULL, skip_dest = NULL;
  edge from_in = NULL, from_skip = NULL, j_skip = NULL, to_b = NULL;
  edge j_b = NULL;
  auto_vec<std::pair<gphi *, tree> > in_args, skip_args;
  tree in_b = NULL_TREE;
  gphi *go = NULL;

  /* Memory at H, and B's entry values as J passes them on.  */
  tree h_vop = NULL_TREE;
  auto_vec<std::pair<tree, tree> > at_j;
};

/* Note the blocks to repair and the PHI arguments on the edges about
   to move, and make the opaque values before A.  */
void
nest_flattener::take_nest_apart ()
{
  /* The blocks whose definitions may need repair, before any new block
     exists; H's statements move to the block split off it.  */
  {
    basic_block *body = get_loop_body (a);
    for (unsigned i = 0; i < a->num_nodes; i++)
      blocks.safe_push (body[i]);
    free (body);
  }

  /* The value that keeps the exit test opaque on B's path, before A.  */
  gimple_seq seq = NULL;
  zero = opaque_zero (&seq);
  one = make_ssa_name (unsigned_type_node);
  gimple_seq_add_stmt (&seq, gimple_build_assign (one, BIT_XOR_EXPR, zero,
						  build_one_cst
						    (unsigned_type_node)));
  entry_mask = in_step ? active_lanes (&seq) : NULL_TREE;
  gsi_insert_seq_on_edge_immediate (n.a_entry, seq);
  a_entry = single_entry (a);

  h_args = args_on (n.a_latch);
  hb_args = args_on (n.b_latch);
  out_args = args_on (n.a_exit);
  exit_prob = n.a_exit->probability;
}

/* Split the dispatch H off the prologue, find the prologue P and its
   skip edge, and decide whether the lanes that skip B take the fetch
   loop.  */
void
nest_flattener::find_prologue ()
{
  /* Split H after its PHIs: H becomes the dispatch.  */
  prologue = split_block_after_labels (h)->dest;
  blocks.safe_push (prologue);
  /* The prologue P: the blocks of A outside B from which B can still be
     entered in this iteration.  An edge that leaves P other than into B
     skips B for this item; with exactly one, both of P's ways out can
     meet the dispatch in the merge block J.  */
  e_in = n.b_entry;
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
  for (edge e : exits_of (b))
    b_exit_dests.safe_push (e->dest);
  {
    auto_vec<basic_block> tail;
    fetch = e_skip && !p_has_loop && skip_tail (a, e_skip->dest, h,
					       fetch_max_stmts, &tail);
  }
}

/* Make the one latch L, with the state word.  */
void
nest_flattener::make_latch ()
{
  /* B's back edge and A's latch (after the exit test) become forwarders
     into the new latch L.  */
  fb = split_edge (n.b_latch);
  fa = n.stay == n.a_latch ? split_edge (n.a_latch)
		   : n.a_latch->src;
  l = create_empty_bb (fa);
  add_bb_to_loop (l, a);
  l->count = h->count;

  /* The exit test ends EXITING's iteration: its value goes to L.  */
  exit_now = test_as_value (n.a_exit, n.stay);
  remove_edge (n.a_exit);

  from_b = redirect_edge_succ_nodup (single_succ_edge (fb), l);
  from_a = redirect_edge_succ_nodup (single_succ_edge (fa), l);
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
  state_l = create_phi_node (make_ssa_name (unsigned_type_node), l);
  add_phi_arg (state_l, state_a, from_a, UNKNOWN_LOCATION);
  branch_on_compare (l, EQ_EXPR, gimple_phi_result (state_l),
		     build_int_cst (unsigned_type_node, state_leave), loc);
  l_out = make_edge (l, out, EDGE_TRUE_VALUE);
  l_out->probability = exit_prob;
  l_back = make_edge (l, h, EDGE_FALSE_VALUE);
  l_back->probability = exit_prob.invert ();
}

/* Carry A's values round through L.  */
void
nest_flattener::carry_a_values ()
{
  /* A's header PHIs: the epilogue's value, or unchanged after a B
     iteration (for memory, what B's latch passed).  */
  tree hb_vop = NULL_TREE;
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
}

/* Make H the dispatch.  */
void
nest_flattener::make_dispatch ()
{
  /* The dispatch: lanes in B go to the merge block J, where the lanes
     that have just run the prologue join them before B's entry test, so
     that the dispatch branch reconverges at J and B's body runs once per
     iteration for all of them.  */
  state_h = create_phi_node (make_ssa_name (unsigned_type_node), h);
  add_phi_arg (state_h, build_zero_cst (unsigned_type_node), a_entry,
	       UNKNOWN_LOCATION);
  add_phi_arg (state_h, gimple_phi_result (state_l), l_back,
	       UNKNOWN_LOCATION);
  branch_on (h, gimple_phi_result (state_h), loc);
  edge to_prologue = single_succ_edge (h);
  to_prologue->flags &= ~EDGE_FALLTHRU;
  to_prologue->flags |= EDGE_FALSE_VALUE;
  to_prologue->probability = profile_probability::even ();
}

/* Make the merge block J.  */
void
nest_flattener::make_merge ()
{
  /* J: the lanes of the dispatch, of B's entry edge and of the skip
     edge meet here, and J's test sends them on; forwarders on both
     edges keep them apart when they leave the same block.  */
  /* The state on B's path: "in B", not a literal (L tests it).  */
  in_b = one;
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
  from_in = single_succ_edge (split_edge (e_in));
  in_args = args_on (from_in);
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
  j = create_empty_bb (from_in->src);
  add_bb_to_loop (j, a);
  j->count = h->count;
  blocks.safe_push (j);
  to_b = make_edge (h, j, EDGE_TRUE_VALUE);
  to_b->probability = profile_probability::even ();
  from_in = redirect_edge_succ_nodup (from_in, j);
  j_b = make_edge (j, hb, e_skip ? EDGE_TRUE_VALUE : EDGE_FALLTHRU);
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
}

/* Carry B's values round through L, H and J.  */
void
nest_flattener::carry_b_values ()
{
  /* B's header PHIs: what B's latch passed, through L and H, for the
     lanes from the dispatch; the entry value for the lanes from P.
     Memory is simply the state at H (virtual operands are renamed
     below).  */
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
}

/* Give the edges out of J that skip B their PHI arguments.  */
void
nest_flattener::wire_skip_paths ()
{
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
}

/* Add the in-step edge, when it was asked for.  */
void
nest_flattener::add_in_step_edge ()
{
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
}

/* Feed the exit's PHIs from L.  */
void
nest_flattener::feed_exit ()
{
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
}

/* Mark A as no longer a simd loop and B as no longer a loop, build the
   fetch loop, repair SSA and the loop tree, and lay the loop out.
   Returns the number of back edges of the flattened loop.  */

int
nest_flattener::finish (basic_block *fetch_header)
{
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

/* Rewrite the nest.  Returns the number of back edges of the flattened
   loop: 1 when A and B became one loop (the in-step edge not counted).
   *FETCH_HEADER is the fetch loop's header, or NULL when there is none.  */

int
nest_flattener::run (basic_block *fetch_header)
{
  *fetch_header = NULL;
  take_nest_apart ();
  find_prologue ();
  make_latch ();
  carry_a_values ();
  make_dispatch ();
  make_merge ();
  carry_b_values ();
  wire_skip_paths ();
  add_in_step_edge ();
  feed_exit ();
  return finish (fetch_header);
}

} // anon namespace

/* Rewrite nest N into the latch-join form described at the top, with
   the in-step edge if IN_STEP.  Returns the number of back edges of the
   flattened loop: 1 when A and B became one loop (the in-step edge not
   counted).  *FETCH_HEADER is the fetch loop's header, or NULL when
   there is none.  */
int
rewrite_nest (const nest &n, bool in_step, basic_block *fetch_header)
{
  nest_flattener f (n, in_step);
  return f.run (fetch_header);
}

} // namespace qprop
