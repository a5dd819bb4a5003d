! Array code with loops, conditionals and a module procedure still runs
! correctly with the plugin loaded, at every torture option set.
! { dg-do run }
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
end module ops

program main
  use ops
  implicit none
  integer, parameter :: n = 100
  integer :: a(n), b(n), i, j
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
end program main
