! stencil3d_f: 3-D Jacobi relaxation, 7-point stencil, in Fortran
! (column-major, i innermost), two grids used in turn.
! Pattern: a(i+1,j,k) loaded in iteration i is a(i,j,k) in iteration i+1
! and a(i-1,j,k) in i+2; columns j-1..j+1 and planes k-1..k+1 are reused
! by later outer iterations.
! qprop target: redundant loads across inner iterations (scalar
! replacement), cache-line reuse across columns and planes (load
! aggregation) in gfortran's GIMPLE.
#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NSIZE 24
#define NSTEP 100
#else
#define NSIZE 64
#define NSTEP 1000
#endif

subroutine kernel_stencil3d(a, b, n, steps)
  implicit none
  integer, intent(in) :: n, steps
  real(8), intent(inout) :: a(n, n, n), b(n, n, n)
  real(8), parameter :: c0 = 0.4d0, c1 = 0.1d0
  integer :: t, i, j, k
  do t = 1, steps
     do k = 2, n - 1
        do j = 2, n - 1
           do i = 2, n - 1
              b(i, j, k) = c0 * a(i, j, k) + c1 * (a(i - 1, j, k) &
                   + a(i + 1, j, k) + a(i, j - 1, k) + a(i, j + 1, k) &
                   + a(i, j, k - 1) + a(i, j, k + 1))
           end do
        end do
     end do
     do k = 2, n - 1
        do j = 2, n - 1
           do i = 2, n - 1
              a(i, j, k) = c0 * b(i, j, k) + c1 * (b(i - 1, j, k) &
                   + b(i + 1, j, k) + b(i, j - 1, k) + b(i, j + 1, k) &
                   + b(i, j, k - 1) + b(i, j, k + 1))
           end do
        end do
     end do
  end do
end subroutine kernel_stencil3d

program stencil3d_f
  ! The kernel is called through a pointer read from a volatile variable:
  ! gfortran 12 has no !GCC$ ATTRIBUTES NOINLINE, and this keeps the
  ! kernel out of line (and out of IPA cloning) at every -O level.
  use iso_c_binding, only: c_funptr, c_funloc, c_f_procpointer
  implicit none
  external :: kernel_stencil3d
  procedure(), pointer :: kp
  type(c_funptr), volatile :: fp
  integer, parameter :: n = NSIZE
  real(8), allocatable :: a(:, :, :), b(:, :, :)
  integer(8) :: s
  integer :: i, j, k
  real(8) :: total
  character(len=16) :: arg
  fp = c_funloc(kernel_stencil3d)
  call c_f_procpointer(fp, kp)
  allocate (a(n, n, n), b(n, n, n))
  s = 31337
  do k = 1, n
     do j = 1, n
        do i = 1, n
           s = mod(s * 1103515245_8 + 12345_8, 2147483648_8)
           a(i, j, k) = dble(mod(s / 65536_8, 32768_8)) / 32768d0
           b(i, j, k) = a(i, j, k)
        end do
     end do
  end do
  call kp(a, b, n, NSTEP)
  total = 0
  do k = 1, n
     do j = 1, n
        do i = 1, n
           total = total + a(i, j, k) * (1 + mod(3 * i + 2 * j + k, 7))
        end do
     end do
  end do
  write (*, '(a,g0)') 'checksum ', total
  arg = ''
  if (command_argument_count() == 1) call get_command_argument(1, arg)
  if (arg == 'dump') then
     do k = 1, n
        do j = 1, n
           do i = 1, n
              write (*, '(g0)') a(i, j, k)
           end do
        end do
     end do
  end if
  deallocate (a, b)
end program stencil3d_f
