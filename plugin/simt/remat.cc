/* qprop-remat: rematerialization of affine and uniform values in SIMT
   code.

   Sampaio et al.'s divergence-aware register allocator (TOPLAS 2014,
   section 4, Fig. 18) rematerializes affine values (c*T + x, T the
   lane) instead of spilling them, since they can be computed again from
   the lane and uniform values at little cost.  GCC leaves register
   allocation for nvptx to ptxas, so at GIMPLE level the same idea can
   only shape the live ranges ptxas sees: a value that is live across a
   block of high register pressure, without a use there, is computed
   again in each block that uses it, and its original definition is left
   to die.  The value then takes no register through the high-pressure
   block.

   The rules:
   - a candidate is an SSA name whose value the divergence analysis
     finds affine or uniform, defined by a cheap arithmetic statement
     that reads no memory and cannot trap, live on entry to a block
     whose estimated peak (analysis/live-registers) reaches
     remat-pressure and not used in it;
   - it is recomputed next to its first use in every block other than
     its own that uses it, from leaves that are live there anyway
     (constants, or SSA names live on entry to that block or defined in
     it before the use), through at most remat-depth statements of the
     same kind, so that no other live range grows;
   - in SSA form a name's operands keep their values for as long as the
     name's own definition reaches a use, so the copy computes the same
     value as the original; what can change between a definition and a
     use is memory, and a computation that reads memory is never copied;
   - a value used by a PHI, or in a loop deeper than its definition
     (where a copy would run once per iteration; remat-loops=on allows
     it), is left alone, all or nothing: recomputing some uses only
     would leave the value live through the same blocks.

   Calls are the other place where registers run out: with remat-calls
   a block holding a PTX call counts as a high-pressure block too, and
   functions without a SIMT region are looked at for calls only
   (remat-calls.cc explains why, with an example).

   The copies are ordinary GIMPLE.  Later passes could merge them back
   with the original (RTL CSE and GCSE, ptxas's own): the pass runs after
   GCC's last GIMPLE optimizations, and deletes an original that no use
   is left to, so that no full redundancy is left for RTL's GCSE to
   find.  (An original still used in its own block stays, and GCSE may
   then undo the copies: nothing is lost but the work.)  docs/passes.md
   has the measurement of what reaches ptxas.  */

#include "gcc-includes.h"
#include "tree-dfa.h"
#include "tree-ssa-dce.h"
#include "ir/load-safety.h"
#include "simt/divergence.h"
#include "simt/remat.h"
#include "simt/remat-calls.h"
#include "analysis/live-registers.h"

namespace qprop {

namespace {

/* Whether a statement computing CODE is cheap enough to run again
   and cannot trap given that its operands do not (no division).  */
bool
cheap_code_p (tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case WIDEN_MULT_EXPR:
    case POINTER_PLUS_EXPR:
    case NEGATE_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case BIT_NOT_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case NOP_EXPR:
    case CONVERT_EXPR:
    /* A vector built from scalars (the argument block's pointers are
       stored two at a time): a move per element.  */
    case CONSTRUCTOR:
      return true;
    default:
      return false;
    }
}

class remat_walk
{
public:
  remat_walk (function *fn, const divergence_analysis &da,
	      const settings &conf, const live_registers &live,
	      bool no_region)
    : m_fn (fn), m_da (da), m_conf (conf), m_live (live),
      m_first_new (num_ssa_names), m_writers (fn), m_no_region (no_region)
  {
    bitmap_initialize (&moved, &bitmap_default_obstack);
  }
  ~remat_walk () { bitmap_clear (&moved); }

