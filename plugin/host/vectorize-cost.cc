/* qprop-vectorize's cost model (issue 35): is one vector iteration
   cheaper than the VF scalar iterations it replaces?

   The pass folds every branch of the loop body: a block runs under its
   mask in every vector iteration, whether one lane needs it or none.  A
   loop whose lanes almost always take the same cheap arm of a cascade
   of rare, expensive arms (nab's generalized Born loop,
   benchmarks/kernels/simd_cascade.c) pays for every arm in every vector
   iteration, and can run slower than GCC's scalar loop, which skips the
   arms it does not take.  The model compares two static estimates, in
   units of one simple scalar operation:

     S = VF * sum over the blocks B of the loop (inner loops included)
	      of freq (B) * cost (B)
     V = sum over the blocks B of one vector iteration of
	      weight (B) * vcost (B)  +  masks, blends, inner-loop tests

   freq (B) is GCC's profile estimate of how often B runs per iteration
   of the loop: B's count over the loop header's count.  For a block of
   an inner loop that already includes the inner loop's expected
   iterations.  weight (B) is 1 for a block of the loop itself (it runs
   under its mask every time) and, for a block of a divergent inner loop,
   the loop's expected iterations per entry times a factor for running
   until the last lane has left: the maximum of VF lanes' trip counts,
   estimated as 1 + log2 (VF) / 8 times the mean (1.25 at 4 lanes, 1.375
   at 8: neighbouring lanes' trip counts are alike in Mandelbrot and a
   tree descent), or 1 where every lane runs the loop the same number of
   times (uniform_trips); in a nest of loops, the product of that over
   the levels around B.  cost (B) counts B's statements: 1 each, DIV_COST for a division or
   remainder, nothing for copies, labels and debug statements.  vcost (B)
   counts the same statements as the vector code does them (see
   vector_stmt_cost): uniform and affine statements stay scalar; a
   contiguous access is 1, a masked one 2, a gather 1 + VF / 2, a
   lane-by-lane access 2 per lane (3 under a partial mask: a branch per
   lane); a pointer chase (a load in an inner loop whose address depends
   on a value carried round it) costs CHASE_COST in the scalar loop,
   where its latency is on the critical path, and nothing more in the
   vector loop, where the lanes' chains overlap; an integer division on lanes has no vector form and is VF
   scalar ones plus the extracts and inserts; a lane-varying branch is a
   compare and the edge masks (3).  On top of that: a blend per PHI
   argument after the first (BLEND_COST: AND, ANDN, OR at SSE2), an OR
   per extra incoming edge of a join's mask, and for each divergent inner
   loop per iteration the any-lane test of its latch (3) and the exit
   masks and accumulators of its exits.

   The recurrence bound: an iteration of an inner loop takes at least
   the latency of its longest floating-point recurrence (recurrence_
   latency: k dependent float operations from a header PHI round to its
   latch value, FP_LATENCY each), in the scalar loop and in the vector
   one alike, which runs VF independent recurrences in that time.  An
   inner loop whose statements cost less per iteration is charged the
   latency instead (weighted as its blocks are).  Mandelbrot's z takes
   three dependent operations a step (z_re * z_re, - im2, + c_re): 24
   against 11 scalar statements, so the scalar loop costs 24 per
   iteration and per lane while the vector loop costs its 26 statements
   at 2 lanes (SSE2, doubles), for 2 lanes at once.

   BOSCC gadgets (vectorize-boscc.cc) discount the blocks of the regions
   they skip by the probability that some lane enters them, and add their
   tests; the arms of kept uniform branches (the same file) count at their
   edge's probability, since every lane goes the same way.

   The pass declines the loop when V >= S: "left alone: the cost model
   expects the vector loop to be slower (scalar S per VF iterations,
   vector V)".

   Worked example: the cascade of testsuite/gcc.qprop-vec/cascade.h,
   whose first arm (sj / d2) __builtin_expect marks likely, at -O3 with
   SSE2 (VF = 4).  The common code (five loads, d2, the compare, the
   accumulation and its store) costs about 20 in both loops; the first
   arm, 4, runs with freq 0.9, the rare arms (about 15 to 30 each, with
   their divisions) share the rest.  S = 4 * (about 31) = 125.  The
   vector iteration pays every arm once, plus 8 edge masks at 3, the
   ORs of the joins and 4 blends of `e' at 3: V = 139 >= S, declined
   without BOSCC gadgets; with them (vectorize-boscc.cc) V = 78.
   At -march=x86-64-v3 (VF = 8, blends 1) S = 250 and V = 131:
   vectorized.  Without the __builtin_expect GCC guesses an even split
   at each float compare (freqs 1/2, 1/4, 1/8, ...), S grows to 161 and
   the loop is vectorized: the model follows the profile it is given.

   Only estimates: no IR change.  */

