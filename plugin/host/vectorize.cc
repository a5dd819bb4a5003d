/* qprop-vectorize: vectorization of `omp simd' loops with divergent
   control flow, by partial linearization with explicit masks (Moll and
   Hack, PLDI 2018, seed 002 in /work/shared/papers/, §4 and §5), for the
   loops that GCC's own vectorizer leaves scalar.

   Where it runs.  Right after GCC's `vect' pass, in the loop pipeline,
   host compiler only (in the nvptx compiler `omp simd' loops are SIMT
   code).  GCC gets the first try: a loop it vectorized has lost its
   `safelen' (vect_transform_loop clears it) and holds vector statements,
   and the loops it made (epilogues, versioned copies) have numbers at or
   above the number of loops the function had when `vect' started, which
   note_pass_start records.  Such loops are left alone and say so in the
   dump ("vectorized by GCC"), so that their code is unchanged.

   Candidates.  A loop with `safelen' > 1 or `force_vectorize' (an `omp
   simd' under -fopenmp or -fopenmp-simd), one exit whose source
   dominates the latch, an iteration count GCC's niter analysis can
   express before the loop, header PHIs that are all simple induction
   variables with constant steps, no value used after the loop, and inner
   loops (nested to any depth) with one latch, a preheader and their exits
   inside the candidate.

   Value shapes.  Each SSA name of the loop is uniform (the same in all
   VF lanes of a vector iteration), affine (lane 0's value plus a
   constant stride per lane: the induction variables and what adds,
   subtracts, scales and converts them) or varying.  The lattice is
   uniform < affine(s) < varying, solved to a fixed point over the
   loop.  Uniform and affine values stay scalar in the vector loop: a
   copy of their statement computes lane 0's value; an affine value
   becomes the vector {v, v+s, ..., v+(VF-1)s} only where a vector
   statement needs it.  Varying values of 32-bit types (int, unsigned,
   float) become vectors of VF lanes, and so do 64-bit and 8/16-bit ones
   (vectorize-types.cc: VF from the widest); varying booleans become masks
   (vector booleans, truth_type_for).  A PHI at a join with different
   arguments is varying (it becomes a blend), and so is a value that
   leaves a divergent inner loop.  qprop-div's analysis gives the same
   classes, but it reports affine values without lane 0's base and
   treats the values carried round an inner loop by its SIMT semantics;
   this pass needs the base, and shapes that match the code it emits
   exactly, so it computes its own (see docs/passes.md).

   Linearization (§4).  The body's blocks are emitted in a topological
   order, each under its entry mask: the OR of its incoming edges'
   masks, where an edge's mask is its source's mask AND the branch
   condition (or its negation).  A block every lane reaches (it
   post-dominates the loop header) runs under the full mask.  PHIs become
   blends: the first argument, overwritten by each further argument
   where its edge's mask is set (VEC_COND_EXPR).  This first version
   folds every branch, uniform ones included (a uniform condition gives
   a mask of all or no lanes): keeping uniform branches (Theorem 4.5) is
   left for later.

   Divergent inner loops (§5).  An inner loop runs until no lane is
   live.  Its header carries a live mask (entry mask, then the mask of
   the back edge), and for each exit edge an accumulated exit mask and,
   for each value that leaves on that edge, an accumulator that takes
   the value in the lanes whose exit mask is set in that iteration.  The
   latch is pure (the back edge is taken when any lane is live) and the
   loop is skipped when no lane enters it.  Lanes that left keep
   computing on their last values; nothing they compute is kept.
   Inner loops nest to any depth: each level is emitted so, inside the
   level around it (vectorize-loops.cc).

   Memory (vectorize-memory.cc).  A load or store whose address is
   affine with a stride equal to the access size is one vector access
   (MEM_REF of the vector type with the element's alignment); under a
   partial mask it becomes IFN_MASK_LOAD or IFN_MASK_STORE where the
   target has them (AVX).  A load from a uniform base plus a 32-bit
   lane-varying index times a scale becomes the target's masked gather
   (AVX2; vectorize-gather).  Everything else is done lane by
   lane in lane order, each lane's access branched round when its mask
   bit is clear: no lane whose mask is clear ever loads or stores.  A
   load from a uniform address stays scalar, guarded by any (mask) where
   it may trap and no lane may run it.

   Strip-mining.  With N the latch count and VF the vector factor, the
   vector loop runs floor((N+1)/VF) times when N+1 >= VF, with the
   scalar induction variables advanced by VF*step each time; the
   original loop, unchanged, then runs the remaining iterations, and is
   skipped when there are none.

   Worked example, Mandelbrot (Fig. 9-11 of the paper):

     #pragma omp simd
     for (i = 0; i < w; i++) {
       x0 = xmin + i * dx; x = y = 0; k = 0;
       while (k < maxit && x*x + y*y <= 4) { ...; k++; }
       out[i] = k;
     }

   i is affine (stride 1), x0 varying ((float) of {i, i+1, ...}), x and
   y varying, k uniform inside the inner loop (all live lanes have run
   the same number of iterations) and varying after it, where the exit
   accumulators give each lane the k it left with.  The inner loop's two
   exit edges get exit masks; the live mask is the back edge's mask, and
   the loop repeats while any lane is live.  out[i] is a contiguous
   store under the full mask: one vector store.  With VF = 8 (AVX2) the
   vector loop handles 8 pixels per iteration.

   Calls (vectorize-calls.cc) become one vector call, a simd clone call
   or one scalar call per active lane.  Reductions, privates and
   lastprivates (vectorize-reduction.cc) keep one vector per omp simd
   array.  Lanes of 64-bit values set the lane count, and narrower
   values sit beside them (vectorize-types.cc).

   Refused, with the reason in the dump: calls with side effects and no
   usable simd clone, switches, asm, integer operations that may trap,
   lane-varying values that are not 8, 16, 32 or 64-bit, conversions
   between widths the target has no vector instruction for, addresses
   that are not base + 32-bit index * scale, stores to a uniform address
   inside an inner loop, SSA values live after the loop, omp simd arrays
   other than the reductions and privates of vectorize-reduction.cc,
   ordered simd regions, irreducible cycles.  AVX-512 mask registers
   are handled in vectorize-kmask.cc.  */

