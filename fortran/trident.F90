! trident.F90 -- the `trident` Fortran module: ISO_C_BINDING interfaces to
! Trident's C API, so that Fortran calls read like LAPACK's:
!
!   use trident
!   call trident_dsyevd('V', 'L', n, a, lda, w, work, lwork, iwork, liwork, info)
!
! Conventions (the contracts are in interfaces/trident.h and trident_cuda.h):
!   - character arguments are one character, passed by value ('V', 'L', ...);
!   - integers are integer(trident_int) (32-bit unless Trident was built with
!     TRIDENT_ILP64); the device routines take sizes as integer(c_int64_t);
!   - every routine name is a generic with two forms: Fortran arrays (rank 2
!     for matrices, rank 1 for vectors and workspace, as LAPACK documents
!     them; passed as assumed-size arrays, no copies), or type(c_ptr) for
!     every array argument (a device pointer, or c_loc() of host data);
!   - the double-double element is type(trident_dd), the C trident_dd.
!
! One include file per routine family (bind/<family>.inc).  The device routines of
! trident_cuda.h exist only in CUDA builds, where CMake defines
! TRIDENT_WITH_CUDA; trident_cuda_available tells which kind of build a
! program was compiled against.
module trident
  use, intrinsic :: iso_c_binding, only: c_char, c_int, c_int32_t, c_int64_t, c_size_t, &
      c_float, c_double, c_float_complex, c_double_complex, c_ptr, c_funptr, &
      c_null_ptr, c_null_char, c_associated, c_f_pointer
  implicit none
  private

  ! ---- kinds and constants ------------------------------------------------
#ifdef TRIDENT_ILP64
  integer, parameter, public :: trident_int = c_int64_t
#else
  integer, parameter, public :: trident_int = c_int32_t
#endif

  integer, parameter, public :: trident_version_major = TRIDENT_FORTRAN_VERSION_MAJOR
  integer, parameter, public :: trident_version_minor = TRIDENT_FORTRAN_VERSION_MINOR
  integer, parameter, public :: trident_version_patch = TRIDENT_FORTRAN_VERSION_PATCH
  ! comparable as an integer, as C's TRIDENT_VERSION; trident_version_number()
  ! gives the library's at run time
  integer, parameter, public :: trident_version = 10000 * trident_version_major + &
                                                  100 * trident_version_minor + trident_version_patch

#ifdef TRIDENT_WITH_CUDA
  logical, parameter, public :: trident_cuda_available = .true.
#else
  logical, parameter, public :: trident_cuda_available = .false.
#endif

  ! Status codes beyond LAPACK's (info or return value), all <= -1000; of
  ! info's kind, so that they pass where an info goes (trident_info_string).
  integer(trident_int), parameter, public :: TRIDENT_SUCCESS = 0
  integer(trident_int), parameter, public :: TRIDENT_INFO_OUT_OF_MEMORY = -1001
  integer(trident_int), parameter, public :: TRIDENT_INFO_BACKEND_UNAVAILABLE = -1002
  integer(trident_int), parameter, public :: TRIDENT_INFO_DEVICE_ERROR = -1003
  integer(trident_int), parameter, public :: TRIDENT_INFO_INVALID_CONTEXT = -1004
  integer(trident_int), parameter, public :: TRIDENT_INFO_INVALID_OPTION = -1005
  integer(trident_int), parameter, public :: TRIDENT_INFO_NONFINITE_INPUT = -1006

  ! trident_backend (a C enum: integer(c_int)).
  integer(c_int), parameter, public :: TRIDENT_BACKEND_AUTO = 0
  integer(c_int), parameter, public :: TRIDENT_BACKEND_HOST = 1
  integer(c_int), parameter, public :: TRIDENT_BACKEND_GPU = 2

  ! Double-double number: value = hi + lo (C: trident_dd, 16 bytes).  C also
  ! aligns it to 16 bytes, which a bind(C) type cannot say: inside a derived
  ! type of your own that C shares, put it at an offset that is a multiple of
  ! 16 (Trident's routines take it by value or in device arrays: unaffected).
  type, bind(C), public :: trident_dd
    real(c_double) :: hi
    real(c_double) :: lo
  end type trident_dd

  ! ---- the C API, one family per file --------------------------------------
#include "bind/errors.inc"
#include "bind/version.inc"
#include "bind/context.inc"
#include "bind/sytrd.inc"
#include "bind/syevd.inc"
#include "bind/sygvd.inc"
#include "bind/syevx.inc"
#include "bind/syevr.inc"
#include "bind/sygvx.inc"
#ifdef TRIDENT_WITH_CUDA
#include "bind/cuda_context.inc"
#include "bind/sytrd_gpu.inc"
#include "bind/eigen_gpu.inc"
#include "bind/symv.inc"
#endif

contains

#include "bind/strings.inc"

end module trident
