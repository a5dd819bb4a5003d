/* Trip counts: the questions qprop's loop transforms ask of GCC's niter
   analysis, each asked one way.

   GCC counts a loop's trips as its latch count: how often the back edge
   is taken, one less than the number of times the body runs.  Its
   analysis may answer with an expression that holds only under
   assumptions (that an IV does not wrap, say), with a condition under
   which the count is zero whatever the expression says, or not at all
   (chrec_dont_know).  A transform that relies on a count must take the
   answer only where it holds as it stands:

   - exact_latch_count: the count at one exit, refused where it holds
     only under assumptions, with the zero condition kept apart
     (qprop-flatten's vote computes both before the nest);
   - invariant_latch_count: a count that stays the same through the
     loop, so that it can be read before it (qprop-version's checks);
   - latch_count_at_least: a constant count of at least N (qprop-sr's
     peeling, which must leave iterations to peel);
   - assumed_iterations: the iterations per entry a cost model takes,
     from the count where it is constant, else GCC's estimates.

   For example, for

	 for (i = 0; i < n; i++)   (int i, n)
	   a[i] = 0;

   niter analysis gives the latch count (unsigned) n - 1, zero instead
   when n <= 0: exact_latch_count sets NITER to the first and ZERO to
   the second; invariant_latch_count answers with n <= 0 ? 0 : (unsigned)
   n - 1 (number_of_latch_executions folds the two, and n does not change
   in the loop); latch_count_at_least says no, n not being a constant;
   assumed_iterations takes GCC's estimate of the trips.  */

#ifndef QPROP_IR_TRIP_COUNT_H
#define QPROP_IR_TRIP_COUNT_H

namespace qprop {

/* Set *NITER to LOOP's latch count at EXIT, and *ZERO to the condition
   under which it is zero instead (boolean_false_node where there is
   none); false, changing neither, where the count is unknown or holds
   only under assumptions.  Needs the loop state niter analysis needs
   (preheaders, simple latches as it asks).  */
bool exact_latch_count (class loop *loop, edge exit, tree *niter,
			tree *zero);

/* LOOP's latch count (number_of_latch_executions), where it is known and
   invariant in LOOP; NULL_TREE otherwise.  */
tree invariant_latch_count (class loop *loop);

/* Whether NITER, a latch count number_of_latch_executions gave (maybe
   NULL_TREE), is a constant of at least N.  */
bool latch_count_at_least (tree niter, int n);

/* Iterations per entry into LOOP a cost model assumes: NITER + 1 where
   NITER, LOOP's latch count, is a constant; else GCC's estimate from
   the profile, or its guess.  */
HOST_WIDE_INT assumed_iterations (class loop *loop, tree niter);

} // namespace qprop

#endif
