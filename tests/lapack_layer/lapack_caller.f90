! lapack_caller.f90 -- an ordinary LAPACK program that knows nothing of
! Trident.  It solves symmetric / Hermitian eigenproblems with each routine
! family the LAPACK-symbol layer serves and either writes the eigenvalues to
! a file ("write FILE") or compares them with such a file ("compare FILE").
! The test suite builds it against the system LAPACK only, writes the
! reference without Trident, then compares under LD_PRELOAD of
! libtrident_lapack (and linked with libtrident_lapack before LAPACK).
! Everything is printed to standard error and flushed, so that it stays in
! order with the layer's TRIDENT_VERBOSE lines.
module spectra
  implicit none
  integer, parameter :: n = 40, nmax = 2000
  real(8) :: values(nmax)
  character(len=12) :: tags(nmax)
  integer :: count = 0
contains
  subroutine keep(tag, w, m)
    character(len=*), intent(in) :: tag
    integer, intent(in) :: m
    real(8), intent(in) :: w(m)
    integer :: i
    do i = 1, m
      count = count + 1
      values(count) = w(i)
      tags(count) = tag
    end do
  end subroutine

  ! A reproducible symmetric matrix (lower triangle used) with entries in [-1, 1].
  real(8) function entry(i, j, seed)
    integer, intent(in) :: i, j, seed
    entry = sin(0.37d0 * max(i, j) * seed + 1.3d0 * min(i, j) + 0.11d0 * seed)
  end function
end module spectra