#include "gcc-includes.h"
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimplify-me.h"
#include "builtins.h"
#include "internal-fn.h"
#include "attribs.h"
#include "tree-ssa-loop-niter.h"
#include "rtl.h"
#include "target.h"
#include "cgraph.h"
#include "host/vectorize-impl.h"

namespace qprop {

namespace {

/* The function vect last started on, and how many loops it had then.  */
function *vect_fn = NULL;
unsigned vect_loops = 0;
/* The safelen of each loop of vect_fn that uses the omp simd lane
   (GOMP_SIMD_LANE, _VF, _LAST_LANE), by loop number: vect's simduid
   cleanup clears it when it folds the lane to 0, because the omp simd
   arrays become one element shared by the iterations.  The pass gives
   each lane its own element again (vectorize-reduction.cc), and the
   promise holds for that code.  A loop with an `ordered simd' region
   (and every loop around it) is recorded as -1: vect removes the
   region's markers, and keeps safelen where no lane is used, so nothing
   else would say that the region must run in order.  */
hash_map<int_hash<int, -1, -2>, int> *vect_safelen = NULL;

/* Record vect_safelen for FN.  */
void
note_lane_loops (function *fn)
{
  if (!vect_safelen)
    vect_safelen = new hash_map<int_hash<int, -1, -2>, int>;
  vect_safelen->empty ();
  if (!fn->has_simduid_loops)
    return;
  hash_set<int_hash<int, -1, -2> > ordered;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
	  call && gimple_call_internal_p (call) && bb->loop_father)
	{
	  class loop *l = bb->loop_father;
	  switch (gimple_call_internal_fn (call))
	    {
	    case IFN_GOMP_SIMD_LANE:
	    case IFN_GOMP_SIMD_VF:
	    case IFN_GOMP_SIMD_LAST_LANE:
	      if (l->safelen > 1)
		vect_safelen->put (l->num, l->safelen);
	      break;
	    case IFN_GOMP_SIMD_ORDERED_START:
	    case IFN_GOMP_SIMD_ORDERED_END:
	      for (; l; l = loop_outer (l))
		ordered.add (l->num);
	      break;
	    default:
	      break;
	    }
	}
  for (int num : ordered)
    vect_safelen->put (num, -1);
}

} // anon namespace

void
note_pass_start (opt_pass *pass)
{
  if (pass && pass->name && strcmp (pass->name, "vect") == 0 && cfun)
    {
      vect_fn = cfun;
      vect_loops = number_of_loops (cfun);
      note_lane_loops (cfun);
    }
}

namespace vect_impl {

/* Whether NAME is defined in L.  */
bool
simd_vectorizer::defined_in (tree name, class loop *l) const
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (name));
  return bb && flow_bb_inside_loop_p (l, bb);
}

/* The inner loop BB is in, or null when BB is in the candidate itself.  */
class loop *
simd_vectorizer::inner_of (basic_block bb) const
{
  class loop *l = bb->loop_father;
  return l == m_loop ? NULL : l;
}

/* Whether every lane runs BB in every vector iteration: it is outside
   the inner loops and post-dominates the candidate's header.  */
bool
simd_vectorizer::full_block (basic_block bb) const
{
  if (!dom_info_available_p (CDI_POST_DOMINATORS))
    return const_cast<hash_set<basic_block> &> (m_full).contains (bb);
  return (bb->loop_father == m_loop
	  && dominated_by_p (CDI_POST_DOMINATORS, m_loop->header, bb));
}

