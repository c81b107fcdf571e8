! test_module.F90 -- every interface of the `trident` Fortran module called
! from Fortran: context and options, errors and the handler, the host eigen
! routines in all four precisions (precision_checks.inc), trident_wsytrd,
! trident_wsyevd, trident_wsyevx and trident_wsygvd,
! the "GPU requested but unavailable" path, and, in CUDA builds, the device
! entries (their argument checks and quick returns, which need no GPU).
program test_module
  use, intrinsic :: iso_c_binding
  use trident
  use test_support
  implicit none
  integer(c_int), target :: user_counter = 0
  type(c_funptr) :: previous

  previous = trident_set_error_handler(c_funloc(record_error), c_loc(user_counter))
  call check(.not. c_associated(previous), 'the default handler is installed at first')

  call context_checks()
  call check_s('s: ')
  call check_d('d: ')
  call check_c('c: ')
  call check_z('z: ')
  call wsytrd_checks()
  call wsyevd_checks()
  call wsyevx_checks()
  call wsygvd_checks()
  call gpu_request_checks()
  call nonfinite_checks()
#ifdef TRIDENT_WITH_CUDA
  call device_checks()
#endif

  call check(user_counter > 0 .and. user_counter == total_reports, 'user_data reaches the handler')
  previous = trident_set_error_handler(c_null_funptr, c_null_ptr)
  call check(c_associated(previous, c_funloc(record_error)), 'the handler comes back')

  if (failures > 0) then
    write (*, '(i0, a, i0, a)') failures, ' of ', checks, ' checks FAILED'
    error stop 1
  end if
  write (*, '(a, i0, a)') 'all ', checks, ' checks passed'

