/* The SIMT regions of a function for the divergence analysis
   (divergence.cc), and the queries its clients ask once it has run:
   whether a branch or a loop diverges, and whether a block runs in all
   lanes of a warp or none.  */

#include "gcc-includes.h"
#include "cfganal.h"
#include "dominance.h"
#include "internal-fn.h"
#include "stringpool.h"
#include "attribs.h"
#include "gomp-constants.h"
#include "simt/warp-vote.h"
#include "simt/divergence.h"
#include "simt/divergence-impl.h"

namespace qprop {

/* Are the parameters of FN the same for all lanes?  True for offloaded
   kernels and for the bodies GCC outlines for OpenMP and OpenACC
   constructs, which every thread enters with the same data pointer.  */
static bool
params_uniform_p (function *fn)
{
  tree attrs = DECL_ATTRIBUTES (fn->decl);
  if (lookup_attribute ("omp target entrypoint", attrs)
      || lookup_attribute ("oacc function", attrs))
    return true;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fn->decl));
  return strstr (name, "._omp_fn.") || strstr (name, "._omp_cpyfn.");
}

/* Does STMT give the lane, or start the code where lanes run apart?  */
static bool
lane_source_p (gimple *stmt)
{
  if (!is_gimple_call (stmt))
    return false;
  if (gimple_call_internal_p (stmt))
    switch (gimple_call_internal_fn (stmt))
      {
      case IFN_GOMP_SIMT_LANE:
      case IFN_GOMP_SIMT_ENTER:
      case IFN_GOMP_SIMT_ENTER_ALLOC:
	return true;
      case IFN_GOACC_DIM_POS:
	return !tree_fits_shwi_p (gimple_call_arg (stmt, 0))
	       || tree_to_shwi (gimple_call_arg (stmt, 0)) == GOMP_DIM_VECTOR;
      default:
	return false;
      }
  if (gimple_call_builtin_p (stmt, BUILT_IN_GOACC_PARLEVEL_ID))
    return !tree_fits_shwi_p (gimple_call_arg (stmt, 0))
	   || tree_to_shwi (gimple_call_arg (stmt, 0)) == GOMP_DIM_VECTOR;
  return false;
}

static bool
lane_source_block_p (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (lane_source_p (gsi_stmt (gsi)))
      return true;
  return false;
}

/* Does BB end a stretch of code where lanes run apart?  After OpenACC's
   join and OpenMP's SIMT exit, the code runs in one lane (or all lanes
   alike) and its values are the same for the whole warp.  */
static bool
region_end_block_p (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (gimple_call_internal_p (stmt, IFN_GOMP_SIMT_EXIT))
	return true;
      if (gimple_call_internal_p (stmt, IFN_UNIQUE)
	  && tree_fits_shwi_p (gimple_call_arg (stmt, 0))
	  && tree_to_shwi (gimple_call_arg (stmt, 0)) == IFN_UNIQUE_OACC_JOIN)
	return true;
    }
  return false;
}

/* Regions, block by block.  */

void
divergence_analysis::find_regions ()
{
  m_block_region.safe_grow_cleared (last_basic_block_for_fn (m_fn));
  for (int i = 0; i < last_basic_block_for_fn (m_fn); i++)
    m_block_region[i] = -1;

  if (!m_host)
    {
      m_params_uniform = params_uniform_p (m_fn);
      auto_vec<basic_block> work;
      basic_block bb;
      FOR_EACH_BB_FN (bb, m_fn)
	if (!m_params_uniform || lane_source_block_p (bb))
	  {
	    m_block_region[bb->index] = 0;
	    work.safe_push (bb);
	  }
      if (work.is_empty ())
	return;
      m_regions.safe_push (div_region ());
      /* Lanes run apart from the lane source on, until the region's end:
	 OpenACC's join of the partitioned loop, or OpenMP's SIMT exit.  */
      while (!work.is_empty ())
	{
	  bb = work.pop ();
	  if (region_end_block_p (bb))
	    continue;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    if (e->dest != EXIT_BLOCK_PTR_FOR_FN (m_fn)
		&& m_block_region[e->dest->index] < 0)
	      {
		m_block_region[e->dest->index] = 0;
		work.safe_push (e->dest);
	      }
	}
      return;
    }

  for (auto loop : loops_list (m_fn, 0))
    {
      if (!(loop->safelen > 0 || loop->force_vectorize))
	continue;
      bool outermost = true;
      for (class loop *l = loop_outer (loop); l; l = loop_outer (l))
	if (l->safelen > 0 || l->force_vectorize)
	  outermost = false;
      if (!outermost)
	continue;
      div_region r;
      r.loop = loop;
      int index = m_regions.length ();
      m_regions.safe_push (r);
      basic_block *body = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
	m_block_region[body[i]->index] = index;
      free (body);
    }
}

