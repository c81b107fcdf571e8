! test_support.f90 -- the checking helpers of the Fortran module tests: a
! failure counter, and an error handler (bind(C), installed through the
! module's trident_set_error_handler) that records what it was told.
module test_support
  use, intrinsic :: iso_c_binding
  use trident
  implicit none
  integer :: failures = 0, checks = 0
  integer :: handler_calls = 0, total_reports = 0
  integer(trident_int) :: handler_info = 0
  character(len=:), allocatable :: handler_routine, handler_message

contains

  subroutine check(ok, what)
    logical, intent(in) :: ok
    character(len=*), intent(in) :: what
    checks = checks + 1
    if (.not. ok) then
      failures = failures + 1
      write (*, '(a, a)') 'FAIL: ', what
    end if
  end subroutine check

  ! Counts its calls in the integer that user_data points to, too.
  subroutine record_error(routine, info, message, user_data) bind(C)
    type(c_ptr), value :: routine
    integer(trident_int), value :: info
    type(c_ptr), value :: message
    type(c_ptr), value :: user_data
    integer(c_int), pointer :: counter
    handler_calls = handler_calls + 1
    total_reports = total_reports + 1
    handler_info = info
    handler_routine = trident_c_string(routine)
    handler_message = trident_c_string(message)
    if (c_associated(user_data)) then
      call c_f_pointer(user_data, counter)
      counter = counter + 1
    end if
  end subroutine record_error

  subroutine reset_handler()
    handler_calls = 0
    handler_info = 0
    handler_routine = ''
    handler_message = ''
  end subroutine reset_handler

  ! The last error reported was illegal argument `arg` of a routine whose
  ! name contains `name` (any case), reported once.
  logical function reported(name, arg)
    character(len=*), intent(in) :: name
    integer, intent(in) :: arg
    reported = handler_calls == 1 .and. handler_info == -arg .and. &
               index(lower(handler_routine), lower(name)) > 0
    call reset_handler()
  end function reported

  function lower(s) result(t)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: t
    integer :: k
    t = s
    do k = 1, len(s)
      if (s(k:k) >= 'A' .and. s(k:k) <= 'Z') t(k:k) = achar(iachar(s(k:k)) + 32)
    end do
  end function lower
end module test_support
