import Foundation
import Testing
@testable import Vignette

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

    /// Blocks read their views where they lie in the tuple, at offsets computed from the
    /// element types: they must be the offsets Swift gives the tuple's elements.
    @Test("tuple element offsets match Swift's layout of tuples")
    func tupleOffsets() {
        func offsets<A, B, C>(_ tuple: (A, B, C)) -> [Int] {
            withUnsafePointer(to: tuple) { p in
                var walker = TupleElementOffsets(p)
                let base = UnsafeRawPointer(p)
                return [UnsafeRawPointer(walker.next(A.self)) - base, UnsafeRawPointer(walker.next(B.self)) - base,
                        UnsafeRawPointer(walker.next(C.self)) - base]
            }
        }
        func expected<A, B, C>(_: (A, B, C).Type) -> [Int] {
            [MemoryLayout<(A, B, C)>.offset(of: \(A, B, C).0)!, MemoryLayout<(A, B, C)>.offset(of: \(A, B, C).1)!,
             MemoryLayout<(A, B, C)>.offset(of: \(A, B, C).2)!]
        }
        let padded = (UInt8(1), Text("a").padding(2), Int16(3))
        #expect(offsets(padded) == expected(type(of: padded)))
        let mixed = (true, Color.red.frame(width: 1, height: 2), Text("b"))
        #expect(offsets(mixed) == expected(type(of: mixed)))
        let small = (UInt8(1), UInt16(2), UInt8(3))
        #expect(offsets(small) == expected(type(of: small)))
        #expect(offsets(small) == [0, 2, 4])
    }
}
