! passes=none turns qprop-stats off in f951 too: no result line in the dump
! and no remark.
! { dg-do compile }
! { dg-warning "no dump for .qprop-stats.: the pass is not selected" "" { target *-*-* } 0 }
! { dg-options "-O2 -fplugin-arg-qprop-passes=none -fplugin-arg-qprop-dump=qprop-stats -fopt-info-note" }
! { dg-qprop-prune opt-info }
subroutine add_const (a, b, c, n) ! { dg-bogus "qprop" }
  implicit none
  integer, intent(in) :: n
  integer, intent(out) :: a(n)
  integer, intent(in) :: b(n), c
  integer :: i
  do i = 1, n
    a(i) = b(i) + c
  end do
end subroutine add_const
! { dg-final { scan-qprop-dump-empty "qprop-stats" } }
