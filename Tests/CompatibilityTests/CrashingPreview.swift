import Foundation
import Vignette

/// A preview whose code traps when `VIGNETTE_TEST_TRAP_PREVIEW` is set, as a preview with a bug
/// would: `PreviewTests` (GalleryTests) runs it so, in a separate process, to see it fail alone.
nonisolated struct TrapOnRequest: View {
    var body: some View {
        if ProcessInfo.processInfo.environment["VIGNETTE_TEST_TRAP_PREVIEW"] != nil {
            let samples: [Int] = []
            return Text("\(samples[3])")   // index out of range: a trap
        }
        return Text("Drawn when not asked to trap")
    }
}

#Preview("Traps on request", traits: .sizeThatFitsLayout) {
    TrapOnRequest().padding()
}
