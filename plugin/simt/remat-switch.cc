/* qprop-remat: SIMT regions without the back end's stack and uniformity
   switch.

   GCC lowers an OpenMP simd loop for nvptx into a SIMT region: the
   lanes of a warp run its iterations, and the region is bracketed by

     _62 = .GOMP_SIMT_ENTER_ALLOC (SIZE, ALIGN);   // per-lane storage
     ... the lanes' loop ...
     .GOMP_SIMT_EXIT (_62);

   The nvptx back end (GCC 12, -mgomp) expands the entry into two
   switches, and the exit into the two switches back plus a warp
   synchronization (bar.warp.sync with PTX 6.0):
   - the soft stack moves to a per-lane array of local memory
     (%simtstack_ar), SIZE bytes of which hold the region's private
     variables; the old stack pointer is saved at the top of that array,
     and the exit reloads it through _62;
   - the warp's word of __nvptx_uni is set to -1 (0 at the exit): code
     compiled with -muniform-simt (libgomp and every function of the
     offloaded program) reads it when it is entered, to know whether its
     atomics and system calls run once per warp or once per lane.

   Both switches only matter to what the region calls (its callees see
   the flag and push frames on the stack) and to its atomics and system
   calls (predicated on the flag's lane mask, which the switch resets),
   and the per-lane array only to private variables, of which SIZE = 0
   says there are none.  In a region with SIZE = 0 that makes no call,
   holds no atomic, no asm that could do either or use the stack, and
   no aggregate copy (which RTL may turn into a call to memcpy), nothing
   reads the flag or the stack while the region runs.  The switches then cost registers for nothing: _62 (a
   64-bit pointer) and the address of the warp's flag word stay live
   across the whole loop, and at -maxrregcount=32 ptxas pays for each
   register beyond its caller-saved ones with a callee-saved register,
   saved and restored as spill bytes (benchmarks/offload/callee-saves.sh
   shows that all of the parallel bodies' spill bytes at the default
   limit are such saves).

   For each such region the entry is deleted and the exit replaced by a
   volatile asm "bar.warp.sync 0xffffffff;", the synchronization that
   the exit's expansion would have emitted: the uniform code after the
   region assumes that the warp's lanes run together again.  With PTX
   below 6.0 the exit emits a run-time convergence check instead, which
   an asm cannot reproduce; such regions are left alone.

   Example (bintree-omp, lookup._omp_fn.1, -maxrregcount=32, sm_80):
   the region's loop looks up one key per lane and calls nothing; the
   switches' two 64-bit registers are gone and ptxas saves two
   callee-saved registers fewer: 104 -> 88 spill bytes.  */

#include "gcc-includes.h"
#include "tree-cfg.h"
#include "simt/remat-switch.h"

