! kpoints_omp.f90 -- Trident from OpenMP threads: the band structure of a
! tight-binding ring, one Hermitian eigenproblem per k-point, the k-points
! shared out over the threads, each thread with a Trident context of its own.
!
!   usage: trident_kpoints_omp [nsites [nk]]    (defaults 64 and 32)
!
! A supercell of nsites sites on a ring, hopping t between neighbours; the
! Bloch phase exp(i theta), theta = 2 pi j / nk, sits on the bond that closes
! the ring.  H(theta) is Hermitian (not real), and its eigenvalues are known:
!   E_m(theta) = 2 t cos((2 pi m + theta) / nsites),  m = 0 .. nsites-1.
! Each thread creates a context and binds it with trident_set_thread_context,
! so that its trident_zheevd calls run beside the other threads' instead of
! taking turns on the shared default context.  Built without OpenMP, the
! same program runs the k-points one after another.
program kpoints_omp
  use, intrinsic :: iso_c_binding, only: c_double, c_double_complex, c_ptr, c_null_ptr, c_int
  use trident
  !$ use omp_lib, only: omp_get_num_threads, omp_get_thread_num
  implicit none
  real(c_double), parameter :: t = -2.7d0 ! eV, carbon pi hopping
  real(c_double), parameter :: pi = 3.14159265358979323846d0
  integer(trident_int) :: nsites, nk, j
  integer :: nthreads, failures
  real(c_double) :: worst, tol
  real(c_double), allocatable :: bands(:, :)
  character(len=32) :: arg

  nsites = 64
  nk = 32
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) nsites
  end if
  if (command_argument_count() >= 2) then
    call get_command_argument(2, arg)
    read (arg, *) nk
  end if
  if (nsites < 3 .or. nk < 1) stop 'usage: trident_kpoints_omp [nsites >= 3 [nk >= 1]]'
  allocate (bands(nsites, nk))

  nthreads = 1
  failures = 0
  worst = 0
  !$omp parallel default(shared) reduction(+:failures) reduction(max:worst)
  call solve_my_kpoints(failures, worst) ! as arguments: the reductions' private copies
  !$omp end parallel

  tol = 100 * nsites * epsilon(1d0) * abs(t)
  write (*, '(a, i0, a, i0, a, i0, a)') 'tight-binding ring: ', nsites, ' sites, ', nk, &
      ' k-points, ', nthreads, ' threads, a Trident context each'
  do j = 1, nk, max(1, nk / 4)
    write (*, '(a, f8.4, a, 2f11.5, a)') '  theta = ', 2 * pi * (j - 1) / nk, ': bands from', &
        bands(1, j), bands(nsites, j), ' eV'
  end do
  write (*, '(a, es10.2, a)') '  |E - exact| over all bands and k-points: ', worst, ' eV'
  if (failures /= 0 .or. worst > tol) then
    write (*, '(a, i0, a)') 'FAILED (', failures, ' solves reported an error)'
    stop 1
  end if
  write (*, '(a)') 'OK'

contains

  ! One thread's share of the k-points, with a context of its own for the
  ! LAPACK-style calls made from this thread; failures and worst are the
  ! thread's own copies of the reductions.
  subroutine solve_my_kpoints(failures, worst)
    integer, intent(inout) :: failures
    real(c_double), intent(inout) :: worst
    type(c_ptr) :: ctx
    integer(c_int) :: status
    integer(trident_int) :: jk, m, lwork, lrwork, liwork, info
    complex(c_double_complex), allocatable :: h(:, :), work(:)
    real(c_double), allocatable :: e(:), exact(:), rwork(:)
    integer(trident_int), allocatable :: iwork(:)
    complex(c_double_complex) :: wq(1)
    real(c_double) :: rq(1), theta
    integer(trident_int) :: iq(1)

    !$omp master
    !$ nthreads = omp_get_num_threads()
    !$omp end master
    status = trident_context_create(ctx)
    if (status /= TRIDENT_SUCCESS) then
      failures = failures + 1
      return
    end if
    status = trident_set_thread_context(ctx)

    allocate (h(nsites, nsites), e(nsites), exact(nsites))
    call trident_zheevd('V', 'L', nsites, h, nsites, e, wq, -1_trident_int, rq, -1_trident_int, &
                        iq, -1_trident_int, info)
    lwork = int(real(wq(1)), trident_int)
    lrwork = int(rq(1), trident_int)
    liwork = iq(1)
    allocate (work(lwork), rwork(lrwork), iwork(liwork))

    !$omp do schedule(dynamic)
    do jk = 1, nk
      theta = 2 * pi * (jk - 1) / nk
      call ring_hamiltonian(theta, h)
      call trident_zheevd('V', 'L', nsites, h, nsites, e, work, lwork, rwork, lrwork, iwork, liwork, info)
      if (info /= 0) failures = failures + 1
      do m = 1, nsites
        exact(m) = 2 * t * cos((2 * pi * (m - 1) + theta) / nsites)
      end do
      worst = max(worst, set_distance(e, exact), set_distance(exact, e))
      bands(:, jk) = e
    end do
    !$omp end do

    status = trident_set_thread_context(c_null_ptr)
    call trident_context_destroy(ctx)
  end subroutine solve_my_kpoints

  ! The lower triangle of H(theta) (the routine reads only that one)
  subroutine ring_hamiltonian(theta, h)
    real(c_double), intent(in) :: theta
    complex(c_double_complex), intent(out) :: h(:, :)
    integer(trident_int) :: i
    h = 0
    do i = 1, nsites - 1
      h(i + 1, i) = t
    end do
    h(nsites, 1) = t * exp(cmplx(0d0, theta, kind=c_double_complex))
  end subroutine ring_hamiltonian

  ! The largest distance from an element of x to the nearest one of y: with
  ! its mirror, whether x and y are the same set to that tolerance (the
  ! closed form is not in ascending order, the computed bands are)
  real(c_double) function set_distance(x, y)
    real(c_double), intent(in) :: x(:), y(:)
    integer :: p
    set_distance = 0
    do p = 1, size(x)
      set_distance = max(set_distance, minval(abs(y - x(p))))
    end do
  end function set_distance
end program kpoints_omp
