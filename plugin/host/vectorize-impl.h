/* The parts of qprop-vectorize share this class:
     vectorize.cc	candidates and the checks that decide whether a
			loop can be vectorized (no IR change);
     vectorize-shapes.cc  uniform / affine / varying shapes (no IR
			change);
     vectorize-memory.cc  the plan for each load and store (no IR change);
     vectorize-cost.cc  the cost model: scalar against vector (no IR
			change);
     vectorize-emit.cc  the vector loop: strip-mining, masks, blends;
     vectorize-loops.cc  divergent inner loops (section 5);
     vectorize-boscc.cc  BOSCC gadgets (section 6): where, and their
			emission;
     vectorize-emit-memory.cc  loads and stores as planned;
     vectorize-calls.cc  calls: vector forms, simd clones, per lane;
     vectorize-types.cc  lane widths: 64-bit lanes, mask and value
			conversions between widths, 8/16-bit carriers;
     vectorize-reduction.cc  omp simd arrays: reductions, privates,
			lastprivates;
     vectorize-kmask.cc  masks in AVX-512 mask registers.
   See vectorize.cc for the algorithm.  Private to those files.  */

#ifndef QPROP_HOST_VECTORIZE_IMPL_H
#define QPROP_HOST_VECTORIZE_IMPL_H

#include "host/vectorize.h"
#include "internal-fn.h"

/* GCC's optabs-query.h and optabs.h need insn-opinit.h, which the plugin
   headers do not install; the two target queries this pass asks are
   declared here as cc1 defines them.  */
enum can_compare_purpose { ccp_jump, ccp_cmov, ccp_store_flag };
extern int can_compare_p (enum rtx_code, machine_mode,
			  enum can_compare_purpose);
extern bool can_vec_mask_load_store_p (machine_mode, machine_mode, bool);

namespace qprop {
namespace vect_impl {

/* The shape of a value across the VF lanes of one vector iteration:
   the same in every lane, lane-0 value plus STRIDE times the lane
   number, or anything.  NOWRAP says the affine value is exact as a
   mathematical integer (no wrapping in a narrower type on the way), so
   that widening it keeps it affine.  */
enum shape_kind { SH_UNIFORM, SH_AFFINE, SH_VARYING };

struct shape
{
  shape_kind kind = SH_UNIFORM;
  HOST_WIDE_INT stride = 0;
  bool nowrap = true;
  bool operator== (const shape &o) const
  {
    return kind == o.kind && stride == o.stride && nowrap == o.nowrap;
  }
};

/* How a load or store becomes vector code.  */
enum mem_plan { MEM_SCALAR, MEM_GUARDED, MEM_VECTOR, MEM_MASKED, MEM_GATHER,
		MEM_LANES };

/* How a per-lane access (MEM_LANES) finds lane J's address.  */
enum lane_address { LANE_INDEXED, LANE_CONTIGUOUS, LANE_UNIFORM };

/* How a call becomes vector code (vectorize-calls.cc): one vector
   internal-function call, a call to simd clone CLONE, or one scalar call
   per active lane.  */
enum call_kind { CALL_VECTOR, CALL_CLONE, CALL_LANES };

struct call_plan
{
  call_kind kind = CALL_LANES;
  internal_fn ifn = IFN_LAST;
  cgraph_node *clone = NULL;
};

/* What a call costs in the scalar loop (vectorize-calls.cc).  */
int scalar_call_cost (gcall *call);

/* A load from BASE + INDEX * SCALE: BASE uniform (a pointer expression
   of scalar values), INDEX a 32-bit lane value, SCALE 1, 2, 4 or 8.  */
struct gather_form
{
  tree base = NULL_TREE;
  tree index = NULL_TREE;
  int scale = 0;
  /* A two-dimensional a[ROW][INDEX] whose row varies too: the element
     number is ROW * ROW_ELTS + INDEX, computed per lane (32 bits: the
     array is smaller than 2^31 bytes).  */
  tree row = NULL_TREE;
  HOST_WIDE_INT row_elts = 0;
  tree decl = NULL_TREE;	/* the target's gather builtin */
  lane_address form = LANE_INDEXED;	/* for MEM_LANES */
};

/* One value that leaves a divergent inner loop on exit edge E: NAME is
   its scalar name; VEC the vector holding, per lane, its value when that
   lane left.  */
struct exit_value
{
  edge e;
  tree name;
  tree vec;
};

/* An omp simd array the loop accesses at element 0 (GCC folded the
   lane when it did not vectorize the loop): a reduction's per-lane
   copies (OP its operation) or a private's (OP ERROR_MARK); see
   vectorize-reduction.cc.  */
struct simd_array
{
  tree decl = NULL_TREE;
  tree type = NULL_TREE;	/* the element: 32/64-bit int or float */
  tree ref = NULL_TREE;		/* DECL[0], as the body writes it */
  tree_code op = ERROR_MARK;
  bool read_after = false;	/* a lastprivate: read after the loop */
  /* Code generation: the lanes' copies now, and the vector loop's PHI.  */
  tree cur = NULL_TREE;
  gphi *phi = NULL;
};

/* Whether NAME is, within DEPTH integer operations, an offset added to
   a pointer (vectorize.cc).  */
bool feeds_address (tree name, int depth);

class simd_vectorizer
{
public:
  simd_vectorizer (function *fn, class loop *loop, const settings &s,
		   simd_loop_note *note)
    : m_fn (fn), m_loop (loop), m_settings (s), m_note (note) {}
  /* Null when the loop can be vectorized, else why not.  Changes
     nothing.  */
  const char *analyze ();
  /* Build the vector loop in front of the scalar one.  */
  void transform ();

