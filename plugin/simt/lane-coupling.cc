/* Which statements couple the lanes of a warp.

   Linearization, the divergent loop transform and loop nest flattening
   all keep each lane's own statements in their own order; they change
   only which lanes of a warp run a statement together, and where the
   lanes meet again.  For most statements that is invisible: a load, a
   store or an addition gives each lane the same result whether its
   neighbours run beside it or not.  The statements below are not like
   that, because what they do depends on the set of lanes that reach
   them at the same moment, or because the rest of the compiler expects
   them exactly where they are:

   - Calls that return twice (setjmp and the like): a second return
     enters a block that the transform may have folded into another,
     with predicates or a state word the first return never set.

   - Internal functions that are unique (OpenACC's fork and join
     markers, .UNIQUE): the offload lowering pairs them up by position
     and must find each one exactly once.

   - Internal functions with side effects, which in the accelerator
     compiler are the SIMT ones: GOMP_SIMT_ENTER and GOMP_SIMT_EXIT
     open and close a SIMT region, GOMP_SIMT_VOTE_ANY and the other
     votes combine a value over the lanes that run them, and
     GOMP_SIMT_XCHG_* shuffle values between lanes.  Run by a different
     set of lanes, a vote or a shuffle returns a different value.
     GOMP_SIMT_LANE only reads the lane's number, but GCC does not
     declare it const either, so that it stays inside its SIMT region;
     the rule leaves it where it is too.

   - Atomic and synchronizing builtins (__sync_*, __atomic_*, the GOMP
     and GOACC runtime builtins, __builtin_nvptx_*): the order in which
     lanes reach an atomic is visible in what they read back, and a
     barrier must be reached by the whole warp (or thread block) at once.

   - Calls that are neither const nor pure, unless they are ordinary
     builtins: the callee may hold any of the above, a barrier most of
     all.

   - asm statements: the compiler cannot see what they do, and an asm
     goto's labels are edges the transforms do not follow.  Two forms
     are known to be harmless, because the passes make them themselves:
     the empty, non-volatile asm that hides a constant (an opaque value,
     see ir/cfg-rewrite.h), and the read of the active lane mask that
     flattening emits for its in-step edge; a nest flattened before, or
     a region linearized after flattening, may hold them.

   Flattening (lane_regrouping::across_iterations) refuses all of them.

   Linearization and the divergent loop transform
   (lane_regrouping::guarded) refuse only the first three kinds: calls
   that return twice, unique internal calls and internal calls with side
   effects, and asm goto.  A statement they put under a guard runs for
   exactly the lanes that ran it before, once each, in the same
   iteration; what changes is that lanes which took other paths wait
   beside them instead of running those paths at the same time.  That is
   the answer linearization has always given, kept as it was: the
   stricter answer would refuse every region that holds a call, and
   div-check's calls into its runtime (neither const nor pure) sit in
   every branch of a checked host kernel, so that linearization would
   leave every region of gcc.qprop-div's host-lin-*.c tests alone.

   Before this rule was shared, flattening also let GOMP_SIMT_LANE
   through; refusing it changes no offload benchmark or test.  */

#include "gcc-includes.h"
#include "simt/lane-coupling.h"

namespace qprop {

const char activemask_insn[] = "activemask.b32\t%0;";

/* Is CALL, a call to a normal builtin, an atomic or one that
   synchronizes with other lanes or threads?  */
static bool
synchronizing_builtin_p (gcall *call)
{
  tree fn = gimple_call_fndecl (call);
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fn));
  return (strncmp (name, "__sync_", 7) == 0
	  || strncmp (name, "__atomic_", 9) == 0
	  || strncmp (name, "__builtin_GOMP_", 15) == 0
	  || strncmp (name, "__builtin_GOACC_", 16) == 0
	  || strncmp (name, "__builtin_nvptx", 15) == 0);
}

/* Is ASM_STMT one of the two asm forms the SIMT passes emit themselves,
   which change nothing a lane could see?  */
static bool
harmless_asm_p (gasm *asm_stmt)
{
  return (gimple_asm_nlabels (asm_stmt) == 0
	  && gimple_asm_nclobbers (asm_stmt) == 0
	  && gimple_asm_ninputs (asm_stmt) <= 1
	  && gimple_asm_noutputs (asm_stmt) == 1
	  && ((!gimple_asm_volatile_p (asm_stmt)
	       && gimple_asm_string (asm_stmt)[0] == '\0')
	      || strcmp (gimple_asm_string (asm_stmt), activemask_insn) == 0));
}

const char *
lane_coupling (gimple *stmt, lane_regrouping how)
{
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      int flags = gimple_call_flags (call);
      if (flags & ECF_RETURNS_TWICE)
	return "a call that returns twice";
      if (gimple_call_internal_p (call))
	{
	  if (gimple_call_internal_unique_p (call))
	    return "an OpenACC fork/join marker";
	  if (!(flags & (ECF_CONST | ECF_PURE)))
	    return "an internal call that couples the lanes";
	  return NULL;
	}
      if (how == lane_regrouping::guarded)
	return NULL;
      if (gimple_call_builtin_p (call, BUILT_IN_NORMAL))
	return (synchronizing_builtin_p (call)
		? "an atomic or synchronizing builtin" : NULL);
      if (flags & (ECF_CONST | ECF_PURE))
	return NULL;
      return "a call that may hold a barrier";
    }
  if (gasm *asm_stmt = dyn_cast <gasm *> (stmt))
    {
      if (gimple_asm_nlabels (asm_stmt))
	return "an asm goto";
      if (how == lane_regrouping::across_iterations
	  && !harmless_asm_p (asm_stmt))
	return "an asm statement";
    }
  return NULL;
}

} // namespace qprop
