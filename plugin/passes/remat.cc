/* qprop-remat: rematerialization of affine and uniform values in SIMT
   code (simt/remat.cc), after GCC's last GIMPLE optimizations, in the
   nvptx accelerator compiler only (and simt=host).

   Dump (-fplugin-arg-qprop-dump=qprop-remat):
     qprop-remat: FUNCTION: no SIMT region
     qprop-remat:   bb D (line L): STMT          each candidate, then
     qprop-remat:     affine C*T+x|uniform, live across bb H (peak P):
		      recomputed in bb U[ bb U...] (N statements)
		    | left alone: REASON
     qprop-remat: FUNCTION: pressure=P peak=B->A candidates=N affine=N
       uniform=N copies=N statements=N left=N calls=N
     (in a function with no SIMT region, with remat-calls=on, the values
     live across calls only, "outside SIMT code")
     qprop-remat: SIMT region at bb N: stack and uniformity switches
       dropped, exit at bb M is a warp synchronization
		    | switches kept: REASON    (remat-simt-switch=on)
   Remark (-fopt-info-optimized): qprop-remat: recomputed N affine and N
   uniform values next to their uses.  */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "simt/remat.h"
#include "simt/remat-slots.h"
#include "simt/remat-calls.h"
#include "simt/remat-switch.h"
#include "simt/simt-policy.h"
#include "passes/passes.h"

namespace qprop {

unsigned int
execute_remat (function *fn, const settings &conf)
{
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
  remat_result r;
  warp_slot_result slots;
  int switches = 0;
  {
    simt_divergence da (fn, conf);
    if (found_simt_region (da, fn, "qprop-remat"))
      {
	unsigned analysed = num_ssa_names;
	rematerialize (fn, da, conf, false, &r);
	place_warp_slots (fn, da, analysed, conf, &slots);
	if (accel_compiler && conf.remat_simt_switch)
	  switches = drop_simt_switches (fn);
      }
    else if (accel_compiler && conf.remat_calls && !has_fork_join (fn))
      /* The rest of an offloaded program (an OpenMP target region's
	 teams code, ...): values live across calls only.  */
      rematerialize (fn, da, conf, true, &r);
    else
      {
	loop_optimizer_finalize ();
	return 0;
      }
  }
  loop_optimizer_finalize ();

  std::string head = "pressure=" + std::to_string (r.pressure) + " peak="
		     + std::to_string (r.peak_before) + "->"
		     + std::to_string (r.peak_after);
  report_figures (fn, "qprop-remat", head.c_str (),
		  { { "candidates", "candidates", r.candidates },
		    { "affine", "affine", r.affine },
		    { "uniform", "uniform", r.uniform },
		    { "copies", "copies", r.copies },
		    { "statements", "statements", r.statements },
		    { "left", "left", r.left },
		    { "calls", "calls", r.calls } });
  if (accel_compiler && conf.remat_slots)
    {
      std::string shead = "warp-slots peak=" + std::to_string (r.peak_after)
			  + "->" + std::to_string (slots.peak_after);
      report_figures (fn, "qprop-remat", shead.c_str (),
		      { { "slot_candidates", "slot-candidates",
			  slots.candidates },
			{ "slots", "slots", slots.slots },
			{ "slot_loads", "slot-loads", slots.loads },
			{ "slot_bytes", "slot-bytes", slots.bytes },
			{ "slot_left", "slot-left", slots.left } });
    }
  if (switches)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-remat: dropped the stack and uniformity"
			" switches of %d SIMT regions\n", switches);
  if (slots.slots)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-remat: kept %ld uniform values in per-warp"
			" shared-memory slots\n", slots.slots);
  if (r.affine + r.uniform)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-remat: recomputed %ld affine and %ld uniform"
			" values next to their uses\n", r.affine, r.uniform);
  if (r.calls)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-remat: recomputed %ld values after the calls"
			" they were live across\n", r.calls);
  return 0;
}

} // namespace qprop
