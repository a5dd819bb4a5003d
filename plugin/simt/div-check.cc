/* div-check: instrument simd loops so that the divergence analysis's
   answers are checked while the program runs (host SIMT mode).

   On the host the iterations of a simd loop run one after the other, so a
   claim about lanes running in lock step cannot be watched directly.
   Instead each iteration k is lane k % W of chunk k / W, and the runtime
   (plugin/runtime/divcheck.c) remembers what the first lane of a chunk saw
   at each dynamic instance of a checked site and compares every later lane
   of that chunk with it.

   What makes two executions "the same instance" for lanes in lock step is
   the position in the loops between the simd loop and the site: lanes
   that run a block together are in the same iteration of each enclosing
   loop, whatever divergent branches they took before.  So every loop
   nested in the simd loop gets an iteration counter (a PHI starting at 0
   on entry, +1 round the back edges), and a site passes a hash of the
   counters of its enclosing loops (CTX).  The simd loop gets its own
   counter, k, and each entry to it a fresh EPOCH from the runtime, so
   that chunks of different entries are never compared.

   For a branch the check passes the direction; for a value, the value
   widened to 64 bits, its coefficient and its precision.  The calls are
   opaque to the optimizers, which is the price of checking the code as
   the analysis saw it: the checked build is for testing, not speed.  */

#include "gcc-includes.h"
#include "stringpool.h"
#include "simt/divergence.h"
#include "simt/div-check.h"

namespace qprop {

namespace {

tree enter_fn, branch_fn, value_fn;
unsigned next_site;

void
build_runtime_decls ()
{
  if (enter_fn)
    return;
  tree ul = long_unsigned_type_node;
  tree str = build_pointer_type (build_qualified_type (char_type_node,
						       TYPE_QUAL_CONST));
  enter_fn = build_fn_decl ("__qprop_divcheck_enter",
			    build_function_type_list (ul, NULL_TREE));
  branch_fn = build_fn_decl ("__qprop_divcheck_branch",
			     build_function_type_list
			       (void_type_node, str,
				unsigned_type_node, ul, ul, ul,
				integer_type_node, NULL_TREE));
  value_fn = build_fn_decl ("__qprop_divcheck_value",
			    build_function_type_list
			      (void_type_node, str,
			       unsigned_type_node, ul, ul, ul,
			       long_integer_type_node, long_integer_type_node,
			       integer_type_node, NULL_TREE));
  for (tree fn : { enter_fn, branch_fn, value_fn })
    TREE_NOTHROW (fn) = 1;
}

/* An iteration counter for LOOP: 0 on entry, +1 on each back edge.  */
tree
add_counter (class loop *loop)
{
  tree type = long_unsigned_type_node;
  tree count = make_temp_ssa_name (type, NULL, "divcheck_iter");
  tree next = make_temp_ssa_name (type, NULL, "divcheck_iter");
  gphi *phi = create_phi_node (count, loop->header);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    add_phi_arg (phi, flow_bb_inside_loop_p (loop, e->src)
		      ? next : build_zero_cst (type), e, UNKNOWN_LOCATION);
  gimple_stmt_iterator gsi = gsi_after_labels (loop->header);
  gsi_insert_before (&gsi, gimple_build_assign (next, PLUS_EXPR, count,
						build_one_cst (type)),
		     GSI_SAME_STMT);
  return count;
}

std::string
site_location (gimple *stmt, function *fn)
{
  location_t loc = gimple_location (stmt);
  if (loc == UNKNOWN_LOCATION)
    return std::string (function_name (fn)) + ": bb "
	   + std::to_string (gimple_bb (stmt)->index);
  expanded_location x = expand_location (loc);
  return std::string (x.file ? x.file : "?") + ":" + std::to_string (x.line)
	 + ":" + std::to_string (x.column);
}

struct site
{
  gimple *stmt;
  tree value;		/* NULL for a branch.  */
  HOST_WIDE_INT coef;
};

class instrumenter
{
public:
  instrumenter (function *fn, const divergence_analysis &da,
		div_check_stats *stats)
    : m_fn (fn), m_da (da), m_stats (stats) {}
  void region (const div_region &r, int index);

private:
  tree context_hash (basic_block bb, gimple_seq *seq);
  void check (const site &s);

