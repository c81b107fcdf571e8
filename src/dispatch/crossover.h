/*
 * crossover.h -- the problem sizes from which backend AUTO uses the GPU, per
 * routine family, and the GPU's own choice of path for small n.
 *
 * TRIDENT_SYTRD_GPU_CROSSOVER: trident_<t>sytrd on host memory, host backend
 * (the machine's BLAS, 16 cores) against the GPU backend (transfers
 * included), measured with `bench_sytrd --types d --uplo L --reps 5
 * --crossover 256 384 512 768 1024` on the reference H100 machine
 * (2026-11-22, with the one-launch path below): GPU / host time 1.22 at
 * n = 128, 0.91 at 192, 0.15-0.25 from 256 to 1024.
 *
 * TRIDENT_EIGEN_GPU_CROSSOVER: the eigen drivers (xSYEVD, xSYGVD and their
 * subsets).  Still the value measured for the tridiagonalization before the
 * one-launch path (bench/sytrd/README.md); their tridiagonal stage and
 * back-transformation dominate at small n, so it was not lowered with it.
 * Re-measure when either path changes.
 */
#ifndef TRIDENT_CROSSOVER_H
#define TRIDENT_CROSSOVER_H

#define TRIDENT_SYTRD_GPU_CROSSOVER 192
#define TRIDENT_EIGEN_GPU_CROSSOVER 1024

/*
 * The largest order of matrix that the GPU backend reduces with its
 * one-launch kernel (cuda/sytrd/sytrd_fused.cuh): a whole matrix up to it,
 * and for larger n the trailing (uplo 'L') or leading ('U') block once the
 * blocked driver has brought it down to this order.  Per precision: the
 * order where the kernel saves most against the blocked driver, about where
 * the matrix stops fitting in the SMs' shared memory.  From `bench_sytrd
 * --types dzsc --uplo L --reps 3` on the reference H100, once with
 * TRIDENT_SYTRD_FUSED_MAX=0 and once with 4096 (bench/sytrd/README.md has
 * both tables), blocked minus fused seconds: d 0.030 at 2048, 0.015 at 3072,
 * -0.066 at 4096; c 0.028, 0.016, -0.061; z 0.025 at 2048, -0.076 at 3072;
 * s 0.034 at 2048, 0.041 at 3072, 0.048 at 4096.  TRIDENT_SYTRD_FUSED_MAX
 * in the environment overrides all four (0: never).
 */
#define TRIDENT_SYTRD_FUSED_MAX_s 4096 /* the kernel's own limit */
#define TRIDENT_SYTRD_FUSED_MAX_d 2048
#define TRIDENT_SYTRD_FUSED_MAX_c 2048
#define TRIDENT_SYTRD_FUSED_MAX_z 2048

/*
 * The blocked driver's panels of blocks of order from this on are reduced
 * by the one-launch panel kernel (cuda/sytrd/latrd_panel.cuh: one
 * cooperative launch a panel, three grid barriers a column), smaller ones
 * column by column.  Off: slower than the per-column launches (H200,
 * session 61, `PANEL_SIZES="4096 8192" PANEL_SMALL="1024 2048" bash
 * bench/gpu-check.sh panel`, seconds launches / panel kernel): one stage d
 * 8192 0.3913 / 0.4383, z 0.6731 / 0.7171, c 0.4079 / 0.4495, s 0.2670 /
 * 0.2760; the blocked driver alone at 2048 d 0.0429 / 0.0483, s 0.0396 /
 * 0.0368 (bench/sytrd/README.md, "The one-launch panel").
 * TRIDENT_SYTRD_PANEL_KERNEL in the environment: 1 every panel, 0 none.
 */
#define TRIDENT_SYTRD_PANEL_KERNEL_NEVER 4000000000000000000LL
#define TRIDENT_SYTRD_PANEL_KERNEL_MIN_s TRIDENT_SYTRD_PANEL_KERNEL_NEVER
#define TRIDENT_SYTRD_PANEL_KERNEL_MIN_d TRIDENT_SYTRD_PANEL_KERNEL_NEVER
#define TRIDENT_SYTRD_PANEL_KERNEL_MIN_c TRIDENT_SYTRD_PANEL_KERNEL_NEVER
#define TRIDENT_SYTRD_PANEL_KERNEL_MIN_z TRIDENT_SYTRD_PANEL_KERNEL_NEVER

