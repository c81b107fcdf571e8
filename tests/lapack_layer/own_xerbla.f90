! own_xerbla.f90 -- a LAPACK program with its own XERBLA, as many codes have
! (to stop, or to log through their own I/O).  Each call below has one
! illegal argument; LAPACK's contract is info = -i and a call of the
! program's XERBLA with the routine name and i.  Run with
! libtrident_lapack preloaded or linked first, the layer must honour it.
! Output on standard error, flushed, in order with the layer's TRIDENT_VERBOSE
! lines.
module xerbla_log
  implicit none
  character(len=32) :: last_name = ''
  integer :: last_arg = 0, calls = 0
end module xerbla_log

subroutine xerbla(srname, info)
  use xerbla_log
  implicit none
  character(len=*), intent(in) :: srname
  integer, intent(in) :: info
  last_name = srname
  last_arg = info
  calls = calls + 1
end subroutine xerbla

program own_xerbla
  use xerbla_log
  implicit none
  integer, parameter :: n = 10
  real(8) :: a(n, n), b(n, n), w(n), z(n, n), work(1000)
  real(4) :: as(n, n), bs(n, n), ws(n), works(1000)
  complex(8) :: az(n, n), bz(n, n), zwork(1000), zz(n, n)
  complex(4) :: ac(n, n), cwork(1000)
  real(8) :: rwork(1000)
  real(4) :: rworks(1000)
  integer :: iwork(1000), ifail(n), isuppz(2 * n), info, m, failures

  failures = 0
  a = 0; b = 0; as = 0; bs = 0; az = 0; bz = 0; ac = 0

  call dsyevd('X', 'L', n, a, n, w, work, 1000, iwork, 1000, info)
  call expect('DSYEVD', 1)
  call dsyevd('V', 'L', n, a, n, w, work, 10, iwork, 1000, info)
  call expect('DSYEVD', 8)
  call zheevd('V', 'U', n, az, n, w, zwork, 1000, rwork, 1, iwork, 1000, info)
  call expect('ZHEEVD', 10)
  call ssytrd('L', n, as, n - 1, ws, ws, ws, works, 1000, info)
  call expect('SSYTRD', 4)
  call zhetrd('L', n, az, n, w, w, zz, zwork, 0, info)
  call expect('ZHETRD', 9)
  call dsyev('V', 'U', n, a, n, w, work, 5, info)
  call expect('DSYEV', 8)
  call cheev('N', 'Q', n, ac, n, ws, cwork, 1000, rworks, info)
  call expect('CHEEV', 2)
  call dsyevx('V', 'I', 'L', n, a, n, 0d0, 0d0, 0, 3, 0d0, m, w, z, n, work, 1000, iwork, &
              ifail, info)
  call expect('DSYEVX', 9)
  call zheevx('V', 'A', 'L', n, az, n, 0d0, 0d0, 1, 1, 0d0, m, w, zz, 1, zwork, 1000, rwork, &
              iwork, ifail, info)
  call expect('ZHEEVX', 15)
  call dsyevr('V', 'A', 'L', n, a, n, 0d0, 0d0, 1, 1, 0d0, m, w, z, n, isuppz, work, 10, iwork, &
              1000, info)
  call expect('DSYEVR', 18)
  call zheevr('N', 'A', 'U', n, az, n, 0d0, 0d0, 1, 1, 0d0, m, w, zz, n, isuppz, zwork, 1000, &
              rwork, 5, iwork, 1000, info)
  call expect('ZHEEVR', 20)
  call dsygvx(1, 'V', 'A', 'L', n, a, n, b, n, 0d0, 0d0, 1, 1, 0d0, m, w, z, n - 1, work, 1000, &
              iwork, ifail, info)
  call expect('DSYGVX', 18)
  call chegvx(1, 'N', 'B', 'L', n, ac, n, ac, n, 0.0, 0.0, 1, 1, 0.0, m, ws, ac, n, cwork, 1000, &
              rworks, iwork, ifail, info)
  call expect('CHEGVX', 3)
  call dsygvd(4, 'V', 'L', n, a, n, b, n, w, work, 1000, iwork, 1000, info)
  call expect('DSYGVD', 1)
  call zhegvd(1, 'V', 'L', n, az, n, bz, n, w, zwork, 1000, rwork, 1000, iwork, 0, info)
  call expect('ZHEGVD', 15)
  call ssygv(1, 'N', 'U', n, as, n, bs, n - 1, ws, works, 1000, info)
  call expect('SSYGV', 8)
  call zhegv(1, 'N', 'U', -1, az, n, bz, n, w, zwork, 1000, rwork, info)
  call expect('ZHEGV', 4)
  ! the checks xSYGV and xSYGVD share
  call dsygv(1, 'X', 'L', n, a, n, b, n, w, work, 1000, info)
  call expect('DSYGV', 2)
  call chegvd(1, 'V', 'X', n, ac, n, ac, n, ws, cwork, 1000, rworks, 1000, iwork, 1000, info)
  call expect('CHEGVD', 3)
  call ssygvd(1, 'N', 'L', n, as, n - 1, bs, n, ws, works, 1000, iwork, 1000, info)
  call expect('SSYGVD', 6)
  ! the checks xSYEVX and xSYEVR share, one position each
  call dsyevr('V', 'X', 'L', n, a, n, 0d0, 0d0, 1, 1, 0d0, m, w, z, n, isuppz, work, 1000, iwork, &
              1000, info)
  call expect('DSYEVR', 2)
  call dsyevr('N', 'A', 'Q', n, a, n, 0d0, 0d0, 1, 1, 0d0, m, w, z, n, isuppz, work, 1000, iwork, &
              1000, info)
  call expect('DSYEVR', 3)
  call dsyevx('N', 'A', 'L', -1, a, n, 0d0, 0d0, 1, 1, 0d0, m, w, z, n, work, 1000, iwork, ifail, &
              info)
  call expect('DSYEVX', 4)
  call cheevx('N', 'A', 'L', n, ac, n - 1, 0.0, 0.0, 1, 1, 0.0, m, ws, ac, n, cwork, 1000, rworks, &
              iwork, ifail, info)
  call expect('CHEEVX', 6)
  call ssyevx('V', 'V', 'L', n, as, n, 1.0, 0.0, 1, 1, 0.0, m, ws, bs, n, works, 1000, iwork, ifail, &
              info)
  call expect('SSYEVX', 8)
  call zheevr('V', 'I', 'U', n, az, n, 0d0, 0d0, 3, 2, 0d0, m, w, zz, n, isuppz, zwork, 1000, rwork, &
              1000, iwork, 1000, info)
  call expect('ZHEEVR', 10)
  ! xSYEVD's workspace check, each of lwork, lrwork and liwork
  call zheevd('V', 'U', n, az, n, w, zwork, 1000, rwork, 1000, iwork, 1, info)
  call expect('ZHEEVD', 12)
  call dsygvd(1, 'V', 'L', n, a, n, b, n, w, work, 10, iwork, 1000, info)
  call expect('DSYGVD', 11)
  call dsygvd(1, 'V', 'L', n, a, n, b, n, w, work, 1000, iwork, 1, info)
  call expect('DSYGVD', 13)
  call chegvd(1, 'V', 'L', n, ac, n, ac, n, ws, cwork, 1000, rworks, 1, iwork, 1000, info)
  call expect('CHEGVD', 13)

  if (failures > 0) then
    write (0, '(a, i0, a)') 'FAIL: ', failures, ' cases'
    error stop 1
  end if
  write (0, '(a)') 'XERBLA OK: the program''s own XERBLA saw every illegal argument'

contains

  subroutine expect(name, arg)
    character(len=*), intent(in) :: name
    integer, intent(in) :: arg
    if (info /= -arg .or. calls /= 1 .or. trim(last_name) /= name .or. last_arg /= arg) then
      failures = failures + 1
      write (0, '(a, a, i0, a, i0, a, i0, 3a, i0)') 'FAIL: ', name, arg, ': info ', info, &
          ', xerbla calls ', calls, ', last ', trim(last_name), ' ', last_arg
    else
      write (0, '(a, a, 1x, i0)') 'xerbla: ', name, arg
    end if
    flush (0)
    calls = 0
    last_name = ''
    last_arg = 0
  end subroutine expect
end program own_xerbla
