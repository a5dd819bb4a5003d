/* A warp-wide vote for run-time checks in SIMT code.

   qprop-version checks at run time that a loop's pointer ranges are
   disjoint.  In SIMT code each lane computes its own answer, and lanes
   that disagree would run the two copies of the loop one after the
   other.  A vote makes the answer the warp's: the checked copy runs
   only when every active lane's ranges are disjoint.  That is always
   safe, since a lane takes the checked copy only if its own check
   passed.

   GCC's IFN_GOMP_SIMT_VOTE_ANY expands to a vote over all 32 lanes
   (member mask 0xffffffff), which PTX leaves undefined when some of
   them are not running that instruction, as in a loop whose trip count
   differs between lanes.  The vote here is over the lanes running
   together, read with activemask (sm_70 and later).  */

#include "gcc-includes.h"
#include "ir/cfg-rewrite.h"
#include "simt/warp-vote.h"

namespace qprop {

namespace {

const char vote_all_insn[] =
  "{\n\t.reg .pred %%qv_p;\n\t.reg .u32 %%qv_m;\n"
  "\tactivemask.b32\t%%qv_m;\n"
  "\tsetp.ne.u32\t%%qv_p, %1, 0;\n"
  "\tvote.sync.all.pred\t%%qv_p, %%qv_p, %%qv_m;\n"
  "\tselp.u32\t%0, 1, 0, %%qv_p;\n\t}";

} // anon namespace

tree
warp_all (gimple_seq *seq, tree value)
{
  /* Volatile: which lanes vote depends on where the asm runs, so no
     pass may move it, merge it with another or drop it.  */
  return asm_value (seq, vote_all_insn, unsigned_type_node, "r", value, true);
}

bool
warp_vote_p (const gimple *stmt)
{
  const gasm *asm_stmt = dyn_cast <const gasm *> (stmt);
  return (asm_stmt && gimple_asm_noutputs (asm_stmt) == 1
	  && strcmp (gimple_asm_string (asm_stmt), vote_all_insn) == 0);
}

} // namespace qprop
