/* Loops as nodes of a divergent region, for qprop-linearize (Moll and
   Hack, PLDI 2018, §4-5: Fig. 5 runs over the loop tree, a loop being
   one node of its parent's region).

   A natural loop that lies wholly inside a region, entered by one edge
   into its header and left only towards one block of the region (or
   its join), behaves towards the rest of the region as one block whose
   single successor is that block.  The region walk collapses it into
   such a node; the loop's own blocks and branches are not linearized,
   so a uniform loop stays a loop, and a loop whose exit diverges keeps
   its exits too: in SIMT code the guard around the node only decides
   which lanes enter it, and the warp reconverges at the guard's join
   once the last of them has left.  The node's guard wraps a preheader
   made for it, the loop and one block that collects its exits
   (prepare_loop_nodes), so each lane still runs the loop exactly when
   it would have without the transform.  A uniform test that only
   decides whether the loop runs (a for loop's copied header test) is
   the first block of the node, its edge around the loop one more exit:
   otherwise it would be a uniform branch of the region, which
   linearization leaves alone.

   Refused, with the reason in the dump: a loop entered by more than one
   edge, or other than at its header; one whose exits lead to more than
   one block or out of the branch's loop; one with an abnormal or EH
   edge; one that never exits; and one that holds a statement that
   couples the lanes (lane-coupling.cc), which must not run under a
   guard.  */

#include "gcc-includes.h"
#include <map>
#include <set>
#include <string>
#include "tree-ssanames.h"
#include "tree-inline.h"
#include "simt/divergence.h"
#include "simt/lane-coupling.h"
#include "simt/linearize.h"
#include "simt/linearize-impl.h"

