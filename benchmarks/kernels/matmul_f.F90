! matmul_f: dense matrix multiply C = C + A * B in Fortran, loops in the
! natural column-major order j, k, i (i innermost, unit stride).
! Pattern: B(k,j) is invariant in the inner loop; the column C(:,j) is
! loaded and stored again by every k iteration (same addresses, one nest
! level up); A(:,k) columns are reused by every j iteration.
! qprop target: loop-invariant loads, redundancy of C(i,j) across k
! iterations, cache-line reuse across outer iterations in gfortran code.
#ifndef BENCH_SIZE
#define BENCH_SIZE 1
#endif
#if BENCH_SIZE == 0
#define NSIZE 64
#define NREPS 32
#else
#define NSIZE 256
#define NREPS 110
#endif

subroutine kernel_matmul(a, b, c, n)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n, n), b(n, n)
  real(8), intent(inout) :: c(n, n)
  integer :: i, j, k
  do j = 1, n
     do k = 1, n
        do i = 1, n
           c(i, j) = c(i, j) + a(i, k) * b(k, j)
        end do
     end do
  end do
end subroutine kernel_matmul

program matmul_f
  ! The kernel is called through a pointer read from a volatile variable:
  ! gfortran 12 has no !GCC$ ATTRIBUTES NOINLINE, and this keeps the
  ! kernel out of line (and out of IPA cloning) at every -O level.
  use iso_c_binding, only: c_funptr, c_funloc, c_f_procpointer
  implicit none
  external :: kernel_matmul
  procedure(), pointer :: kp
  type(c_funptr), volatile :: fp
  integer, parameter :: n = NSIZE
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
  integer(8) :: s
  integer :: i, j, r
  real(8) :: total
  character(len=16) :: arg
  fp = c_funloc(kernel_matmul)
  call c_f_procpointer(fp, kp)
  allocate (a(n, n), b(n, n), c(n, n))
  s = 1
  do j = 1, n
     do i = 1, n
        s = mod(s * 1103515245_8 + 12345_8, 2147483648_8)
        a(i, j) = dble(mod(s / 65536_8, 32768_8) - 16384) / 16384d0
        s = mod(s * 1103515245_8 + 12345_8, 2147483648_8)
        b(i, j) = dble(mod(s / 65536_8, 32768_8) - 16384) / 16384d0
        c(i, j) = 0
     end do
  end do
  do r = 1, NREPS
     call kp(a, b, c, n)
  end do
  total = 0
  do j = 1, n
     do i = 1, n
        total = total + c(i, j) * (1 + mod(2 * i + j, 5))
     end do
  end do
  write (*, '(a,g0)') 'checksum ', total
  arg = ''
  if (command_argument_count() == 1) call get_command_argument(1, arg)
  if (arg == 'dump') then
     do j = 1, n
        do i = 1, n
           write (*, '(g0)') c(i, j)
        end do
     end do
  end if
  deallocate (a, b, c)
end program matmul_f