#include "gcc-includes.h"
#include "tree-ssanames.h"
#include "cfgloop.h"
#include "sreal.h"
#include "rtl.h"
#include "target.h"
#include "host/vectorize-impl.h"

namespace qprop {
namespace vect_impl {

/* A division or remainder against a simple operation (scalar divss and
   vector divps cost about the same per instruction).  */
static const int DIV_COST = 4;

static bool
division_code_p (enum tree_code code)
{
  switch (code)
    {
    case TRUNC_DIV_EXPR: case CEIL_DIV_EXPR: case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR: case EXACT_DIV_EXPR: case RDIV_EXPR:
    case TRUNC_MOD_EXPR: case CEIL_MOD_EXPR: case FLOOR_MOD_EXPR:
    case ROUND_MOD_EXPR:
      return true;
    default:
      return false;
    }
}

/* A load's latency against a simple operation, paid in full by a
   pointer chase (see chased_load).  */
static const int CHASE_COST = 5;

/* Whether the load STMT is a pointer chase of the inner loop INNER: its
   address depends, through at most a few statements of INNER, on a
   value carried round INNER (a PHI of its header), and so on the loads
   of the previous iteration.  The scalar loop waits for its latency in
   every iteration; the vector code's VF lanes chase independent chains,
   whose latencies overlap (no extra cost there).  */
static bool
chased_load (gimple *stmt, class loop *inner, int depth = 4)
{
  if (!inner || depth == 0)
    return false;
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    {
      gimple *def = SSA_NAME_DEF_STMT (use);
      if (!gimple_bb (def) || !flow_bb_inside_loop_p (inner, gimple_bb (def)))
	continue;
      if (gimple_code (def) == GIMPLE_PHI)
	{
	  if (gimple_bb (def) == inner->header)
	    return true;
	  continue;
	}
      if (chased_load (def, inner, depth - 1))
	return true;
    }
  return false;
}

/* What STMT costs in the scalar loop.  */
static int
scalar_stmt_cost (gimple *stmt, class loop *inner = NULL)
{
  if (inner && gimple_vuse (stmt) && is_gimple_assign (stmt)
      && !gimple_vdef (stmt) && chased_load (stmt, inner))
    return CHASE_COST;
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP)
    return 0;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return scalar_call_cost (call);
  if (gassign *as = dyn_cast<gassign *> (stmt))
    {
      enum tree_code code = gimple_assign_rhs_code (as);
      if (division_code_p (code))
	return DIV_COST;
      if ((code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
	  && !gimple_vuse (stmt)
	  && tree_nop_conversion_p (TREE_TYPE (gimple_assign_lhs (as)),
				    TREE_TYPE (gimple_assign_rhs1 (as))))
	return 0;
    }
  return 1;
}

/* The latency of a floating-point add, subtract or multiply, counted
   in the simple operations a core issues meanwhile: about 4 cycles at
   about 2 operations a cycle, what compare- and blend-heavy loops
   sustain on current x86 cores (3 a cycle made a per-lane expf loop at
   SSE2 look profitable, and it lost: docs/passes.md).  */
static const int FP_LATENCY = 8;

/* The floating-point operations on the longest path from a PHI of L's
   header to NAME, through statements and PHIs of L's own blocks; -1 if
   no such path.  MEMO caches the answers.  */
static int
fp_depth (tree name, class loop *l, hash_map<tree, int> &memo, int budget)
{
  if (TREE_CODE (name) != SSA_NAME || budget == 0)
    return -1;
  if (int *d = memo.get (name))
    return *d;
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  int d = -1;
  if (!bb || bb->loop_father != l)
    ;
  else if (gimple_code (def) == GIMPLE_PHI)
    {
      if (bb == l->header)
	d = 0;
      else
	for (unsigned i = 0; i < gimple_phi_num_args (def); i++)
	  d = MAX (d, fp_depth (gimple_phi_arg_def (def, i), l, memo,
				budget - 1));
    }
  else if (gassign *as = dyn_cast<gassign *> (def))
    {
      for (unsigned i = 1; i < gimple_num_ops (as); i++)
	d = MAX (d, fp_depth (gimple_op (as, i), l, memo, budget - 1));
      tree_code code = gimple_assign_rhs_code (as);
      if (d >= 0 && SCALAR_FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (as)))
	  && (code == PLUS_EXPR || code == MINUS_EXPR || code == MULT_EXPR))
	d++;
    }
  memo.put (name, d);
  return d;
}

