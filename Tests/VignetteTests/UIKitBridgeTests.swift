import Foundation
import Testing
@testable import VignetteCore

@Suite("UIKit and WidgetKit bridges")
struct UIKitBridgeTests {
    @Test("Font(UIFont) keeps size, weight, name and text style")
    func fonts() {
        #expect(Font(UIFont.systemFont(ofSize: 13, weight: .semibold)) == .system(size: 13, weight: .semibold))
        #expect(Font(UIFont.boldSystemFont(ofSize: 20)) == .system(size: 20, weight: .bold))
        #expect(Font(UIFont(name: "Georgia", size: 15)!) == .custom("Georgia", fixedSize: 15))
        #expect(Font(UIFont.preferredFont(forTextStyle: .footnote)) == .footnote)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(Font(UIFont.italicSystemFont(ofSize: 12)) == Font.system(size: 12, weight: .regular).italic())
    }

    @Test("UIImage(systemName:) draws as Image(systemName:)")
    func symbolImages() {
        let star = UIImage(systemName: "star.fill")!
        #expect(Image(uiImage: star) == Image(systemName: "star.fill"))
        #expect(star != UIImage(systemName: "heart.fill")!)
        #expect(star.description == "symbol star.fill")
    }

    @Test("showsWidgetContainerBackground is false in the accessory families")
    func containerBackground() {
        nonisolated struct Probe: View {
            @Environment(\.showsWidgetContainerBackground) var shows
            var body: some View { Text(shows ? "shown" : "hidden") }
        }
        func text(_ family: WidgetFamily) -> [String] {
            let result = ViewLayout.layout(WidgetHostView(family: family) { Probe() }, in: CGSize(width: 170, height: 170),
                                           environment: EnvironmentValues(), measurer: FixedAdvanceTextMeasurer())
            return result.tree.allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
        }
        #expect(text(.systemSmall) == [#"Text("shown")"#])
        #expect(text(.accessoryCircular) == [#"Text("hidden")"#])
    }

    @Test("environmentVariants lists the colour schemes, rendering modes and backgrounds rendered; values that do not vary are nil")
    func variants() {
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 170, height: 170), isPreview: false)
        #expect(context.environmentVariants.colorScheme == [.light, .dark])
        #expect(context.environmentVariants.widgetRenderingMode == [.fullColor, .accented, .vibrant])
        #expect(context.environmentVariants.showsWidgetContainerBackground == [true, false])
        #expect(context.environmentVariants.widgetFamily == nil)
        let lock = TimelineProviderContext(family: .accessoryCircular, displaySize: CGSize(width: 76, height: 76), isPreview: false)
        #expect(lock.environmentVariants.widgetRenderingMode == [.fullColor, .vibrant])
        #expect(lock.environmentVariants.showsWidgetContainerBackground == nil)
    }
}
