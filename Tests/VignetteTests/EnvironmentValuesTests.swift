import Foundation
import Testing
@testable import VignetteCore

/// Environment values are a value type kept as a shared list of entries, newest first.
@Suite("Environment values")
struct EnvironmentValuesTests {
    @Test("a copy keeps its values when the original changes, and the newest value of a key wins")
    func valueSemantics() {
        var a = EnvironmentValues()
        #expect(a.lineLimit == nil)  // the key's default
        a.lineLimit = 2
        a.colorScheme = .dark
        var b = a
        b.lineLimit = 3
        b.lineLimit = 4
        #expect(a.lineLimit == 2)
        #expect(b.lineLimit == 4)
        #expect(b.colorScheme == .dark)
        a.colorScheme = .light
        #expect(b.colorScheme == .dark)
        #expect(a.description == "EnvironmentValues(2 values set)")
    }

    @Test("a key set many times reads its last value")
    func repeatedSets() {
        var env = EnvironmentValues()
        for n in 0..<10_000 { env.lineLimit = n }
        #expect(env.lineLimit == 9_999)
        #expect(env.description == "EnvironmentValues(1 values set)")
    }

    /// Texts resolve their font and colour once per environment (the session keeps the last
    /// one): texts side by side in alternating environments must each get their own.
    @Test("texts in alternating environments keep their own font, colour, case and line limit")
    func alternatingTextEnvironments() {
        let view = VStack {
            Text("a")
            Group { Text("b") }.font(.system(size: 20)).foregroundStyle(Color.red)
            Text("c")
            Text("d").textCase(.uppercase).lineLimit(1)
            Group { Text("e") }.foregroundStyle(Color.red)
        }
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        let items = ViewLayout.layout(view, in: CGSize(width: 200, height: 200), environment: env,
                                      measurer: FixedAdvanceTextMeasurer()).displayList.items
        let texts = items.compactMap { item -> ResolvedText? in
            if case .text(let drawing) = item { return drawing.text }
            return nil
        }
        #expect(texts.map(\.string) == ["a", "b", "c", "D", "e"])
        #expect(texts.map(\.runs[0].font.size) == [10, 20, 10, 10, 10])
        let red = Color.red.resolve(in: env)
        let plain = texts[0].runs[0].color
        #expect(plain != red)
        #expect(texts.map(\.runs[0].color) == [plain, red, plain, plain, red])
        #expect(texts.map(\.lineLimit) == [nil, nil, nil, 1, nil])
    }

    /// Shapes filled with the foreground style take it from the same per-environment cache.
    @Test("shapes in alternating environments keep their own foreground style")
    func alternatingShapeEnvironments() {
        let view = HStack {
            Rectangle().frame(width: 4, height: 4)
            Group { Rectangle().frame(width: 4, height: 4) }.foregroundStyle(Color.red)
            Circle().frame(width: 4, height: 4)
            Group { Capsule().frame(width: 4, height: 4) }.foregroundStyle(Color.blue)
            Rectangle().fill(Color.green).frame(width: 4, height: 4)
        }
        let env = EnvironmentValues()
        let items = ViewLayout.layout(view, in: CGSize(width: 100, height: 100), environment: env,
                                      measurer: FixedAdvanceTextMeasurer()).displayList.items
        let paints = items.compactMap { item -> Paint? in
            if case .fill(_, let paint, _) = item { return paint }
            return nil
        }
        let label = Paint.color(SystemColor.label.resolve(env.colorScheme))
        #expect(paints == [label, .color(Color.red.resolve(in: env)), label, .color(Color.blue.resolve(in: env)),
                           .color(Color.green.resolve(in: env))])
    }
}
