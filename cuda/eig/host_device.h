/*
 * host_device.h -- TRI_HOST_DEVICE, the execution-space qualifier of the
 * scalar routines written once for the host (C) and the device (CUDA)
 * (dc_secular.h, tridiag_ql.h): an includer may define it first (a .cu
 * that wants device functions only); by default both spaces under nvcc
 * and nothing in C.  No guard: it only defines what is not yet defined.
 */
#ifndef TRI_HOST_DEVICE
#ifdef __CUDACC__
#define TRI_HOST_DEVICE __host__ __device__
#else
#define TRI_HOST_DEVICE
#endif
#endif
