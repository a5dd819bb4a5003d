/* Divergence analysis over GIMPLE SSA (Sampaio et al., TOPLAS 2014,
   sections 3.3 and 3.4).

   Lanes of a warp run one instruction at a time together.  A value is
   uniform when every active lane sees the same value at the same dynamic
   instance; a branch diverges when its condition is not uniform, since
   then the lanes split and the warp runs both sides one after the other.

   Worked example: sumTriangle of the paper, as the body of a vector loop
   over the lane T:

       if (T < c)                      divergent: T is the lane
	 {
	   d = 0;                      uniform = 0
	   L = (T + 1) * c;            divergent: affine times an unknown
	   for (i = T; i < L; i += c)  i is 1*T + ?; the exit i < L diverges
	     {
	       if (d % 2) ...          uniform: d is the same in every lane
	       d = d + 1;              still in the loop
	     }
	   v[T] = sum + d;             d is divergent here: the lanes left
	 }                             the loop after different iterations

   Each SSA name gets the abstract value c*T + a, where c and a are each
   unknown-yet (top), a constant, or unknown (bottom).  Addition,
   subtraction, negation, and multiplication or left shift by a constant
   act on the form; any other operation gives a uniform result from
   uniform operands and a divergent one otherwise.  A comparison of two
   forms with the same known coefficient is uniform (avgSquare's i < N:
   (1-1)*T cancels), provided neither form went through wrapping
   arithmetic, which would break the order between lanes.

   The paper's gated SSA makes control explicit with gamma and eta
   functions; GIMPLE has plain PHIs, so their effects come from the CFG:

   - Sync dependence (gamma).  When the branch ending block B becomes
     divergent, the blocks reachable from B's successors up to B's
     immediate post-dominator are labelled with the successor they came
     from, in reverse post-order; a block reached with two labels is a
     join, and its PHIs become divergent unless all their incoming values
     are equal.  Back edges are not followed: if the walk reaches the back
     edge of a loop that contains B, some lanes go round again while
     others have left, so that loop's exit diverges.
   - Divergent loops (eta).  A name defined in a loop whose exit diverges
     is divergent at uses outside that loop, since the lanes stopped at
     different iterations.  Inside the loop it keeps its value: the lanes
     still running have all done the same number of iterations, which is
     why d above is uniform in the loop.  The blocks reached from several
     exits are joins, as for a branch.
   - The loop's header PHIs are not touched by either rule.

   Sources of divergence: the lane (.GOACC_DIM_POS (2) and
   __builtin_goacc_parlevel_id on the vector axis, .GOMP_SIMT_LANE (), or
   in host mode the simd loop's induction variables), atomics, calls not
   known to return one value for all lanes, volatile loads, loads from
   divergent addresses, and loads of memory that some statement of the
   region may write (lanes may have written different values, or written
   at different times).  Gang and worker positions, team and thread
   numbers are uniform within a warp, and so are the parameters of an
   offloaded kernel or of an outlined OpenMP body; a parameter of any
   other function in the accelerator compiler is divergent, since lanes
   may call it with different arguments.

   The solver is sparse: each statement is evaluated when one of its
   operands changes, and values only go down the lattice (top, constant,
   bottom per component), so each name changes a bounded number of
   times.  Sync dependence and loop divergence are each set once per
   branch and per loop and then push the statements they affect.

   In the accelerator compiler the SIMT region is the lane code: the
   blocks from a lane source on, up to OpenACC's OACC_JOIN of the
   partitioned loop or OpenMP's GOMP_SIMT_EXIT.  Outside it nvptx code runs
   in one lane with its results broadcast (OpenACC's vector-single mode)
   or in all lanes alike (OpenMP's uniform-SIMT mode), so everything there
   is uniform.  A function whose parameters lanes may pass apart is lane
   code as a whole.

   Irreducible flow: a cycle without a loop header gives no loop to mark
   divergent, so once a branch of a region with irreducible flow diverges,
   every value of that region is taken as divergent.

   Host mode (-fplugin-arg-qprop-simt=host) treats each outermost loop
   that GCC marks for SIMD (omp simd: safelen or force_vectorize) as a
   SIMT region whose lanes are its iterations: T is the iteration number,
   an induction variable with constant step s starting at a is s*T + a,
   and any other value carried round the loop is divergent.  The loop's
   own exit test is the region's boundary, not a branch of the lanes.  */

#include "gcc-includes.h"
#include "cfganal.h"
#include "dominance.h"
#include "internal-fn.h"
#include "stringpool.h"
#include "attribs.h"
#include "gomp-constants.h"
#include "simt/warp-vote.h"
#include "simt/divergence.h"

