/* qprop-sr's query graph: the nodes' local answers, the rewriting of a
   reference's address across edges (replaceOp), and PRESR's insertion
   rule, which asks ir/load-safety whether a load may go on an edge.  The
   algorithm is described in scalar-replace.cc.  */

#include "gcc-includes.h"
#include "tree-ssa-loop-niter.h"
#include "tree-inline.h"
#include "tree-scalar-evolution.h"
#include "builtins.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-ivopts.h"
#include "cfgloopmanip.h"
#include "ir/address-form.h"
#include "ir/cfg-rewrite.h"
#include "ir/no-trap.h"
#include "ir/load-safety.h"
#include "simt/divergence.h"
#include "analysis/reg-pressure.h"
#include "query/query-engine.h"
#include "host/scalar-replace.h"
#include "host/scalar-replace-impl.h"

namespace qprop {
namespace presr {

int
scalar_replace::new_node (node_kind kind, basic_block bb,
			  const address_form &f, int distance)
{
  sr_node node;
  node.kind = kind;
  node.bb = bb;
  node.form = f;
  node.distance = distance;
  m_nodes.push_back (node);
  m_stats->nodes++;
  return m_nodes.size () - 1;
}

/* Whether STMT may write a byte of the element of F (rule 4').  */
bool
scalar_replace::clobbers (gimple *stmt, const access &a,
			  const address_form &f)
{
  if (!gimple_vdef (stmt))
    return false;
  /* Two addresses over the same leaves at the same point differ by a
     known constant.  */
  if (a.valid && a.store && a.form.same_terms (f))
    {
      HOST_WIDE_INT d = (HOST_WIDE_INT) (a.form.offset - f.offset);
      return !(d >= (HOST_WIDE_INT) m_ref.size
	       || -d >= (HOST_WIDE_INT) a.size);
    }
  /* Two addresses that are each one declaration plus constants and
     iteration numbers point into those declarations, as GCC's points-to
     analysis would find; it has not run on the pointers the vectorizer
     makes, so the oracle cannot tell this itself.  */
  if (a.valid && a.store)
    {
      tree d1 = sole_declaration (a.form), d2 = sole_declaration (f);
      if (d1 && d2 && distinct_declarations (d1, d2))
	return false;
    }
  if (m_owner
      && (m_left_owner || !flow_bb_inside_loop_p (m_owner, gimple_bb (stmt))))
    return may_write_ref (stmt, &m_ao_no_clique);
  return may_write_ref (stmt, &m_ref.ao);
}

/* The declaration F is the address of plus constants and iteration
   numbers, or NULL.  */
tree
scalar_replace::sole_declaration (const address_form &f) const
{
  tree decl = NULL_TREE;
  for (const form_term &t : f.terms)
    {
      /* W times an iteration number is no offset within a declaration
	 that this could rely on.  */
      if (m_forms.iteration_stride (t.leaf))
	return NULL_TREE;
      if (m_forms.iteration_loop (t.leaf))
	continue;
      if (decl || t.coef != 1 || TREE_CODE (t.leaf) != VAR_DECL)
	return NULL_TREE;
      decl = t.leaf;
    }
  return decl;
}

/* The local answer of node N's block.  */
void
scalar_replace::classify (int n)
{
  sr_node &node = m_nodes[n];
  gimple_stmt_iterator gsi;
  if (n == 0)
    {
      gsi = gsi_for_stmt (m_ref.origin);
      gsi_prev (&gsi);
    }
  else
    gsi = gsi_last_bb (node.bb);
  for (; !gsi_end_p (gsi); gsi_prev (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      if (defines_leaf (stmt, node.form))
	{
	  node.kind = NODE_FALSE;
	  return;
	}
      const access &a = access_of (stmt);
      if (a.valid && a.value && a.size == m_ref.size
	  && a.form == node.form
	  && useless_type_conversion_p (m_ref.type, TREE_TYPE (a.value)))
	{
	  node.kind = NODE_REAL;
	  node.leader = a.value;
	  return;
	}
      if (clobbers (stmt, a, node.form))
	{
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "qprop-sr:   bb %d may clobber ",
		       node.bb->index);
	      node.form.dump (dump_file);
	      fputs (": ", dump_file);
	      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	    }
	  m_stats->kills++;
	  m_killed = true;
	  node.kind = NODE_FALSE;
	  return;
	}
    }
}

/* The form F at the entry of E->dest, as it reads at the exit of E->src:
   leaves defined by PHIs of E->dest become their arguments on E
   (replaceOp, when the argument is an induction variable's step).  */
bool
scalar_replace::translate (const address_form &f, edge e, address_form *out)
{
  *out = f;
  for (const form_term &t : f.terms)
    {
      if (loop_p loop = m_forms.iteration_loop (t.leaf))
	{
	  /* Over the latch, this iteration's number is the previous one's
	     plus one, and W times it the previous one's plus W; on the way
	     in both are 0.  */
	  if (e->dest == loop->header)
	    {
	      tree stride = m_forms.iteration_stride (t.leaf);
	      if (!flow_bb_inside_loop_p (loop, e->src))
		out->add (t.leaf, -t.coef);
	      else if (!stride)
		out->offset += t.coef;
	      else if (!m_forms.add_operand (stride, t.coef, out))
		return false;
	    }
	  continue;
	}
      if (TREE_CODE (t.leaf) != SSA_NAME)
	continue;
      gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (t.leaf));
      if (!phi || gimple_bb (phi) != e->dest)
	continue;
      tree arg = PHI_ARG_DEF_FROM_EDGE (phi, e);
      out->add (t.leaf, -t.coef);
      if (!m_forms.add_operand (arg, t.coef, out))
	return false;
    }
  return true;
}