/*
 * The order of the block the one-launch reduction leaves to its one-block
 * kernel (cuda/sytrd/sytrd_tail.cuh): at most this, and at most what fits
 * one block's shared memory (-1: all that fits), 0 none.  The tail's step
 * grows with its order while the grid-wide kernel's stays near 3 us, so a
 * short tail pays best: bench_sytrd_fused_phases (H200, session 55, us a
 * column, tail 0 / 48 / 80 / 112 / all that fits; bench/sytrd/README.md):
 * d 512 3.32 / 3.18 / 3.16 / 3.24 / 3.32, d 1024 4.16 / 4.06 / 4.04 / 4.08 /
 * 4.10; c 1024 4.58 / 4.48 / 4.46 / 4.48 / 4.51; s 1024 3.85 / 3.78 / 3.74
 * / 3.71 / 3.87; z 1024 5.50 / 5.41 / 5.44 / 5.55 / 5.56, z 117 3.53 / 3.07
 * / 3.37 / 4.48 / 4.71.  TRIDENT_SYTRD_FUSED_TAIL=m in the environment
 * overrides all four (m = 0 none, a large m all that fits).
 */
#define TRIDENT_SYTRD_FUSED_TAIL_s 112
#define TRIDENT_SYTRD_FUSED_TAIL_d 80
#define TRIDENT_SYTRD_FUSED_TAIL_c 80
#define TRIDENT_SYTRD_FUSED_TAIL_z 48

/*
 * TRIDENT_SYTRD_2STAGE_MIN_<t>: from this order on, xSYTRD on the GPU goes by
 * way of the two-stage reduction, its Q formed and factored again into
 * xSYTRD's reflectors (drivers/sytrd_from_2stage_generic.h); below it, and
 * always for c, the one-stage reduction.  Measured 2026-11-26 on the H100
 * with `bench_sytrd --uplo L` once with TRIDENT_SYTRD_2STAGE_MIN_N=1000000000
 * (one stage) and once with =3 (the route), seconds one stage / route (Q
 * factored again by the shifted LU of cuda/sytrd/sytrd_from_qr.cu; by
 * cuSOLVER's xGEQRF in brackets, commit cce0468):
 *   d  4096 0.0886 / 0.0965 (0.1145)   5120 0.1475 / (0.1594)   6144 0.2258 / (0.2121)
 *      8192 0.4524 / 0.3028 (0.3508)  16384 2.847 / 1.518 (1.631)
 *   z  4096 0.1460 / 0.1663 (0.1938)   6144 0.3922 / (0.4290)
 *      8192 0.8095 / 0.7070 (0.8182)  16384 5.501 / 4.517 (4.927)
 *   s  4096 0.0582 / 0.0772 (0.0945)   6144 0.1506 / (0.1779)
 *      8192 0.2891 / 0.2434 (0.2878)  16384 1.591 / 1.172 (1.302)
 *   c  4096 0.0923 / 0.1215 (0.1496)   8192 0.4676 / 0.4963 (0.5718)
 *     16384 2.960 / 3.014 (3.342)
 * (--reps 3 up to 8192, 1 above): the first size measured where the route
 * wins.  Again on 2026-11-26 (session 29) with the LU in two levels
 * (panels of 512), `bench_sytrd --ours-only --types szc --reps 3 6144 8192
 * 12288 16384`, one stage / route:
 *   s  6144 0.1505 / 0.1413   8192 0.2881 / 0.2335  12288 0.7656 / 0.5764
 *     16384 1.590 / 1.102
 *   z  6144 0.3929 / 0.3626   8192 0.8076 / 0.6909  12288 2.425 / 1.965
 *     16384 5.463 / 4.279
 *   c  6144 0.2329 / 0.2562   8192 0.4651 / 0.4840  12288 1.352 / 1.342
 *     16384 2.948 / 2.951
 * so s and z moved to 6144 (4096 not measured again).  c's route is slower
 * or even at every size measured, so c never takes it.
 * Again in session 30, after the fused complex multiply-adds made Q2 D
 * faster (same command, --reps 3; one stage / route):
 *   c  4096 0.0918 / 0.1212   6144 0.2326 / 0.2417   8192 0.4655 / 0.4496
 *     12288 1.360 / 1.224  16384 2.967 / 2.676
 *   z  4096 0.1460 / 0.1563   5120 0.2560 / 0.2384
 *   s  4096 0.0578 / 0.0796   5120 0.0987 / 0.1062
 * so c takes the route from 8192 and z from 5120; s stays at 6144.
 * TRIDENT_SYTRD_2STAGE_MIN_N in the environment overrides these (a huge
 * value: always one stage).
 */