namespace qprop {

namespace {

/* Alias-oracle queries one function may spend on deciding whether the
   lanes write what a uniform load reads; past it, loads are divergent.  */
const long alias_budget = 50000;
/* Blocks the backward walks from loads may visit in one function, for the
   same purpose.  */
const long walk_budget = 2000000;

div_lattice
lat_meet (const div_lattice &a, const div_lattice &b)
{
  if (a.kind == div_lattice::TOP)
    return b;
  if (b.kind == div_lattice::TOP)
    return a;
  if (a == b)
    return a;
  return div_lattice::bottom ();
}

div_lattice
lat_add (const div_lattice &a, const div_lattice &b)
{
  if (a.kind == div_lattice::BOTTOM || b.kind == div_lattice::BOTTOM)
    return div_lattice::bottom ();
  if (a.kind == div_lattice::TOP || b.kind == div_lattice::TOP)
    return div_lattice::top ();
  HOST_WIDE_INT r;
  if (__builtin_add_overflow (a.value, b.value, &r))
    return div_lattice::bottom ();
  return div_lattice::constant (r);
}

div_lattice
lat_scale (const div_lattice &a, HOST_WIDE_INT k)
{
  if (a.kind != div_lattice::CONST)
    return k == 0 ? div_lattice::constant (0) : a;
  HOST_WIDE_INT r;
  if (__builtin_mul_overflow (a.value, k, &r))
    return div_lattice::bottom ();
  return div_lattice::constant (r);
}

div_value
value_meet (const div_value &a, const div_value &b)
{
  if (a.is_top ())
    return b;
  if (b.is_top ())
    return a;
  div_value r;
  r.coef = lat_meet (a.coef, b.coef);
  r.base = lat_meet (a.base, b.base);
  r.wraps = a.wraps || b.wraps;
  return r;
}

div_value
value_add (const div_value &a, const div_value &b)
{
  if (a.is_top () || b.is_top ())
    return div_value::top ();
  div_value r;
  r.coef = lat_add (a.coef, b.coef);
  r.base = lat_add (a.base, b.base);
  r.wraps = a.wraps || b.wraps;
  if (r.coef.kind == div_lattice::BOTTOM)
    r.base = div_lattice::bottom ();
  return r;
}

div_value
value_scale (const div_value &a, HOST_WIDE_INT k)
{
  if (a.is_top ())
    return a;
  div_value r;
  r.coef = lat_scale (a.coef, k);
  r.base = lat_scale (a.base, k);
  r.wraps = a.wraps;
  return r;
}

/* Arithmetic in TYPE may wrap silently, which keeps an affine form true
   only modulo 2^precision.  Pointer arithmetic cannot overflow in a
   valid program.  */
bool
type_wraps (tree type)
{
  return !POINTER_TYPE_P (type) && !TYPE_OVERFLOW_UNDEFINED (type);
}

bool
affine_type_p (tree type)
{
  return (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
	 && TYPE_PRECISION (type) <= HOST_BITS_PER_WIDE_INT;
}

/* The constant C as a value of type TO, if it fits.  */
div_lattice
convert_constant (HOST_WIDE_INT c, tree to)
{
  if (!INTEGRAL_TYPE_P (to) && !POINTER_TYPE_P (to))
    return div_lattice::bottom ();
  wide_int w = wi::shwi (c, HOST_BITS_PER_WIDE_INT);
  unsigned prec = TYPE_PRECISION (to);
  if (prec < HOST_BITS_PER_WIDE_INT)
    w = wi::ext (w, prec, TYPE_SIGN (to));
  if (!wi::fits_shwi_p (w))
    return div_lattice::bottom ();
  return div_lattice::constant (w.to_shwi ());
}

bool
atomic_builtin_p (tree fndecl)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return startswith (name, "__atomic_") || startswith (name, "__sync_");
}

/* Internal calls that only mark or manage the SIMT structure and write no
   data a lane could read back differently.  */
bool
structural_internal_call_p (gimple *stmt)
{
  if (!is_gimple_call (stmt) || !gimple_call_internal_p (stmt))
    return false;
  switch (gimple_call_internal_fn (stmt))
    {
    case IFN_UNIQUE:
    case IFN_GOACC_DIM_SIZE:
    case IFN_GOACC_DIM_POS:
    case IFN_GOMP_SIMT_ENTER:
    case IFN_GOMP_SIMT_ENTER_ALLOC:
    case IFN_GOMP_SIMT_EXIT:
    case IFN_GOMP_SIMT_LANE:
    case IFN_GOMP_SIMT_VF:
    case IFN_GOMP_SIMT_VOTE_ANY:
    case IFN_GOMP_SIMT_LAST_LANE:
      return true;
    default:
      return false;
    }
}

/* Are the parameters of FN the same for all lanes?  True for offloaded
   kernels and for the bodies GCC outlines for OpenMP and OpenACC
   constructs, which every thread enters with the same data pointer.  */
bool
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
bool
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

bool
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
bool
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

} // anon namespace

std::string
describe_div_value (const div_value &v)
{
  char buf[96];
  if (v.is_top () || v.is_uniform ())
    {
      if (v.base.is_const ())
	{
	  snprintf (buf, sizeof buf, "uniform = " HOST_WIDE_INT_PRINT_DEC,
		    v.base.value);
	  return buf;
	}
      return "uniform";
    }
  if (v.is_affine ())
    {
      if (v.base.is_const ())
	snprintf (buf, sizeof buf, "affine " HOST_WIDE_INT_PRINT_DEC
		  "*T + " HOST_WIDE_INT_PRINT_DEC "%s", v.coef.value,
		  v.base.value, v.wraps ? " (wraps)" : "");
      else
	snprintf (buf, sizeof buf, "affine " HOST_WIDE_INT_PRINT_DEC
		  "*T + ?%s", v.coef.value, v.wraps ? " (wraps)" : "");
      return buf;
    }
  return "divergent";
}

divergence_analysis::divergence_analysis (function *fn, div_mode mode,
					  bool host)
  : m_fn (fn), m_mode (mode), m_host (host)
{
}

divergence_analysis::~divergence_analysis ()
{
  delete m_cd;
  /* GCC checks after every pass that no post-dominators are left.  */
  free_dominance_info (m_fn, CDI_POST_DOMINATORS);
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

div_value
divergence_analysis::lane_value () const
{
  if (m_mode == div_mode::simple)
    return div_value::divergent ();
  div_value v;
  v.coef = div_lattice::constant (1);
  v.base = div_lattice::constant (0);
  return v;
}

void
divergence_analysis::init_values ()
{
  unsigned n = num_ssa_names;
  m_value.safe_grow_cleared (n);
  m_cause.safe_grow_cleared (n);
  for (unsigned i = 0; i < n; i++)
    m_value[i] = div_value::uniform ();

  tree name;
  unsigned i;
  FOR_EACH_SSA_NAME (i, name, m_fn)
    {
      if (virtual_operand_p (name))
	continue;
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (SSA_NAME_IS_DEFAULT_DEF (name))
	{
	  tree var = SSA_NAME_VAR (name);
	  if (!m_host && !m_params_uniform && var
	      && TREE_CODE (var) == PARM_DECL)
	    {
	      m_value[i] = div_value::divergent ();
	      m_cause[i].kind = div_cause::PARAM;
	    }
	  continue;
	}
      if (region_of (gimple_bb (def)) < 0)
	continue;
      m_value[i] = div_value::top ();
      m_names++;
    }

  m_branch_divergent.safe_grow_cleared (last_basic_block_for_fn (m_fn));
  m_sync.safe_grow_cleared (last_basic_block_for_fn (m_fn));
  m_loop_divergent.safe_grow_cleared (number_of_loops (m_fn));

  /* The statements that may write memory, per block, for the loads;
     and the position of each statement in its block.  */
  m_block_writers.resize (last_basic_block_for_fn (m_fn));
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    {
      int r = region_of (bb);
      if (r < 0)
	continue;
      unsigned pos = 0;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  m_position.put (stmt, pos++);
	  if (gimple_vdef (stmt) && !gimple_clobber_p (stmt)
	      && !structural_internal_call_p (stmt))
	    m_block_writers[bb->index].push_back (stmt);
	}
    }
}

/* The solver.  */

bool
divergence_analysis::run ()
{
  find_regions ();
  if (m_regions.is_empty ())
    return true;
  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
  init_values ();

  /* Blocks in reverse post-order, which is also the order the sync walk
     labels blocks in.  */
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (m_fn));
  int n = pre_and_rev_post_order_compute_fn (m_fn, NULL, rpo, false);
  m_rpo_index.safe_grow_cleared (last_basic_block_for_fn (m_fn));
  for (int i = 0; i < last_basic_block_for_fn (m_fn); i++)
    m_rpo_index[i] = INT_MAX;
  for (int i = 0; i < n; i++)
    m_rpo_index[rpo[i]] = i;

