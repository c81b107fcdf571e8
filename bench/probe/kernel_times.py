#!/usr/bin/env python3
"""Time per launch of each kernel from an `ncu --csv --metrics gpu__time_duration.sum`
report (bench/probe/prof_sytrd.c says how to make one), longest total first.
usage: kernel_times.py report.csv"""
import collections
import csv
import sys

SCALE = {"nsecond": 1.0, "usecond": 1e3, "msecond": 1e6}
rows = list(csv.reader(open(sys.argv[1])))
hdr = None
agg = collections.OrderedDict()
for r in rows:
    if "Kernel Name" in r:
        hdr = r
        continue
    if not hdr or len(r) != len(hdr):
        continue
    d = dict(zip(hdr, r))
    if d.get("Metric Name") != "gpu__time_duration.sum":
        continue
    ns = float(d["Metric Value"].replace(",", "")) * SCALE.get(d.get("Metric Unit", "nsecond"), 1.0)
    a = agg.setdefault(d["Kernel Name"][:80], [0, 0.0])
    a[0] += 1
    a[1] += ns
for name, (c, t) in sorted(agg.items(), key=lambda kv: -kv[1][1]):
    print(f"{c:6d} {t / 1e3:10.1f} us {t / c / 1e3:8.2f} us/launch  {name}")
print(f"total {sum(a[1] for a in agg.values()) / 1e3:.1f} us over {sum(a[0] for a in agg.values())} launches")
