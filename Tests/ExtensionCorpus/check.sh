#!/usr/bin/env bash
# CI for the extension corpus: the extensions import Apple's modules only, build as the README's
# steps build them, render to their committed Snapshots/ byte for byte, and pass their snapshot tests.
#
#   Tests/ExtensionCorpus/check.sh
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
if grep -rnE "^\s*(@[a-zA-Z_]+ )*import Vignette" Extensions; then
    echo "the corpus's extensions must import Apple's modules only (SwiftUI, WidgetKit…), not Vignette's" >&2
    exit 1
fi
swift build --build-tests
for folder in Extensions/*/; do
    name=$(basename "$folder")
    swift run --skip-build "$name" --all --previews 2> >(grep -v "^render: warning:" >&2)
done
changed=$(git status --porcelain -- Snapshots)
if [ -n "$changed" ]; then
    echo "the corpus's render changed its committed Snapshots/:" >&2
    echo "$changed" >&2
    exit 1
fi
swift test --skip-build