  /* A region has irreducible flow if some edge goes back in reverse
     post-order to a block that does not dominate its source.  */
  m_irreducible.safe_grow_cleared (m_regions.length ());
  m_region_divergent.safe_grow_cleared (m_regions.length ());
  basic_block b;
  FOR_EACH_BB_FN (b, m_fn)
    {
      int r = region_of (b);
      edge e;
      edge_iterator ei;
      if (r >= 0)
	FOR_EACH_EDGE (e, ei, b->succs)
	  if (region_of (e->dest) == r
	      && m_rpo_index[e->dest->index] <= m_rpo_index[b->index]
	      && !dominated_by_p (CDI_DOMINATORS, b, e->dest))
	    m_irreducible[r] = true;
    }

  /* Seed the worklist so that the first pass goes in RPO.  */
  for (int i = n - 1; i >= 0; i--)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (m_fn, rpo[i]);
      if (region_of (bb) < 0)
	continue;
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      for (; !gsi_end_p (gsi); gsi_prev (&gsi))
	push (gsi_stmt (gsi));
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	push (psi.phi ());
    }
  free (rpo);
  propagate ();
  return true;
}

void
divergence_analysis::push (gimple *stmt)
{
  if (m_queued.add (stmt))
    return;
  m_worklist.safe_push (stmt);
}

void
divergence_analysis::push_uses (tree name)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *user = USE_STMT (use);
      if (is_gimple_debug (user) || region_of (gimple_bb (user)) < 0)
	continue;
      push (user);
    }
}

void
divergence_analysis::propagate ()
{
  while (!m_worklist.is_empty ())
    {
      gimple *stmt = m_worklist.pop ();
      m_queued.remove (stmt);
      m_visits++;
      visit (stmt);
    }
}

void
divergence_analysis::set_value (tree name, const div_value &v,
				const div_cause &why)
{
  unsigned ver = SSA_NAME_VERSION (name);
  div_value old = m_value[ver];
  div_value now = value_meet (old, v);
  if (now == old)
    return;
  m_value[ver] = now;
  if (!now.is_uniform () && !now.is_top ()
      && (m_cause[ver].kind == div_cause::NONE || now.is_divergent ()))
    m_cause[ver] = why;
  push_uses (name);
}

void
divergence_analysis::visit (gimple *stmt)
{
  div_cause why;
  switch (gimple_code (stmt))
    {
    case GIMPLE_PHI:
      {
	gphi *phi = as_a <gphi *> (stmt);
	tree res = gimple_phi_result (phi);
	if (virtual_operand_p (res))
	  return;
	div_value v = transfer_phi (phi, &why);
	set_value (res, v, why);
	return;
      }
    case GIMPLE_ASSIGN:
      {
	tree lhs = gimple_assign_lhs (stmt);
	if (TREE_CODE (lhs) != SSA_NAME)
	  return;
	div_value v = transfer_assign (as_a <gassign *> (stmt), &why);
	set_value (lhs, v, why);
	return;
      }
    case GIMPLE_CALL:
      {
	tree lhs = gimple_call_lhs (stmt);
	if (!lhs || TREE_CODE (lhs) != SSA_NAME)
	  return;
	div_value v = transfer_call (as_a <gcall *> (stmt), &why);
	set_value (lhs, v, why);
	return;
      }
    case GIMPLE_COND:
    case GIMPLE_SWITCH:
      check_branch (gimple_bb (stmt));
      return;
    default:
      {
	/* Asm outputs and anything else that defines a name; a warp vote
	   gives every lane that runs it the same answer.  */
	ssa_op_iter it;
	tree def;
	why.kind = div_cause::CALL;
	why.stmt = stmt;
	div_value v = warp_vote_p (stmt) ? div_value::uniform ()
		      : div_value::divergent ();
	FOR_EACH_SSA_TREE_OPERAND (def, stmt, it, SSA_OP_DEF)
	  set_value (def, v, why);
	return;
      }
    }
}

/* The value of operand OP used in USE_BB.  A name defined in a loop whose
   exit diverges is divergent outside that loop (the eta rule); *EXITED
   then names that loop.  */

