! Array code with loops, conditionals and a module procedure still runs
! correctly with the plugin loaded, at every torture option set.  climb is
! of a shape qprop-pre takes, and the test shows that it took it in the
! build that ran.
! { dg-do run }
! { dg-options "-fplugin-arg-qprop-dump=qprop-pre" }
module ops
  implicit none
contains
  subroutine add_const (a, b, c, n)
    integer, intent(in) :: n, c
    integer, intent(out) :: a(n)
    integer, intent(in) :: b(n)
    integer :: i
    do i = 1, n
      a(i) = b(i) + c
    end do
  end subroutine add_const

  integer function count_pos (v)
    real, intent(in) :: v(:)
    integer :: i
    count_pos = 0
    do i = 1, size (v)
      if (v(i) > 0.0) count_pos = count_pos + 1
    end do
  end function count_pos

  ! The total rise of v(lo:hi), summed over halves until they are short.
  ! s is a dummy argument, so the sum is kept in memory: each iteration
  ! loads the s that the one before stored, or the 0 stored before the loop
  ! (on the paths where nothing was added, no store at all), and qprop-pre
  ! replaces that load with the value carried round the loop.  A recursive
  ! procedure stays one of its own when the link-time compile (-flto)
  ! inlines the rest into the main program.
  recursive subroutine climb (v, s, lo, hi)
    integer, intent(in) :: v(:), lo, hi
    integer, intent(out) :: s
    integer :: i, t
    if (hi - lo > 16) then
      call climb (v, s, lo, (lo + hi) / 2)
      call climb (v, t, (lo + hi) / 2, hi)
      s = s + t
      return
    end if
    s = 0
    do i = lo + 1, hi
      if (v(i) > v(i - 1)) s = s + (v(i) - v(i - 1))
    end do
  end subroutine climb
end module ops

program main
  use ops
  implicit none
  integer, parameter :: n = 100
  integer :: a(n), b(n), c(n), i, j, s, e
  real :: m(10, 10)
  do i = 1, n
    b(i) = 3 * i
  end do
  call add_const (a, b, 7, n)
  do i = 1, n
    if (a(i) /= 3 * i + 7) stop 1
  end do
  do j = 1, 10
    do i = 1, 10
      m(i, j) = real (i - j)
    end do
  end do
  if (count_pos (reshape (m, [100])) /= 45) stop 2
  if (sum (a) /= 3 * n * (n + 1) / 2 + 7 * n) stop 3
  call climb (b, s, 1, n)
  if (s /= 3 * (n - 1)) stop 4
  e = 0
  do i = 1, n
    c(i) = mod (i * 37, 23)
    if (i > 1) e = e + max (c(i) - c(i - 1), 0)
  end do
  call climb (c, s, 1, n)
  if (s /= e) stop 5
end program main

! qprop-pre replaced the load of s in the build that ran, at every level.
! At -O1, where GCC's PRE does not run, it also makes the negation of a
! PHI of 1 and a stride a PHI of -1 and the negated stride.
! At -O3 and -flto GCC also makes a copy of climb specialized by constant
! propagation (climb.constprop), the only one left at -flto.
! { dg-final { scan-qprop-dump {(?n)^qprop-pre: bb [0-9]+: [^ ]+ = \*s_[0-9]+\(D\);$} "qprop-pre" } }
! { dg-final { scan-qprop-dump {(?n)^qprop-pre: climb(?:\.constprop)?: .* eliminated=[12] } "qprop-pre" } }
