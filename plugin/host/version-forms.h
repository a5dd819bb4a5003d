/* Addresses computed in a branch, for qprop-version (host/alias-version.cc).

   GCC's data-reference analysis takes the address of a reference from
   scalar evolution, which trusts the signed no-overflow facts of a
   statement only where it runs in every iteration.  In a column walk

     if (x > t) v = in[(r - 2) * W + c]; else v = in[(r + 1) * W + c];

   the arms' index arithmetic runs in some iterations only, so the
   conversion of (r - 2) * W + c to sizetype defeats it ("no base
   address"), and the loop could not be checked.  The project's own
   address form (ir/address-form.h) writes such an address as leaves
   times constants, expanding narrow signed arithmetic as if it did not
   wrap.  That holds in every iteration where the statement runs, by C's
   rules; but the clique claims something about every execution of the
   reference, and a later pass may hoist or speculate it into iterations
   where the arm would not have run.  So the form is used only where the
   ranges prove it: every narrow operation of the address that the loop
   computes is shown, from the value ranges of its loop-invariant
   operands and of the loop's header PHIs (which hold in every
   iteration), to stay within its type in every iteration.  A signed
   index the ranges do not bound, affine in the iteration number (the
   lane's column c in c + (r + 1) * W, where nothing bounds c), is
   tested instead: the check also requires its values at the first and
   the last iteration to lie within its type, so that in the checked copy
   it cannot wrap in any iteration.  */

#ifndef QPROP_HOST_VERSION_FORMS_H
#define QPROP_HOST_VERSION_FORMS_H

#include "ir/address-form.h"

namespace qprop {

/* The address of a reference as REST + STEP * k over the iteration
   number k of the loop asked about: REST over leaves the loop does not
   change (its base pointer included), STEP a constant (its offset) plus,
   for a loop-invariant stride that is not a constant, invariant leaves
   times constants.  */
struct form_parts
{
  address_form rest, step;
};

/* Fill DR's innermost behaviour in LOOP (base address, offset, init and
   step) from the address form of REF, its reference, when the ranges
   prove that no narrow arithmetic of the address wraps in any iteration,
   or prove it of all but signed indices affine in the iteration number:
   then each of those adds to *BOUNDS the condition, valid before LOOP,
   that it stays within its type in iterations 0 .. NITER (LOOP's latch
   executions), which the check must test.  The step may be symbolic, an
   invariant sum (DR_STEP is then not a constant; *PARTS, when given,
   gets the form split).  Returns null, or why the form does not do; with
   SAY, the statement that may wrap goes to the detailed dump.  */
const char *form_behavior (class loop *loop, address_forms *forms,
			   data_reference_p dr, tree ref, bool say,
			   tree niter, std::vector<tree> *bounds,
			   form_parts *parts);

} // namespace qprop

#endif
