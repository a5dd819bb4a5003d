/* Where qprop treats code as SIMT, and how its passes analyze it there;
   see simt-policy.h.  */

#include "gcc-includes.h"
#include "simt/simt-policy.h"
#include "query/query-engine.h"

namespace qprop {

simt_divergence::simt_divergence (function *fn, const settings &s)
  : divergence_analysis (fn, s.div_affine ? div_mode::affine
			 : div_mode::simple, !accel_compiler)
{
}

simt_insertion_policy::simt_insertion_policy (function *fn,
					      const settings &s)
  : m_policy (new insertion_policy)
{
  if (!simt_code (s) || s.insertion == RULE_SRQP)
    return;
  m_da = new simt_divergence (fn, s);
  m_da->run ();
  if (m_da->regions ().is_empty ())
    return;
  m_policy->rule = s.insertion;
  m_policy->da = m_da;
  m_policy->one_for_one = s.arm_joins;
  /* The predicates are computed on the first query, over the CFG as it
     is then: ask now, before the pass splits edges.  */
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    if (m_da->in_region (bb))
      {
	m_da->uniform_predicate (bb);
	break;
      }
}

simt_insertion_policy::~simt_insertion_policy ()
{
  delete m_policy;
  delete m_da;
}

bool
simt_insertion_policy::active () const
{
  return m_policy->da != NULL;
}

} // namespace qprop