/* Whether at least one lane runs BB whenever the vector code runs it: a
   full block, or the header of an inner loop (its live mask is never
   empty there).  */
bool
simd_vectorizer::any_lane_block (basic_block bb) const
{
  return full_block (bb) || (inner_of (bb) && inner_of (bb)->header == bb);
}

/* Whether a lane-varying value of TYPE fits this version: a boolean
   (mask) or a 32-bit integer or float.  */
bool
simd_vectorizer::lane_type_ok (tree type) const
{
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    return true;
  if (!INTEGRAL_TYPE_P (type) && !SCALAR_FLOAT_TYPE_P (type))
    return false;
  machine_mode mode = TYPE_MODE (type);
  return mode == SImode || mode == SFmode || wide_lane_ok (type);
}

/* The vector type for lane-varying values of SCALAR_TYPE.  */
tree
simd_vectorizer::vectype_for (tree scalar_type) const
{
  if (TREE_CODE (scalar_type) == BOOLEAN_TYPE)
    return m_mask;
  if (m_lane_bits != 32 || narrow_type_p (scalar_type))
    return vectype_wide (scalar_type);
  if (SCALAR_FLOAT_TYPE_P (scalar_type))
    return m_vec_float;
  if (TYPE_UNSIGNED (scalar_type) == TYPE_UNSIGNED (TREE_TYPE (m_vec_int)))
    return m_vec_int;
  return build_vector_type_for_mode (TYPE_MAIN_VARIANT (scalar_type),
				     TYPE_MODE (m_vec_int));
}

/* The loop's own form: exit, latch, induction variables, count.  */
const char *
simd_vectorizer::check_form ()
{
  if (!m_loop->latch || !single_succ_p (m_loop->latch)
      || !empty_block_p (m_loop->latch))
    return "the latch is not a simple forwarder block";
  m_exit = single_exit (m_loop);
  if (!m_exit)
    return "more than one exit";
  if (!dominated_by_p (CDI_DOMINATORS, m_loop->latch, m_exit->src))
    return "the exit test does not run in every iteration";
  gimple *test = last_stmt (m_exit->src);
  if (!test || gimple_code (test) != GIMPLE_COND
      || EDGE_COUNT (m_exit->src->succs) != 2)
    return "the exit is not a two-way branch";
  for (gphi_iterator gsi = gsi_start_phis (m_loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      affine_iv iv;
      if (!simple_iv (m_loop, m_loop, res, &iv, false)
	  || TREE_CODE (iv.step) != INTEGER_CST
	  || TYPE_PRECISION (TREE_TYPE (iv.step)) > HOST_BITS_PER_WIDE_INT
	  || (!INTEGRAL_TYPE_P (TREE_TYPE (res))
	      && !POINTER_TYPE_P (TREE_TYPE (res))))
	return "a value is carried round the loop that is not an induction"
	       " variable with a constant step (reduction?)";
      shape sh;
      sh.kind = SH_AFFINE;
      /* The step as a signed number in the variable's precision: GCC's
	 ivcanon counts down in an unsigned type, and its step -1 is the
	 constant 4294967295 there.  Vector values of the IV are computed
	 in unsigned arithmetic, where the two are the same.  */
      sh.stride = wi::to_wide (iv.step).to_shwi ();
      if (abs_hwi (sh.stride) > (1 << 20))
	return "an induction variable with a step too large";
      m_steps.put (res, sh.stride);
      sh.nowrap = (POINTER_TYPE_P (TREE_TYPE (res))
		   || TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (res))
		   || TYPE_PRECISION (TREE_TYPE (res)) >= POINTER_SIZE);
      m_shapes.put (res, sh);
    }
  m_niter = number_of_latch_executions (m_loop);
  if (!m_niter || chrec_contains_undetermined (m_niter)
      || !INTEGRAL_TYPE_P (TREE_TYPE (m_niter)))
    return "GCC's niter analysis gives no iteration count";
  return NULL;
}

/* An inner loop, at any depth: one latch, a preheader, exits that stay
   in the candidate (an exit may leave several levels at once: it lands
   in an enclosing loop), no value used after it but through a PHI on
   its exit edge, and inner loops of its own that pass the same checks.  */
