/* qprop-version: run-time alias versioning of innermost loops, so that
   values can be carried across iterations where the arrays arrive as
   pointers that might overlap.  See alias-version.cc.  */

#ifndef QPROP_TRANSFORM_ALIAS_VERSION_H
#define QPROP_TRANSFORM_ALIAS_VERSION_H

#include <vector>
#include "simt/register-guard.h"

namespace qprop {

/* One innermost loop looked at, and either the numbers of the decision
   or why it was left alone.  */
struct version_note
{
  int header = -1;
  location_t locus = UNKNOWN_LOCATION;
  bool versioned = false;
  const char *refusal = NULL;
  /* Pointer groups (references through one base address), the pairs of
     groups the run-time check compares, and the loads per iteration the
     check is estimated to free for GCC's passes and qprop-sr.  */
  int groups = 0;
  int pairs = 0;
  int gain = 0;
  /* Statements of the check, the loop's size (the code it copies), and
     the iterations the decision assumed per entry.  */
  int check_cost = 0;
  int size = 0;
  /* The statements the check came to once built and shared.  */
  int check_statements = 0;
  HOST_WIDE_INT iterations = 0;
  /* How many loops the check covers: 1 for the innermost loop alone,
     more when it was hoisted out of enclosing loops.  */
  int levels = 0;
  /* Why the check could not be hoisted further out, or null.  */
  const char *hoist_stop = NULL;
  /* How many of those loops were copied (LEVELS when the whole nest
     the check covers was), and why no more, or null.  */
  int copied_levels = 0;
  const char *copy_stop = NULL;
  /* The dependence clique the checked copy's references were given.  */
  int clique = 0;
  /* The register guard's verdict, when it judged the loop.  */
  bool register_checked = false;
  register_check regs;
};

struct version_options
{
  /* The most statements all versioned loops of one function may copy.  */
  int max_growth = 1000;
  /* The most pairs of groups one check may compare.  */
  int max_pairs = 8;
  /* The most loops of a nest one versioning copies, the innermost
     included.  */
  int max_copy = 2;
  /* Version whatever the cost model says (selftest=version-all).  */
  bool ignore_cost = false;
  /* qprop-sr runs after the pass: it carries a loaded value to a later
     iteration wherever no store that may write it runs in between, so
     a load counts as freed only where one does.  */
  bool sr_carries = false;
  /* qprop-sr runs with sr-symbolic-steps: it also carries a value to the
     next row of a walk whose stride is a run-time value
     (in[(r - 1) * w + c] from in[r * w + c]).  */
  bool sr_symbolic = false;
  /* SIMT code (the nvptx compiler): the warp votes on the check, so
     that all its lanes run the same copy.  */
  bool warp_uniform = false;
  /* The register guard (simt/register-guard.h), in the nvptx compiler,
     and the saving that overrides it.  */
  bool register_guard = false;
  int register_guard_saving = 256;
  /* The guard's spill forecast for the warp vote on the check.  */
  bool register_guard_spills = false;
};

/* Version the innermost loops of FN whose cross-iteration reuse or
   invariant loads are blocked only by possible overlap between
   pointer-based references.  Appends a note per loop looked at to NOTES;
   returns the number of loops versioned.  Loops must be initialized with
   preheaders and scalar evolution must be available.  */
int version_loops_for_alias (function *fn, const version_options &opts,
			     std::vector<version_note> *notes);

} // namespace qprop

#endif
