/* sygvd_device_absent_generic.h -- see sygvd_device_absent.c. */

trident_int TRI_SFX(trident_sygvd_device)(trident_context *ctx, const char *routine, int factored,
                                          int itype, char jobz, char uplo, int64_t n, TRI_T *dA,
                                          int64_t ldda, TRI_T *dB, int64_t lddb, TRI_R *dW)
{
    (void)ctx, (void)factored, (void)itype, (void)jobz, (void)uplo, (void)n, (void)dA;
    (void)ldda, (void)dB, (void)lddb, (void)dW;
    trident_report(routine, TRIDENT_INFO_BACKEND_UNAVAILABLE, "%s",
                   trident_info_string(TRIDENT_INFO_BACKEND_UNAVAILABLE));
    return TRIDENT_INFO_BACKEND_UNAVAILABLE;
}
