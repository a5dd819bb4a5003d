/* The register guard of the SIMT transforms.

   A transform that saves warp instructions can still slow a kernel: the
   registers of an SM are shared out among its resident warps, in units
   of 256 a warp, so a few more registers per thread can cost a whole
   block.  On the H200, probe-omp's divergent loop transform ran 0.74x
   the warp instructions and 1.05-1.35x the time: ptxas went from 78
   registers to 84, which rounds up to 88; at libgomp's default of 8
   warps a block, 25 warps' worth of registers became 23, three resident
   blocks two.  libgomp still launched three blocks per SM's worth of
   teams (it divides without rounding), so a third of them ran in a
   second wave.

   The guard estimates the function's register peak before and after a
   change (analysis/live-registers: GIMPLE liveness in 32-bit units; the
   after figure predicted from the shape of the change, since the change
   cannot be undone once made), turns both into ptxas's scale, and
   compares the resident warps per SM at the kernel's launch shape.  A
   change that lowers them is refused unless what it saves reaches
   register-guard-saving (args-table.cc).

   The fit from the GIMPLE estimate U to ptxas's count
   (benchmarks/offload/reg-estimate.sh, sm_80, all nine offload
   benchmarks at -O2 and -O3, plain and with qprop-linearize):
     OpenACC                  U + 5     (off by 4 at most but for probe
					 (+4) and workqueue (+5))
     OpenMP's simd function   2U + 8    (lane-private data lives in a
					 per-lane frame addressed with
					 64-bit pointers; off by 6 at most
					 but for workqueue (-12))
   The fit is rough, so the guard only trusts it where a change moves
   the estimate across a step of the occupancy staircase; the staircase
   is the documented one of sm_80 and sm_90 (65536 registers per SM,
   64 warps, 32 blocks, at most 255 registers a thread).

   Launch shapes: OpenMP target regions run 8 warps a block unless the
   program says otherwise (libgomp's default); OpenACC's gangs run
   vector_length x num_workers threads, with the worker count the
   compiler fixed, or, when the runtime chooses it, as many as the
   registers allow up to 32.

   Each transform predicts its own peak from the shape of its change:
   linearization and the divergent loop transform below
   (predict_linearized_peak, predict_rebound_peak), flattening
   (predict_flattened_peak: the inner loop's live values stay live
   through the whole outer loop, as ptxas sees the flattened loop), the
   flattening vote (what it computes before the loop, on top of what is
   live there, and a measured number of ptxas registers for the nest's
   two copies, added after the fit: judge_register_change's ADDED), and
   the values qprop-version's check lets GCC's passes
   keep round the loop (predict_carried_peak).

   Under ptxas's default limit the registers an OpenMP function saves
   round calls, which ptxas reports as spills, matter more than the
   limit: register-guard-calls.cc forecasts them (judge_call_saves), for
   qprop-version's warp vote.  */

#include "gcc-includes.h"
#include "omp-general.h"
#include "gomp-constants.h"
#include "ir/cfg-rewrite.h"
#include "ir/ssa-reads.h"
#include "analysis/live-registers.h"
#include "simt/register-guard.h"