  /* Why NAME's definition cannot be copied, or NULL.  */
  const char *copyable (tree name) const;
  /* Whether OP can be computed before the statement with uid BEFORE in
     USE_BB from leaves live there, in at most DEPTH statements; add the
     statements to *STMTS.  */
  bool recomputable (tree op, basic_block use_bb, unsigned before,
		     int depth, int *stmts, const char **why) const;
  /* Emit OP's computation before GSI, reusing COPIES (name version ->
     copy) made in the same block.  */
  tree emit (tree op, basic_block use_bb, unsigned before,
	     gimple_stmt_iterator *gsi, hash_map<int_hash<unsigned, 0>,
	     tree> &copies, int *stmts);
  /* Names whose uses outside their own block have been recomputed: no
     longer live where the analysis found them, so no longer leaves.  */
  bitmap_head moved;
  /* Whether a copy reads memory, and needs its virtual operand.  */
  bool m_loads = false;
  /* The use at hand is in a loop that holds neither the candidate's
     definition nor the call it is live across: its copy may not load
     (recomputable).  */
  bool m_deeper = false;

private:
  bool available (tree name, basic_block use_bb, unsigned before) const;
  bool memory_written (tree ref) const;

  function *m_fn;
  const divergence_analysis &m_da;
  const settings &m_conf;
  const live_registers &m_live;
  /* The first SSA version this pass may have made.  */
  unsigned m_first_new;
  /* The statements that may write memory, once memory_written has
     asked.  */
  mutable function_writers m_writers;
  /* The function has no SIMT region: only calls count.  */
  bool m_no_region;
public:
  /* The candidate at hand is live across a call.  */
  bool m_across_call = false;
  /* Where it is defined before the last call of its own block, and
     used after it there too: the block, and the uid of that call.  */
  basic_block m_after_bb = NULL;
  unsigned m_after = 0;
};

const char *
remat_walk::copyable (tree name) const
{
  /* A copy this pass made (an operand of a definition in a block it
     copied into) is unknown to the divergence analysis.  */
  if (SSA_NAME_VERSION (name) >= m_first_new)
    return "made by this pass";
  gimple *def = SSA_NAME_DEF_STMT (name);
  gassign *assign = dyn_cast<gassign *> (def);
  if (!assign)
    return "not defined by an assignment";
  if (stmt_could_throw_p (m_fn, assign) || gimple_has_volatile_ops (assign))
    return "its computation could throw or is volatile";
  if (gimple_vuse (assign))
    {
      /* A load is computed again only from memory that nothing in the
	 function may write: then it reads the same value at any point
	 its address is available.  It cannot trap there either, because
	 the original, which dominates every use, did not.  */
      if (!m_conf.remat_loads)
	return "its computation reads memory (remat-loads=off)";
      if (!gimple_assign_single_p (assign)
	  || !(REFERENCE_CLASS_P (gimple_assign_rhs1 (assign))
	       || TREE_CODE (gimple_assign_rhs1 (assign)) == MEM_REF))
	return "not a plain load";
      if (memory_written (gimple_assign_rhs1 (assign)))
	return "the memory it reads may be written in the function";
    }
  else if (!cheap_code_p (gimple_assign_rhs_code (assign))
	   || (gimple_assign_rhs_code (assign) == CONSTRUCTOR
	       && TREE_CODE (TREE_TYPE (name)) != VECTOR_TYPE))
    return "not a cheap computation";
  else if (value_may_trap (assign))
    return "its computation could trap";
  /* Without a SIMT region, or across a call, any value may be copied:
     the copy computes the same value as the original, lane by lane, and
     a divergent one costs its computation where a call costs far more.  */
  if (m_no_region || m_across_call)
    return NULL;
  div_value v = m_da.value_of (name);
  if (!v.is_uniform () && !v.is_affine ())
    return "divergent";
  return NULL;
}

/* Whether a statement of the function may write the memory REF
   reads (load safety's function_writers, with C's rules for restrict
   parameters).  */
bool
remat_walk::memory_written (tree ref) const
{
  /* An argument block that nothing may write while the function runs,
     by C's restrict rule, is not written by its calls either, which the
     oracle would assume (load safety's may_write on the reference).  */
  gimple *w = m_writers.may_write (ref);
  if (w && dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-remat:     may be written by: ");
      print_gimple_stmt (dump_file, w, 0, TDF_NONE);
    }
  return w != NULL;
}

bool
remat_walk::available (tree name, basic_block use_bb, unsigned before) const
{
  unsigned ver = SSA_NAME_VERSION (name);
  if (bitmap_bit_p (&moved, ver))
    return false;
  if (bitmap_bit_p (m_live.live_in (use_bb), ver))
    return true;
  /* A parameter holds its value everywhere; reading it again costs its
     register from here on, less than the value it replaces when that is
     live for longer (checked by the caller's units).  */
  if (SSA_NAME_IS_DEFAULT_DEF (name)
      && TREE_CODE (SSA_NAME_VAR (name)) == PARM_DECL)
    return true;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gimple_bb (def) != use_bb)
    return false;
  if (gimple_code (def) == GIMPLE_PHI)
    return true;
  /* Defined before the call that the copy is to follow in this block:
     reading it would make it live across the call instead.  */
  if (use_bb == m_after_bb && gimple_uid (def) < m_after)
    return false;
  return gimple_uid (def) < before;
}

