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
      return true;
    default:
      return false;
    }
}

class remat_walk
{
public:
  remat_walk (function *fn, const divergence_analysis &da,
	      const settings &conf, const live_registers &live)
    : m_fn (fn), m_da (da), m_conf (conf), m_live (live),
      m_first_new (num_ssa_names), m_writers (fn)
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
  else if (!cheap_code_p (gimple_assign_rhs_code (assign)))
    return "not a cheap computation";
  else if (value_may_trap (assign))
    return "its computation could trap";
  div_value v = m_da.value_of (name);
  if (!v.is_uniform () && !v.is_affine ())
    return "divergent";
  return NULL;
}

/* Whether a statement of the function may write the memory REF
   reads (load safety's function_writers).  */
bool
remat_walk::memory_written (tree ref) const
{
  ao_ref r;
  ao_ref_init (&r, ref);
  gimple *w = m_writers.may_write (&r);
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
  return (gimple_bb (def) == use_bb
	  && (gimple_code (def) == GIMPLE_PHI || gimple_uid (def) < before));
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
  ssa_op_iter it;
  use_operand_p use_p;
  FOR_EACH_SSA_USE_OPERAND (use_p, copy, it, SSA_OP_USE)
    SET_USE (use_p, emit (USE_FROM_PTR (use_p), use_bb, before, gsi, copies,
			  stmts));
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

/* The blocks other than DEF_BB where NAME is used, each with the uid of
   its first statement using it, in *USES; false, with *WHY, if a use
   rules the name out.  */
bool
far_uses (tree name, basic_block def_bb, const divergence_analysis &da,
	  const settings &conf, auto_vec<std::pair<basic_block, unsigned> >
	  *uses, const char **why)
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
      if (bb == def_bb)
	continue;
      if (!da.in_region (bb))
	{
	  *why = "used outside the SIMT region";
	  return false;
	}
      if (!conf.remat_loops && bb_loop_depth (bb) > bb_loop_depth (def_bb))
	{
	  *why = "used in a loop its definition is not in (a copy would"
		 " run once per iteration; remat-loops=on allows it)";
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

} // anon namespace

unsigned int
rematerialize (function *fn, const divergence_analysis &da,
	       const settings &conf, remat_result *result)
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
    auto_bitmap seen;
    basic_block bb;
    FOR_EACH_BB_FN (bb, fn)
      {
	if (live.block_peak (bb) < conf.remat_pressure || !da.in_region (bb))
	  continue;
	bitmap_iterator bi;
	unsigned v;
	EXECUTE_IF_SET_IN_BITMAP (live.live_in (bb), 0, v, bi)
	  {
	    tree name = ssa_name (v);
	    if (!name || bitmap_bit_p (seen, v)
		|| register_units (TREE_TYPE (name)) == 0
		|| !is_gimple_assign (SSA_NAME_DEF_STMT (name)))
	      continue;
	    bool used_here = false;
	    imm_use_iterator it;
	    gimple *use;
	    FOR_EACH_IMM_USE_STMT (use, it, name)
	      if (!is_gimple_debug (use) && gimple_bb (use) == bb)
		used_here = true;
	    if (used_here)
	      continue;
	    bitmap_set_bit (seen, v);
	    candidates.safe_push (std::make_pair (name, bb));
	  }
      }
    candidates.qsort ([] (const void *a, const void *b) {
      auto x = (const std::pair<tree, basic_block> *) a;
      auto y = (const std::pair<tree, basic_block> *) b;
      return (int) SSA_NAME_VERSION (x->first)
	     - (int) SSA_NAME_VERSION (y->first); });

    remat_walk walk (fn, da, conf, live);
    for (auto &c : candidates)
      {
	tree name = c.first;
	gimple *def = SSA_NAME_DEF_STMT (name);
	basic_block def_bb = gimple_bb (def);
	div_value value = da.value_of (name);
	result->candidates++;
	const char *why = walk.copyable (name);
	auto_vec<std::pair<basic_block, unsigned> > uses;
	int stmts = 0;
	if (!why)
	  far_uses (name, def_bb, da, conf, &uses, &why);
	if (!why)
	  for (auto &u : uses)
	    {
	      int n = 0;
	      /* The name itself is the root: at depth remat-depth.  */
	      bitmap_set_bit (&walk.moved, SSA_NAME_VERSION (name));
	      bool ok = walk.recomputable (name, u.first, u.second,
					   conf.remat_depth, &n, &why);
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
		     value.is_uniform () ? "uniform" : value.is_affine ()
		     ? "affine" : "divergent");
	    if (value.is_affine ())
	      fprintf (dump_file, " %" PRId64 "*T+x",
		       (int64_t) value.coef.value);
	    fprintf (dump_file, ", live across bb %d (peak %d): ",
		     c.second->index, live.block_peak (c.second));
	  }
	if (why)
	  {
	    result->left++;
	    if (dump_file)
	      fprintf (dump_file, "left alone: %s\n", why);
	    continue;
	  }

	/* Recompute next to the first use in each far block, and send
	   the uses there to the copy.  */
	bitmap_set_bit (&walk.moved, SSA_NAME_VERSION (name));
	for (auto &u : uses)
	  {
	    gimple *first = stmt_with_uid (u.first, u.second);
	    gimple_stmt_iterator gsi = gsi_for_stmt (first);
	    hash_map<int_hash<unsigned, 0>, tree> copies;
	    tree copy = walk.emit (name, u.first, u.second, &gsi, copies,
				   &stmts);
	    imm_use_iterator it;
	    gimple *use;
	    FOR_EACH_IMM_USE_STMT (use, it, name)
	      if (gimple_bb (use) == u.first && !is_gimple_debug (use))
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
	if (value.is_affine ())
	  result->affine++;
	else
	  result->uniform++;
	if (dump_file)
	  {
	    fprintf (dump_file, "recomputed in");
	    for (auto &u : uses)
	      fprintf (dump_file, " bb %d", u.first->index);
	    fprintf (dump_file, " (%d statements)\n", stmts);
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
