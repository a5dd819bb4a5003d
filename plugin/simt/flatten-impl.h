/* What the two halves of qprop-flatten share: flatten.cc, which checks
   a nest and weighs it, and flatten-rewrite.cc, which rewrites it.
   Private to them.  */

#ifndef QPROP_SIMT_FLATTEN_IMPL_H
#define QPROP_SIMT_FLATTEN_IMPL_H

namespace qprop {

/* The state word of the flattened loop (see the opening comment): 0
   (FETCH) to fetch a new item, 1 (IN_B) to go on in B, this (LEAVE) to
   leave the loop.  Not a power of two, so that GCC keeps the select
   that makes it as one instruction rather than a shift of the test's
   value.  */
const int state_leave = 3;
/* The most statements the tail of A's iteration may have for the fetch
   loop's copy of it.  */
const int fetch_max_stmts = 40;

/* A nest and the edges the transform rewires.  */
struct nest
{
  class loop *a = NULL, *b = NULL;
  edge a_entry = NULL, a_latch = NULL, a_exit = NULL, b_latch = NULL;
  edge b_entry = NULL;
  /* A's exiting block, and its edge that stays in A.  */
  basic_block exiting = NULL;
  edge stay = NULL;
};

/* The exits of LOOP, without needing recorded exits.  */
auto_vec<edge> exits_of (class loop *loop);
/* The one edge entering LOOP's header from outside, or NULL.  */
edge single_entry (class loop *loop);

/* Rewrite nest N into the latch-join form, with the in-step edge if
   IN_STEP.  Returns the number of back edges of the flattened loop: 1
   when A and B became one loop (the in-step edge not counted).
   *FETCH_HEADER is the fetch loop's header, or NULL when there is none.  */
int rewrite_nest (const nest &n, bool in_step, basic_block *fetch_header);

} // namespace qprop

#endif
