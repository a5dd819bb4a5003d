// cc1plus reports a bad qprop argument like cc1 does, and compiles nothing.
// { dg-do compile }
// { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-nope" }
// { dg-error "qprop: '-fplugin-arg-qprop-passes=qprop-nope': unknown pass 'qprop-nope'; accepted: all, none, or a comma-separated list of: qprop-version, qprop-simt-pre, qprop-gvn, qprop-pre, qprop-stats, qprop-div, qprop-vectorize, qprop-splice, qprop-sr" "" { target *-*-* } 0 }
// { dg-prune-output "failed to initialize plugin" }
// { dg-final { output-exists-not } }

int f (int *p) { return *p; }