int
divergence_analysis::region_of (basic_block bb) const
{
  if (!bb || bb->index >= (int) m_block_region.length ())
    return -1;
  return m_block_region[bb->index];
}

bool
divergence_analysis::is_region_control (basic_block bb) const
{
  int r = region_of (bb);
  if (r < 0 || !m_regions[r].loop)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (region_of (e->dest) != r)
      return true;
  return false;
}

bool
divergence_analysis::is_lane_branch (basic_block bb) const
{
  gimple *last = last_stmt (bb);
  return (in_region (bb) && !is_region_control (bb) && last
	  && (gimple_code (last) == GIMPLE_COND
	      || gimple_code (last) == GIMPLE_SWITCH));
}

/* Queries.  */

bool
divergence_analysis::branch_diverges (basic_block bb) const
{
  if (lie || bb->index >= (int) m_branch_divergent.length ())
    return false;
  return m_branch_divergent[bb->index];
}

bool
divergence_analysis::loop_in_region (const class loop *loop) const
{
  if (loop->num == 0 || !in_region (loop->header))
    return false;
  for (const div_region &reg : m_regions)
    if (reg.loop == loop)
      return false;
  return true;
}

bool
divergence_analysis::loop_divergent (const class loop *loop) const
{
  return loop->num < (int) m_loop_divergent.length ()
	 && m_loop_divergent[loop->num];
}

auto_vec<edge>
divergence_analysis::divergent_exits (const class loop *loop) const
{
  auto_vec<edge> result;
  for (edge e : get_loop_exit_edges (loop))
    if (branch_diverges (e->src))
      result.safe_push (e);
  return result;
}

void
divergence_analysis::compute_control_dependences () const
{
  if (m_cd)
    return;
  /* Control dependence is read off the post-dominator tree; a caller
     that has none (GCC's PRE, for one, leaves none) gets one for the
     time it takes.  */
  bool had_post_dominators = dom_info_available_p (CDI_POST_DOMINATORS);
  if (!had_post_dominators)
    calculate_dominance_info (CDI_POST_DOMINATORS);
  m_cd = new control_dependences ();
  if (!had_post_dominators)
    free_dominance_info (CDI_POST_DOMINATORS);
}

/* The blocks whose branches B is directly control dependent on, inside
   B's SIMT region and other than the region's own control.  */

auto_vec<basic_block>
divergence_analysis::lane_controls (basic_block b) const
{
  auto_vec<basic_block> srcs;
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (m_cd->get_edges_dependent_on (b->index), 0, i, bi)
    {
      basic_block src = m_cd->get_edge_src (i);
      if (in_region (src) && !is_region_control (src))
	srcs.safe_push (src);
    }
  return srcs;
}

/* Block predicates: a block runs in all lanes or none when every branch
   it is control dependent on is uniform and runs in all lanes or none.
   A greatest fixed point over the control dependence graph, computed on
   the first query.  */

