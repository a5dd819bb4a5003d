! -fplugin-arg-qprop-divergence-report on Fortran source (host SIMT mode):
! the notes name Fortran's variables and lines like C's.
! Host SIMT mode: the body of the !$omp simd loop in kern is a SIMT region
! whose lane T is the iteration number (i = 1*T + 1, affine c = 1).
! B1 'if (mod (a(i), 2) == 1)': divergent (a(i) is a load from an affine
!    address, a + 4*T).
! B2 'if (flag)': uniform (flag is a dummy argument, loop invariant).
! r is divergent after both joins.
! gfortran 12 has no noinline/noipa attribute: -fno-inline keeps kern out
! of main, so the region exists once (in kern) and not also inlined in main.
! qprop-div's dump of the same compile shows the classification the notes
! come from.
! { dg-do run }
! { dg-options "-O2 -fopenmp-simd -fno-inline -fplugin-arg-qprop-simt=host -fplugin-arg-qprop-divergence-report -fplugin-arg-qprop-dump=qprop-div" }
module divk
  implicit none
contains
  subroutine kern (a, b, flag, n)
    integer, intent(in) :: n
    integer, intent(in) :: a(n)
    integer, intent(out) :: b(n)
    logical, intent(in) :: flag
    integer :: i, r
    !$omp simd private(r)
    do i = 1, n
      r = a(i) * 2 ! { dg-message "note: load from an affine address: stride 4 bytes per lane, coalesced" }
      if (mod (a(i), 2) == 1) then ! B1 { dg-message "note: branch diverges: 'i' depends on the vector lane" }
        r = r * 3 + i
      end if
      if (flag) then ! B2 { dg-message "note: branch is uniform" }
        r = r - a(i) * 5
      end if
      b(i) = r ! { dg-message "note: store to an affine address: stride 4 bytes per lane, coalesced" }
    end do
  end subroutine kern
end module divk

program main
  use divk
  implicit none
  integer, parameter :: n = 60
  integer :: a(n), b(n), i, r, f
  logical :: flag
  do i = 1, n
    a(i) = mod (i * 17, 11)
  end do
  do f = 0, 1
    flag = f == 1
    call kern (a, b, flag, n)
    do i = 1, n
      r = a(i) * 2
      if (mod (a(i), 2) == 1) r = r * 3 + i
      if (flag) r = r - a(i) * 5
      if (b(i) /= r) stop 1
    end do
  end do
end program main

! The analysis of the program that ran: i is the lane plus 1, B1 diverges,
! B2 is uniform.
! { dg-final { scan-tree-dump {(?n)value i_[0-9]+: affine 1\*T \+ 1$} "qprop-div" } }
! { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 27\): divergent$} 1 "qprop-div" } }
! { dg-final { scan-tree-dump-times {(?n)branch bb [0-9]+ \(line 30\): uniform$} 1 "qprop-div" } }
