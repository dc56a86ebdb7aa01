#!/usr/bin/env bash
# The gallery as a user renders it: `render --all` in a fresh process into an empty folder,
# repeated, reporting the median, lowest and highest wall time. With several render binaries
# (for example a release build of main and one of a change), the runs alternate between them
# so that both see the same machine load.
#
#   Scripts/bench/cold-gallery.sh [runs] [threads] [render binary...]
#   (default: 5 runs, 2 threads, .build/release/render, built first)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
threads=${2:-2}
shift $(( $# < 2 ? $# : 2 ))
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "cold-gallery: runs must be a positive number, not '$runs'" >&2; exit 2; }
[[ "$threads" =~ ^[1-9][0-9]*$ ]] || { echo "cold-gallery: threads must be a positive number, not '$threads'" >&2; exit 2; }
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
  swift build -c release --product render >/dev/null
  binaries=(.build/release/render)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for ((r = 0; r < runs; r++)); do
  for ((b = 0; b < ${#binaries[@]}; b++)); do
    out="$work/out-$b-$r"
    start=$(date +%s.%N)
    # Run from the binary's own checkout, so that it finds its Assets/.
    (cd "$(dirname "${binaries[$b]}")/../.." && "${binaries[$b]}" --all --threads "$threads" --output "$out" >/dev/null)
    end=$(date +%s.%N)
    echo "$b $(echo "$end - $start" | bc)" >> "$work/times"
  done
done
for ((b = 0; b < ${#binaries[@]}; b++)); do
  sort -n <(awk -v b="$b" '$1 == b { print $2 }' "$work/times") | awk -v name="${binaries[$b]}" -v threads="$threads" '
    { t[NR] = $1 } END { printf "%s (%d threads, %d runs): median %.3f s, lowest %.3f, highest %.3f\n", name, threads, NR, t[int((NR + 1) / 2)], t[1], t[NR] }'
done