#define TRIDENT_SYTRD_2STAGE_MIN_s 6144
#define TRIDENT_SYTRD_2STAGE_MIN_d 6144
#define TRIDENT_SYTRD_2STAGE_MIN_c 8192
#define TRIDENT_SYTRD_2STAGE_MIN_z 5120
/*
 * The same on GPUs whose name contains "H200", which have 1.4 times the
 * H100's memory bandwidth beside the same matrix units, so the one-stage
 * reduction (bandwidth-bound) holds out longer against the route (mostly
 * matrix-unit work).  Session 61 (`ROUTE_TYPES=c ROUTE_SIZES="12288 16384
 * 24576" bash bench/gpu-check.sh sytrd-route`: bench_sytrd --ours-only
 * --types c --uplo L --reps 1, TRIDENT_SYTRD_2STAGE_MIN_N=1000000000 then
 * 3), one stage / route, seconds: c 12288 1.0947 / 1.1926, 16384 2.3562 /
 * 2.5241, 24576 7.8053 / 8.1954; so c stays on one stage up to 32768, where
 * the route (18.06 s in session 60) was not measured against one stage.
 * Session 62 (`ROUTE_TYPES=sdz ROUTE_SIZES="4096 5120 6144 8192"
 * ROUTE_REPS=3 bash bench/gpu-check.sh sytrd-route`), one stage / route:
 *   s  4096 0.0485 / 0.0738   5120 0.0884 / 0.1015   6144 0.1366 / 0.1357
 *      8192 0.2650 / 0.2257
 *   d  4096 0.0811 / 0.0920   5120 0.1333 / 0.1262   6144 0.2008 / 0.1682
 *      8192 0.3910 / 0.2807
 *   z  4096 0.1304 / 0.1501   5120 0.2188 / 0.2272   6144 0.3307 / 0.3249
 *      8192 0.6717 / 0.6104
 * so d takes the route from 5120 (a size earlier than on the H100, whose
 * LU route was not measured there), z from 6144 (one later); s keeps 6144,
 * where the two are within 1%.
 */
#define TRIDENT_SYTRD_2STAGE_MIN_H200_s TRIDENT_SYTRD_2STAGE_MIN_s
#define TRIDENT_SYTRD_2STAGE_MIN_H200_d 5120
#define TRIDENT_SYTRD_2STAGE_MIN_H200_c 32768
#define TRIDENT_SYTRD_2STAGE_MIN_H200_z 6144

