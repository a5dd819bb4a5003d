! mini-suite example: a 1-D three-point smoother in Fortran.
! usage: smooth N SWEEPS ; prints "checksum <sum>" and a few samples.
program smooth
  use smoothing
  implicit none
  integer :: n, sweeps, i, s
  character(len=32) :: arg
  real(8), allocatable :: a(:), b(:)
  call get_command_argument(1, arg)
  read (arg, *) n
  call get_command_argument(2, arg)
  read (arg, *) sweeps
  allocate (a(n), b(n))
  do i = 1, n
    a(i) = mod(i * 37, 101) / 101.0d0
  end do
  do s = 1, sweeps
    call kernel_smooth(n, a, b)
    call kernel_smooth(n, b, a)
  end do
  print '(a,es22.14)', 'checksum ', sum(a)
  do i = 1, n, max(1, n / 8)
    print '(i8,es22.14)', i, a(i)
  end do
end program smooth