bool
remat_walk::recomputable (tree op, basic_block use_bb, unsigned before,
			  int depth, int *stmts, const char **why) const
{
  if (is_gimple_min_invariant (op))
    return true;
  if (TREE_CODE (op) != SSA_NAME)
    {
      *why = "an operand is neither a constant nor an SSA name";
      return false;
    }
  if (available (op, use_bb, before))
    return true;
  if (depth == 0)
    {
      *why = "an operand is not live at a use and would take more than"
	     " remat-depth statements to compute";
      return false;
    }
  if (copyable (op))
    {
      *why = "an operand is not live at a use and cannot be recomputed";
      return false;
    }
  gimple *def = SSA_NAME_DEF_STMT (op);
  /* A copy in a loop that holds neither the value's definition nor the
     call it is live across, allowed next to another call (far_uses),
     runs once per iteration of that loop.  Arithmetic there is cheap
     beside the call; a load is not: a libgomp query such as
     omp_get_num_teams is a few instructions, and the load would go to
     memory in every iteration where keeping the value costs one save
     and restore per call of the function (SOLLVE's
     test_target_teams_distribute: 1.062x warp instructions, 1.274x
     global accesses with the argument block's pointers, live across
     GOMP_teams4, loaded again in the distributed loop, a sibling of
     GOMP_teams4's loop).  A load in a loop that holds the call it is
     live across runs about once per call: that stays (GOMP_teams4 and
     GOMP_parallel in the teams loop of every OpenMP target region).  */
  if (m_deeper && gimple_vuse (def))
    {
      *why = "its computation reads memory, and a use is in a loop that"
	     " holds neither its definition nor the call (the load would run"
	     " once per iteration; remat-loops=on allows it)";
      return false;
    }
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
    if (!recomputable (use, use_bb, before, depth - 1, stmts, why))
      return false;
  ++*stmts;
  return true;
}

tree
remat_walk::emit (tree op, basic_block use_bb, unsigned before,
		  gimple_stmt_iterator *gsi,
		  hash_map<int_hash<unsigned, 0>, tree> &copies, int *stmts)
{
  if (TREE_CODE (op) != SSA_NAME || available (op, use_bb, before))
    return op;
  unsigned key = SSA_NAME_VERSION (op);
  if (tree *done = copies.get (key))
    return *done;
  gimple *def = SSA_NAME_DEF_STMT (op);
  gimple *copy = gimple_copy (def);
  /* gimple_copy leaves the copy without operand caches (they are built
     when it is inserted), so its SSA operands are found in its trees:
     each is replaced by its own copy where it is not available here,
     which goes in before this one.  */
  struct operand_walk
  {
    remat_walk *walk;
    basic_block bb;
    unsigned before;
    gimple_stmt_iterator *gsi;
    hash_map<int_hash<unsigned, 0>, tree> *copies;
    int *stmts;
  } ctx = { this, use_bb, before, gsi, &copies, stmts };
  for (unsigned i = 1; i < gimple_num_ops (copy); i++)
    walk_tree (gimple_op_ptr (copy, i),
	       [] (tree *tp, int *subtrees, void *data) -> tree {
		 operand_walk *c = (operand_walk *) data;
		 if (TREE_CODE (*tp) == SSA_NAME)
		   *tp = c->walk->emit (*tp, c->bb, c->before, c->gsi,
					*c->copies, c->stmts);
		 if (TREE_CODE (*tp) == SSA_NAME || TYPE_P (*tp))
		   *subtrees = 0;
		 return NULL_TREE;
	       }, &ctx, NULL);
  if (gimple_vuse (copy))
    {
      /* The memory state here is another virtual name; update_ssa
	 finds it.  */
      gimple_set_vuse (copy, gimple_vop (m_fn));
      m_loads = true;
    }
  tree lhs = copy_ssa_name (op, copy);
  gimple_assign_set_lhs (copy, lhs);
  gimple_set_uid (copy, before);
  gsi_insert_before (gsi, copy, GSI_SAME_STMT);
  copies.put (key, lhs);
  ++*stmts;
  return lhs;
}

