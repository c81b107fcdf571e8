/*
 * test_symv_tables.cu -- which tuned SYMV table serves which GPU
 * (symv_entry_for, cuda/symv/symv_api.cuh): a table for one device (the
 * H200's) before the table of its compute capability, the default table
 * for every other GPU, and the next table when one lacks the triangle asked
 * for.  Host code only (no kernel runs), so it runs where there is no GPU.
 */
#include <cstdio>
#include <cstring>

#include "symv/symv_api.cuh"

using trident::symv::symv_entry;
using trident::symv::symv_tables;
using trident::symv::symv_tuned;

static int failures = 0;

static void check(bool ok, const char *what)
{
    if (!ok) {
        std::printf("FAIL: %s\n", what);
        ++failures;
    }
}

/* an entry told apart by its nmax (the launch functions are never called) */
static symv_entry line(bool lower, int64_t nmax)
{
    symv_entry e = {};
    e.lower = lower;
    e.nmax = nmax;
    return e;
}

static trident_cuda_state device(int major, int minor, const char *name)
{
    trident_cuda_state st;
    std::memset(&st, 0, sizeof st);
    st.props.major = major;
    st.props.minor = minor;
    std::strncpy(st.props.name, name, sizeof st.props.name - 1);
    return st;
}

int main()
{
    /* the H200's table has lines for L only; sm_90's for both triangles */
    const symv_entry h200[] = {line(true, 1000), line(true, 2000)};
    const symv_entry sm90[] = {line(true, 100), line(false, 200)};
    const symv_entry fallback[] = {line(true, 10), line(false, 20)};
    const symv_tuned tuned[] = {{90, "H200", {h200, 2}}, {90, nullptr, {sm90, 2}}};
    const symv_tables tables = {tuned, 2, {fallback, 2}};

    const trident_cuda_state h200_st = device(9, 0, "NVIDIA H200");
    const trident_cuda_state h100_st = device(9, 0, "NVIDIA H100 80GB HBM3");
    const trident_cuda_state a100_st = device(8, 0, "NVIDIA A100-SXM4-80GB");
    const trident_cuda_state other_h200 = device(10, 0, "NVIDIA H200 (a later chip of that name)");

    check(symv_entry_for(tables, &h200_st, true, 1500)->nmax == 2000, "H200, L: its own table, by n");
    check(symv_entry_for(tables, &h200_st, true, 1)->nmax == 1000, "H200, L, small n: its own first line");
    check(symv_entry_for(tables, &h200_st, true, 1 << 20)->nmax == 2000, "H200, L, large n: its own last line");
    check(symv_entry_for(tables, &h200_st, false, 50)->nmax == 200, "H200, U: none there, sm_90's table");
    check(symv_entry_for(tables, &h100_st, true, 50)->nmax == 100, "H100: sm_90's table, not the H200's");
    check(symv_entry_for(tables, &a100_st, true, 50)->nmax == 10, "sm_80: the default table");
    check(symv_entry_for(tables, &a100_st, false, 50)->nmax == 20, "sm_80, U: the default table");
    check(symv_entry_for(tables, &other_h200, true, 50)->nmax == 10, "the name alone is not enough: cc too");

    if (failures) {
        std::printf("%d checks FAILED\n", failures);
        return 1;
    }
    std::printf("symv tables: all checks passed\n");
    return 0;
}
