/* The query-propagation engine's insertion rules; see query-engine.h.  */

#include "gcc-includes.h"
#include "analysis/divergence.h"
#include "transform/query-engine.h"

namespace qprop {

bool
insertion_policy::allows (edge e) const
{
  if (rule == RULE_SRQP || !da || da->regions ().is_empty ())
    return true;
  /* Code inserted on E runs at the end of E's source when the source has
     no other way on, else in a block of its own on E, which is control
     dependent on the source's branch as well.  A block split off since
     the analysis ran has one predecessor, whose edge it stands for.  */
  basic_block src = e->src;
  while (!da->knows (src))
    {
      if (!single_pred_p (src))
	return false;
      e = single_pred_edge (src);
      src = e->src;
    }
  if (!da->in_region (src))
    return true;
  if (!single_succ_p (src) && da->branch_diverges (src))
    return false;
  return da->cdrnd (src);
}

} // namespace qprop
