/* A walk over the statements of a loop's body that stops at the first
   statement a transform cannot take, for the passes that copy or
   version whole loops (qprop-sr's peeling, qprop-version).  */

#ifndef QPROP_IR_LOOP_REFUSAL_H
#define QPROP_IR_LOOP_REFUSAL_H

namespace qprop {

/* Ask REFUSAL (gimple * -> const char *) about each statement of LOOP,
   block by block in get_loop_body's order, and return the first reason
   it gives, or NULL if it gives none.  REFUSAL may also gather what it
   sees on the way: it is asked about every statement up to the first
   refused one, and about no later one.  */
template <typename F>
const char *
first_loop_refusal (class loop *loop, F refusal)
{
  const char *why = NULL;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes && !why; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !why; gsi_next (&gsi))
      why = refusal (gsi_stmt (gsi));
  free (body);
  return why;
}

} // namespace qprop

#endif
