/* IR verification after a qprop pass (-fplugin-arg-qprop-verify).  */

#ifndef QPROP_IR_VERIFY_H
#define QPROP_IR_VERIFY_H

namespace qprop {

/* Run GCC's verifiers of GIMPLE, SSA, the CFG and the loop tree on FN.
   Broken IR ends the compile with an internal compiler error that names
   PASS.  */
void verify_ir (const char *pass, function *fn);

/* Corrupt FN's SSA form on purpose, by adding a use of an SSA name that
   its definition does not dominate.  Only for -fplugin-arg-qprop-selftest=broken-ir.  */
void break_ir_for_selftest (function *fn);

} // namespace qprop

#endif
