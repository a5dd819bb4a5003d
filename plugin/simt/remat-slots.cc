/* qprop-remat's per-warp shared-memory slots (remat-slots=on).

   Sampaio et al.'s divergence-aware register allocator (TOPLAS 2014,
   section 4, Fig. 18) spills a uniform value once per warp, into shared
   memory, instead of once per lane into local memory: every lane of the
   warp holds the same value, so one copy serves them all, and all active
   lanes may write it, since they write the same bits.  GCC leaves
   register allocation for nvptx to ptxas, so at GIMPLE level the spill
   has to be written out: qprop-remat (remat.cc) first recomputes what it
   can; a uniform value it cannot recompute (a load from memory that a
   store of the function may write, a loop-carried value) and that is
   still live across a block of high register pressure, without a use
   there, is stored after its definition into a function-local static
   array with GCC's nvptx `shared' attribute (nvptx_encode_section_info
   puts it in `.shared'), one element per warp of the block, and loaded
   back next to its uses in the other blocks.  The value then holds no
   register through the high-pressure block: ptxas sees an st.shared and
   an ld.shared instead of a live range.

   Worked example (testsuite/gcc.qprop-offload/remat-slot-acc.c,
   OpenACC, vector_length 32, one worker): in

     for (int i = 0; i < n; i++)                 the lane loop
       {
         unsigned s0 = k, ...;
         for (int t = 0; t < m; t++)             uniform, carried
           s0 = s0 * 2654435761u + t, ...;
         for (int t = 0; t < 16; t++)            high pressure
           h0 = ROUND (h0, t, b, c, d), ...;
         o[i] = (int) (((h0 + s0) ^ ...);
       }

   s0_218 = PHI <s0_171(19), s0_51(14)>, the value after the first loop,
   cannot be recomputed; its block gets

     __asm__ __volatile__ ("{ ... mov.u32 %qprop_w, %tid.y; ...
                            st.shared.b32 [%qprop_a], %0; }"
                           : : "r" s0_218, "i" &__qprop_warp_slot$32);

   with `static unsigned int __qprop_warp_slot$32[1]' (one warp per
   block), and the block after the rounds loads it into a new name that
   the use reads.  ptxas -maxrregcount=24 then spills 36 + 28 bytes
   instead of 60 + 60.

   The index.  Hardware warps are the block's threads in linear order,
   32 at a time; GCC launches blocks of (x, y, 1) threads.  OpenACC puts
   the vector lanes on tid.x and the workers on tid.y, so with a vector
   length V that is a multiple of 32 the warp is tid.y * V/32 + tid.x/32;
   the function's `oacc function' attribute gives V, and an OpenACC
   routine (whose caller's V is unknown) or a V that is not a known
   multiple of 32 is left alone.  OpenMP (libgomp's nvptx plugin) launches
   (32, threads): each OpenMP thread is one warp, tid.y, its SIMT lanes
   tid.x; only functions outlined by OpenMP lowering (`omp target
   entrypoint', `._omp_fn.') are taken, as other code might be called from
   an OpenACC kernel.  The index is read again (a special register move)
   next to each store and load, so that it holds no register either.

   Why the result is the same:
   - the value is uniform (qprop-div) at its definition and at every use,
     so every lane that stores it stores the same bits, and a lane that
     loads reads what its warp stored;
   - other warps of the block use other elements, other blocks other
     shared memory;
   - no divergent branch ends a block through which the value is live
     (from the definition to its uses), so all lanes of the warp take the
     same path there: no lane can run the definition again (the next
     iteration of a loop) while another still has an old use ahead, and
     each load reads the store of the last definition the lane ran, as
     the SSA name does;
   - no call lies where the value is live, other than GCC's const or pure
     internal functions: a call could run this function again (recursion)
     and write the slot, and OpenACC's fork and join markers (IFN_UNIQUE)
     change which lanes run, so a store before them could be read by lanes
     that did not make it;
   - all uses lie in the definition's SIMT region and are ordinary
     statements, but for a PHI's argument on the latch of the
     definition's own loop, which keeps reading the register;
   - the slots of a translation unit take at most slot_budget (4 KiB)
     bytes, and with the `shared' variables of the unit that the varpool
     knows at most the 48 KiB a block may use statically; GCC's own
     broadcast and reduction buffers are sized only at the end of the
     unit and are not counted, hence the small budget.

   Whether it pays: the store and the loads lie outside the loop of the
   high-pressure block and run at most 1/8 as often as it (estimated
   profile); a slot costs a few instructions per access, which only a
   spill it replaces can repay.

   Not done: the value is all or nothing (the uses in the definition's
   own block keep the register); a value of a type that is not a 32- or
   64-bit integer, pointer or float is left alone.  */