  /* Analysis (vectorize.cc, vectorize-shapes.cc).  */
  const char *check_form ();
  const char *check_inner (class loop *inner);
  const char *order_nodes ();
  const char *order_blocks (class loop *region, vec<basic_block> *out);
  void compute_shapes ();
  bool update_shape (tree name, shape sh);
  shape shape_of (tree op) const;
  shape stmt_shape (gimple *stmt);
  shape phi_shape (gphi *phi);
  const char *check_stmt (gimple *stmt);
  const char *check_memory (gimple *stmt);
  bool gather_address (tree ref, gather_form *g, vec<tree> *chain);
  tree target_gather (tree vectype, tree index_type, int scale);
  bool uniform_row (tree arr) const;
  bool array_object_p (tree obj) const;
  bool invariant_stmt (gimple *stmt) const;
  const char *check_wide_values ();
  const char *choose_types ();
  const char *lane_count (scalar_mode imode, scalar_mode fmode, int safelen,
			  HOST_WIDE_INT *vf);
  bool full_block (basic_block bb) const;
  bool any_lane_block (basic_block bb) const;
  bool defined_in (tree name, class loop *l) const;
  class loop *inner_of (basic_block bb) const;
  class loop *child_of (class loop *region, basic_block bb) const;
  class loop *outermost_exited (edge e) const;
  tree vectype_for (tree scalar_type) const;
  bool lane_type_ok (tree type) const;

  /* Calls (vectorize-calls.cc).  */
  const char *check_call (gcall *call);
  bool clone_fits (gcall *call, cgraph_node *c, bool full);
  cgraph_node *find_clone (gcall *call, bool full);
  int call_cost (gcall *call, basic_block bb);
  void emit_call (gcall *call, basic_block bb);

  /* omp simd arrays (vectorize-reduction.cc).  */
  const char *check_simd_arrays ();
  const char *check_reduction (unsigned k, const vec<gimple *> &accesses,
			       tree_code *op);
  const char *check_private (unsigned k, const vec<gimple *> &accesses);
  int simd_array_index (gimple *stmt) const;
  void open_simd_arrays (basic_block vpre, basic_block vhead, edge venter);
  void emit_simd_array_access (gimple *stmt, basic_block bb, int k);
  void close_simd_arrays (edge vback, edge vout);

  /* Lane widths (vectorize-types.cc).  */
  bool narrow_type_p (tree type) const;
  bool wide_lane_ok (tree type) const;
  bool needs_wide_lanes ();
  const char *choose_wide_types (int safelen);
  tree vectype_wide (tree type) const;
  tree int32_lanes (int factor) const;
  bool exact_affine_float (tree a, tree type) const;
  const char *check_width_stmt (gassign *as, bool *handled);
  tree emit_truncate64 (tree v);
  tree mask_to (tree mask, tree vt);
  tree mask_from (tree m);
  tree emit_compare (tree_code code, tree va, tree vb);
  tree emit_narrow_value (tree v, tree type);
  tree narrow_vector_of (tree op);
  tree emit_width_conversion (gassign *as);
  tree emit_narrow_op (gassign *as);
  bool emit_packed_store (gimple *stmt, basic_block bb);

  /* The cost model (vectorize-cost.cc).  */
  int vector_stmt_cost (gimple *stmt, basic_block bb);
  void estimate_cost (int *scalar, int *vector);
  bool uniform_trips (class loop *l) const;

  /* BOSCC gadgets (vectorize-boscc.cc): the region m_order[FIRST..LAST]
     is skipped when no lane enters it; ANY is the probability that some
     lane does, TEST the expected cost of the test per vector
     iteration.  */
  struct gadget
  {
    unsigned first, last;
    double any, test;
    /* A kept uniform branch: the test is the branch's own scalar
       condition, and the region runs under its entry mask.  */
    bool uniform;
  };
  struct open_gadget
  {
    unsigned index;
    basic_block join;
    edge skip;
    unsigned scope;
  };
  double choose_gadgets (hash_map<basic_block, double> &block_cost);
  void open_gadgets (unsigned i);
  void close_gadgets (unsigned i);
  bool uniform_branch_p (basic_block a) const;

