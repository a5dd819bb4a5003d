/* The divergent loop transform of qprop-linearize, for SIMT code
   (Moll and Hack, "Partial Control-Flow Linearization", PLDI 2018, §5).

   A loop is divergent when the lanes of a warp leave it in different
   iterations: some exit test depends on the lane.  When its exits lead
   to different blocks that do work before they meet, the warp runs each
   exit path once per exit event rather than once:

	  H:  for (;;)
	  X1:   { if (hit (i)) goto F;       divergent exit
	  X2:     if (i == n) goto G;        divergent exit
		  i++; }
	  F:  f-work; goto P;
	  G:  g-work;
	  P:  ...

   The nvptx back end (and the hardware) reconverge a divergent branch
   at its immediate post-dominator, which for X1 and X2 is P.  Lanes that
   take X1's exit in iteration 3 run f-work and wait at P; lanes that take
   it in iteration 7 run f-work again, and so on, as often as the exit is
   taken in a different iteration by some lane of the warp.

   The paper makes such a loop uniform for a SIMD target: a live mask in
   the header tracks the lanes still iterating, an exit mask per exit
   target records which lanes left through it, every exiting branch is
   rebound to a new pure latch that updates the masks, the latch's only
   exit is taken when no lane is live (a uniform test), and a new exit
   block dispatches each lane to its original exit target on its exit
   mask.  So each exit target runs once per warp, after the loop.

   On a SIMT target the hardware already keeps the live mask: a lane that
   branched out of the loop is inactive until the warp reconverges.  What
   it lacks is a reconvergence point before the exit targets.  So this
   transform keeps the paper's exit block and its dispatch, and lets the
   hardware do the rest:

	  H:  for (;;)
	  X1:   { if (hit (i)) { id = 0; goto E; }
	  X2:     if (i == n) { id = 1; goto E; }
		  i++; }
	  E:  if (id == 0) goto F; else goto G;      the only exit of the loop
	  F:  f-work; goto P;
	  G:  g-work;
	  P:  ...

   Every exiting branch now post-dominated by E, a lane that leaves waits
   at E, and the warp passes E once, when its last lane has left: that is
   the paper's uniform exit, taken by the whole warp at once, without a
   vote in every iteration, and without a pure latch, which would make
   every lane that stays pass one more block per iteration.  The exit
   index ID stands for the exit masks (a lane is in exactly one of them);
   values that the exit targets read from the loop pass E in PHIs,
   undefined for the lanes that left through an exit where they were not
   defined.  A lane at E needs only its own target's values, so one PHI
   carries one value of every target: E keeps as many values live as
   the target that reads most, not all of them (rebind_exits).  Left to
   SSA repair, a value defined on the way to one exit only would be
   reached on the others' paths by its value of the iteration before,
   and stay live all round the loop; with both, probe-omp's loop went
   from 78 registers to 84 (ptxas, sm_80).  F and G then run once per
   warp each.

   ID's values are opaque (an empty asm): with constants on E's incoming
   edges, RTL jump bypassing would send each exit straight to its target
   again.  Nothing else changes for a lane: it runs the same statements
   in the same order; only when the warp's lanes run their exit paths
   changes, and SIMT lanes never ordered those.

   It pays when the exit paths (the blocks from the exit targets to their
   common post-dominator) are bigger than the dispatch: a compare and a
   branch per target but the last, and a move per exit edge.  The
   estimate assumes one extra exit event, the least a divergent exit
   gives; the dump shows both figures.

   Left alone, with the reason in the dump: loops without a divergent
   exit, loops whose exits lead to one block, exits that are not
   conditional branches (switches, EH and abnormal edges), exits that
   leave more than one loop or the SIMT region, exit paths that hold a
   statement that couples the lanes under a guard (lane-coupling.cc:
   OpenACC fork/join markers, SIMT entry and exit, votes, calls that
   return twice, asm goto), values that cross abnormal edges, and loops
   that the estimate turns down.  */

#include "gcc-includes.h"
#include <vector>
#include "tree-inline.h"
#include "simt/divergence.h"
#include "ir/cfg-rewrite.h"
#include "simt/lane-coupling.h"
#include "ir/ssa-reads.h"
#include "analysis/live-registers.h"
#include "simt/linearize.h"
#include "simt/divergent-loops.h"

