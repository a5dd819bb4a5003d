! The module with the hot loop, in a file of its own: GCC 12's gfortran has
! no NOINLINE directive, and a module procedure in the same file as its
! caller is usually inlined into it, which would hide it from the
! kernel-only counts.
module smoothing
  implicit none
contains
  subroutine kernel_smooth(n, a, b)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n)
    real(8), intent(out) :: b(n)
    integer :: i
    b(1) = a(1)
    b(n) = a(n)
    do i = 2, n - 1
      if (a(i) > 0.5d0) then
        b(i) = (a(i - 1) + 2 * a(i) + a(i + 1)) * 0.25d0
      else
        b(i) = a(i)
      end if
    end do
  end subroutine kernel_smooth
end module smoothing

