/*
 * symv_tune.cu -- autotuner of the SYMV/HEMV kernel.  On the GPU it runs on,
 * for each type and triangle and n in {1024, ..., 32768}, searches the
 * compiled parameter sets (TY, U, MINB) and the run-time ones (resident
 * blocks per SM, traversal order, tiles per item) and writes a tuning header
 * (a TRIDENT_SYMV_TABLE_SM<cc> list, same format as cuda/symv/tuning_sm90.h)
 * mapping n-ranges to the fastest parameters.
 *   usage: trident_symv_tune out.h [types, default sdczw] [nmax]
 * Search: (1) every compiled set x blocks/SM with order 0, 8 tiles/item;
 * (2) for the best two, every order (0, 1, 2 = static) x tiles/item.  Median
 * of 5 timed runs.
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "symv/symv_launch.cuh"

using namespace trident::symv;

#define CK(call)                                                                             \
    do {                                                                                     \
        cudaError_t e_ = (call);                                                             \
        if (e_ != cudaSuccess) {                                                             \
            fprintf(stderr, "%s:%d CUDA error %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

struct cand {
    symv_entry e;
    int occ;
};

template <class TR, int TY, int U, int MINB> static void add(std::vector<cand> &v, bool lower)
{
    cand c;
    c.e = symv_entry{lower, 0, TY, U, MINB, MINB, 0, 8,
                     lower ? &symv_launch<TR, TY, U, MINB, true, false>
                           : &symv_launch<TR, TY, U, MINB, false, false>,
                     nullptr};
    c.occ = lower ? symv_occupancy<TR, TY, U, MINB, true, false>()
                  : symv_occupancy<TR, TY, U, MINB, false, false>();
    v.push_back(c);
}

/* the candidate space per type (all free of register spills on sm_90 with the
 * 16-byte-load kernel; check with -Xptxas -v when changing the kernel) */
template <class TR> static std::vector<cand> candidates(char t, bool lower)
{
    std::vector<cand> v;
    (void)t; /* only the chosen type's sets are instantiated (if constexpr) */
    if constexpr (std::is_same<TR, traits_s>::value) {
        add<TR, 16, 128, 1>(v, lower); add<TR, 16, 64, 2>(v, lower); add<TR, 8, 64, 2>(v, lower);
    } else if constexpr (std::is_same<TR, traits_d>::value) {
        add<TR, 16, 64, 1>(v, lower); add<TR, 32, 64, 1>(v, lower); add<TR, 8, 64, 2>(v, lower); add<TR, 8, 32, 4>(v, lower);
    } else if constexpr (std::is_same<TR, traits_c>::value) {
        add<TR, 16, 64, 1>(v, lower); add<TR, 32, 64, 1>(v, lower); add<TR, 8, 32, 2>(v, lower);
    } else if constexpr (std::is_same<TR, traits_z>::value) {
        add<TR, 16, 64, 1>(v, lower); add<TR, 16, 32, 2>(v, lower); add<TR, 8, 32, 2>(v, lower);
    } else {
        add<TR, 8, 32, 2>(v, lower); add<TR, 16, 32, 1>(v, lower);
    }
    return v;
}

struct result {
    long n;
    symv_entry e;
    double ms;
};

template <class TR>
static std::vector<result> tune_type(char t, bool lower, const std::vector<long> &ns, int nsm, cudaStream_t s)
{
    typedef typename TR::T T;
    std::vector<result> out;
    std::vector<cand> cs = candidates<TR>(t, lower);
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    for (long n : ns) {
        size_t fb, tb;
        CK(cudaMemGetInfo(&fb, &tb));
        size_t ab = (size_t)n * n * sizeof(T);
        size_t wsb = symv_layout_for(n, 32, 4, sizeof(T), false).total;
        if (ab + wsb + (256u << 20) > fb) break;
        T *A, *x, *y;
        void *ws;
        CK(cudaMalloc((void **)&A, ab));
        CK(cudaMalloc((void **)&x, n * sizeof(T)));
        CK(cudaMalloc((void **)&y, n * sizeof(T)));
        CK(cudaMalloc(&ws, wsb));
        CK(cudaMemset(A, 0x3f, ab)); /* finite nonzero values (0x3f3f...) */
        CK(cudaMemset(x, 0x3f, n * sizeof(T)));
        CK(cudaMemset(y, 0, n * sizeof(T)));
        T one, zero = TR::zero();
        {
            T o;
            memset(&o, 0, sizeof o);
            if (sizeof(T) == 4 || (sizeof(T) == 8 && TR::is_complex)) *reinterpret_cast<float *>(&o) = 1.0f;
            else *reinterpret_cast<double *>(&o) = 1.0;
            one = o;
        }
        auto measure = [&](const symv_entry &e) {
            std::vector<float> tm;
            for (int r = 0; r < 7; ++r) {
                CK(cudaEventRecord(a, s));
                CK(symv_enqueue<TR>(e, false, nsm, n, one, A, n, x, 1, zero, y, 1, ws, s));
                CK(cudaEventRecord(b, s));
                CK(cudaEventSynchronize(b));
                float ms;
                CK(cudaEventElapsedTime(&ms, a, b));
                if (r >= 2) tm.push_back(ms);
            }
            std::sort(tm.begin(), tm.end());
            return (double)tm[tm.size() / 2];
        };
        std::vector<std::pair<double, symv_entry>> stage1;
        for (auto &c : cs) {
            for (int bps = 1; bps <= std::min(c.occ, 4); ++bps) {
                symv_entry e = c.e;
                e.bps = bps;
                stage1.push_back({measure(e), e});
            }
        }
        std::sort(stage1.begin(), stage1.end(), [](auto &p, auto &q) { return p.first < q.first; });
        result best{n, stage1[0].second, stage1[0].first};
        for (size_t k = 0; k < std::min<size_t>(2, stage1.size()); ++k) {
            for (int order = 0; order < 3; ++order)
                for (int tpi : {4, 8, 16, 32}) {
                    symv_entry e = stage1[k].second;
                    e.order = order;
                    e.tpi = tpi;
                    double ms = measure(e);
                    if (ms < best.ms) best = result{n, e, ms};
                }
        }
        double gbs = sizeof(T) * (double)n * (n + 1) / 2 / (best.ms * 1e-3) / 1e9;
        printf("%c %c n=%6ld best TY=%2d U=%3d MINB=%d bps=%d order=%d tpi=%2d  %.4f ms  %.0f GB/s\n", t,
               lower ? 'L' : 'U', n, best.e.ty, best.e.u, best.e.minb, best.e.bps, best.e.order, best.e.tpi,
               best.ms, gbs);
        fflush(stdout);
        out.push_back(best);
        CK(cudaFree(A));
        CK(cudaFree(x));
        CK(cudaFree(y));
        CK(cudaFree(ws));
    }
    return out;
}

