/* Vector load splicing: a vector load that straddles two other vector
   loads of the same memory, composed from them by a lane permutation
   (see vector-splice.cc).  */

#ifndef QPROP_TRANSFORM_VECTOR_SPLICE_H
#define QPROP_TRANSFORM_VECTOR_SPLICE_H

namespace qprop {

struct splice_stats
{
  /* Vector loads with an address form, and the groups of at least two
     of them that read one memory state over the same leaves.  */
  long candidates = 0;
  long groups = 0;
  /* Loads replaced by a permutation of two neighbours.  */
  long spliced = 0;
  /* Neighbours that had to be moved up to the load they replace.  */
  long moved = 0;
  /* Loads left alone: the target has no such constant permutation; a
     neighbour comes later and cannot be moved up to it.  */
  long unsupported = 0;
  long unmovable = 0;
  /* Groups left alone because their loop could not be unrolled for the
     carried vectors to rotate without copies.  */
  long unrotated = 0;
};

/* Splice the vector loads of FN.  Returns the TODO flags the caller must
   honour.  */
unsigned int run_vector_splice (function *fn, splice_stats *stats);

} // namespace qprop

#endif
