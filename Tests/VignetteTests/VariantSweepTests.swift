import Foundation
import Testing
@testable import VignetteCore

/// `render --variants`: which reader settings each sweep renders, over the flags' own.
@Suite("Variant sweeps")
struct VariantSweepTests {
    private func names(_ variants: [RenderVariant]) -> [String] { variants.map { $0.isStandard ? "standard" : $0.nameParts.joined(separator: "-") } }

    @Test("sizes: the standard size and four that bound the slider; all-sizes: all twelve, large once")
    func sizes() {
        #expect(names(VariantSweep.sizes.variants()) == ["standard", "xSmall", "xxxLarge", "accessibility1", "accessibility5"])
        let all = VariantSweep.allSizes.variants()
        #expect(all.count == 12)
        #expect(Set(all.map(\.dynamicTypeSize)) == Set(DynamicTypeSize.allCases))
        #expect(all.first == .standard)
    }

    @Test("languages: the target's localizations but its own, Arabic and Hebrew, and double-length")
    func languages() {
        #expect(names(VariantSweep.languages.variants(localizations: ["de", "en", "en-GB", "zh-Hans", "Base"]))
                == ["standard", "de", "zh_Hans", "ar", "he", "double-length"])
        let arabic = VariantSweep.languages.variants(localizations: [])
        #expect(arabic.map { $0.resolvedLayoutDirection } == [nil, .rightToLeft, .rightToLeft, nil])
        // A target rendered in Arabic: the sweep starts from it, and Arabic is not added twice.
        let base = RenderVariant(locale: Locale(identifier: "ar"))
        #expect(names(VariantSweep.languages.variants(from: base, localizations: ["ar", "fr"])) == ["ar", "fr", "he", "ar-double-length"])
    }

    @Test("accessibility: Bold Text, Increase Contrast and Reduce Transparency, each on its own")
    func accessibility() {
        #expect(names(VariantSweep.accessibility.variants()) == ["standard", "bold", "increased-contrast", "reduced-transparency"])
    }

    @Test("over the flags' variant: every sweep changes one setting of it; all is the union, each variant once")
    func overBase() {
        let bold = RenderVariant(legibilityWeight: .bold)
        #expect(names(VariantSweep.sizes.variants(from: bold)) == ["bold", "xSmall-bold", "xxxLarge-bold", "accessibility1-bold", "accessibility5-bold"])
        let all = VariantSweep.variants([.all, .sizes], localizations: ["de"])
        #expect(all.count == 12 + 4 + 3)
        #expect(Set(all).count == all.count)
        #expect(VariantSweep.variants([.sizes, .accessibility]) == VariantSweep.sizes.variants() + VariantSweep.accessibility.variants().dropFirst())
    }
}
