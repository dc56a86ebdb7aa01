import Foundation
import Testing
@testable import VignetteCore

@Suite("Label")
struct LabelTests {
    private func names<V: View>(_ view: V) -> [String] {
        layoutTree(view, canvas: CGSize(width: 200, height: 100), proposal: .unspecified).allNodes.map(\.name)
    }

    private func frames<V: View>(_ view: V) -> [String: CGRect] {
        let tree = layoutTree(view, canvas: CGSize(width: 200, height: 100), proposal: .unspecified)
        return Dictionary(tree.allNodes.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("the default style shows the icon, 4 pt before the title, centred on it")
    func titleAndIcon() throws {
        // (Pure layout has no image provider: a coloured square stands in for the symbol.)
        let f = frames(Label { Text("42") } icon: { Color.orange.frame(width: 8, height: 8) })
        let title = try #require(f[#"Text("42")"#])
        let icon = try #require(f.first { $0.key.hasPrefix("frame") }?.value)
        #expect(icon.maxX + 4 == title.minX)
        #expect(abs(icon.midY - title.midY) < 0.5)
    }

    @Test("titleOnly and iconOnly show one part; the style reaches labels inside")
    func styles() {
        let rain = Label { Text("Rain") } icon: { Color.blue.frame(width: 8, height: 8) }
        let titleOnly = names(VStack { rain }.labelStyle(.titleOnly))
        #expect(titleOnly.contains(#"Text("Rain")"#))
        #expect(!titleOnly.contains { $0.hasPrefix("frame") })
        let iconOnly = names(rain.labelStyle(.iconOnly))
        #expect(!iconOnly.contains(#"Text("Rain")"#))
        #expect(iconOnly.contains { $0.hasPrefix("frame") })
    }

    @Test("a custom LabelStyle lays out the configuration's title and icon")
    func customStyle() throws {
        nonisolated struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 2) { configuration.icon; configuration.title }
            }
        }
        let f = frames(Label { Text("Wind") } icon: { Color.blue.frame(width: 10, height: 10) }.labelStyle(Stacked()))
        let title = try #require(f[#"Text("Wind")"#])
        let icon = try #require(f.first { $0.key.hasPrefix("frame") }?.value)
        #expect(icon.maxY + 2 == title.minY)
    }
}