#include "gcc-includes.h"
#include "stringpool.h"
#include "attribs.h"
#include "cgraph.h"
#include "omp-general.h"
#include "gomp-constants.h"
#include "simt/divergence.h"
#include "simt/simt-policy.h"
#include "simt/remat-slots.h"
#include "analysis/live-registers.h"

namespace qprop {

namespace {

/* The most warps of a block (1,024 threads), the size of an OpenMP
   slot.  */
const int max_warps = 32;
/* Static shared memory a block may use, and the most bytes the slots of
   one translation unit may take.  */
const long shared_limit = 48 * 1024;
const long slot_budget = 4 * 1024;
/* Bytes of slots made so far in this translation unit (the accelerator
   compiler runs one per partition).  */
long slot_bytes_used = 0;

/* How the threads of FN map to warps: *X_WARPS warps along tid.x in
   each row of the block, at most *WARPS warps in a block; or why not.  */
const char *
warp_mapping (function *fn, int *x_warps, int *warps)
{
  tree decl = fn->decl;
  bool entry = lookup_attribute ("omp target entrypoint",
				 DECL_ATTRIBUTES (decl)) != NULL_TREE;
  if (oacc_get_fn_attrib (decl))
    {
      if (!entry)
	return "an OpenACC routine: its caller's vector length is not known";
      int vl = oacc_get_fn_dim_size (decl, GOMP_DIM_VECTOR);
      int nw = oacc_get_fn_dim_size (decl, GOMP_DIM_WORKER);
      if (vl <= 0 || vl % 32 != 0)
	return "the vector length is not a known multiple of 32";
      *x_warps = vl / 32;
      *warps = nw > 0 ? MIN (nw * (vl / 32), max_warps) : max_warps;
      return NULL;
    }
  const char *name = IDENTIFIER_POINTER (DECL_NAME (decl));
  if (entry || strstr (name, "._omp_fn."))
    {
      *x_warps = 1;
      *warps = max_warps;
      return NULL;
    }
  return "not a function outlined for OpenACC or OpenMP: how its threads"
	 " map to warps is not known";
}

/* The shared memory GCC's own variables of this unit take.  */
long
shared_bytes_in_unit ()
{
  long bytes = 0;
  varpool_node *v;
  FOR_EACH_VARIABLE (v)
    if (lookup_attribute ("shared", DECL_ATTRIBUTES (v->decl))
	&& tree_fits_uhwi_p (DECL_SIZE_UNIT (v->decl)))
      bytes += tree_to_uhwi (DECL_SIZE_UNIT (v->decl));
  return bytes;
}

/* Whether STMT may run other code or change which lanes run.  */
bool
slot_barrier_call (gimple *stmt)
{
  if (!is_gimple_call (stmt))
    return false;
  if (!gimple_call_internal_p (stmt)
      || gimple_call_internal_p (stmt, IFN_UNIQUE))
    return true;
  return !(gimple_call_flags (stmt) & (ECF_CONST | ECF_PURE));
}

/* Whether NAME is PHI's argument on LOOP's latch edge only.  */
bool
phi_arg_uses_only_latch (gphi *phi, tree name, class loop *loop)
{
  edge latch = loop_latch_edge (loop);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (gimple_phi_arg_def (phi, i) == name
	&& gimple_phi_arg_edge (phi, i) != latch)
      return false;
  return true;
}

/* Whether BB runs at most 1/slot_frequency_ratio as often as HIGH by
   the estimated profile (false when either count is unknown).  */
const int slot_frequency_ratio = 8;

bool
rare_enough (basic_block bb, basic_block high)
{
  profile_count c = bb->count, h = high->count;
  if (!c.initialized_p () || !h.initialized_p ())
    return false;
  return c.apply_scale (slot_frequency_ratio, 1) <= h;
}

class slot_walk
{
public:
  slot_walk (function *fn, const divergence_analysis &da,
	     const live_registers &live, int x_warps, int warps, bool all)
    : m_fn (fn), m_da (da), m_live (live), m_x_warps (x_warps),
      m_warps (warps), m_all (all) {}
  /* Why NAME cannot have a slot, or NULL; its use blocks other than its
     definition's in *USES.  */
  const char *check (tree name, basic_block high,
		     auto_vec<basic_block> *uses) const;
  /* Give NAME a slot: the store after its definition, a load in each of
     USES.  Returns the slot.  */
  tree place (tree name, const auto_vec<basic_block> &uses);

private:
  tree make_slot (tree type) const;

