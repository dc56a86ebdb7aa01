#!/usr/bin/env bash
# Checks that a widget author's namespace holds Apple's names only: every public top-level name of
# VignetteCore that the Vignette module does not re-export (Sources/Vignette/*Names.swift, and
# Sources/VignetteFoundation for files that import only Foundation) must be
# out of reach of a file that says `import SwiftUI` (or WidgetKit, ActivityKit, AppIntents…), as an author's does
# (ActivityKit re-exports `ActivityAttributes` itself, from Sources/AppleModuleNames/ActivityKit).
# Prints the names Vignette keeps as its own (reached with `import VignetteCore`).
#
#   Scripts/check-public-names.sh
set -euo pipefail
cd "$(dirname "$0")/.."
apple_modules=(ActivityKit AppIntents Charts Combine CoreGraphics Intents OSLog SwiftData SwiftUI UIKit WidgetKit os)
aliases=()
for name in "${apple_modules[@]}"; do aliases+=(-module-alias "$name=Vignette$name"); done
swift build --target VignetteWidgetKit >/dev/null 2>&1 || swift build --target VignetteWidgetKit
for name in "${apple_modules[@]}"; do swift build --target "Vignette$name" >/dev/null; done
bin=$(swift build --show-bin-path)

# Public top-level declarations start a line (nested ones are indented): `public struct Name`, `public func name`…
# (`nonisolated` and `final` may come in either order: most of Vignette's types say `public nonisolated struct`.)
core=$(grep -rhoE "^(@[A-Za-z_]+(\([^)]*\))? )*public ((nonisolated|final) )*(struct|class|enum|protocol|typealias|actor|func|let|var) [A-Za-z_][A-Za-z0-9_]*" \
         Sources/VignetteCore | awk '{ print $NF }' | sort -u)
exported=$(grep -rhoE "^@_exported import [a-z]+ VignetteCore\.[A-Za-z_0-9]+" Sources/Vignette Sources/VignetteFoundation Sources/AppleModuleNames | sed 's/.*VignetteCore\.//' | sort -u)
own=$(comm -23 <(echo "$core") <(echo "$exported") | grep -v '^_' || true)

# An author's file naming each of them: every one must be "not in scope".
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
{
  echo "import ActivityKit"; echo "import SwiftUI"; echo "import WidgetKit"; echo "import AppIntents"; echo "import UIKit"; echo "import Charts"; echo "import SwiftData"; echo "import Intents"
  echo "func probe() {"
  for name in $own; do echo "    _ = $name.self"; done
  echo "}"
} > "$probe/Probe.swift"
c_modules=()
for target in CPNGWriter CPreviewRecords CFrozenClock; do c_modules+=(-Xcc -fmodule-map-file="$bin/$target.build/module.modulemap" -Xcc -I -Xcc "Sources/$target/include"); done
for lib in CCairo CPangoCairo CRsvg CGdkPixbuf CPoppler; do c_modules+=(-Xcc -fmodule-map-file="Sources/$lib/module.modulemap"); done
for flag in $(pkg-config --cflags-only-I cairo pangocairo librsvg-2.0 gdk-pixbuf-2.0 poppler-glib); do c_modules+=(-Xcc "$flag"); done
swiftc -typecheck -I "$bin/Modules" "${aliases[@]}" "${c_modules[@]}" \
    -load-plugin-executable "$bin/VignetteMacros-tool#VignetteMacros" "$probe/Probe.swift" > "$probe/log" 2>&1 || true
status=0
for name in $own; do
  if ! grep -qE "cannot find '$name' in scope" "$probe/log"; then
    echo "check-public-names: '$name' is VignetteCore's own but a widget file importing SwiftUI can name it;" \
         "re-export Apple's names one by one in Sources/Vignette/*Names.swift, never VignetteCore whole" >&2
    status=1
  fi
done
if grep -E "error:" "$probe/log" | grep -vqE "cannot find '[A-Za-z_0-9]+' in scope"; then
  echo "check-public-names: the probe did not compile for another reason:" >&2; grep -E "error:" "$probe/log" >&2; status=1
fi
echo "Vignette's own public names, hidden from widget files ($(echo "$own" | wc -w)), reached with 'import VignetteCore':"
echo "$own" | paste -sd' ' | fold -s -w 110 | sed 's/^/  /'
echo "Apple's names re-exported by Vignette: $(echo "$exported" | wc -w)"
exit $status