namespace qprop {

namespace {

const int sm_registers = 65536;
const int warp_allocation_unit = 256;
const int sm_warps = 64;
const int sm_blocks = 32;
const int block_warps_max = 32;
const int thread_registers_max = 255;
/* libgomp's warps per OpenMP block when the program does not say.  */
const int openmp_block_warps = 8;

/* The static size of OpenACC dimension AXIS of FN, 0 when the runtime
   chooses it.  */
int
oacc_dimension (tree fndecl, int axis)
{
  tree attr = oacc_get_fn_attrib (fndecl);
  if (!attr)
    return 0;
  tree dims = TREE_VALUE (attr);
  for (int i = 0; i < axis && dims; i++)
    dims = TREE_CHAIN (dims);
  if (!dims || !TREE_VALUE (dims) || !tree_fits_shwi_p (TREE_VALUE (dims)))
    return 0;
  return MAX (0, (int) tree_to_shwi (TREE_VALUE (dims)));
}

} // anon namespace

launch_shape
launch_shape_of (function *fn)
{
  launch_shape s;
  if (oacc_get_fn_attrib (fn->decl))
    {
      s.openacc = true;
      s.vector = MAX (32, oacc_dimension (fn->decl, GOMP_DIM_VECTOR));
      s.workers = oacc_dimension (fn->decl, GOMP_DIM_WORKER);
    }
  else
    s.workers = openmp_block_warps;
  return s;
}

int
ptx_registers_from_estimate (int units, const launch_shape &shape)
{
  int regs = shape.openacc ? units + 5 : 2 * units + 8;
  return MIN (MAX (regs, 1), thread_registers_max + 1);
}

int
resident_warps (int regs, const launch_shape &shape)
{
  if (regs > thread_registers_max)
    return 0;
  int per_warp = ((MAX (regs, 1) * 32 + warp_allocation_unit - 1)
		  / warp_allocation_unit) * warp_allocation_unit;
  int by_registers = sm_registers / per_warp;
  int vector_warps = (shape.vector + 31) / 32;
  int block_warps;
  if (shape.workers > 0)
    block_warps = vector_warps * shape.workers;
  else
    /* The runtime fits the block into the registers.  */
    block_warps = MAX (vector_warps,
		       (MIN (by_registers, block_warps_max) / vector_warps)
		       * vector_warps);
  if (block_warps > by_registers)
    return 0;
  int blocks = MIN (by_registers / block_warps, sm_warps / block_warps);
  return MIN (blocks, sm_blocks) * block_warps;
}

register_check
judge_register_change (function *fn, int before, int after, int saving,
		       int min_saving, int added, const char *added_for)
{
  launch_shape shape = launch_shape_of (fn);
  auto state = [&shape] (int estimate) {
    register_state s;
    s.estimate = estimate;
    s.regs = ptx_registers_from_estimate (estimate, shape);
    s.warps = resident_warps (s.regs, shape);
    return s;
  };
  register_check c;
  c.before = state (before);
  c.after = state (after);
  if (added > 0)
    {
      c.added = added;
      c.added_for = added_for;
      c.after.regs = MIN (c.after.regs + added, thread_registers_max + 1);
      c.after.warps = resident_warps (c.after.regs, shape);
    }
  if (c.after.warps < c.before.warps && saving < min_saving)
    c.refusal = "it would keep fewer warps resident per SM";
  return c;
}

void
print_register_check (FILE *f, const register_check &c)
{
  fprintf (f, " (registers ~%d -> ~%d", c.before.regs, c.after.regs);
  if (c.added)
    fprintf (f, ", +%d for %s", c.added, c.added_for);
  fprintf (f, ", estimate %d -> %d, resident warps %d -> %d",
	   c.before.estimate, c.after.estimate, c.before.warps,
	   c.after.warps);
  if (c.saves_checked)
    fprintf (f, ", live across calls %d -> %d", c.saves_before,
	     c.saves_after);
  fputc (')', f);
}

int
predict_rebound_peak (const live_registers &live, class loop *loop,
		      const vec<edge> &exits, const vec<unsigned> &target_of)
{
  auto_bitmap outside;
  int most_inside = 0;
  auto_bitmap set, inside;
  for (unsigned k = 0; k < exits.length (); k++)
    {
      bitmap_clear (inside);
      for (unsigned j = 0; j < exits.length (); j++)
	{
	  if (target_of[j] != k)
	    continue;
	  bitmap_clear (set);
	  live.add_live_on_edge (exits[j], set);
	  bitmap_iterator bi;
	  unsigned v;
	  EXECUTE_IF_SET_IN_BITMAP (set, 0, v, bi)
	    {
	      basic_block def = gimple_bb (SSA_NAME_DEF_STMT (ssa_name (v)));
	      bitmap_set_bit (def && flow_bb_inside_loop_p (loop, def)
			      ? inside : outside, v);
	    }
	}
      most_inside = MAX (most_inside, live.units (inside));
    }
  /* The exit index is live there too.  */
  return MAX (live.peak (), live.units (outside) + most_inside + 1);
}

int
predict_linearized_peak (const live_registers &live,
			 const vec<basic_block> &chain)
{
  unsigned n = chain.length ();
  hash_map<int_hash<int, -1, -2>, unsigned> position;
  for (unsigned i = 0; i < n; i++)
    position.put (chain[i]->index, i);

  /* What a chain block leaves live for later blocks.  A value read
     after its block other than by PHIs stays live from its block to its
     last read (N: past the chain).  A PHI of the chain or of the join
     becomes a running value: the guarded block at the end of each of
     its incoming edges sets it, and the paths that skip that block carry
     the value set before.  So the running value is live from the first
     block that sets it to the PHI, except in the blocks that set it (on
     their guarded path the value before is dead).  */
  struct carried { tree name; unsigned from, to; };
  auto_vec<carried> values;
  hash_map<tree, unsigned> running;
  std::vector<auto_bitmap> sets (n);
  auto_bitmap out;
  for (unsigned i = 0; i < n; i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, chain[i]->succs)
	for (gphi_iterator psi = gsi_start_phis (e->dest); !gsi_end_p (psi);
	     gsi_next (&psi))
	  {
	    tree res = gimple_phi_result (psi.phi ());
	    if (virtual_operand_p (res))
	      continue;
	    bool existed;
	    unsigned &from = running.get_or_insert (res, &existed);
	    from = existed ? MIN (from, i) : i;
	    bitmap_set_bit (sets[i], SSA_NAME_VERSION (res));
	  }
      bitmap_clear (out);
      FOR_EACH_EDGE (e, ei, chain[i]->succs)
	live.add_live_on_edge (e, out);
      auto_vec<tree> defs;
      real_defs (chain[i], &defs);
      for (tree def : defs)
	{
	  if (!bitmap_bit_p (out, SSA_NAME_VERSION (def)))
	    continue;
	  unsigned last = i;
	  bool escapes = !for_each_read (def, [&] (gimple *user,
						   basic_block at)
	    {
	      if (is_a <gphi *> (user))
		return true;
	      unsigned *pos = at ? position.get (at->index) : NULL;
	      if (pos)
		last = MAX (last, *pos);
	      return pos != NULL;
	    });
	  if (escapes || last > i)
	    values.safe_push ({ def, i, escapes ? n : last });
	}
    }
  for (auto it = running.begin (); it != running.end (); ++it)
    {
      basic_block at = gimple_bb (SSA_NAME_DEF_STMT ((*it).first));
      unsigned *pos = position.get (at->index);
      values.safe_push ({ (*it).first, (*it).second, pos ? *pos : n });
    }

