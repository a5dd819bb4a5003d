/* qprop-div: the divergence analysis (simt/divergence.cc), its dump and
   developer report (simt/divergence-report.cc), and the run-time check
   (simt/div-check.cc).

   It runs right after GCC's PRE, in the host compiler and in the nvptx
   accelerator compiler.  There, the lane sources are already lowered
   (.GOACC_DIM_POS, .GOMP_SIMT_LANE) and the code is still close to the
   source; on the host, simd loops are still scalar loops, before the
   vectorizer turns them into vector code.

   Dump (-fplugin-arg-qprop-dump=qprop-div):
     qprop-div: FUNCTION: no SIMT region
     qprop-div: FUNCTION: left alone: N basic blocks, more than max-blocks=M
     qprop-div: region R: function | simd loop L (header bb H)
     qprop-div:   value NAME: uniform[ = C] | affine C*T + A|? [(wraps)]
		    | divergent
     qprop-div:   branch bb N (line L): uniform | divergent
     qprop-div:   loop L (header bb H): uniform | divergent (exit bb A ...)
     qprop-div:   load|store bb N (line L): address uniform
		    | address affine stride S | address divergent
     qprop-div: FUNCTION: mode=affine|simple regions=N names=N uniform=N
       affine=N divergent=N branches=N divergent-branches=N loops=N
       divergent-loops=N visits=N alias-queries=N
     qprop-div: div-check: regions=N branches=N values=N   (with div-check)
   and with -details, whether each block's execution predicate is uniform
   (qprop-div:   block bb N: predicate uniform|divergent) and the time the
   analysis took.

   Report (-fplugin-arg-qprop-divergence-report), one note per source
   location:
     note: branch is uniform
     note: branch diverges: 'x' depends on the vector lane through 'i'
     note: load from a uniform address | store to a uniform address
     note: load from an affine address: stride S bytes per lane, coalesced
       (or: not coalesced)
     note: load from a divergent address   (and the same for stores)
   Coalesced means the lanes touch consecutive elements (the stride is
   the access size), so a warp's access is one contiguous block.  */

#include "gcc-includes.h"
#include <chrono>
#include "simt/divergence.h"
#include "simt/divergence-report.h"
#include "simt/div-check.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

unsigned int
execute_div (function *fn, const settings &s)
{
  if (!simt_code (s))
    {
      if (dump_file)
	fprintf (dump_file, "qprop-div: %s: no SIMT region (simt=off)\n",
		 function_name (fn));
      return 0;
    }
  /* The passes that act on divergence run the analysis themselves, on
     the IR as it is when they run; this one only reports it.  With no
     dump, report, statistics or run-time check asked for, nobody would
     read its answers: 297,000 of the nvptx compiler's 83.9 million
     instructions on probe-acc at -O2, by callgrind.  */
  if (!dump_file && !s.divergence_report && !s.stats && !s.div_check)
    return 0;
  auto start = std::chrono::steady_clock::now ();
  simt_divergence da (fn, s);
  da.lie = s.selftest_div_lie;
  da.run ();
  auto usec = std::chrono::duration_cast<std::chrono::microseconds>
		(std::chrono::steady_clock::now () - start).count ();

  int all_names = 0;
  {
    tree name;
    unsigned i;
    FOR_EACH_SSA_NAME (i, name, fn)
      if (!virtual_operand_p (name) && !SSA_NAME_IS_DEFAULT_DEF (name)
	  && gimple_bb (SSA_NAME_DEF_STMT (name)))
	all_names++;
  }
  if (da.regions ().is_empty ())
    {
      if (dump_file)
	fprintf (dump_file, "qprop-div: %s: no SIMT region (function-names=%d,"
		 " all uniform)\n", function_name (fn), all_names);
      return 0;
    }

  div_counts counts;
  report_divergence (dump_file, fn, da, s.divergence_report, &counts);

  if (dump_file)
    {
      fprintf (dump_file, "qprop-div: %s: mode=%s regions=%u"
	       " function-names=%d names=%d"
	       " uniform=%ld affine=%ld divergent=%ld branches=%ld"
	       " divergent-branches=%ld loops=%ld divergent-loops=%ld"
	       " visits=%ld alias-queries=%ld%s\n",
	       function_name (fn), s.div_affine ? "affine" : "simple",
	       da.regions ().length (), all_names, da.names (), counts.uniform,
	       counts.affine, counts.divergent, counts.branches,
	       counts.divergent_branches, counts.loops, counts.divergent_loops,
	       da.visits (), da.alias_queries (),
	       da.alias_budget_hit () ? " (alias budget reached: the loads"
	       " left were taken as divergent)" : "");
      if (dump_flags & TDF_DETAILS)
	fprintf (dump_file, "qprop-div: %s: blocks=%d edges=%d analysis took"
		 " %ld us\n", function_name (fn), n_basic_blocks_for_fn (fn),
		 n_edges_for_fn (fn), (long) usec);
    }
  counters::add ("names", da.names ());
  counters::add ("uniform", counts.uniform);
  counters::add ("affine", counts.affine);
  counters::add ("divergent", counts.divergent);
  counters::add ("branches", counts.branches);
  counters::add ("divergent_branches", counts.divergent_branches);
  counters::add ("visits", da.visits ());

  if (!s.div_check)
    return 0;
  div_check_stats cs;
  unsigned int todo = instrument_div_check (fn, da, &cs);
  if (dump_file)
    fprintf (dump_file, "qprop-div: div-check: regions=%ld skipped=%ld"
	     " branches=%ld values=%ld\n", cs.regions, cs.skipped_regions,
	     cs.branches, cs.values);
  counters::add ("checked_branches", cs.branches);
  counters::add ("checked_values", cs.values);
  return todo;
}

} // namespace qprop
