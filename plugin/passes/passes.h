/* Entry points of qprop's passes, one per row of the registry table.
   Each lives in its own file under passes/, where it hands the settings
   the analyses and transforms it uses need to them, and connects their
   results to the dump, the remarks and the counters.  */

#ifndef QPROP_PASSES_H
#define QPROP_PASSES_H

#include "settings.h"
#include "simt/simt-policy.h"
#include "report/figures.h"

namespace qprop {

/* The entries, each the execute hook of its row in registry.cc, of the
   type that row's execute field has.  */
typedef unsigned int pass_entry (function *fn, const settings &conf);
pass_entry execute_stats, execute_gvn, execute_pre, execute_splice,
  execute_sr, execute_glia, execute_div, execute_reconverge,
  execute_pre_guard, execute_flatten, execute_linearize, execute_version,
  execute_remat, execute_vectorize;

/* The conditions two SIMT passes check before the function size: whether
   qprop-pre runs to take over from GCC's PRE, and whether any pass that
   could copy a join is on.  Each says in the dump why not.  */
bool pre_guard_wanted (function *fn, const settings &conf);
bool reconverge_wanted (function *fn, const settings &conf);
/* qprop-vectorize's condition: the host compiler, a function with omp
   simd loops.  */
bool vectorize_wanted (function *fn, const settings &conf);

/* Glue the pass entries share (pass-common.cc).  */

/* Run DA over FN; if it finds no SIMT region, say so in PASS's dump and
   return false.  */
bool found_simt_region (simt_divergence &da, function *fn, const char *pass);

/* Emit an -fopt-info remark of KIND (MSG_OPTIMIZED_LOCATIONS,
   MSG_MISSED_OPTIMIZATION, MSG_NOTE) about the code at LOCUS in FN, or
   at FN's declaration where LOCUS is unknown, formatted as printf
   formats FMT.  Does nothing unless remarks are on.  */
void remark_at (dump_flags_t kind, function *fn, location_t locus,
		const char *fmt, ...) ATTRIBUTE_PRINTF (4, 5);

/* Emit a remark of KIND (MSG_OPTIMIZED_LOCATIONS, MSG_NOTE) about FN as
   a whole, at its declaration, formatted as printf formats FMT.  Does
   nothing unless remarks are on.  */
void remark_on_function (dump_flags_t kind, function *fn, const char *fmt,
			 ...) ATTRIBUTE_PRINTF (3, 4);

/* Write PASS's summary line for FN to the dump, "PASS: FN:[ HEAD]
   name=N ...", and add FIGURES to the counters, both in the order
   given.  */
void report_figures (function *fn, const char *pass, const char *head,
		     const std::vector<figure> &figures);

/* Where SIMT's insertion rule is in force (SIMT), PASS's second summary
   line for FN in the dump, "PASS: FN: insertion-rule=RULE name=N ...",
   with the FIGURES that show what the rule refused or allowed.  */
void report_insertion_rule (function *fn, const char *pass,
			    const simt_insertion_policy &simt,
			    const std::vector<figure> &figures);

} // namespace qprop

#endif