/* Whether a block of BB's innermost loop that holds a call ptxas sees
   dominates BB (BB itself included): then a copy in BB runs at most once
   per such call.  */
bool
call_dominates_in_loop (basic_block bb)
{
  class loop *l = bb->loop_father;
  for (basic_block d = bb; d && flow_bb_inside_loop_p (l, d);
       d = get_immediate_dominator (CDI_DOMINATORS, d))
    if (abi_call_in (d))
      return true;
  return false;
}

/* The blocks other than DEF_BB where NAME is used, each with the uid of
   its first statement using it, in *USES, and DEF_BB too where a use
   follows the statement with uid AFTER (nonzero); false, with *WHY, if a
   use rules the name out.  */
bool
far_uses (tree name, basic_block def_bb, const divergence_analysis &da,
	  const settings &conf, bool no_region, bool across_call,
	  unsigned after, auto_vec<std::pair<basic_block, unsigned> > *uses,
	  const char **why)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (is_gimple_debug (use))
	continue;
      basic_block bb = gimple_bb (use);
      if (gimple_code (use) == GIMPLE_PHI)
	{
	  *why = "used by a PHI";
	  return false;
	}
      /* A use in the definition's own block keeps the original, unless
	 it follows the call the value is live across (AFTER).  */
      if (bb == def_bb && (!after || gimple_uid (use) <= after))
	continue;
      if (!no_region && !da.in_region (bb))
	{
	  *why = "used outside the SIMT region";
	  return false;
	}
      /* Next to a call, a copy costs little beside the call, however
	 often it runs.  */
      if (!conf.remat_loops && bb_loop_depth (bb) > bb_loop_depth (def_bb)
	  && !(across_call && abi_call_in (bb)))
	{
	  *why = "used in a loop its definition is not in (a copy would"
		 " run once per iteration; remat-loops=on allows it)";
	  return false;
	}
      /* Across a call, a copy in a loop runs in every iteration that
	 reaches it, and keeping the value costs one save and restore per
	 call of the function: the copy is worth it only where it runs at
	 most once per call, after a call of its loop that dominates it
	 (SOLLVE's test_target_teams_distribute_parallel_for_if_target_modifier:
	 an index live across omp_is_initial_device, which one arm calls,
	 computed again in the other arm too, the one most iterations take:
	 1.015x warp instructions).  */
      if (across_call && !conf.remat_loops && bb_loop_depth (bb) > 0
	  && !call_dominates_in_loop (bb))
	{
	  *why = "used in a loop where no call dominates the use (a copy"
		 " would run in iterations that make no call; remat-loops=on"
		 " allows it)";
	  return false;
	}
      bool seen = false;
      for (auto &u : *uses)
	if (u.first == bb)
	  {
	    u.second = MIN (u.second, gimple_uid (use));
	    seen = true;
	  }
      if (!seen)
	uses->safe_push (std::make_pair (bb, gimple_uid (use)));
    }
  if (uses->is_empty ())
    {
      *why = "not used outside its own block";
      return false;
    }
  return true;
}

/* The statement with uid UID in BB.  */
gimple *
stmt_with_uid (basic_block bb, unsigned uid)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gimple_uid (gsi_stmt (gsi)) == uid)
      return gsi_stmt (gsi);
  gcc_unreachable ();
}