div_value
divergence_analysis::operand_value (tree op, basic_block use_bb,
				    class loop **exited) const
{
  if (exited)
    *exited = NULL;
  switch (TREE_CODE (op))
    {
    case SSA_NAME:
      {
	if (virtual_operand_p (op))
	  return div_value::uniform ();
	div_value v = m_value[SSA_NAME_VERSION (op)];
	gimple *def = SSA_NAME_DEF_STMT (op);
	basic_block def_bb = gimple_bb (def);
	if (!use_bb || !def_bb || v.is_top () || region_of (def_bb) < 0
	    || (v.is_uniform () && v.base.is_const ()))
	  return v;
	for (class loop *l = def_bb->loop_father;
	     l && !flow_loop_nested_p (l, use_bb->loop_father)
	     && l != use_bb->loop_father;
	     l = loop_outer (l))
	  if (m_loop_divergent[l->num])
	    {
	      if (exited)
		*exited = l;
	      return div_value::divergent ();
	    }
	return v;
      }
    case INTEGER_CST:
      if (tree_fits_shwi_p (op))
	return div_value::uniform_const (tree_to_shwi (op));
      return div_value::uniform ();
    case ADDR_EXPR:
      if (is_gimple_min_invariant (op))
	return div_value::uniform ();
      return address_value (TREE_OPERAND (op, 0), use_bb, NULL);
    default:
      return div_value::uniform ();
    }
}

div_value
divergence_analysis::value_of (tree op, basic_block use_bb) const
{
  div_value v = operand_value (op, use_bb, NULL);
  if (v.is_top ())
    /* Never reached by the solver: code that does not run.  */
    return div_value::uniform ();
  return v;
}

bool
divergence_analysis::affine_form (tree op, HOST_WIDE_INT *c) const
{
  div_value v = value_of (op);
  if (!v.coef.is_const ())
    return false;
  *c = v.coef.value;
  return true;
}

const div_cause &
divergence_analysis::cause_of (tree name) const
{
  static const div_cause none;
  if (TREE_CODE (name) != SSA_NAME)
    return none;
  return m_cause[SSA_NAME_VERSION (name)];
}

/* A statement whose result is uniform when all its operands are, and
   divergent otherwise.  */

div_value
divergence_analysis::transfer_generic (gimple *stmt, div_cause *why)
{
  ssa_op_iter it;
  tree use;
  basic_block bb = gimple_bb (stmt);
  bool top = false;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    {
      class loop *exited;
      div_value v = operand_value (use, bb, &exited);
      if (v.is_top ())
	top = true;
      else if (!v.is_uniform ())
	{
	  why->kind = exited ? div_cause::LOOP_EXIT : div_cause::OPERAND;
	  why->operand = use;
	  why->loop = exited;
	  return div_value::divergent ();
	}
    }
  return top ? div_value::top () : div_value::uniform ();
}

div_value
divergence_analysis::compare_values (tree a, tree b, basic_block bb,
				     enum tree_code code, div_cause *why)
{
  class loop *ea, *eb;
  div_value va = operand_value (a, bb, &ea);
  div_value vb = operand_value (b, bb, &eb);
  if (va.is_top () || vb.is_top ())
    return div_value::top ();
  if (va.is_uniform () && vb.is_uniform ())
    return div_value::uniform ();
  /* Same coefficient: the difference is uniform.  Equality survives
     wrapping; order only without it.  */
  if (va.coef.is_const () && va.coef == vb.coef
      && (code == EQ_EXPR || code == NE_EXPR
	  || (!va.wraps && !vb.wraps && !type_wraps (TREE_TYPE (a)))))
    return div_value::uniform ();
  bool a_bad = !va.is_uniform ();
  tree culprit = a_bad ? a : b;
  class loop *exited = a_bad ? ea : eb;
  /* Prefer the divergent operand for the report when only one is.  */
  if (a_bad && !vb.is_uniform () && va.is_affine () && vb.is_divergent ())
    culprit = b, exited = eb;
  why->kind = exited ? div_cause::LOOP_EXIT
	      : (va.is_affine () && vb.is_affine ()) ? div_cause::NONLINEAR
	      : div_cause::OPERAND;
  why->operand = culprit;
  why->loop = exited;
  return div_value::divergent ();
}