program lapack_caller
  use spectra
  implicit none
  character(len=16) :: mode
  character(len=512) :: path
  real(8) :: ad(n, n), bd(n, n), bd2(n, n), a2(n, n), wd(n), dd(n), ed(n), taud(n), zd(n, n), q(1)
  real(4) :: as(n, n), ws(n)
  complex(8) :: az(n, n), bz(n, n), tauz(n), zq(1), zz(n, n)
  complex(4) :: ac(n, n), cb(n, n), zc(n, n), cq(1)
  real(8), allocatable :: work(:), rwork(:)
  real(4), allocatable :: works(:), rworks(:)
  complex(8), allocatable :: zwork(:)
  complex(4), allocatable :: cwork(:)
  integer, allocatable :: iwork(:), ifail(:)
  integer :: i, j, info, lwork, lrwork, liwork, iq(1), m, isuppz(2 * n)
  real(8) :: rq(1)
  real(4) :: sq(1)

  call get_command_argument(1, mode)
  call get_command_argument(2, path)
  if ((mode /= 'write' .and. mode /= 'compare') .or. len_trim(path) == 0) then
    write (0, '(a)') 'usage: lapack_caller write|compare FILE'
    stop 2
  end if

  do j = 1, n
    do i = 1, n
      ad(i, j) = entry(i, j, 1)
      bd(i, j) = 0.1d0 * entry(i, j, 2)
      az(i, j) = cmplx(entry(i, j, 3), merge(0d0, entry(i, j, 4), i == j), 8)
      if (i < j) az(i, j) = conjg(cmplx(entry(j, i, 3), entry(j, i, 4), 8))
      bz(i, j) = 0.1d0 * az(i, j)
    end do
    bd(j, j) = bd(j, j) + 6d0        ! diagonally dominant: positive definite
    bz(j, j) = bz(j, j) + 6d0
  end do
  as = real(ad, 4)
  ac = cmplx(az, kind=4)

  ! xSYTRD / xHETRD: the spectrum of T (system xSTERF, not served by the layer)
  a2 = ad
  call dsytrd('L', n, a2, n, dd, ed, taud, q, -1, info)
  lwork = int(q(1)); allocate (work(lwork))
  call dsytrd('L', n, a2, n, dd, ed, taud, work, lwork, info)
  call check(info, 'dsytrd')
  call dsterf(n, dd, ed, info)
  call keep('dsytrd', dd, n)
  deallocate (work)

  zz = az
  call zhetrd('U', n, zz, n, dd, ed, tauz, zq, -1, info)
  lwork = int(real(zq(1))); allocate (zwork(lwork))
  call zhetrd('U', n, zz, n, dd, ed, tauz, zwork, lwork, info)
  call check(info, 'zhetrd')
  call dsterf(n, dd, ed, info)
  call keep('zhetrd', dd, n)
  deallocate (zwork)

  ! xSYEVD / xHEEVD with workspace queries
  a2 = ad
  call dsyevd('V', 'L', n, a2, n, wd, q, -1, iq, -1, info)
  lwork = int(q(1)); liwork = iq(1); allocate (work(lwork), iwork(liwork))
  call dsyevd('V', 'L', n, a2, n, wd, work, lwork, iwork, liwork, info)
  call check(info, 'dsyevd')
  call keep('dsyevd', wd, n)
  deallocate (work, iwork)

  as = real(ad, 4)
  call ssyevd('N', 'U', n, as, n, ws, sq, -1, iq, -1, info)
  lwork = int(sq(1)); liwork = iq(1); allocate (works(lwork), iwork(liwork))
  call ssyevd('N', 'U', n, as, n, ws, works, lwork, iwork, liwork, info)
  call check(info, 'ssyevd')
  call keep('ssyevd', real(ws, 8), n)
  deallocate (works, iwork)

  zz = az
  call zheevd('V', 'L', n, zz, n, wd, zq, -1, rq, -1, iq, -1, info)
  lwork = int(real(zq(1))); lrwork = int(rq(1)); liwork = iq(1)
  allocate (zwork(lwork), rwork(lrwork), iwork(liwork))
  call zheevd('V', 'L', n, zz, n, wd, zwork, lwork, rwork, lrwork, iwork, liwork, info)
  call check(info, 'zheevd')
  call keep('zheevd', wd, n)
  deallocate (zwork, rwork, iwork)

  ! xSYEV / xHEEV: served by Trident's xSYEVD path when the queried lwork is
  ! used; the minimum lwork falls through to the system LAPACK
  a2 = ad
  call dsyev('V', 'U', n, a2, n, wd, q, -1, info)
  lwork = int(q(1)); allocate (work(lwork))
  call dsyev('V', 'U', n, a2, n, wd, work, lwork, info)
  call check(info, 'dsyev')
  call keep('dsyev', wd, n)
  deallocate (work)

  a2 = ad
  lwork = 3 * n - 1; allocate (work(lwork))
  call dsyev('V', 'L', n, a2, n, wd, work, lwork, info)
  call check(info, 'dsyev-min')
  call keep('dsyev-min', wd, n)
  deallocate (work)

  zz = az
  call zheev('V', 'L', n, zz, n, wd, zq, -1, rq, info)
  lwork = int(real(zq(1))); allocate (zwork(lwork), rwork(3 * n - 2))
  call zheev('V', 'L', n, zz, n, wd, zwork, lwork, rwork, info)
  call check(info, 'zheev')
  call keep('zheev', wd, n)
  deallocate (zwork, rwork)

  ! xSYEVX / xHEEVX: the five lowest, and those in an interval
  a2 = ad
  call dsyevx('V', 'I', 'L', n, a2, n, 0d0, 0d0, 1, 5, 0d0, m, wd, zd, n, q, -1, iq, iq, info)
  lwork = int(q(1)); allocate (work(lwork), iwork(5 * n), ifail(n))
  call dsyevx('V', 'I', 'L', n, a2, n, 0d0, 0d0, 1, 5, 0d0, m, wd, zd, n, work, lwork, &
              iwork, ifail, info)
  call check(info, 'dsyevx')
  call keep('dsyevx', wd, m)
  deallocate (work, iwork, ifail)

  ac = cmplx(az, kind=4)
  call cheevx('V', 'V', 'U', n, ac, n, -1.0, 2.0, 0, 0, 0.0, m, ws, zc, n, cq, -1, sq, iq, iq, info)
  lwork = int(real(cq(1))); allocate (cwork(lwork), rworks(7 * n), iwork(5 * n), ifail(n))
  call cheevx('V', 'V', 'U', n, ac, n, -1.0, 2.0, 0, 0, 0.0, m, ws, zc, n, cwork, lwork, &
              rworks, iwork, ifail, info)
  call check(info, 'cheevx')
  call keep('cheevx', real(ws, 8), m)
  deallocate (cwork, rworks, iwork, ifail)

  ! xSYEVR / xHEEVR: a subset, and everything
  a2 = ad
  call dsyevr('V', 'I', 'U', n, a2, n, 0d0, 0d0, 3, 8, 0d0, m, wd, zd, n, isuppz, q, -1, iq, &
              -1, info)
  lwork = int(q(1)); liwork = iq(1); allocate (work(lwork), iwork(liwork))
  call dsyevr('V', 'I', 'U', n, a2, n, 0d0, 0d0, 3, 8, 0d0, m, wd, zd, n, isuppz, work, lwork, &
              iwork, liwork, info)
  call check(info, 'dsyevr')
  call keep('dsyevr', wd, m)
  deallocate (work, iwork)

  zz = az
  call zheevr('N', 'A', 'L', n, zz, n, 0d0, 0d0, 0, 0, 0d0, m, wd, bz, n, isuppz, zq, -1, rq, &
              -1, iq, -1, info)
  lwork = int(real(zq(1))); lrwork = int(rq(1)); liwork = iq(1)
  allocate (zwork(lwork), rwork(lrwork), iwork(liwork))
  call zheevr('N', 'A', 'L', n, zz, n, 0d0, 0d0, 0, 0, 0d0, m, wd, bz, n, isuppz, zwork, lwork, &
              rwork, lrwork, iwork, liwork, info)
  call check(info, 'zheevr')
  call keep('zheevr', wd, m)
  deallocate (zwork, rwork, iwork)

  ! xSYGVX / xHEGVX
  a2 = ad; zd = bd
  call dsygvx(1, 'V', 'I', 'L', n, a2, n, zd, n, 0d0, 0d0, 1, 4, 0d0, m, wd, bd2, n, q, -1, &
              iq, iq, info)
  lwork = int(q(1)); allocate (work(lwork), iwork(5 * n), ifail(n))
  call dsygvx(1, 'V', 'I', 'L', n, a2, n, zd, n, 0d0, 0d0, 1, 4, 0d0, m, wd, bd2, n, work, &
              lwork, iwork, ifail, info)
  call check(info, 'dsygvx')
  call keep('dsygvx', wd, m)
  deallocate (work, iwork, ifail)

  ac = cmplx(az, kind=4); cb = cmplx(0.1d0 * az, kind=4)
  do j = 1, n
    cb(j, j) = cb(j, j) + 6
  end do
  call chegvx(1, 'N', 'V', 'U', n, ac, n, cb, n, -0.5, 0.5, 0, 0, 0.0, m, ws, zc, n, cq, -1, &
              sq, iq, iq, info)
  lwork = int(real(cq(1))); allocate (cwork(lwork), rworks(7 * n), iwork(5 * n), ifail(n))
  call chegvx(1, 'N', 'V', 'U', n, ac, n, cb, n, -0.5, 0.5, 0, 0, 0.0, m, ws, zc, n, cwork, &
              lwork, rworks, iwork, ifail, info)
  call check(info, 'chegvx')
  call keep('chegvx', real(ws, 8), m)
  deallocate (cwork, rworks, iwork, ifail)

  ! xSYGVD / xHEGVD and xSYGV / xHEGV
  a2 = ad; zd = bd
  call dsygvd(1, 'V', 'L', n, a2, n, zd, n, wd, q, -1, iq, -1, info)
  lwork = int(q(1)); liwork = iq(1); allocate (work(lwork), iwork(liwork))
  call dsygvd(1, 'V', 'L', n, a2, n, zd, n, wd, work, lwork, iwork, liwork, info)
  call check(info, 'dsygvd')
  call keep('dsygvd', wd, n)
  deallocate (work, iwork)

  zz = az; zq = 0
  call zhegvd(2, 'V', 'U', n, zz, n, bz, n, wd, zq, -1, rq, -1, iq, -1, info)
  lwork = int(real(zq(1))); lrwork = int(rq(1)); liwork = iq(1)
  allocate (zwork(lwork), rwork(lrwork), iwork(liwork))
  call zhegvd(2, 'V', 'U', n, zz, n, bz, n, wd, zwork, lwork, rwork, lrwork, iwork, liwork, info)
  call check(info, 'zhegvd')
  call keep('zhegvd', wd, n)
  deallocate (zwork, rwork, iwork)

  a2 = ad; zd = bd
  call dsygv(1, 'N', 'U', n, a2, n, zd, n, wd, q, -1, info)
  lwork = int(q(1)); allocate (work(lwork))
  call dsygv(1, 'N', 'U', n, a2, n, zd, n, wd, work, lwork, info)
  call check(info, 'dsygv')
  call keep('dsygv', wd, n)
  deallocate (work)

  do j = 1, n
    do i = 1, n
      bz(i, j) = 0.1d0 * az(i, j)
    end do
    bz(j, j) = bz(j, j) + 6d0
  end do
  zz = az
  call zhegv(3, 'V', 'L', n, zz, n, bz, n, wd, zq, -1, rq, info)
  lwork = int(real(zq(1))); allocate (zwork(lwork), rwork(3 * n - 2))
  call zhegv(3, 'V', 'L', n, zz, n, bz, n, wd, zwork, lwork, rwork, info)
  call check(info, 'zhegv')
  call keep('zhegv', wd, n)
  deallocate (zwork, rwork)

  if (mode == 'write') then
    call write_values(path)
  else
    call compare_values(path)
  end if

