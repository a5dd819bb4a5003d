! f951 reports a bad qprop argument like cc1 does, and compiles nothing.
! { dg-do compile }
! { dg-options "-O2 -fplugin-arg-qprop-verify=yes" }
! { dg-error "qprop: '-fplugin-arg-qprop-verify' takes no value, but was given 'yes'" "" { target *-*-* } 0 }
! { dg-prune-output "failed to initialize plugin" }
! { dg-final { output-exists-not } }
subroutine s (x)
  integer :: x
  x = 1
end subroutine s
