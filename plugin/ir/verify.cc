/* IR verification after a qprop pass.

   GCC's verifiers report what is wrong with error () and then stop with
   internal_error (); a release compiler turns that internal error into
   "confused by earlier errors, bailing out".  Either way the user would
   not learn which pass broke the IR, so while the verifiers run, the
   diagnostic starter is wrapped to say so before the first message.  */

#include "gcc-includes.h"
#include "diagnostic.h"
#include "ir/verify.h"

namespace qprop {

namespace {

const char *verifying_pass;
diagnostic_starter_fn saved_starter;

void
name_broken_pass (diagnostic_context *context, diagnostic_info *diagnostic)
{
  if (verifying_pass)
    {
      fnotice (stderr, "qprop: internal compiler error: the IR is broken"
	       " after pass %s\n", verifying_pass);
      verifying_pass = NULL;
    }
  saved_starter (context, diagnostic);
}

} // anon namespace

void
verify_ir (const char *pass, function *fn)
{
  gcc_assert (fn == cfun);
  verifying_pass = pass;
  saved_starter = diagnostic_starter (global_dc);
  diagnostic_starter (global_dc) = name_broken_pass;

  verify_gimple_in_cfg (fn, true);
  verify_ssa (true, true);
  verify_flow_info ();
  if (dom_info_available_p (fn, CDI_DOMINATORS))
    verify_dominators (CDI_DOMINATORS);
  if (dom_info_available_p (fn, CDI_POST_DOMINATORS))
    verify_dominators (CDI_POST_DOMINATORS);
  if (current_loops && !loops_state_satisfies_p (fn, LOOPS_NEED_FIXUP))
    {
      verify_loop_structure ();
      if (loops_state_satisfies_p (fn, LOOP_CLOSED_SSA))
	verify_loop_closed_ssa (false);
    }

  diagnostic_starter (global_dc) = saved_starter;
  verifying_pass = NULL;
}

void
break_ir_for_selftest (function *fn)
{
  /* "sum = early + 1" placed before "early = 0": a use that its
     definition does not dominate, which verify_ssa reports as such.  */
  basic_block bb = single_succ (ENTRY_BLOCK_PTR_FOR_FN (fn));
  tree early = make_ssa_name (integer_type_node);
  tree sum = make_ssa_name (integer_type_node);
  gimple_stmt_iterator gsi = gsi_after_labels (bb);
  gsi_insert_before (&gsi, gimple_build_assign (sum, PLUS_EXPR, early,
						integer_one_node),
		     GSI_NEW_STMT);
  gsi_insert_after (&gsi, gimple_build_assign (early, integer_zero_node),
		    GSI_NEW_STMT);
}

} // namespace qprop