contains

  subroutine check(info, tag)
    integer, intent(in) :: info
    character(len=*), intent(in) :: tag
    if (info /= 0) then
      write (0, '(a, a, a, i0)') 'FAIL: ', tag, ' returned info = ', info
      flush (0)
      error stop 1
    end if
  end subroutine

  subroutine write_values(file)
    character(len=*), intent(in) :: file
    integer :: u, k
    open (newunit=u, file=file, status='replace', action='write')
    write (u, '(i0)') count
    do k = 1, count
      write (u, '(a12, 1x, es25.17)') tags(k), values(k)
    end do
    close (u)
    write (0, '(a, i0, a)') 'wrote ', count, ' eigenvalues'
  end subroutine

  ! Same eigenvalues: within 1e-10 (double) or 1e-4 (single) of the matrix
  ! scale n, since the two libraries round differently.
  subroutine compare_values(file)
    character(len=*), intent(in) :: file
    integer :: u, k, expected, bad
    character(len=12) :: tag
    real(8) :: ref, tol
    open (newunit=u, file=file, status='old', action='read')
    read (u, *) expected
    if (expected /= count) then
      write (0, '(a, i0, a, i0)') 'FAIL: MISMATCH in count: reference ', expected, ', now ', count
      error stop 1
    end if
    bad = 0
    do k = 1, count
      read (u, '(a12, 1x, es25.17)') tag, ref
      tol = merge(1d-4, 1d-10, tag(1:1) == 's' .or. tag(1:1) == 'c') * n
      if (tag /= tags(k) .or. abs(ref - values(k)) > tol) then
        bad = bad + 1
        write (0, '(a, a, 1x, 2es25.17)') 'FAIL: MISMATCH ', tags(k), ref, values(k)
        flush (0)
      end if
    end do
    close (u)
    if (bad > 0) error stop 1
    write (0, '(a, i0, a)') 'eigenvalues agree (', count, ' values)'
    flush (0)
  end subroutine
end program lapack_caller