const char *
simd_vectorizer::check_inner (class loop *inner)
{
  if (!inner->latch || !single_succ_p (inner->latch)
      || !loop_preheader_edge (inner))
    return "an inner loop has no simple latch or no preheader";
  if (inner->latch->loop_father != inner)
    return "an inner loop's latch is in a loop nested in it";
  if (inner->header->flags & BB_IRREDUCIBLE_LOOP)
    return "an inner loop is irreducible";
  auto_vec<edge> exits = get_loop_exit_edges (inner);
  for (edge e : exits)
    if (!flow_bb_inside_loop_p (m_loop, e->dest)
	|| !flow_loop_nested_p (e->dest->loop_father, inner))
      return "an inner loop leaves the candidate loop";
  basic_block *body = get_loop_body (inner);
  const char *why = NULL;
  for (unsigned i = 0; i < inner->num_nodes && !why; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !why; gsi_next (&gsi))
      {
	tree def = gimple_get_lhs (gsi_stmt (gsi));
	if (!def || TREE_CODE (def) != SSA_NAME)
	  continue;
	imm_use_iterator it;
	use_operand_p use;
	FOR_EACH_IMM_USE_FAST (use, it, def)
	  {
	    gimple *user = USE_STMT (use);
	    if (is_gimple_debug (user) || !gimple_bb (user)
		|| flow_bb_inside_loop_p (inner, gimple_bb (user)))
	      continue;
	    gphi *phi = dyn_cast<gphi *> (user);
	    if (!phi || !loop_exit_edge_p (inner, gimple_phi_arg_edge
					   (phi, PHI_ARG_INDEX_FROM_USE (use))))
	      why = "a value of an inner loop is used after it without a PHI"
		    " on its exit";
	  }
      }
  free (body);
  /* Its own inner loops, then its blocks in order (each nested loop one
     node, stood for by its header).  */
  for (class loop *in = inner->inner; in && !why; in = in->next)
    why = check_inner (in);
  if (why)
    return why;
  auto_vec<basic_block> order;
  if ((why = order_blocks (inner, &order)))
    return why;
  m_inner_start.put (inner, m_inner_blocks.length ());
  m_inner_blocks.safe_splice (order);
  m_inner_blocks.safe_push (NULL);
  return NULL;
}

/* The loop directly inside REGION that holds BB, or null when BB is in
   REGION itself.  */
class loop *
simd_vectorizer::child_of (class loop *region, basic_block bb) const
{
  class loop *l = bb->loop_father;
  if (l == region)
    return NULL;
  while (loop_outer (l) != region)
    l = loop_outer (l);
  return l;
}

/* The outermost loop inside the candidate that E leaves (E leaves it and
   every loop between it and E's source), or null when E leaves none.  */
class loop *
simd_vectorizer::outermost_exited (edge e) const
{
  class loop *left = NULL;
  for (class loop *l = e->src->loop_father; l && l != m_loop;
       l = loop_outer (l))
    if (!flow_bb_inside_loop_p (l, e->dest))
      left = l;
  return left;
}

/* Put the blocks of REGION (the candidate, or an inner loop) into OUT in
   a topological order of its forward edges; a loop directly inside
   REGION is one node, stood for by its header.  */
const char *
simd_vectorizer::order_blocks (class loop *region, vec<basic_block> *out)
{
  basic_block *body = get_loop_body (region);
  unsigned n = region->num_nodes;
  hash_map<basic_block, int> preds;
  auto node = [&] (basic_block bb) {
    class loop *in = child_of (region, bb);
    return in ? in->header : bb;
  };
  auto forward = [&] (edge e, basic_block *to) {
    if (!flow_bb_inside_loop_p (region, e->dest)
	|| e->dest == region->header)
      return false;
    basic_block a = node (e->src), b = node (e->dest);
    if (a == b)
      return false;
    *to = b;
    return true;
  };
  for (unsigned i = 0; i < n; i++)
    if (node (body[i]) == body[i])
      preds.put (body[i], 0);
  for (unsigned i = 0; i < n; i++)
    {
      edge e;
      edge_iterator ei;
      basic_block to;
      FOR_EACH_EDGE (e, ei, body[i]->succs)
	if (forward (e, &to))
	  preds.get_or_insert (to) += 1;
    }
  auto_vec<basic_block> ready;
  ready.safe_push (region->header);
  while (!ready.is_empty ())
    {
      basic_block bb = ready.pop ();
      out->safe_push (bb);
      /* The successors of the node: for an inner loop, its exits.  */
      for (unsigned i = 0; i < n; i++)
	{
	  if (node (body[i]) != bb)
	    continue;
	  edge e;
	  edge_iterator ei;
	  basic_block to;
	  FOR_EACH_EDGE (e, ei, body[i]->succs)
	    if (forward (e, &to) && --*preds.get (to) == 0)
	      ready.safe_push (to);
	}
    }
  unsigned nodes = 0;
  for (auto it = preds.begin (); it != preds.end (); ++it)
    nodes++;
  free (body);
  if (out->length () != nodes)
    return "the loop body has a cycle that is not a natural inner loop";
  return NULL;
}

/* Whether NAME is, within DEPTH integer operations, an offset added to
   a pointer.  */
