/* Where qprop treats code as SIMT, and how its passes analyze it there.

   The nvptx accelerator compiler treats every offloaded function as one
   SIMT region; the host compiler treats omp simd loops as SIMT regions
   with simt=host, and nothing otherwise.  The divergence analysis runs
   in the mode div-mode chose, and qprop-pre and qprop-sr insert under
   insertion-rule there.  These answers depend only on the settings and
   the compiler, so every pass asks them here.  */

#ifndef QPROP_SIMT_SIMT_POLICY_H
#define QPROP_SIMT_SIMT_POLICY_H

#include "settings.h"
#include "simt/divergence.h"

namespace qprop {

/* True in the nvptx accelerator compiler.  */
#ifdef ACCEL_COMPILER
const bool accel_compiler = true;
#else
const bool accel_compiler = false;
#endif

/* Whether this compiler, with settings S, has SIMT code at all.  */
inline bool
simt_code (const settings &s)
{
  return accel_compiler || s.simt_host;
}

/* The divergence analysis of FN as qprop's passes run it: in the mode
   S's div-mode chose, with the SIMT regions of this compiler (the whole
   offloaded function in the accelerator compiler, the simd loops on the
   host).  */
class simt_divergence : public divergence_analysis
{
public:
  simt_divergence (function *fn, const settings &s);
};

/* The insertion policy of qprop-pre and qprop-sr for FN: in SIMT code
   with a rule other than SRQP, the rule with FN's divergence analysis,
   which this object owns; elsewhere SRQP's "anywhere".  */
struct insertion_policy;
class simt_insertion_policy
{
public:
  simt_insertion_policy (function *fn, const settings &s);
  ~simt_insertion_policy ();
  const insertion_policy &policy () const { return *m_policy; }
  /* Whether a SIMT rule is in force (for the dump).  */
  bool active () const;
private:
  simt_divergence *m_da = NULL;
  insertion_policy *m_policy;
};

} // namespace qprop

#endif