int
line_of (gimple *stmt)
{
  location_t loc = gimple_location (stmt);
  return loc == UNKNOWN_LOCATION ? 0 : LOCATION_LINE (loc);
}

/* Where NAME, defined in DEF_BB before the call with uid AFTER and
   live after it, can be computed again once, right after that call:
   the uid of the statement that follows the call, or 0 where its way
   from there to its uses enters a block that holds a call or, in the
   SIMT region (unless NO_REGION), one whose peak reaches
   remat-pressure, or where the call ends the block.

   Copies next to each use would do as well for the call, but they
   change more than the call's live range.  A copy of a load placed in a
   loop's preheader is one GCC's expander folds into the conversion that
   starts an induction variable, and RTL's PRE then finds the end
   pointer's `base + 4' partially redundant with the variable's
   increment, which turns the loop into `mov; ...; @!p bra exit; add;
   bra head' (one instruction more per iteration, and a loop ptxas no
   longer unrolls: SOLLVE's test_target_data_if, 1.071x warp
   instructions).  Right after the call, the value reaches its uses as
   it did without the pass, only no longer across the call.  */
unsigned
anchor_after_call (tree name, basic_block def_bb, unsigned after,
		   const live_registers &live, const divergence_analysis &da,
		   const settings &conf, bool no_region)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt_with_uid (def_bb, after));
  gsi_next (&gsi);
  if (gsi_end_p (gsi))
    return 0;
  auto pressed = [&] (basic_block bb) {
    return (!no_region && da.in_region (bb)
	    && live.block_peak (bb) >= conf.remat_pressure);
  };
  if (pressed (def_bb))
    return 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    if (bb != def_bb
	&& bitmap_bit_p (live.live_in (bb), SSA_NAME_VERSION (name))
	&& (abi_call_in (bb) || pressed (bb)))
      return 0;
  return gimple_uid (gsi_stmt (gsi));
}

/* Whether NAME, live on entry to BB or defined in BB by the statement
   with uid below FROM (where FROM is nonzero), is used in BB at or
   after the statement with uid FROM.  */
bool
used_in_block_from (tree name, basic_block bb, unsigned from)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    if (!is_gimple_debug (use) && gimple_bb (use) == bb
	&& (gimple_code (use) == GIMPLE_PHI || gimple_uid (use) >= from))
      return true;
  return false;
}

/* Whether NAME may be a candidate at all: a register value that an
   assignment defines, not yet taken.  */
bool
candidate_name_p (tree name, bitmap seen)
{
  return (name && !bitmap_bit_p (seen, SSA_NAME_VERSION (name))
	  && register_units (TREE_TYPE (name)) != 0
	  && is_gimple_assign (SSA_NAME_DEF_STMT (name)));
}

/* The candidates of FN, each with the first block it is live through
   without a use: a block whose estimated peak reaches remat-pressure
   (in the SIMT region), or one that holds a call (remat-calls).  In a
   call block, a value defined before its last call and used after it
   (in the block or after it) counts too: it is live across that call.  */
void
find_candidates (function *fn, const divergence_analysis &da,
		 const settings &conf, bool no_region, bool outside,
		 const live_registers &live,
		 auto_vec<std::pair<tree, basic_block> > *candidates)
{
  auto_bitmap seen;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      bool call_block = conf.remat_calls && abi_call_in (bb);
      if (!no_region && !da.in_region (bb) && !(call_block && outside))
	continue;
      if ((no_region || live.block_peak (bb) < conf.remat_pressure)
	  && !call_block)
	continue;
      bitmap_iterator bi;
      unsigned v;
      EXECUTE_IF_SET_IN_BITMAP (live.live_in (bb), 0, v, bi)
	{
	  tree name = ssa_name (v);
	  if (!candidate_name_p (name, seen)
	      || used_in_block_from (name, bb, 0))
	    continue;
	  bitmap_set_bit (seen, v);
	  candidates->safe_push (std::make_pair (name, bb));
	}
      if (!call_block)
	continue;
      unsigned last_call = last_abi_call_uid (bb);
      auto_bitmap out;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	live.add_live_on_edge (e, out);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   !gsi_end_p (gsi) && gimple_uid (gsi_stmt (gsi)) < last_call;
	   gsi_next (&gsi))
	{
	  tree name = gimple_get_lhs (gsi_stmt (gsi));
	  if (!name || TREE_CODE (name) != SSA_NAME
	      || !candidate_name_p (name, seen)
	      || (!bitmap_bit_p (out, SSA_NAME_VERSION (name))
		  && !used_in_block_from (name, bb, last_call + 1)))
	    continue;
	  bitmap_set_bit (seen, SSA_NAME_VERSION (name));
	  candidates->safe_push (std::make_pair (name, bb));
	}
    }
}

} // anon namespace

