import Foundation
import Testing
@testable import VignetteCore

// Preferences flow up after layout; a view that reads them is laid out again with the values
// (Feedback/SettledLayout.swift). Fixed-advance text: a 10 pt character is 6 pt wide, a line 12 pt.

private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Labels in a column, all as wide as the widest: each measures itself with a geometry reader
/// behind it, the column takes the largest width and frames every label to it.
private nonisolated struct EqualWidthLabels: View {
    let labels: [String]
    @State private var width: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(labels, id: \.self) { label in
                Text(label)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                    })
                    .frame(width: width > 0 ? width : nil, alignment: .leading)
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { width = $0 }
    }
}

/// A counter that feeds its own preference: it can never settle.
private nonisolated struct RunawayCounter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .preference(key: SumKey.self, value: count + 1)
            .onPreferenceChange(SumKey.self) { count = $0 }
    }
}

@Suite("Preferences")
struct PreferenceTests {
    private func layout<V: View>(_ view: V, canvas: CGSize = CGSize(width: 200, height: 200)) -> LayoutResult {
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        return ViewLayout.layout(view, in: canvas, environment: env, measurer: FixedAdvanceTextMeasurer())
    }

    private func texts(_ result: LayoutResult) -> [String] {
        result.tree.allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
    }

    @Test("siblings' values combine with reduce, in view order, and reach an overlay")
    func reduceIntoOverlay() {
        let result = layout(
            VStack {
                Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 2)
                Color.green.frame(width: 10, height: 10).preference(key: SumKey.self, value: 3)
                Color.blue.frame(width: 10, height: 10)
            }
            .overlayPreferenceValue(SumKey.self) { sum in Text("sum \(sum)") }
        )
        #expect(texts(result) == [#"Text("sum 5")"#])
        // (The overlay is 10 pt wide: the fit report says the text is cut, and nothing else is wrong.)
        #expect(result.warnings.map(\.cause) == ["text-truncated"])
    }

    @Test("an outer preference replaces its content's; transformPreference changes it; order is view order")
    func writeAndTransform() {
        let listed = layout(
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                Text("b").preference(key: NamesKey.self, value: ["b"]).transformPreference(NamesKey.self) { $0.append("b2") }
                Text("c").preference(key: NamesKey.self, value: ["c"]).preference(key: NamesKey.self, value: ["C"])
            }
            .backgroundPreferenceValue(NamesKey.self) { names in Text(names.joined(separator: ",")) }
        )
        #expect(texts(listed).last == #"Text("a,b,b2,C")"#)
    }

    @Test("a reader sees its content only, not the modifiers outside it")
    func readerScope() {
        let result = layout(
            Color.red.frame(width: 10, height: 10)
                .preference(key: SumKey.self, value: 1)
                .overlayPreferenceValue(SumKey.self) { Text("inner \($0)") }
                .transformPreference(SumKey.self) { $0 += 10 }
                .overlayPreferenceValue(SumKey.self) { Text("outer \($0)") }
        )
        #expect(Set(texts(result)) == [#"Text("inner 1")"#, #"Text("outer 11")"#])
    }

    @Test("onPreferenceChange writes @State, and the next pass lays out with it")
    func equalWidths() {
        let result = layout(EqualWidthLabels(labels: ["Rain", "Humidity", "UV"]), canvas: CGSize(width: 300, height: 100))
        // The widest label, "Humidity", is 8 × 6 = 48 pt: every label's frame takes that width.
        let frames = result.tree.frames(named: "frame")
        #expect(frames.map(\.width) == [48, 48, 48])
        #expect(frames.map(\.minY) == [32, 44, 56])
        #expect(result.warnings.isEmpty)
    }

    @Test("an anchor resolves, through GeometryProxy, to the anchored view's frame in the reader's coordinates")
    func anchorUnderline() throws {
        let result = layout(
            VStack(spacing: 4) {
                Text("Title")
                Text("Subtitle").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .padding(10)
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let box = proxy[anchor]
                        Rectangle().frame(width: box.width, height: 2).position(x: box.midX, y: box.maxY + 1)
                    }
                }
            }
        )
        let subtitle = try #require(result.tree.allNodes.first { $0.name == #"Text("Subtitle")"# }?.frame)
        let underline = try #require(result.tree.allNodes.first { $0.name.hasPrefix("Rectangle") }?.frame)
        #expect(underline == CGRect(x: subtitle.minX, y: subtitle.maxY, width: subtitle.width, height: 2))
        #expect(subtitle.width == 48)
    }

    @Test("a value that never settles stops after the last pass with a warning naming the key")
    func runaway() {
        let result = layout(RunawayCounter())
        #expect(texts(result) == [#"Text("3")"#])
        #expect(result.warnings.map(\.cause) == ["preferences-unsettled"])
        #expect(result.warnings.first?.message.contains("SumKey") == true)
    }

    @Test("warnings of a pass that is laid out again are dropped")
    func earlierPassWarningsDropped() {
        // The first pass frames the label with the state's initial 0 − 8 (a negative width, a
        // warning); the second with 48 − 8. Only the second pass's warnings are reported.
        nonisolated struct Shrunk: View {
            @State private var width: CGFloat = 0
            var body: some View {
                Text("Humidity")
                    .background(GeometryReader { Color.clear.preference(key: MaxWidthKey.self, value: $0.size.width) })
                    .frame(width: width - 8)
                    .onPreferenceChange(MaxWidthKey.self) { width = max(width, $0) }
            }
        }
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        env.diagnostics = RenderDiagnostics()
        let result = ViewLayout.layout(Shrunk(), in: CGSize(width: 200, height: 100), environment: env, measurer: FixedAdvanceTextMeasurer())
        #expect(result.warnings.isEmpty)
    }

    @Test("a layout with preference readers keeps no cycle: its tree is freed with its result")
    func freesTheTree() {
        final class WeakNode { weak var node: LayoutNode?; init(_ n: LayoutNode) { node = n } }
        var nodes: [WeakNode] = []
        do {
            let result = layout(EqualWidthLabels(labels: ["Rain", "Humidity"]))
            func collect(_ n: LayoutNode) { nodes.append(WeakNode(n)); n.children.forEach(collect) }
            collect(result.root)
        }
        #expect(nodes.count > 5)
        #expect(nodes.allSatisfy { $0.node == nil })
    }
}

@Suite("Anchor values")
struct AnchorValueTests {
    @Test("arrays of optional rects and points move into the reader's coordinates, nils kept")
    func optionalArrays() {
        let offset = CGPoint(x: -10, y: -20)
        let rects = AnchorSourceStorage.shift([CGRect(x: 10, y: 20, width: 5, height: 5), nil] as [CGRect?], by: offset) as? [CGRect?]
        #expect(rects == [CGRect(x: 0, y: 0, width: 5, height: 5), nil])
        let points = AnchorSourceStorage.shift([nil, CGPoint(x: 15, y: 25)] as [CGPoint?], by: offset) as? [CGPoint?]
        #expect(points == [nil, CGPoint(x: 5, y: 5)])
    }
}
