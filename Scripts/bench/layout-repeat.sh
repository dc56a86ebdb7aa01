#!/usr/bin/env bash
# Runs the 10,000-view layout benchmark several times in fresh processes and summarizes each
# figure over the runs: the median of the runs' medians, and the lowest and highest.
# A shared VM slows whole runs at a time (a neighbour's load comes and goes over seconds), so
# one run's median can be off by half; the spread over runs shows how much.
#
# Usage: Scripts/bench/layout-repeat.sh [runs]   (default 10; about 2 s per run)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-10}"
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "layout-repeat: runs must be a positive whole number, not '$runs'" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product vignette-bench >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
for i in $(seq "$runs"); do
  .build/release/vignette-bench layout >"$work/run$i.txt"
done
python3 - "$work" "$runs" <<'PY'
import re, statistics, sys
work, runs = sys.argv[1], int(sys.argv[2])
figures = [
    ("evaluate views", r"resolve ([\d.]+) ms"),
    ("size and place", r"size and place ([\d.]+) ms"),
    ("views to frames", r"views to frames.*?median ([\d.]+) ms"),
    ("display list", r"display list ([\d.]+) ms"),
    ("free the result", r"free ([\d.]+) ms"),
    ("whole call, heap kept", r"heap kept: median ([\d.]+) ms"),
    ("whole call, fresh process", r"fresh process: median ([\d.]+) ms"),
    ("allocation floor", r"allocation floor.*?median ([\d.]+) ms"),
    ("5,000 views, whole call", r"(?:^|\s)5000 views ([\d.]+) ms"),
    ("20,000 views, whole call", r"20000 views ([\d.]+) ms"),
]
texts = [open(f"{work}/run{i}.txt").read() for i in range(1, runs + 1)]
print(f"{runs} runs of vignette-bench layout (each figure a median of 30 timings)")
print(f"  {'':28} {'median of runs':>15} {'lowest':>8} {'highest':>8}")
for name, pattern in figures:
    values = []
    for text in texts:
        match = re.search(pattern, text)
        if not match:
            sys.exit(f"layout-repeat: no '{name}' in the benchmark's output")
        values.append(float(match.group(1)))
    print(f"  {name:28} {statistics.median(values):12.2f} ms {min(values):8.2f} {max(values):8.2f}")
PY