/*
 * The smallest order from which the eigenvalue-only drivers on the GPU
 * reduce with the two-stage path (drivers/sytrd_2stage_generic.h) instead of
 * the one-stage xSYTRD.  Measured with `bench_eigen --types dz --cases n
 * --reps 3 2048 3072 4096`, once with TRIDENT_TWO_STAGE_MIN_N=1000000000
 * (one stage) and once with 2048, then 6144 (two stages), on the reference
 * H100 (2026-11-22), seconds one stage / two stages: d 0.024 / 0.058 at
 * 2048, 0.060 / 0.090 at 3072, 0.112 / 0.125 at 4096; z 0.037 / 0.074,
 * 0.094 / 0.119, 0.178 / 0.169; at 6144 two stages beat cuSOLVER 1.46x (d)
 * and 1.74x (z), where one stage is about even with it.  The crossover sits
 * between 4096 and 6144.
 * Again per precision after the chase and the bisection got faster (session
 * 16, 2026-11-23, `bench_eigen --types sdcz --cases n --reps 3 3072 4096
 * 5120` and `--types sc ... 6144 8192`, each with TRIDENT_TWO_STAGE_MIN_N
 * =1000000000 and =2048), seconds one stage / two stages: s 0.034 / 0.068,
 * 0.061 / 0.097, 0.103 / 0.135, 0.156 / 0.178, 0.298 / 0.275 at 3072, 4096,
 * 5120, 6144, 8192; d 0.053 / 0.072, 0.098 / 0.101, 0.161 / 0.136 at 3072,
 * 4096, 5120; c 0.095 / 0.115 at 4096, 0.157 / 0.161 at 5120, 0.237 / 0.216
 * at 6144, 0.469 / 0.349 at 8192; z 0.082 / 0.090 at 3072, 0.154 / 0.131 at
 * 4096, 0.265 / 0.181 at 5120.  So s from 8192 (the single 5120 threshold
 * had s 31% slower at 5120), d from 5120, c from 6144, z from 4096.
 * TRIDENT_TWO_STAGE_MIN_N in the environment overrides it (a huge value:
 * never).
 */
/* Once more after stage 1's xHEMM and xHER2K went to block rows on side
 * streams (session 17, 2026-11-23, `bench_eigen --types sc --cases n --reps
 * 3 4096 6144`, same two settings): s 0.061 / 0.088 at 4096, 0.159 / 0.152
 * at 6144; c 0.099 / 0.106, 0.244 / 0.188.  So s from 6144; c stays at 6144
 * (5120 not measured). */
/* After the chase went to 1024 threads per sweep (session 18, 2026-11-23,
 * `bench_eigen --reps 2 --types cs --cases n 4096 5120`, `--types d ...
 * 4096`, `--types z ... 3072`, with TRIDENT_TWO_STAGE_MIN_N=1000000000 and
 * =2048; script .device-carry/tool/s18/s18h.sh): c 0.0941 / 0.0853 at 4096,
 * 0.1557 / 0.1179 at 5120; s 0.0611 / 0.0695 at 4096, 0.1028 / 0.0931 at
 * 5120; d 0.1112 / 0.0777 at 4096; z 0.0831 / 0.0749 at 3072.  So s from
 * 5120, d and c from 4096, z from 3072 (lower orders not measured). */
#define TRIDENT_EIG_TWO_STAGE_MIN_s 5120
#define TRIDENT_EIG_TWO_STAGE_MIN_d 4096
#define TRIDENT_EIG_TWO_STAGE_MIN_c 4096
#define TRIDENT_EIG_TWO_STAGE_MIN_z 3072
/* The subset drivers on the GPU (dispatch/syevx_device_generic.h) use it
 * too, with or without vectors: the chase's back-transformation there
 * costs in proportion to the k vectors.  At d n = 16384, k = 1638, with
 * TRIDENT_VERBOSE=2 (2026-11-22): the one-stage reduction 3.24 s, the
 * two-stage one 1.19 s plus 0.14 s for both back-transformations (0.49 s
 * before the chase's back-transformation ran as a wavefront) against 0.08 s
 * for one stage's.  The crossover below 8192 was not measured. */
