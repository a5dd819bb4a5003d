/* qprop-glia's equations: the region a reference is placed in, the
   local properties of its nodes, and UpSafe, DownSafe, Earliest,
   Delayed, Latest and Isolated over them (thesis 5.4).  */

#include "gcc-includes.h"
#include "value-range.h"
#include "value-query.h"
#include "tree-ssa-loop-niter.h"
#include "tree-dfa.h"
#include "ir/address-form.h"
#include "ir/no-trap.h"
#include "ir/load-safety.h"
#include "host/glia.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>
#include "host/glia-impl.h"

namespace qprop {
namespace glia_impl {

/* The region the reference is placed in: its innermost loop's body, or
   the function.  */
void
glia::build_region ()
{
  basic_block home = gimple_bb (m_stmt);
  m_loop = home->loop_father;
  bool whole = m_loop == loops_for_fn (m_fn)->tree_root;
  m_blocks.clear ();
  m_block_pos.assign (last_basic_block_for_fn (m_fn), -1);
  for (int index : m_rpo)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (m_fn, index);
      if (whole || flow_bb_inside_loop_p (m_loop, bb))
	{
	  m_block_pos[index] = m_blocks.size ();
	  m_blocks.push_back (bb);
	}
    }
  size_t nb = m_blocks.size ();
  m_first.assign (nb, 0);
  m_last.assign (nb, 0);
  m_out_pred.assign (nb, 0);
  m_out_succ.assign (nb, 0);
  m_nodes.clear ();
  m_node_block.clear ();
  m_origin = -1;
  for (size_t b = 0; b < nb; b++)
    {
      basic_block bb = m_blocks[b];
      m_first[b] = m_nodes.size ();
      m_nodes.push_back (gnode { bb, NULL });
      m_node_block.push_back (b);
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (bb);
	   !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
	{
	  /* Address arithmetic is transparent, references nothing and
	     defines no leaf (a leaf is never such arithmetic): a placement
	     before it is one before the next statement that matters.  */
	  if (gimple_plf (gsi_stmt (gsi), GF_PLF_1)
	      && !stmt_ends_bb_p (gsi_stmt (gsi)))
	    continue;
	  if (gsi_stmt (gsi) == m_stmt)
	    m_origin = m_nodes.size ();
	  m_nodes.push_back (gnode { bb, gsi_stmt (gsi) });
	  m_node_block.push_back (b);
	}
      m_last[b] = m_nodes.size () - 1;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e->src == ENTRY_BLOCK_PTR_FOR_FN (m_fn)
	    || m_block_pos[e->src->index] < 0)
	  m_out_pred[b] = 1;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest == EXIT_BLOCK_PTR_FOR_FN (m_fn)
	    || m_block_pos[e->dest->index] < 0)
	  m_out_succ[b] = 1;
    }
}

bool
glia::outside_pred (int n) const
{
  int b = m_node_block[n];
  return n == m_first[b] && m_out_pred[b];
}

bool
glia::outside_succ (int n) const
{
  int b = m_node_block[n];
  return n == m_last[b] && m_out_succ[b];
}

