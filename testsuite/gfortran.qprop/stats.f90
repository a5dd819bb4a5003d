! The plugin loads into f951 and qprop-stats runs on a subroutine, with exact
! counts in the dump, in the remark (-fopt-info-note, at the subroutine
! statement) and on stderr (-fplugin-arg-qprop-stats).
! { dg-do compile }
! { dg-options "-O2 -fplugin-arg-qprop-passes=qprop-stats -fplugin-arg-qprop-dump=qprop-stats -fplugin-arg-qprop-stats -fopt-info-note" }
! { dg-qprop-prune opt-info }
!
! add_const after pre (gfortran -O2 -fdump-tree-pre):
!   bb 2: _1 = *n; if (_1 <= 0) goto bb 7; else goto bb 5;
!                                     load 1 (n is passed by reference), branch 1
!   bb 5: _5 = *c;                    load 2 (hoisted out of the loop by pre)
!   bb 3: loop: _4 = (*b)[_3]; _6 = _4 + _5; (*a)[_3] = _6; i = i + 1;
!         if (_1 < i) goto bb 7; else goto bb 6;
!                                     load 3, store 1, branch 2
!   bb 6: goto bb 3 (latch);   bb 7: (empty);   bb 4: return;
! 6 blocks, 1 loop, 3 loads, 1 store, 2 branches.
subroutine add_const (a, b, c, n) ! { dg-message "note: qprop-stats: 6 blocks, 1 loops, 3 loads, 1 stores, 2 branches" }
  implicit none
  integer, intent(in) :: n
  integer, intent(out) :: a(n)
  integer, intent(in) :: b(n), c
  integer :: i
  do i = 1, n
    a(i) = b(i) + c
  end do
end subroutine add_const

! { dg-final { scan-tree-dump-times "(?n)^qprop-stats: add_const: blocks=6 loops=1 loads=3 stores=1 branches=2\$" 1 "qprop-stats" } }
! { dg-regexp "qprop: stats: add_const: qprop-stats: blocks=6 loops=1 loads=3 stores=1 branches=2\n" }
! { dg-regexp "qprop: stats: total: qprop-stats: functions=1 blocks=6 loops=1 loads=3 stores=1 branches=2\n" }