/* The same with eigenvectors (the chase's reflectors kept and applied by
 * cuda/band/hb2st_apply_q.cu, then stage 1's).  `bench_eigen --types dz
 * --cases v --reps 2 4096 6144` once with TRIDENT_TWO_STAGE_MIN_N=1000000000
 * and once with 3000, and at 8192 16384 by default, on the reference H100
 * (2026-11-22), seconds one stage / two stages: d 0.133 / 0.180 at 4096,
 * 0.316 / 0.349 at 6144; z 0.207 / 0.277, 0.530 / 0.630; at 8192 two stages
 * 0.575 (d) and 1.062 (z), one stage about 0.62 and 1.11 (session 5).  The
 * back-transformation of the chase costs more than stage 1 saves below
 * about 8192.
 * Again after the chase's back-transformation became a wavefront
 * (2026-11-22, same commands): d 0.131 / 0.152 at 4096, 0.315 / 0.288 at
 * 6144; z 0.208 / 0.253, 0.527 / 0.559.  So real types from 6144 (5120 not
 * measured), complex ones still from 8192.
 * Per precision after the divide and conquer's leaves moved to the GPU
 * (2026-11-22, `bench_eigen --types sc --cases v --reps 2 6144 8192 16384`,
 * default and with TRIDENT_TWO_STAGE_MIN_N=1000000000; seconds one stage /
 * two stages, cuSOLVER in brackets): s 0.219 / 0.269 (0.271) at 6144,
 * 0.417 / 0.436 (0.521) at 8192, 2.131 / 1.901 (2.372) at 16384;
 * c 0.643 / 0.767 (0.714) at 8192, 3.965 / 4.266 (4.323) at 16384; d at 6144
 * 0.303 / 0.269 (0.333); s at 12288 (`--types s --cases v --reps 2
 * 12288`) 1.054 / 1.021 (1.215).  So s from 12288 and c not below 16384: its two-stage
 * back-transformation (the chase's reflectors on the vectors, complex
 * single) costs more than stage 1 saves there; 32768 is assumed, not
 * measured.
 * After stage 1's xHEMM and xHER2K went to block rows on side streams
 * (session 17, 2026-11-23, `bench_eigen --types sz --cases v --reps 3 6144
 * 8192` and `--types d ... 4096 5120`, TRIDENT_TWO_STAGE_MIN_N=1000000000
 * and =2048): s 0.194 / 0.214 at 6144, 0.364 / 0.352 at 8192; z 0.464 /
 * 0.434 at 6144, 0.956 / 0.836 at 8192; d 0.112 / 0.122 at 4096, 0.188 /
 * 0.174 at 5120.  So s from 8192, d from 5120, z from 6144 (4096 not
 * measured); c with two stages was still slower at 8192 (0.663 against
 * 0.596 s, `bench_eigen --types sc --cases vg --reps 1 8192`).
 * With Q formed (TRIDENT_EIG_FORM_Q below, same session): at 4096 one stage
 * still wins (`--types zd --cases v --reps 3 4096`: z 0.177 / 0.183, d 0.114
 * / 0.118); c at 8192 0.596 / 0.619, at 16384 3.783 / 3.744 (generalized
 * 4.890 / 4.683; `--types c --cases vg --reps 1 16384`, one run each).  So
 * c from 16384.
 * After the chase went to 1024 threads per sweep and c's Q2 to groups of
 * 32 (session 18, same script and settings as the values above, `--types c
 * --cases v 6144 8192`, `--types s ... 6144`, `--types z ... 5120`,
 * `--types d ... 4096`): c 0.2943 / 0.3022 at 6144, 0.6053 / 0.5613 at
 * 8192; s 0.1930 / 0.1936 at 6144; z 0.3028 / 0.2626 at 5120; d 0.1105 /
 * 0.1070 at 4096.  So c from 8192, z from 5120, d from 4096; s stays at
 * 8192 (a tie at 6144).
 * After the fused complex multiply-adds in Q2 (session 30, `bench_eigen
 * --ours-only --types c --cases v --reps 2 6144 8192` and `--types zs ...
 * 4096 6144`, TRIDENT_TWO_STAGE_MIN_N=1000000000 and =2048): c 0.3017 /
 * 0.2407 at 6144, 0.6191 / 0.4448 at 8192; z 0.1762 / 0.1530 at 4096,
 * 0.4644 / 0.3390 at 6144; s 0.0758 / 0.0783 at 4096, 0.1889 / 0.1622 at
 * 6144.  So c and s from 6144, z from 4096 (below those not measured). */