div_value
divergence_analysis::transfer_assign (gassign *stmt, div_cause *why)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  basic_block bb = gimple_bb (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);

  if (gimple_vuse (stmt) && gimple_assign_single_p (stmt)
      && !is_gimple_min_invariant (rhs1) && TREE_CODE (rhs1) != SSA_NAME
      && TREE_CODE (rhs1) != ADDR_EXPR)
    return transfer_load (stmt, rhs1, why);

  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return compare_values (rhs1, gimple_assign_rhs2 (stmt), bb, code, why);

  bool affine_ok = affine_type_p (type);
  class loop *exited1 = NULL, *exited2 = NULL;
  div_value a = operand_value (rhs1, bb, &exited1);
  div_value b;
  tree rhs2 = NULL_TREE;
  if (gimple_num_ops (stmt) > 2)
    {
      rhs2 = gimple_assign_rhs2 (stmt);
      b = operand_value (rhs2, bb, &exited2);
    }

  div_value r;
  bool form = true;
  switch (code)
    {
    case SSA_NAME:
    case INTEGER_CST:
    case ADDR_EXPR:
      r = a;
      break;
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      r = value_add (a, b);
      break;
    case MINUS_EXPR:
    case POINTER_DIFF_EXPR:
      r = value_add (a, value_scale (b, -1));
      break;
    case NEGATE_EXPR:
      r = value_scale (a, -1);
      break;
    case BIT_NOT_EXPR:
      r = value_add (value_scale (a, -1), div_value::uniform_const (-1));
      break;
    case MULT_EXPR:
      if (b.is_uniform () && b.base.is_const ())
	r = value_scale (a, b.base.value);
      else if (a.is_uniform () && a.base.is_const ())
	r = value_scale (b, a.base.value);
      else
	form = false;
      break;
    case LSHIFT_EXPR:
      if (b.is_uniform () && b.base.is_const () && b.base.value >= 0
	  && b.base.value < HOST_BITS_PER_WIDE_INT - 1)
	r = value_scale (a, HOST_WIDE_INT_1 << b.base.value);
      else
	form = false;
      break;
    CASE_CONVERT:
      {
	tree from = TREE_TYPE (rhs1);
	if (!affine_ok || !affine_type_p (from))
	  {
	    form = false;
	    break;
	  }
	r = a;
	if (a.is_top () || a.is_uniform ())
	  {
	    if (a.base.is_const ())
	      r.base = convert_constant (a.base.value, type);
	    break;
	  }
	unsigned pto = TYPE_PRECISION (type), pfrom = TYPE_PRECISION (from);
	if (pto > pfrom && a.wraps)
	  {
	    /* The value already wrapped at the narrower precision; widened,
	       it is no longer linear in T.  */
	    form = false;
	    break;
	  }
	if (pto < pfrom
	    || (TYPE_UNSIGNED (type) && !TYPE_UNSIGNED (from)
		&& !POINTER_TYPE_P (type)))
	  r.wraps = true;
	if (pto < pfrom && r.base.is_const ())
	  r.base = convert_constant (r.base.value, type);
	break;
      }
    default:
      form = false;
      break;
    }

  if (form && affine_ok)
    {
      if (r.is_top ())
	return r;
      if (!r.is_uniform () && code != SSA_NAME && !CONVERT_EXPR_CODE_P (code)
	  && code != POINTER_PLUS_EXPR && type_wraps (type))
	r.wraps = true;
      if (code == POINTER_PLUS_EXPR)
	r.wraps = a.wraps;
      if (m_mode == div_mode::simple && r.is_affine ())
	r = div_value::divergent ();
      if (!r.is_uniform ())
	{
	  bool a_bad = !a.is_uniform ();
	  why->kind = (a_bad ? exited1 : exited2) ? div_cause::LOOP_EXIT
		      : div_cause::OPERAND;
	  why->operand = a_bad ? rhs1 : rhs2;
	  why->loop = a_bad ? exited1 : exited2;
	}
      return r;
    }

  div_value g = transfer_generic (stmt, why);
  if (!g.is_uniform () && !g.is_top ())
    {
      /* Affine operands, non-affine operation.  */
      bool any_divergent = (a.is_divergent () || b.is_divergent ());
      if (!any_divergent && why->kind == div_cause::OPERAND)
	why->kind = div_cause::NONLINEAR;
    }
  return g;
}

/* The address of REF as an affine form, in bytes, as used in BB.
   *CULPRIT, if given, is set to a name that makes it non-uniform.  */

div_value
divergence_analysis::address_value (tree ref, basic_block bb,
				    tree *culprit) const
{
  div_value off = div_value::uniform_const (0);
  tree t = ref;
  auto note = [&] (tree op, const div_value &v)
    {
      if (culprit && !*culprit && !v.is_uniform () && !v.is_top ()
	  && TREE_CODE (op) == SSA_NAME)
	*culprit = op;
    };

  while (handled_component_p (t))
    {
      switch (TREE_CODE (t))
	{
	case ARRAY_REF:
	case ARRAY_RANGE_REF:
	  {
	    tree idx = TREE_OPERAND (t, 1);
	    tree low = array_ref_low_bound (t);
	    tree size = array_ref_element_size (t);
	    div_value vi = operand_value (idx, bb, NULL);
	    note (idx, vi);
	    if (!tree_fits_shwi_p (size) || !tree_fits_shwi_p (low))
	      {
		if (!vi.is_uniform ())
		  return vi.is_top () ? vi : div_value::divergent ();
		off = value_add (off, div_value::uniform ());
		break;
	      }
	    HOST_WIDE_INT s = tree_to_shwi (size);
	    off = value_add (off, value_scale (vi, s));
	    off = value_add (off, div_value::uniform_const
			     (-tree_to_shwi (low) * s));
	    break;
	  }
	case COMPONENT_REF:
	  {
	    tree field = TREE_OPERAND (t, 1);
	    tree offset = component_ref_field_offset (t);
	    if (offset && tree_fits_shwi_p (offset)
		&& tree_fits_shwi_p (DECL_FIELD_BIT_OFFSET (field)))
	      off = value_add (off, div_value::uniform_const
			       (tree_to_shwi (offset)
				+ tree_to_shwi (DECL_FIELD_BIT_OFFSET (field))
				  / BITS_PER_UNIT));
	    else
	      off = value_add (off, div_value::uniform ());
	    break;
	  }
	case BIT_FIELD_REF:
	  if (tree_fits_shwi_p (TREE_OPERAND (t, 2)))
	    off = value_add (off, div_value::uniform_const
			     (tree_to_shwi (TREE_OPERAND (t, 2))
			      / BITS_PER_UNIT));
	  else
	    off = value_add (off, div_value::uniform ());
	  break;
	case IMAGPART_EXPR:
	  if (tree_fits_shwi_p (TYPE_SIZE_UNIT (TREE_TYPE (t))))
	    off = value_add (off, div_value::uniform_const
			     (tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (t)))));
	  else
	    off = value_add (off, div_value::uniform ());
	  break;
	default:
	  break;
	}
      t = TREE_OPERAND (t, 0);
    }

  div_value base = div_value::uniform ();
  if (TREE_CODE (t) == MEM_REF)
    {
      tree ptr = TREE_OPERAND (t, 0);
      base = operand_value (ptr, bb, NULL);
      note (ptr, base);
      poly_offset_int o = mem_ref_offset (t);
      if (o.is_constant () && wi::fits_shwi_p (o.to_constant ()))
	base = value_add (base, div_value::uniform_const
			  (o.to_constant ().to_shwi ()));
      else
	base = value_add (base, div_value::uniform ());
    }
  else if (TREE_CODE (t) == TARGET_MEM_REF)
    {
      tree b = TMR_BASE (t);
      base = operand_value (b, bb, NULL);
      note (b, base);
      if (TMR_INDEX (t))
	{
	  div_value vi = operand_value (TMR_INDEX (t), bb, NULL);
	  note (TMR_INDEX (t), vi);
	  HOST_WIDE_INT step = TMR_STEP (t) ? tree_to_shwi (TMR_STEP (t)) : 1;
	  base = value_add (base, value_scale (vi, step));
	}
      if (TMR_INDEX2 (t))
	{
	  div_value vi = operand_value (TMR_INDEX2 (t), bb, NULL);
	  note (TMR_INDEX2 (t), vi);
	  base = value_add (base, vi);
	}
      base = value_add (base, div_value::uniform ());
    }
  div_value r = value_add (base, off);
  if (m_mode == div_mode::simple && r.is_affine ())
    r = div_value::divergent ();
  return r;
}