namespace qprop {

namespace {

/* A loop whose exits are to be rebound: its exit edges, their distinct
   targets in the order first met, and each exit's target.  */
struct exit_plan
{
  class loop *loop = NULL;
  auto_vec<edge> exits;
  auto_vec<basic_block> targets;
  auto_vec<unsigned> target_of;
};

/* Does any SSA name defined in LOOP or read by a PHI of the targets take
   part in an abnormal PHI?  Renaming it would break the abnormal edge.  */
static bool
crosses_abnormal_edge (const exit_plan &p)
{
  basic_block *body = get_loop_body (p.loop);
  bool found = false;
  for (unsigned i = 0; i < p.loop->num_nodes && !found; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	found |= SSA_NAME_OCCURS_IN_ABNORMAL_PHI (gimple_phi_result
						  (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  tree def;
	  ssa_op_iter it;
	  FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), it, SSA_OP_DEF)
	    found |= SSA_NAME_OCCURS_IN_ABNORMAL_PHI (def);
	}
    }
  free (body);
  for (basic_block t : p.targets)
    for (gphi_iterator gsi = gsi_start_phis (t); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      found |= SSA_NAME_OCCURS_IN_ABNORMAL_PHI (gimple_phi_result
						(gsi.phi ()));
  return found;
}

/* Check LOOP and fill P; NULL if its exits can be rebound, else why not.
   *GAIN is the size of the exit paths, *COST the dispatch's.  */
static const char *
plan_loop (const divergence_analysis &da, class loop *loop, exit_plan *p,
	   int *gain, int *cost)
{
  class loop *outer = loop_outer (loop);
  int region = da.region_of (loop->header);
  p->loop = loop;
  bool divergent = false;
  for (edge e : get_loop_exit_edges (loop))
    {
      p->exits.safe_push (e);
      divergent |= (EDGE_COUNT (e->src->succs) == 2
		    && da.branch_diverges (e->src));
    }
  if (!divergent)
    return "no divergent exit";
  for (edge e : p->exits)
    {
      if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
	return "it has an abnormal or EH exit";
      if (!safe_dyn_cast <gcond *> (last_stmt (e->src)))
	return "an exit is not a conditional branch";
      if (e->dest->loop_father != outer)
	return "an exit leaves more than one loop";
      if (da.region_of (e->dest) != region || da.is_region_control (e->src))
	return "an exit leaves the SIMT region";
      unsigned k;
      for (k = 0; k < p->targets.length (); k++)
	if (p->targets[k] == e->dest)
	  break;
      if (k == p->targets.length ())
	p->targets.safe_push (e->dest);
      p->target_of.safe_push (k);
    }
  if (p->targets.length () < 2)
    return "its exits already meet";

  /* The exit paths: what lies between the targets and the point where
     the warp reconverges today, their common post-dominator.  They stay
     inside OUTER's current iteration.  */
  basic_block join = p->targets[0];
  for (basic_block t : p->targets)
    join = nearest_common_dominator (CDI_POST_DOMINATORS, join, t);
  *gain = 0;
  auto_bitmap seen;
  auto_vec<basic_block> stack;
  for (basic_block t : p->targets)
    stack.safe_push (t);
  while (!stack.is_empty ())
    {
      basic_block b = stack.pop ();
      if (b == join || b == EXIT_BLOCK_PTR_FOR_FN (cfun)
	  || (outer->num != 0 && b == outer->header)
	  || !flow_bb_inside_loop_p (outer, b)
	  || flow_bb_inside_loop_p (loop, b)
	  || da.region_of (b) != region
	  || !bitmap_set_bit (seen, b->index))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  if (const char *what = lane_coupling (gsi_stmt (gsi),
						lane_regrouping::guarded))
	    return what;
	  *gain += estimate_num_insns (gsi_stmt (gsi), &eni_size_weights);
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	stack.safe_push (e->dest);
    }
  *cost = 2 * (p->targets.length () - 1) + p->exits.length ();
  for (basic_block t : p->targets)
    for (gphi_iterator gsi = gsi_start_phis (t); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      *cost += !virtual_operand_p (gimple_phi_result (gsi.phi ()));
  if (crosses_abnormal_edge (*p))
    return "a value that crosses an abnormal edge";
  return NULL;
}

/* The last block of LOOP in the current block order.  */
static basic_block
last_block_of (class loop *loop)
{
  basic_block last = loop->header, bb;
  FOR_EACH_BB_FN (bb, cfun)
    if (flow_bb_inside_loop_p (loop, bb))
      last = bb;
  return last;
}

/* A value defined in the loop and read after it, not through the PHI
   arguments of the exit edges, whose definition does not dominate every
   exit: which exits it dominates.  */
struct escaping_value
{
  tree name;
  std::vector<bool> defined_on;
};

/* The escaping values of P's loop.  Once every exit leads to the new
   exit block, SSA repair would find, on the paths of the exits the
   definition does not dominate, the value of the iteration before, and
   keep it live all round the loop.  No lane reads it there (it left
   through an exit whose target does not need the value), so the
   transform passes such a value through a PHI of the exit block,
   undefined on those exits, instead.  Needs dominators.  */
static void
find_escaping_values (const exit_plan &p, std::vector<escaping_value> *out)
{
  basic_block *body = get_loop_body (p.loop);
  for (unsigned i = 0; i < p.loop->num_nodes; i++)
    {
      auto_vec<tree> defs;
      real_defs (body[i], &defs);
      for (tree def : defs)
	{
	  /* Reads of DEF's value after the loop, other than by the exit
	     edges' PHI arguments.  */
	  bool read_after = !for_each_read (def, [&] (gimple *user,
						      basic_block at)
	    {
	      return (flow_bb_inside_loop_p (p.loop, gimple_bb (user))
		      || flow_bb_inside_loop_p (p.loop, at));
	    });
	  if (!read_after)
	    continue;
	  escaping_value v;
	  v.name = def;
	  bool everywhere = true;
	  for (edge e : p.exits)
	    {
	      bool dom = dominated_by_p (CDI_DOMINATORS, e->src, body[i]);
	      v.defined_on.push_back (dom);
	      everywhere &= dom;
	    }
	  if (!everywhere)
	    out->push_back (v);
	}
    }
  free (body);
}

/* Rebind P's exits to a new exit block; return its index.  */
static int
rebind_exits (function *fn, const exit_plan &p)
{
  class loop *loop = p.loop, *outer = loop_outer (loop);
  unsigned ntargets = p.targets.length ();
  tree id_type = unsigned_type_node;
  location_t loc = gimple_location (last_stmt (p.exits[0]->src));

  std::vector<escaping_value> escaping;
  find_escaping_values (p, &escaping);
  /* The blocks whose definitions may no longer dominate their uses.  */
  basic_block *body = get_loop_body (loop);
  auto_vec<basic_block> blocks;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    blocks.safe_push (body[i]);
  free (body);

  basic_block after = last_block_of (loop);
  basic_block exit_bb = create_empty_bb (after);
  add_bb_to_loop (exit_bb, outer);

  /* Per exit: the arguments it passed to its target's PHIs (by result:
     a PHI node moves when an edge added to its block outgrows it), the
     edge into the exit block it became, and its exit index.  */
  std::vector<std::vector<std::pair<tree, tree> > > args (p.exits.length ());
  std::vector<edge> into (p.exits.length ());
  std::vector<tree> ids (p.exits.length ());
  std::vector<profile_count> target_count (ntargets,
					   profile_count::zero ());
  auto_vec<basic_block> moved;
  for (unsigned j = 0; j < p.exits.length (); j++)
    {
      edge e = p.exits[j];
      for (gphi_iterator gsi = gsi_start_phis (e->dest); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	args[j].push_back (std::make_pair (gimple_phi_result (gsi.phi ()),
					   PHI_ARG_DEF_FROM_EDGE (gsi.phi (),
								  e)));
      target_count[p.target_of[j]] += e->count ();
      edge ne = redirect_edge_and_branch (e, exit_bb);
      redirect_edge_var_map_clear (ne);
      basic_block s = split_edge (ne);
      gimple_seq seq = NULL;
      ids[j] = opaque_value (&seq, id_type, p.target_of[j]);
      gimple_stmt_iterator gsi = gsi_last_bb (s);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
      moved.safe_push (s);
    }
  gphi *id_phi = create_phi_node (make_ssa_name (id_type), exit_bb);
  for (unsigned j = 0; j < p.exits.length (); j++)
    {
      into[j] = single_succ_edge (moved[j]);
      add_phi_arg (id_phi, ids[j], into[j], loc);
    }
  moved.safe_push (exit_bb);

  /* The dispatch: one test per target but the last.  */
  std::vector<edge> to_target (ntargets);
  profile_count left = profile_count::zero ();
  for (profile_count c : target_count)
    left += c;
  exit_bb->count = left;
  basic_block d = exit_bb;
  for (unsigned k = 0; k + 1 < ntargets; k++)
    {
      gcond *test = gimple_build_cond (EQ_EXPR, gimple_phi_result (id_phi),
				       build_int_cst (id_type, k),
				       NULL_TREE, NULL_TREE);
      gimple_set_location (test, loc);
      gimple_stmt_iterator gsi = gsi_last_bb (d);
      gsi_insert_after (&gsi, test, GSI_NEW_STMT);
      profile_probability prob = target_count[k].probability_in (left);
      to_target[k] = make_edge (d, p.targets[k], EDGE_TRUE_VALUE);
      to_target[k]->probability = prob;
      left -= target_count[k];
      if (k + 2 < ntargets)
	{
	  basic_block next = create_empty_bb (d);
	  add_bb_to_loop (next, outer);
	  next->count = left;
	  edge f = make_edge (d, next, EDGE_FALSE_VALUE);
	  f->probability = prob.invert ();
	  moved.safe_push (next);
	  d = next;
	}
      else
	{
	  to_target[k + 1] = make_edge (d, p.targets[k + 1],
					EDGE_FALSE_VALUE);
	  to_target[k + 1]->probability = prob.invert ();
	}
    }

  /* Each target's PHIs take, on its edge from the dispatch, what its
     exits passed them.  A value from outside the loop that all of a
     target's exits pass goes on directly.  The others pass the exit
     block in PHIs.  A lane there needs only its own target's values, so
     one PHI carries one value of every target (of one type), undefined
     for the targets that have no more: the exit block keeps as many
     values live as the target that needs most, not all the targets'
     values at once (on probe-omp that is 3 registers, not 6).  The
     virtual operands are renamed afterwards.  */
  std::vector<tree> kinds;
  /* Per kind and target, the slots (indices into args) it packs.  */
  std::vector<std::vector<std::vector<unsigned> > > packed;
  std::vector<unsigned> first_exit (ntargets);
  for (unsigned k = 0; k < ntargets; k++)
    {
      auto_vec<unsigned> mine;
      for (unsigned j = 0; j < p.exits.length (); j++)
	if (p.target_of[j] == k)
	  mine.safe_push (j);
      first_exit[k] = mine[0];
      for (unsigned a = 0; a < args[mine[0]].size (); a++)
	{
	  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (args[mine[0]][a].first));
	  tree value = args[mine[0]][a].second;
	  bool agree = true;
	  for (unsigned j : mine)
	    agree &= operand_equal_p (args[j][a].second, value, 0);
	  bool from_loop = false;
	  for (unsigned j : mine)
	    {
	      tree v = args[j][a].second;
	      basic_block def = (TREE_CODE (v) == SSA_NAME
				 ? gimple_bb (SSA_NAME_DEF_STMT (v)) : NULL);
	      from_loop |= def && flow_bb_inside_loop_p (loop, def);
	    }
	  if (virtual_operand_p (value) || (agree && !from_loop))
	    {
	      add_phi_arg (phi, value, to_target[k], loc);
	      continue;
	    }
	  tree type = TREE_TYPE (gimple_phi_result (phi));
	  unsigned t;
	  for (t = 0; t < kinds.size (); t++)
	    if (types_compatible_p (kinds[t], type))
	      break;
	  if (t == kinds.size ())
	    {
	      kinds.push_back (type);
	      packed.emplace_back (ntargets);
	    }
	  packed[t][k].push_back (a);
	}
    }
  for (unsigned t = 0; t < kinds.size (); t++)
    {
      size_t most = 0;
      for (unsigned k = 0; k < ntargets; k++)
	most = MAX (most, packed[t][k].size ());
      tree undef = NULL_TREE;
      for (size_t i = 0; i < most; i++)
	{
	  gphi *merge = create_phi_node (make_ssa_name (kinds[t]), exit_bb);
	  for (unsigned j = 0; j < p.exits.length (); j++)
	    {
	      const std::vector<unsigned> &slots = packed[t][p.target_of[j]];
	      tree v;
	      if (i < slots.size ())
		v = args[j][slots[i]].second;
	      else
		{
		  if (!undef)
		    undef = undefined_value (fn, kinds[t], "exit_skip");
		  v = undef;
		}
	      add_phi_arg (merge, v, into[j], loc);
	    }
	  for (unsigned k = 0; k < ntargets; k++)
	    if (i < packed[t][k].size ())
	      {
		tree result = args[first_exit[k]][packed[t][k][i]].first;
		add_phi_arg (as_a <gphi *> (SSA_NAME_DEF_STMT (result)),
			     gimple_phi_result (merge), to_target[k], loc);
	      }
	}
    }

  /* The escaping values pass the exit block in PHIs; every read after
     the loop now reads the PHI.  */
  for (const escaping_value &v : escaping)
    {
      tree type = TREE_TYPE (v.name);
      gphi *merge = create_phi_node (make_ssa_name (type), exit_bb);
      tree undef = NULL_TREE;
      for (unsigned j = 0; j < p.exits.length (); j++)
	{
	  if (!v.defined_on[j] && !undef)
	    undef = undefined_value (fn, type, "exit_skip");
	  add_phi_arg (merge, v.defined_on[j] ? v.name : undef, into[j], loc);
	}
      tree now = gimple_phi_result (merge);
      imm_use_iterator ui;
      gimple *user;
      FOR_EACH_IMM_USE_STMT (user, ui, v.name)
	{
	  basic_block ub = gimple_bb (user);
	  if (user == merge || flow_bb_inside_loop_p (loop, ub)
	      || is_gimple_debug (user))
	    continue;
	  if (gphi *phi = dyn_cast <gphi *> (user))
	    {
	      use_operand_p use;
	      FOR_EACH_IMM_USE_ON_STMT (use, ui)
		if (!flow_bb_inside_loop_p
		      (loop, gimple_phi_arg_edge (phi,
						  PHI_ARG_INDEX_FROM_USE (use))
			       ->src)
		    && ub != exit_bb)
		  SET_USE (use, now);
	      continue;
	    }
	  use_operand_p use;
	  FOR_EACH_IMM_USE_ON_STMT (use, ui)
	    SET_USE (use, now);
	  update_stmt (user);
	}
    }

  for (basic_block b : moved)
    {
      move_block_after (b, after);
      after = b;
    }

  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  repair_dominance (blocks);
  mark_virtual_operands_for_renaming (fn);
  update_ssa (TODO_update_ssa_full_phi);
  return exit_bb->index;
}

} // anon namespace

unsigned int
transform_divergent_loops (function *fn, const divergence_analysis &da,
			   const divergent_loop_options &opts,
			   std::vector<divergent_loop_note> *notes)
{
  bool changed = false;
  auto_bitmap seen;
  /* The region transforms before this left no dominator trees behind
     that can be trusted; each rebinding changes them again.  */
  bool stale = true;
  for (;;)
    {
      if (stale)
	{
	  free_dominance_info (CDI_DOMINATORS);
	  calculate_dominance_info (CDI_DOMINATORS);
	  free_dominance_info (CDI_POST_DOMINATORS);
	  calculate_dominance_info (CDI_POST_DOMINATORS);
	  stale = false;
	}
      class loop *next = NULL;
      for (auto loop : loops_list (fn, LI_FROM_INNERMOST))
	{
	  if (!da.loop_in_region (loop) || bitmap_bit_p (seen, loop->num))
	    continue;
	  bitmap_set_bit (seen, loop->num);
	  if (get_loop_exit_edges (loop).length () >= 2)
	    {
	      next = loop;
	      break;
	    }
	}
      if (!next)
	break;

      divergent_loop_note note;
      note.loop_num = next->num;
      note.header = next->header->index;
      exit_plan p;
      note.refusal = plan_loop (da, next, &p, &note.gain, &note.cost);
      note.exits = p.exits.length ();
      note.targets = p.targets.length ();
      for (edge e : p.exits)
	if (LOCATION_LOCUS (gimple_location (last_stmt (e->src)))
	    != UNKNOWN_LOCATION)
	  {
	    note.locus = gimple_location (last_stmt (e->src));
	    break;
	  }
      if (!note.refusal && note.gain <= note.cost && !opts.ignore_cost)
	note.refusal = "what it would share costs less than the dispatch";
      if (!note.refusal && opts.register_guard && !opts.ignore_cost)
	{
	  live_registers live (fn);
	  note.regs = judge_register_change (fn, live.peak (),
					     predict_rebound_peak (live, next,
								   p.exits,
								   p.target_of),
					     note.gain - note.cost,
					     opts.register_guard_saving);
	  note.register_checked = true;
	  note.refusal = note.regs.refusal;
	}
      if (!note.refusal)
	{
	  note.exit_block = rebind_exits (fn, p);
	  note.rebound = true;
	  changed = stale = true;
	}
      notes->push_back (note);
    }
  free_dominance_info (CDI_POST_DOMINATORS);
  return changed ? TODO_cleanup_cfg : 0;
}

} // namespace qprop
