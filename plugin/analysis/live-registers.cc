/* Registers of SIMT code, estimated on GIMPLE.

   GCC leaves register allocation for nvptx to ptxas: the PTX it writes
   names a fresh virtual register for every value.  A SIMT transform
   that saves warp instructions can still slow a kernel when ptxas then
   needs more registers per thread, because the registers of an SM are
   shared out among the resident warps: at 256 threads a block, 80
   registers a thread let three blocks share an SM and 88 only two
   (simt/register-guard.cc).  The transforms therefore need an estimate that
   moves the way ptxas's count moves.

   The estimate is the classic one: the SSA names live at each point of
   the function, solved backwards over the whole CFG, each weighed by the
   32-bit registers it takes (a pointer or a double two, a truth value
   none: PTX keeps predicates in a file of their own), and the peak over
   all points.  It runs on GIMPLE in the middle of the pipeline, so it
   misses what RTL expansion and ptxas add (addresses, constants that
   need a register, the ABI's parameter registers, OpenMP's per-lane
   frame) and what ptxas saves
   by rematerializing.  simt/register-guard turns it into ptxas's scale
   with a fit measured on the offload benchmarks
   (benchmarks/offload/reg-estimate.sh).  */

#include "gcc-includes.h"
#include "analysis/live-registers.h"

namespace qprop {

int
register_units (tree type)
{
  if (TREE_CODE (type) == BOOLEAN_TYPE
      || (INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) == 1))
    return 0;
  if (!TYPE_SIZE (type) || !tree_fits_uhwi_p (TYPE_SIZE (type)))
    return 1;
  unsigned HOST_WIDE_INT bits = tree_to_uhwi (TYPE_SIZE (type));
  return MAX (1, (int) ((bits + 31) / 32));
}

bool
register_name_p (tree name, bool undefined)
{
  return (name && TREE_CODE (name) == SSA_NAME && !virtual_operand_p (name)
	  && is_gimple_reg (name)
	  && (undefined || !ssa_undefined_value_p (name, false)));
}

int
live_step_back (gimple *stmt, bitmap live, bool undefined)
{
  int change = 0;
  ssa_op_iter it;
  tree name;
  FOR_EACH_SSA_TREE_OPERAND (name, stmt, it, SSA_OP_DEF)
    if (register_name_p (name, undefined)
	&& bitmap_clear_bit (live, SSA_NAME_VERSION (name)))
      change -= register_units (TREE_TYPE (name));
  FOR_EACH_SSA_TREE_OPERAND (name, stmt, it, SSA_OP_USE)
    if (register_name_p (name, undefined)
	&& bitmap_set_bit (live, SSA_NAME_VERSION (name)))
      change += register_units (TREE_TYPE (name));
  return change;
}

void
kill_phi_results (basic_block bb, bitmap live)
{
  for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree res = gimple_phi_result (psi.phi ());
      if (TREE_CODE (res) == SSA_NAME)
	bitmap_clear_bit (live, SSA_NAME_VERSION (res));
    }
}

live_registers::live_registers (function *fn)
  : m_fn (fn), m_live_in (last_basic_block_for_fn (fn), NULL),
    m_block_peak (last_basic_block_for_fn (fn), 0)
{
  basic_block bb;
  FOR_ALL_BB_FN (bb, fn)
    m_live_in[bb->index] = BITMAP_ALLOC (NULL);

  /* Backwards in reverse of the reverse post-order, so that most blocks
     see their successors' final sets in the first sweep; once they
     stand still, one more sweep measures.  */
  int *order = XNEWVEC (int, n_basic_blocks_for_fn (fn));
  int n = pre_and_rev_post_order_compute_fn (fn, NULL, order, false);
  auto_bitmap work;
  for (bool changed = true, measure = false; changed || !measure; )
    {
      measure = !changed;
      changed = false;
      for (int i = n; i-- > 0; )
	{
	  basic_block b = BASIC_BLOCK_FOR_FN (fn, order[i]);
	  bitmap_clear (work);
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, b->succs)
	    add_live_on_edge (e, work);
	  walk_block (b, work, measure);
	  if (!measure && !bitmap_equal_p (work, m_live_in[b->index]))
	    {
	      bitmap_copy (m_live_in[b->index], work);
	      changed = true;
	    }
	}
    }
  XDELETEVEC (order);
}

live_registers::~live_registers ()
{
  for (bitmap b : m_live_in)
    if (b)
      BITMAP_FREE (b);
}

void
live_registers::add_live_on_edge (edge e, bitmap set) const
{
  if (e->dest->index < (int) m_live_in.size () && m_live_in[e->dest->index])
    bitmap_ior_into (set, m_live_in[e->dest->index]);
  for (gphi_iterator psi = gsi_start_phis (e->dest); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (psi.phi (), e);
      if (register_name_p (arg, false))
	bitmap_set_bit (set, SSA_NAME_VERSION (arg));
    }
}

void
live_registers::dump (FILE *f, const char *prefix) const
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    {
      fprintf (f, "%sbb %d: peak=%d live-in=%d:", prefix, bb->index,
	       m_block_peak[bb->index], units (m_live_in[bb->index]));
      bitmap_iterator bi;
      unsigned v;
      EXECUTE_IF_SET_IN_BITMAP (m_live_in[bb->index], 0, v, bi)
	{
	  fputc (' ', f);
	  print_generic_expr (f, ssa_name (v));
	}
      fputc ('\n', f);
    }
}

int
live_registers::units (const_bitmap set) const
{
  int n = 0;
  bitmap_iterator bi;
  unsigned v;
  EXECUTE_IF_SET_IN_BITMAP (set, 0, v, bi)
    if (ssa_name (v))
      n += register_units (TREE_TYPE (ssa_name (v)));
  return n;
}

/* Walk BB backwards from LIVE (the names live at its end), leaving in
   LIVE the names live on entry other than its PHI results; with
   MEASURE, raise the peak by what is live at each point.  */
void
live_registers::walk_block (basic_block bb, bitmap live, bool measure)
{
  /* The count follows the set bit by bit, so that measuring costs one
     pass over the set per block, not one per statement.  */
  int now = measure ? units (live) : 0;
  int most = now;
  for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      {
	now += live_step_back (gsi_stmt (gsi), live, false);
	most = MAX (most, now);
      }
  if (measure)
    {
      m_block_peak[bb->index] = most;
      m_peak = MAX (m_peak, most);
    }
  kill_phi_results (bb, live);
}

} // namespace qprop
