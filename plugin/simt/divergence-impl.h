/* What the parts of the divergence analysis share and nothing outside
   them needs: the meet and the affine arithmetic on lattice values, used
   by the solver (divergence.cc) and the transfer functions
   (divergence-transfer.cc).  Private to plugin/simt/divergence*.cc.  */

#ifndef QPROP_SIMT_DIVERGENCE_IMPL_H
#define QPROP_SIMT_DIVERGENCE_IMPL_H

namespace qprop {

/* The meet of two values: the same uniform or affine value, or a less
   precise one.  */
div_value value_meet (const div_value &a, const div_value &b);
/* The value of the sum of A and B, and of A times K, for every lane.  */
div_value value_add (const div_value &a, const div_value &b);
div_value value_scale (const div_value &a, HOST_WIDE_INT k);

/* Does arithmetic in TYPE wrap silently?  */
bool type_wraps (tree type);
/* Can a value of TYPE have an affine form?  */
bool affine_type_p (tree type);
/* The constant C as a value of type TO, or bottom if it does not fit.  */
div_lattice convert_constant (HOST_WIDE_INT c, tree to);

} // namespace qprop

#endif