div_value
divergence_analysis::address_of (tree ref) const
{
  return address_value (ref, NULL, NULL);
}

/* Do the lanes store to what LOAD reads?  Only a write that can run
   before LOAD in the same execution of the region counts: one that
   cannot reach LOAD leaves every lane reading the memory as it was on
   entry.  So the search goes backwards from LOAD through the region's
   CFG (round its loops too) and asks the alias oracle about each
   writing statement it meets.  */

bool
divergence_analysis::memory_written_in_region (gimple *load, tree ref,
					       int region, div_cause *why)
{
  bool *cached = m_load_written.get (load);
  if (cached)
    {
      if (*cached)
	why->kind = div_cause::WRITTEN_MEMORY;
      return *cached;
    }
  ao_ref r;
  ao_ref_init (&r, ref);
  basic_block home = gimple_bb (load);
  auto_bitmap seen;
  auto_vec<basic_block> work;
  bool written = false;

  auto clobbers = [&] (gimple *w)
    {
      if (m_alias_queries >= alias_budget || m_walk_steps >= walk_budget)
	{
	  m_alias_budget_hit = true;
	  why->stmt = NULL;
	  return true;
	}
      m_alias_queries++;
      if (stmt_may_clobber_ref_p_1 (w, &r, false))
	{
	  why->stmt = w;
	  return true;
	}
      return false;
    };

  /* Writers before LOAD in its own block.  */
  for (gimple *w : m_block_writers[home->index])
    {
      if (*m_position.get (w) >= *m_position.get (load))
	break;
      if (clobbers (w))
	{
	  written = true;
	  break;
	}
    }
  auto push_preds = [&] (basic_block bb)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (region_of (e->src) == region
	    && bitmap_set_bit (seen, e->src->index))
	  work.safe_push (e->src);
    };
  if (!written)
    push_preds (home);
  while (!written && !work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (++m_walk_steps >= walk_budget)
	{
	  /* Out of budget: take the load as written, which is safe.  */
	  m_alias_budget_hit = true;
	  why->stmt = NULL;
	  written = true;
	  break;
	}
      for (gimple *w : m_block_writers[bb->index])
	if (clobbers (w))
	  {
	    written = true;
	    break;
	  }
      push_preds (bb);
    }
  if (written)
    why->kind = div_cause::WRITTEN_MEMORY;
  m_load_written.put (load, written);
  return written;
}

div_value
divergence_analysis::transfer_load (gimple *stmt, tree ref, div_cause *why)
{
  if (gimple_has_volatile_ops (stmt))
    {
      why->kind = div_cause::VOLATILE;
      why->stmt = stmt;
      return div_value::divergent ();
    }
  tree culprit = NULL_TREE;
  div_value addr = address_value (ref, gimple_bb (stmt), &culprit);
  if (addr.is_top ())
    return addr;
  if (!addr.is_uniform ())
    {
      why->kind = div_cause::OPERAND;
      why->operand = culprit;
      why->stmt = stmt;
      return div_value::divergent ();
    }
  if (memory_written_in_region (stmt, ref, region_of (gimple_bb (stmt)),
				why))
    return div_value::divergent ();
  return div_value::uniform ();
}

div_value
divergence_analysis::transfer_call (gcall *call, div_cause *why)
{
  why->stmt = call;
  if (gimple_call_internal_p (call))
    {
      switch (gimple_call_internal_fn (call))
	{
	case IFN_GOMP_SIMT_LANE:
	  why->kind = div_cause::LANE;
	  return lane_value ();
	case IFN_GOACC_DIM_POS:
	  {
	    tree axis = gimple_call_arg (call, 0);
	    if (TREE_CODE (axis) != INTEGER_CST)
	      break;
	    if (tree_to_shwi (axis) == GOMP_DIM_VECTOR)
	      {
		why->kind = div_cause::LANE;
		return lane_value ();
	      }
	    return div_value::uniform ();
	  }
	case IFN_GOACC_DIM_SIZE:
	case IFN_GOMP_SIMT_VF:
	case IFN_GOMP_SIMT_VOTE_ANY:
	case IFN_GOMP_SIMT_LAST_LANE:
	case IFN_UNIQUE:
	  return div_value::uniform ();
	case IFN_ATOMIC_BIT_TEST_AND_SET:
	case IFN_ATOMIC_BIT_TEST_AND_COMPLEMENT:
	case IFN_ATOMIC_BIT_TEST_AND_RESET:
	case IFN_ATOMIC_COMPARE_EXCHANGE:
	case IFN_ATOMIC_ADD_FETCH_CMP_0:
	case IFN_ATOMIC_SUB_FETCH_CMP_0:
	case IFN_ATOMIC_AND_FETCH_CMP_0:
	case IFN_ATOMIC_OR_FETCH_CMP_0:
	case IFN_ATOMIC_XOR_FETCH_CMP_0:
	  why->kind = div_cause::ATOMIC;
	  return div_value::divergent ();
	default:
	  if (internal_fn_flags (gimple_call_internal_fn (call)) & ECF_CONST)
	    return transfer_generic (call, why);
	  break;
	}
      why->kind = div_cause::CALL;
      return div_value::divergent ();
    }

  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    {
      switch (DECL_FUNCTION_CODE (fndecl))
	{
	case BUILT_IN_OMP_GET_THREAD_NUM:
	case BUILT_IN_OMP_GET_NUM_THREADS:
	case BUILT_IN_OMP_GET_TEAM_NUM:
	case BUILT_IN_OMP_GET_NUM_TEAMS:
	case BUILT_IN_GOACC_PARLEVEL_SIZE:
	  return div_value::uniform ();
	case BUILT_IN_GOACC_PARLEVEL_ID:
	  {
	    tree axis = gimple_call_arg (call, 0);
	    if (TREE_CODE (axis) == INTEGER_CST
		&& tree_to_shwi (axis) != GOMP_DIM_VECTOR)
	      return div_value::uniform ();
	    why->kind = div_cause::LANE;
	    return TREE_CODE (axis) == INTEGER_CST ? lane_value ()
		   : div_value::divergent ();
	  }
	default:
	  if (atomic_builtin_p (fndecl))
	    {
	      why->kind = div_cause::ATOMIC;
	      return div_value::divergent ();
	    }
	  break;
	}
    }
  int flags = gimple_call_flags (call);
  if ((flags & ECF_CONST) && !(flags & ECF_LOOPING_CONST_OR_PURE))
    return transfer_generic (call, why);
  why->kind = div_cause::CALL;
  return div_value::divergent ();
}

