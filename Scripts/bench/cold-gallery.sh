#!/usr/bin/env bash
# The gallery as a user renders it: `render --all` in a fresh process, repeated, reporting the
# median, lowest and highest wall time and the time per image. With several render binaries
# (for example a release build of main and one of a change), the runs alternate between them
# so that all see the same machine load.
#
#   Scripts/bench/cold-gallery.sh [options] [runs] [threads] [render binary...]
#   (default: 5 runs, 2 threads, .build/release/render, built first)
#
# Options:
#   --unchanged      the "nothing changed" run: each binary renders into a folder that already
#                    holds its own previous output (made once, untimed), as a second
#                    `render --all` with no edit does.
#   --floor BENCH    also time the cold floor, alternating with the binaries: `BENCH floor`
#                    (a vignette-bench release build) paints, encodes and writes the same
#                    display lists, written beforehand by `BENCH lists`, in a fresh process.
#                    Its line gives the whole process and the time it reports without reading
#                    the lists.
#   --devices LIST   devices, comma-separated, or all (`render --device …`); `thousand` is the
#                    1,000-image gallery: every iPhone and the smallest iPad, 1,023 images.
#                    Default: the default iPhone alone (iphone-393x852), the gallery the
#                    headline numbers measure (`render --all` also renders the gallery's other
#                    reference devices; pass them here to time that).
#   --swift-test     time `swift test --skip-build --filter GallerySnapshotTests` instead (the
#                    gallery verified as a user runs it; the debug build is made first).
set -euo pipefail
cd "$(dirname "$0")/../.."
unchanged=0 floor="" devices="iphone-393x852" swifttest=0
while [[ $# -gt 0 && "$1" == --* ]]; do
  case "$1" in
    --unchanged) unchanged=1; shift ;;
    --floor) floor=$(realpath "$2"); shift 2 ;;
    --devices) devices=$2; shift 2 ;;
    --swift-test) swifttest=1; shift ;;
    *) echo "cold-gallery: unknown option '$1' (see the comment at the top of $0)" >&2; exit 2 ;;
  esac
