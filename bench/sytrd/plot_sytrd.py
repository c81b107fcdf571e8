#!/usr/bin/env python3
"""Plot bench_sytrd's CSV: seconds, speed-up over cuSOLVER and the share of the SYMV-traffic bound.

usage: plot_sytrd.py sytrd.csv sytrd.png

One line per type and triangle. The speed-up panel draws the issue's targets (1.5x, and 2x
at n = 1024 and 2048), the bound panel 1/1.3 of the bound (the issue's "within 1.3x of the
SYMV-traffic lower bound" from n = 8192). The crossover table that may follow the main one
in the CSV is not plotted.
"""
import csv
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import plot_cli  # noqa: E402  (sets the Agg backend before pyplot is imported)
import matplotlib.pyplot as plt  # noqa: E402


def read_rows(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("type,"):
                break
        for r in csv.reader(f):
            if not r or r[0].startswith("crossover") or len(r) < 8:
                break
            rows.append(r)
    return rows


def draw(path):
    rows = read_rows(path)
    fig, (ax1, ax2, ax3) = plt.subplots(1, 3, figsize=(15, 4.5))
    for key in sorted({(r[0], r[1]) for r in rows}):
        sel = sorted((r for r in rows if (r[0], r[1]) == key), key=lambda r: int(r[2]))
        n = [int(r[2]) for r in sel]
        label = f"{key[0]} {key[1]}"
        line = ax1.loglog(n, [float(r[3]) for r in sel], "o-", label=f"Trident {label}")[0]
        ax1.loglog(n, [float(r[4]) for r in sel], "x--", color=line.get_color(), label=f"cuSOLVER {label}")
        ax2.semilogx(n, [float(r[5]) for r in sel], "o-", color=line.get_color(), label=label)
        ax3.semilogx(n, [100 * float(r[6]) for r in sel], "o-", color=line.get_color(), label=label)
    ax1.set_xlabel("n")
    ax1.set_ylabel("seconds")
    ax1.legend(fontsize=6)
    ax1.grid(True, which="both", alpha=0.3)
    ax2.axhline(1, color="k", lw=0.8)
    ax2.axhline(1.5, color="k", lw=0.8, ls=":")
    ax2.axhline(2, color="k", lw=0.8, ls=":")
    ax2.set_xlabel("n")
    ax2.set_ylabel("speed-up over cuSOLVER (dotted: 1.5x, 2x)")
    ax2.legend(fontsize=7)
    ax2.grid(True, alpha=0.3)
    ax3.axhline(100 / 1.3, color="k", lw=0.8, ls=":")
    ax3.set_xlabel("n")
    ax3.set_ylabel("% of the SYMV-traffic bound (dotted: 1/1.3)")
    ax3.legend(fontsize=7)
    ax3.grid(True, alpha=0.3)
    return fig


if __name__ == "__main__":
    plot_cli.run(draw, __doc__, "tridiagonalization, Trident vs cuSOLVER")