bool
divergence_analysis::uniform_predicate (basic_block bb) const
{
  if (!in_region (bb))
    return true;
  if (m_uni_pred.is_empty ())
    {
      compute_control_dependences ();
      int nb = last_basic_block_for_fn (m_fn);
      m_uni_pred.safe_grow_cleared (nb);
      for (int i = 0; i < nb; i++)
	m_uni_pred[i] = 1;
      bool changed = true;
      while (changed)
	{
	  changed = false;
	  basic_block b;
	  FOR_EACH_BB_FN (b, m_fn)
	    {
	      if (!in_region (b) || !m_uni_pred[b->index])
		continue;
	      for (basic_block src : lane_controls (b))
		{
		  if (branch_diverges (src) || !m_uni_pred[src->index])
		    {
		      m_uni_pred[b->index] = 0;
		      changed = true;
		      break;
		    }
		}
	    }
	}
    }
  return m_uni_pred[bb->index];
}

/* The CDRND: every branch that BB is control dependent on, directly or
   through other branches, is uniform or an iteration test of a loop that
   holds BB.  Which tests are harmless depends on BB's loops, so the walk
   is made per block asked about (insertion points: few).  */

bool
divergence_analysis::cdrnd (basic_block bb) const
{
  if (!in_region (bb))
    return true;
  if (m_cdrnd.is_empty ())
    m_cdrnd.safe_grow_cleared (last_basic_block_for_fn (m_fn));
  /* A block made since the first query is not known to be safe.  */
  if (bb->index >= (int) m_cdrnd.length ())
    return false;
  if (m_cdrnd[bb->index])
    return m_cdrnd[bb->index] == 1;
  compute_control_dependences ();
  bool ok = true;
  auto_bitmap seen;
  auto_vec<basic_block> work;
  work.safe_push (bb);
  bitmap_set_bit (seen, bb->index);
  while (ok && !work.is_empty ())
    {
      basic_block b = work.pop ();
      for (basic_block src : lane_controls (b))
	{
	  if (branch_diverges (src) && !iteration_test_p (src, bb))
	    {
	      ok = false;
	      break;
	    }
	  if (bitmap_set_bit (seen, src->index))
	    work.safe_push (src);
	}
    }
  m_cdrnd[bb->index] = ok ? 1 : 2;
  return ok;
}

/* Whether X runs no code: no statement, and no PHI but the virtual
   operand's.  Where two loop exits meet (GCC's loop versioning leaves
   one such block per copied nest), the memory states merge in a PHI
   that is no code.  */
static bool
forwarder_only (basic_block x)
{
  for (gphi_iterator gsi = gsi_start_phis (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
      return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!is_gimple_debug (stmt) && gimple_code (stmt) != GIMPLE_LABEL
	  && gimple_code (stmt) != GIMPLE_NOP
	  && gimple_code (stmt) != GIMPLE_PREDICT)
	return false;
    }
  return true;
}

/* X, or the block a chain of empty forwarders from X leads to.  */
static basic_block
past_forwarders (basic_block x)
{
  for (int n = 0; n < 8 && single_succ_p (x) && forwarder_only (x); n++)
    x = single_succ (x);
  return x;
}

/* Does the branch that ends SRC only decide whether a lane runs (more
   of) a loop that holds BB: does one of its edges lead out of that loop
   to where the loop's exits lead (past empty forwarders)?  The exit test
   of the loop is one; the guard that header copying leaves before a
   rotated loop is another, and so is a break.  Lanes that take that edge
   leave the loop, and every lane that stays runs BB's iteration.  */

bool
divergence_analysis::iteration_test_p (basic_block src, basic_block bb) const
{
  if (!current_loops || !bb->loop_father)
    return false;
  if (m_exit_dests.empty ())
    {
      m_exit_dests.resize (number_of_loops (m_fn));
      for (class loop *l : loops_list (m_fn, 0))
	for (edge x : get_loop_exit_edges (l))
	  m_exit_dests[l->num].push_back (past_forwarders (x->dest));
    }
  for (class loop *l = bb->loop_father; loop_outer (l); l = loop_outer (l))
    {
      if ((unsigned) l->num >= m_exit_dests.size ())
	return false;
      const std::vector<basic_block> &dests = m_exit_dests[l->num];
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, src->succs)
	if (!flow_bb_inside_loop_p (l, e->dest)
	    && std::find (dests.begin (), dests.end (),
			  past_forwarders (e->dest)) != dests.end ())
	  return true;
    }
  return false;
}

} // namespace qprop
