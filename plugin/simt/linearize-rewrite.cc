/* The rewriting of one divergent region into a chain of guarded blocks
   for qprop-linearize (Moll and Hack, PLDI 2018, §3 and §6): predicates,
   guards, running values in place of PHIs, condition chains and BOSCC
   gadgets.  The method and its reasons are at the top of linearize.cc,
   which also chooses the regions.  */

#include "gcc-includes.h"
#include <algorithm>
#include <set>
#include "tree-ssanames.h"
#include "tree-inline.h"
#include "tree-dfa.h"
#include "simt/divergence.h"
#include "ir/cfg-rewrite.h"
#include "simt/lane-coupling.h"
#include "simt/linearize.h"
#include "simt/linearize-impl.h"

namespace qprop {
namespace linearization {

/* Predicates are 0 or 1 in a word rather than in a bool: the nvptx
   back end keeps a bool in a byte and converts it at every use.  */
static tree
mask_type ()
{
  return unsigned_type_node;
}

tree
linearizer::build_mask (gimple_seq *seq, enum tree_code code, tree a, tree b)
{
  /* A null predicate is "all lanes".  */
  if (!a && code == BIT_AND_EXPR)
    return b;
  tree res = make_ssa_name (mask_type ());
  gimple *g = gimple_build_assign (res, code, a, b);
  gimple_seq_add_stmt (seq, g);
  return res;
}

/* A value of TYPE that is never defined, for PHI arguments whose lanes
   never look at them.  */
tree
linearizer::undefined_value (tree type)
{
  return qprop::undefined_value (m_fn, type, "lin_skip");
}

/* Is NAME one test's word (or its negation), computed from a comparison
   alone?  */
static bool
test_word_p (tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def)
    return false;
  if (gimple_assign_rhs_code (def) == BIT_XOR_EXPR
      && integer_onep (gimple_assign_rhs2 (def)))
    return test_word_p (gimple_assign_rhs1 (def));
  return (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	  && TREE_CODE (TREE_TYPE (gimple_assign_rhs1 (def))) == BOOLEAN_TYPE);
}

/* PRED, a guard's predicate, as the mask of an AND below that guard.
   When PRED is one test's word, the guard branches on the comparison
   itself, inverted, as the guarded body follows it; a mask computed
   from the inverted test, (PRED ^ 1) - 1, reuses the branch's
   predicate, where PRED would compute the comparison again.  */
tree
linearizer::guard_mask (gimple_seq *seq, tree pred)
{
  if (!test_word_p (pred))
    return pred;
  tree inv = build_mask (seq, BIT_XOR_EXPR, pred,
			 build_one_cst (mask_type ()));
  return build_mask (seq, PLUS_EXPR, inv, build_all_ones_cst (mask_type ()));
}

/* The name that stands for NAME after the guards built so far.  */
tree
linearizer::current (tree name)
{
  if (tree *j = m_joined.get (name))
    return *j;
  return name;
}

/* Run the statements of B after LAST_HEAD (all of them if it is null)
   only for the lanes in PRED: split them off into a block of their own
   under "if (PRED)", and give each value they define that is used later
   a PHI at the join below, with zero for the lanes that skipped them.
   When B is the preheader of loop NODE, the guard encloses the loop and
   the block that collects its exits as well.  Returns that join.  */
basic_block
linearizer::guard_block (basic_block b, gimple *last_head, tree pred,
			  const loop_node *node, basic_block *body_out)
{
  edge enter = last_head ? split_block (b, last_head)
	       : split_block_after_labels (b);
  basic_block body = enter->dest;
  basic_block last = node ? node->tail : body;
  basic_block join = split_edge (single_succ_edge (last));
  edge from_body = single_succ_edge (last);
  bitmap_clear (m_guarded);
  bitmap_set_bit (m_guarded, body->index);
  auto_vec<basic_block> inside;
  inside.safe_push (body);
  if (node)
    {
      basic_block *lb = get_loop_body (node->loop);
      for (unsigned i = 0; i < node->loop->num_nodes; i++)
	{
	  bitmap_set_bit (m_guarded, lb[i]->index);
	  inside.safe_push (lb[i]);
	}
      free (lb);
      bitmap_set_bit (m_guarded, last->index);
      inside.safe_push (last);
    }

  gimple_stmt_iterator gsi = gsi_last_bb (b);
  gsi_insert_after (&gsi, gimple_build_cond (NE_EXPR, pred, build_zero_cst (mask_type ()),
					     NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  enter->flags = (enter->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  enter->probability = profile_probability::even ();
  edge skip = make_edge (b, join, EDGE_FALSE_VALUE);
  skip->probability = profile_probability::even ();

  m_from_body = from_body;
  m_skip = skip;
  auto outside = [&] (gimple *use) {
    return !bitmap_bit_p (m_guarded, gimple_bb (use)->index);
  };
  auto_vec<tree> defs;
  for (basic_block in : inside)
    real_defs (in, &defs);
  for (tree def : defs)
    {
      bool live = m_live_values.contains (def);
      imm_use_iterator ui;
      gimple *use;
      /* Debug uses must not decide anything, or -g would change the
	 code; those outside the guard lose their value when no PHI carries
	 it out.  */
      if (!live)
	FOR_EACH_IMM_USE_STMT (use, ui, def)
	  if (outside (use) && !is_gimple_debug (use))
	    {
	      live = true;
	      break;
	    }
      if (!live)
	{
	  FOR_EACH_IMM_USE_STMT (use, ui, def)
	    if (outside (use) && gimple_debug_bind_p (use))
	      {
		gimple_debug_bind_reset_value (use);
		update_stmt (use);
	      }
	  continue;
	}
      /* A fresh name: the lanes that skipped see zero, which no range
	 or points-to fact of DEF covers.  A masked name needs nothing
	 for them: an undefined argument, for which out-of-SSA emits no
	 copy, so the skip edge stays a plain branch (a zero would be a
	 move in a block of its own on that critical edge, and a second
	 branch).  */
      tree joined = make_ssa_name (TREE_TYPE (def));
      gphi *phi = create_phi_node (joined, join);
      add_phi_arg (phi, def, from_body, UNKNOWN_LOCATION);
      add_phi_arg (phi, (m_masked.contains (def)
			 ? undefined_value (TREE_TYPE (def))
			 : build_zero_cst (TREE_TYPE (def))), skip,
		   UNKNOWN_LOCATION);
      FOR_EACH_IMM_USE_STMT (use, ui, def)
	{
	  if (use == phi || !outside (use))
	    continue;
	  use_operand_p use_p;
	  FOR_EACH_IMM_USE_ON_STMT (use_p, ui)
	    SET_USE (use_p, joined);
	  update_stmt (use);
	}
      m_joined.put (def, joined);
    }
  *body_out = body;
  return join;
}

/* A running value at JOIN, below the guard built last: VALUE for the
   lanes that ran the guarded blocks, OLD (zero if null) for the
   others.  */
tree
linearizer::running (basic_block join, tree value, tree old)
{
  tree type = TREE_TYPE (value);
  if (!old)
    old = build_zero_cst (type);
  if (TREE_CODE (value) == SSA_NAME)
    {
      basic_block def = gimple_bb (SSA_NAME_DEF_STMT (value));
      if (!def || !bitmap_bit_p (m_guarded, def->index))
	value = current (value);
    }
  if (operand_equal_p (value, old, 0))
    return old;
  tree res = make_ssa_name (type);
  gphi *phi = create_phi_node (res, join);
  gcc_checking_assert (m_from_body->dest == join && m_skip->dest == join);
  add_phi_arg (phi, value, m_from_body, UNKNOWN_LOCATION);
  add_phi_arg (phi, old, m_skip, UNKNOWN_LOCATION);
  return res;
}

/* For each position I of R's chain, the last position of the BOSCC
   gadget that starts there, or 0 for none.  A guarded block gets one when
   the blocks it dominates are the ones right after it in the chain (the
   guard can then jump over all of them), and only with linearize-boscc.  */
std::vector<unsigned>
linearizer::boscc_runs (const region &r)
{
  unsigned n = r.blocks.length ();
  std::vector<unsigned> end (n, 0);
  /* A gadget's skip edge would jump over a loop node's guard as well:
     not done.  */
  if (!m_opts.boscc || !r.loops.empty ())
    return end;
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  for (unsigned i = 1; i < n; i++)
    {
      unsigned last = i;
      bool contiguous = true;
      for (unsigned j = i + 1; j < n; j++)
	if (dominated_by_p (CDI_DOMINATORS, r.blocks[j], r.blocks[i]))
	  {
	    contiguous &= last + 1 == j;
	    last = j;
	  }
      if (contiguous && last > i)
	end[i] = last;
    }
  /* The guards split blocks and add edges without keeping the dominator
     tree up to date.  */
  free_dominance_info (CDI_DOMINATORS);
  return end;
}

/* Finish gadget G below CUR, the block the chain has reached after G's
   last position: a new join J, to which G's first guard now sends the
   lanes that skip it, so that a warp in which no lane enters G's first
   block jumps over every block that block dominates.  Those lanes would
   have entered none of them, so at J they carry the running values they
   had before G and zero for every predicate of an edge that leaves G;
   PHIs at J give both to the blocks after G.  Returns J.  */
basic_block
linearizer::close_gadget (const gadget &g, basic_block cur,
			  const std::vector<std::vector<int> > &out_edges,
			  hash_map<int_hash<int, -1, -2>, int> &pos,
			  std::vector<std::vector<tree> > &run)
{
  basic_block j = split_edge (single_succ_edge (cur));
  edge through = single_pred_edge (j);
  edge skip = redirect_edge_and_branch (g.skip, j);
  redirect_edge_var_map_clear (skip);
  auto merge = [&] (tree now, tree before) {
    tree res = make_ssa_name (TREE_TYPE (now));
    gphi *phi = create_phi_node (res, j);
    add_phi_arg (phi, now, through, UNKNOWN_LOCATION);
    add_phi_arg (phi, before, skip, UNKNOWN_LOCATION);
    return res;
  };
  for (unsigned d = g.end + 1; d < run.size (); d++)
    for (unsigned k = 0; k < run[d].size (); k++)
      if (run[d][k] && run[d][k] != g.run_before[d][k])
	run[d][k] = merge (run[d][k],
			   g.run_before[d][k] ? g.run_before[d][k]
			   : build_zero_cst (TREE_TYPE (run[d][k])));
  for (unsigned m = g.start; m <= g.end; m++)
    for (int idx : out_edges[m])
      if ((unsigned) *pos.get (m_edges[idx].dest->index) > g.end)
	m_edges[idx].pred = merge (m_edges[idx].pred,
				   build_zero_cst (mask_type ()));

  /* Any other value of G's blocks read past J (in a condition chain, by
     the blocks below a target that G's blocks dominate) is read only by
     lanes that went through G's first block: the skipped lanes get no
     value.  */
  auto_bitmap inside;
  for (basic_block b : g.span)
    bitmap_set_bit (inside, b->index);
  bitmap_set_bit (inside, j->index);
  auto outside = [&] (gimple *use, use_operand_p p) {
    if (gphi *phi = dyn_cast <gphi *> (use))
      return !bitmap_bit_p (inside, gimple_phi_arg_edge
				      (phi, PHI_ARG_INDEX_FROM_USE (p))
				      ->src->index);
    return !bitmap_bit_p (inside, gimple_bb (use)->index);
  };
  for (basic_block b : g.span)
    {
      auto_vec<tree> defs;
      real_defs (b, &defs);
      for (tree def : defs)
	{
	  tree outer = NULL_TREE;
	  imm_use_iterator ui;
	  gimple *use;
	  FOR_EACH_IMM_USE_STMT (use, ui, def)
	    {
	      use_operand_p p;
	      bool changed = false;
	      FOR_EACH_IMM_USE_ON_STMT (p, ui)
		if (outside (use, p))
		  {
		    if (is_gimple_debug (use))
		      {
			gimple_debug_bind_reset_value (use);
			changed = true;
			break;
		      }
		    if (!outer)
		      outer = merge (def, undefined_value (TREE_TYPE (def)));
		    SET_USE (p, outer);
		    changed = true;
		  }
	      if (changed)
		update_stmt (use);
	    }
	}
    }
  return j;
}

/* Take the PHIs of region R apart: those of the region's blocks go
   (their results will be defined by selects), the join's (or the chain
   targets', EXITS) stay with their arguments from outside the region.
   Virtual PHIs go everywhere; the virtual operands are renamed
   afterwards.  POS gives each block's position, OUT_EDGES each block's
   edges in m_edges.  */

std::vector<std::vector<phi_record> >
linearizer::take_phis_apart (const region &r, const basic_block *exits,
			     unsigned nexit,
			     hash_map<int_hash<int, -1, -2>, int> &pos,
			     const std::vector<std::vector<int> > &out_edges)
{
  unsigned n = r.blocks.length ();
  auto edge_index = [&] (edge e) {
    for (int idx : out_edges[*pos.get (e->src->index)])
      if (m_edges[idx].dest == e->dest)
	return idx;
    gcc_unreachable ();
  };

  std::vector<std::vector<phi_record> > phis (n + nexit);
  for (unsigned i = 1; i < n + nexit; i++)
    {
      basic_block b = i < n ? r.blocks[i] : exits[i - n];
      for (gphi_iterator psi = gsi_start_phis (b); !gsi_end_p (psi); )
	{
	  gphi *phi = psi.phi ();
	  tree res = gimple_phi_result (phi);
	  if (virtual_operand_p (res))
	    {
	      mark_virtual_phi_result_for_renaming (phi);
	      remove_phi_node (&psi, true);
	      continue;
	    }
	  phi_record rec;
	  rec.result = res;
	  rec.phi = i < n ? NULL : phi;
	  for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
	    {
	      edge e = gimple_phi_arg_edge (phi, j);
	      int *from = pos.get (e->src->index);
	      if (!from || *from >= (int) n)
		continue;
	      tree arg = gimple_phi_arg_def (phi, j);
	      rec.args.push_back (std::make_pair (arg, edge_index (e)));
	      if (TREE_CODE (arg) == SSA_NAME)
		m_live_values.add (arg);
	    }
	  phis[i].push_back (rec);
	  if (i < n)
	    remove_phi_node (&psi, false);
	  else
	    gsi_next (&psi);
	}
    }
  return phis;
}

/* Turn each branch of region R into a boolean value; returns them by
   chain position (NULL_TREE where a block ends in no branch).  */

std::vector<tree>
linearizer::branch_values (const region &r, linearize_region_note *note)
{
  unsigned n = r.blocks.length ();
  std::vector<tree> cond (n, NULL_TREE);
  for (unsigned i = 0; i < n; i++)
    if (gcond *c = (node_at (r, r.blocks[i]) ? NULL
		    : safe_dyn_cast <gcond *> (last_stmt (r.blocks[i]))))
      {
	tree test = make_ssa_name (boolean_type_node);
	cond[i] = make_ssa_name (mask_type ());
	gimple_stmt_iterator gsi = gsi_for_stmt (c);
	gsi_insert_before (&gsi, gimple_build_assign
				   (test, gimple_cond_code (c),
				    gimple_cond_lhs (c), gimple_cond_rhs (c)),
			   GSI_SAME_STMT);
	gsi_insert_before (&gsi, gimple_build_assign (cond[i], NOP_EXPR, test),
			   GSI_SAME_STMT);
	gsi_remove (&gsi, true);
	m_live_values.add (cond[i]);
	note->folded++;
      }
  return cond;
}

/* Link the blocks of region R into one chain that leads to EXITS (the
   join, or a condition chain's NEXIT = 2 targets).  A condition chain
   ends in a new block that sends each lane to its target, which is
   returned (else NULL); the targets' PHIS get placeholder arguments
   until the running values exist.  */

basic_block
linearizer::make_chain (const region &r, const basic_block *exits,
			unsigned nexit,
			const std::vector<std::vector<phi_record> > &phis)
{
  unsigned n = r.blocks.length ();
  basic_block dispatch = NULL;
  for (unsigned i = 0; i < n; i++)
    {
      basic_block b = m_tail[i];
      while (EDGE_COUNT (b->succs))
	remove_edge (EDGE_SUCC (b, 0));
      basic_block next = i + 1 < n ? r.blocks[i + 1] : exits[0];
      if (i + 1 == n && nexit == 2)
	{
	  dispatch = create_empty_bb (b);
	  add_bb_to_loop (dispatch, b->loop_father);
	  next = dispatch;
	}
      edge e = make_edge (b, next, EDGE_FALLTHRU);
      e->probability = profile_probability::always ();
      if (i + 1 < n)
	continue;
      for (unsigned k = 0; k < nexit; k++)
	{
	  edge to = e;
	  if (dispatch)
	    {
	      to = make_edge (dispatch, exits[k],
			      k ? EDGE_FALSE_VALUE : EDGE_TRUE_VALUE);
	      to->probability = profile_probability::even ();
	    }
	  for (const phi_record &rec : phis[n + k])
	    add_phi_arg (rec.phi, rec.args[0].first, to, UNKNOWN_LOCATION);
	}
    }
  return dispatch;
}

/* Send the lanes from TAIL, the end of the chain, to the EXITS: through
   DISPATCH's branch on the lanes that took one of the first target's
   incoming edges INTO_FIRST, when there are two targets.  The targets'
   PHIS take the running values RUN.  */

void
linearizer::lead_to_exits (basic_block tail, basic_block dispatch,
			   const basic_block *exits, unsigned nexit,
			   const std::vector<int> &into_first,
			   const std::vector<std::vector<phi_record> > &phis,
			   const std::vector<std::vector<tree> > &run,
			   linearize_region_note *note)
{
  unsigned n = phis.size () - nexit;
  /* The lanes that go to the first target: exactly those that took
     one of its incoming edges.  */
  tree to_first = NULL_TREE;
  gimple_seq first_seq = NULL;
  if (dispatch)
    for (int idx : into_first)
      to_first = to_first ? build_mask (&first_seq, BIT_IOR_EXPR, to_first,
					m_edges[idx].pred)
		 : m_edges[idx].pred;
  gimple_stmt_iterator gsi = gsi_last_bb (tail);
  gsi_insert_seq_after (&gsi, first_seq, GSI_NEW_STMT);
  if (dispatch)
    {
      gsi = gsi_last_bb (dispatch);
      gsi_insert_after (&gsi, gimple_build_cond
				(NE_EXPR, to_first,
				 build_zero_cst (mask_type ()),
				 NULL_TREE, NULL_TREE), GSI_NEW_STMT);
    }
  for (unsigned k = 0; k < nexit; k++)
    {
      edge e = dispatch ? find_edge (dispatch, exits[k])
	       : single_succ_edge (tail);
      for (unsigned j = 0; j < phis[n + k].size (); j++)
	{
	  SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (phis[n + k][j].phi, e),
		   run[n + k][j]);
	  note->merged++;
	}
    }
}

void
linearizer::transform (const region &r, linearize_region_note *note)
{
  m_edges.truncate (0);
  m_joined.empty ();
  m_live_values.empty ();
  m_masked.empty ();
  unsigned n = r.blocks.length ();
  hash_map<int_hash<int, -1, -2>, int> pos;
  for (unsigned i = 0; i < n; i++)
    pos.put (r.blocks[i]->index, i);
  /* Where the linearized blocks lead: the join, or a chain's two
     targets; they have positions N and N + 1.  */
  unsigned nexit = r.target[0] ? 2 : 1;
  basic_block exits[2] = { r.target[0] ? r.target[0] : r.join, r.target[1] };
  for (unsigned k = 0; k < nexit; k++)
    pos.put (exits[k]->index, n + k);
  /* A loop node's edge leaves from the block that collects its exits.  */
  m_tail.assign (r.blocks.begin (), r.blocks.end ());
  for (unsigned i = 0; i < n; i++)
    if (const loop_node *node = node_at (r, r.blocks[i]))
      {
	m_tail[i] = node->tail;
	pos.put (node->tail->index, i);
      }

  /* The region's edges.  */
  std::vector<std::vector<int> > in_edges (n + nexit), out_edges (n);
  for (unsigned i = 0; i < n; i++)
    {
      basic_block b = m_tail[i];
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  region_edge re;
	  re.src = b;
	  re.dest = e->dest;
	  re.conditional = EDGE_COUNT (b->succs) == 2;
	  re.on_true = (e->flags & EDGE_TRUE_VALUE) != 0;
	  out_edges[i].push_back (m_edges.length ());
	  in_edges[*pos.get (e->dest->index)].push_back (m_edges.length ());
	  m_edges.safe_push (re);
	}
    }

  /* The BOSCC gadgets (the paper's §6): a guarded block whose dominance
     region is the run of blocks right after it in the chain.  */
  std::vector<unsigned> gadget_end = boscc_runs (r);

  /* Take the PHIs apart, turn each branch into a boolean value, and
     link the blocks into the chain.  */
  std::vector<std::vector<phi_record> > phis
    = take_phis_apart (r, exits, nexit, pos, out_edges);
  std::vector<tree> cond = branch_values (r, note);
  basic_block dispatch = make_chain (r, exits, nexit, phis);

  /* Predicates, guards and running values, in chain order.  A null
     predicate is every lane that entered the region.  */
  std::vector<tree> pred (n, NULL_TREE);
  std::vector<std::vector<tree> > run (n + nexit);
  for (unsigned i = 1; i < n + nexit; i++)
    run[i].assign (phis[i].size (), NULL_TREE);
  basic_block last = r.blocks[0];
  std::vector<gadget> open;
  for (unsigned i = 0; i < n; i++)
    {
      basic_block b = r.blocks[i];
      basic_block tail = b, body = NULL;
      if (i > 0)
	{
	  gimple_seq head = NULL;
	  for (int idx : in_edges[i])
	    pred[i] = pred[i] ? build_mask (&head, BIT_IOR_EXPR, pred[i],
					    m_edges[idx].pred)
		      : m_edges[idx].pred;
	  for (unsigned j = 0; j < phis[i].size (); j++)
	    {
	      gimple_seq_add_stmt (&head, gimple_build_assign
					    (phis[i][j].result, run[i][j]));
	      note->merged++;
	    }
	  /* B's test is only read in the predicates of B's edges, each
	     an AND with PRED[I], the guard's predicate.  */
	  if (cond[i] && pred[i])
	    m_masked.add (cond[i]);
	  gimple *last_head = gimple_seq_last_stmt (head);
	  gimple_stmt_iterator gsi = gsi_after_labels (b);
	  gsi_insert_seq_before (&gsi, head, GSI_SAME_STMT);
	  const loop_node *node = node_at (r, b);
	  tail = guard_block (b, last_head, pred[i], node, &body);
	  note->guarded++;
	  if (gadget_end[i])
	    {
	      open.push_back (gadget ());
	      open.back ().end = gadget_end[i];
	      open.back ().start = i;
	      open.back ().skip = find_edge (b, tail);
	      open.back ().run_before = run;
	    }
	  /* Lay the blocks out in the order the warp walks them, each
	     guard's body and join right behind it: the nvptx back end
	     keeps the block order, and a body elsewhere costs the lanes
	     that skip it an unconditional branch to the join.  */
	  auto_vec<basic_block> order;
	  order.safe_push (b);
	  order.safe_push (body);
	  /* A loop node's blocks in the order they had.  */
	  if (node)
	    {
	      basic_block x;
	      FOR_EACH_BB_FN (x, m_fn)
		if (flow_bb_inside_loop_p (node->loop, x))
		  order.safe_push (x);
	      order.safe_push (node->tail);
	    }
	  order.safe_push (tail);
	  for (basic_block x : order)
	    {
	      move_block_after (x, last);
	      last = x;
	      for (gadget &g : open)
		if (x != b || g.start != i)
		  g.span.push_back (x);
	    }
	}

      /* The values B passes along its edges, for the PHIs at their
	 ends.  */
      for (int idx : out_edges[i])
	{
	  unsigned dest = *pos.get (m_edges[idx].dest->index);
	  for (unsigned j = 0; j < phis[dest].size (); j++)
	    for (const std::pair<tree, int> &arg : phis[dest][j].args)
	      if (arg.second == idx)
		run[dest][j] = body ? running (tail, arg.first, run[dest][j])
			       : arg.first;
	}

      gimple_seq tail_seq = NULL;
      for (int idx : out_edges[i])
	{
	  region_edge &re = m_edges[idx];
	  if (!re.conditional)
	    {
	      re.pred = pred[i];
	      continue;
	    }
	  tree c = current (cond[i]);
	  /* Below a guard the test's value is undefined for the lanes that
	     skipped it, and the AND with the block's predicate masks it.
	     The AND also keeps RTL's jump bypassing (cprop) away: with a
	     zero for those lanes and no AND, a branch on PHI <test, 0> is
	     what it threads, which puts the shared block back on two
	     paths (shortcircuit: 0.745 -> 1.000 of -O2's warp
	     instructions).  */
	  if (!re.on_true)
	    c = build_mask (&tail_seq, BIT_XOR_EXPR, c,
			    build_one_cst (mask_type ()));
	  re.pred = build_mask (&tail_seq, BIT_AND_EXPR,
				body ? guard_mask (&tail_seq, pred[i]) : pred[i],
				c);
	}
      gimple_stmt_iterator gsi = gsi_last_bb (tail);
      gsi_insert_seq_after (&gsi, tail_seq, GSI_NEW_STMT);
      while (!open.empty () && open.back ().end == i)
	{
	  tail = close_gadget (open.back (), tail, out_edges, pos, run);
	  move_block_after (tail, last);
	  last = tail;
	  open.pop_back ();
	  for (gadget &g : open)
	    g.span.push_back (tail);
	  note->boscc++;
	}
      if (i + 1 < n)
	continue;
      lead_to_exits (tail, dispatch, exits, nexit, in_edges[n], phis, run,
		     note);
    }
  /* A condition chain's branch falls through to its first target.  */
  if (dispatch)
    {
      move_block_after (dispatch, last);
      move_block_after (exits[0], dispatch);
    }
  note->blocks = n;
  note->linearized = true;
}

} // namespace linearization
} // namespace qprop
