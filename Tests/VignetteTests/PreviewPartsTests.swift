import Foundation
import Testing
@testable import VignetteCore

/// What a `PreviewProvider`'s previews say about themselves when modifiers follow the preview
/// modifiers (issue 44: the family was dropped and the preview rendered full screen).
@Suite("Preview parts")
struct PreviewPartsTests {
    private nonisolated struct Modified: PreviewProvider {
        static var previews: some View {
            Text("a").previewContext(WidgetPreviewContext(family: .systemSmall)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        }
    }

    private nonisolated struct ModifiedGroup: PreviewProvider {
        static var previews: some View {
            Group {
                Text("a").previewContext(WidgetPreviewContext(family: .systemSmall)).previewDisplayName("Small")
                Text("b").previewContext(WidgetPreviewContext(family: .systemMedium))
            }
            .environment(\.colorScheme, .dark)
            .padding(2)
        }
    }

    @Test("a modifier after previewContext keeps the family, and the modifier")
    func modifierAfterContext() throws {
        let parts = splitIntoPreviews(onRenderThread(Modified.self) { $0.previews })
        #expect(parts.count == 1)
        #expect(parts.first?.family == .systemSmall)
        var env = EnvironmentValues()
        env.displayScale = 1
        let view = try #require(parts.first?.view)
        let result = ViewLayout.layout(AnyView(view), proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer())
        let colors = result.displayList.items.compactMap { if case .text(let t) = $0 { t.text.runs.first?.color } else { nil } }
        #expect(colors == [RGBA(red: 1, green: 0, blue: 0, alpha: 1)], "the foreground style still applies")
    }

    @Test("modifiers on a group of previews apply to each and keep each one's family and name")
    func modifiedGroup() {
        let parts = splitIntoPreviews(ModifiedGroup.previews)
        #expect(parts.map(\.family) == [.systemSmall, .systemMedium])
        #expect(parts.map { $0.name ?? nil } == ["Small", nil])
    }
}
