! jacobi2d_f: 2-D Jacobi relaxation, 5-point stencil, in Fortran
! (column-major, i innermost), two grids used in turn.
! Pattern: a(i+1,j) loaded in iteration i is a(i,j) in iteration i+1 and
! a(i-1,j) in i+2; columns j-1, j, j+1 are reused by the next two outer
! iterations.
! qprop target: redundant loads across loop iterations in gfortran's
! GIMPLE (scalar replacement), cache-line reuse of neighbouring columns.
#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NSIZE 96
#define NSWEEP 150
#else
#define NSIZE 512
#define NSWEEP 1500
#endif

subroutine kernel_jacobi2d(a, b, n, sweeps)
  implicit none
  integer, intent(in) :: n, sweeps
  real(8), intent(inout) :: a(n, n), b(n, n)
  integer :: t, i, j
  do t = 1, sweeps
     do j = 2, n - 1
        do i = 2, n - 1
           b(i, j) = 0.2d0 * (a(i, j) + a(i - 1, j) + a(i + 1, j) &
                + a(i, j - 1) + a(i, j + 1))
        end do
     end do
     do j = 2, n - 1
        do i = 2, n - 1
           a(i, j) = 0.2d0 * (b(i, j) + b(i - 1, j) + b(i + 1, j) &
                + b(i, j - 1) + b(i, j + 1))
        end do
     end do
  end do
end subroutine kernel_jacobi2d

program jacobi2d_f
  ! The kernel is called through a pointer read from a volatile variable:
  ! gfortran 12 has no !GCC$ ATTRIBUTES NOINLINE, and this keeps the
  ! kernel out of line (and out of IPA cloning) at every -O level.
  use iso_c_binding, only: c_funptr, c_funloc, c_f_procpointer
  implicit none
  external :: kernel_jacobi2d
  procedure(), pointer :: kp
  type(c_funptr), volatile :: fp
  integer, parameter :: n = NSIZE
  real(8), allocatable :: a(:, :), b(:, :)
  integer(8) :: s
  integer :: i, j
  real(8) :: total
  character(len=16) :: arg
  fp = c_funloc(kernel_jacobi2d)
  call c_f_procpointer(fp, kp)
  allocate (a(n, n), b(n, n))
  s = 2024
  do j = 1, n
     do i = 1, n
        s = mod(s * 1103515245_8 + 12345_8, 2147483648_8)
        a(i, j) = dble(mod(s / 65536_8, 32768_8)) / 32768d0
        b(i, j) = a(i, j)
     end do
  end do
  call kp(a, b, n, NSWEEP)
  total = 0
  do j = 1, n
     do i = 1, n
        total = total + a(i, j) * (1 + mod(i + 3 * j, 7))
     end do
  end do
  write (*, '(a,g0)') 'checksum ', total
  arg = ''
  if (command_argument_count() == 1) call get_command_argument(1, arg)
  if (arg == 'dump') then
     do j = 1, n
        do i = 1, n
           write (*, '(g0)') a(i, j)
        end do
     end do
  end if
  deallocate (a, b)
end program jacobi2d_f