int main(int argc, char **argv)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("SKIP: no CUDA device\n");
        return 77;
    }
    const char *outp = argc > 1 ? argv[1] : "tuning_generated.h";
    std::string types = argc > 2 ? argv[2] : "sdczw";
    long nmax = argc > 3 ? atol(argv[3]) : 32768;
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    const int cc = p.major * 10 + p.minor;
    cudaStream_t s;
    CK(cudaStreamCreate(&s));
    std::vector<long> ns;
    for (long n : {1024L, 2048L, 4096L, 8192L, 16384L, 32768L})
        if (n <= nmax) ns.push_back(n);
    std::string lines;
    for (char t : types) {
        for (bool lower : {true, false}) {
            std::vector<result> r;
            switch (t) {
            case 's': r = tune_type<traits_s>(t, lower, ns, p.multiProcessorCount, s); break;
            case 'd': r = tune_type<traits_d>(t, lower, ns, p.multiProcessorCount, s); break;
            case 'c': r = tune_type<traits_c>(t, lower, ns, p.multiProcessorCount, s); break;
            case 'z': r = tune_type<traits_z>(t, lower, ns, p.multiProcessorCount, s); break;
            case 'w': r = tune_type<traits_w>(t, lower, ns, p.multiProcessorCount, s); break;
            }
            /* n-ranges: a measured n covers up to the geometric midpoint to the next;
             * consecutive identical parameter sets merge; the last is open-ended */
            for (size_t k = 0; k < r.size(); ++k) {
                const symv_entry &e = r[k].e;
                bool same_next = k + 1 < r.size() && r[k + 1].e.ty == e.ty && r[k + 1].e.u == e.u &&
                                 r[k + 1].e.minb == e.minb && r[k + 1].e.bps == e.bps &&
                                 r[k + 1].e.order == e.order && r[k + 1].e.tpi == e.tpi;
                if (same_next) continue;
                char buf[256];
                std::string nm = (k + 1 < r.size()) ? std::to_string((long)(r[k].n * 1.41421356)) : "TRIDENT_SYMV_NMAX_INF";
                snprintf(buf, sizeof buf, "    X(%c, %c, %s, %d, %d, %d, %d, %d, %d) \\\n", t, lower ? 'L' : 'U',
                         nm.c_str(), e.ty, e.u, e.minb, e.bps, e.order, e.tpi);
                lines += buf;
            }
        }
    }
    FILE *f = fopen(outp, "w");
    if (!f) return 1;
    fprintf(f, "/*\n * tuning_sm%d.h -- SYMV/HEMV kernel parameters for sm_%d, GENERATED by\n"
               " * trident_symv_tune on \"%s\" (%d SMs).  Regenerate with\n"
               " *   trident_symv_tune tuning_sm%d.h\n * Lines: X(t, uplo, nmax, TY, U, MINB, bps, order, tpi), see symv_launch.cuh.\n */\n",
            cc, cc, p.name, p.multiProcessorCount, cc);
    fprintf(f, "#ifndef TRIDENT_SYMV_TUNING_SM%d_H\n#define TRIDENT_SYMV_TUNING_SM%d_H\n\n", cc, cc);
    fprintf(f, "#define TRIDENT_SYMV_TABLE_SM%d(X) \\\n%s\n#endif\n", cc, lines.c_str());
    fclose(f);
    printf("wrote %s\n", outp);
    return 0;
}