unsigned int
rematerialize (function *fn, const divergence_analysis &da,
	       const settings &conf, bool no_region, remat_result *result)
{
  unsigned int todo = 0;
  auto_bitmap dead;
  renumber_gimple_stmt_uids (fn);
  result->pressure = conf.remat_pressure;

  /* The candidates, each with the first high-pressure block it is live
     through.  */
  auto_vec<std::pair<tree, basic_block> > candidates;
  {
    live_registers live (fn);
    result->peak_before = live.peak ();
    /* Calls outside the SIMT region count where no OpenACC partitioning
       surrounds it.  */
    bool outside = conf.remat_calls && !has_fork_join (fn);
    find_candidates (fn, da, conf, no_region, outside, live, &candidates);
    candidates.qsort ([] (const void *a, const void *b) {
      auto x = (const std::pair<tree, basic_block> *) a;
      auto y = (const std::pair<tree, basic_block> *) b;
      return (int) SSA_NAME_VERSION (x->first)
	     - (int) SSA_NAME_VERSION (y->first); });

    remat_walk walk (fn, da, conf, live, no_region);
    for (auto &c : candidates)
      {
	tree name = c.first;
	gimple *def = SSA_NAME_DEF_STMT (name);
	basic_block def_bb = gimple_bb (def);
	/* Without a region the analysis has no values: none is asked.  */
	div_value value = no_region ? div_value::top () : da.value_of (name);
	result->candidates++;
	gcall *call = conf.remat_calls ? abi_call_in (c.second) : NULL;
	walk.m_across_call = call != NULL;
	/* A value defined before the last call of the block it is live
	   across is also recomputed for its uses after that call.  */
	unsigned after = 0;
	if (call && def_bb == c.second)
	  after = last_abi_call_uid (def_bb);
	walk.m_after_bb = after ? def_bb : NULL;
	walk.m_after = after;
	const char *why = walk.copyable (name);
	auto_vec<std::pair<basic_block, unsigned> > uses;
	int stmts = 0;
	if (!why)
	  far_uses (name, def_bb, da, conf, no_region || (call && outside),
		    call != NULL, after, &uses, &why);
	/* One copy after the call where that is as cheap as copies at
	   the uses (anchor_after_call), else one per far block.  */
	unsigned anchor = 0;
	if (!why && after)
	  anchor = anchor_after_call (name, def_bb, after, live, da, conf,
				      no_region || outside);
	if (anchor)
	  {
	    int n = 0;
	    const char *no = NULL;
	    bitmap_set_bit (&walk.moved, SSA_NAME_VERSION (name));
	    if (!walk.recomputable (name, def_bb, anchor, conf.remat_depth,
				    &n, &no))
	      anchor = 0;
	    bitmap_clear_bit (&walk.moved, SSA_NAME_VERSION (name));
	  }
	if (!why && !anchor)
	  for (auto &u : uses)
	    {
	      int n = 0;
	      /* The name itself is the root: at depth remat-depth.  */
	      bitmap_set_bit (&walk.moved, SSA_NAME_VERSION (name));
	      class loop *at = u.first->loop_father;
	      walk.m_deeper = (!conf.remat_loops
			       && !flow_bb_inside_loop_p (at, def_bb)
			       && !flow_bb_inside_loop_p (at, c.second));
	      bool ok = walk.recomputable (name, u.first, u.second,
					   conf.remat_depth, &n, &why);
	      walk.m_deeper = false;
	      bitmap_clear_bit (&walk.moved, SSA_NAME_VERSION (name));
	      if (!ok)
		break;
	    }
	if (dump_file)
	  {
	    fprintf (dump_file, "qprop-remat:   bb %d (line %d): ",
		     def_bb->index, line_of (def));
	    print_gimple_stmt (dump_file, def, 0, TDF_NONE);
	    fprintf (dump_file, "qprop-remat:     %s",
		     no_region ? "outside SIMT code"
		     : value.is_uniform () ? "uniform" : value.is_affine ()
		     ? "affine" : "divergent");
	    if (!no_region && value.is_affine ())
	      fprintf (dump_file, " %" PRId64 "*T+x",
		       (int64_t) value.coef.value);
	    fprintf (dump_file, ", live across bb %d (peak %d",
		     c.second->index, live.block_peak (c.second));
	    if (call)
	      fprintf (dump_file, ", a call to %s",
		       gimple_call_fndecl (call)
		       ? IDENTIFIER_POINTER (DECL_NAME
					     (gimple_call_fndecl (call)))
		       : "a pointer");
	    fprintf (dump_file, "): ");
	  }
	if (why)
	  {
	    result->left++;
	    if (dump_file)
	      fprintf (dump_file, "left alone: %s\n", why);
	    continue;
	  }

	/* Recompute next to the first use in each far block, or once
	   after the call, and send the uses there to the copy.  */
	if (anchor)
	  {
	    uses.truncate (0);
	    uses.safe_push (std::make_pair (def_bb, anchor));
	  }
	bitmap_set_bit (&walk.moved, SSA_NAME_VERSION (name));
	for (auto &u : uses)
	  {
	    gimple *first = stmt_with_uid (u.first, u.second);
	    gimple_stmt_iterator gsi = gsi_for_stmt (first);
	    hash_map<int_hash<unsigned, 0>, tree> copies;
	    tree copy = walk.emit (name, u.first, u.second, &gsi, copies,
				   &stmts);
	    /* The copy after the call serves every use after it.  */
	    imm_use_iterator it;
	    gimple *use;
	    FOR_EACH_IMM_USE_STMT (use, it, name)
	      if (!is_gimple_debug (use) && gimple_code (use) != GIMPLE_PHI
		  && (gimple_bb (use) == u.first
		      ? gimple_uid (use) >= u.second : anchor != 0))
		{
		  use_operand_p use_p;
		  FOR_EACH_IMM_USE_ON_STMT (use_p, it)
		    SET_USE (use_p, copy);
		  update_stmt (use);
		}
	    result->copies++;
	  }
	bitmap_set_bit (dead, SSA_NAME_VERSION (name));
	result->statements += stmts;
	if (call)
	  result->calls++;
	if (no_region || (!value.is_affine () && !value.is_uniform ()))
	  ;
	else if (value.is_affine ())
	  result->affine++;
	else
	  result->uniform++;
	if (dump_file)
	  {
	    fprintf (dump_file, "recomputed in");
	    for (auto &u : uses)
	      fprintf (dump_file, " bb %d", u.first->index);
	    fprintf (dump_file, " (%d statements)\n", stmts);
	    if (anchor)
	      fprintf (dump_file, "qprop-remat:     one copy, after the call:"
		       " no other call and no high-pressure block on its"
		       " way to the uses\n");
	  }
      }
    if (walk.m_loads)
      {
	mark_virtual_operands_for_renaming (fn);
	todo |= TODO_update_ssa_only_virtuals;
      }
  }
  /* The originals that no use is left to: removed now, since RTL's
     GCSE would otherwise find each copy fully redundant with them and
     give the value its long live range back.  */
  if (todo)
    update_ssa (todo);
  todo = 0;
  simple_dce_from_worklist (dead);
  live_registers after (fn);
  result->peak_after = after.peak ();
  return todo;
}

} // namespace qprop