  int peak = live.peak ();
  for (unsigned i = 0; i < n; i++)
    {
      int extra = 0;
      for (const carried &v : values)
	if (v.from < i && v.to >= i
	    && !bitmap_bit_p (live.live_in (chain[i]),
			      SSA_NAME_VERSION (v.name))
	    && !bitmap_bit_p (sets[i], SSA_NAME_VERSION (v.name)))
	  extra += register_units (TREE_TYPE (v.name));
      peak = MAX (peak, live.block_peak (chain[i]) + extra);
    }
  return peak;
}

namespace {

/* The most registers live at one point of BB when the names of ALSO are
   live at every point of it as well.  */
int
block_peak_with (const live_registers &live, basic_block bb,
		 const_bitmap also)
{
  auto_bitmap now, both;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    live.add_live_on_edge (e, now);
  bitmap_ior (both, now, also);
  int most = live.units (both);
  for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      {
	live_step_back (gsi_stmt (gsi), now, false);
	bitmap_ior (both, now, also);
	most = MAX (most, live.units (both));
      }
  return most;
}

} // anon namespace

int
predict_flattened_peak (const live_registers &live, class loop *a,
			class loop *b, int words)
{
  /* In the flattened loop the values live into B's header (B's carried
     values and what A's prologue computes for B and the epilogue) go
     round the one back edge.  The paths that do not need them (the
     epilogue, the fetch loop) pass them on undefined, which sets no
     register, so ptxas keeps them live through every block of A.  */
  auto_bitmap around;
  bitmap_copy (around, live.live_in (b->header));
  for (gphi_iterator psi = gsi_start_phis (b->header); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree res = gimple_phi_result (psi.phi ());
      if (register_name_p (res, false))
	bitmap_set_bit (around, SSA_NAME_VERSION (res));
    }
  int peak = live.peak ();
  basic_block *body = get_loop_body (a);
  for (unsigned i = 0; i < a->num_nodes; i++)
    {
      int at = (flow_bb_inside_loop_p (b, body[i])
		? live.block_peak (body[i])
		: block_peak_with (live, body[i], around));
      peak = MAX (peak, at + words);
    }
  free (body);
  return peak;
}

int
predict_edge_peak (const live_registers &live, edge e, int extra)
{
  auto_bitmap across;
  live.add_live_on_edge (e, across);
  return MAX (live.peak (), live.units (across) + extra);
}

int
predict_carried_peak (const live_registers &live, class loop *loop,
		      const std::vector<carried_value> &values)
{
  /* Where a load's result is live today, the carried value takes its
     place; it adds its registers only at the points where neither load's
     result is live: before the first load of the iteration and after the
     last use of the load whose value goes on to the next.  So each block
     of LOOP is walked backwards, statement by statement.  (Charging each
     value to every block refused colwalk-omp's and nbfilter-omp's checks,
     whose versioned simd functions ptxas gives fewer registers, not
     more.)  */
  auto held = [] (tree name, const_bitmap now) {
    return (name && TREE_CODE (name) == SSA_NAME
	    && bitmap_bit_p (now, SSA_NAME_VERSION (name)));
  };
  auto extra = [&] (const_bitmap now) {
    int units = 0;
    for (const carried_value &v : values)
      if (!held (v.names[0], now) && !held (v.names[1], now))
	units += v.units;
    return units;
  };
  int peak = live.peak ();
  basic_block *body = get_loop_body (loop);
  auto_bitmap now;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      bitmap_clear (now);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	live.add_live_on_edge (e, now);
      int here = live.units (now);
      int most = here + extra (now);
      for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	   gsi_prev (&gsi))
	if (!is_gimple_debug (gsi_stmt (gsi)))
	  {
	    here += live_step_back (gsi_stmt (gsi), now, false);
	    most = MAX (most, here + extra (now));
	  }
      peak = MAX (peak, most);
    }
  free (body);
  return peak;
}

} // namespace qprop