namespace qprop {

namespace {

/* Why STMT, run inside a SIMT region, could observe the switches (or
   turn into something that does), or NULL.  */
const char *
observes_switch (gimple *stmt)
{
  if (gasm *a = dyn_cast<gasm *> (stmt))
    {
      /* qprop's own asms (an opaque copy with an empty template, the
	 warp votes' activemask and shuffles, the per-warp slots' shared
	 memory accesses) are instructions of the warp itself.  Any other
	 asm could make a call, an atomic, or touch the stack: one that
	 names none of those is let through.  */
      static const char *const observers[]
	= { "call", "atom", "red.", "%stack", "%frame", "%sspslot",
	    "%simtstack", "__nvptx_uni", "__nvptx_stacks" };
      const char *templ = gimple_asm_string (a);
      for (const char *o : observers)
	if (strstr (templ, o))
	  return "an asm statement that may call, be atomic or use the stack";
      return NULL;
    }
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      if (!gimple_call_internal_p (call))
	{
	  tree decl = gimple_call_fndecl (call);
	  const char *name = decl ? IDENTIFIER_POINTER (DECL_NAME (decl)) : "";
	  if (startswith (name, "__atomic_") || startswith (name, "__sync_"))
	    return "an atomic (the flag's lane mask predicates it)";
	  return "a call (its callee reads the flag or uses the stack)";
	}
      switch (gimple_call_internal_fn (call))
	{
	/* Lane queries and shuffles: instructions of the warp itself.  */
	case IFN_GOMP_SIMT_LANE:
	case IFN_GOMP_SIMT_VF:
	case IFN_GOMP_SIMT_LAST_LANE:
	case IFN_GOMP_SIMT_VOTE_ANY:
	case IFN_GOMP_SIMT_XCHG_BFLY:
	case IFN_GOMP_SIMT_XCHG_IDX:
	  return NULL;
	default:
	  return "an internal call other than a lane query or shuffle";
	}
    }
  if (is_gimple_assign (stmt)
      && !is_gimple_reg_type (TREE_TYPE (gimple_assign_lhs (stmt))))
    return "an aggregate copy (RTL may call memcpy)";
  return NULL;
}

/* Whether CALL is a call of internal function IFN.  */
bool
internal_call_p (gimple *stmt, internal_fn ifn)
{
  gcall *call = dyn_cast<gcall *> (stmt);
  return (call && gimple_call_internal_p (call)
	  && gimple_call_internal_fn (call) == ifn);
}

/* The region of ENTER (a .GOMP_SIMT_ENTER_ALLOC): why it cannot lose
   its switches, or NULL with its single exit in *EXIT.  The region is
   every statement reachable from ENTER without passing its exit.  */
const char *
check_region (function *fn, gcall *enter, gcall **exit)
{
  tree size = gimple_call_arg (enter, 0);
  if (!integer_zerop (size))
    return "it allocates per-lane storage (private variables)";
  tree ptr = gimple_call_lhs (enter);
  if (!ptr || TREE_CODE (ptr) != SSA_NAME)
    return "its pointer is not an SSA name";
  use_operand_p use_p;
  gimple *use;
  if (!single_imm_use (ptr, &use_p, &use)
      || !internal_call_p (use, IFN_GOMP_SIMT_EXIT))
    return "its pointer has a use other than one .GOMP_SIMT_EXIT";
  *exit = as_a<gcall *> (use);

  /* Forward walk from the statement after ENTER, block by block.  */
  auto_bitmap seen;
  auto_vec<std::pair<basic_block, gimple_stmt_iterator> > work;
  gimple_stmt_iterator start = gsi_for_stmt (enter);
  gsi_next (&start);
  work.safe_push (std::make_pair (gimple_bb (enter), start));
  while (!work.is_empty ())
    {
      auto item = work.pop ();
      basic_block bb = item.first;
      bool stopped = false;
      for (gimple_stmt_iterator gsi = item.second; !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (stmt == *exit)
	    {
	      stopped = true;
	      break;
	    }
	  if (stmt == enter)
	    return "the region can reach its own entry again";
	  if (is_gimple_debug (stmt))
	    continue;
	  if (const char *why = observes_switch (stmt))
	    return why;
	}
      if (stopped)
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  if (e->dest == EXIT_BLOCK_PTR_FOR_FN (fn))
	    return "the function can return inside the region";
	  if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
	    return "an abnormal or EH edge leaves a block of the region";
	  /* The block of ENTER is walked from its start only if the walk
	     comes back to it, which reaches ENTER and fails.  */
	  if (!bitmap_set_bit (seen, e->dest->index))
	    continue;
	  work.safe_push (std::make_pair (e->dest, gsi_start_bb (e->dest)));
	}
    }
  return NULL;
}

} // anon namespace

int
drop_simt_switches (function *fn)
{
  auto_vec<gcall *> enters;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (internal_call_p (gsi_stmt (gsi), IFN_GOMP_SIMT_ENTER_ALLOC))
	enters.safe_push (as_a<gcall *> (gsi_stmt (gsi)));
  int dropped = 0;
  bool rename = false;
  for (gcall *enter : enters)
    {
      gcall *exit = NULL;
      const char *why = NULL;
#ifdef TARGET_PTX_6_0
      if (!TARGET_PTX_6_0)
	why = "PTX below 6.0 (the exit checks convergence at run time)";
#else
      why = "not the nvptx accelerator compiler";
#endif
      if (!why)
	why = check_region (fn, enter, &exit);
      if (dump_file)
	{
	  fprintf (dump_file, "qprop-remat: SIMT region at bb %d: ",
		   gimple_bb (enter)->index);
	  if (why)
	    fprintf (dump_file, "switches kept: %s\n", why);
	  else
	    fprintf (dump_file, "stack and uniformity switches dropped,"
		     " exit at bb %d is a warp synchronization\n",
		     gimple_bb (exit)->index);
	}
      if (why)
	continue;
      /* Like the exit, a barrier for the memory accesses around it:
	 volatile, clobbering memory, in the exit's place in the chain of
	 virtual operands.  */
      vec<tree, va_gc> *clobbers = NULL;
      vec_safe_push (clobbers, build_tree_list (NULL_TREE,
						build_string (7, "memory")));
      gasm *sync = gimple_build_asm_vec ("bar.warp.sync\t0xffffffff;",
					 NULL, NULL, clobbers, NULL);
      gimple_asm_set_volatile (sync, true);
      gimple_set_location (sync, gimple_location (exit));
      if (gimple_vdef (exit))
	{
	  gimple_set_vuse (sync, gimple_vuse (exit));
	  gimple_set_vdef (sync, gimple_vdef (exit));
	  SSA_NAME_DEF_STMT (gimple_vdef (sync)) = sync;
	}
      else
	rename = true;
      gimple_stmt_iterator gsi = gsi_for_stmt (exit);
      gsi_replace (&gsi, sync, false);
      gsi = gsi_for_stmt (enter);
      unlink_stmt_vdef (enter);
      gsi_remove (&gsi, true);
      release_defs (enter);
      dropped++;
    }
  if (rename)
    {
      mark_virtual_operands_for_renaming (fn);
      update_ssa (TODO_update_ssa_only_virtuals);
    }
  return dropped;
}

} // namespace qprop
