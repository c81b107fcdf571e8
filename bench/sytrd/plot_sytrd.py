#!/usr/bin/env python3
"""Plot bench_sytrd's CSV: time and speed-up over cuSOLVER per type/uplo."""
import csv, sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

path, out = sys.argv[1], sys.argv[2]
rows = []
with open(path) as f:
    for line in f:
        if line.startswith("type,"):
            break
    for r in csv.reader(f):
        if not r or r[0].startswith("crossover") or len(r) < 8:
            break
        rows.append(r)
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4))
for key in sorted({(r[0], r[1]) for r in rows}):
    sel = [r for r in rows if (r[0], r[1]) == key]
    n = [int(r[2]) for r in sel]
    ax1.loglog(n, [float(r[3]) for r in sel], "o-", label=f"trident {key[0]}{key[1]}")
    ax1.loglog(n, [float(r[4]) for r in sel], "x--", label=f"cuSOLVER {key[0]}{key[1]}")
    ax2.semilogx(n, [float(r[5]) for r in sel], "o-", label=f"{key[0]} {key[1]}")
ax1.set_xlabel("n"); ax1.set_ylabel("seconds"); ax1.legend(fontsize=7); ax1.grid(True, which="both", alpha=.3)
ax2.axhline(1, color="k", lw=.8); ax2.set_xlabel("n"); ax2.set_ylabel("speed-up over cuSOLVER")
ax2.legend(fontsize=7); ax2.grid(True, alpha=.3)
fig.suptitle("tridiagonalization, Trident vs cuSOLVER")
fig.tight_layout(); fig.savefig(out, dpi=110)