/* Ask node N's predecessors.  False when the budget is spent.  */
bool
scalar_replace::expand (int n)
{
  basic_block bb = m_nodes[n].bb;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      address_form f;
      int pred;
      if ((e->flags & (EDGE_ABNORMAL | EDGE_EH))
	  || !translate (m_nodes[n].form, e, &f))
	{
	  m_nodes[n].blocked = true;
	  pred = m_false;
	}
      else if (e->src == ENTRY_BLOCK_PTR_FOR_FN (m_fn))
	pred = new_node (NODE_FALSE, e->src, f, m_nodes[n].distance);
      else
	{
	  /* The iteration distance grows where the query goes round a
	     cycle into an earlier trip, with its form rewritten.  */
	  int distance = m_nodes[n].distance;
	  if (!(f == m_nodes[n].form))
	    {
	      m_stats->rewrites++;
	      if (e->flags & EDGE_DFS_BACK)
		distance++;
	    }
	  /* Going backwards along an exit edge of the clique's owner, the
	     query has left the entry into the owner it started in (it can
	     only have got outside through the entry edge).  */
	  bool left = m_nodes[n].left_owner;
	  if (m_owner && flow_bb_inside_loop_p (m_owner, e->src)
	      && !flow_bb_inside_loop_p (m_owner, e->dest))
	    left = true;
	  m_any_left_owner |= left;
	  /* Per path only with sr-symbolic-steps for now: otherwise once
	     any path has left, every later node is judged without the
	     clique, as before.  */
	  if (!m_params.symbolic_steps)
	    left = false;
	  auto key = std::make_pair (std::make_pair (e->src->index, left), f);
	  auto it = m_node_at.find (key);
	  if (it != m_node_at.end ())
	    pred = it->second;
	  else
	    {
	      if ((int) m_nodes.size () >= m_params.max_nodes)
		return false;
	      if (m_visits[e->src->index]++ >= m_params.visits)
		{
		  m_stats->visit_limits++;
		  pred = new_node (NODE_FALSE, e->src, f, distance);
		  m_nodes[pred].left_owner = left;
		}
	      else
		{
		  pred = new_node (NODE_INNER, e->src, f, distance);
		  m_nodes[pred].left_owner = left;
		  m_left_owner = left || (!m_params.symbolic_steps
					  && m_any_left_owner);
		  classify (pred);
		  m_left_owner = m_any_left_owner;
		  if (dump_file && (dump_flags & TDF_DETAILS))
		    {
		      static const char *const kinds[]
			= { "origin", "inner", "real", "false" };
		      fprintf (dump_file, "qprop-sr:   node %d: bb %d %s ", pred,
			       e->src->index, kinds[m_nodes[pred].kind]);
		      f.dump (dump_file);
		      fputc ('\n', dump_file);
		    }
		}
	      m_node_at[key] = pred;
	    }
	}
      m_nodes[n].pred_edges.push_back (e);
      m_nodes[n].preds.push_back (pred);
      m_nodes[n].pred_form.push_back (f);
      m_nodes[n].insertable.push_back (-1);
    }
  return true;
}

/* What BB holds for a path that enters it (FIRST: that starts at its
   entry): an access that covers the element; or the definition of a
   leaf of its form, after which the form is no longer the same element,
   or something that may stop the path; or neither.  */
