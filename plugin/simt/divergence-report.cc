/* The dump lines and the developer report of qprop-div; see
   divergence-report.h.  */

#include "gcc-includes.h"
#include <set>
#include "langhooks.h"
#include "simt/divergence.h"
#include "simt/divergence-report.h"

namespace qprop {

namespace {

int
line_of (gimple *stmt)
{
  location_t loc = stmt ? gimple_location (stmt) : UNKNOWN_LOCATION;
  return loc == UNKNOWN_LOCATION ? 0 : LOCATION_LINE (loc);
}

/* The user's name for NAME, or NULL for a compiler temporary.  */
const char *
user_name (tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return NULL;
  tree var = SSA_NAME_VAR (name);
  if (!var || !DECL_NAME (var) || DECL_ARTIFICIAL (var)
      || DECL_IGNORED_P (var))
    return NULL;
  const char *s = IDENTIFIER_POINTER (DECL_NAME (var));
  return *s && *s != '.' && *s != '_' ? s : NULL;
}

/* "'x' depends on the vector lane through 'i'": the chain of causes from
   OP back to the source of its divergence, naming the user's variables
   on the way.  */
std::string
explain (const divergence_analysis &da, tree op, class loop *exited)
{
  std::vector<std::string> names;
  std::string source = "values the analysis cannot follow";
  for (int steps = 0; op && steps < 64; steps++)
    {
      if (const char *n = user_name (op))
	if (names.empty () || names.back () != n)
	  names.push_back (n);
      if (TREE_CODE (op) != SSA_NAME)
	break;
      div_cause c = da.cause_of (op);
      if (exited)
	{
	  /* OP itself is fine; it is used after leaving a divergent loop.  */
	  c = div_cause ();
	  c.kind = div_cause::LOOP_EXIT;
	  c.loop = exited;
	  exited = NULL;
	}
      char buf[128];
      switch (c.kind)
	{
	case div_cause::OPERAND:
	case div_cause::NONLINEAR:
	  if (c.operand && c.operand != op)
	    {
	      op = c.operand;
	      continue;
	    }
	  if (c.stmt && gimple_vuse (c.stmt))
	    source = "a load from a divergent address";
	  break;
	case div_cause::LANE:
	  source = "the vector lane";
	  break;
	case div_cause::ATOMIC:
	  source = "an atomic operation";
	  break;
	case div_cause::CALL:
	  {
	    tree fn = c.stmt && is_gimple_call (c.stmt)
		      ? gimple_call_fndecl (c.stmt) : NULL_TREE;
	    if (fn)
	      source = std::string ("the result of a call to '")
		       + lang_hooks.decl_printable_name (fn, 1) + "'";
	    else
	      source = "the result of a call";
	    break;
	  }
	case div_cause::WRITTEN_MEMORY:
	  if (line_of (c.stmt))
	    snprintf (buf, sizeof buf, "a load of memory the lanes write"
		      " (line %d)", line_of (c.stmt));
	  else
	    snprintf (buf, sizeof buf, "a load of memory the lanes write");
	  source = buf;
	  break;
	case div_cause::VOLATILE:
	  source = "a volatile load";
	  break;
	case div_cause::CARRIED:
	  source = "a value carried from one iteration of the simd loop to"
		   " the next";
	  break;
	case div_cause::PARAM:
	  source = "a parameter that lanes may pass different values for";
	  break;
	case div_cause::SYNC:
	  snprintf (buf, sizeof buf, "the divergent branch at line %d",
		    line_of (last_stmt (c.bb)));
	  source = buf;
	  break;
	case div_cause::LOOP_EXIT:
	  {
	    if (c.operand)
	      if (const char *n = user_name (c.operand))
		if (names.empty () || names.back () != n)
		  names.push_back (n);
	    basic_block why = da.divergence_origin (c.loop);
	    snprintf (buf, sizeof buf, "the exit of a loop the lanes leave"
		      " after different numbers of iterations (line %d)",
		      why ? line_of (last_stmt (why)) : 0);
	    source = buf;
	    break;
	  }
	case div_cause::NONE:
	  break;
	}
      break;
    }
  std::string s;
  if (names.empty ())
    return "the condition depends on " + source;
  s = "'" + names[0] + "' depends on " + source;
  for (size_t i = 1; i < names.size (); i++)
    s += (i == 1 ? " through '" : ", '") + names[i] + "'";
  return s;
}


class reporter
{
public:
  explicit reporter (const divergence_analysis &da) : m_da (da) {}

