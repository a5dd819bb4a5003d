/* The run-time check of qprop-version: the data that alias-version.cc's
   analysis collects for a loop (its groups of references through one
   pointer, and their strands), and the functions that turn it into the
   check and place it (version-check.cc).  Internal to qprop-version.  */

#ifndef QPROP_HOST_VERSION_CHECK_H
#define QPROP_HOST_VERSION_CHECK_H

#include <map>
#include <utility>
#include <vector>
#include "host/version-forms.h"

namespace qprop {
namespace version_check {

/* The references of one group that share an offset and a step: their
   extremes are constants apart, so one MIN/MAX at compile time covers
   them.  */
struct strand
{
  tree base_address;
  tree offset;
  HOST_WIDE_INT step;
  /* A loop-invariant step that is not a constant (sizetype, STEP then
     0), or null.  Its span over the loop is the first of OUTER_TERMS,
     bounded and widened like an enclosing loop's symbolic step.  */
  tree sym_step;
  HOST_WIDE_INT min_init;
  HOST_WIDE_INT max_end;
  /* Where the strand starts (base address plus offset, sizetype) when the
     versioned loop is entered; and, when the check covers enclosing
     loops too, each one's step (sizetype, possibly symbolic) and latch
     executions.  */
  tree start;
  std::vector<std::pair<tree, tree> > outer_terms;
};

/* References through one pointer: their base addresses all start from
   ROOT, at offsets the loop does not change.  */
struct group
{
  tree root;
  std::vector<data_reference_p> refs;
  std::vector<strand> strands;
  bool written = false;
  /* Every reference's base is a MEM_REF without a clique, so it can be
     given one.  */
  bool annotatable = true;
  /* Some pair with this group needs the check / could not be checked.  */
  bool checked = false;
  bool unchecked = false;
};

/* What one loop would need: its groups and the pairs to compare.  */
struct loop_plan
{
  std::vector<group> groups;
  std::vector<std::pair<int, int> > pairs;
  tree niter = NULL_TREE;
  HOST_WIDE_INT max_step = 0;
  /* References whose address came from its address form, because GCC's
     data-reference analysis gave up on it (see form_behavior), and the
     conditions on their indices the check must test.  */
  int from_forms = 0;
  std::vector<tree> bounds;
  /* The address forms of the references that have one, split over the
     loop's iteration number: freed_loads compares symbolic steps in
     these terms.  */
  std::map<data_reference_p, form_parts> parts;
};

/* Why a statement of the loop forbids versioning it, or null.  */
const char *statement_refusal (gimple *stmt);

/* The condition under which every pair of PLAN is disjoint.  */
tree disjoint_condition (const loop_plan &plan);

/* Where a remark about LOOP points.  */
location_t loop_locus (class loop *loop);

/* Hoist the check of PLAN, made for LOOP, out of the enclosing loops as
   far as its operands allow; see version-check.cc.  */
class loop *hoist_check (class loop *loop, loop_plan *plan, bool simt,
			 int max_copy, int *levels, const char **stop,
			 class loop **copy, const char **copy_stop);

} // namespace version_check
} // namespace qprop

#endif