#define TRIDENT_EIG_TWO_STAGE_VECTORS_MIN_s 6144
#define TRIDENT_EIG_TWO_STAGE_VECTORS_MIN_d 4096
#define TRIDENT_EIG_TWO_STAGE_VECTORS_MIN_c 6144
#define TRIDENT_EIG_TWO_STAGE_VECTORS_MIN_z 4096
/* With all eigenvectors on the two-stage path, 1: Q = Q1 Q2 D is formed
 * (the chase's reflectors on the identity skip the columns they have not
 * reached, about 2/3 of the work on Z_T) and Z_T multiplied by it, one real
 * GEMM; 0: the reflectors are applied to Z_T.  TRIDENT_FORM_Q=0/1 in the
 * environment overrides it.  On the H100 (session 17, 2026-11-23,
 * `TRIDENT_FORM_Q=f bench_eigen --types zds --cases vg --reps 1 8192`),
 * seconds with vectors / generalized, formed against applied: z 0.752 /
 * 0.902 against 0.837 / 0.982 (Q2 D 0.245 s formed, 0.364 applied); d 0.369
 * / 0.416 against 0.377 / 0.428; s 0.355 / 0.423 against 0.366 / 0.404.
 * c with two stages (`TRIDENT_TWO_STAGE_MIN_N=2048`) 0.619 / 0.770 formed,
 * still behind its one-stage solve at 8192 (0.596 / 0.747). */
#define TRIDENT_EIG_FORM_Q_s 1
#define TRIDENT_EIG_FORM_Q_d 1
#define TRIDENT_EIG_FORM_Q_c 1
#define TRIDENT_EIG_FORM_Q_z 1
/* The band's half-width in the two-stage path (TRIDENT_TWO_STAGE_NB in the
 * environment overrides it, 2 to 64). */
#define TRIDENT_EIG_TWO_STAGE_NB 32
/* Stage 1 of the two-stage reduction delays the trailing update of this
 * many panels and makes it as one (drivers/sytrd_2stage_generic.h); 1 is
 * the plain xSYTRD_SY2SB.  TRIDENT_STAGE1_PANELS in the environment
 * overrides it, up to the _MAX.  On the H100 (session 21, 2026-11-23,
 * `TRIDENT_STAGE1_PANELS=p TRIDENT_VERBOSE=3 build/bench/bench_eigen --types
 * t --cases n --reps 1 n`, stage 1's time), seconds for p = 1 / 2 / 4 / 8 at
 * n = 8192: d 0.116 / 0.105 / 0.099 / 0.097, z 0.192 / 0.176 / 0.172 /
 * 0.171, s 0.116 / 0.125 / 0.128 / 0.133, c 0.176 / 0.177 / 0.180 / 0.183;
 * at 16384, p = 1 / 4 / 8: d 0.533 / 0.398 / 0.387, s 0.491 / 0.487 /
 * 0.493.  The delayed update is FP64 matrix-unit work; in FP32 (s, c) the
 * rank-64 update runs on the same SIMT cores as the rank-32 ones, and the
 * group's extra narrow products cost more than it saves.  Again with s and
 * c's own narrow xHEMM (cuda_hemm_generic.h; same command, same session),
 * p = 1 / 2 / 4 / 8: s 0.085 / 0.091 / 0.095 / 0.102 at 8192, 0.392 /
 * 0.383 / 0.412 / 0.392 at 16384; c 0.162 / 0.162 / 0.163 / 0.165 at 8192,
 * 0.888 / 0.869 / 0.854 / 0.857 at 16384: within a few percent either way,
 * so one panel at a time stays.
 * For xSYTRD's route (session 30, on an H200, `TRIDENT_TWO_STAGE_NB=b
 * TRIDENT_STAGE1_PANELS=p TRIDENT_SYTRD_2STAGE_MIN_N=3 TRIDENT_VERBOSE=3
 * build/bench/bench_sytrd --ours-only --types t --reps 3 8192`), seconds
 * for the band 32 / 16: z (p = 8) 0.632 / 0.753, c (p = 1) 0.445 / 0.556,
 * d (p = 8) 0.278 / 0.344, s (p = 1) 0.227 / 0.275; z at 16384 3.99 / 4.54;
 * z with p = 16, 0.643 (band 32): the same settings serve it.
 * The route again for s and c (session 34, H100, `TRIDENT_STAGE1_PANELS=p
 * TRIDENT_VERBOSE=3 build/bench/bench_sytrd --ours-only --types t --uplo L
 * --reps 1 n`; the groups' updates of FP32 types now go to the three-TF32
 * path), whole xHETRD for c, p = 1 / 4 / 8 / 16, two runs each: 0.447 /
 * 0.469 / 0.470-0.474 / 0.482-0.483 s at 8192, 2.68-2.70 / 2.69-2.70 /
 * 2.70-2.71 / 2.72-2.73 at 16384 (stage 1 0.81-0.82 / 0.82-0.83 /
 * 0.82-0.83 / 0.85); s, p = 1 / 8: 0.230 / 0.242 at 8192, 1.095 / 1.119
 * at 16384.  One panel at a time stays for both. */
