/* The one rule of qprop's passes for what ends a path: a statement after
   which the statements that follow may not run.  */

#ifndef QPROP_IR_NO_TRAP_H
#define QPROP_IR_NO_TRAP_H

namespace qprop {

/* Whether STMT may end the program, or leave the function, without
   reaching the statements after it: a call (but for internal const or
   pure functions, which return), an asm, a statement that may throw
   (with -fnon-call-exceptions, a load or a division too), or an integer
   operation that may trap (in the nvptx compiler, integer division and
   remainder never do: PTX gives an unspecified value where a CPU would
   trap).  A path that meets one does not prove that a
   later statement runs, so a value may not be computed ahead of it on
   the strength of that statement.  Floating-point exceptions only trap
   where the program enabled them, and a load or a store that faults
   ends the program with the same signal a moved load would, so none of
   them counts.  */
bool may_end_path (function *fn, gimple *stmt);

} // namespace qprop

#endif
