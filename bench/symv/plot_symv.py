#!/usr/bin/env python3
"""One PNG per type from bench_symv's CSV: GB/s vs n, ours / atomic / cuBLAS,
both triangles, single calls and piped (back-to-back) calls, with the
measured copy bandwidth and a plain read of the same bytes as lines.
usage: plot_symv.py symv_bench.csv [outdir]"""
import csv, os, sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

rows = list(csv.DictReader(open(sys.argv[1])))
out = sys.argv[2] if len(sys.argv) > 2 else "."
names = {"s": "SSYMV", "d": "DSYMV", "c": "CHEMV", "z": "ZHEMV", "w": "WSYMV (double-double)"}
for t in "sdczw":
    rt = [r for r in rows if r["type"] == t]
    if not rt:
        continue
    fig, ax = plt.subplots(figsize=(8, 5))
    for uplo, ls in (("L", "-"), ("U", "--")):
        ru = sorted([r for r in rt if r["uplo"] == uplo], key=lambda r: int(r["n"]))
        n = [int(r["n"]) for r in ru]
        ax.plot(n, [float(r["ours_GBs"]) for r in ru], "o" + ls, color="C0", label=f"Trident {uplo}")
        if "piped_ours_GBs" in ru[0]:
            ax.plot(n, [float(r["piped_ours_GBs"]) for r in ru], "x" + ls, color="C4", label=f"Trident piped {uplo}")
            if any(float(r["piped_cublas_GBs"]) > 0 for r in ru):
                ax.plot(n, [float(r["piped_cublas_GBs"]) for r in ru], "+" + ls, color="C3", label=f"cuBLAS piped {uplo}")
        if any(float(r["atomic_GBs"]) > 0 for r in ru):
            ax.plot(n, [float(r["atomic_GBs"]) for r in ru], "^" + ls, color="C2", label=f"Trident atomic {uplo}")
        if any(float(r["cublas_GBs"]) > 0 for r in ru):
            ax.plot(n, [float(r["cublas_GBs"]) for r in ru], "s" + ls, color="C1", label=f"cuBLAS {uplo}")
    copy = float(rt[0]["copy_GBs"])
    rl = sorted([r for r in rt if r["uplo"] == "L" and "piped_read_pct_copy" in r], key=lambda r: int(r["n"]))
    if rl:  # what a plain read of the same bytes reaches, piped
        ax.plot([int(r["n"]) for r in rl], [float(r["piped_read_pct_copy"]) * copy / 100 for r in rl], ":",
                color="black", lw=1, label="plain read of the same bytes, piped")
    ax.axhline(copy, color="gray", lw=1, label=f"D2D copy {copy:.0f} GB/s")
    ax.axhline(0.9 * copy, color="gray", lw=0.5, ls=":", label="90% of copy")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("n")
    ax.set_ylabel("GB/s (one triangle read once)")
    ax.set_title(names[t])
    ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(os.path.join(out, f"symv_{t}.png"), dpi=90)
    print("wrote", os.path.join(out, f"symv_{t}.png"))