done
runs=${1:-5}
threads=${2:-2}
shift $(( $# < 2 ? $# : 2 ))
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "cold-gallery: runs must be a positive number, not '$runs'" >&2; exit 2; }
[[ "$threads" =~ ^[1-9][0-9]*$ ]] || { echo "cold-gallery: threads must be a positive number, not '$threads'" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

summarize() {  # name, file of "wall-seconds images [cpu-seconds [peak-MiB]]" lines
  local cpu rss
  cpu=$(sort -n -k3 "$2" | awk '{ c[NR] = $3 } END { print c[int((NR + 1) / 2)] }')
  rss=$(awk '$4 > m { m = $4 } END { print m }' "$2")
  sort -n "$2" | awk -v name="$1" -v threads="$threads" -v cpu="$cpu" -v rss="$rss" '
    { t[NR] = $1; n = $2 } END {
      m = t[int((NR + 1) / 2)]
      printf "%s (%d threads, %d runs): median %.3f s, lowest %.3f, highest %.3f", name, threads, NR, m, t[1], t[NR]
      if (n > 0) printf "; %.2f ms per image (%d images)", m * 1000 / n, n
      if (cpu != "") {
        printf "; CPU (user + system) median %.3f s", cpu
        if (n > 0) printf ", %.2f ms per image", cpu * 1000 / n
      }
      if (rss != "") printf "; peak memory %d MiB", rss
      printf "\n" }'
}

if [ $swifttest -eq 1 ]; then
  swift build --build-tests >/dev/null
  suite=GallerySnapshotTests
  if [ "$devices" = "thousand" ]; then
    # The references: the 1,000-image gallery rendered by a release build of render.
    swift build -c release --product render >/dev/null
    .build/release/render --all --threads "$threads" --output "$work/references" \
      $(printf -- '--device %s ' iphone-430x932 iphone-428x926 iphone-414x896 iphone-414x736 iphone-393x852 iphone-390x844 \
        iphone-375x812 iphone-375x667 iphone-360x780 iphone-320x568 ipad-768x1024) >/dev/null
    export VIGNETTE_THOUSAND_REFERENCES="$work/references"
    suite=ThousandImageGalleryTests
  fi
  for ((r = 0; r < runs; r++)); do
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" swift test --skip-build --filter "$suite" >"$work/test.log" 2>&1 \
      || { tail -20 "$work/test.log"; exit 1; }
    awk '{ printf "%s 0 %.3f\n", $1, $2 + $3 }' "$work/time" >> "$work/times-test"
    awk '{ printf "peak memory of run %d: %d MiB\n", r + 1, $4 / 1024 }' r="$r" "$work/time"
  done
  summarize "swift test --skip-build --filter $suite" "$work/times-test"
  exit 0
fi

binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
  swift build -c release --product render >/dev/null
  binaries=(.build/release/render)
fi
deviceArgs=()
if [ "$devices" = "thousand" ]; then
  # The 1,000-image gallery: the gallery on every iPhone and the smallest iPad (1,023 images).
  devices=iphone-430x932,iphone-428x926,iphone-414x896,iphone-414x736,iphone-393x852,iphone-390x844,iphone-375x812,iphone-375x667,iphone-360x780,iphone-320x568,ipad-768x1024
fi
for d in ${devices//,/ }; do deviceArgs+=(--device "$d"); done
# Run each binary from its own checkout, so that it finds its resources.
render() { (cd "$(dirname "$1")/../.." && "$1" --all --threads "$threads" "${deviceArgs[@]}" --output "$2" >/dev/null) }
if [ $unchanged -eq 1 ]; then
  for ((b = 0; b < ${#binaries[@]}; b++)); do render "${binaries[$b]}" "$work/out-$b"; done
fi
if [ -n "$floor" ]; then
  "$floor" lists --output "$work/lists.json" --devices "${devices:-default}" >/dev/null
fi
images=0
for ((r = 0; r < runs; r++)); do
  for ((b = 0; b < ${#binaries[@]}; b++)); do
    out="$work/out-$b"
    [ $unchanged -eq 1 ] || out="$work/out-$b-$r"
    (cd "$(dirname "${binaries[$b]}")/../.." && /usr/bin/time -f "%e %U %S %M" -o "$work/time" \
      "${binaries[$b]}" --all --threads "$threads" "${deviceArgs[@]}" --output "$out" >/dev/null)
    images=$(find "$out" -name '*.png' -not -path '*/.review/*' | wc -l)
    awk -v n="$images" '{ printf "%s %d %.3f %d\n", $1, n, $2 + $3, $4 / 1024 }' "$work/time" >> "$work/times-$b"
    [ $unchanged -eq 1 ] || rm -rf "$out"
  done
  if [ -n "$floor" ]; then
    out="$work/floor-$r"
    line=$(/usr/bin/time -f "%e %U %S %M" -o "$work/time" "$floor" floor --lists "$work/lists.json" --output "$out" --threads "$threads")
    count=$(echo "$line" | sed -E 's/floor: ([0-9]+) images.*/\1/')
    awk -v n="$count" '{ printf "%s %d %.3f %d\n", $1, n, $2 + $3, $4 / 1024 }' "$work/time" >> "$work/times-floor"
    echo "$(echo "$line" | sed -E 's/.*written in ([0-9.]+) s/\1/') $count" >> "$work/times-floor-paint"
    rm -rf "$out"
  fi
done
for ((b = 0; b < ${#binaries[@]}; b++)); do
  summarize "${binaries[$b]}$([ $unchanged -eq 1 ] && echo ', nothing changed')" "$work/times-$b"
done
if [ -n "$floor" ]; then
  summarize "cold floor, whole process" "$work/times-floor"
  summarize "cold floor, without reading the lists" "$work/times-floor-paint"
fi
