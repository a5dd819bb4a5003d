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
   own exit test is the region's boundary, not a branch of the lanes.

   The analysis is in four files: this one holds the lattice and the
   solver; divergence-regions.cc finds the SIMT regions and answers the
   clients' queries about blocks, branches and loops;
   divergence-transfer.cc holds the transfer functions of statements and
   PHIs; divergence-sync.cc the sync dependence of divergent branches and
   loop exits.  */

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

static div_lattice
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

static div_lattice
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

static div_lattice
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

/* Internal calls that only mark or manage the SIMT structure and write no
   data a lane could read back differently.  */
static bool
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

} // namespace qprop