/* The latency, in simple operations, of the longest floating-point
   recurrence of the inner loop L: a value carried round L (a PHI of its
   header) whose next value takes that many dependent float operations.
   Each iteration of L, scalar or vector, takes at least that long.  */
static int
recurrence_latency (class loop *l)
{
  hash_map<tree, int> memo;
  int deepest = 0;
  edge latch = loop_latch_edge (l);
  for (gphi_iterator gsi = gsi_start_phis (l->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      if (!SCALAR_FLOAT_TYPE_P (TREE_TYPE (gimple_phi_result (phi))))
	continue;
      deepest = MAX (deepest, fp_depth (PHI_ARG_DEF_FROM_EDGE (phi, latch),
					l, memo, 32));
    }
  return deepest * FP_LATENCY;
}

/* Whether every lane that enters the inner loop L runs it the same
   number of times (Theorem 4.5's uniform loops): L has one exit, taken
   at a block of L itself that every iteration runs (it dominates the
   latch), on a condition that is the same in every lane.  Then the lanes
   leave together and the vector loop runs no longer than each lane's
   scalar one.  */
bool
simd_vectorizer::uniform_trips (class loop *l) const
{
  auto_vec<edge> exits = get_loop_exit_edges (l);
  if (exits.length () != 1 || exits[0]->src->loop_father != l
      || !dom_info_available_p (CDI_DOMINATORS)
      || !dominated_by_p (CDI_DOMINATORS, l->latch, exits[0]->src))
    return false;
  gcond *cond = safe_dyn_cast<gcond *> (last_stmt (exits[0]->src));
  return (cond && shape_of (gimple_cond_lhs (cond)).kind == SH_UNIFORM
	  && shape_of (gimple_cond_rhs (cond)).kind == SH_UNIFORM);
}

/* What STMT of block BB costs in one vector iteration.  */
int
simd_vectorizer::vector_stmt_cost (gimple *stmt, basic_block bb)
{
  int scalar = scalar_stmt_cost (stmt);
  if (!scalar)
    return 0;
  if (gimple_code (stmt) == GIMPLE_COND)
    {
      /* The loop's own exit test stays a scalar compare and branch.  */
      if (bb == m_exit->src && stmt == last_stmt (bb))
	return 1;
      /* A compare (or the broadcast of a uniform condition) and the two
	 edge masks.  */
      return 3;
    }
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return call_cost (call, bb);
  if (gimple_vuse (stmt))
    {
      int *plan = m_mem_plan.get (stmt);
      switch (plan ? *plan : MEM_SCALAR)
	{
	case MEM_SCALAR: return 1;
	case MEM_GUARDED: return 3;
	case MEM_VECTOR: return 1;
	case MEM_MASKED: return 2;
	case MEM_GATHER: return 1 + m_vf / 2;
	default:
	  /* Per lane: extract the index, load or store, insert; under a
	     partial mask a branch too.  */
	  return m_vf * (full_block (bb) ? 2 : 3);
	}
    }
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || shape_of (lhs).kind != SH_VARYING || m_addr_only.contains (lhs))
    return scalar;
  if (is_gimple_assign (stmt)
      && division_code_p (gimple_assign_rhs_code (stmt))
      && INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    /* No vector integer division on x86: lane by lane, with the
       extracts and the inserts.  */
    return m_vf * (DIV_COST + 2);
  return scalar;
}

/* Estimate S and V for the analyzed loop (see the comment at the top).  */
void
simd_vectorizer::estimate_cost (int *scalar_out, int *vector_out)
{
  /* At SSE2 a blend is AND, ANDN, OR; SSE4.1 and AVX have blendv (the
     vectors wider than 128 bits: 8 32-bit lanes, 4 64-bit ones).  */
  const int blend_cost = m_vf * m_lane_bits > 128 ? 1 : 3;
  profile_count hcount = m_loop->header->count;
  bool profile = hcount.initialized_p () && hcount.nonzero_p ();
  double scalar = 0, vector = 0;
  hash_map<basic_block, double> block_cost;
  /* Per inner loop (its own blocks): the scalar and vector costs, and
     its header's frequency and weight, for the recurrence bound.  */
  hash_map<class loop *, double> loop_scalar, loop_vector, loop_freq,
    loop_weight;
  basic_block *body = get_loop_body (m_loop);
  for (unsigned i = 0; i < m_loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      double freq = 1;
      if (profile && bb->count.initialized_p ())
	freq = bb->count.to_sreal_scale (hcount).to_double ();
      class loop *inner = inner_of (bb);
      double weight = 1;
      if (inner)
	{
	  /* Per level of the nest around BB: the loop's expected
	     iterations per entry, times the factor for running until its
	     last lane has left; then BB's frequency relative to its own
	     loop's header.  */
	  double log2vf = floor_log2 (m_vf);
	  for (class loop *l = inner; l != m_loop; l = loop_outer (l))
	    {
	      double iters = 1;
	      profile_count entry = loop_preheader_edge (l)->count ();
	      if (l->header->count.initialized_p () && entry.initialized_p ()
		  && entry.nonzero_p ())
		iters = l->header->count.to_sreal_scale (entry).to_double ();
	      else
		iters = expected_loop_iterations_unbounded (l) + 1;
	      /* A loop merged into the loop around it (merged_child) runs
		 its lanes in step with that loop's: no factor of its own.  */
	      bool merged = (loop_outer (l) != m_loop
			     && merged_child (loop_outer (l)) == l);
	      weight *= iters * (merged || m_uniform_loops.contains (l)
				 ? 1 : 1 + log2vf / 8);
	    }
	  if (inner->header->count.initialized_p ()
	      && inner->header->count.nonzero_p () && bb->count.initialized_p ())
	    weight *= bb->count.to_sreal_scale (inner->header->count)
		      .to_double ();
	  if (bb == inner->header
	      && (loop_outer (inner) == m_loop
		  || merged_child (loop_outer (inner)) != inner))
	    {
	      /* The latch's any-lane test, and per exit the exit mask, the
		 live mask update and the accumulators; a loop whose lanes
		 leave together has only its scalar exit test.  */
	      bool uniform = m_uniform_loops.contains (inner);
	      vector += weight * (uniform ? 1 : 3);
	      if (!uniform)
		for (edge e : get_loop_exit_edges (inner))
		  {
		    vector += weight * 2;
		    for (gphi_iterator gsi = gsi_start_phis (e->dest);
			 !gsi_end_p (gsi); gsi_next (&gsi))
		      if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
			vector += weight * blend_cost;
		  }
	    }
	}
      double s = 0, v = 0;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  s += scalar_stmt_cost (gsi_stmt (gsi), inner);
	  v += vector_stmt_cost (gsi_stmt (gsi), bb);
	}
      /* Joins of the folded body: the OR of the incoming masks and the
	 blends of its PHIs.  Inner loop headers keep their PHIs as
	 loop-carried values.  */
      if (bb != m_loop->header && !(inner && bb == inner->header)
	  && EDGE_COUNT (bb->preds) > 1)
	{
	  v += EDGE_COUNT (bb->preds) - 1;
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    if (!virtual_operand_p (gimple_phi_result (gsi.phi ()))
		&& shape_of (gimple_phi_result (gsi.phi ())).kind
		   == SH_VARYING)
	      v += (gimple_phi_num_args (gsi.phi ()) - 1) * blend_cost;
	}
      scalar += freq * s;
      vector += weight * v;
      if (!inner)
	block_cost.put (bb, v);
      else
	{
	  loop_scalar.get_or_insert (bb->loop_father) += freq * s;
	  loop_vector.get_or_insert (bb->loop_father) += weight * v;
	  if (bb == bb->loop_father->header)
	    {
	      loop_freq.put (bb->loop_father, freq);
	      loop_weight.put (bb->loop_father, weight);
	    }
	}
    }
  free (body);
  /* The recurrence bound: an iteration of an inner loop takes at least
     the latency of its longest float recurrence, in the scalar loop
     and in the vector one, which carries VF independent recurrences in
     the same time (Mandelbrot's z: three dependent operations).  Where
     the statements cost less, the iteration costs the latency.  */
  for (auto it : loop_freq)
    {
      class loop *l = it.first;
      double rec = recurrence_latency (l);
      double fs = rec * it.second, fv = rec * *loop_weight.get (l);
      double *ls = loop_scalar.get (l), *lv = loop_vector.get (l);
      if (ls && *ls < fs)
	scalar += fs - *ls;
      if (lv && *lv < fv)
	vector += fv - *lv;
    }
  /* BOSCC gadgets skip regions no lane enters (vectorize-boscc.cc).  */
  vector += choose_gadgets (block_cost);
  *scalar_out = (int) (scalar * m_vf + 0.5);
  *vector_out = (int) (vector + 0.5);
}

} // namespace vect_impl
} // namespace qprop