contains

  subroutine context_checks()
    type(c_ptr) :: ctx, default
    integer(c_int) :: backend, flag, level, status
    type(trident_dd) :: x

    call check(c_sizeof(x) == 16, 'trident_dd is 16 bytes')
    call check(trident_version_major >= 0 .and. trident_version_minor >= 0 .and. &
               trident_version_patch >= 0, 'version')
    call check(trident_version == 10000 * trident_version_major + 100 * trident_version_minor + &
               trident_version_patch, 'trident_version combines the parts')
    call check(trident_version_number() == trident_version, 'library version is the module''s')
    call check(len(trident_version_string()) >= 5 .and. index(trident_version_string(), '.') > 1, &
               'version string')
    call check(trident_context_create(ctx) == TRIDENT_SUCCESS .and. c_associated(ctx), 'create')
    call check(trident_context_get_backend(ctx, backend) == 0 .and. &
               backend == TRIDENT_BACKEND_AUTO, 'default backend auto')
    call check(trident_context_set_backend(ctx, TRIDENT_BACKEND_HOST) == 0, 'set backend host')
    call check(trident_context_set_backend(ctx, 7_c_int) == TRIDENT_INFO_INVALID_OPTION, &
               'bad backend refused')
    call check(trident_context_get_backend(ctx, backend) == 0 .and. &
               backend == TRIDENT_BACKEND_HOST, 'backend kept')
    call check(trident_context_get_deterministic(ctx, flag) == 0 .and. flag == 1, &
               'deterministic by default')
    call check(trident_context_set_deterministic(ctx, 0_c_int) == 0 .and. &
               trident_context_get_deterministic(ctx, flag) == 0 .and. flag == 0, &
               'set deterministic')
    call check(trident_context_set_verbosity(ctx, 4_c_int) == TRIDENT_INFO_INVALID_OPTION, &
               'bad verbosity refused')
    call check(trident_context_set_verbosity(ctx, 2_c_int) == 0 .and. &
               trident_context_get_verbosity(ctx, level) == 0 .and. level == 2, 'set verbosity')
    call check(trident_context_set_gpu_crossover(ctx, 4096_c_int64_t) == 0, 'set crossover')
    call check(trident_context_get_canonical_vectors(ctx, flag) == 0 .and. flag == 0, &
               'canonical vectors off by default')
    call check(trident_context_set_canonical_vectors(ctx, 1_c_int) == 0 .and. &
               trident_context_get_canonical_vectors(ctx, flag) == 0 .and. flag == 1, &
               'set canonical vectors')
    call check(trident_context_set_keep_inputs(ctx, 2_c_int) == TRIDENT_INFO_INVALID_OPTION, &
               'bad keep-inputs refused')
    call check(trident_context_set_keep_inputs(ctx, 1_c_int) == 0 .and. &
               trident_context_get_keep_inputs(ctx, flag) == 0 .and. flag == 1, 'set keep inputs')
    call check(trident_context_set_tf32x3(ctx, 0_c_int) == 0 .and. &
               trident_context_get_tf32x3(ctx, flag) == 0 .and. flag == 0, 'set tf32x3 off')
    call check(trident_context_set_tf32x3(ctx, 5_c_int) == TRIDENT_INFO_INVALID_OPTION, &
               'bad tf32x3 refused')
    call check(trident_context_last_backend(ctx) == 'none', 'last backend before any call')
    default = trident_default_context()
    call check(trident_set_thread_context(ctx) == TRIDENT_SUCCESS .and. &
               c_associated(trident_default_context(), ctx), 'a bound context is the thread''s default')
    call check(trident_set_thread_context(c_null_ptr) == TRIDENT_SUCCESS .and. &
               c_associated(trident_default_context(), default), 'unbound: the shared default again')
    call trident_context_destroy(ctx)

    default = trident_default_context()
    call check(c_associated(default), 'default context')
    call trident_context_destroy(default) ! refused: the default context stays usable
    call check(trident_context_get_backend(default, backend) == 0, 'default context survives')
    call check(index(trident_info_string(TRIDENT_INFO_OUT_OF_MEMORY), &
               'memory') > 0, 'info string')
    status = trident_context_set_verbosity(default, 9_c_int) ! refused; a status is integer(c_int) in both builds
    call check(trident_info_string(status) == trident_info_string(int(status, c_int64_t)) .and. &
               index(trident_info_string(status), 'option') > 0, 'info string of a c_int status')
    call check(len(trident_c_string(c_null_ptr)) == 0, 'null C string')
    call trident_gpu_prepare() ! returns at once, with or without a GPU
    flag = trident_gpu_available()
    call check(flag == 0 .or. (flag == 1 .and. trident_cuda_available), 'gpu_available')
  end subroutine context_checks

  ! A random symmetric double-double matrix with nonzero low words, its
  ! trace and its 1-norm (on the high words), for the w checks.
  subroutine random_dd_symmetric(a0, trace, anorm)
    type(trident_dd), intent(out) :: a0(:, :)
    real(c_double), intent(out) :: trace, anorm
    real(c_double) :: x
    integer :: i, j, n
    n = size(a0, 1)
    do j = 1, n
      do i = j, n
        call random_number(x)
        a0(i, j) = trident_dd(x - 0.5d0, (x - 0.5d0) * 2d0**(-60))
        a0(j, i) = a0(i, j)
      end do
    end do
    trace = sum([(a0(i, i)%hi + a0(i, i)%lo, i = 1, n)])
    anorm = maxval([(sum(abs(a0(:, j)%hi)), j = 1, n)])
  end subroutine random_dd_symmetric

  ! trident_wsytrd (double-double): the query, the trace of T against A's
  ! (hi + lo words, summed in double: agree to double's rounding), the c_ptr
  ! form against the array form, and a bad uplo that writes nothing.
  subroutine wsytrd_checks()
    integer(trident_int), parameter :: n = 37
    type(trident_dd), target :: a0(n, n), a(n, n), d(n), e(n), tau(n), d2(n), e2(n), q(1)
    type(trident_dd), allocatable, target :: work(:)
    integer(trident_int) :: info, lwork
    real(c_double) :: x, trace, anorm

    call random_dd_symmetric(a0, trace, anorm)
    a = a0
    call trident_wsytrd('L', n, a, n, d, e, tau, q, -1_trident_int, info)
    call check(info == 0 .and. q(1)%hi >= n, 'w: sytrd query')
    lwork = int(q(1)%hi, trident_int)
    allocate (work(lwork))
    call trident_wsytrd('L', n, a, n, d, e, tau, work, lwork, info)
    call check(info == 0 .and. abs(sum(d%hi + d%lo) - trace) <= 30 * n * epsilon(x) * anorm, 'w: sytrd trace')
    a = a0
    call trident_wsytrd('L', n, c_loc(a), n, c_loc(d2), c_loc(e2), c_loc(tau), c_loc(work), lwork, info)
    call check(info == 0 .and. all(d2%hi == d%hi .and. d2%lo == d%lo) .and. &
               all(e2(1:n - 1)%hi == e(1:n - 1)%hi .and. e2(1:n - 1)%lo == e(1:n - 1)%lo), &
               'w: sytrd c_ptr form = array form')
    d2 = trident_dd(-7, 0)
    call trident_wsytrd('X', n, a, n, d2, e2, tau, work, lwork, info)
    call check(info == -1 .and. all(d2%hi == -7) .and. reported('trd', 1), 'w: sytrd bad uplo')
    deallocate (work)
  end subroutine wsytrd_checks

  ! trident_wsyevd (double-double): the query, the eigenvalues' sum against
  ! A's trace, ascending order, the c_ptr form against the array form (bit
  ! for bit), and a bad jobz that writes nothing.
  subroutine wsyevd_checks()
    integer(trident_int), parameter :: n = 29
    type(trident_dd), target :: a0(n, n), a(n, n), w(n), w2(n), q(1)
    type(trident_dd), allocatable, target :: work(:)
    integer(trident_int), target :: iwork(3 + 5 * n), iq(1)
    integer(trident_int) :: info, lwork
    real(c_double) :: x, trace, anorm

    call random_dd_symmetric(a0, trace, anorm)
    a = a0
    call trident_wsyevd('V', 'U', n, a, n, w, q, -1_trident_int, iq, -1_trident_int, info)
    call check(info == 0 .and. q(1)%hi >= 1 + 6 * n + 2 * n * n .and. iq(1) == 3 + 5 * n, 'w: syevd query')
    lwork = int(q(1)%hi, trident_int)
    allocate (work(lwork))
    call trident_wsyevd('V', 'U', n, a, n, w, work, lwork, iwork, 3 + 5 * n, info)
    call check(info == 0 .and. abs(sum(w%hi + w%lo) - trace) <= 30 * n * epsilon(x) * anorm .and. &
               all(w(2:n)%hi >= w(1:n - 1)%hi), 'w: syevd eigenvalue sum = trace, ascending')
    a = a0
    call trident_wsyevd('V', 'U', n, c_loc(a), n, c_loc(w2), c_loc(work), lwork, c_loc(iwork), &
                        3 + 5 * n, info)
    call check(info == 0 .and. all(w2%hi == w%hi .and. w2%lo == w%lo), 'w: syevd c_ptr form = array form')
    w2 = trident_dd(-7, 0)
    a = a0
    call trident_wsyevd('X', 'U', n, a, n, w2, work, lwork, iwork, 3 + 5 * n, info)
    call check(info == -1 .and. all(w2%hi == -7) .and. all(a%hi == a0%hi .and. a%lo == a0%lo) .and. &
               reported('syevd', 1), 'w: syevd bad jobz writes nothing')
    deallocate (work)
  end subroutine wsyevd_checks

  ! trident_wsyevx (double-double): the query; the 3rd to 7th eigenvalues
  ! against trident_wsyevd's, word by word (dd accuracy), and their vectors'
  ! residual in double; a window (vl, vu] around them (type(trident_dd)
  ! passed by value) gives the same eigenvalues; c_ptr form = array form; a
  ! bad range writes nothing.
  subroutine wsyevx_checks()
    integer(trident_int), parameter :: n = 31, il = 3, iu = 7
    type(trident_dd), target :: a0(n, n), a(n, n), w(n), w2(n), ws(n), z(n, n), z2(n, n), q(1), none
    type(trident_dd), allocatable, target :: work(:), wsw(:)
    integer(trident_int), target :: iwork(5 * n), ifail(n), iws(3 + 5 * n)
    integer(trident_int) :: info, lwork, m, m2, j
    real(c_double) :: x, trace, anorm, worst, res

    none = trident_dd(0, 0)
    call random_dd_symmetric(a0, trace, anorm)
    a = a0
    call trident_wsyevx('V', 'I', 'U', n, a, n, none, none, il, iu, none, m, w, z, n, q, -1_trident_int, &
                        iwork, ifail, info)
    call check(info == 0 .and. q(1)%hi >= 8 * n, 'w: syevx query')
    lwork = int(q(1)%hi, trident_int)
    allocate (work(lwork), wsw(1 + 6 * n + 2 * n * n))
    call trident_wsyevx('V', 'I', 'U', n, a, n, none, none, il, iu, none, m, w, z, n, work, lwork, iwork, &
                        ifail, info)
    a = a0
    call trident_wsyevd('N', 'U', n, a, n, ws, wsw, 1 + 6 * n + 2 * n * n, iws, 3 + 5 * n, j)
    ! w - ws word by word: the high words' difference is exact (Sterbenz)
    worst = maxval(abs((w(1:m)%hi - ws(il:iu)%hi) + (w(1:m)%lo - ws(il:iu)%lo)))
    res = 0
    do j = 1, m
      res = max(res, maxval(abs(matmul(a0%hi, z(:, j)%hi) - w(j)%hi * z(:, j)%hi)))
    end do
    call check(info == 0 .and. m == iu - il + 1 .and. all(ifail(1:m) == 0) .and. &
               worst <= 30 * n * 2d0**(-106) * anorm, 'w: syevx il..iu = wsyevd''s to dd accuracy')
    call check(res <= 30 * n * epsilon(x) * anorm, 'w: syevx vectors (residual in double)')
    a = a0
    call trident_wsyevx('N', 'V', 'U', n, a, n, &
                        trident_dd((ws(il - 1)%hi + ws(il)%hi) / 2, 0), &
                        trident_dd((ws(iu)%hi + ws(iu + 1)%hi) / 2, 0), &
                        1_trident_int, 1_trident_int, none, m2, w2, z2, n, work, lwork, iwork, ifail, info)
    call check(info == 0 .and. m2 == m, 'w: syevx range V finds range I''s eigenvalues')
    if (m2 == m) then
      worst = maxval(abs((w2(1:m)%hi - w(1:m)%hi) + (w2(1:m)%lo - w(1:m)%lo)))
      call check(worst <= 30 * n * 2d0**(-106) * anorm, 'w: syevx range V = range I to dd accuracy')
    end if
    a = a0
    call trident_wsyevx('V', 'I', 'U', n, c_loc(a), n, none, none, il, iu, none, m2, c_loc(w2), &
                        c_loc(z2), n, c_loc(work), lwork, c_loc(iwork), c_loc(ifail), info)
    call check(info == 0 .and. m2 == m .and. all(w2(1:m)%hi == w(1:m)%hi .and. w2(1:m)%lo == w(1:m)%lo) .and. &
               all(z2(:, 1:m)%hi == z(:, 1:m)%hi .and. z2(:, 1:m)%lo == z(:, 1:m)%lo), &
               'w: syevx c_ptr form = array form')
    ! (m is intent(out): its old value is not the test's to keep; the C test
    ! checks that m is not written)
    w2 = trident_dd(-7, 0)
    a = a0
    call trident_wsyevx('V', 'X', 'U', n, a, n, none, none, il, iu, none, m2, w2, z2, n, work, lwork, &
                        iwork, ifail, info)
    call check(info == -2 .and. all(w2%hi == -7) .and. all(a%hi == a0%hi .and. a%lo == a0%lo) &
               .and. reported('wsyevx', 2), 'w: syevx bad range writes nothing')
    deallocate (work, wsw)
  end subroutine wsyevx_checks

  ! trident_wsygvd (double-double): the query (the same as wsyevd's); itype 1
  ! with B = 2I has A's eigenvalues halved: against trident_wsyevd's, word by
  ! word (dd accuracy, B's factor sqrt(2) I is not exact), and their sum
  ! against trace(A) / 2; c_ptr = array form; a bad itype writes nothing.
  subroutine wsygvd_checks()
    integer(trident_int), parameter :: n = 23
    type(trident_dd), target :: a0(n, n), a(n, n), b(n, n), w(n), w2(n), ws(n), q(1), qs(1)
    type(trident_dd), allocatable, target :: work(:)
    integer(trident_int), target :: iwork(3 + 5 * n), iq(1), iqs(1)
    integer(trident_int) :: info, lwork, i
    real(c_double) :: x, trace, anorm, worst

    call random_dd_symmetric(a0, trace, anorm)
    b = trident_dd(0, 0)
    do i = 1, n
      b(i, i) = trident_dd(2, 0)
    end do
    a = a0
    call trident_wsygvd(1_trident_int, 'V', 'L', n, a, n, b, n, w, q, -1_trident_int, iq, &
                        -1_trident_int, info)
    call trident_wsyevd('V', 'L', n, a, n, ws, qs, -1_trident_int, iqs, -1_trident_int, i)
    call check(info == 0 .and. q(1)%hi >= 1 + 6 * n + 2 * n * n .and. q(1)%hi == qs(1)%hi .and. &
               iq(1) == 3 + 5 * n .and. iqs(1) == iq(1), 'w: sygvd query')
    lwork = int(q(1)%hi, trident_int)
    allocate (work(lwork))
    call trident_wsygvd(1_trident_int, 'V', 'L', n, a, n, b, n, w, work, lwork, iwork, 3 + 5 * n, info)
    a = a0
    call trident_wsyevd('N', 'L', n, a, n, ws, work, lwork, iwork, 3 + 5 * n, i)
    ! w - ws / 2 word by word: the high words' difference is exact (Sterbenz)
    worst = maxval(abs((w%hi - ws%hi / 2) + (w%lo - ws%lo / 2)))
    call check(info == 0 .and. i == 0 .and. worst <= 30 * n * 2d0**(-106) * anorm, &
               'w: sygvd itype 1, B = 2I: eigenvalues of A / 2 to dd accuracy')
    call check(abs(sum(w%hi + w%lo) - trace / 2) <= 30 * n * epsilon(x) * anorm, &
               'w: sygvd eigenvalue sum = trace(A) / 2')
    a = a0
    b = trident_dd(0, 0)
    do i = 1, n
      b(i, i) = trident_dd(2, 0)
    end do
    call trident_wsygvd(1_trident_int, 'V', 'L', n, c_loc(a), n, c_loc(b), n, c_loc(w2), c_loc(work), &
                        lwork, c_loc(iwork), 3 + 5 * n, info)
    call check(info == 0 .and. all(w2%hi == w%hi .and. w2%lo == w%lo), 'w: sygvd c_ptr form = array form')
    w2 = trident_dd(-7, 0)
    a = a0
    b = a0
    call trident_wsygvd(4_trident_int, 'V', 'L', n, a, n, b, n, w2, work, lwork, iwork, 3 + 5 * n, info)
    call check(info == -1 .and. all(w2%hi == -7) .and. all(a%hi == a0%hi .and. a%lo == a0%lo) .and. &
               all(b%hi == a0%hi .and. b%lo == a0%lo) .and. reported('sygvd', 1), &
               'w: sygvd bad itype writes nothing')
    deallocate (work)
  end subroutine wsygvd_checks

  ! The default context told to use the GPU where there is none: every
  ! routine returns TRIDENT_INFO_BACKEND_UNAVAILABLE and writes nothing.
  subroutine gpu_request_checks()
    integer(trident_int), parameter :: n = 40
    real(c_double) :: a(n, n), w(n), work(1 + 6 * n + 2 * n * n)
    integer(trident_int) :: iwork(3 + 5 * n), info, i
    type(c_ptr) :: default

    default = trident_default_context()
    call check(trident_context_last_backend(default) == 'host', 'host ran the calls above')
    if (trident_gpu_available() /= 0) return
    call check(trident_context_set_backend(default, TRIDENT_BACKEND_GPU) == 0, 'request gpu')
    a = 0
    do i = 1, n
      a(i, i) = i
    end do
    w = -7
    call trident_dsyevd('V', 'L', n, a, n, w, work, size(work, kind=trident_int), iwork, &
                        size(iwork, kind=trident_int), info)
    call check(info == TRIDENT_INFO_BACKEND_UNAVAILABLE .and. all(w == -7) .and. &
               handler_info == TRIDENT_INFO_BACKEND_UNAVAILABLE, 'gpu requested, none there')
    call reset_handler()
    call check(trident_context_set_backend(default, TRIDENT_BACKEND_AUTO) == 0, 'back to auto')
  end subroutine gpu_request_checks

  ! A matrix with a NaN: TRIDENT_INFO_NONFINITE_INPUT (a constant of info's
  ! kind), one report, no eigenvalue written, the matrix as it was.
  subroutine nonfinite_checks()
    use, intrinsic :: ieee_arithmetic, only: ieee_value, ieee_quiet_nan
    integer(trident_int), parameter :: n = 6
    real(c_double) :: a(n, n), a0(n, n), w(n), work(1 + 6 * n + 2 * n * n)
    integer(trident_int) :: iwork(3 + 5 * n), info, i

    a = 0
    do i = 1, n
      a(i, i) = i
    end do
    a(n, 2) = ieee_value(1d0, ieee_quiet_nan)
    a0 = a
    w = -7
    call reset_handler()
    call trident_dsyevd('V', 'L', n, a, n, w, work, size(work, kind=trident_int), iwork, &
                        size(iwork, kind=trident_int), info)
    call check(info == TRIDENT_INFO_NONFINITE_INPUT .and. all(w == -7) .and. handler_calls == 1 .and. &
               handler_info == TRIDENT_INFO_NONFINITE_INPUT, 'dsyevd on a NaN matrix: info, w, one report')
    call check(all(a == a0 .or. (a /= a .and. a0 /= a0)), 'dsyevd on a NaN matrix: a as it was')
    call check(index(trident_info_string(info), 'NaN') > 0, 'the text of TRIDENT_INFO_NONFINITE_INPUT')
    call reset_handler()
  end subroutine nonfinite_checks

#ifdef TRIDENT_WITH_CUDA
#include "device_checks.inc"
#endif

  ! ---- the four precisions ----------------------------------------------
#define RWORK_QUERY
#define RWORK_ARGS
#define RWORK_PTRS
#define RWORK_ONLY
#define RWORK_ONLY_PTR
#define ADJ(x) transpose(x)
#define IS_COMPLEX 0

#define CHECK_PRECISION check_s
#define RK c_float
#define ELEM real(c_float)
#define SYTRD trident_ssytrd
#define SYEVD trident_ssyevd
#define SYGVD trident_ssygvd
#define SYGVD_F trident_ssygvd_factored
#define SYEVX trident_ssyevx
#define SYEVR trident_ssyevr
#define SYGVX trident_ssygvx
#define SYGVX_F trident_ssygvx_factored
#include "precision_checks.inc"
#undef CHECK_PRECISION
#undef RK
#undef ELEM
#undef SYTRD
#undef SYEVD
#undef SYGVD
#undef SYGVD_F
#undef SYEVX
#undef SYEVR
#undef SYGVX
#undef SYGVX_F

#define CHECK_PRECISION check_d
#define RK c_double
#define ELEM real(c_double)
#define SYTRD trident_dsytrd
#define SYEVD trident_dsyevd
#define SYGVD trident_dsygvd
#define SYGVD_F trident_dsygvd_factored
#define SYEVX trident_dsyevx
#define SYEVR trident_dsyevr
#define SYGVX trident_dsygvx
#define SYGVX_F trident_dsygvx_factored
#include "precision_checks.inc"
#undef CHECK_PRECISION
#undef RK
#undef ELEM
#undef SYTRD
#undef SYEVD
#undef SYGVD
#undef SYGVD_F
#undef SYEVX
#undef SYEVR
#undef SYGVX
#undef SYGVX_F

#undef RWORK_QUERY
#undef RWORK_ARGS
#undef RWORK_PTRS
#undef RWORK_ONLY
#undef RWORK_ONLY_PTR
#undef ADJ
#undef IS_COMPLEX
#define RWORK_QUERY rq, query,
#define RWORK_ARGS rwork, lrwork,
#define RWORK_PTRS c_loc(rwork), lrwork,
#define RWORK_ONLY rwork,
#define RWORK_ONLY_PTR c_loc(rwork),
#define ADJ(x) conjg(transpose(x))
#define IS_COMPLEX 1

#define CHECK_PRECISION check_c
#define RK c_float
#define ELEM complex(c_float_complex)
#define SYTRD trident_chetrd
#define SYEVD trident_cheevd
#define SYGVD trident_chegvd
#define SYGVD_F trident_chegvd_factored
#define SYEVX trident_cheevx
#define SYEVR trident_cheevr
#define SYGVX trident_chegvx
#define SYGVX_F trident_chegvx_factored
#include "precision_checks.inc"
#undef CHECK_PRECISION
#undef RK
#undef ELEM
#undef SYTRD
#undef SYEVD
#undef SYGVD
#undef SYGVD_F
#undef SYEVX
#undef SYEVR
#undef SYGVX
#undef SYGVX_F

#define CHECK_PRECISION check_z
#define RK c_double
#define ELEM complex(c_double_complex)
#define SYTRD trident_zhetrd
#define SYEVD trident_zheevd
#define SYGVD trident_zhegvd
#define SYGVD_F trident_zhegvd_factored
#define SYEVX trident_zheevx
#define SYEVR trident_zheevr
#define SYGVX trident_zhegvx
#define SYGVX_F trident_zhegvx_factored
#include "precision_checks.inc"
end program test_module
