/* qprop-splice: compose vector loads that straddle two other vector
   loads of the same memory from those two by a lane permutation
   (host/vector-splice.cc).

   It runs in GCC's loop pipeline after the vectorizer and before
   predictive commoning, which then carries the loads it keeps across the
   vector loop's iterations.

   Dump (-fplugin-arg-qprop-dump=qprop-splice):
     qprop-splice: bb N: LOAD                 each load replaced, then
     qprop-splice:   now NAME = VEC_PERM_EXPR <P, Q, { ... }>;
     qprop-splice: bb N: not spliced, the target has no such
       permutation: LOAD
     qprop-splice: bb N: not spliced, a load it needs comes later and
       cannot be moved up to it: LOAD
     qprop-splice: bb N: not spliced, REASON: LOAD
       the loop of the group of LOAD could not be unrolled twice for the
       carried vectors to rotate without copies: it is not an innermost
       loop, is optimized for size, has no single exit, an unknown trip
       count or too big a body, or too few registers left
     qprop-splice: FUNCTION: left alone: N basic blocks, more than
       max-blocks=M
     qprop-splice: FUNCTION: candidates=N groups=N spliced=N moved=N
       unsupported=N unmovable=N unrotated=N  */

#include "gcc-includes.h"
#include "host/vector-splice.h"
#include "passes/passes.h"

namespace qprop {

unsigned int
execute_splice (function *fn, const settings &)
{
  splice_stats s;
  unsigned int todo = run_vector_splice (fn, &s);

  report_figures (fn, "qprop-splice", NULL, figures_of (s));
  if (s.spliced)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-splice: composed %ld vector loads from the"
			" vector loads beside them\n", s.spliced);

  return todo;
}

} // namespace qprop
