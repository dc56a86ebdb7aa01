import Foundation
import Testing
@testable import VignetteCore
import VignetteCairo

@Suite("Symbol variants and image scales")
struct SymbolVariantTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func images<V: View>(_ view: V) -> [ImageDrawing] {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let result = ViewLayout.layout(view, in: CGSize(width: 100, height: 100), environment: env, measurer: renderer.textEngine)
        return result.displayList.items.compactMap { if case .image(let i) = $0 { i } else { nil } }
    }

    @Test("variant names follow SF Symbols' order and keep what the name has")
    func names() {
        #expect(SymbolVariants.fill.name(for: "heart") == "heart.fill")
        #expect(SymbolVariants.circle.fill.name(for: "checkmark") == "checkmark.circle.fill")
        #expect(SymbolVariants.slash.name(for: "bell.fill") == "bell.slash.fill")
        #expect(SymbolVariants.fill.name(for: "star.fill") == "star.fill")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test("symbolVariant draws the variant when there is one, and the name as written when not")
    func variants() throws {
        let filled = try #require(images(Image(systemName: "star").symbolVariant(.fill)).first)
        #expect(filled.asset.displayName.contains("star.fill"))
        let plain = try #require(images(Image(systemName: "sparkles").symbolVariant(.fill)).first)
        #expect(plain.asset.displayName.contains("sparkles"))
    }

    @Test("imageScale scales symbols, not other images")
    func scales() throws {
        func height(_ scale: Image.Scale) throws -> CGFloat {
            try #require(images(Image(systemName: "star.fill").font(.system(size: 20)).imageScale(scale)).first).frame.height
        }
        let medium = try height(.medium)
        #expect(medium == 24)
        #expect(abs(try height(.large) - medium * 1.29) < 1)
        #expect(abs(try height(.small) - medium * 0.783) < 1)
    }
}

@Suite("Materials")
struct MaterialTests {
    @Test("a material is a translucent tint, thicker materials more opaque, dark in dark mode")
    func tints() {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        dark.colorScheme = .dark
        func alpha(_ m: Material, _ env: EnvironmentValues) -> Double {
            if case .color(let c) = m._resolveStyle(in: env) { c.alpha } else { -1 }
        }
        let order: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
        #expect(order.map { alpha($0, light) } == order.map { alpha($0, light) }.sorted())
        #expect(alpha(.ultraThinMaterial, light) > 0 && alpha(.ultraThickMaterial, light) < 1)
        if case .color(let c) = Material.regularMaterial._resolveStyle(in: dark) { #expect(c.red < 0.2) } else { Issue.record("not a colour") }
        light.colorScheme = .light
        #expect(Material.bar == .regularMaterial)
    }
}
