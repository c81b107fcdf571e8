/*
 * host_ops_w.h -- the host backend's double-double (w) primitives
 * (host_ops_w.c), for host_backend.c's table: the five that the one-stage
 * tridiagonalization driver (drivers/sytrd_generic.h) calls, with the
 * contracts of backend/ops_table.h.
 */
#ifndef TRIDENT_HOST_OPS_W_H
#define TRIDENT_HOST_OPS_W_H

#include "backend/backend.h"

void trident_host_hemv_w(trident_context *ctx, char uplo, int64_t n, trident_dd alpha,
                         const trident_dd *a, int64_t lda, const trident_dd *x, int64_t incx,
                         trident_dd beta, trident_dd *y, int64_t incy);
void trident_host_her2k_w(trident_context *ctx, char uplo, int64_t n, int64_t k, trident_dd alpha,
                          const trident_dd *a, int64_t lda, const trident_dd *b, int64_t ldb,
                          trident_dd beta, trident_dd *c, int64_t ldc);
void trident_host_latrd_column_begin_w(trident_context *ctx, int64_t m, int64_t k, const trident_dd *v,
                                       int64_t ldv, trident_dd *w, int64_t ldw, int64_t p,
                                       const trident_dd *y, const trident_dd *tau_p, int64_t r,
                                       trident_dd *a, int64_t nh, trident_dd *alpha, trident_dd *x,
                                       trident_dd *tau, trident_dd *e);
void trident_host_latrd_project_w(trident_context *ctx, int64_t m, int64_t k, const trident_dd *v,
                                  int64_t ldv, const trident_dd *w, int64_t ldw, trident_dd *x,
                                  trident_dd *u, trident_dd *y);
void trident_host_store_tridiag_w(trident_context *ctx, char uplo, int64_t k, int64_t noff,
                                  trident_dd *a, int64_t lda, trident_dd *d, trident_dd *e);

#endif
