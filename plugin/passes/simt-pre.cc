/* qprop-simt-pre: the PRE guard (simt/simt-pre.cc), right before
   GCC's PRE, in SIMT code only: the nvptx accelerator compiler, and omp
   simd loops on the host with -fplugin-arg-qprop-simt=host.

   Dump (-fplugin-arg-qprop-dump=qprop-simt-pre):
     qprop-simt-pre: FUNCTION: no SIMT region
     qprop-simt-pre: FUNCTION: left alone: qprop-pre is not selected
     qprop-simt-pre: FUNCTION: divergent-branches=N: tree-pre switched
       off, qprop-pre does PRE here | tree-pre kept | tree-pre already off
 */

#include "gcc-includes.h"
#include "simt/divergence.h"
#include "simt/simt-pre.h"
#include "report/counters.h"
#include "passes/passes.h"

namespace qprop {

bool
pre_guard_wanted (function *fn, const settings &conf)
{
  if (conf.selects ("qprop-pre"))
    return true;
  if (dump_file)
    fprintf (dump_file, "qprop-simt-pre: %s: left alone: qprop-pre is"
	     " not selected\n", function_name (fn));
  return false;
}

unsigned int
execute_pre_guard (function *fn, const settings &conf)
{
  pre_guard_result result;
  bool pre_on = flag_tree_pre;
  {
    simt_divergence da (fn, conf);
    if (!found_simt_region (da, fn, "qprop-simt-pre"))
      return 0;
    guard_pre (fn, da, &result);
  }
  if (dump_file)
    fprintf (dump_file, "qprop-simt-pre: %s: divergent-branches=%d: %s\n",
	     function_name (fn), result.divergent_branches,
	     result.switched_off ? "tree-pre switched off, qprop-pre does PRE"
	     " here" : !pre_on ? "tree-pre already off" : "tree-pre kept");
  counters::add ("divergent_branches", result.divergent_branches);
  counters::add ("functions_guarded", result.switched_off);
  return 0;
}

} // namespace qprop