  function *m_fn;
  const divergence_analysis &m_da;
  const live_registers &m_live;
  int m_x_warps;
  int m_warps;
  /* selftest=remat-slots-all: skip the rules of whether a slot pays.  */
  bool m_all;
};

const char *
slot_walk::check (tree name, basic_block high,
		  auto_vec<basic_block> *uses) const
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block def_bb = gimple_bb (def);
  tree type = TREE_TYPE (name);
  if (!(INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type)
	|| SCALAR_FLOAT_TYPE_P (type))
      || !tree_fits_uhwi_p (TYPE_SIZE (type))
      || (tree_to_uhwi (TYPE_SIZE (type)) != 32
	  && tree_to_uhwi (TYPE_SIZE (type)) != 64))
    return "not a 32- or 64-bit integer, pointer or float";
  if (!is_gimple_assign (def) && gimple_code (def) != GIMPLE_PHI)
    return "not defined by an assignment or a PHI";
  if (stmt_ends_bb_p (def))
    return "its definition ends its block";
  if (!def_bb || !m_da.in_region (def_bb))
    return "defined outside the SIMT region";
  if (!m_da.value_of (name).is_uniform ())
    return "not uniform (qprop-div)";
  int region = m_da.region_of (def_bb);
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (is_gimple_debug (use))
	continue;
      basic_block bb = gimple_bb (use);
      if (gimple_code (use) == GIMPLE_PHI)
	{
	  /* The value carried to the next iteration of its own loop
	     keeps its register (it is live only from the definition to
	     the latch); any other PHI would keep it live further.  */
	  class loop *loop = def_bb->loop_father;
	  if (loop_outer (loop) && bb == loop->header
	      && loop->latch
	      && PHI_ARG_DEF_FROM_EDGE (use, loop_latch_edge (loop)) == name
	      && phi_arg_uses_only_latch (as_a<gphi *> (use), name, loop))
	    continue;
	  return "used by a PHI other than its loop's latch argument";
	}
      if (m_da.region_of (bb) != region)
	return "used outside its definition's SIMT region";
      if (!m_da.value_of (name, bb).is_uniform ())
	return "not uniform at a use";
      if (bb != def_bb && !uses->contains (bb))
	uses->safe_push (bb);
    }
  if (uses->is_empty ())
    return "not used outside its own block";

  /* The blocks the value is live through: its definition's, and those
     it is live into.  */
  unsigned ver = SSA_NAME_VERSION (name);
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fn)
    {
      bool through = bb == def_bb;
      if (bitmap_bit_p (m_live.live_in (bb), ver))
	through = true;
      if (!through)
	continue;
      edge e;
      edge_iterator ei;
      bool live_out = false;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (bitmap_bit_p (m_live.live_in (e->dest), ver))
	  live_out = true;
      if (live_out && m_da.branch_diverges (bb))
	return "a divergent branch lies between its definition and a use";
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (slot_barrier_call (gsi_stmt (gsi)))
	  return "a call lies between its definition and a use (it could"
		 " write the slot, or change which lanes run)";
    }
  /* A spill pays where the store and the loads run less often than the
     high-pressure block: outside its loop.  */
  if (m_all)
    return NULL;
  class loop *hot = high->loop_father;
  if (loop_outer (hot))
    {
      bool inside = flow_bb_inside_loop_p (hot, def_bb);
      for (basic_block u : *uses)
	inside |= flow_bb_inside_loop_p (hot, u);
      if (inside)
	return "its definition or a use lies in the loop of the high-pressure"
	       " block (the slot would be written or read in every"
	       " iteration)";
    }
  /* Each store and load is a short sequence of instructions (the warp's
     number, the address, the access): it must run much less often than
     the block whose registers it frees, by GCC's estimated counts.  */
  if (!rare_enough (def_bb, high))
    return "its definition runs more than 1/8 as often as the"
	   " high-pressure block";
  for (basic_block u : *uses)
    if (!rare_enough (u, high))
      return "a use runs more than 1/8 as often as the high-pressure block";
  return NULL;
}