  function *m_fn;
  const divergence_analysis &m_da;
  div_check_stats *m_stats;
  class loop *m_loop = NULL;
  tree m_epoch = NULL_TREE, m_iter = NULL_TREE;
  hash_map<int_hash<int, -1, -2>, tree> m_counter;
};

/* CTX for a site in BB, computed by statements appended to SEQ: a hash of
   the counters of the loops inside the simd loop that contain BB,
   outermost first.  */
tree
instrumenter::context_hash (basic_block bb, gimple_seq *seq)
{
  tree type = long_unsigned_type_node;
  auto_vec<class loop *> nest;
  for (class loop *l = bb->loop_father; l && l != m_loop; l = loop_outer (l))
    nest.safe_push (l);
  tree h = build_zero_cst (type);
  for (unsigned i = nest.length (); i-- > 0; )
    {
      tree *c = m_counter.get (nest[i]->num);
      gcc_assert (c);
      tree mul = make_temp_ssa_name (type, NULL, "divcheck_ctx");
      gimple_seq_add_stmt (seq, gimple_build_assign
			     (mul, MULT_EXPR, h,
			      build_int_cst (type, 0x100000001b3)));
      tree x = make_temp_ssa_name (type, NULL, "divcheck_ctx");
      gimple_seq_add_stmt (seq, gimple_build_assign (x, BIT_XOR_EXPR, mul,
						     *c));
      h = x;
    }
  return h;
}

void
instrumenter::check (const site &s)
{
  std::string where = site_location (s.stmt, m_fn);
  tree loc = build_string_literal (where.size () + 1, where.c_str ());
  tree id = build_int_cst (unsigned_type_node, next_site++);
  basic_block bb = gimple_bb (s.stmt);
  gimple_seq seq = NULL;
  tree ctx = context_hash (bb, &seq);
  gcall *call;

  if (!s.value)
    {
      /* Before the branch: its direction.  */
      gcond *cond = as_a <gcond *> (s.stmt);
      tree taken = make_temp_ssa_name (boolean_type_node, NULL,
				       "divcheck_dir");
      gimple_seq_add_stmt (&seq, gimple_build_assign
			     (taken, gimple_cond_code (cond),
			      gimple_cond_lhs (cond), gimple_cond_rhs (cond)));
      tree dir = make_temp_ssa_name (integer_type_node, NULL, "divcheck_dir");
      gimple_seq_add_stmt (&seq, gimple_build_assign (dir, NOP_EXPR, taken));
      call = gimple_build_call (branch_fn, 6, loc, id, m_epoch, m_iter, ctx,
				dir);
      gimple_set_location (call, gimple_location (cond));
      gimple_seq_add_stmt (&seq, call);
      gimple_stmt_iterator gsi = gsi_for_stmt (cond);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      m_stats->branches++;
      return;
    }

  /* After the definition (after the PHIs, for a PHI): the value.  */
  tree wide = make_temp_ssa_name (long_integer_type_node, NULL,
				  "divcheck_val");
  gimple_seq_add_stmt (&seq, gimple_build_assign (wide, NOP_EXPR, s.value));
  tree coef = build_int_cst (long_integer_type_node, s.coef);
  tree prec = build_int_cst (integer_type_node,
			     TYPE_PRECISION (TREE_TYPE (s.value)));
  call = gimple_build_call (value_fn, 8, loc, id, m_epoch, m_iter, ctx,
			    wide, coef, prec);
  gimple_set_location (call, gimple_location (s.stmt));
  gimple_seq_add_stmt (&seq, call);
  if (gimple_code (s.stmt) == GIMPLE_PHI)
    {
      gimple_stmt_iterator gsi = gsi_after_labels (bb);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (s.stmt);
      gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
    }
  m_stats->values++;
}

void
instrumenter::region (const div_region &r, int index)
{
  m_loop = r.loop;
  edge entry = NULL;
  int entries = 0;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, m_loop->header->preds)
    if (!flow_bb_inside_loop_p (m_loop, e->src))
      entry = e, entries++;
  if (entries != 1 || (entry->flags & EDGE_ABNORMAL))
    {
      if (dump_file)
	fprintf (dump_file, "qprop-div: div-check: simd loop %d left"
		 " unchecked: %d entry edges\n", m_loop->num, entries);
      m_stats->skipped_regions++;
      return;
    }

  /* Collect the sites before anything changes.  */
  auto_vec<site> sites;
  basic_block *body = get_loop_body (m_loop);
  for (unsigned i = 0; i < m_loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      if (m_da.region_of (bb) != index)
	continue;
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	{
	  tree res = gimple_phi_result (psi.phi ());
	  HOST_WIDE_INT c;
	  if (!virtual_operand_p (res)
	      && (INTEGRAL_TYPE_P (TREE_TYPE (res))
		  || POINTER_TYPE_P (TREE_TYPE (res)))
	      && TYPE_PRECISION (TREE_TYPE (res)) <= 64
	      && m_da.affine_form (res, &c))
	    sites.safe_push ({ psi.phi (), res, c });
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_code (stmt) == GIMPLE_COND)
	    {
	      if (!m_da.is_region_control (bb) && !m_da.branch_diverges (bb))
		sites.safe_push ({ stmt, NULL_TREE, 0 });
	      continue;
	    }
	  tree lhs = gimple_get_lhs (stmt);
	  HOST_WIDE_INT c;
	  if (!lhs || TREE_CODE (lhs) != SSA_NAME || stmt_ends_bb_p (stmt)
	      || (!INTEGRAL_TYPE_P (TREE_TYPE (lhs))
		  && !POINTER_TYPE_P (TREE_TYPE (lhs)))
	      || TYPE_PRECISION (TREE_TYPE (lhs)) > 64
	      || !m_da.affine_form (lhs, &c))
	    continue;
	  sites.safe_push ({ stmt, lhs, c });
	}
    }
  free (body);

  /* The epoch on entry, the counters in the headers.  */
  m_epoch = make_temp_ssa_name (long_unsigned_type_node, NULL,
				"divcheck_epoch");
  gcall *enter = gimple_build_call (enter_fn, 0);
  gimple_call_set_lhs (enter, m_epoch);
  gsi_insert_on_edge_immediate (entry, enter);
  m_iter = add_counter (m_loop);
  m_counter.empty ();
  for (auto inner : loops_list (m_fn, 0, m_loop))
    if (inner != m_loop)
      m_counter.put (inner->num, add_counter (inner));

  for (const site &s : sites)
    check (s);
  m_stats->regions++;
}

} // anon namespace

unsigned int
instrument_div_check (function *fn, const divergence_analysis &da,
		      div_check_stats *stats)
{
  build_runtime_decls ();
  instrumenter ins (fn, da, stats);
  for (unsigned i = 0; i < da.regions ().length (); i++)
    ins.region (da.regions ()[i], i);
  if (stats->regions == 0)
    return 0;
  mark_virtual_operands_for_renaming (fn);
  return TODO_update_ssa_only_virtuals;
}

} // namespace qprop