bool
feeds_address (tree name, int depth)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gassign *as = dyn_cast<gassign *> (USE_STMT (use));
      if (!as)
	continue;
      enum tree_code code = gimple_assign_rhs_code (as);
      if (code == POINTER_PLUS_EXPR)
	return true;
      if (depth > 0 && TREE_CODE (gimple_assign_lhs (as)) == SSA_NAME
	  && (code == MULT_EXPR || code == PLUS_EXPR || code == MINUS_EXPR
	      || CONVERT_EXPR_CODE_P (code))
	  && feeds_address (gimple_assign_lhs (as), depth - 1))
	return true;
    }
  return false;
}

/* Whether STMT can be emitted; null if so, else why not.  */
const char *
simd_vectorizer::check_stmt (gimple *stmt)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP)
    return NULL;
  if (gimple_code (stmt) == GIMPLE_COND)
    {
      tree a = gimple_cond_lhs (stmt);
      if (TREE_CODE (TREE_TYPE (a)) == BOOLEAN_TYPE
	  && !integer_zerop (gimple_cond_rhs (stmt)))
	return "a branch compares two booleans";
      if (shape_of (a).kind == SH_UNIFORM
	  && shape_of (gimple_cond_rhs (stmt)).kind == SH_UNIFORM)
	return NULL;
      if (TREE_CODE (TREE_TYPE (a)) != BOOLEAN_TYPE
	  && !lane_type_ok (TREE_TYPE (a)) && !narrow_type_p (TREE_TYPE (a)))
	return "a lane-varying branch compares values that are not 32-bit";
      return NULL;
    }
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return check_call (call);
  if (gimple_code (stmt) == GIMPLE_SWITCH)
    return "a switch in the loop body";
  gassign *as = dyn_cast<gassign *> (stmt);
  if (!as)
    return "a statement that is not an assignment (asm?)";
  if (stmt_could_throw_p (m_fn, stmt))
    return "a statement may throw";
  if (gimple_has_volatile_ops (stmt))
    return "a volatile access";
  if (gimple_vuse (stmt))
    return check_memory (stmt);
  tree lhs = gimple_assign_lhs (as);
  if (TREE_CODE (lhs) != SSA_NAME)
    return "an assignment to memory without a virtual operand";
  tree type = TREE_TYPE (lhs);
  /* Floating-point operations "may trap" under -ftrapping-math, but
     only raise flags in the default environment, and lanes that are off
     computing them is what every masked vector code does; an integer
     division by zero would fault.  */
  enum tree_code rhs_code = gimple_assign_rhs_code (as);
  bool int_trap = ((rhs_code == TRUNC_DIV_EXPR || rhs_code == CEIL_DIV_EXPR
		    || rhs_code == FLOOR_DIV_EXPR
		    || rhs_code == ROUND_DIV_EXPR
		    || rhs_code == EXACT_DIV_EXPR
		    || rhs_code == TRUNC_MOD_EXPR
		    || rhs_code == CEIL_MOD_EXPR
		    || rhs_code == FLOOR_MOD_EXPR
		    || rhs_code == ROUND_MOD_EXPR)
		   || (INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_TRAPS (type)));
  if (int_trap && gimple_could_trap_p (stmt))
    return "an integer operation that may trap (division?)";
  shape sh = shape_of (lhs);
  if (sh.kind != SH_VARYING || has_zero_uses (lhs))
    return NULL;
  enum tree_code code = gimple_assign_rhs_code (as);
  if (!lane_type_ok (type) && (POINTER_TYPE_P (type)
			       || feeds_address (lhs, 3)))
    {
      m_wide.safe_push (lhs);
      return NULL;
    }
  bool width_stmt;
  const char *width_why = check_width_stmt (as, &width_stmt);
  if (width_why && INTEGRAL_TYPE_P (type) && feeds_address (lhs, 3))
    {
      /* An offset the target cannot convert in a vector: fine if only
	 gathers use it (check_wide_values), which do not emit it.  */
      m_wide.safe_push (lhs);
      return NULL;
    }
  if (width_stmt)
    return width_why;
  /* A lane-varying shift count narrower or wider than the value (GCC
     makes `x << (l & 31)' on longs a shift by an int): the vector shift
     needs both in vectors of one mode (an 8/16-bit count is an int
     carrier).  */
  tree ct = (code == LSHIFT_EXPR || code == RSHIFT_EXPR
	     ? TREE_TYPE (gimple_assign_rhs2 (as)) : NULL_TREE);
  if (ct && shape_of (gimple_assign_rhs2 (as)).kind != SH_UNIFORM
      && (lane_type_ok (ct) || narrow_type_p (ct))
      && (lane_type_ok (type) || narrow_type_p (type))
      && (TYPE_MODE (vectype_for (ct))
	  != TYPE_MODE (vectype_for (type))))
    return "a shift by a lane-varying count of another width than the"
	   " value";
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    {
      tree op = gimple_op (as, i);
      tree t = COMPARISON_CLASS_P (op) ? TREE_TYPE (TREE_OPERAND (op, 0))
		: TREE_TYPE (op);
      if (!lane_type_ok (t) && !(i == 2 && (code == LSHIFT_EXPR
					      || code == RSHIFT_EXPR)
				 && shape_of (op).kind == SH_UNIFORM))
	return "a lane-varying value that is not 32-bit (mixed widths are"
	       " later work)";
    }
  if (!lane_type_ok (type))
    {
      /* A 64-bit offset or a pointer that varies: an address, fine if
	 only gathers use it (check_wide_values).  */
      if (POINTER_TYPE_P (type) || feeds_address (lhs, 3))
	{
	  m_wide.safe_push (lhs);
	  return NULL;
	}
      return "a lane-varying value that is not 32-bit (mixed widths are"
	     " later work)";
    }
  bool boolean = TREE_CODE (type) == BOOLEAN_TYPE;
  bool bool_op = TREE_CODE (TREE_TYPE (gimple_assign_rhs1 (as)))
		 == BOOLEAN_TYPE;
  switch (code)
    {
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case RDIV_EXPR:
    case MIN_EXPR: case MAX_EXPR: case NEGATE_EXPR: case ABS_EXPR:
    case LSHIFT_EXPR: case RSHIFT_EXPR: case FLOAT_EXPR:
    case FIX_TRUNC_EXPR:
      if (boolean || bool_op)
	return "arithmetic on booleans";
      return NULL;
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    case BIT_NOT_EXPR: case SSA_NAME:
      if (boolean != bool_op)
	return "a boolean mixed with other values";
      return NULL;
    CASE_CONVERT:
      if (boolean && !bool_op)
	return "a conversion to boolean";
      return NULL;
    case COND_EXPR:
      if (boolean)
	return "a select between booleans";
      return NULL;
    default:
      if (TREE_CODE_CLASS (code) == tcc_comparison)
	{
	  if (bool_op && !integer_zerop (gimple_assign_rhs2 (as)))
	    return "a comparison of two booleans";
	  return NULL;
	}
      return "an operation on lane-varying values this version does not"
	     " vectorize";
    }
}