/* The PTX text of a store (STORE) or load of a WIDTH-bit value to or
   from this warp's element of the slot: operand %0 is the value, %1 the
   slot's address in the shared window.  The warp's number is read from
   %tid.y (and %tid.x when a row of the block holds several warps) inside
   the statement, so that neither it nor the address holds a register;
   the address stays in the .shared window, so that ptxas sees st.shared
   and ld.shared, where GCC's expansion of a variable index would go
   through a generic address (cvta.shared) that its loop invariant
   motion keeps live across the loop.  */
std::string
slot_asm (bool store, int width, int x_warps)
{
  int bytes = width / 8;
  std::string t = "{\n\t.reg.u32 %%qprop_w;\n\t.reg.u64 %%qprop_a;\n"
		  "\t.reg.u64 %%qprop_o;\n\tmov.u32 %%qprop_w, %%tid.y;\n";
  if (x_warps > 1)
    t += "\t{\n\t.reg.u32 %%qprop_x;\n\tmov.u32 %%qprop_x, %%tid.x;\n"
	 "\tshr.u32 %%qprop_x, %%qprop_x, 5;\n"
	 "\tmad.lo.u32 %%qprop_w, %%qprop_w, " + std::to_string (x_warps)
	 + ", %%qprop_x;\n\t}\n";
  t += "\tcvt.u64.u32 %%qprop_o, %%qprop_w;\n"
       "\tshl.b64 %%qprop_o, %%qprop_o, " + std::to_string (exact_log2 (bytes))
       + ";\n\tmov.u64 %%qprop_a, %1;\n"
       "\tadd.u64 %%qprop_a, %%qprop_a, %%qprop_o;\n";
  std::string ty = width == 64 ? ".b64" : ".b32";
  if (store)
    t += "\tst.shared" + ty + " [%%qprop_a], %0;\n";
  else
    t += "\tld.shared" + ty + " %0, [%%qprop_a];\n";
  return t + "\t}";
}

/* A volatile asm statement with TEMPLATE, output OUT (or none) and
   inputs IN (each with its constraint).  Volatile asms keep their order,
   which is all that orders a slot's store before its loads: nothing else
   reads or writes the slot.  */