  void note (gimple *stmt, const std::string &text)
  {
    location_t loc = gimple_location (stmt);
    if (loc == UNKNOWN_LOCATION)
      return;
    expanded_location x = expand_location (loc);
    std::string key = std::to_string (x.line) + ":"
		      + std::to_string (x.column) + ":" + text;
    if (m_said.count (key))
      return;
    m_said.insert (key);
    inform (loc, "%s", text.c_str ());
  }

  void memory (gimple *stmt, tree ref, bool store);

private:
  const divergence_analysis &m_da;
  std::set<std::string> m_said;
};

std::string
memory_words (tree ref, bool store, const div_value &addr)
{
  const char *what = store ? "store" : "load";
  char buf[160];
  if (addr.is_uniform ())
    return std::string (what) + (store ? " to" : " from")
	   + " a uniform address";
  if (addr.is_affine ())
    {
      HOST_WIDE_INT stride = addr.coef.value;
      HOST_WIDE_INT size = tree_fits_shwi_p (TYPE_SIZE_UNIT (TREE_TYPE (ref)))
			   ? tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (ref)))
			   : 0;
      bool coalesced = size > 0 && (stride == size || stride == -size);
      snprintf (buf, sizeof buf, "%s %s an affine address: stride "
		HOST_WIDE_INT_PRINT_DEC " bytes per lane, %s", what,
		store ? "to" : "from", stride,
		coalesced ? "coalesced" : "not coalesced");
      return buf;
    }
  return std::string (what) + (store ? " to" : " from")
	 + " a divergent address";
}

void
reporter::memory (gimple *stmt, tree ref, bool store)
{
  div_value addr = m_da.address_of_use (ref, gimple_bb (stmt));
  note (stmt, memory_words (ref, store, addr));
}

