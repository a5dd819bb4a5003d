/* Vector load splicing: a vector load that straddles two other vector
   loads of the same memory, composed from them by a lane permutation
   (see vector-splice.cc).  */

#ifndef QPROP_TRANSFORM_VECTOR_SPLICE_H
#define QPROP_TRANSFORM_VECTOR_SPLICE_H

#include "report/figures.h"

namespace qprop {

/* Splice the vector loads of FN, counting what it does in STATS (the
   splice rows of report/figures.def).  Returns the TODO flags the caller
   must honour.  */
unsigned int run_vector_splice (function *fn, splice_stats *stats);

} // namespace qprop

#endif