gasm *
build_slot_asm (const std::string &templ, tree out,
		const std::vector<std::pair<const char *, tree> > &in)
{
  vec<tree, va_gc> *inputs = NULL, *outputs = NULL;
  for (auto &op : in)
    vec_safe_push (inputs, build_tree_list (build_tree_list
					    (NULL_TREE,
					     build_string (strlen (op.first) + 1,
							   op.first)),
					    op.second));
  if (out)
    vec_safe_push (outputs, build_tree_list (build_tree_list
					     (NULL_TREE,
					      build_string (3, "=r")), out));
  gasm *a = gimple_build_asm_vec (ggc_strdup (templ.c_str ()), inputs,
				  outputs, NULL, NULL);
  gimple_asm_set_volatile (a, true);
  return a;
}

tree
slot_walk::make_slot (tree type) const
{
  tree array = build_array_type_nelts (TYPE_MAIN_VARIANT (type), m_warps);
  tree decl = build_decl (DECL_SOURCE_LOCATION (m_fn->decl), VAR_DECL,
			  create_tmp_var_name ("__qprop_warp_slot"), array);
  TREE_STATIC (decl) = 1;
  TREE_PUBLIC (decl) = 0;
  DECL_EXTERNAL (decl) = 0;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_CONTEXT (decl) = m_fn->decl;
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("shared"), NULL_TREE,
				      NULL_TREE);
  /* The asm statements take its address.  */
  TREE_ADDRESSABLE (decl) = 1;
  add_local_decl (m_fn, decl);
  /* Written out now, before the function: PTX wants a symbol declared
     before its first use, and the asm statements' references, unlike
     those of ordinary RTL, make GCC write no declaration ahead.  */
  varpool_node *node = varpool_node::get_create (decl);
  node->no_reorder = 1;
  node->force_output = 1;
  varpool_node::add (decl);
  return decl;
}

tree
slot_walk::place (tree name, const auto_vec<basic_block> &uses)
{
  tree type = TREE_TYPE (name);
  tree slot = make_slot (type);
  int width = tree_to_uhwi (TYPE_SIZE (type));
  tree addr = build_fold_addr_expr (slot);
  gimple *def = SSA_NAME_DEF_STMT (name);

  /* The store, right after the definition (after the labels of a PHI's
     block).  */
  gasm *st = build_slot_asm (slot_asm (true, width, m_x_warps), NULL_TREE,
			     { { "r", name }, { "i", addr } });
  if (gimple_code (def) == GIMPLE_PHI)
    {
      gimple_stmt_iterator gsi = gsi_after_labels (gimple_bb (def));
      gsi_insert_before (&gsi, st, GSI_SAME_STMT);
    }
  else
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (def);
      gsi_insert_after (&gsi, st, GSI_SAME_STMT);
    }

  /* A load before the first use in each other block.  */
  for (basic_block bb : uses)
    {
      gimple *first = NULL;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *s = gsi_stmt (gsi);
	  if (is_gimple_debug (s))
	    continue;
	  use_operand_p use_p;
	  ssa_op_iter oi;
	  FOR_EACH_SSA_USE_OPERAND (use_p, s, oi, SSA_OP_USE)
	    if (USE_FROM_PTR (use_p) == name)
	      first = s;
	  if (first)
	    break;
	}
      gcc_assert (first);
      tree copy = make_ssa_name (type);
      gasm *ld = build_slot_asm (slot_asm (false, width, m_x_warps), copy,
				 { { "i", addr } });
      SSA_NAME_DEF_STMT (copy) = ld;
      gimple_stmt_iterator gsi = gsi_for_stmt (first);
      gsi_insert_before (&gsi, ld, GSI_SAME_STMT);
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, name)
	if (gimple_bb (use) == bb && !is_gimple_debug (use) && use != ld)
	  {
	    use_operand_p use_p;
	    FOR_EACH_IMM_USE_ON_STMT (use_p, it)
	      SET_USE (use_p, copy);
	    update_stmt (use);
	  }
    }
  return slot;
}

int
line_of (gimple *stmt)
{
  location_t loc = gimple_location (stmt);
  return loc == UNKNOWN_LOCATION ? 0 : LOCATION_LINE (loc);
}

} // anon namespace