every_path_walk::scan_result
scalar_replace::path_walk::scan (basic_block bb, gimple *, bool first)
{
  const address_form &f = *form;
  if (!first)
    {
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	if (f.uses (gimple_phi_result (psi.phi ())))
	  return SCAN_STOPPED;
      for (const form_term &t : f.terms)
	if (loop_p loop = m_sr.m_forms.iteration_loop (t.leaf))
	  if (loop->header == bb)
	    return SCAN_STOPPED;
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      const access &a = m_sr.access_of (stmt);
      if (a.valid && a.form.same_terms (f))
	{
	  HOST_WIDE_INT d = (HOST_WIDE_INT) (f.offset - a.form.offset);
	  if (d >= 0 && d + (HOST_WIDE_INT) size <= (HOST_WIDE_INT) a.size)
	    return SCAN_ACCESSED;
	}
      if (may_end_path (m_sr.m_fn, stmt) || defines_leaf (stmt, f))
	return SCAN_STOPPED;
    }
  return SCAN_THROUGH;
}

every_path_walk::edge_rule
scalar_replace::path_walk::follow (edge e)
{
  if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
    return EDGE_UNSAFE;
  if (wrap && e->dest == within->header)
    return next_ok ? EDGE_SAFE : EDGE_UNSAFE;
  if (wrap && e == exit)
    {
      exit_used = true;
      return EDGE_SAFE;
    }
  if (within && !flow_bb_inside_loop_p (within, e->dest))
    return EDGE_UNSAFE;
  return EDGE_FOLLOW;
}

bool
scalar_replace::accessed_on_every_path (basic_block bb,
					const address_form &f,
					unsigned HOST_WIDE_INT size)
{
  m_walk.form = &f;
  m_walk.size = size;
  return m_walk.ask (m_fn, bb, NULL, m_params.max_nodes);
}

/* Whether F is a constant offset inside a declared object: qprop-sr
   takes no value ranges for evidence.  */
bool
scalar_replace::inside_declaration (const address_form &f) const
{
  if (f.terms.empty () || f.terms[0].coef != 1)
    return false;
  address_form rest = f;
  rest.terms.erase (rest.terms.begin ());
  return qprop::inside_declaration (m_forms, f.terms[0].leaf, rest, 0,
				    m_ref.size, BOUNDS_CONSTANT);
}

/* Whether a load of F inserted on an edge into node N's block cannot
   trap.  F is N's form as it reads on that edge.  */
bool
scalar_replace::cannot_trap (int n, const address_form &f)
{
  sr_node &node = m_nodes[n];
  if (node.accessed_here < 0)
    node.accessed_here = accessed_on_every_path (node.bb, node.form,
						 m_ref.size);
  if (node.accessed_here || inside_declaration (f))
    return true;
  /* Between two accessed elements.  */
  const address_form &form = node.form;
  basic_block bb = node.bb;
  return bracketed (m_ref.size, m_params.visits + 1,
		    [&] (HOST_WIDE_INT delta, unsigned HOST_WIDE_INT size)
		    {
		      address_form g = form;
		      g.offset += delta;
		      return accessed_on_every_path (bb, g, size);
		    });
}

/* Whether a statement that dominates the end of BB, in BB's own loop L,
   loads or stores the whole element of F, which is the form of the
   element as it reads at the end of BB.  A load there cannot trap then
   (docs/design.md, rule 1): the memory the program accessed before is
   still there, as nothing in L's body is a call that could give it back
   (not a const, pure or internal call, nor asm), and the element is the
   same: the path from the access to BB stays inside one iteration of L
   (the access dominates BB, and L's header dominates both), so its
   iteration numbers and every name of F defined in L outside L's inner
   loops have the values they had at the access.  This is what the loop's
   first iteration peeled off before it leaves: in[(r - 1) * w + c] on
   the peeled loop's entry is the copy's in[r * w + c], read on every
   path, whatever its stores did to the value.  */
