/* qprop-remat across calls: which calls ptxas compiles as PTX calls,
   across which a live value costs a callee-saved register and its
   spills.  See remat-calls.cc.  */

#ifndef QPROP_SIMT_REMAT_CALLS_H
#define QPROP_SIMT_REMAT_CALLS_H

namespace qprop {

/* Whether STMT is a call that ptxas sees as a PTX call: a function of
   the program, or one of libgomp's entry points.  */
bool abi_call_p (gimple *stmt);

/* The first call of BB that abi_call_p counts, or NULL.  */
gcall *abi_call_in (basic_block bb);

/* The uid of the last call of BB that abi_call_p counts, 0 if none.  */
unsigned last_abi_call_uid (basic_block bb);

/* Whether FN holds OpenACC's fork and join markers, around code that
   the nvptx back end runs partitioned (broadcasting the values live
   into it): outside SIMT regions, qprop-remat copies no value across
   calls in such a function, rather than across a marker.  */
bool has_fork_join (function *fn);

} // namespace qprop

#endif
