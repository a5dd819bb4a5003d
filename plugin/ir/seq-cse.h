/* Sharing the repeated computations of a straight-line statement
   sequence before it goes into the IR.  */

#ifndef QPROP_IR_SEQ_CSE_H
#define QPROP_IR_SEQ_CSE_H

namespace qprop {

/* force_gimple_operand gimplifies every occurrence of a subexpression,
   however often a GENERIC tree shares it, so a condition built from
   repeated parts (the start of each strand of a run-time alias check)
   comes out with each part computed again.  Remove from SEQ, a sequence
   of statements not yet in the IR, every assignment that computes what
   an earlier one of SEQ computes (same operation, type and operands,
   with no memory access or side effect), rewriting its uses in SEQ to
   the earlier result, and return VALUE (an operand, or a condition over
   operands, that uses SEQ's results) rewritten the same way.  The
   removed results are released.  */
tree share_repeated_values (gimple_seq *seq, tree value);

} // namespace qprop

#endif
