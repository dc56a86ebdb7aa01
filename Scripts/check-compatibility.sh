#!/usr/bin/env bash
# Compiles the compatibility views (Tests/CompatibilityTests/Views), and each extension of the
# corpus (Tests/ExtensionCorpus/Extensions/<Name>, as its own module), as a widget author's code
# is compiled: on their own, importing Apple's module names (SwiftUI, WidgetKit… given to
# Vignette's modules with -module-alias, as the README's Package.swift does), in the Swift 5 and
# the Swift 6 language modes. Fails on any error, and on any expression that takes longer than the limit
# to type-check (SwiftUI code that checks quickly on Apple's SDK must check quickly here too).
# Prints the slowest expressions, as a compile-time benchmark.
#
#   Scripts/check-compatibility.sh [limit in ms, default 200]
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-200}
[[ "$limit" =~ ^[1-9][0-9]*$ ]] || { echo "check-compatibility: the limit must be a number of milliseconds, not '$limit'" >&2; exit 2; }
apple_modules=(ActivityKit AppIntents Charts Combine CoreGraphics Intents OSLog SwiftData SwiftUI UIKit WidgetKit os)
aliases=()
for name in "${apple_modules[@]}"; do
  swift build --target "Vignette$name" >/dev/null 2>&1 || swift build --target "Vignette$name"
  aliases+=(-module-alias "$name=Vignette$name")
done
bin=$(swift build --show-bin-path)
views=(Tests/CompatibilityTests/Views/*.swift)
log=$(mktemp)
generated=$(mktemp -d)
trap 'rm -rf "$log" "$generated"' EXIT
# The intent classes of the views' .intentdefinition files, as the VignetteIntentDefinitions plugin writes them.
definitions=(Tests/CompatibilityTests/Views/*.intentdefinition)
if [ -e "${definitions[0]}" ]; then
  swift build --target vignette-intent-definitions >/dev/null 2>&1 || swift build --target vignette-intent-definitions
  "$bin/vignette-intent-definitions" "$generated/GeneratedIntents.swift" "${definitions[@]}"
  views+=("$generated/GeneratedIntents.swift")
fi
# WidgetKit's module links the render command, whose C modules the compiler loads too.
c_modules=()
for target in CPNGWriter CPreviewRecords CFrozenClock; do c_modules+=(-Xcc -fmodule-map-file="$bin/$target.build/module.modulemap" -Xcc -I -Xcc "Sources/$target/include"); done
for lib in CCairo CPangoCairo CRsvg CGdkPixbuf CPoppler; do c_modules+=(-Xcc -fmodule-map-file="Sources/$lib/module.modulemap"); done
for flag in $(pkg-config --cflags-only-I cairo pangocairo librsvg-2.0 gdk-pixbuf-2.0 poppler-glib); do c_modules+=(-Xcc "$flag"); done
status=0
# check <what> <mode> <extra swiftc flags…> -- <files…>
check() {
  local what=$1 mode=$2; shift 2
  local flags=()
  while [ "$1" != "--" ]; do flags+=("$1"); shift; done
  shift
  local files=("$@")
  if ! swiftc -typecheck -swift-version "$mode" -I "$bin/Modules" "${aliases[@]}" "${c_modules[@]}" "${flags[@]}" \
      -load-plugin-executable "$bin/VignetteMacros-tool#VignetteMacros" \
      -Xfrontend -debug-time-expression-type-checking \
      -Xfrontend -warn-long-expression-type-checking="$limit" \
      "${files[@]}" >"$log" 2>&1; then
    echo "Swift $mode: $what does not compile:"; grep -E "error:" "$log" | sort -u; status=1; return
  fi
  slow=$(grep -E "^[^ |].*: warning: expression took" "$log" | sort -u || true)
  if [ -n "$slow" ]; then
    echo "Swift $mode: expressions slower than $limit ms to type-check:"; echo "$slow"; status=1
  fi
  # Lines of -debug-time-expression-type-checking: "<ms>ms\t<file>:<line>:<col>".
  count=$(grep -cE "^[0-9.]+ms" "$log" || true)
  total=$(awk -F'ms' '/^[0-9.]+ms/ { s += $1 } END { printf "%.0f", s }' "$log")
  echo "Swift $mode: $what: ${#files[@]} files, $count expressions type-checked in $total ms; slowest:"
  grep -E "^[0-9.]+ms" "$log" | sort -rn | sed -n '1,3s|^|  |p'
}
for mode in 5 6; do
  check "the compatibility views" "$mode" -Xfrontend -import-module -Xfrontend FoundationNetworking \
    -Xfrontend -import-module -Xfrontend VignetteFoundation -- "${views[@]}"
done
# Each corpus extension as its own module (its @main makes it a library-style file set), with the
# flags the README's Package.swift gives a widget target, in both language modes whatever its
# package line says.
for folder in Tests/ExtensionCorpus/Extensions/*/; do
  name=$(basename "$folder")
  mapfile -t files < <(find "$folder" -name "*.swift" | sort)
  for mode in 5 6; do
    check "extension $name" "$mode" -module-name "$name" -parse-as-library \
      -Xfrontend -import-module -Xfrontend FoundationNetworking -Xfrontend -import-module -Xfrontend VignetteFoundation \
      -Xfrontend -disable-dynamic-actor-isolation -- "${files[@]}"
  done
done
exit $status
