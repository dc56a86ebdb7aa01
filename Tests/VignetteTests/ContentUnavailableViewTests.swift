import Foundation
import Testing
@testable import VignetteCore

@Suite("ContentUnavailableView")
struct ContentUnavailableViewTests {
    private func frames<V: View>(_ view: V) -> [String: CGRect] {
        let tree = layoutTree(view, canvas: CGSize(width: 300, height: 300), proposal: .unspecified)
        return Dictionary(tree.allNodes.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("the icon above the title, the description below, centred in all the space offered")
    func layout() throws {
        let f = frames(ContentUnavailableView {
            Label { Text("No Habits") } icon: { Color.orange.frame(width: 20, height: 20) }
        } description: {
            Text("Add one in the app.")
        })
        let icon = try #require(f.values.first { $0.size == CGSize(width: 20, height: 20) })
        let title = try #require(f[#"Text("No Habits")"#])
        let description = try #require(f[#"Text("Add one in the app.")"#])
        #expect(icon.maxY + 8 == title.minY)
        #expect(title.maxY + 8 == description.minY)
        for part in [icon, title, description] { #expect(abs(part.midX - 150) < 0.5) }
        // The group is centred vertically in the 300 pt square.
        #expect(abs((icon.minY + description.maxY) / 2 - 150) < 0.5)
    }

    @Test("the title-and-symbol form has a bold title and no description")
    func titleAndSymbol() throws {
        let tree = layoutTree(ContentUnavailableView("No Habits", systemImage: "flame"), canvas: CGSize(width: 300, height: 300),
                              proposal: .unspecified)
        let names = tree.allNodes.map(\.name)
        #expect(names.contains(#"Text("No Habits")"#))
        #expect(!names.contains { $0.hasPrefix("Text(") && $0 != #"Text("No Habits")"# })
    }
}