#define TRIDENT_STAGE1_PANELS_s 1
#define TRIDENT_STAGE1_PANELS_d 8
#define TRIDENT_STAGE1_PANELS_c 1
#define TRIDENT_STAGE1_PANELS_z 8
/* From LARGE_N on, the trailing update weighs more in stage 1 and the
 * grouped rank-256 update of s and c on the three-TF32 path pays.  H200,
 * session 59, `TRIDENT_STAGE1_PANELS=p TRIDENT_VERBOSE=3
 * build/bench/bench_eigen --ours-only --types t --cases n --reps 1 n`, stage
 * 1 in seconds: c at 32768, p = 1 / 4 / 8, 5.745 / 5.311 / 5.329 (values
 * 6.41 / 5.98 / 5.99); s at 32768, p = 1 / 4, 2.011 / 1.896 (values 2.475 /
 * 2.360); c at 16384, p = 1 / 4 twice, 0.796, 0.796 / 0.800, 0.802.  So
 * from midway between the two orders on (24576 itself not measured). */
#define TRIDENT_STAGE1_PANELS_LARGE_N 24576
#define TRIDENT_STAGE1_PANELS_LARGE_s 4
#define TRIDENT_STAGE1_PANELS_LARGE_d 8
#define TRIDENT_STAGE1_PANELS_LARGE_c 4
#define TRIDENT_STAGE1_PANELS_LARGE_z 8
#define TRIDENT_STAGE1_PANELS_MAX 16

/* The order below which the GPU's itype-1 reduction to standard form
 * (dispatch/gv_reduce_generic.h) stops halving and runs two TRSMs on the
 * full block.  On the H100 (2026-11-22), `TRIDENT_GV_REDUCE_LEAF=leaf
 * TRIDENT_VERBOSE=2 build/bench/bench_eigen --types d --cases g --reps 3
 * 8192` (and `--types z ... --reps 1 8192`), the reduction took, d: 28.7 ms
 * with leaves of 1024, 26.9 with 2048, 26.0 with 4096 (another run: 34.0
 * with 256, 31.1 with 512); z: 79.9 with 1024, 77.3 with 2048 (the
 * prototype `bench_gv_parts 8192 z 512`: 82.5 against 79.9 for 1024).
 * TRIDENT_GV_REDUCE_LEAF in the environment overrides it (an integer
 * >= 1, read at each call). */
#define TRIDENT_GV_REDUCE_LEAF 2048

/* FP32 products on the matrix units (backend/cuda/cuda_tf32x3.h): taken
 * where the product's real form has at least MIN_DIM rows and columns and
 * MIN_INNER inner dimension, so that the split of its operands (a pass
 * over each) is small beside the product; the split operands of one block
 * of C take at most SCRATCH bytes.  TRIDENT_TF32X3_MIN_DIM,
 * TRIDENT_TF32X3_MIN_INNER and TRIDENT_TF32X3_SCRATCH in the environment
 * override MIN_DIM, MIN_INNER and SCRATCH
 * (integers >= 1, read at each call; for measurements and tests).
 * Measurements: bench/probe/README.md (bench_gemm_fp32_modes) and the
 * README's eigen section. */
