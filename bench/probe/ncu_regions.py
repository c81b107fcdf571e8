#!/usr/bin/env python3
"""Where a kernel's instructions and stalls go, from Nsight Compute's source view
exported as CSV (`ncu -i REPORT --page source --print-source sass --csv > src.csv`, the
report taken with `--section SourceCounters --section WarpStateStats`).

Prints the instructions executed per warp and per step (the kernel's first instruction
runs once per warp, so its count is the number of warps; --steps divides further, e.g.
the n columns of the one-launch tridiagonalization), the stall reasons over the whole
kernel, and the stretches of --block consecutive SASS instructions that take at least
--min percent of the instructions or of the stall samples, each with its top three
stall reasons.  --top K also lists the K instructions with the most samples.
usage: ncu_regions.py src.csv [--steps S] [--block B] [--min P] [--top K]"""
import argparse
import csv


def column(header, name):
    return header.index(name) if name in header else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--steps", type=float, default=1.0)
    ap.add_argument("--block", type=int, default=50)
    ap.add_argument("--min", type=float, default=1.0)
    ap.add_argument("--top", type=int, default=0)
    a = ap.parse_args()

    rows = list(csv.reader(open(a.csv)))
    start = next(i for i, r in enumerate(rows) if "Address" in r and "Source" in r)
    header, data = rows[start], [r for r in rows[start + 1:] if len(r) == len(rows[start])]
    src = column(header, "Source")
    samples = column(header, "Warp Stall Sampling (All Samples)")
    executed = column(header, "Instructions Executed")
    reasons = [h for h in header if h.startswith("stall_") and "Not Issued" not in h]
    reason_cols = [header.index(h) for h in reasons]

    def num(r, i):
        return float(r[i].replace(",", "") or 0) if i is not None else 0.0

    warps = num(data[0], executed)
    unit = warps * a.steps
    total_exec = sum(num(r, executed) for r in data)
    total_samples = sum(num(r, samples) for r in data) or 1.0
    print(f"{len(data)} SASS instructions; {warps:.0f} warps; "
          f"{total_exec / unit:.1f} instructions a warp{' a step' if a.steps != 1 else ''}")
    by_reason = [sum(num(r, i) for r in data) for i in reason_cols]
    all_reasons = sum(by_reason) or 1.0
    print("stalls: " + ", ".join(f"{h[6:]} {x / all_reasons * 100:.1f}%"
                                 for x, h in sorted(zip(by_reason, reasons), reverse=True)[:8]))
    print(f"{'instructions':>13} {'per warp' + (' step' if a.steps != 1 else ''):>14} "
          f"{'% executed':>10} {'% samples':>9}  top stalls")
    for b0 in range(0, len(data), a.block):
        part = data[b0:b0 + a.block]
        e = sum(num(r, executed) for r in part)
        s = sum(num(r, samples) for r in part)
        if e / total_exec * 100 < a.min and s / total_samples * 100 < a.min:
            continue
        per = [sum(num(r, i) for r in part) for i in reason_cols]
        top = sorted(zip(per, reasons), reverse=True)[:3]
        tops = ", ".join(f"{h[6:]} {x / max(s, 1) * 100:.0f}%" for x, h in top if x > 0)
        print(f"{b0:6d}-{b0 + len(part) - 1:6d} {e / unit:14.1f} {e / total_exec * 100:10.1f} "
              f"{s / total_samples * 100:9.1f}  {tops}")
    if a.top:
        print(f"the {a.top} instructions with the most samples:")
        order = sorted(range(len(data)), key=lambda i: -num(data[i], samples))[:a.top]
        for i in sorted(order):
            r = data[i]
            print(f"{i:6d} {num(r, samples) / total_samples * 100:5.1f}% samples "
                  f"{num(r, executed) / unit:8.2f} per warp  {r[src].strip()[:70]}")


if __name__ == "__main__":
    main()