div_value
divergence_analysis::transfer_phi (gphi *phi, div_cause *why)
{
  basic_block bb = gimple_bb (phi);
  int r = region_of (bb);
  class loop *region_loop = m_regions[r].loop;
  tree res = gimple_phi_result (phi);

  if (region_loop && region_loop->header == bb)
    {
      /* Host mode: an induction variable of the simd loop is the lane
	 scaled by its step; anything else carried round it differs from
	 one lane to the next.  */
      div_value init = div_value::top ();
      HOST_WIDE_INT step = 0;
      bool iv = affine_type_p (TREE_TYPE (res)), have_step = false;
      for (unsigned i = 0; iv && i < gimple_phi_num_args (phi); i++)
	{
	  edge e = gimple_phi_arg_edge (phi, i);
	  tree arg = gimple_phi_arg_def (phi, i);
	  if (!flow_bb_inside_loop_p (region_loop, e->src))
	    {
	      init = value_meet (init, operand_value (arg, e->src, NULL));
	      continue;
	    }
	  gimple *def = TREE_CODE (arg) == SSA_NAME
			? SSA_NAME_DEF_STMT (arg) : NULL;
	  if (!def || !is_gimple_assign (def)
	      || (gimple_assign_rhs_code (def) != PLUS_EXPR
		  && gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR)
	      || gimple_assign_rhs1 (def) != res
	      || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST
	      || !tree_fits_shwi_p (gimple_assign_rhs2 (def)))
	    {
	      iv = false;
	      break;
	    }
	  HOST_WIDE_INT s = tree_to_shwi (gimple_assign_rhs2 (def));
	  if (have_step && s != step)
	    iv = false;
	  step = s, have_step = true;
	}
      why->kind = div_cause::CARRIED;
      if (!iv || !have_step || init.is_top () || !init.is_uniform ())
	return iv && init.is_top () ? div_value::top ()
	       : div_value::divergent ();
      why->kind = div_cause::LANE;
      if (m_mode == div_mode::simple)
	return div_value::divergent ();
      div_value v;
      v.coef = div_lattice::constant (step);
      v.base = init.base;
      v.wraps = type_wraps (TREE_TYPE (res));
      return v;
    }

  div_value v = div_value::top ();
  bool all_equal = true;
  tree first = gimple_phi_arg_def (phi, 0);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (!operand_equal_p (arg, first, 0))
	all_equal = false;
      /* The value crosses the edge into BB: a PHI after a loop's exit is
	 the paper's eta, so the loop test is against BB, not the edge's
	 source inside the loop.  */
      class loop *exited;
      div_value a = operand_value (arg, bb, &exited);
      if (!a.is_top () && !a.is_uniform () && why->kind == div_cause::NONE)
	{
	  why->kind = exited ? div_cause::LOOP_EXIT : div_cause::OPERAND;
	  why->operand = arg;
	  why->loop = exited;
	}
      v = value_meet (v, a);
    }
  if (m_sync[bb->index] && !all_equal)
    {
      why->kind = div_cause::SYNC;
      why->bb = m_sync[bb->index];
      why->operand = NULL_TREE;
      return div_value::divergent ();
    }
  if (v.is_divergent () && why->kind == div_cause::NONE)
    why->kind = div_cause::NONLINEAR;
  return v;
}

/* Branches and the sync dependence they create.  */

void
divergence_analysis::check_branch (basic_block bb)
{
  if (m_branch_divergent[bb->index] || is_region_control (bb))
    return;
  gimple *last = last_stmt (bb);
  div_cause why;
  div_value v;
  if (gcond *cond = dyn_cast <gcond *> (last))
    v = compare_values (gimple_cond_lhs (cond), gimple_cond_rhs (cond), bb,
			gimple_cond_code (cond), &why);
  else if (gswitch *sw = dyn_cast <gswitch *> (last))
    v = operand_value (gimple_switch_index (sw), bb, NULL);
  else
    return;
  if (v.is_top () || v.is_uniform ())
    return;
  m_branch_divergent[bb->index] = true;
  branch_became_divergent (bb);
}

tree
divergence_analysis::divergent_operand (basic_block bb,
					class loop **exited) const
{
  *exited = NULL;
  gimple *last = last_stmt (bb);
  tree ops[2] = { NULL_TREE, NULL_TREE };
  if (gcond *cond = dyn_cast <gcond *> (last))
    ops[0] = gimple_cond_lhs (cond), ops[1] = gimple_cond_rhs (cond);
  else if (gswitch *sw = dyn_cast <gswitch *> (last))
    ops[0] = gimple_switch_index (sw);
  tree affine = NULL_TREE;
  class loop *affine_exit = NULL;
  for (tree op : ops)
    {
      if (!op)
	continue;
      class loop *l;
      div_value v = operand_value (op, bb, &l);
      if (v.is_divergent ())
	{
	  *exited = l;
	  return op;
	}
      if (!v.is_uniform () && !affine)
	affine = op, affine_exit = l;
    }
  *exited = affine_exit;
  return affine;
}

