/* Entry points of qprop's passes, one per row of the registry table.
   Each lives in its own file under passes/, where it connects the
   analyses and transforms it uses to the dump, the remarks and the
   counters.  */

#ifndef QPROP_PASSES_H
#define QPROP_PASSES_H

#include "simt/divergence.h"

namespace qprop {

unsigned int execute_stats (function *fn);
unsigned int execute_gvn (function *fn);
unsigned int execute_pre (function *fn);
unsigned int execute_splice (function *fn);
unsigned int execute_sr (function *fn);
unsigned int execute_glia (function *fn);
unsigned int execute_div (function *fn);
unsigned int execute_reconverge (function *fn);
unsigned int execute_pre_guard (function *fn);
unsigned int execute_flatten (function *fn);
unsigned int execute_linearize (function *fn);
unsigned int execute_version (function *fn);

/* True in the nvptx accelerator compiler, where every offloaded function
   is one SIMT region; elsewhere only omp simd loops are, with simt=host.  */
#ifdef ACCEL_COMPILER
const bool accel_compiler = true;
#else
const bool accel_compiler = false;
#endif

/* The divergence analysis of FN as qprop's passes run it: in the mode
   -fplugin-arg-qprop-div-mode chose, with the SIMT regions of this
   compiler (the whole offloaded function in the accelerator compiler,
   the simd loops on the host).  */
class simt_divergence : public divergence_analysis
{
public:
  explicit simt_divergence (function *fn);
};

/* Whether the SIMT transform PASS has anything to look at in FN: code
   with SIMT regions (the accelerator compiler, or simt=host), within
   max-blocks (else PASS's dump and counters say FN was too big).  */
bool simt_transform_wanted (function *fn, const char *pass);

/* The insertion policy of qprop-pre and qprop-sr for FN: in SIMT code
   with the ESRQP rule, the rule with FN's divergence analysis, which this
   object owns; elsewhere SRQP's "anywhere".  */
struct insertion_policy;
class simt_insertion_policy
{
public:
  explicit simt_insertion_policy (function *fn);
  ~simt_insertion_policy ();
  const insertion_policy &policy () const { return *m_policy; }
  /* Whether a SIMT rule is in force (for the dump).  */
  bool active () const;
private:
  simt_divergence *m_da = NULL;
  insertion_policy *m_policy;
};

/* If VN gave up on FN for its size, say so in PASS's dump and counters
   and return true.  */
class value_numbering;
bool too_big_for_value_numbering (function *fn, const value_numbering &vn,
				  const char *pass);
/* Say in PASS's dump and counters that FN is left alone for having more
   than max-blocks basic blocks.  */
void report_too_big (function *fn, const char *pass);

} // namespace qprop

#endif
