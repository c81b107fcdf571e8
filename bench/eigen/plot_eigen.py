#!/usr/bin/env python3
"""Plot bench_eigen's CSV: seconds and speed-up over cuSOLVER, one column of panels per type.

usage: plot_eigen.py eigen.csv eigen.png

One column per precision (so that its four cases stay readable): seconds of Trident (solid)
and cuSOLVER (dashed) per case above, the speed-up below with the issue's targets as
dotted lines (values 1.5x, vectors and generalized 1.4x).
"""
import csv
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import plot_cli  # noqa: E402  (sets the Agg backend before pyplot is imported)
import matplotlib.pyplot as plt  # noqa: E402

TYPE_ORDER = "sdcz"
TARGETS = {"values": 1.5, "vectors": 1.4, "generalized": 1.4}


def number(text):
    try:
        return float(text)
    except ValueError:
        return math.nan


def draw(path):
    with open(path) as f:
        rows = list(csv.DictReader(f))
    types = sorted({r["type"] for r in rows}, key=lambda t: TYPE_ORDER.find(t))
    cases = sorted({r["case"] for r in rows})
    colours = {c: f"C{i}" for i, c in enumerate(cases)}
    fig, axes = plt.subplots(2, len(types), figsize=(4.2 * len(types), 7), squeeze=False)
    for col, t in enumerate(types):
        top, bottom = axes[0][col], axes[1][col]
        for case in cases:
            sel = sorted((r for r in rows if r["type"] == t and r["case"] == case), key=lambda r: int(r["n"]))
            if not sel:
                continue
            n = [int(r["n"]) for r in sel]
            colour = colours[case]
            top.loglog(n, [number(r["trident_s"]) for r in sel], "o-", color=colour, label=f"Trident {case}")
            top.loglog(n, [number(r["cusolver_s"]) for r in sel], "x--", color=colour, label=f"cuSOLVER {case}")
            bottom.semilogx(n, [number(r["speedup"]) for r in sel], "o-", color=colour, label=case)
            if case in TARGETS:
                bottom.axhline(TARGETS[case], color=colour, ls=":", lw=0.8)
        top.set_title(f"{t}: seconds")
        top.set_xlabel("n")
        top.grid(True, which="both", alpha=0.3)
        top.legend(fontsize=6)
        bottom.axhline(1, color="k", lw=0.8)
        bottom.set_title(f"{t}: speed-up over cuSOLVER (dotted: targets)")
        bottom.set_xlabel("n")
        bottom.grid(True, alpha=0.3)
        bottom.legend(fontsize=7)
    return fig


if __name__ == "__main__":
    plot_cli.run(draw, __doc__, "eigensolvers, Trident vs cuSOLVER")
