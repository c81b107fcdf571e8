#!/usr/bin/env python3
"""Plot bench_eigen's CSV: seconds and speed-up over cuSOLVER per case."""
import csv, sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

path, out = sys.argv[1], sys.argv[2]
with open(path) as f:
    rows = [r for r in csv.DictReader(f)]
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4))
for key in sorted({(r["type"], r["case"]) for r in rows}):
    sel = [r for r in rows if (r["type"], r["case"]) == key]
    n = [int(r["n"]) for r in sel]
    label = f"{key[0]} {key[1]}"
    ax1.loglog(n, [float(r["trident_s"]) for r in sel], "o-", label=f"trident {label}")
    ax1.loglog(n, [float(r["cusolver_s"]) for r in sel], "x--", label=f"cuSOLVER {label}")
    ax2.semilogx(n, [float(r["speedup"]) for r in sel], "o-", label=label)
ax1.set_xlabel("n"); ax1.set_ylabel("seconds"); ax1.legend(fontsize=6); ax1.grid(True, which="both", alpha=.3)
ax2.axhline(1, color="k", lw=.8); ax2.set_xlabel("n"); ax2.set_ylabel("speed-up over cuSOLVER")
ax2.legend(fontsize=7); ax2.grid(True, alpha=.3)
fig.suptitle("eigensolvers, Trident vs cuSOLVER")
fig.tight_layout(); fig.savefig(out, dpi=110)
