/* Register pressure of a loop, estimated on GIMPLE.

   A transform that makes a value live longer (qprop-sr carrying an
   element into the next iteration) gains nothing if the register
   allocator has to spill: the spill store and reload cost more than the
   load saved, and show up as extra stores (cachegrind's Dw).  Counting
   carried values alone misses the case that matters, a body that already
   keeps most registers busy with its own temporaries; a loop that
   predictive commoning unrolled is the usual one.  So this counts what
   is live.

   Liveness is the usual backward problem over SSA names, solved over the
   loop's blocks only: a name defined outside the loop and used inside it
   is live on entry to the header, hence (over the back edge) everywhere
   in the loop; a PHI argument is live at the end of its predecessor, not
   at the PHI's block.  The pressure of a block is the largest count of
   live names, per register file, met walking it backwards from its end.

   GIMPLE sees fewer values than the allocator: addresses that RTL
   expansion materialises and constants that need a register are not SSA
   names.  The estimate is therefore low, and its users keep a margin.  */

#include "gcc-includes.h"
#include "rtl.h"
#include "hard-reg-set.h"
#include "regs.h"
#include "target.h"
#include "analysis/live-registers.h"
#include "analysis/reg-pressure.h"

/* A host plugin that is loaded by mistake into the nvptx lto1 must get
   as far as its version check, which refuses it with a clear message;
   that lto1 is built without switchable targets and has no
   this_target_hard_regs, and a strong reference would make the dynamic
   loader refuse the plugin first with "undefined symbol".  Nothing here
   runs in such a compiler.  */
#if SWITCHABLE_TARGET
#pragma weak this_target_hard_regs
#endif

namespace qprop {

reg_file
reg_file_of (tree type)
{
  return (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type)
	  ? REG_FILE_INTEGER : REG_FILE_OTHER);
}

namespace {

/* Names LOOP's blocks read on edge E into a PHI of E->dest.  */
void
add_phi_uses (edge e, bitmap live)
{
  for (gphi_iterator psi = gsi_start_phis (e->dest); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (psi.phi (), e);
      if (register_name_p (arg, true))
	bitmap_set_bit (live, SSA_NAME_VERSION (arg));
    }
}

/* The names live at the end of BB: what its successors in the loop need
   past their PHIs, plus the PHI arguments of its edges.  */
void
live_at_end (basic_block bb, loop_p loop, const std::vector<bitmap> &live_in,
	     const std::vector<int> &slot, bitmap out)
{
  bitmap_clear (out);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      if (flow_bb_inside_loop_p (loop, e->dest))
	bitmap_ior_into (out, live_in[slot[e->dest->index]]);
      add_phi_uses (e, out);
    }
}

/* Walk BB backwards from LIVE (the names live at its end), leaving in
   LIVE the names live on entry to BB other than its PHIs' results, and
   raise P's maxima by what is live at each point.  */
void
walk_block (basic_block bb, bitmap live, loop_pressure *p)
{
  auto count = [&] () {
    int n[REG_FILE_COUNT] = { 0, 0 };
    bitmap_iterator bi;
    unsigned v;
    EXECUTE_IF_SET_IN_BITMAP (live, 0, v, bi)
      n[reg_file_of (TREE_TYPE (ssa_name (v)))]++;
    if (p)
      for (int f = 0; f < REG_FILE_COUNT; f++)
	p->max_live[f] = MAX (p->max_live[f], n[f]);
  };
  count ();
  for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      live_step_back (stmt, live, true);
      count ();
    }
  kill_phi_results (bb, live);
}

} // anon namespace

loop_pressure
estimate_loop_pressure (loop_p loop)
{
  loop_pressure p;
  /* The loop may be the function body itself, when the values are
     carried round an irreducible cycle outside every natural loop.  */
  basic_block *body = get_loop_body (loop);
  unsigned n = loop->num_nodes;
  std::vector<int> slot (last_basic_block_for_fn (cfun), -1);
  std::vector<bitmap> live_in (n);
  for (unsigned i = 0; i < n; i++)
    {
      slot[body[i]->index] = i;
      live_in[i] = BITMAP_ALLOC (NULL);
    }
  /* live_in leaves out a block's PHI results: a predecessor sees only
     the names that flow past the PHIs, and adds its own PHI
     arguments.  */
  auto_bitmap work;
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = n; i-- > 0; )
	{
	  live_at_end (body[i], loop, live_in, slot, work);
	  walk_block (body[i], work, NULL);
	  if (!bitmap_equal_p (work, live_in[i]))
	    {
	      bitmap_copy (live_in[i], work);
	      changed = true;
	    }
	}
    }
  for (unsigned i = 0; i < n; i++)
    {
      live_at_end (body[i], loop, live_in, slot, work);
      walk_block (body[i], work, &p);
    }
  for (unsigned i = 0; i < n; i++)
    BITMAP_FREE (live_in[i]);
  free (body);
  return p;
}

int
available_registers (reg_file)
{
  if (targetm.no_register_allocation)
    return -1;
  int n = 0;
  for (unsigned r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    if (TEST_HARD_REG_BIT (reg_class_contents[GENERAL_REGS], r)
	&& !fixed_regs[r])
      n++;
  return n;
}

bool
room_to_unroll (loop_p loop, int factor)
{
  loop_pressure lp = estimate_loop_pressure (loop);
  for (int f = 0; f < REG_FILE_COUNT; f++)
    {
      int avail = available_registers ((reg_file) f);
      if (avail >= 0 && lp.max_live[f] + factor > avail - pressure_margin)
	return false;
    }
  return true;
}

} // namespace qprop
