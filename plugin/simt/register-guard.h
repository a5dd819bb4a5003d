/* The register guard of the SIMT transforms: what a change of a
   function's register estimate does to the warps an SM keeps resident,
   and whether the change is worth it.  See register-guard.cc.  */

#ifndef QPROP_SIMT_REGISTER_GUARD_H
#define QPROP_SIMT_REGISTER_GUARD_H

namespace qprop {

class live_registers;

/* How the runtime launches FN's kernel, as far as the compiler can
   tell: OpenACC or OpenMP, and the threads of one block (0 when the
   runtime picks them from the register count: OpenACC's dynamic
   workers).  */
struct launch_shape
{
  bool openacc = false;
  int vector = 32;
  int workers = 0;
};

launch_shape launch_shape_of (function *fn);

/* ptxas's register count for a function of SHAPE whose GIMPLE peak is
   UNITS 32-bit registers: the fit of benchmarks/offload/reg-estimate.sh.  */
int ptx_registers_from_estimate (int units, const launch_shape &shape);

/* The warps of SHAPE's kernel that one SM (sm_80, sm_90) keeps resident
   when each thread uses REGS registers.  */
int resident_warps (int regs, const launch_shape &shape);

/* A function's registers as the guard sees them: the GIMPLE estimate
   of its peak, the same in ptxas's scale, and the warps resident per
   SM.  */
struct register_state
{
  int estimate = 0;
  int regs = 0;
  int warps = 0;
};

/* The guard's verdict on one change: the states before and after it,
   and why it is refused, or NULL.  */
struct register_check
{
  register_state before, after;
  /* ptxas registers added to the fit's figure after the change (what
     ptxas was measured to add that the estimate does not see), and
     what for.  */
  int added = 0;
  const char *added_for = NULL;
  /* The spill forecast (judge_call_saves): the most 32-bit registers
     live across one point that ptxas compiles as a call, before and
     after the change, when SAVES_CHECKED.  */
  bool saves_checked = false;
  int saves_before = 0;
  int saves_after = 0;
  const char *refusal = NULL;
};

/* Judge a change of FN that moves its estimated peak from BEFORE to
   AFTER and saves SAVING (the transform's gain less its cost, in GCC's
   size units): refused when fewer warps stay resident, unless SAVING
   reaches MIN_SAVING.  ADDED ptxas registers (measured, for ADDED_FOR)
   are added to the fit's count after the change.  */
register_check judge_register_change (function *fn, int before, int after,
				      int saving, int min_saving,
				      int added = 0,
				      const char *added_for = NULL);

/* " (registers ~B -> ~A[, +N for WHAT], estimate E -> F, resident warps
   W -> V[, live across calls C -> D])" for a dump line.  */
void print_register_check (FILE *f, const register_check &c);

/* The peak after the divergent loop transform sends the EXITS of LOOP
   to one new block, whose PHIs pack the values from the loop that the
   exits' targets read: live there are the values from before the loop
   that any target reads, the values from the loop of the target that
   reads most, and the exit index.  TARGET_OF[J] numbers the target of
   EXITS[J].  */
int predict_rebound_peak (const live_registers &live, class loop *loop,
			  const vec<edge> &exits,
			  const vec<unsigned> &target_of);

/* The peak after linearization runs CHAIN (the region's blocks, in the
   order the chain will run them) one after the other: a value defined
   in one block stays live through every later block of the chain up to
   its last use, though no path of today's CFG runs the two.  */
int predict_linearized_peak (const live_registers &live,
			     const vec<basic_block> &chain);

/* The peak after flattening the nest of outer loop A and inner loop B
   (simt/flatten.cc) adds WORDS registers of its own (the state word and
   what steers it): the values live into B's header stay live through
   every block of A.  */
int predict_flattened_peak (const live_registers &live, class loop *a,
			    class loop *b, int words);

/* The peak after EXTRA registers, computed on edge E, stay live on it
   together with what is live there now: the values a transform computes
   before a loop and reads there (the vote of qprop-flatten).  */
int predict_edge_peak (const live_registers &live, edge e, int extra);

/* A value that a later pass will keep live round a loop, replacing the
   loads whose results are NAMES (the load it makes redundant and, when
   the value comes from the iteration before, the load there; either may
   be NULL), UNITS registers.  */
struct carried_value
{
  tree names[2] = { NULL_TREE, NULL_TREE };
  int units = 0;
};

/* The peak after the VALUES are kept round LOOP (from one iteration to
   the next, or hoisted out of it): each is live at every point of LOOP,
   and adds its registers at the points where neither load's result is
   live today.  */
int predict_carried_peak (const live_registers &live, class loop *loop,
			  const std::vector<carried_value> &values);

/* The spill forecast (register-guard-calls.cc).  Whether ptxas compiles
   FN as a `.func', which saves the callee-saved registers it writes as
   spills: every offloaded function but OpenACC's kernels.  */
bool abi_function_p (function *fn);

/* Whether ptxas compiles STMT as a call, or with a call on a divergent
   path: a call abi_call_p counts, a warp-synchronous asm (vote.sync,
   shfl.sync, bar.warp.sync, ...) or one of GCC's SIMT internal functions
   that expand to them.  */
bool ptx_call_point_p (gimple *stmt);

/* The most 32-bit registers live across one point of FN that
   ptx_call_point_p accepts (0 when there is none).  */
int live_across_call_points (const live_registers &live, function *fn);

/* The registers live on edge E: live across a call point that a
   transform puts there.  */
int live_on_edge_units (const live_registers &live, edge e);

/* Add the spill forecast to C, for a change of FN after which AFTER
   32-bit registers are live across a new call point: when FN is a
   `.func' and AFTER is more than live across any call point of FN now,
   ptxas will save that many more callee-saved registers, and C is
   refused unless SAVING reaches MIN_SAVING (and it was not refused
   already).  */
void judge_call_saves (function *fn, const live_registers &live,
		       int after, int saving, int min_saving,
		       register_check *c);

} // namespace qprop

#endif
