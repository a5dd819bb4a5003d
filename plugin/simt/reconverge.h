/* The reconvergence guard: keep GCC's block duplication from taking the
   join of a divergent branch away.  See reconverge.cc.  */

#ifndef QPROP_TRANSFORM_RECONVERGE_H
#define QPROP_TRANSFORM_RECONVERGE_H

namespace qprop {

class divergence_analysis;

/* One branch that a duplicating pass would have split at its join.  */
struct reconverge_candidate
{
  /* The pass that would duplicate, as GCC names it.  */
  const char *pass;
  /* The branch, and the join that would be copied into its arms.  */
  basic_block branch;
  basic_block join;
  bool divergent;
};

struct reconverge_result
{
  auto_vec<reconverge_candidate> candidates;
  /* The duplicating passes switched off for the function (names joined
     by commas), or empty.  */
  std::string switched_off;
};

/* Give FN an optimization node of its own, equal to the current options
   with the flags in FLAGS_OFF cleared, as __attribute__((optimize))
   would.  FN must be cfun, whose options are the global ones while it is
   compiled.  */
void switch_off_for_function (function *fn,
			      const std::vector<int *> &flags_off);

/* Find the joins of branches of FN that -fsplit-paths, -ftracer and the
   late jump threaders may duplicate, and, where one belongs to a
   divergent branch of a SIMT region in DA, switch that pass off for FN
   alone.  Changes FN's
   optimization options, never its IR.  Needs dominators and the loop
   tree with simple latches, as split-paths does.  */
void guard_reconvergence (function *fn, const divergence_analysis &da,
			  reconverge_result *result);

} // namespace qprop

#endif