#define TRIDENT_TF32X3_MIN_DIM 1024
#define TRIDENT_TF32X3_MIN_INNER 256
#define TRIDENT_TF32X3_SCRATCH ((size_t)1 << 30)

/* W = V^H Z of the back-transformation's blocks of reflectors
 * (backend/cuda/cuda_eig_ops_generic.h) on the three-TF32 path, for Z of
 * at least MIN_COLS columns: Q1 on Q2 D where a solve with all
 * eigenvectors forms Q (Q1 Q2 D), or Q1 on the eigenvectors where Q is
 * applied to them.  Not a shape that tf32x3_pays takes (W has only the
 * block's 256 rows), and the one product whose three-TF32 form costs
 * accuracy we see: c's residual ||A Z - Z L|| / (n ||A|| eps) at n = 16384
 * went from 0.01 to 0.07 (at 8192 in session 22: 0.15).  Taken where the
 * time is needed: c with vectors at 32768 (H200, session 59, `TRIDENT_VERBOSE=3
 * build/bench/bench_eigen --ours-only --types c --cases v --reps 1 n`,
 * phase "Q1 Q2 D", with a switch for the comparison): 4.689 -> 3.846 s, the
 * solve 19.72 -> 18.82 s; at 16384, 0.610 -> 0.506 s, 2.671 -> 2.567.
 * With it (and stage 1's groups below), c with vectors at 32768 took
 * 18.47 s against cuSOLVER's 26.38 (`build/bench/bench_eigen --types c
 * --cases v --reps 1 32768`).  s has its 1.4x without it and stays
 * native; trident_context_set_tf32x3(ctx, 0) keeps every FP32 product
 * native.  In the environment TRIDENT_APPLY_Q_W_TF32X3 (1 or 0) overrides
 * the type's choice (s measured in session 62 on xSSYTRD's two-stage route
 * at 32768, H200, `bench_sytrd --types s --uplo L --reps 1 32768` with 1,
 * then --ours-only with the default, one call: 6.930 s (cuSOLVER 10.098)
 * against 6.878 s, no gain, so s stays native), and
 * TRIDENT_APPLY_Q_W_TF32X3_MIN_COLS (an integer >= 1) MIN_COLS; both are
 * read at each call; neither acts where the context keeps FP32 native. */
#define TRIDENT_APPLY_Q_W_TF32X3_s 0
#define TRIDENT_APPLY_Q_W_TF32X3_d 0
#define TRIDENT_APPLY_Q_W_TF32X3_c 1
#define TRIDENT_APPLY_Q_W_TF32X3_z 0
#define TRIDENT_APPLY_Q_W_TF32X3_MIN_COLS 16384

/* Complex-double products by Gauss's method, three real products instead
 * of four (cublasZgemm3m, backend/cuda/cuda_zgemm3m.h): taken where every
 * dimension is at least MIN_DIM and m n k at least MIN_WORK.  Measured on
 * the H100 (session 33, `build/bench/bench_zgemm3m`, median of 7), time of
 * the 3M product over ZGEMM's: V^H Z (8192 rows, 8192 columns) 0.93 with
 * 64 reflectors, 0.88 with 256; Z - V W (8192 x 8192) 0.87 with depth 64,
 * 0.96 with 256, 0.92 with 512; 4096 cubed 0.86.  Smaller shapes were not
 * measured, so they stay native.  TRIDENT_ZGEMM3M_MIN_DIM and
 * TRIDENT_ZGEMM3M_MIN_WORK in the environment override them (integers
 * >= 1, read at each call). */
#define TRIDENT_ZGEMM3M_MIN_DIM 64
#define TRIDENT_ZGEMM3M_MIN_WORK 4294967296LL

/* The generalized driver's back-substitution with FP32 products on the
 * matrix units (dispatch/sygvd_device_generic.h) halves the triangle down
 * to blocks of this order, solved by cuBLAS's TRSM. */
#define TRIDENT_GV_SOLVE_LEAF 1024
/* and its reduction to standard form cuts the trailing update into block
 * rows of this many (dispatch/gv_reduce_generic.h, gv_her2k) */
#define TRIDENT_GV_HER2K_ROWS 1024

#endif
