#!/usr/bin/env bash
# Instructions executed by each phase of one layout of the 10,000-view benchmark tree, counted
# by valgrind (callgrind): unlike times, the counts repeat exactly from run to run.
# Optional: --cache-sim also simulates a 32 KiB L1 and a 512 KiB L2 data cache and reports misses.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "layout-instructions: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product vignette-bench >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
# valgrind 3.19 cannot read the DWARF Swift emits: count on a copy without debug information.
cp .build/release/vignette-bench "$work/bench"
strip --strip-debug "$work/bench"
cache=()
[[ "${1:-}" == "--cache-sim" ]] && cache=(--cache-sim=yes --D1=32768,8,64 --LL=524288,8,64)
# Collect inside ViewLayout.timePhases only; `--runs 2` calls it twice.
valgrind --tool=callgrind "${cache[@]}" --callgrind-out-file="$work/out" --collect-atstart=no \
  --toggle-collect='$s8Vignette10ViewLayoutO10timePhases_2in11environment8measurerAA0C10PhaseTimesVx_10Foundation6CGSizeVAA17EnvironmentValuesVAA13TextMeasuring_ptAA0B0RzlFZ' \
  "$work/bench" layout --runs 2 >/dev/null 2>&1
callgrind_annotate --inclusive=yes "$work/out" > "$work/report"
python3 - "$work/report" <<'PY'
import re, sys
rows = open(sys.argv[1]).read().splitlines()
def columns(pattern):
    for row in rows:
        if re.search(pattern, row):
            return [int(n.replace(",", "")) / 2 for n in re.findall(r"([\d,]+) \(", row)]
    return None
total = columns(r"PROGRAM TOTALS")
phases = [("evaluate views", r"ViewLayoutO10canvasRoot"),
          ("size and place", r"LayoutNodeC15commitPlacement.*tF \["),
          ("display list", r"LayoutPassV6finish")]
print("per layout call, millions of instructions" + (" (L1 / L2 data misses, thousands)" if len(total) > 1 else ""))
for name, pattern in phases:
    c = columns(pattern)
    extra = f"  ({(c[4] + c[5]) / 1e3:.0f}k / {(c[7] + c[8]) / 1e3:.0f}k)" if len(c) > 1 else ""
    print(f"  {name:16} {c[0] / 1e6:6.1f}{extra}")
print(f"  {'whole call':16} {total[0] / 1e6:6.1f}  (the rest is freeing the result)")
PY
