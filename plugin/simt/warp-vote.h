/* A warp-wide vote, for run-time checks in SIMT code that must send every
   lane of a warp the same way.  */

#ifndef QPROP_IR_WARP_VOTE_H
#define QPROP_IR_WARP_VOTE_H

namespace qprop {

/* An unsigned int that is 1 in every lane of the warp running here when
   VALUE (an unsigned int) is nonzero in each of them, and 0 in all of
   them otherwise.  The vote is a volatile asm appended to SEQ, over the
   lanes that are active at that point (activemask), never over a fixed
   mask: a full mask is undefined where lanes have diverged.  Only for
   the nvptx compiler.  */
tree warp_all (gimple_seq *seq, tree value);

/* Is STMT a vote that warp_all built?  Its value is the same in every
   lane that runs it together, so the divergence analysis takes it for
   uniform.  */
bool warp_vote_p (const gimple *stmt);

} // namespace qprop

#endif