unsigned int
place_warp_slots (function *fn, const divergence_analysis &da,
		  unsigned analysed, const settings &conf,
		  warp_slot_result *result)
{
  if (!accel_compiler || !conf.remat_slots)
    return 0;
  int x_warps = 1, warps = max_warps;
  const char *mapping = warp_mapping (fn, &x_warps, &warps);

  auto_vec<std::pair<tree, basic_block> > candidates;
  {
    live_registers live (fn);
    auto_bitmap seen;
    basic_block bb;
    FOR_EACH_BB_FN (bb, fn)
      {
	if (live.block_peak (bb) < conf.remat_pressure || !da.in_region (bb))
	  continue;
	bitmap_iterator bi;
	unsigned v;
	EXECUTE_IF_SET_IN_BITMAP (live.live_in (bb), 0, v, bi)
	  {
	    tree name = ssa_name (v);
	    if (!name || v >= analysed || bitmap_bit_p (seen, v)
		|| register_units (TREE_TYPE (name)) == 0
		|| SSA_NAME_IS_DEFAULT_DEF (name))
	      continue;
	    bool used_here = false;
	    imm_use_iterator it;
	    gimple *use;
	    FOR_EACH_IMM_USE_STMT (use, it, name)
	      if (!is_gimple_debug (use) && gimple_bb (use) == bb)
		used_here = true;
	    if (used_here)
	      continue;
	    bitmap_set_bit (seen, v);
	    candidates.safe_push (std::make_pair (name, bb));
	  }
      }
    candidates.qsort ([] (const void *a, const void *b) {
      auto x = (const std::pair<tree, basic_block> *) a;
      auto y = (const std::pair<tree, basic_block> *) b;
      return (int) SSA_NAME_VERSION (x->first)
	     - (int) SSA_NAME_VERSION (y->first); });

    long unit_bytes = -1;
    slot_walk walk (fn, da, live, x_warps, warps,
		     conf.selftest_remat_slots_all);
    for (auto &c : candidates)
      {
	tree name = c.first;
	gimple *def = SSA_NAME_DEF_STMT (name);
	result->candidates++;
	auto_vec<basic_block> uses;
	const char *why = mapping ? mapping : walk.check (name, c.second, &uses);
	long bytes = 0;
	if (!why)
	  {
	    bytes = (long) warps * tree_to_uhwi (TYPE_SIZE_UNIT
						 (TREE_TYPE (name)));
	    if (unit_bytes < 0)
	      unit_bytes = shared_bytes_in_unit ();
	    if (slot_bytes_used + bytes > slot_budget
		|| unit_bytes + bytes > shared_limit)
	      why = "the slots would take more shared memory than allowed";
	  }
	if (dump_file)
	  {
	    fprintf (dump_file, "qprop-remat:   bb %d (line %d): ",
		     gimple_bb (def) ? gimple_bb (def)->index : -1,
		     line_of (def));
	    print_gimple_stmt (dump_file, def, 0, TDF_NONE);
	    fprintf (dump_file, "qprop-remat:     %s, live across bb %d"
		     " (peak %d): ", da.value_of (name).is_uniform ()
		     ? "uniform" : "not uniform", c.second->index,
		     live.block_peak (c.second));
	  }
	if (why)
	  {
	    result->left++;
	    if (dump_file)
	      fprintf (dump_file, "slot left alone: %s\n", why);
	    continue;
	  }
	tree slot = walk.place (name, uses);
	slot_bytes_used += bytes;
	unit_bytes += bytes;
	result->slots++;
	result->loads += uses.length ();
	result->bytes += bytes;
	if (dump_file)
	  {
	    fprintf (dump_file, "warp slot %s[%d] (%ld bytes), loaded in",
		     IDENTIFIER_POINTER (DECL_NAME (slot)), warps, bytes);
	    for (basic_block u : uses)
	      fprintf (dump_file, " bb %d", u->index);
	    fprintf (dump_file, "\n");
	  }
      }
  }
  live_registers after (fn);
  result->peak_after = after.peak ();
  return 0;
}

} // namespace qprop
