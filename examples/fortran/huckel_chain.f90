! huckel_chain.f90 -- Trident from Fortran: the pi orbitals of a polyene chain
! in an extended-Hueckel model with a nonorthogonal basis, a generalized
! eigenproblem H c = E S c solved with trident_dsygvd.
!
!   usage: trident_huckel_chain [n]        (n carbon atoms, default 200)
!
! One 2p orbital per carbon; neighbours overlap, S(i,i+1) = s, and the
! Wolfsberg-Helmholz rule gives H(i,i+1) = K s alpha, H(i,i) = alpha.  H and
! S are both tridiagonal Toeplitz, so they share eigenvectors and the exact
! orbital energies are
!   E_k = alpha (1 + K s t_k) / (1 + s t_k),  t_k = 2 cos(k pi / (n + 1)).
! The program checks them, the residual H C - S C E and the S-orthonormality
! C^T S C = I, then does what an SCF loop does: a new H (the chain in an
! electric field) with the same overlap, solved by trident_dsygvd_factored
! with the Cholesky factor of S that the first call left in s.
program huckel_chain
  use, intrinsic :: iso_c_binding, only: c_double
  use trident
  implicit none
  real(c_double), parameter :: alpha = -11.4d0 ! eV, carbon 2p
  real(c_double), parameter :: overlap = 0.25d0, k_wh = 1.75d0, field = 0.02d0 ! eV per site
  real(c_double), parameter :: pi = 3.14159265358979323846d0
  ! every integer passed to Trident is integer(trident_int), constants too,
  ! so that the program builds against Trident with 32- or 64-bit integers
  integer(trident_int), parameter :: itype = 1, query_size = -1
  integer(trident_int) :: n, lwork, liwork, info, i, k, homo
  real(c_double), allocatable :: h(:, :), s(:, :), h0(:, :), s0(:, :), c(:, :), e(:), exact(:)
  real(c_double), allocatable :: work(:)
  integer(trident_int), allocatable :: iwork(:)
  real(c_double) :: query(1), err_e, err_res, err_orth, tol
  integer(trident_int) :: iquery(1)
  character(len=32) :: arg
  logical :: ok

  n = 200
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) n
  end if
  if (n < 2) stop 'usage: trident_huckel_chain [n >= 2]'
  allocate (h(n, n), s(n, n), h0(n, n), s0(n, n), c(n, n), e(n), exact(n))

  h = 0
  s = 0
  do i = 1, n
    h(i, i) = alpha
    s(i, i) = 1
    if (i < n) then
      s(i + 1, i) = overlap
      s(i, i + 1) = overlap
      h(i + 1, i) = k_wh * overlap * alpha
      h(i, i + 1) = h(i + 1, i)
    end if
  end do
  h0 = h
  s0 = s

  ! workspace query, then the solve: H C = S C E, eigenvectors in h
  call trident_dsygvd(itype, 'V', 'L', n, h, n, s, n, e, query, query_size, iquery, query_size, info)
  lwork = int(query(1), trident_int)
  liwork = iquery(1)
  allocate (work(lwork), iwork(liwork))
  call trident_dsygvd(itype, 'V', 'L', n, h, n, s, n, e, work, lwork, iwork, liwork, info)
  if (info /= 0) then
    write (*, '(a, i0, 2a)') 'trident_dsygvd failed: info = ', info, ': ', trident_info_string(info)
    stop 1
  end if
  c = h

  do k = 1, n
    exact(k) = alpha * (1 + k_wh * overlap * tk(k)) / (1 + overlap * tk(k))
  end do
  call sort(exact)
  tol = 100 * n * epsilon(1d0) * abs(alpha)
  err_e = maxval(abs(e - exact))
  err_res = maxval(abs(matmul(h0, c) - matmul(s0, c) * spread(e, 1, n)))
  err_orth = maxval(abs(matmul(transpose(c), matmul(s0, c)) - identity(n)))
  homo = (n + 1) / 2 ! one pi electron per carbon: two per orbital, one in the HOMO if n is odd

  write (*, '(a, i0, a)') 'extended-Hueckel polyene, ', n, ' carbons, nonorthogonal basis'
  write (*, '(a, a)') '  backend:            ', trident_context_last_backend(trident_default_context())
  write (*, '(a, 2f12.5, a)') '  orbital energies:   ', e(1), e(n), ' eV (lowest, highest)'
  write (*, '(a, 2f12.5, a)') '  HOMO, LUMO:         ', e(homo), e(homo + 1), ' eV'
  write (*, '(a, f12.5, a)') '  HOMO-LUMO gap:      ', e(homo + 1) - e(homo), ' eV'
  write (*, '(a, f14.5, a)') '  pi energy:        ', &
      2 * sum(e(1:n / 2)) + merge(e(homo), 0d0, mod(n, 2) == 1), ' eV'
  write (*, '(a, es10.2, a)') '  |E - exact|:        ', err_e, ' eV'
  write (*, '(a, es10.2)') '  |H C - S C E|:      ', err_res
  write (*, '(a, es10.2)') '  |C^T S C - I|:      ', err_orth
  ok = err_e <= tol .and. err_res <= tol .and. err_orth <= 100 * n * epsilon(1d0)

  ! SCF-style second solve: a field along the chain changes H, S stays,
  ! and s already holds its Cholesky factor.
  h = h0
  do i = 1, n
    h(i, i) = h(i, i) + field * (i - 0.5d0 * (n + 1))
  end do
  h0 = h
  call trident_dsygvd_factored(itype, 'V', 'L', n, h, n, s, n, e, work, lwork, iwork, liwork, info)
  err_res = maxval(abs(matmul(h0, h) - matmul(s0, h) * spread(e, 1, n)))
  write (*, '(a, f8.4, a, f12.5, a)') '  in a field of ', field, ' eV/site: gap ', &
      e(homo + 1) - e(homo), ' eV'
  write (*, '(a, es10.2)') '  |H C - S C E|:      ', err_res
  ok = ok .and. info == 0 .and. err_res <= tol

  if (.not. ok) then
    write (*, '(a)') 'FAILED'
    stop 1
  end if
  write (*, '(a)') 'OK'

contains

  real(c_double) function tk(k)
    integer(trident_int), intent(in) :: k
    tk = 2 * cos(k * pi / (n + 1))
  end function tk

  function identity(m) result(eye)
    integer(trident_int), intent(in) :: m
    real(c_double) :: eye(m, m)
    integer(trident_int) :: j
    eye = 0
    do j = 1, m
      eye(j, j) = 1
    end do
  end function identity

  subroutine sort(x) ! insertion sort, ascending
    real(c_double), intent(inout) :: x(:)
    integer :: p, q
    real(c_double) :: v
    do p = 2, size(x)
      v = x(p)
      q = p - 1
      do while (q >= 1)
        if (x(q) <= v) exit
        x(q + 1) = x(q)
        q = q - 1
      end do
      x(q + 1) = v
    end do
  end subroutine sort
end program huckel_chain
