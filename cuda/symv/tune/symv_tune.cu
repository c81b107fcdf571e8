/*
 * symv_tune.cu -- autotuner of the SYMV/HEMV kernel.  On the GPU it runs on,
 * for each type and triangle and n in {1024, ..., 32768}, searches the
 * compiled parameter sets (TY, U, S: block shape, tile, shared-memory stages)
 * and the run-time ones (resident blocks per SM, traversal order) and writes
 * a tuning header (a TRIDENT_SYMV_TABLE_SM<cc> list, same format as
 * cuda/symv/tuning_sm90.h) mapping n-ranges to the fastest parameters.
 *   usage: trident_symv_tune out.h [types, default sdczw] [nmax] [device]
 * With device (a part of the GPU's name, e.g. H200) the table is that
 * device's alone: TRIDENT_SYMV_TABLE_SM<cc>_<DEVICE> and
 * TRIDENT_SYMV_DEVICE_SM<cc>_<DEVICE>, as cuda/symv/tuning_sm90_h200.h.
 * Search: every compiled set x blocks/SM (up to what fits) x order (0, 1),
 * timed as batches of 8 back-to-back calls alternating two copies of the
 * matrix (so that neither is read from L2), median of 5; then the four best
 * again, interleaved, median of 9 (the machines are noisy).
 */
#include <algorithm>
#include <cctype>
#include <cmath>
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

template <class TR, int TY, int U, int S> static void add(std::vector<symv_entry> &v, bool lower)
{
    v.push_back(lower ? symv_make_entry<TR, TY, U, S, true>(0, 1, 0)
                      : symv_make_entry<TR, TY, U, S, false>(0, 1, 0));
}

/* the candidate space per type (check register use with -Xptxas -v when
 * changing the kernel; shared memory per set is symv_smem<>::bytes) */
