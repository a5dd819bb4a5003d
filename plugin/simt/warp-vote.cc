/* A warp-wide vote for run-time checks in SIMT code.

   qprop-version checks at run time that a loop's pointer ranges are
   disjoint.  In SIMT code each lane computes its own answer, and lanes
   that disagree would run the two copies of the loop one after the
   other.  A vote makes the answer the warp's: the checked copy runs
   only when every active lane's ranges are disjoint.  That is always
   safe, since a lane takes the checked copy only if its own check
   passed.

   GCC's IFN_GOMP_SIMT_VOTE_ANY expands to a vote over all 32 lanes
   (member mask 0xffffffff), which PTX leaves undefined when some of
   them are not running that instruction, as in a loop whose trip count
   differs between lanes.  The vote here is over the lanes running
   together, read with activemask (sm_70 and later).  */

#include "gcc-includes.h"
#include <string>
#include "ir/cfg-rewrite.h"
#include "simt/warp-vote.h"

namespace qprop {

namespace {

const char vote_all_insn[] =
  "{\n\t.reg .pred %%qv_p;\n\t.reg .u32 %%qv_m;\n"
  "\tactivemask.b32\t%%qv_m;\n"
  "\tsetp.ne.u32\t%%qv_p, %1, 0;\n"
  "\tvote.sync.all.pred\t%%qv_p, %%qv_p, %%qv_m;\n"
  "\tselp.u32\t%0, 1, 0, %%qv_p;\n\t}";

/* Append printf-style FMT to *OUT.  */
static void ATTRIBUTE_PRINTF_2
append (std::string *out, const char *fmt, ...)
{
  char buf[160];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  *out += buf;
}

} // anon namespace

tree
warp_flatten_vote (gimple_seq *seq, const vec<tree> &counts, int ta, int tb)
{
  /* The answer is only taken when all 32 lanes are running (qf_full),
     so the butterfly runs only then, with the full mask as an immediate
     and each shfl guarded by qf_full, which is the same in every lane
     that runs the asm: where a lane is missing no lane shuffles.  With
     the activemask in a register as the mask, rarelong-omp's simd
     function took 65 registers at sm_80 and 77 at sm_90 (ptxas 13.0),
     with the guarded immediate mask 58 and 53; plain GCC 45.  In the
     SASS of both forms (CUDA 11.8's ptxas and nvdisasm) each SHFL has a
     fallback call to __cuda_sm70_shflsync_bfly for a diverged warp,
     which follows the ABI; what ptxas saves with the immediate mask was
     measured, not traced.  T_k <= 0xffff, so
     S < 2^23 and M < 2^19, and both products fit 64 bits.  In the
     template %% is one % of PTX's register names.  */
  unsigned k = counts.length ();
  gcc_assert (k >= 1 && k <= 8 && ta >= 0 && tb >= 0);
  std::string t = "{\n\t.reg .u32 %%qf_m, %%qf_t, %%qf_s";
  for (unsigned i = 0; i < k; i++)
    append (&t, ", %%%%qf_x%u", i);
  t += ";\n\t.reg .u64 %%qf_a, %%qf_b;\n"
       "\t.reg .pred %%qf_p, %%qf_full;\n"
       "\tactivemask.b32\t%%qf_m;\n"
       "\tsetp.eq.u32\t%%qf_full, %%qf_m, -1;\n"
       "\tmov.u32\t%%qf_s, %1;\n";
  for (unsigned i = 0; i < k; i++)
    append (&t, "\tmov.u32\t%%%%qf_x%u, %%%u;\n", i, i + 1);
  for (unsigned i = 1; i < k; i++)
    append (&t, "\tadd.u32\t%%%%qf_s, %%%%qf_s, %%%u;\n", i + 1);
  /* The butterfly: after the step over LANES, each lane holds the sum
     (the maxima) of the 2 LANES lanes of its group.  */
  for (int lanes = 16; lanes >= 1; lanes /= 2)
    {
      append (&t, "\t@%%%%qf_full shfl.sync.bfly.b32\t%%%%qf_t, %%%%qf_s, %d,"
	      " 31, -1;\n\tadd.u32\t%%%%qf_s, %%%%qf_s, %%%%qf_t;\n", lanes);
      for (unsigned i = 0; i < k; i++)
	append (&t, "\t@%%%%qf_full shfl.sync.bfly.b32\t%%%%qf_t, %%%%qf_x%u,"
		" %d, 31, -1;\n\tmax.u32\t%%%%qf_x%u, %%%%qf_x%u, %%%%qf_t;\n",
		i, lanes, i, i);
    }
  for (unsigned i = 1; i < k; i++)
    append (&t, "\tadd.u32\t%%%%qf_x0, %%%%qf_x0, %%%%qf_x%u;\n", i);
  append (&t, "\tmul.wide.u32\t%%%%qf_a, %%%%qf_x0, %d;\n"
	  "\tmul.wide.u32\t%%%%qf_b, %%%%qf_s, %d;\n"
	  "\tsetp.gt.u64\t%%%%qf_p, %%%%qf_a, %%%%qf_b;\n"
	  "\tand.pred\t%%%%qf_p, %%%%qf_p, %%%%qf_full;\n", 32 * tb, ta + tb);
  t += "\tselp.u32\t%0, 1, 0, %%qf_p;\n\t}";

  tree res = make_ssa_name (unsigned_type_node);
  vec<tree, va_gc> *in = NULL, *out = NULL;
  vec_safe_push (out, build_tree_list (build_tree_list
				       (NULL_TREE, build_string (3, "=r")),
				       res));
  for (tree c : counts)
    vec_safe_push (in, build_tree_list (build_tree_list
					 (NULL_TREE, build_string (2, "r")),
					c));
  /* gimple_build_asm_vec copies the template.  */
  gasm *stmt = gimple_build_asm_vec (t.c_str (), in, out, NULL, NULL);
  /* Volatile: which lanes take part depends on where it runs.  */
  gimple_asm_set_volatile (stmt, true);
  SSA_NAME_DEF_STMT (res) = stmt;
  gimple_seq_add_stmt (seq, stmt);
  return res;
}

tree
warp_all (gimple_seq *seq, tree value)
{
  /* Volatile: which lanes vote depends on where the asm runs, so no
     pass may move it, merge it with another or drop it.  */
  return asm_value (seq, vote_all_insn, unsigned_type_node, "r", value, true);
}

bool
warp_vote_p (const gimple *stmt)
{
  const gasm *asm_stmt = dyn_cast <const gasm *> (stmt);
  return (asm_stmt && gimple_asm_noutputs (asm_stmt) == 1
	  && strcmp (gimple_asm_string (asm_stmt), vote_all_insn) == 0);
}

} // namespace qprop
