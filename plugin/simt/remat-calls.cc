/* qprop-remat across calls.

   Calls are the other place where registers run out.  ptxas keeps a
   value live across a PTX call (the libgomp entry points GOMP_parallel,
   GOMP_teams4, omp_get_team_num, ... in OpenMP offload code) in a
   callee-saved register, which the function saves in its frame and
   restores: every such value costs spill stores and loads in the
   prologue and epilogue, whatever the limit on registers.  With
   remat-calls=on a block holding such a call counts as a high-pressure
   block too.  For example, the target region of

	 #pragma omp target teams distribute parallel for map(...)
	 for (...) ... a[i] ... b[i] ...

   loads the mapped pointers a and b from its argument block once, at
   the top, and holds them across GOMP_teams4, omp_get_num_teams and
   GOMP_parallel until it stores them into the block it passes to
   GOMP_parallel:

	 _8 = *.omp_data_i_7(D).a;           bb 2
	 _65 = {(long unsigned) _8, ...};
	 _20 = __builtin_GOMP_teams4 (...);   bb 4 (loop)
	 ...
	 MEM <vector(2) long unsigned> [&.omp_data_o] = _65;   bb 8
	 __builtin_GOMP_parallel (fn.1, &.omp_data_o, 0, 0);

   The argument block is `const struct .omp_data_t & restrict', so by
   C's rule for restrict nothing writes it while the function runs
   (load safety's unwritten_during_function), calls included: _65 is
   computed again in bb 8, from .omp_data_i, and only the block's
   address is live across the calls.  Such a function has no SIMT
   region (one thread of the team runs it); the pass then looks at
   calls only, and the divergence of a value does not matter, since a
   copy computes the same value as the original whatever the lane.
   A copy inside a loop its definition is not in is allowed there when
   its block holds a call itself: it then runs at most once per call.

   Three more rules serve calls:
   - a value defined before the last call of a block and used after it,
     in the block or beyond, is live across that call too: it is
     recomputed after the call (the parallel body's loop bounds, loaded
     before omp_get_num_threads and used after it); operands defined
     before the call in that block do not count as available there;
   - across a call, the divergence of a value does not matter either:
     recomputing a divergent value costs its computation, keeping it
     costs a save and a restore around every call;
   - a load through a restrict parameter that is not const is written
     only by stores based on the parameter (C11 6.7.3.1), unless the
     parameter's value escapes (load safety's function_writers): the
     argument block of a parallel body, which GCC's alias oracle takes
     for memory any call or store may write.
   Where a function holds OpenACC's fork and join markers, calls outside
   its SIMT region do not count (has_fork_join).  */

#include "gcc-includes.h"
#include "simt/remat-calls.h"

namespace qprop {

/* Whether STMT is a call that ptxas sees as a PTX call (a function
   of the program, or one of libgomp's entry points, which GCC declares
   as built-ins but the nvptx back end calls), across which a live value
   takes a callee-saved register.  Internal functions and other
   built-ins mostly expand to instructions; they do not count.  */
bool
abi_call_p (gimple *stmt)
{
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!call || gimple_call_internal_p (call))
    return false;
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return true;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return (startswith (name, "__builtin_GOMP_")
	  || startswith (name, "__builtin_GOACC_")
	  || startswith (name, "__builtin_omp_")
	  || startswith (name, "__builtin_acc_"));
}

/* The uid of the last call of BB that abi_call_p counts, 0 if none.  */
unsigned
last_abi_call_uid (basic_block bb)
{
  unsigned uid = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (abi_call_p (gsi_stmt (gsi)))
      uid = gimple_uid (gsi_stmt (gsi));
  return uid;
}

/* The first call of BB that abi_call_p counts, or NULL.  */
gcall *
abi_call_in (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (abi_call_p (gsi_stmt (gsi)))
      return as_a<gcall *> (gsi_stmt (gsi));
  return NULL;
}

bool
has_fork_join (function *fn)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_call_internal_p (gsi_stmt (gsi), IFN_UNIQUE))
	return true;
  return false;
}

} // namespace qprop
