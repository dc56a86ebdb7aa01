import Foundation
import Testing
@testable import VignetteCore
import VignetteCairo

@Suite("Transform effects")
struct TransformEffectTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func render<V: View>(_ view: V, size: CGSize = CGSize(width: 60, height: 60)) throws -> (RGBAImage, LayoutResult) {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let result = ViewLayout.layout(view, in: size, environment: env, measurer: renderer.textEngine)
        return (try renderer.pixels(result.displayList), result)
    }

    /// The columns and rows where the image has ink.
    private func inkBounds(_ image: RGBAImage, size: Int = 60) -> CGRect {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<size { for x in 0..<size where image[x, y].a > 128 { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    @Test("rotationEffect turns the drawing about the centre and leaves the frame alone")
    func rotation() throws {
        let (image, result) = try render(Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)))
        #expect(inkBounds(image) == CGRect(x: 25, y: 10, width: 10, height: 40))
        #expect(result.tree.frames(named: "frame").first == CGRect(x: 10, y: 25, width: 40, height: 10))
    }

    @Test("scaleEffect scales about its anchor")
    func scale() throws {
        let (image, _) = try render(Color.red.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading))
        #expect(inkBounds(image) == CGRect(x: 20, y: 20, width: 40, height: 40))
        let (flat, _) = try render(Color.red.frame(width: 20, height: 20).scaleEffect(x: 1, y: 0.5))
        #expect(inkBounds(flat) == CGRect(x: 20, y: 25, width: 20, height: 10))
    }

    @Test("a half turn about the vertical axis mirrors; a quarter turn hides the view")
    func rotation3D() throws {
        let (mirrored, _) = try render(HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
        #expect(mirrored[15, 30].b == 255 && mirrored[45, 30].r == 255)
        let (edgeOn, result) = try render(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)))
        #expect(inkBounds(edgeOn) == .null)
        #expect(!result.displayList.description.contains("transform"))
    }

    @Test("effects inside a rotated view (an opacity layer) turn with it")
    func layerInsideTransform() throws {
        let (image, _) = try render(Color.red.frame(width: 40, height: 10).opacity(0.5).rotationEffect(.degrees(90)))
        #expect(image[30, 15].a > 100 && image[15, 30].a == 0)
    }

    @Test("a shadow, a blur and a mirror inside a rotation turn with the view")
    func layerEffectsInsideTransform() throws {
        let size = CGSize(width: 100, height: 100)
        let (shadowed, _) = try render(Color.red.frame(width: 60, height: 10).shadow(color: .blue, radius: 0, x: 0, y: 15)
            .rotationEffect(.degrees(90)), size: size)
        #expect(shadowed[35, 50].b == 255 && shadowed[35, 50].a == 255, "the shadow falls beside the turned bar")
        #expect(shadowed[50, 82].a == 0, "not below it")
        let (blurred, _) = try render(Color.red.frame(width: 80, height: 6).blur(radius: 3).rotationEffect(.degrees(90)), size: size)
        #expect(blurred[45, 20].a > 0 && blurred[45, 80].a > 0, "soft edges along the whole turned bar")
        let (mirrored, _) = try render(HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 40, height: 20)
            .flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
            .rotationEffect(.degrees(90)), size: size)
        #expect(mirrored[50, 40].r == 255 && mirrored[50, 60].b == 255, "mirrored first, then turned: red on top")
    }

    @Test("the display list shows the transform")
    func dump() throws {
        let (_, result) = try render(Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(90)))
        #expect(result.displayList.description.contains("transform [0 1 -1 0 60 0]"))
    }
}

@Suite("Trimmed and transformed shapes")
struct TrimmedShapeTests {
    @Test("a line trimmed to its second quarter")
    func line() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        #expect(path.trimmedPath(from: 0.25, to: 0.5).elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 50, y: 0))])
    }

    @Test("half a square's outline is its top and right edges; a reversed range is empty")
    func rectangle() {
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(half.elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100))])
        #expect(Rectangle().trim(from: 0.6, to: 0.2).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).elements.isEmpty)
    }

    @Test("a trimmed circle stays on the circle and keeps curves")
    func circle() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let arc = Circle().trim(from: 0, to: 0.3).path(in: rect)
        // (A circle's path is cubic Béziers, within 0.03 % of the radius of the true circle.)
        var onCircle = true
        for element in arc.elements {
            if case let .curve(p, _, _) = element { onCircle = onCircle && abs(hypot(p.x - 50, p.y - 50) - 50) < 0.05 }
        }
        #expect(onCircle)
        #expect(arc.elements.contains { if case .curve = $0 { true } else { false } })
        // 30 % of the circumference, measured along the trimmed path's chords.
        let length = PathSegment.segments(of: arc).reduce(0) { $0 + $1.length }
        #expect(abs(length - 0.3 * .pi * 100) < 0.5)
        // One unbroken arc: a single move, then curves only.
        let long = Circle().trim(from: 0, to: 0.84).path(in: rect)
        #expect(long.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
        #expect(abs(PathSegment.segments(of: long).reduce(0) { $0 + $1.length } - 0.84 * .pi * 100) < 1)
    }

    @Test("rotation, scale and offset move the path, not the frame")
    func transforms() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect([turned.minX, turned.minY, turned.width, turned.height].map { $0.rounded() } == [10, -10, 20, 40])
        #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(Rectangle().offset(x: 5, y: -5).path(in: rect).boundingRect == CGRect(x: 5, y: -5, width: 40, height: 20))
    }
}
