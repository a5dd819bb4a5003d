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

/* qprop-flatten's run-time decision (flatten-vote.cc): COUNTS are each
   lane's inner trip counts T_k (unsigned ints, at most 0xffff) for the
   first few outer iterations.  Returns an unsigned int, the same in
   every lane: 1 when all 32 lanes run here and formula (1) with the
   measured idle share says flattening pays, 32 M TB > S (TA + TB), with S
   the sum of every lane's T_k and M the sum over k of the warp's largest
   T_k; else 0.  A volatile asm appended to SEQ.  Only for the nvptx
   compiler (activemask, shfl.sync: sm_70 and later).  */
tree warp_flatten_vote (gimple_seq *seq, const vec<tree> &counts, int ta,
			int tb);

} // namespace qprop

#endif