  /* Code generation (vectorize-emit.cc, vectorize-loops.cc,
     vectorize-emit-memory.cc).  */
  void emit (gimple *stmt);
  tree emit_assign (tree type, tree_code code, tree a, tree b = NULL_TREE,
		    tree c = NULL_TREE);
  tree scalar_of (tree op);
  tree vector_of (tree op);
  tree remap (tree t);
  tree mask_and (tree a, tree b);
  tree mask_or (tree a, tree b);
  tree mask_not (tree a);
  tree mask_select (tree m, tree a, tree b);
  tree mask_ints (tree mask);
  tree ints_mask (tree v);
  const char *check_kmask ();
  tree kmask_bits (tree mask);
  tree uniform_mask (tree cond, tree base, bool sense);
  tree lane_condition (tree_code code, tree a, tree b, bool *uniform);
  gcond *any_lane (tree mask);
  tree emit_view (tree type, tree x);
  basic_block new_block (class loop *owner);
  void emit_block (basic_block bb, class loop *region);
  void emit_phis (basic_block bb);
  void emit_stmt (gimple *stmt, basic_block bb);
  void emit_vector_assign (gassign *stmt);
  void emit_memory (gimple *stmt, basic_block bb);
  void emit_branch (basic_block bb);
  void emit_inner_loop (class loop *inner);
  class loop *merged_child (class loop *inner) const;
  void collect_exit_values (class loop *inner, const vec<edge> &exits);
  tree address_of_lane0 (tree ref);
  tree emit_gather (gimple *stmt, basic_block bb);
  tree index_vector (const gather_form &g);
  void emit_lanes (gimple *stmt, basic_block bb);
  void set_vector (tree name, tree v, bool cached);

  function *m_fn;
  class loop *m_loop;
  const settings &m_settings;
  simd_loop_note *m_note;

  /* The loop's exit, its iteration count (latch executions) and the
     vector factor.  */
  edge m_exit = NULL;
  tree m_niter = NULL_TREE;
  int m_vf = 0;
  /* The widest lane width, 32 or 64 (vectorize-types.cc): m_vec_int,
     m_vec_float and m_mask have lanes of it.  */
  int m_lane_bits = 32;
  tree m_vec_int = NULL_TREE, m_vec_float = NULL_TREE, m_mask = NULL_TREE;
  /* Whether m_mask is an AVX-512 style mask: a vector boolean whose mode
     is an integer mode, one bit per lane (vectorize-emit.cc).  */
  bool m_kmask = false;
  /* The order in which the body is emitted: blocks of the loop outside
     inner loops, and the inner loops' headers standing for them.  */
  auto_vec<basic_block> m_order;
  /* The same for each inner loop, at any depth: its blocks from index
     m_inner_start on, up to a null, the loops nested in it standing for
     their blocks.  (get_loop_body needs the dominators, which code
     generation does not keep.)  */
  auto_vec<basic_block> m_inner_blocks;
  hash_map<class loop *, unsigned> m_inner_start;
  /* The inner loops whose lanes all run them the same number of times
     (uniform_trips), found while the dominators are known.  */
  hash_set<class loop *> m_uniform_loops;
  hash_map<tree, shape> m_shapes;
  /* The step of each induction variable of the loop's header, found
     while the loop is intact (SCEV cannot be asked during code
     generation).  */
  hash_map<tree, HOST_WIDE_INT> m_steps;
  hash_map<gimple *, int> m_mem_plan;
  hash_map<gimple *, gather_form> m_gathers;
  hash_map<gimple *, call_plan> m_calls;
  /* Lane-varying values wider than 32 bits, and those of them that only
     compute a gather's address (never emitted).  */
  auto_vec<tree> m_wide;
  hash_set<tree> m_addr_only;
  /* The blocks every lane runs (kept for code generation, when the
     post-dominators are gone).  */
  hash_set<basic_block> m_full;
  /* Invariant statements whose values are used after the loop: moved
     in front of it (transform), so that they reach its exit from both
     the vector and the scalar loop.  */
  auto_vec<gimple *> m_hoist;
  /* The reductions and privates (vectorize-reduction.cc).  */
  auto_vec<simd_array> m_arrays;

  /* The chosen gadgets, by their first position (outer before inner).  */
  auto_vec<gadget> m_gadgets;

  /* Code generation state.  */
  class loop *m_vloop = NULL;
  basic_block m_cur = NULL;
  hash_map<tree, tree> m_scalar, m_vector;
  auto_vec<tree> m_cached;
  hash_map<basic_block, tree> m_bmask;
  hash_map<edge, tree> m_emask;
  auto_vec<exit_value> m_exit_values;
  /* Whether calls to functions were added (the call graph's edges are
     rebuilt).  */
  bool m_new_calls = false;
  /* The inner vector loops made, as header and latch, innermost first.  */
  auto_vec<std::pair<basic_block, basic_block> > m_new_loops;
  /* The gadgets being emitted, innermost last.  */
  auto_vec<open_gadget> m_open_gadgets;
  /* For each open gadget, innermost last, each m_arrays copy vector
     (simd_array::cur) at its test.  */
  auto_vec<tree> m_open_arrays;
};

} // namespace vect_impl
} // namespace qprop

#endif