/* The lanes of one vector iteration for elements of modes IMODE and
   FMODE (the integer and float of one width): the target's preferred
   SIMD modes, clamped by SAFELEN (at least 2) and simdlen; null and *VF
   set, else why not.  */
const char *
simd_vectorizer::lane_count (scalar_mode imode, scalar_mode fmode,
			     int safelen, HOST_WIDE_INT *vf)
{
  machine_mode vi = targetm.vectorize.preferred_simd_mode (imode);
  machine_mode vfl = targetm.vectorize.preferred_simd_mode (fmode);
  if (!VECTOR_MODE_P (vi) || !VECTOR_MODE_P (vfl))
    return (GET_MODE_BITSIZE (imode) == 64
	    ? "the target has no SIMD mode for 64-bit elements"
	    : "the target has no SIMD mode for 32-bit elements");
  HOST_WIDE_INT n, nf;
  if (!GET_MODE_NUNITS (vi).is_constant (&n)
      || !GET_MODE_NUNITS (vfl).is_constant (&nf))
    return "variable-length vectors";
  n = MIN (n, nf);
  if (safelen < n)
    n = 1 << floor_log2 (safelen);
  if (m_loop->simdlen > 1 && m_loop->simdlen < n)
    n = 1 << floor_log2 (m_loop->simdlen);
  if (n < 2)
    return "safelen or simdlen leave fewer than two lanes";
  *vf = n;
  return NULL;
}

