/* Helpers for the transforms that rewire the CFG or add definitions;
   see cfg-rewrite.h.  */

#include "gcc-includes.h"
#include "tree-dfa.h"
#include "tree-scalar-evolution.h"
#include "ir/cfg-rewrite.h"

namespace qprop {

void
real_defs (basic_block bb, vec<tree> *defs)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
      defs->safe_push (gimple_phi_result (gsi.phi ()));
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree def;
      ssa_op_iter it;
      FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), it, SSA_OP_DEF)
	defs->safe_push (def);
    }
}

void
repair_dominance (const vec<basic_block> &blocks)
{
  calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<tree> broken;
  for (basic_block bb : blocks)
    {
      auto_vec<tree> defs;
      real_defs (bb, &defs);
      for (tree def : defs)
	{
	  bool bad = false;
	  imm_use_iterator ui;
	  use_operand_p use;
	  gimple *use_stmt;
	  FOR_EACH_IMM_USE_STMT (use_stmt, ui, def)
	    {
	      basic_block ub = gimple_bb (use_stmt);
	      if (gphi *phi = dyn_cast <gphi *> (use_stmt))
		{
		  FOR_EACH_IMM_USE_ON_STMT (use, ui)
		    {
		      edge e = gimple_phi_arg_edge (phi,
						    PHI_ARG_INDEX_FROM_USE (use));
		      if (e->src != bb
			  && !dominated_by_p (CDI_DOMINATORS, e->src, bb))
			bad = true;
		    }
		  continue;
		}
	      if (ub == bb || dominated_by_p (CDI_DOMINATORS, ub, bb))
		continue;
	      if (is_gimple_debug (use_stmt))
		{
		  gimple_debug_bind_reset_value (use_stmt);
		  update_stmt (use_stmt);
		  continue;
		}
	      bad = true;
	    }
	  if (bad)
	    broken.safe_push (def);
	}
    }
  for (tree name : broken)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      gassign *copy = gimple_build_assign (name, name);
      SSA_NAME_DEF_STMT (name) = def;
      if (gimple_code (def) == GIMPLE_PHI)
	{
	  gimple_stmt_iterator gsi = gsi_after_labels (gimple_bb (def));
	  gsi_insert_before (&gsi, copy, GSI_NEW_STMT);
	}
      else
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (def);
	  gsi_insert_after (&gsi, copy, GSI_NEW_STMT);
	}
      create_new_def_for (name, copy, gimple_assign_lhs_ptr (copy));
      update_stmt (copy);
    }
}

void
update_ssa_keeping_lcssa (function *fn, unsigned flags)
{
  /* Plain renaming could leave a use after a loop reading a name
     defined inside it, breaking the form the loop passes that follow
     were promised.  */
  if (loops_state_satisfies_p (fn, LOOP_CLOSED_SSA))
    rewrite_into_loop_closed_ssa (NULL, flags);
  else
    update_ssa (flags);
  scev_reset ();
}

tree
asm_value (gimple_seq *seq, const char *templ, tree type,
	   const char *constraint, tree input, bool volatile_p)
{
  tree res = make_ssa_name (type);
  vec<tree, va_gc> *in = NULL, *out = NULL;
  vec_safe_push (out, build_tree_list (build_tree_list
				       (NULL_TREE, build_string (3, "=r")),
				       res));
  if (input)
    vec_safe_push (in, build_tree_list
			 (build_tree_list (NULL_TREE,
					   build_string (strlen (constraint) + 1,
							 constraint)),
			  input));
  gasm *stmt = gimple_build_asm_vec (templ, in, out, NULL, NULL);
  gimple_asm_set_volatile (stmt, volatile_p);
  SSA_NAME_DEF_STMT (res) = stmt;
  gimple_seq_add_stmt (seq, stmt);
  return res;
}

tree
opaque_value (gimple_seq *seq, tree type, HOST_WIDE_INT value)
{
  return asm_value (seq, "", type, "0", build_int_cst (type, value), false);
}

tree
undefined_value (function *fn, tree type, const char *name)
{
  tree var = create_tmp_reg (type, name);
  suppress_warning (var, OPT_Wuninitialized);
  return get_or_create_ssa_default_def (fn, var);
}

tree
memory_state_at_end (basic_block bb)
{
  for (;;)
    {
      for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	   gsi_prev (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (tree vdef = gimple_vdef (stmt))
	    return vdef;
	  if (tree vuse = gimple_vuse (stmt))
	    return vuse;
	}
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	if (virtual_operand_p (gimple_phi_result (psi.phi ())))
	  return gimple_phi_result (psi.phi ());
      /* Without a PHI of its own, the block sees one state of memory
	 whatever way it is entered: its immediate dominator's.  */
      if (bb == ENTRY_BLOCK_PTR_FOR_FN (cfun))
	return ssa_default_def (cfun, gimple_vop (cfun));
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
    }
}

basic_block
lay_out_loop (class loop *loop, basic_block after)
{
  auto_vec<basic_block> post;
  auto_bitmap seen;
  auto_vec<std::pair<basic_block, unsigned> > stack;
  stack.safe_push (std::make_pair (loop->header, 0u));
  bitmap_set_bit (seen, loop->header->index);
  while (!stack.is_empty ())
    {
      basic_block bb = stack.last ().first;
      unsigned i = stack.last ().second;
      if (i < EDGE_COUNT (bb->succs))
	{
	  stack.last ().second++;
	  /* The last successor visited is the first laid out after BB:
	     visit them backwards, so that BB's first successor follows it.  */
	  basic_block succ = EDGE_SUCC (bb, EDGE_COUNT (bb->succs) - 1 - i)->dest;
	  if (flow_bb_inside_loop_p (loop, succ)
	      && bitmap_set_bit (seen, succ->index))
	    stack.safe_push (std::make_pair (succ, 0u));
	  continue;
	}
      post.safe_push (bb);
      stack.pop ();
    }
  for (unsigned i = post.length (); i-- > 0;)
    {
      move_block_after (post[i], after);
      after = post[i];
    }
  return after;
}

} // namespace qprop
