#!/usr/bin/env python3
"""The tridiagonal eigen stage's share of each xSYEVD solve, from the phase
lines that `TRIDENT_VERBOSE=3 build/bench/bench_eigen --cases nv ...` prints
(the issue's "tridiagonal eigen stage <= 10% of the total").

A solve starts at its "trident_<t>syevd_gpu n=... backend=cuda" line.  Its
total is the sum of its "xSYEVD on the device:" phases; its tridiagonal
stage is the "tridiagonal eigenvalues" phase (jobz N) or the sum of the
"divide and conquer:" phases (jobz V, the solve of T's eigenpairs, which
runs while Q is formed on the second lane).  At verbosity 3 every phase
mark waits for the GPU, so both are a little longer than in a plain run.

usage: stage_share.py LOG   (prints one line per solve, then the median
share per type, n and jobz: bench_eigen's warm-up call carries one-time
costs)
"""
import re
import sys

START = re.compile(r"\[trident\] trident_(\w)(?:sy|he)evd_gpu n=(\d+) backend=")
PHASE = re.compile(r"\[trident\] (.+?): (.+?)\s+([0-9.]+) s$")


def solves(lines):
    cur = None
    for line in lines:
        m = START.search(line)
        if m:
            if cur:
                yield cur
            cur = {"type": m.group(1), "n": int(m.group(2)), "total": 0.0, "dc": 0.0, "eigvals": None}
            continue
        m = PHASE.search(line.rstrip())
        if not m or cur is None:
            continue
        who, what, secs = m.group(1), m.group(2).strip(), float(m.group(3))
        if who == "xSYEVD on the device":
            cur["total"] += secs
            if what == "tridiagonal eigenvalues":
                cur["eigvals"] = secs
        elif who == "divide and conquer":
            cur["dc"] += secs
    if cur:
        yield cur


def main():
    with open(sys.argv[1]) as f:
        runs = [s for s in solves(f) if s["total"] > 0]
    shares = {}
    for s in runs:
        jobz = "N" if s["eigvals"] is not None else "V"
        stage = s["eigvals"] if jobz == "N" else s["dc"]
        share = stage / s["total"]
        print(f"{s['type']} {s['n']:6d} jobz {jobz}: stage {stage:.4f} s of {s['total']:.4f} s = {100 * share:.1f}%")
        key = (s["type"], s["n"], jobz)
        shares.setdefault(key, []).append(share)
    print("median share per type, n, jobz:")
    for (t, n, jobz), v in sorted(shares.items()):
        v = sorted(v)
        mid = v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2
        print(f"  {t} {n:6d} {jobz}: {100 * mid:.1f}% ({len(v)} solves)")


if __name__ == "__main__":
    main()