template <class TR> static std::vector<symv_entry> candidates(bool lower)
{
    std::vector<symv_entry> v;
    if constexpr (std::is_same<TR, traits_s>::value) {
        add<TR, 8, 128, 3>(v, lower); add<TR, 16, 128, 3>(v, lower); add<TR, 8, 64, 4>(v, lower); add<TR, 8, 64, 6>(v, lower);
    } else if constexpr (std::is_same<TR, traits_d>::value) {
        add<TR, 8, 64, 4>(v, lower); add<TR, 8, 64, 3>(v, lower); add<TR, 16, 64, 4>(v, lower); add<TR, 4, 64, 4>(v, lower);
        add<TR, 8, 32, 8>(v, lower);
    } else if constexpr (std::is_same<TR, traits_c>::value) {
        add<TR, 8, 64, 4>(v, lower); add<TR, 8, 64, 3>(v, lower); add<TR, 16, 64, 4>(v, lower); add<TR, 8, 32, 8>(v, lower);
    } else if constexpr (std::is_same<TR, traits_z>::value) {
        add<TR, 8, 64, 3>(v, lower); add<TR, 8, 32, 6>(v, lower); add<TR, 16, 32, 6>(v, lower); add<TR, 8, 32, 4>(v, lower);
    } else { /* w: z's sets (same element size), and 3 stages or 4 warps for more blocks per SM */
        add<TR, 8, 64, 3>(v, lower); add<TR, 8, 32, 6>(v, lower); add<TR, 16, 32, 6>(v, lower); add<TR, 8, 32, 4>(v, lower);
        add<TR, 16, 32, 4>(v, lower); add<TR, 8, 32, 3>(v, lower); add<TR, 4, 32, 4>(v, lower); add<TR, 4, 32, 3>(v, lower);
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
    const std::vector<symv_entry> cs = candidates<TR>(lower);
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    for (long n : ns) {
        size_t fb, tb;
        CK(cudaMemGetInfo(&fb, &tb));
        size_t ab = (size_t)n * n * sizeof(T), wsb = 0;
        for (const symv_entry &e : cs) {
            symv_entry e4 = e;
            e4.bps = 4;
            wsb = std::max(wsb, symv_workspace_bytes(e4, false, nsm, n, sizeof(T)));
        }
        if (2 * ab + wsb + (256u << 20) > fb) break;
        T *A[2], *x, *y;
        void *ws;
        for (int k = 0; k < 2; ++k) {
            CK(cudaMalloc((void **)&A[k], ab));
            CK(cudaMemset(A[k], 0x3f, ab)); /* finite nonzero values (0x3f3f...) */
        }
        CK(cudaMalloc((void **)&x, n * sizeof(T)));
        CK(cudaMalloc((void **)&y, n * sizeof(T)));
        CK(cudaMalloc(&ws, wsb));
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
        /* ms per call: batches of 8 calls alternating the two copies (as a
         * tridiagonalization queues them), median over `reps` batches */
        auto measure = [&](const symv_entry &e, int reps) {
            std::vector<float> tm;
            for (int r = 0; r < reps + 1; ++r) {
                CK(cudaEventRecord(a, s));
                for (int k = 0; k < 8; ++k)
                    CK(symv_enqueue<TR>(e, false, true, nsm, n, one, A[k & 1], n, x, 1, zero, y, 1, ws, s));
                CK(cudaEventRecord(b, s));
                CK(cudaEventSynchronize(b));
                float ms;
                CK(cudaEventElapsedTime(&ms, a, b));
                if (r >= 1) tm.push_back(ms / 8);
            }
            std::sort(tm.begin(), tm.end());
            return (double)tm[tm.size() / 2];
        };
        /* every set, then the four best again, interleaved, with more repeats */
        std::vector<std::pair<double, symv_entry>> all;
        for (const symv_entry &c : cs) {
            const int occ = c.occupancy();
            for (int bps = 1; bps <= std::min(occ, 4); ++bps)
                for (int order = 0; order < 2; ++order) {
                    symv_entry e = c;
                    e.bps = bps;
                    e.order = order;
                    all.push_back({measure(e, 5), e});
                }
        }
        std::sort(all.begin(), all.end(), [](const auto &p, const auto &q) { return p.first < q.first; });
        all.resize(std::min<size_t>(4, all.size()));
        std::vector<std::vector<double>> again(all.size());
        for (int r = 0; r < 9; ++r)
            for (size_t k = 0; k < all.size(); ++k) again[k].push_back(measure(all[k].second, 3));
        result best{n, all[0].second, 1e30};
        for (size_t k = 0; k < all.size(); ++k) {
            std::sort(again[k].begin(), again[k].end());
            const double ms = again[k][again[k].size() / 2];
            if (ms < best.ms) best = result{n, all[k].second, ms};
        }
        double gbs = sizeof(T) * (double)n * (n + 1) / 2 / (best.ms * 1e-3) / 1e9;
        printf("%c %c n=%6ld best TY=%2d U=%3d S=%d bps=%d order=%d  %.4f ms  %.0f GB/s\n", t,
               lower ? 'L' : 'U', n, best.e.ty, best.e.u, best.e.stages, best.e.bps, best.e.order, best.ms, gbs);
        fflush(stdout);
        out.push_back(best);
        CK(cudaFree(A[0]));
        CK(cudaFree(A[1]));
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
    const std::string device = argc > 4 ? argv[4] : "";
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    const int cc = p.major * 10 + p.minor;
    if (!device.empty() && !strstr(p.name, device.c_str())) {
        fprintf(stderr, "this GPU (%s) is not a %s\n", p.name, device.c_str());
        return 2;
    }
    /* the macros' suffix: "" or _<DEVICE> in upper case, letters and digits */
    std::string suffix = device.empty() ? "" : "_";
    for (char ch : device)
        if (isalnum((unsigned char)ch)) suffix += (char)toupper((unsigned char)ch);
    cudaStream_t s;
    CK(cudaStreamCreate(&s));
    std::vector<long> ns;
    for (long n : {1024L, 2048L, 4096L, 6144L, 8192L, 12288L, 16384L, 24576L, 32768L})
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
                                 r[k + 1].e.stages == e.stages && r[k + 1].e.bps == e.bps &&
                                 r[k + 1].e.order == e.order;
                if (same_next) continue;
                char buf[256];
                std::string nm = (k + 1 < r.size()) ? std::to_string((long)std::sqrt((double)r[k].n * (double)r[k + 1].n)) : "TRIDENT_SYMV_NMAX_INF";
                snprintf(buf, sizeof buf, "    X(%c, %c, %s, %d, %d, %d, %d, %d) \\\n", t, lower ? 'L' : 'U',
                         nm.c_str(), e.ty, e.u, e.stages, e.bps, e.order);
                lines += buf;
            }
        }
    }
    FILE *f = fopen(outp, "w");
    if (!f) return 1;
    /* named as the tree names it: tuning_sm90.h, tuning_sm90_h200.h */
    std::string file = "tuning_sm" + std::to_string(cc), serves = "sm_" + std::to_string(cc);
    for (char ch : suffix) file += (char)tolower((unsigned char)ch);
    file += ".h";
    if (!device.empty()) serves += ", GPUs whose name contains \"" + device + "\"";
    const char *sfx = suffix.c_str();
    fprintf(f, "/*\n * %s -- SYMV/HEMV kernel parameters for %s, GENERATED by\n"
               " * trident_symv_tune on \"%s\" (%d SMs).  Regenerate with\n"
               " *   trident_symv_tune %s %s %ld %s\n"
               " * Lines: X(t, uplo, nmax, TY, U, S, bps, order), see symv_launch.cuh.\n */\n",
            file.c_str(), serves.c_str(), p.name, p.multiProcessorCount, file.c_str(), types.c_str(), nmax,
            device.c_str());
    fprintf(f, "#ifndef TRIDENT_SYMV_TUNING_SM%d%s_H\n#define TRIDENT_SYMV_TUNING_SM%d%s_H\n\n", cc, sfx, cc, sfx);
    if (!device.empty()) fprintf(f, "#define TRIDENT_SYMV_DEVICE_SM%d%s \"%s\"\n", cc, sfx, device.c_str());
    fprintf(f, "#define TRIDENT_SYMV_TABLE_SM%d%s(X) \\\n%s\n#endif\n", cc, sfx, lines.c_str());
    fclose(f);
    printf("wrote %s\n", outp);
    return 0;
}