void
dump_region (FILE *out, function *fn, const divergence_analysis &da,
	     int index, div_counts *counts, reporter *rep)
{
  const div_region &r = da.regions ()[index];
  if (out)
    {
      if (r.loop)
	fprintf (out, "qprop-div: region %d: simd loop %d (header bb %d)\n",
		 index, r.loop->num, r.loop->header->index);
      else
	{
	  int blocks = 0;
	  basic_block bb;
	  FOR_EACH_BB_FN (bb, fn)
	    blocks += da.region_of (bb) == index;
	  fprintf (out, "qprop-div: region %d: lane code, %d of %d blocks\n",
		   index, blocks, n_basic_blocks_for_fn (fn) - NUM_FIXED_BLOCKS);
	}
    }

  /* In the accelerator compiler, the code outside the lane code runs in
     one lane or in all lanes alike: it is reported too, all uniform.  */
  auto shown = [&] (basic_block bb)
    {
      return da.region_of (bb) == index
	     || (!r.loop && da.region_of (bb) < 0);
    };
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fn));
  int n = pre_and_rev_post_order_compute_fn (fn, NULL, rpo, false);
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fn, rpo[i]);
      if (!shown (bb))
	continue;
      auto value_line = [&] (tree name)
	{
	  if (virtual_operand_p (name))
	    return;
	  div_value v = da.value_of (name);
	  if (v.is_uniform ())
	    counts->uniform++;
	  else if (v.is_affine ())
	    counts->affine++;
	  else
	    counts->divergent++;
	  if (out)
	    {
	      fprintf (out, "qprop-div:   value ");
	      print_generic_expr (out, name);
	      fprintf (out, ": %s\n", describe_div_value (v).c_str ());
	    }
	};
      for (gphi_iterator psi = gsi_start_phis (bb); !gsi_end_p (psi);
	   gsi_next (&psi))
	value_line (gimple_phi_result (psi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  ssa_op_iter it;
	  tree def;
	  FOR_EACH_SSA_TREE_OPERAND (def, stmt, it, SSA_OP_DEF)
	    value_line (def);
	  if (gimple_assign_single_p (stmt) && gimple_vuse (stmt))
	    {
	      tree lhs = gimple_assign_lhs (stmt);
	      tree rhs = gimple_assign_rhs1 (stmt);
	      bool store = gimple_vdef (stmt) != NULL;
	      tree ref = store ? lhs : rhs;
	      if (!store && (TREE_CODE (rhs) == SSA_NAME
			     || is_gimple_min_invariant (rhs)
			     || TREE_CODE (rhs) == CONSTRUCTOR))
		ref = NULL_TREE;
	      if (store && TREE_CODE (rhs) != SSA_NAME
		  && !is_gimple_min_invariant (rhs)
		  && TREE_CODE (rhs) != CONSTRUCTOR)
		ref = NULL_TREE;	/* An aggregate copy.  */
	      if (ref && !gimple_clobber_p (stmt))
		{
		  div_value addr = da.address_of_use (ref, bb);
		  if (out)
		    fprintf (out, "qprop-div:   %s bb %d (line %d): address %s\n",
			     store ? "store" : "load", bb->index,
			     line_of (stmt),
			     addr.is_uniform () ? "uniform"
			     : addr.is_affine ()
			     ? ("affine stride "
				+ std::to_string (addr.coef.value)).c_str ()
			     : "divergent");
		  if (rep)
		    rep->memory (stmt, ref, store);
		}
	    }
	}
      if (out && (dump_flags & TDF_DETAILS))
	fprintf (out, "qprop-div:   block bb %d: predicate %s\n", bb->index,
		 da.uniform_predicate (bb) ? "uniform" : "divergent");
      gimple *last = last_stmt (bb);
      if (last && (gimple_code (last) == GIMPLE_COND
		   || gimple_code (last) == GIMPLE_SWITCH)
	  && !da.is_region_control (bb))
	{
	  bool div = da.branch_diverges (bb);
	  counts->branches++;
	  counts->divergent_branches += div;
	  if (out)
	    fprintf (out, "qprop-div:   branch bb %d (line %d): %s\n",
		     bb->index, line_of (last), div ? "divergent" : "uniform");
	  if (rep)
	    {
	      if (div)
		{
		  class loop *exited;
		  tree op = da.divergent_operand (bb, &exited);
		  rep->note (last, "branch diverges: "
			     + explain (da, op, exited));
		}
	      else
		rep->note (last, "branch is uniform");
	    }
	}
    }
  free (rpo);

  for (auto loop : loops_list (fn, 0))
    {
      if (loop->num == 0 || !shown (loop->header) || loop == r.loop)
	continue;
      bool div = da.loop_divergent (loop);
      counts->loops++;
      counts->divergent_loops += div;
      if (!out)
	continue;
      fprintf (out, "qprop-div:   loop %d (header bb %d): %s", loop->num,
	       loop->header->index, div ? "divergent" : "uniform");
      if (div)
	{
	  auto_vec<edge> exits = da.divergent_exits (loop);
	  for (unsigned i = 0; i < exits.length (); i++)
	    fprintf (out, "%s bb %d -> bb %d", i ? "," : " (exit",
		     exits[i]->src->index, exits[i]->dest->index);
	  if (!exits.is_empty ())
	    fputc (')', out);
	}
      fputc ('\n', out);
    }
}

} // anon namespace

void
report_divergence (FILE *out, function *fn, const divergence_analysis &da,
		   bool notes, div_counts *counts)
{
  reporter rep (da);
  for (unsigned i = 0; i < da.regions ().length (); i++)
    dump_region (out, fn, da, i, counts, notes ? &rep : NULL);
}

} // namespace qprop
