import Foundation
import Testing
import VignetteCore
import VignetteCairo

@Suite("Effects")
struct EffectTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func pixels<V: View>(_ view: V, size: CGSize = CGSize(width: 60, height: 60)) throws -> RGBAImage {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let result = ViewLayout.layout(view, in: size, environment: env, measurer: renderer.textEngine)
        return try renderer.pixels(result.displayList)
    }

    @Test("shadow: the silhouette is drawn blurred and offset beneath the view")
    func shadow() throws {
        let image = try pixels(Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 4, x: 0, y: 10))
        #expect(image[30, 30] == (255, 255, 255, 255), "the view itself")
        #expect(image[30, 45].a > 60 && image[30, 45].r < 40, "dark shadow below")
        #expect(image[30, 12].a < image[30, 45].a, "less shadow above")
    }

    @Test("blur spreads the edge of a shape")
    func blur() throws {
        let sharp = try pixels(Color.red.frame(width: 20, height: 20))
        let soft = try pixels(Color.red.frame(width: 20, height: 20).blur(radius: 6))
        #expect(sharp[18, 30].a == 0 && soft[18, 30].a > 0, "alpha beyond the edge")
        #expect(soft[30, 30].a < 255 || soft[30, 30].r == 255)
    }

    @Test("mask keeps the view only where the mask is opaque")
    func mask() throws {
        let image = try pixels(Color.blue.frame(width: 40, height: 40).mask { Circle() })
        #expect(image[30, 30] == (0, 0x7A, 255, 255), "centre of the circle: system blue")
        #expect(image[11, 11].a == 0, "corner outside the circle")
    }

    @Test("blend modes: multiply darkens, screen lightens")
    func blendModes() throws {
        func blended(_ mode: BlendMode) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            try pixels(ZStack { Color(red: 1, green: 1, blue: 0); Color(red: 0, green: 1, blue: 1).blendMode(mode) }
                .frame(width: 20, height: 20))[30, 30]
        }
        #expect(try blended(.multiply) == (0, 255, 0, 255))
        #expect(try blended(.screen) == (255, 255, 255, 255))
        #expect(try blended(.normal) == (0, 255, 255, 255))
    }

    @Test("angular gradient: colours run around the centre")
    func angularGradient() throws {
        let image = try pixels(Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 60, height: 60))
        let start = image[55, 31], halfway = image[5, 30]
        #expect(start.r > 200 && start.b < 60, "red just after 0°")
        #expect(halfway.r > 90 && halfway.b > 90, "a mix half-way round")
    }

    @Test("ContainerRelativeShape is concentric with the widget outline")
    func concentricCorners() throws {
        let view = ContainerRelativeShape().fill(.blue).padding(8)
        let result = renderer.layoutWidget(view, family: .systemSmall, appearance: .light, contentMarginsDisabled: true)
        let fill = result.displayList.items.compactMap { item -> Path? in
            if case let .fill(path, .color(c), _) = item, c == RGBA(hex: 0x007AFF) { return path } else { return nil }
        }.first
        // Inset 8 from a 22 pt outline: radius 14, so the curve starts 1.52866483 × 14 from the corner.
        let box = try #require(fill?.boundingRect)
        #expect(box == CGRect(x: 8, y: 8, width: 142, height: 142))
        if case let .move(to: start)? = fill?.elements.first {
            #expect(abs(start.x - (8 + 1.52866483 * 14)) < 0.001)
        }
    }
}
