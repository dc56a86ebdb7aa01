import Foundation
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

/// A widget whose whole view is a `GeometryReader`, its container background set inside it, as
/// published widgets write it: the host draws that background, sized by the reader's proxy.
@Suite("Container background inside a GeometryReader")
struct GeometryReaderBackgroundTests {
    private nonisolated struct RingWidgetView: View {
        var body: some View {
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 4) {
                    Text("Steps").font(.caption).foregroundStyle(.white.opacity(0.8))
                    Text("8,204").font(.title.bold()).foregroundStyle(.white)
                }
                .containerBackground(for: .widget) {
                    ZStack(alignment: .bottomTrailing) {
                        LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                        Circle().fill(.white.opacity(0.25)).frame(width: proxy.size.width / 2, height: proxy.size.width / 2)
                    }
                }
            }
        }
    }

    @Test("the reader's background is drawn under the widget, as referenced")
    func matchesReference() throws {
        let (png, warnings) = try VignetteSnapshots.renderers.withRenderer { renderer in
            try renderer.renderWidgetReportingWarnings(RingWidgetView(), family: .systemSmall, appearance: .light)
        }
        #expect(warnings.isEmpty, "\(warnings)")
        assertReference(png, at: SnapshotLocations.snapshots("ContainerBackground").appendingPathComponent("geometry-reader-systemSmall.png"),
                        name: "ContainerBackground/geometry-reader")
    }
}
