! scf_chain.f90 -- Trident from Fortran in a self-consistent field loop: the
! occupied orbitals only, and the overlap factored once.
!
!   usage: trident_scf_chain [n]       (n atoms, even, default 400)
!
! A chain of alternating atoms A and B (site energies alpha_A, alpha_B), one
! orbital each, in a nonorthogonal basis: S(i,i) = 1, S(i,i+1) = s.  The
! Hamiltonian is extended-Hueckel (Wolfsberg-Helmholz, H(i,i+1) = K s times
! the mean of the two site energies) plus a mean-field on-site repulsion U
! on the Mulliken charges q:
!   H(i,i) = alpha_i + U (q_i - 1),   q_i = 2 sum_occ c_i (S c)_i.
! Each SCF step needs the n/2 lowest eigenpairs of H c = E S c, and S does
! not change: the first step calls trident_dsygvx (range 'I', il = 1,
! iu = n/2), which leaves S's Cholesky factor in s; every later step calls
! trident_dsygvx_factored with it.  Charges are mixed linearly until they
! change by less than 1e-10.
!
! At the end the program checks the occupied orbitals -- H C = S C E,
! C^T S C = I, n electrons -- and compares their energies with the full
! solve of the last H by trident_dsygvd_factored, which also gives the
! LUMO.  It prints OK or FAILED (and stops with 1).
program scf_chain
  use, intrinsic :: iso_c_binding, only: c_double
  use trident
  implicit none
  real(c_double), parameter :: alpha_a = -11.4d0, alpha_b = -13.0d0 ! eV
  real(c_double), parameter :: overlap = 0.2d0, k_wh = 1.75d0, u = 2.0d0 ! eV
  real(c_double), parameter :: mixing = 0.5d0, converged = 1d-10
  integer, parameter :: max_steps = 200
  integer(trident_int), parameter :: itype = 1, query_size = -1
  integer(trident_int) :: n, nocc, lwork, liwork, info, m, i, step, mid
  real(c_double), allocatable :: h(:, :), s(:, :), s0(:, :), c(:, :), e(:), q(:), q_new(:), site(:)
  real(c_double), allocatable :: hfull(:, :), efull(:), gram(:, :), work(:)
  integer(trident_int), allocatable :: iwork(:), ifail(:)
  real(c_double) :: query(1), change, err_res, err_orth, err_e, err_count, tol
  integer(trident_int) :: iquery(1)
  character(len=32) :: arg
  logical :: ok

  n = 400
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) n
  end if
  if (n < 4 .or. mod(n, 2) /= 0) stop 'usage: trident_scf_chain [n >= 4, even]'
  nocc = n / 2
  allocate (h(n, n), s(n, n), s0(n, n), c(n, nocc), e(n), q(n), q_new(n), site(n), hfull(n, n), efull(n))
  allocate (iwork(max(5 * n, 3 + 5 * n)), ifail(n))

  do i = 1, n
    site(i) = merge(alpha_a, alpha_b, mod(i, 2) == 1)
  end do
  s = 0
  do i = 1, n
    s(i, i) = 1
    if (i < n) then
      s(i + 1, i) = overlap
      s(i, i + 1) = overlap
    end if
  end do
  s0 = s
  q = 1 ! a neutral start

  ! workspace: the largest of the subset solve's and the full solve's
  call fock(q, h)
  call trident_dsygvx(itype, 'V', 'I', 'L', n, h, n, s, n, 0d0, 0d0, 1_trident_int, nocc, 0d0, &
                      m, e, c, n, query, query_size, iwork, ifail, info)
  lwork = int(query(1), trident_int)
  call trident_dsygvd_factored(itype, 'V', 'L', n, h, n, s, n, e, query, query_size, iquery, &
                               query_size, info)
  lwork = max(lwork, int(query(1), trident_int))
  liwork = max(int(size(iwork), trident_int), iquery(1))
  deallocate (iwork)
  allocate (work(lwork), iwork(liwork))

  write (*, '(a, i0, a, i0, a)') 'mean-field AB chain, ', n, ' atoms, ', nocc, ' occupied orbitals'
  do step = 1, max_steps
    call fock(q, h)
    if (step == 1) then ! factors S into s
      call trident_dsygvx(itype, 'V', 'I', 'L', n, h, n, s, n, 0d0, 0d0, 1_trident_int, nocc, 0d0, &
                          m, e, c, n, work, lwork, iwork, ifail, info)
    else ! reuses that factor
      call trident_dsygvx_factored(itype, 'V', 'I', 'L', n, h, n, s, n, 0d0, 0d0, 1_trident_int, nocc, &
                                   0d0, m, e, c, n, work, lwork, iwork, ifail, info)
    end if
    if (info /= 0 .or. m /= nocc) then
      write (*, '(a, i0, a, i0, 2a)') 'step ', step, ': info = ', info, ': ', trident_info_string(info)
      write (*, '(a)') 'FAILED'
      stop 1
    end if
    q_new = 2 * sum(c * matmul(s0, c), dim=2)
    change = maxval(abs(q_new - q))
    q = q + mixing * (q_new - q)
    if (step == 1 .or. mod(step, 10) == 0 .or. change < converged) &
      write (*, '(a, i4, a, es9.2, a, f16.8, a)') '  step', step, ': |dq| ', change, ', band energy ', &
          2 * sum(e(1:nocc)), ' eV'
    if (change < converged) exit
  end do

  ! the occupied orbitals of the last H (q_new's H differs by less than the tolerance)
  call fock(q, h)
  tol = 100 * n * epsilon(1d0) * maxval(abs(h))
  call trident_dsygvx_factored(itype, 'V', 'I', 'L', n, h, n, s, n, 0d0, 0d0, 1_trident_int, nocc, 0d0, &
                               m, e, c, n, work, lwork, iwork, ifail, info)
  ok = info == 0 .and. m == nocc .and. change < converged
  call fock(q, h) ! the solve overwrote h
  err_res = maxval(abs(matmul(h, c) - matmul(s0, c) * spread(e(1:nocc), 1, n)))
  gram = matmul(transpose(c), matmul(s0, c)) ! C^T S C, to be I
  do i = 1, nocc
    gram(i, i) = gram(i, i) - 1
  end do
  err_orth = maxval(abs(gram))
  err_count = abs(sum(2 * sum(c * matmul(s0, c), dim=2)) - n)

  ! the full solve of the same H with the same factor: all n orbitals
  hfull = h
  call trident_dsygvd_factored(itype, 'V', 'L', n, hfull, n, s, n, efull, work, lwork, iwork, liwork, info)
  ok = ok .and. info == 0
  err_e = maxval(abs(efull(1:nocc) - e(1:nocc)))

  if (change < converged) then
    write (*, '(a, i0, a)') '  converged in ', step, ' steps'
  else
    write (*, '(a, i0, a)') '  not converged in ', max_steps, ' steps'
  end if
  mid = 2 * (n / 4) + 1 ! an A atom in the middle of the chain, away from its ends
  write (*, '(a, a)') '  backend:            ', trident_context_last_backend(trident_default_context())
  write (*, '(a, 2f12.6)') '  charges A, B (mid): ', q(mid), q(mid + 1)
  write (*, '(a, 2f12.5, a)') '  HOMO, LUMO:         ', e(nocc), efull(nocc + 1), ' eV'
  write (*, '(a, f12.5, a)') '  gap:                ', efull(nocc + 1) - e(nocc), ' eV'
  write (*, '(a, es10.2)') '  |H C - S C E|:      ', err_res
  write (*, '(a, es10.2)') '  |C^T S C - I|:      ', err_orth
  write (*, '(a, es10.2)') '  |electrons - n|:    ', err_count
  write (*, '(a, es10.2, a)') '  |E - full solve|:   ', err_e, ' eV'
  ok = ok .and. err_res <= tol .and. err_orth <= 100 * n * epsilon(1d0) .and. &
       err_count <= 100 * n * epsilon(1d0) * n .and. err_e <= tol
  if (.not. ok) then
    write (*, '(a)') 'FAILED'
    stop 1
  end if
  write (*, '(a)') 'OK'

contains

  ! H for the charges q (lower triangle and its mirror)
  subroutine fock(q, h)
    real(c_double), intent(in) :: q(:)
    real(c_double), intent(out) :: h(:, :)
    integer(trident_int) :: j
    h = 0
    do j = 1, n
      h(j, j) = site(j) + u * (q(j) - 1)
      if (j < n) then
        h(j + 1, j) = k_wh * overlap * 0.5d0 * (site(j) + site(j + 1))
        h(j, j + 1) = h(j + 1, j)
      end if
    end do
  end subroutine fock
end program scf_chain