namespace qprop {
namespace linearization {

/* "a loop in it holds WHAT", kept for the life of the compiler: the
   notes hold the reason as a plain string.  */
static const char *
in_loop_reason (const char *what)
{
  static std::map<std::string, std::string> reasons;
  std::string &s = reasons[what];
  if (s.empty ())
    s = std::string ("a loop in it holds ") + what;
  return s.c_str ();
}

/* The header of the loop that G, a block of a region in loop OUTER
   with a uniform branch, guards: G leads to the loop's header, which it
   alone enters, and to the block where every exit of the loop leads.
   That is the test GCC's loop header copying puts before a for loop
   whose trip count may be zero.  Null if G is no such guard.  */
basic_block
linearizer::guarded_loop (basic_block g, class loop *outer)
{
  for (int s = 0; s < 2; s++)
    {
      basic_block h = EDGE_SUCC (g, s)->dest;
      basic_block other = EDGE_SUCC (g, 1 - s)->dest;
      if (h->loop_father == outer
	  || !flow_loop_nested_p (outer, h->loop_father))
	continue;
      class loop *l = superloop_at_depth (h->loop_father,
					  loop_depth (outer) + 1);
      if (l->header != h || EDGE_COUNT (h->preds) != 2)
	continue;
      auto_vec<edge> exits = get_loop_exit_edges (l);
      bool to_other = !exits.is_empty ();
      for (edge x : exits)
	to_other &= x->dest == other;
      if (to_other)
	return h;
    }
  return NULL;
}

/* The edges that leave NODE: its loop's exits, and a guarded node's
   edge around the loop.  */
static auto_vec<edge>
node_exits (const loop_node &node)
{
  auto_vec<edge> exits = get_loop_exit_edges (node.loop);
  if (node.guarded)
    exits.safe_push (find_edge (node.entry, node.target));
  return exits;
}

/* H, reached by the walk of the region that closes at JOIN, or guarded
   by GUARD, a uniform test of the region (guarded_loop), is in a loop
   below the branch's: make the outermost such loop a node of R if it
   qualifies, put its blocks in IN_R and R->loop_blocks, and push the
   block its exits lead to on STACK if it is new.  False with *WHY
   if the loop cannot be a node.  */
bool
linearizer::add_loop_node (region *r, basic_block h, basic_block guard,
			   basic_block join, bitmap in_r,
			   auto_vec<basic_block> &stack, const char **why)
{
  class loop *outer = r->head->loop_father;
  if (!flow_loop_nested_p (outer, h->loop_father))
    {
      *why = "it leaves the branch's loop";
      return false;
    }
  class loop *l = superloop_at_depth (h->loop_father,
				      loop_depth (outer) + 1);
  if (h != l->header)
    {
      *why = "it enters a loop other than at its header";
      return false;
    }
  int entries = 0;
  edge e;
  edge_iterator ei;
  /* One entry edge, from the guard if there is one.  */
  FOR_EACH_EDGE (e, ei, h->preds)
    if (!flow_bb_inside_loop_p (l, e->src))
      entries += !guard || e->src == guard ? 1 : 2;
  if (entries != 1)
    {
      *why = "a loop in it is entered by more than one edge";
      return false;
    }
  auto_vec<edge> exits = get_loop_exit_edges (l);
  if (exits.is_empty ())
    {
      *why = "a loop in it never exits";
      return false;
    }
  basic_block target = exits[0]->dest;
  auto_bitmap sources;
  for (edge x : exits)
    {
      if (x->dest != target)
	{
	  *why = "a loop in it exits to more than one block";
	  return false;
	}
      /* Two exits from one block would be one edge after the exits are
	 collected: not worth the trouble.  */
      if (!bitmap_set_bit (sources, x->src->index))
	{
	  *why = "a loop in it exits twice from one block";
	  return false;
	}
    }
  if (target->loop_father != outer)
    {
      *why = "a loop in it exits out of the branch's loop";
      return false;
    }
  basic_block *body = get_loop_body (l);
  const char *refusal = NULL;
  for (unsigned i = 0; i < l->num_nodes && !refusal; i++)
    {
      basic_block b = body[i];
      FOR_EACH_EDGE (e, ei, b->succs)
	if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
	  refusal = "a loop in it has an abnormal or EH edge";
      for (gimple_stmt_iterator gsi = gsi_start_bb (b);
	   !gsi_end_p (gsi) && !refusal; gsi_next (&gsi))
	if (const char *what = lane_coupling (gsi_stmt (gsi),
					      lane_regrouping::guarded))
	  refusal = in_loop_reason (what);
      bitmap_set_bit (in_r, b->index);
      bitmap_set_bit (r->loop_blocks, b->index);
    }
  free (body);
  if (refusal)
    {
      *why = refusal;
      return false;
    }

  loop_node node;
  node.loop = l;
  node.entry = guard ? guard : h;
  node.guarded = guard != NULL;
  node.target = target;
  node.divergent = m_da.loop_divergent (l);
  node.trips = expected_loop_iterations (l);
  r->loops.push_back (node);
  if (target != join && !bitmap_bit_p (in_r, target->index))
    {
      if ((int) r->blocks.length () >= m_opts.max_blocks)
	{
	  *why = "it has more blocks than linearize-blocks";
	  return false;
	}
      bitmap_set_bit (in_r, target->index);
      r->blocks.safe_push (target);
      stack.safe_push (target);
    }
  return true;
}

/* The loop node of R that begins at B, or null.  */
const loop_node *
linearizer::node_at (const region &r, basic_block b) const
{
  for (const loop_node &n : r.loops)
    if (n.entry == b)
      return &n;
  return NULL;
}

/* GCC's size estimate of B, times the trips per entry of each loop
   between B and OUTER (the profile's, else the niter analysis's
   estimate; see expected_loop_iterations): what a warp saves when a
   node that would have run twice runs once.  */
int
linearizer::block_weight (basic_block b, class loop *outer)
{
  int w = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    w += estimate_num_insns (gsi_stmt (gsi), &eni_size_weights);
  /* A loop's header runs once more than its body; the bound keeps a
     nest of badly estimated loops from overflowing.  */
  for (class loop *l = b->loop_father; l && l != outer; l = loop_outer (l))
    w = MIN ((long) w * (expected_loop_iterations (l) + 1), 1 << 20);
  return w;
}

/* Give each loop node of R a preheader, which becomes the node's first
   block in R's chain, and a block that collects its exits, which the
   chain leaves from: the guard of the node encloses both and the loop
   between them.  The PHIs at the exits' target that took a value from
   several exits take it from a PHI in the new block.  */
void
linearizer::prepare_loop_nodes (region *r)
{
  /* The loops' bodies and exits are found through dominance.  The
     rewrite of an earlier region adds guards without keeping the
     dominator tree up to date, and boscc_runs frees it: with
     linearize-boscc=on that was an ICE on simd-fuzz seeds 600003 and
     600075.  So it is computed afresh for each region here.  */
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  for (loop_node &node : r->loops)
    {
      /* A guarded node begins with its guard; its test stays.  */
      if (!node.guarded)
	{
	  unsigned at = 0;
	  while (r->blocks[at] != node.entry)
	    at++;
	  basic_block h = node.loop->header;
	  edge enter = NULL;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, h->preds)
	    if (!flow_bb_inside_loop_p (node.loop, e->src))
	      enter = e;
	  node.entry = split_edge (enter);
	  r->blocks[at] = node.entry;
	}

      auto_vec<edge> exits = node_exits (node);
      basic_block x = node.target;
      std::vector<std::vector<tree> > vals;
      for (gphi_iterator psi = gsi_start_phis (x); !gsi_end_p (psi);
	   gsi_next (&psi))
	{
	  vals.push_back (std::vector<tree> ());
	  for (edge ex : exits)
	    vals.back ().push_back (PHI_ARG_DEF_FROM_EDGE (psi.phi (), ex));
	}
      node.tail = split_edge (exits[0]);
      if (exits.length () == 1)
	continue;
      edge first = single_pred_edge (node.tail);
      edge out = single_succ_edge (node.tail);
      std::vector<gphi *> collect;
      unsigned j = 0;
      for (gphi_iterator psi = gsi_start_phis (x); !gsi_end_p (psi);
	   gsi_next (&psi), j++)
	{
	  gphi *phi = psi.phi ();
	  tree res = copy_ssa_name (gimple_phi_result (phi));
	  gphi *c = create_phi_node (res, node.tail);
	  add_phi_arg (c, vals[j][0], first, UNKNOWN_LOCATION);
	  SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (phi, out), res);
	  collect.push_back (c);
	}
      for (unsigned k = 1; k < exits.length (); k++)
	{
	  edge moved = redirect_edge_and_branch (exits[k], node.tail);
	  gcc_assert (moved && moved->dest == node.tail);
	  redirect_edge_var_map_clear (moved);
	  for (j = 0; j < collect.size (); j++)
	    add_phi_arg (collect[j], vals[j][k], moved, UNKNOWN_LOCATION);
	}
    }
}

} // namespace linearization
} // namespace qprop
