/* qprop-glia: GLIA and MDGLIA, load aggregation by lazy code motion with
   the same-array conditions of the thesis's chapter 5
   (host/glia.cc).

   It runs after GCC's last GIMPLE optimizations (after late sinking and
   uncprop), so that nothing moves the loads back before expansion.

   Dump (-fplugin-arg-qprop-dump=qprop-glia):
     qprop-glia: bb N: STMT                 each moved load, followed by
     qprop-glia:   moved: array=A stopped-by=keepOrder|keepDimension
       speculative=yes|no replaced=N nCI=N
     qprop-glia:   to bb M before a load of B: STMT   (or "before a store
       of B", "before a statement", "at its start")
     qprop-glia: bb N: not moved[ (down-safe placement)], REASON: STMT
       REASON is one of: it would need several insertion points; its
       insertion point does not dominate the occurrences; its occurrences
       do not dominate one another; the insertion point is in a loop it
       is not in; ... in an irreducible region; a load it would insert
       may trap[; trying the down-safe placement]; the address of the
       load to move is too long a chain; a name its address uses is
       defined below the insertion point; no load of its cache line comes
       before the insertion point; only N references to other lines in
       between, fewer than glia-distance=D; N values would be live across
       the move, more than glia-pressure=P
     qprop-glia: budget: ...                a budget was reached
     qprop-glia: FUNCTION: left alone: N basic blocks, more than
       max-blocks=M
     qprop-glia: FUNCTION: mode=M candidates=N queries=N nodes=N moved=N
       speculative=N keep-order=N keep-dimension=N replaced=N merges=N
       trap-refusals=N hotter=N near=N pressure=N
   and with -details, each analyzed reference with its same-array,
   earliest and latest nodes, and each load left alone because its whole
   region has fewer than glia-distance references to other lines.  */

#include "gcc-includes.h"
#include "host/glia.h"
#include "passes/passes.h"

namespace qprop {

static const char *
glia_mode_name (const settings &conf)
{
  if (conf.glia_speculative)
    return conf.glia_keep_dimension ? "mdglia" : "glia";
  return conf.glia_keep_dimension ? "us-mdglia" : "us-glia";
}

unsigned int
execute_glia (function *fn, const settings &conf)
{
  glia_params params = { conf.glia_speculative, conf.glia_keep_dimension,
			 conf.pre_queries, conf.glia_nodes,
			 conf.glia_distance, conf.glia_pressure };
  glia_stats s;
  unsigned int todo = run_glia (fn, params, &s);

  std::string mode = std::string ("mode=") + glia_mode_name (conf);
  report_figures (fn, "qprop-glia", mode.c_str (), figures_of (s));
  if (s.moved)
    remark_on_function (MSG_OPTIMIZED_LOCATIONS, fn,
			"qprop-glia: moved %ld loads next to loads of the"
			" same array (%ld speculatively)\n", s.moved,
			s.speculative);

  return todo;
}

} // namespace qprop
