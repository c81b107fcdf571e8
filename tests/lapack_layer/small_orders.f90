! small_orders.f90 -- an ordinary LAPACK program at the orders where the
! workspace rules have their special cases, as a code that diagonalizes per
! symmetry block meets them (blocks of one function are common):
!   - order 1: query xSYEVR / xHEEVR / xSYGVX / xHEGVX, then call with the
!     answer (LAPACK's own minimum for xSYGVX at n = 1 is 8, for xSYEVR 26
!     in LAPACK 3.11: an answer of 1 made the call fail); the answer a solve
!     leaves in work(1) at least the minimum too;
!   - xSYGVD with an overlap that is not positive definite: info = n + i,
!     and nothing printed (LAPACK reports it through info alone).
! Argument "layer" (a run through libtrident_lapack) also checks that the
! layer's query answers would serve the system routine it may hand a call
! to: at least LAPACK 3.11's minimums for xSYEVR / xHEEVR at n = 1.
! Output on standard error, flushed, in order with TRIDENT_VERBOSE lines.
program small_orders
  implicit none
  character(len=16) :: mode
  real(8) :: a1(1, 1), b1(1, 1), w1(1), z1(1, 1), q(1), a3(3, 3), b3(3, 3), w3(3), rq(1)
  complex(8) :: c1(1, 1), d1(1, 1), y1(1, 1), zq(1)
  real(8), allocatable :: work(:), rwork(:)
  complex(8), allocatable :: zwork(:)
  integer, allocatable :: iwork(:)
  integer :: info, m, lwork, lrwork, liwork, iq(1), isuppz(2), ifail(1)
  logical :: layer

  call get_command_argument(1, mode)
  layer = mode == 'layer'

  ! xSYEVR / xHEEVR, order 1: w = a11, z = 1
  a1 = 3d0
  call dsyevr('V', 'A', 'L', 1, a1, 1, 0d0, 0d0, 0, 0, 0d0, m, w1, z1, 1, isuppz, q, -1, iq, -1, info)
  call check(info, 'dsyevr query')
  if (layer) call expect(q(1) >= 26 .and. iq(1) >= 10, 'dsyevr query: less than the system minimum')
  lwork = int(q(1)); liwork = iq(1); allocate (work(lwork), iwork(liwork))
  call dsyevr('V', 'A', 'L', 1, a1, 1, 0d0, 0d0, 0, 0, 0d0, m, w1, z1, 1, isuppz, work, lwork, &
              iwork, liwork, info)
  call check(info, 'dsyevr')
  call expect(m == 1 .and. w1(1) == 3d0 .and. abs(z1(1, 1)) == 1d0, 'dsyevr: w or z')
  if (layer) call expect(work(1) >= 26 .and. iwork(1) >= 10, 'dsyevr: size answers below the system minimum')
  deallocate (work, iwork)

  c1 = (2d0, 0d0)
  call zheevr('V', 'I', 'U', 1, c1, 1, 0d0, 0d0, 1, 1, 0d0, m, w1, y1, 1, isuppz, zq, -1, rq, -1, &
              iq, -1, info)
  call check(info, 'zheevr query')
  if (layer) call expect(real(zq(1)) >= 2 .and. rq(1) >= 24 .and. iq(1) >= 10, &
                         'zheevr query: less than the system minimum')
  lwork = int(real(zq(1))); lrwork = int(rq(1)); liwork = iq(1)
  allocate (zwork(lwork), rwork(lrwork), iwork(liwork))
  call zheevr('V', 'I', 'U', 1, c1, 1, 0d0, 0d0, 1, 1, 0d0, m, w1, y1, 1, isuppz, zwork, lwork, &
              rwork, lrwork, iwork, liwork, info)
  call check(info, 'zheevr')
  call expect(m == 1 .and. w1(1) == 2d0, 'zheevr: w')
  if (layer) call expect(real(zwork(1)) >= 2 .and. rwork(1) >= 24 .and. iwork(1) >= 10, &
                         'zheevr: size answers below the system minimum')
  deallocate (zwork, rwork, iwork)

  ! xSYGVX / xHEGVX, order 1: w = a11 / b11
  a1 = 3d0; b1 = 4d0
  call dsygvx(1, 'V', 'A', 'U', 1, a1, 1, b1, 1, 0d0, 0d0, 1, 1, 0d0, m, w1, z1, 1, q, -1, iq, &
              ifail, info)
  call check(info, 'dsygvx query')
  lwork = int(q(1)); allocate (work(lwork), iwork(5))
  call dsygvx(1, 'V', 'A', 'U', 1, a1, 1, b1, 1, 0d0, 0d0, 1, 1, 0d0, m, w1, z1, 1, work, lwork, &
              iwork, ifail, info)
  call check(info, 'dsygvx')
  call expect(m == 1 .and. abs(w1(1) - 0.75d0) < 1d-15, 'dsygvx: w')
  call expect(work(1) >= 8, 'dsygvx: work(1) below the minimum of 8')
  deallocate (work, iwork)

  c1 = (3d0, 0d0); d1 = (2d0, 0d0)
  call zhegvx(1, 'N', 'V', 'L', 1, c1, 1, d1, 1, 0d0, 2d0, 0, 0, 0d0, m, w1, y1, 1, zq, -1, rq, &
              iq, ifail, info)
  call check(info, 'zhegvx query')
  lwork = int(real(zq(1))); allocate (zwork(lwork), rwork(7), iwork(5))
  call zhegvx(1, 'N', 'V', 'L', 1, c1, 1, d1, 1, 0d0, 2d0, 0, 0, 0d0, m, w1, y1, 1, zwork, lwork, &
              rwork, iwork, ifail, info)
  call check(info, 'zhegvx')
  call expect(m == 1 .and. abs(w1(1) - 1.5d0) < 1d-15, 'zhegvx: w')
  call expect(real(zwork(1)) >= 2, 'zhegvx: work(1) below the minimum of 2')
  deallocate (zwork, rwork, iwork)

  ! xSYGVD, B not positive definite (its leading minor of order 2 is -3): info = n + 2
  a3 = reshape([2d0, 0d0, 0d0, 0d0, 2d0, 0d0, 0d0, 0d0, 2d0], [3, 3])
  b3 = reshape([1d0, 2d0, 0d0, 2d0, 1d0, 0d0, 0d0, 0d0, 1d0], [3, 3])
  call dsygvd(1, 'V', 'L', 3, a3, 3, b3, 3, w3, q, -1, iq, -1, info)
  call check(info, 'dsygvd query')
  lwork = int(q(1)); liwork = iq(1); allocate (work(lwork), iwork(liwork))
  call dsygvd(1, 'V', 'L', 3, a3, 3, b3, 3, w3, work, lwork, iwork, liwork, info)
  call expect(info == 5, 'dsygvd: info is not n + 2 for the indefinite B')
  deallocate (work, iwork)

  write (0, '(a)') 'SMALL ORDERS OK'
  flush (0)

contains

  subroutine check(info, tag)
    integer, intent(in) :: info
    character(len=*), intent(in) :: tag
    call expect(info == 0, tag // ' returned info /= 0')
    write (0, '(a, a)') tag, ': info 0'
    flush (0)
  end subroutine

  include 'expect.inc'
end program small_orders
