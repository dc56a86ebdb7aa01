import Foundation
import Testing
@testable import VignetteCore

/// Blocks of every arity keep their views in declaration order: the two- and three-view
/// blocks, the variadic block, and a `TupleView` made by hand, whose views are found by
/// reflection.
@Suite("View builder")
struct ViewBuilderTests {
    private func texts<V: View>(_ view: V) -> [String] {
        layoutTree(view, canvas: nil, proposal: .unspecified).allNodes.map(\.name).filter { $0.hasPrefix("Text") }
    }

    @Test("two, three and five views in a block", arguments: [2, 3, 5])
    func blocks(count: Int) {
        let expected = (0..<count).map { "Text(\"\($0)\")" }
        switch count {
        case 2: #expect(texts(VStack { Text("0"); Text("1") }) == expected)
        case 3: #expect(texts(VStack { Text("0"); Text("1"); Text("2") }) == expected)
        default: #expect(texts(VStack { Text("0"); Text("1"); Text("2"); Text("3"); Text("4") }) == expected)
        }
    }

    @Test("a block mixing modified, conditional and nested views")
    func mixed() {
        let flag = true
        let view = HStack {
            Text("0").padding(2)
            if flag { Text("1") } else { Text("x") }
            Group { Text("2"); Text("3") }
        }
        #expect(texts(view) == ["Text(\"0\")", "Text(\"1\")", "Text(\"2\")", "Text(\"3\")"])
    }

    @Test("a TupleView made from a tuple of views lays out each of them")
    func handMadeTuple() {
        let view = VStack(spacing: 0) { TupleView((Text("0"), Color.red.frame(width: 4, height: 4), Text("1"))) }
        let tree = layoutTree(view, canvas: nil, proposal: .unspecified)
        #expect(texts(view) == ["Text(\"0\")", "Text(\"1\")"])
        // Two 12 pt lines and the 4 pt frame, stacked without spacing.
        #expect(tree.frame.height == 28, "\(tree)")
    }
}
