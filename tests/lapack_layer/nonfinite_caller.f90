! nonfinite_caller.f90 -- an ordinary LAPACK program that hands DSYEVD,
! ZHEEVX and DSYGVD a matrix with a NaN (order 3), run through
! libtrident_lapack: each call returns info = -1006 (Trident's
! TRIDENT_INFO_NONFINITE_INPUT) with no eigenvalue written, and Trident's
! line on standard error.  (The system LAPACK alone computes on: NaN
! eigenvalues with info 0, or a stop in XERBLA from inside; not run here.)
program nonfinite_caller
  implicit none
  real(8) :: a(3, 3), b(3, 3), w(3), q(1)
  complex(8) :: c(3, 3), y(3, 3), zq(1)
  real(8), allocatable :: work(:), rwork(:)
  complex(8), allocatable :: zwork(:)
  integer, allocatable :: iwork(:)
  integer :: info, m, lwork, liwork, iq(1), ifail(3)
  real(8) :: nan

  nan = transfer(-2251799813685248_8, 1d0) ! a quiet NaN's bits
  call expect(nan /= nan, 'no NaN made')

  a = reshape([2d0, 1d0, 0d0, 1d0, 2d0, 1d0, 0d0, 1d0, 2d0], [3, 3])
  a(3, 1) = nan; a(1, 3) = nan
  w = -7d0
  call dsyevd('V', 'L', 3, a, 3, w, q, -1, iq, -1, info)
  lwork = int(q(1)); liwork = iq(1); allocate (work(lwork), iwork(liwork))
  call dsyevd('V', 'L', 3, a, 3, w, work, lwork, iwork, liwork, info)
  call expect(info == -1006 .and. all(w == -7d0), 'dsyevd: info is not -1006, or w was written')
  deallocate (work, iwork)

  c = (0d0, 0d0); c(1, 1) = (1d0, 0d0); c(2, 2) = (2d0, 0d0); c(3, 3) = (3d0, 0d0)
  c(2, 1) = cmplx(nan, 0d0, 8)
  w = -7d0; m = -1
  allocate (zwork(6), rwork(21), iwork(15))
  call zheevx('V', 'I', 'L', 3, c, 3, 0d0, 0d0, 1, 2, 0d0, m, w, y, 3, zwork, 6, rwork, iwork, &
              ifail, info)
  call expect(info == -1006 .and. m == 0 .and. all(w == -7d0), 'zheevx: info is not -1006, m /= 0 or w written')
  deallocate (zwork, rwork, iwork)

  a = reshape([2d0, 1d0, 0d0, 1d0, 2d0, 1d0, 0d0, 1d0, 2d0], [3, 3])
  a(2, 2) = nan
  b = reshape([2d0, 0d0, 0d0, 0d0, 2d0, 0d0, 0d0, 0d0, 2d0], [3, 3])
  w = -7d0
  call dsygvd(1, 'N', 'L', 3, a, 3, b, 3, w, q, -1, iq, -1, info)
  lwork = int(q(1)); liwork = iq(1); allocate (work(lwork), iwork(liwork))
  call dsygvd(1, 'N', 'L', 3, a, 3, b, 3, w, work, lwork, iwork, liwork, info)
  call expect(info == -1006 .and. all(w == -7d0), 'dsygvd: info is not -1006, or w was written')

  write (0, '(a)') 'NONFINITE OK'
  flush (0)

contains

  include 'expect.inc'
end program nonfinite_caller
