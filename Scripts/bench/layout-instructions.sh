#!/usr/bin/env bash
# Instructions executed by each phase of one layout of the 10,000-view benchmark tree, counted
# by valgrind (callgrind): unlike times, the counts repeat exactly from run to run.
# Also counts calls to swift_retain and swift_release, whose atomic updates cost time that
# instruction counts hide. Optional: --cache-sim also simulates a 32 KiB L1 and a 512 KiB L2
# data cache and reports misses.
#
# The benchmark runs the layout once and then three times; the difference of the two counts,
# halved, is one layout without the program's start-up and first-use costs.
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
for runs in 1 3; do
  valgrind --tool=callgrind "${cache[@]}" --callgrind-out-file="$work/out$runs" \
    "$work/bench" layout --phases-only --runs "$runs" >/dev/null 2>&1
  callgrind_annotate --inclusive=yes "$work/out$runs" > "$work/report$runs"
  callgrind_annotate --tree=caller "$work/out$runs" > "$work/callers$runs"
done
python3 - "$work/report1" "$work/report3" "$work/callers1" "$work/callers3" <<'PY'
import re, sys
reports = [open(path).read().splitlines() for path in sys.argv[1:3]]
callers = [open(path).read().splitlines() for path in sys.argv[3:5]]
def columns(rows, pattern):
    for row in rows:
        if re.search(pattern, row):
            return [int(n.replace(",", "")) for n in re.findall(r"([\d,]+) \(", row)]
    sys.exit(f"layout-instructions: no line matches {pattern}")
def per_layout(pattern):
    one, three = (columns(rows, pattern) for rows in reports)
    return [(b - a) / 2 for a, b in zip(one, three)]
phases = [("evaluate views", r"ViewLayoutO10canvasRoot"),
          ("size and place", r"LayoutNodeC15commitPlacement.*tF \["),
          ("display list", r"LayoutPassV16buildDisplayList")]
whole = per_layout(r"ViewLayoutO10timePhases")
cache = len(whole) > 1
print("one layout call, millions of instructions" + (" (L1 / L2 data misses, thousands)" if cache else ""))
def line(name, c):
    extra = f"  ({(c[4] + c[5]) / 1e3:.0f}k / {(c[7] + c[8]) / 1e3:.0f}k)" if cache else ""
    print(f"  {name:16} {c[0] / 1e6:6.2f}{extra}")
parts = [per_layout(pattern) for _, pattern in phases]
for (name, _), c in zip(phases, parts):
    line(name, c)
line("free the result", [w - sum(p[i] for p in parts) for i, w in enumerate(whole)])
line("whole call", whole)
# Retains and releases are atomic: each costs several nanoseconds that instruction counts do
# not show. Counted as calls into the runtime (retains of small strings return at once).
def calls(rows, function):
    total, pending = 0, []
    for row in rows:
        if " < " in row:
            pending.append(row)
            continue
        if re.search(r"\*\s+\?\?\?:" + function + r" \[", row):
            total += sum(int(m.group(1).replace(",", "")) for m in
                         (re.search(r"\(([\d,]+)x\)", p) for p in pending) if m)
        pending = []
    return total
for name, function in (("retains", "swift_retain"), ("releases", "swift_release")):
    one, three = (calls(rows, function) for rows in callers)
    print(f"  {name:16} {(three - one) / 2:,.0f} calls")
PY