/* The local properties of node N.  */
void
glia::classify (int n)
{
  gimple *stmt = m_nodes[n].stmt;
  int flags = TRANSP | TRANSP_ADDR;
  auto defines_leaf = [this] (tree name)
    {
      return std::find (m_leaves.begin (), m_leaves.end (), name)
	     != m_leaves.end ();
    };
  if (!stmt)
    {
      for (gphi_iterator gsi = gsi_start_phis (m_nodes[n].bb);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	if (defines_leaf (gimple_phi_result (gsi.phi ())))
	  flags = 0;
      m_flags[n] = flags;
      return;
    }
  ssa_op_iter iter;
  tree def;
  FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
    if (defines_leaf (def))
      flags = 0;
  if (gimple_code (stmt) == GIMPLE_ASM || gimple_has_volatile_ops (stmt))
    flags = 0;
  else if (is_gimple_call (stmt))
    {
      int cf = gimple_call_flags (stmt);
      if (!(cf & (ECF_CONST | ECF_PURE)) || (cf & ECF_LOOPING_CONST_OR_PURE)
	  || clobbers (stmt))
	flags = 0;
      else if (gimple_vuse (stmt))
	flags &= ~TRANSP_ADDR;
    }
  else if (gimple_vdef (stmt))
    {
      if (clobbers (stmt))
	flags = 0;
      const array_view &s = view_of (stmt);
      if (!s.same_array (m_view) || gimple_assign_load_p (stmt))
	flags &= ~TRANSP_ADDR;
    }
  else if (gimple_vuse (stmt))
    {
      const array_view &s = view_of (stmt);
      if (s.same_array (m_view) && gimple_assign_load_p (stmt))
	{
	  flags |= SAME_ADDR;
	  m_nci[n] = nci (s);
	  tree r = gimple_assign_rhs1 (stmt);
	  if (stmt == m_stmt
	      || (same_element (s, stmt, false)
		  && types_compatible_p (TREE_TYPE (r), TREE_TYPE (m_ref))
		  && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
		  && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI
			(gimple_assign_lhs (stmt))
		  && !stmt_could_throw_p (m_fn, stmt)))
	    flags |= IS_SAME;
	}
      else
	flags &= ~TRANSP_ADDR;
    }
  m_flags[n] = flags;
}

/* Solve the thesis's equations for the current reference.  */
void
glia::solve ()
{
  size_t nn = m_nodes.size ();
  auto has = [this] (int n, int flag) { return (m_flags[n] & flag) != 0; };
  bool changed;

  /* UpSafe (same array on every path in), partial UpSafe (on some path)
     and the availability of the element itself.  */
  m_upsafe.assign (nn, 1);
  m_partial.assign (nn, 0);
  m_avail.assign (nn, 1);
  m_lineup.assign (nn, 0);
  std::vector<char> line (nn);
  for (size_t n = 0; n < nn; n++)
    line[n] = (int) n != m_origin && same_line (n);
  do
    {
      changed = false;
      for (size_t n = 0; n < nn; n++)
	{
	  bool out = outside_pred (n);
	  bool up = !out, part = false, av = !out, ln = false, any = false;
	  for_preds (n, [&] (int p)
	    {
	      any = true;
	      bool tr = has (p, TRANSP);
	      up &= has (p, SAME_ADDR) || (tr && m_upsafe[p]);
	      part |= has (p, SAME_ADDR) || (tr && m_partial[p]);
	      av &= has (p, IS_SAME) || (tr && m_avail[p]);
	      ln |= line[p] || (tr && m_lineup[p]);
	    });
	  if (!any)
	    up = av = false;
	  if (up != (bool) m_upsafe[n] || part != (bool) m_partial[n]
	      || av != (bool) m_avail[n] || ln != (bool) m_lineup[n])
	    {
	      m_upsafe[n] = up;
	      m_partial[n] = part;
	      m_avail[n] = av;
	      m_lineup[n] = ln;
	      changed = true;
	    }
	}
    }
  while (changed);

  /* DownSafe, and Blocked: some path from the node to the reference
     crosses a node that is not transparent.  Blocked does not follow
     the loop's back edges: from a point that dominates the reference, a
     path around the loop passes that point again before it reaches the
     reference, and only the part after that matters.  */
  m_downsafe.assign (nn, 1);
  m_blocked.assign (nn, 0);
  std::vector<char> reaches (nn, 0);
  do
    {
      changed = false;
      for (size_t i = nn; i-- > 0; )
	{
	  int n = i;
	  bool ds = !outside_succ (n), bl = false, re = false, any = false;
	  for_succs (n, [&] (int s)
	    {
	      any = true;
	      ds &= (bool) m_downsafe[s];
	    });
	  for_succs (n, [&] (int s)
	    {
	      if (s == m_origin)
		re = true;
	      else
		{
		  re |= (bool) reaches[s];
		  bl |= (bool) m_blocked[s];
		}
	    }, true);
	  if (!any)
	    ds = false;
	  ds = has (n, IS_SAME) || (has (n, TRANSP) && ds);
	  bl |= re && !has (n, TRANSP);
	  if (ds != (bool) m_downsafe[n] || bl != (bool) m_blocked[n]
	      || re != (bool) reaches[n])
	    {
	      m_downsafe[n] = ds;
	      m_blocked[n] = bl;
	      reaches[n] = re;
	      changed = true;
	    }
	}
    }
  while (changed);

  m_safe.assign (nn, 0);
  for (size_t n = 0; n < nn; n++)
    m_safe[n] = (m_downsafe[n] || m_avail[n]
		 || (m_speculative && m_upsafe[n] && !m_blocked[n]));
  m_earliest.assign (nn, 0);
  for (size_t n = 0; n < nn; n++)
    {
      bool e = outside_pred (n);
      for_preds (n, [&] (int p)
	{
	  e |= !has (p, TRANSP) || !m_safe[p];
	});
      m_earliest[n] = m_safe[n] && e;
    }

  /* pnCI, a least fixed point of the maximum.  */
  m_pnci.assign (nn, 0);
  do
    {
      changed = false;
      for (size_t n = 0; n < nn; n++)
	{
	  int v = 0;
	  if (has (n, SAME_ADDR))
	    v = m_nci[n];
	  else
	    for_preds (n, [&] (int p) { v = std::max (v, m_pnci[p]); });
	  if (v != m_pnci[n])
	    {
	      m_pnci[n] = v;
	      changed = true;
	    }
	}
    }
  while (changed);

  /* Whether the delay may go on past each node; fixed by now.  */
  std::vector<char> passable (nn);
  for (size_t n = 0; n < nn; n++)
    passable[n] = !has (n, IS_SAME) && keep_order (n) && keep_dimension (n);
  m_delayed.assign (nn, 1);
  do
    {
      changed = false;
      for (size_t n = 0; n < nn; n++)
	{
	  bool d = !outside_pred (n), any = false;
	  for_preds (n, [&] (int p)
	    {
	      any = true;
	      d &= passable[p] && m_delayed[p];
	    });
	  d = m_earliest[n] || (any && d);
	  if (d != (bool) m_delayed[n])
	    {
	      m_delayed[n] = d;
	      changed = true;
	    }
	}
    }
  while (changed);

  m_latest.assign (nn, 0);
  for (size_t n = 0; n < nn; n++)
    {
      bool stop = has (n, IS_SAME) || outside_succ (n);
      for_succs (n, [&] (int s) { stop |= !m_delayed[s]; });
      m_latest[n] = m_delayed[n] && stop;
    }

  m_isolated.assign (nn, 1);
  do
    {
      changed = false;
      for (size_t i = nn; i-- > 0; )
	{
	  int n = i;
	  bool iso = true;
	  for_succs (n, [&] (int s)
	    {
	      iso &= m_latest[s] || (!has (s, IS_SAME) && m_isolated[s]);
	    });
	  if (iso != (bool) m_isolated[n])
	    {
	      m_isolated[n] = iso;
	      changed = true;
	    }
	}
    }
  while (changed);
}

/* Whether node P comes before node N on every path to N.  */
bool
glia::dominates (int p, int n) const
{
  if (m_nodes[p].bb == m_nodes[n].bb)
    return p <= n;
  return dominated_by_p (CDI_DOMINATORS, m_nodes[n].bb, m_nodes[p].bb);
}

} // namespace glia_impl
} // namespace qprop