/* The vector factor and the vector types.  */
const char *
simd_vectorizer::choose_types ()
{
  /* safelen and simdlen bound the lanes that may run together; without
     a safelen (force_vectorize alone) nothing says the iterations are
     independent, and this pass has no dependence analysis.  */
  int safelen = m_loop->safelen;
  int *rec = (vect_fn == m_fn && vect_safelen
	      ? vect_safelen->get (m_loop->num) : NULL);
  if (rec && *rec < 0)
    return "an ordered simd region (its markers are gone; it must run in"
	   " order)";
  if (rec && safelen == 0)
    safelen = *rec;
  if (safelen < 2)
    return "no safelen of two or more: iterations may depend on each"
	   " other";
  /* safelen found (vect may have cleared the loop's after recording
     it): a 64-bit value of the loop makes its lanes 64-bit.  */
  if (needs_wide_lanes ())
    return choose_wide_types (safelen);
  HOST_WIDE_INT vf;
  if (const char *why = lane_count (SImode, SFmode, safelen, &vf))
    return why;
  opt_machine_mode vi = mode_for_vector (SImode, vf);
  opt_machine_mode vfl = mode_for_vector (SFmode, vf);
  if (!vi.exists () || !vfl.exists ()
      || !targetm.vector_mode_supported_p (vi.require ())
      || !targetm.vector_mode_supported_p (vfl.require ()))
    return "no vector mode for the lanes safelen allows";
  m_vf = vf;
  m_vec_int = build_vector_type_for_mode (integer_type_node, vi.require ());
  m_vec_float = build_vector_type_for_mode (float_type_node,
					    vfl.require ());
  m_mask = truth_type_for (m_vec_int);
  if (!VECTOR_MODE_P (TYPE_MODE (m_mask)))
    if (const char *why = check_kmask ())
      return why;
  /* The any-lane test of a mask: a vector compare-and-branch, or the
     mask seen as one integer.  */
  HOST_WIDE_INT bits = GET_MODE_BITSIZE (TYPE_MODE (m_mask)).to_constant ();
  if (!can_compare_p (NE, TYPE_MODE (m_mask), ccp_jump)
      && bits != 128 && bits > 64)
    return "no way to test a mask for any lane on this target";
  return NULL;
}

/* Whether STMT computes the same value in every iteration from values
   defined before the loop, without memory or traps, so that it may be
   computed once in front of it instead.  */
bool
simd_vectorizer::invariant_stmt (gimple *stmt) const
{
  if (!is_gimple_assign (stmt) || gimple_vuse (stmt)
      || gimple_has_side_effects (stmt) || gimple_could_trap_p (stmt))
    return false;
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    if (defined_in (use, m_loop))
      return false;
  return true;
}

/* The whole check.  */
const char *
simd_vectorizer::analyze ()
{
  /* GCC folds GOMP_SIMD_LANE and the rest when it does not vectorize
     the loop; a loop that still has them is left alone.  The omp simd
     arrays indexed by the folded lane are check_simd_arrays' work.  */
  basic_block *blocks = get_loop_body (m_loop);
  bool simd_array = false;
  for (unsigned i = 0; i < m_loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (blocks[i]);
	 !gsi_end_p (gsi); gsi_next (&gsi))
      /* The gcall test first: GCC 12's gimple_call_internal_p on a plain
	 gimple * does not check the code, it reads an assignment's rhs
	 code as call flags and then u.internal_fn past its end (an ICE
	 when the statement ends a GC page; simd-fuzz seeds 2009, 2030).  */
      if (gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
	  call && gimple_call_internal_p (call))
	switch (gimple_call_internal_fn (call))
	  {
	  case IFN_GOMP_SIMD_LANE:
	  case IFN_GOMP_SIMD_VF:
	  case IFN_GOMP_SIMD_LAST_LANE:
	  case IFN_GOMP_SIMD_ORDERED_START:
	  case IFN_GOMP_SIMD_ORDERED_END:
	    simd_array = true;
	    break;
	  default:
	    break;
	  }
  free (blocks);
  if (simd_array)
    return "omp simd lane builtins (GOMP_SIMD_LANE, ...) in the loop";
  const char *why = check_form ();
  if (why)
    return why;
  if (max_loop_iterations_int (m_loop) >= 0
      && max_loop_iterations_int (m_loop) < 1)
    return "the loop runs at most once";
  for (class loop *in = m_loop->inner; in; in = in->next)
    if ((why = check_inner (in)))
      return why;
  /* No value of the loop is used after it.  */
  basic_block *body = get_loop_body (m_loop);
  for (unsigned i = 0; i < m_loop->num_nodes && !why; i++)
    {
      auto used_outside = [&] (tree def) {
	imm_use_iterator it;
	use_operand_p use;
	FOR_EACH_IMM_USE_FAST (use, it, def)
	  {
	    gimple *user = USE_STMT (use);
	    if (!is_gimple_debug (user) && gimple_bb (user)
		&& !flow_bb_inside_loop_p (m_loop, gimple_bb (user)))
	      return true;
	  }
	return false;
      };
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ()))
	    && used_outside (gimple_phi_result (gsi.phi ())))
	  why = "a value of the loop is used after it (reductions and"
		" lastprivate are later work)";
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (!lhs || TREE_CODE (lhs) != SSA_NAME || !used_outside (lhs))
	    continue;
	  /* A loop-invariant computation (GCC's unroll-and-jam leaves the
	     next outer iteration's index i + 1 in the body) is moved in
	     front of the loop by the transform; anything else is a
	     reduction or a last value.  */
	  if (invariant_stmt (gsi_stmt (gsi)))
	    m_hoist.safe_push (gsi_stmt (gsi));
	  else
	    why = "a value of the loop is used after it (reductions and"
		  " lastprivate are later work)";
	}
    }
  free (body);
  if (why)
    return why;
  if ((why = order_blocks (m_loop, &m_order)))
    return why;
  if ((why = check_simd_arrays ()))
    return why;
  compute_shapes ();
  if ((why = choose_types ()))
    return why;
  body = get_loop_body (m_loop);
  for (unsigned i = 0; i < m_loop->num_nodes && !why; i++)
    {
      if (EDGE_COUNT (body[i]->succs) > 2)
	why = "a block with more than two successors";
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi) && !why; gsi_next (&gsi))
	if (!(body[i] == m_exit->src && gsi_stmt (gsi) == last_stmt (body[i])))
	  why = check_stmt (gsi_stmt (gsi));
      for (gphi_iterator gsi = gsi_start_phis (body[i]);
	   !gsi_end_p (gsi) && !why; gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (!virtual_operand_p (res) && shape_of (res).kind == SH_VARYING
	      && !lane_type_ok (TREE_TYPE (res))
	      && !narrow_type_p (TREE_TYPE (res)))
	    why = "a lane-varying PHI that is not 32-bit";
	}
      if (full_block (body[i]))
	m_full.add (body[i]);
    }
  free (body);
  if (!why)
    why = check_wide_values ();
  /* The inner loops, at any depth, whose lanes leave together.  */
  auto_vec<class loop *> work;
  for (class loop *in = m_loop->inner; in && !why; in = in->next)
    work.safe_push (in);
  while (!work.is_empty ())
    {
      class loop *l = work.pop ();
      if (uniform_trips (l))
	m_uniform_loops.add (l);
      for (class loop *in = l->inner; in; in = in->next)
	work.safe_push (in);
    }
  return why;
}

} // namespace vect_impl

