import Foundation
import Testing
@testable import VignetteCore

/// A path that is one rectangle is kept as the rectangle: it must read, compare, move and
/// grow exactly like the same path spelled out element by element.
@Suite("Path")
struct PathTests {
    private let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

    /// The rectangle's outline, added one element at a time.
    private var spelledOut: Path {
        var p = Path()
        p.move(to: CGPoint(x: 10, y: 20))
        p.addLine(to: CGPoint(x: 40, y: 20))
        p.addLine(to: CGPoint(x: 40, y: 60))
        p.addLine(to: CGPoint(x: 10, y: 60))
        p.closeSubpath()
        return p
    }

    @Test("a rectangle reads as its five elements and equals them spelled out")
    func rectangleElements() {
        let p = Path(rect)
        #expect(p.elements == spelledOut.elements)
        #expect(p == spelledOut)
        #expect(spelledOut == p)
        #expect(p.boundingRect == rect)
        #expect(p.currentPoint == CGPoint(x: 10, y: 20))
        #expect(p.description == "M10,20 L40,20 L40,60 L10,60 Z")
        #expect(!p.isEmpty)
        #expect(Path(rect) != Path(rect.insetBy(dx: 1, dy: 1)))
    }

    @Test("a rectangle with a negative size is standardized, as addRect does")
    func negativeSize() {
        #expect(Path(CGRect(x: 40, y: 60, width: -30, height: -40)) == spelledOut)
    }

    @Test("adding to a rectangle keeps its elements first")
    func growing() {
        var p = Path(rect)
        p.addLine(to: CGPoint(x: 0, y: 0))
        var q = spelledOut
        q.addLine(to: CGPoint(x: 0, y: 0))
        #expect(p == q)
        #expect(p.elements.count == 6)

        var two = Path(rect)
        two.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(two.elements.count == 10)
        #expect(two.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 60))
    }

    @Test("moving a path moves its elements and its current point")
    func offset() {
        let moved = Path(rect).offsetBy(dx: 5, dy: -5)
        #expect(moved == spelledOut.offsetBy(dx: 5, dy: -5))
        #expect(moved.boundingRect == rect.offsetBy(dx: 5, dy: -5))
        #expect(moved.currentPoint == CGPoint(x: 15, y: 15))
        #expect(spelledOut.offsetBy(dx: 5, dy: -5).currentPoint == CGPoint(x: 15, y: 15))
    }
}