void
divergence_analysis::branch_became_divergent (basic_block bb)
{
  int region = region_of (bb);
  if (m_irreducible[region])
    {
      /* Lanes may leave a cycle with no loop header at different times,
	 and nothing marks where: every value of the region is divergent.  */
      if (m_region_divergent[region])
	return;
      m_region_divergent[region] = true;
      div_cause why;
      why.kind = div_cause::SYNC;
      why.bb = bb;
      tree name;
      unsigned i;
      FOR_EACH_SSA_NAME (i, name, m_fn)
	if (!virtual_operand_p (name) && !SSA_NAME_IS_DEFAULT_DEF (name)
	    && region_of (gimple_bb (SSA_NAME_DEF_STMT (name))) == region)
	  set_value (name, div_value::divergent (), why);
      return;
    }

  auto_vec<edge> starts;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    starts.safe_push (e);
  basic_block stop = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
  mark_joins (bb, starts, stop, region_of (bb));
}

/* Label the blocks reached from each edge in STARTS, in reverse
   post-order, up to STOP; a block reached under two labels is a join of
   ORIGIN's divergence and its PHIs are re-evaluated.  A back edge of a
   loop containing ORIGIN makes that loop divergent.  */

void
divergence_analysis::mark_joins (basic_block origin, vec<edge> &starts,
				 basic_block stop, int region)
{
  hash_map<int_hash<int, -1, -2>, int> label;
  hash_set<int_hash<int, -1, -2> > join, done;
  auto_vec<basic_block> heap;
  int next_label = 0;
  auto cmp = [this] (basic_block a, basic_block b)
    { return m_rpo_index[a->index] > m_rpo_index[b->index]; };

  auto reach = [&] (edge e, int lab)
    {
      basic_block d = e->dest;
      if (d == EXIT_BLOCK_PTR_FOR_FN (m_fn) || region_of (d) != region)
	return;
      /* A back edge: the lanes that take it go round again.  The back
	 edge of a host region's own simd loop goes to the next chunk of
	 lanes, not round again.  */
      class loop *l = d->loop_father;
      if (l && l->header == d && flow_bb_inside_loop_p (l, e->src))
	{
	  if (flow_bb_inside_loop_p (l, origin) && l != m_regions[region].loop)
	    loop_became_divergent (l, origin);
	  return;
	}
      int *old = label.get (d->index);
      if (!old)
	{
	  label.put (d->index, lab);
	  heap.safe_push (d);
	  std::push_heap (heap.begin (), heap.end (), cmp);
	}
      else if (*old != lab && !join.contains (d->index))
	{
	  join.add (d->index);
	  /* Reached again after it was processed (irreducible flow):
	     process it again as a join.  */
	  if (done.contains (d->index))
	    {
	      heap.safe_push (d);
	      std::push_heap (heap.begin (), heap.end (), cmp);
	    }
	}
    };

  for (edge e : starts)
    reach (e, next_label++);

  while (!heap.is_empty ())
    {
      std::pop_heap (heap.begin (), heap.end (), cmp);
      basic_block bb = heap.pop ();
      bool is_join = join.contains (bb->index);
      if (done.contains (bb->index) && !is_join)
	continue;
      done.add (bb->index);
      int lab = *label.get (bb->index);
      if (is_join)
	{
	  if (!m_sync[bb->index])
	    {
	      m_sync[bb->index] = origin;
	      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
		   gsi_next (&psi))
		push (psi.phi ());
	    }
	  lab = next_label++;
	  label.put (bb->index, lab);
	}
      if (bb == stop)
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	reach (e, lab);
    }
}

void
divergence_analysis::loop_became_divergent (class loop *loop,
					    basic_block why)
{
  if (m_loop_divergent[loop->num])
    return;
  m_loop_divergent[loop->num] = why;

  /* Names defined in the loop change value at their uses outside it.  */
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      auto push_outside_uses = [&] (tree name)
	{
	  imm_use_iterator it;
	  use_operand_p use;
	  FOR_EACH_IMM_USE_FAST (use, it, name)
	    {
	      gimple *user = USE_STMT (use);
	      basic_block ub = gimple_bb (user);
	      if (is_gimple_debug (user) || region_of (ub) < 0)
		continue;
	      if (!flow_bb_inside_loop_p (loop, ub))
		push (user);
	    }
	};
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	if (!virtual_operand_p (gimple_phi_result (psi.phi ())))
	  push_outside_uses (gimple_phi_result (psi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  ssa_op_iter it;
	  tree def;
	  FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), it, SSA_OP_DEF)
	    push_outside_uses (def);
	}
    }
  free (body);

  /* Lanes leave by different exits, or by one exit at different times:
     where the exits meet again is a join.  */
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  basic_block stop = NULL;
  for (edge e : exits)
    stop = stop ? nearest_common_dominator (CDI_POST_DOMINATORS, stop,
					    e->dest)
		: e->dest;
  if (exits.length () > 1)
    mark_joins (why, exits, stop, region_of (loop->header));
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
	      bitmap_iterator bi;
	      unsigned i;
	      EXECUTE_IF_SET_IN_BITMAP (m_cd->get_edges_dependent_on (b->index),
					0, i, bi)
		{
		  basic_block src = m_cd->get_edge_src (i);
		  if (!in_region (src) || is_region_control (src))
		    continue;
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
      bitmap_iterator bi;
      unsigned i;
      EXECUTE_IF_SET_IN_BITMAP (m_cd->get_edges_dependent_on (b->index),
				0, i, bi)
	{
	  basic_block src = m_cd->get_edge_src (i);
	  if (!in_region (src) || is_region_control (src))
	    continue;
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

/* X, or the block a chain of empty forwarders from X leads to.  */
static basic_block
past_forwarders (basic_block x)
{
  for (int n = 0; n < 8 && single_succ_p (x) && empty_block_p (x)
		  && gimple_seq_empty_p (phi_nodes (x)); n++)
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