bool
scalar_replace::accessed_before (basic_block bb, const address_form &f)
{
  class loop *l = bb->loop_father;
  for (const form_term &t : f.terms)
    if (TREE_CODE (t.leaf) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (t.leaf)
	&& !m_forms.iteration_loop (t.leaf))
      {
	basic_block def = gimple_bb (SSA_NAME_DEF_STMT (t.leaf));
	if (def && flow_bb_inside_loop_p (l, def) && def->loop_father != l)
	  return false;
      }
  basic_block *body = get_loop_body (l);
  bool calls = false;
  for (unsigned i = 0; i < l->num_nodes && !calls; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !calls; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gcall *call = dyn_cast<gcall *> (stmt))
	  calls = (!gimple_call_internal_p (call)
		   && !(gimple_call_flags (call) & (ECF_CONST | ECF_PURE)));
	else
	  calls = is_a<gasm *> (stmt) && gimple_vdef (stmt);
      }
  free (body);
  if (calls)
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  for (basic_block b = bb;
       b && b != ENTRY_BLOCK_PTR_FOR_FN (m_fn) && flow_bb_inside_loop_p (l, b);
       b = get_immediate_dominator (CDI_DOMINATORS, b))
    {
      for (gimple_stmt_iterator gsi = gsi_last_bb (b); !gsi_end_p (gsi);
	   gsi_prev (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  const access &a = access_of (stmt);
	  if (a.valid && a.size >= m_ref.size && a.form == f)
	    {
	      if (dump_file && (dump_flags & TDF_DETAILS))
		{
		  fprintf (dump_file, "qprop-sr:   bb %d accessed it before"
			   " bb %d: ", b->index, bb->index);
		  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
		}
	      return true;
	    }
	}
      if (b == l->header)
	break;
    }
  return false;
}

bool
scalar_replace::insertable_on (int n, unsigned i)
{
  sr_node &node = m_nodes[n];
  if (node.insertable[i] >= 0)
    return node.insertable[i];
  edge e = node.pred_edges[i];
  const address_form &f = node.pred_form[i];
  if (!m_params.policy->allows (e))
    {
      m_stats->arm_refusals++;
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "qprop-sr:   no load on edge %d->%d: a divergent"
		 " arm (esrqp)\n", e->src->index, e->dest->index);
      node.insertable[i] = false;
      return false;
    }
  /* Like qprop-pre: never in a loop the reference is not in.  */
  bool ok = no_hotter_than (e, m_ref.bb);
  address_form g;
  if (ok)
    ok = m_forms.without_iterations (f, e->src, &g);
  if (ok)
    {
      /* build_address starts from a pointer or a declaration.  */
      bool has_base = false;
      for (const form_term &t : g.terms)
	has_base |= t.coef == 1 && !m_forms.iteration_loop (t.leaf)
		    && (TREE_CODE (t.leaf) != SSA_NAME
			|| POINTER_TYPE_P (TREE_TYPE (t.leaf)));
      ok = has_base;
    }
  /* The dominating access, for now with sr-symbolic-steps, whose peels
     of a run-time count leave such loads.  */
  bool trap = ok && !cannot_trap (n, f)
	      && !(m_params.symbolic_steps && accessed_before (e->src, f));
  if (trap)
    {
      m_trap_refused = true;
      ok = false;
      note_peel (e);
    }
  if (!ok && dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "qprop-sr:   no load of ");
      f.dump (dump_file);
      fprintf (dump_file, " on edge %d->%d: %s\n", e->src->index,
	       e->dest->index, trap ? "it may trap" : "no place for it");
    }
  node.insertable[i] = ok;
  return ok;
}

/* A load refused on E, the preheader edge of a loop that holds the
   reference, for fear of a trap: the element is read by the loop's first
   iteration only on some paths (in[i - 2] under a test, carried from the
   previous iteration's in[i - 1], whose first value is missing).  Once
   that iteration is peeled off, the loop's first iteration is its second,
   and the value comes from the peeled copy's unconditional load: nothing
   to insert.  In SIMT code only, where the conditional load sits in a
   divergent arm that the whole warp pays for, and where the speculative
   alternative would need the object's bounds.  */
void
scalar_replace::note_peel (edge e)
{
  const insertion_policy *policy = m_params.policy;
  class loop *l = e->dest->loop_father;
  if (!policy || !policy->da || !policy->da->in_region (e->dest)
      || l->header != e->dest || !loop_outer (l)
      || loop_preheader_edge (l) != e
      || !flow_bb_inside_loop_p (l, m_ref.bb)
      || std::find (m_peel.begin (), m_peel.end (), l->num) != m_peel.end ())
    return;
  m_peel.push_back (l->num);
}

/* Insertable: the element can be loaded on every edge whose
   predecessor does not have it.  */
bool
scalar_replace::insertable (int n, bool any_real)
{
  const sr_node &node = m_nodes[n];
  bool ok = any_real;
  for (unsigned i = 0; ok && i < node.preds.size (); i++)
    if (!m_nodes[node.preds[i]].avail)
      ok = insertable_on (n, i);
  return ok;
}

} // namespace presr
} // namespace qprop