unsigned int
vectorize_simd_loops (function *fn, const settings &s,
		      vec<simd_loop_note> *notes)
{
  unsigned todo = 0;
  bool new_calls = false;
  unsigned limit = vect_fn == fn ? vect_loops : UINT_MAX;
  /* Candidates by number: a transform changes the CFG, and a loop is
     looked up again (and skipped if gone) rather than held across it.  */
  auto_vec<int> candidates;
  for (auto loop : loops_list (fn, LI_FROM_INNERMOST))
    if (loop->safelen > 1 || loop->force_vectorize)
      candidates.safe_push (loop->num);
  for (int num : candidates)
    {
      class loop *loop = get_loop (fn, num);
      if (!loop || !loop->header)
	continue;
      simd_loop_note note;
      note.loop_num = loop->num;
      for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
	   !gsi_end_p (gsi) && note.locus == UNKNOWN_LOCATION; gsi_next (&gsi))
	note.locus = gimple_location (gsi_stmt (gsi));
      edge exit = single_exit (loop);
      if (note.locus == UNKNOWN_LOCATION && exit && last_stmt (exit->src))
	note.locus = gimple_location (last_stmt (exit->src));
      /* Loops GCC vectorized, or made while vectorizing.  */
      bool vector_code = (unsigned) loop->num >= limit;
      basic_block *body = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes && !vector_code; i++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	     !gsi_end_p (gsi); gsi_next (&gsi))
	  {
	    tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	    if (lhs && VECTOR_TYPE_P (TREE_TYPE (lhs)))
	      vector_code = true;
	  }
      free (body);
      if (vector_code)
	{
	  note.by_gcc = true;
	  notes->safe_push (note);
	  continue;
	}
      if (loop_outer (loop) != current_loops->tree_root
	  && (loop_outer (loop)->safelen > 1
	      || loop_outer (loop)->force_vectorize))
	{
	  note.refusal = "an inner loop of another omp simd loop";
	  notes->safe_push (note);
	  continue;
	}
      calculate_dominance_info (CDI_DOMINATORS);
      calculate_dominance_info (CDI_POST_DOMINATORS);
      vect_impl::simd_vectorizer v (fn, loop, s, &note);
      note.refusal = v.analyze ();
      free_dominance_info (CDI_POST_DOMINATORS);
      if (!note.refusal)
	{
	  v.estimate_cost (&note.cost_scalar, &note.cost_vector);
	  note.vf = v.m_vf;
	  if (s.vectorize_cost && note.cost_vector >= note.cost_scalar)
	    {
	      note.cost_declined = true;
	      note.refusal = "the cost model expects the vector loop to be"
			     " slower";
	    }
	}
      if (!note.refusal)
	{
	  v.transform ();
	  new_calls |= v.m_new_calls;
	  note.vectorized = true;
	  note.vf = v.m_vf;
	  todo |= TODO_update_ssa | TODO_cleanup_cfg;
	}
      notes->safe_push (note);
    }
  /* The call graph has an edge per call statement; the clones and the
     per-lane copies of calls need theirs.  */
  if (new_calls)
    cgraph_edge::rebuild_edges ();
  return todo;
}

} // namespace qprop
