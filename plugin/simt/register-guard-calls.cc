/* The register guard's spill forecast: the callee-saved registers that
   ptxas saves, as spills, round the points it compiles as calls.

   Under ptxas's default register limit (255 a thread) the SIMT code of
   the offload benchmarks never runs out of registers, yet every OpenMP
   function spills.  An OpenMP target region's functions are PTX `.func's
   (the teams code is called by the kernel's wrapper, the parallel body
   by GOMP_parallel through gomp_nvptx_main), compiled to the ABI: a
   value live across a call must stay in a callee-saved register, and a
   `.func' saves each callee-saved register it writes in its prologue and
   restores it before it returns.  ptxas -v reports those saves as spill
   stores and loads, 4 bytes each per 32-bit register.

   Calls are not only the calls of the GIMPLE.  On sm_70 and later a
   warp-synchronous instruction (vote.sync, shfl.sync, bar.warp.sync,
   redux.sync, match.sync) that ptxas cannot prove every lane of its
   member mask reaches together is compiled with a divergent path
   (BRA.DIV) that calls a runtime routine (__cuda_sm70_votesync_all,
   __cuda_sm70_warpsync), to the ABI as well.  In a `.func' ptxas knows
   nothing of its caller's convergence, so every such instruction counts.
   qprop-version's warp vote (simt/warp-vote.cc) is one.

   Worked example, colwalk-omp at -O2 with every pass (ptxas 13.0,
   sm_80; CUDA 11.8's nvdisasm on the same PTX shows the STL/LDL pairs in
   the prologue and epilogue):

     plain GCC             the simd body ($_omp_fn$1) saves 10 registers
			   (R16-R23 and two more): what is live across
			   omp_get_num_threads and omp_get_thread_num at
			   its entry, the argument pointer and the back
			   end's frame and uniform-slot pointers;
			   40 bytes of spill stores.
     qprop-version's check the vote sits in the column loop, before the
			   row loop it versions: the column index, both
			   arrays, the bounds and everything else live into
			   the row loop is live across it; ptxas gives the
			   function 48 registers instead of 52, but 23 of
			   them callee-saved: 92 bytes of spill stores.
     without the vote      (the PTX edited) 36 bytes.

   The forecast is the most 32-bit registers (analysis/live-registers'
   units) live across one such point of the function before the change,
   and after it: the transform gives the registers live where it puts
   its new point, here the edge into the versioned loop.  When the after
   figure is the larger, ptxas will save about that many more registers;
   the guard refuses the change unless what it saves reaches
   register-guard-saving, like a lost occupancy step.  The registers that
   the back end alone keeps live across calls (the frame, the stack slot,
   the uniform slot, the return address) are in both figures and cancel.

   Only functions compiled as `.func' are judged: OpenACC's offloaded
   functions are kernels (`.entry'), which have no caller whose
   registers they must keep.  */

#include "gcc-includes.h"
#include "omp-general.h"
#include "ssa-iterators.h"
#include "analysis/live-registers.h"
#include "simt/remat-calls.h"
#include "simt/register-guard.h"

namespace qprop {

namespace {

/* The warp-synchronous PTX instructions that ptxas may compile with a
   call on a divergent path.  */
const char *const sync_insns[] = {
  "vote.sync", "shfl.sync", "bar.warp.sync", "redux.sync", "match.sync"
};

/* The registers STMT's definitions that are live in LIVE take: they are
   set by STMT, not live across it.  */
int
defined_units (gimple *stmt, const_bitmap live)
{
  int units = 0;
  ssa_op_iter it;
  tree def;
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, it, SSA_OP_DEF)
    if (bitmap_bit_p (live, SSA_NAME_VERSION (def))
	&& register_name_p (def, false))
      units += register_units (TREE_TYPE (def));
  return units;
}

} // anon namespace

bool
abi_function_p (function *fn)
{
  return !oacc_get_fn_attrib (fn->decl);
}

bool
ptx_call_point_p (gimple *stmt)
{
  if (abi_call_p (stmt))
    return true;
  if (gasm *a = dyn_cast<gasm *> (stmt))
    {
      const char *text = gimple_asm_string (a);
      for (const char *insn : sync_insns)
	if (strstr (text, insn))
	  return true;
      return false;
    }
  if (gimple_call_internal_p (stmt))
    switch (gimple_call_internal_fn (stmt))
      {
      /* GCC's SIMT internal functions that the nvptx back end expands
	 to vote.sync, shfl.sync and bar.warp.sync.  */
      case IFN_GOMP_SIMT_VOTE_ANY:
      case IFN_GOMP_SIMT_XCHG_BFLY:
      case IFN_GOMP_SIMT_XCHG_IDX:
      case IFN_GOMP_SIMT_LAST_LANE:
      case IFN_GOMP_SIMT_ORDERED_PRED:
      case IFN_GOMP_SIMT_EXIT:
	return true;
      default:
	return false;
      }
  return false;
}

int
live_across_call_points (const live_registers &live, function *fn)
{
  int most = 0;
  auto_bitmap now;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      bool any = false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi)
	   && !any; gsi_next (&gsi))
	any = ptx_call_point_p (gsi_stmt (gsi));
      if (!any)
	continue;
      bitmap_clear (now);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	live.add_live_on_edge (e, now);
      for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	   gsi_prev (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (ptx_call_point_p (stmt))
	    most = MAX (most, live.units (now) - defined_units (stmt, now));
	  live_step_back (stmt, now, false);
	}
    }
  return most;
}

int
live_on_edge_units (const live_registers &live, edge e)
{
  auto_bitmap across;
  live.add_live_on_edge (e, across);
  return live.units (across);
}

void
judge_call_saves (function *fn, const live_registers &live, int after,
		  int saving, int min_saving, register_check *c)
{
  if (!abi_function_p (fn))
    return;
  c->saves_checked = true;
  c->saves_before = live_across_call_points (live, fn);
  c->saves_after = MAX (c->saves_before, after);
  if (!c->refusal && c->saves_after > c->saves_before
      && saving < min_saving)
    c->refusal = "ptxas would save more registers round calls, as spills";
}

} // namespace qprop
