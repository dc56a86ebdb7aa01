import Foundation
import Testing
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

@Suite("Symbol rendering modes")
struct SymbolRenderingModeTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func images<V: View>(_ view: V, scheme: ColorScheme = .light) -> [ImageDrawing] {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        env.colorScheme = scheme
        let result = ViewLayout.layout(view, in: CGSize(width: 100, height: 100), environment: env, measurer: renderer.textEngine)
        return result.displayList.items.compactMap { if case .image(let i) = $0 { i } else { nil } }
    }

    private func layers<V: View>(_ view: V, scheme: ColorScheme = .light) -> [String] {
        images(view, scheme: scheme).map { "\($0.asset.svgLayer ?? "whole") \($0.tint.map { "\($0)" } ?? "-")" }
    }

    private func rgba(_ color: Color, _ scheme: ColorScheme = .light) -> RGBA {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return color.resolve(in: env)
    }

    private let label = SystemColor.label.resolve(.light), secondaryLabel = SystemColor.secondaryLabel.resolve(.light)

    @Test("monochrome, and no mode at all, draw the symbol whole in the foreground colour")
    func monochrome() throws {
        let plain = images(Image(systemName: "cloud.sun.fill"))
        #expect(plain.count == 1 && plain[0].asset.svgLayer == nil && plain[0].tint == label)
        #expect(images(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.monochrome)) == plain)
        #expect(images(Image(systemName: "cloud.sun.fill").foregroundStyle(.blue).symbolRenderingMode(.monochrome)).map(\.tint)
                == [rgba(.blue)])
    }

    @Test("hierarchical: the primary layer in the foreground, the secondary at its secondary level, back to front")
    func hierarchical() throws {
        let drawn = images(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical))
        #expect(drawn.map { $0.asset.svgLayer } == ["sun", "cloud"])
        #expect(drawn.map(\.tint) == [secondaryLabel, label])
        #expect(drawn.allSatisfy { $0.asset.url.path.hasSuffix("Symbols/Layers/cloud.sun.fill.svg") })
        // A custom colour: 60 % of it for the secondary level (HierarchicalShapeStyle).
        let blue = rgba(.blue)
        #expect(images(Image(systemName: "moon.stars.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)).map(\.tint)
                == [blue, blue.multiplyingAlpha(0.6)])
    }

    @Test("the mode is an environment value: set on a container, read by every symbol inside; the image's own wins")
    func environment() throws {
        let tree = VStack {
            Image(systemName: "cloud.rain.fill")
            Image(systemName: "cloud.bolt.fill").symbolRenderingMode(.monochrome)
        }
        .symbolRenderingMode(.hierarchical)
        #expect(layers(tree).map { $0.components(separatedBy: " ")[0] } == ["cloud", "rain", "whole"])
        var env = EnvironmentValues()
        #expect(env.symbolRenderingMode == nil)
        env.symbolRenderingMode = .palette
        #expect(env.symbolRenderingMode == .palette)
        // nil brings back the automatic choice (monochrome without foregroundStyle(_:_:)).
        #expect(images(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.multicolor).symbolRenderingMode(nil)).count == 1)
        #expect(images(VStack { Image(systemName: "cloud.rain.fill").symbolRenderingMode(nil) }.symbolRenderingMode(.multicolor)).count == 2)
    }

    @Test("palette: foregroundStyle(_:_:) gives the levels in order, and picks palette when no mode is set")
    func palette() throws {
        let drawn = images(Image(systemName: "cloud.sun.fill").foregroundStyle(.white, .yellow))
        #expect(drawn.map { $0.asset.svgLayer } == ["sun", "cloud"])
        #expect(drawn.map(\.tint) == [rgba(.yellow), rgba(.white)])
        let explicit = images(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.palette).foregroundStyle(.blue, .gray))
        #expect(explicit.map(\.tint) == [rgba(.blue), rgba(.gray)])
        // Three levels: the tertiary is the third; a secondary style inside resolves to the given one.
        var env = EnvironmentValues()
        env.setForegroundLevels([.color(rgba(.red)), .color(rgba(.green)), .color(rgba(.blue))])
        #expect(HierarchicalShapeStyle.secondary._resolveStyle(in: env) == .color(rgba(.green)))
        #expect(HierarchicalShapeStyle.tertiary._resolveStyle(in: env) == .color(rgba(.blue)))
        env.setForegroundLevels([.color(rgba(.red)), .color(rgba(.green))])
        #expect(HierarchicalShapeStyle.tertiary._resolveStyle(in: env) == .color(rgba(.green)))
        // Palette with one style derives the others from it, as hierarchical does.
        let one = images(Image(systemName: "moon.stars.fill").symbolRenderingMode(.palette).foregroundStyle(.blue))
        #expect(one.map(\.tint) == [rgba(.blue), rgba(.blue).multiplyingAlpha(0.6)])
    }

    @Test("a single foregroundStyle inside foregroundStyle(_:_:) sets every level again")
    func singleStyleResets() throws {
        let inner = images(VStack { Image(systemName: "cloud.sun.fill").foregroundStyle(.red) }.foregroundStyle(.white, .yellow))
        #expect(inner.count == 1 && inner[0].tint == rgba(.red))
        let text = VStack { Image(systemName: "heart.fill").foregroundStyle(.secondary) }.foregroundStyle(.blue, .orange)
        #expect(images(text).map(\.tint) == [rgba(.orange)])
    }

    @Test("multicolor: each layer in its own colour for the scheme, the others in the foreground")
    func multicolor() throws {
        for scheme in [ColorScheme.light, .dark] {
            let drawn = images(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor), scheme: scheme)
            #expect(drawn.map(\.tint) == [rgba(.yellow, scheme), rgba(.white, scheme)])
        }
        #expect(images(Image(systemName: "cloud.rain.fill").symbolRenderingMode(.multicolor)).map(\.tint) == [rgba(.white), rgba(.cyan)])
        #expect(images(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor)).map(\.tint) == [rgba(.red)])
        #expect(images(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.multicolor)).map(\.tint) == [rgba(.green), rgba(.white)])
        // moon.stars.fill has layers but no colours of its own: the foreground, as monochrome.
        #expect(images(Image(systemName: "moon.stars.fill").symbolRenderingMode(.multicolor).foregroundStyle(.indigo)).map(\.tint)
                == [rgba(.indigo), rgba(.indigo)])
        // An original system symbol is drawn in multicolor, as SwiftUI's renderingMode(.original) does.
        #expect(images(Image(systemName: "sun.max.fill").renderingMode(.original)).map(\.tint) == [rgba(.yellow)])
    }

    @Test("symbols without layers (Adwaita icons) are one layer in the foreground in every mode")
    func oneLayer() throws {
        for mode in [SymbolRenderingMode.hierarchical, .palette, .multicolor] {
            let drawn = images(Image(systemName: "cloud.sun").symbolRenderingMode(mode).foregroundStyle(.blue))
            #expect(drawn.count == 1 && drawn[0].asset.svgLayer == nil && drawn[0].tint == rgba(.blue))
        }
    }

    @Test("each layer prints and fingerprints apart; a placeholder is one box")
    func displayListAndPlaceholder() throws {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let list = ViewLayout.layout(Image(systemName: "cloud.bolt.fill").symbolRenderingMode(.hierarchical),
                                     in: CGSize(width: 40, height: 40), environment: env, measurer: renderer.textEngine).displayList
        #expect(list.description.contains("cloud.bolt.fill.svg#cloud tint") && list.description.contains("cloud.bolt.fill.svg#bolt tint"))
        let drawn = images(Image(systemName: "cloud.bolt.fill").symbolRenderingMode(.hierarchical))
        func print(_ item: ImageDrawing) -> String {
            var h = StableHasher()
            DisplayList(size: CGSize(width: 40, height: 40), scale: 1, items: [.image(item)]).fingerprint(into: &h)
            return h.hex
        }
        var same = drawn[0]
        same.tint = drawn[1].tint
        #expect(print(same) != print(drawn[1]))
        env.redactionReasons = .placeholder
        let redacted = ViewLayout.layout(Image(systemName: "cloud.bolt.fill").symbolRenderingMode(.multicolor),
                                         in: CGSize(width: 40, height: 40), environment: env, measurer: renderer.textEngine).displayList
        #expect(redacted.items.count == 1)
    }

    @Test("on the Lock Screen's vibrant rendering every layer is white at its colour's luminance")
    func vibrant() throws {
        let view = Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
        let items = renderer.layoutWidget(view, family: .accessoryCircular, appearance: .vibrant).displayList.items
        let tints = items.compactMap { if case .image(let i) = $0 { i.tint } else { nil } }
        #expect(tints.count == 2)
        #expect(tints.allSatisfy { $0.red == 1 && $0.green == 1 && $0.blue == 1 })
        #expect(tints[0].alpha < tints[1].alpha, "the yellow sun is darker than the white cloud")
    }

    /// Every mode on the layered symbols: rows monochrome, hierarchical, hierarchical in blue,
    /// palette (blue, orange), multicolor, and multicolor on a blue tile as weather widgets show it.
    nonisolated struct Sheet: View {
        static let names = ["cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "cloud.snow.fill", "sun.max.fill", "moon.stars.fill",
                            "heart.fill", "flame.fill", "checkmark.circle.fill", "plus.circle.fill", "battery.25", "battery.100.bolt"]

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                row { $0.symbolRenderingMode(.monochrome) }
                row { $0.symbolRenderingMode(.hierarchical) }
                row { $0.symbolRenderingMode(.hierarchical).foregroundStyle(.blue) }
                row { $0.symbolRenderingMode(.palette).foregroundStyle(.blue, .orange) }
                row { $0.symbolRenderingMode(.multicolor) }
                row { $0.symbolRenderingMode(.multicolor) }
                    .background(Color.blue.gradient, in: RoundedRectangle(cornerRadius: 8))
            }
            .padding(8)
            .font(.system(size: 28))
            .background(Color(.systemBackground))
        }

        private func row(_ style: @escaping (Image) -> some View) -> some View {
            HStack(spacing: 8) {
                ForEach(Self.names, id: \.self) { style(Image(systemName: $0)).frame(width: 38, height: 38) }
            }
        }
    }

    @Test("layers draw in SVG and PDF output too")
    func vectorOutput() throws {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let list = ViewLayout.layout(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).font(.system(size: 20)),
                                     in: CGSize(width: 40, height: 40), environment: env, measurer: renderer.textEngine).displayList
        let svg = String(decoding: try renderer.encode(list, as: .svg), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(try renderer.encode(list, as: .pdf).count > 100)
    }

    @Test("the modes draw as referenced", arguments: [ColorScheme.light, .dark])
    func matchesReference(_ scheme: ColorScheme) throws {
        let png = try VignetteSnapshots.renderers.withRenderer { renderer in
            var env = renderer.baseEnvironment
            env.colorScheme = scheme
            env.displayScale = 2
            let result = ViewLayout.layout(Sheet(), proposal: .unspecified, environment: env, measurer: renderer.textEngine)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            return try renderer.pngData(result.displayList)
        }
        assertReference(png, at: SnapshotLocations.snapshots("SymbolRenderingModes").appendingPathComponent("modes-\(scheme).png"),
                        name: "SymbolRenderingModes/\(scheme)")
    }
}
