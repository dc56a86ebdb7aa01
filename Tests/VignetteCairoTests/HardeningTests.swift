import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// Views built from hostile values: the documented result is SwiftUI's (clamp and carry on),
/// never a crash, a hang or a non-finite frame.
@Suite("Hardening: views")
struct ViewHardeningTests {
    static let hostile: [(String, @Sendable () -> AnyView)] = [
        ("NaN frame", { AnyView(Color.red.frame(width: .nan, height: .nan)) }),
        ("negative frame", { AnyView(Color.red.frame(width: -10, height: -3)) }),
        ("infinite frame", { AnyView(Color.red.frame(width: .infinity, height: .infinity)) }),
        ("negative flexible frame", { AnyView(Color.red.frame(minWidth: -5, maxWidth: -3, minHeight: .nan, maxHeight: -1)) }),
        ("NaN and infinite padding", { AnyView(Text("x").padding(.nan).padding(.infinity).padding(-20)) }),
        ("NaN offset and position", { AnyView(Color.red.frame(width: 10, height: 10).offset(x: .nan, y: .infinity).position(x: .nan, y: -.infinity)) }),
        ("infinite spacing", { AnyView(VStack(spacing: .infinity) { Text("a"); Text("b") }) }),
        ("NaN spacing and spacer", { AnyView(HStack(spacing: .nan) { Spacer(minLength: .nan); Text("a"); Spacer(minLength: -4) }) }),
        ("bad aspect ratios", { AnyView(Color.red.aspectRatio(-1, contentMode: .fit).aspectRatio(.nan, contentMode: .fill)) }),
        ("bad fonts", { AnyView(VStack { Text("a").font(.system(size: .nan)); Text("b").font(.system(size: -4)); Text("c").font(.system(size: 1e9)) }) }),
        ("bad text knobs", { AnyView(Text("line one line two").kerning(.infinity).tracking(.nan).lineSpacing(.nan).minimumScaleFactor(.nan).lineLimit(-3)) }),
        ("bad effects", { AnyView(Color.red.frame(width: 20, height: 20).shadow(radius: .nan).blur(radius: .infinity).opacity(.nan)) }),
        ("bad stroke", { AnyView(Circle().stroke(.red, style: StrokeStyle(lineWidth: .nan, dash: [-1, .infinity]))) }),
        ("empty stacks", { AnyView(HStack { VStack {}; ZStack {}; Grid {}; EmptyView() }) }),
        ("layout priority NaN", { AnyView(HStack { Text("a").layoutPriority(.nan); Text("b").layoutPriority(.infinity) }) }),
    ]

    @Test(arguments: hostile.map(\.0))
    func clampsAndRenders(_ name: String) throws {
        let make = try #require(Self.hostile.first { $0.0 == name }?.1)
        let renderer = try CairoRenderer()
        let result = renderer.layoutWidget(make(), family: .systemSmall, appearance: .light)
        for node in result.tree.allNodes {
            let f = node.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0,
                    "\(name): \(node.name) \(f)")
        }
        let image = try RGBAImage.decodePNG(renderer.pngData(result.displayList))
        #expect(image.width == 474 && image.height == 474)
    }

    @Test("a megabyte-long string is laid out by truncation, not by running out of time or memory")
    func megabyteString() throws {
        let renderer = try CairoRenderer()
        let text = String(repeating: "Lorem ipsum dolor sit amet, ", count: 40_000)  // 1.1 MB
        let result = renderer.layoutWidget(Text(text).lineLimit(3), family: .systemMedium, appearance: .light)
        _ = try renderer.pngData(result.displayList)
        // Three lines of body text, not the megabyte: what is laid out and drawn is cut by layout.
        let limited = try #require(result.tree.frames(named: "Text").first)
        #expect(limited.height < 3 * 24)
        let unlimited = renderer.layoutWidget(Text(text), family: .systemSmall, appearance: .light)
        #expect(unlimited.tree.frames(named: "Text").first!.height <= 126)
    }

    @Test("ten thousand levels of nesting: cut at the documented depth and reported, never a crash")
    func deepNesting() throws {
        var view = AnyView(Text("leaf"))
        for _ in 0..<10_000 { view = AnyView(VStack { view }.padding(1)) }
        let renderer = try CairoRenderer()
        let result = renderer.layoutWidget(view, family: .systemSmall, appearance: .light)
        // What is below the cut is not drawn, the leaf's text with it: the widget drew nothing.
        #expect(result.warnings.map(\.cause) == ["too-deep", "nothing-drawn"])
        #expect(result.warnings.first?.message.contains("more than 600 views deep") == true)
        #expect(result.warnings.first?.cause == "too-deep")
        _ = try renderer.renderWidgetPNG(view, family: .systemSmall, appearance: .light)
    }

    @Test("a view with nothing in it renders as an empty image of its size")
    func emptyImage() throws {
        let renderer = ImageRenderer(content: EmptyView())
        let image = try RGBAImage.decodePNG(try #require(renderer.pngData()))
        #expect(image.width == 1 && image.height == 1 && image.pixels == [0, 0, 0, 0])
    }
}
