import Foundation
import Testing
@testable import VignetteCore

/// A row with localizable texts of every kind and a verbatim one, read as the body is evaluated.
private nonisolated struct PseudoRow: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Farmers market").lineLimit(1).frame(width: 120, alignment: .leading)
            Text("\(3) items")
            Text(String(localized: "Done"))
            Text(LocalizedStringResource("Open"))
            Text(verbatim: "Verbatim")
            Text(title)
        }
    }
}

/// Xcode's pseudolanguages: every localizable string transformed, verbatim text left alone, the
/// right-to-left ones mirrored, and the fit report finding what no longer fits.
@Suite("Pseudolanguages")
struct PseudoLanguageTests {
    private func layout(_ pseudo: PseudoLanguage?) -> LayoutResult {
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        let request = RenderRequest(.view(ProposedViewSize(width: 300, height: 300)), device: WidgetDevice.defaultDevice.withScale(1),
                                    appearance: nil, variant: RenderVariant(pseudoLanguage: pseudo))
        return request.layout(PseudoRow(title: "Stored string"), environment: env, measurer: FixedAdvanceTextMeasurer())
    }

    private func texts(_ pseudo: PseudoLanguage?) -> [String] {
        layout(pseudo).displayList.items.compactMap { if case .text(let t) = $0 { t.text.string } else { nil } }
    }

    @Test("each pseudolanguage transforms the localizable texts, as Foundation does under Xcode's options", arguments: [
        (nil, ["Farmers market", "3 items", "Done", "Open"]),
        (PseudoLanguage.doubleLength, ["Farmers market Farmers market", "3 items 3 items", "Done Done", "Open Open"]),
        (.bounded, ["[# Farmers market #]", "[# 3 items #]", "[# Done #]", "[# Open #]"]),
        (.rightToLeft, ["Farmers market", "3 items", "Done", "Open"]),
        (.rightToLeftWithStrings, ["\u{202E}Farmers market\u{202C}", "\u{202E}3 items\u{202C}", "\u{202E}Done\u{202C}", "\u{202E}Open\u{202C}"]),
    ] as [(PseudoLanguage?, [String])])
    func transformed(pseudo: PseudoLanguage?, expected: [String]) {
        let shown = texts(pseudo)
        #expect(Array(shown.prefix(4)) == expected, "\(shown)")
        // Verbatim and stored strings are not localizable: never transformed.
        #expect(Array(shown.suffix(2)) == ["Verbatim", "Stored string"], "\(shown)")
    }

    @Test("accented: a combining accent on each letter of the format, none on a specifier or a value")
    func accented() {
        let shown = texts(.accented)
        let accents: [Unicode.Scalar] = ["\u{0308}", "\u{0303}", "\u{0300}", "\u{0325}", "\u{0301}", "\u{0327}"]
        func accent(_ s: String) -> String {
            var out = String.UnicodeScalarView()
            var n = 0
            for c in s.unicodeScalars {
                out.append(c)
                if c.properties.isAlphabetic { out.append(accents[n % 6]); n += 1 }
            }
            return String(out)
        }
        #expect(shown[0].unicodeScalars.elementsEqual(accent("Farmers market").unicodeScalars), "\(shown[0].unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(shown[1].unicodeScalars.elementsEqual(("3 " + accent("items")).unicodeScalars), "\(shown[1])")
        #expect(shown[2].unicodeScalars.elementsEqual("D\u{0308}o\u{0303}n\u{0300}e\u{0325}".unicodeScalars), "\(shown[2])")
        #expect(Array(shown.suffix(2)) == ["Verbatim", "Stored string"])
    }

    @Test("the right-to-left pseudolanguages mirror the layout; a direction asked for wins")
    func direction() {
        #expect(RenderVariant(pseudoLanguage: .rightToLeft).resolvedLayoutDirection == .rightToLeft)
        #expect(RenderVariant(pseudoLanguage: .rightToLeftWithStrings).resolvedLayoutDirection == .rightToLeft)
        #expect(RenderVariant(pseudoLanguage: .doubleLength).resolvedLayoutDirection == nil)
        #expect(RenderVariant(layoutDirection: .leftToRight, pseudoLanguage: .rightToLeft).resolvedLayoutDirection == .leftToRight)
        // The first text is 84 pt wide in a 120 pt frame at the leading edge: on the right when mirrored.
        let frames = layout(.rightToLeft).tree.frames(named: "Text")
        #expect(frames.first?.maxX == 120, "\(frames)")
        #expect(layout(nil).tree.frames(named: "Text").first?.minX == 0)
    }

    @Test("double-length: the fit report finds the text that no longer fits its frame, and only it")
    func fitReport() {
        #expect(layout(nil).warnings.isEmpty, "\(layout(nil).warnings)")
        let warnings = layout(.doubleLength).warnings
        #expect(warnings.map(\.cause) == ["text-truncated"], "\(warnings)")
        #expect(warnings.first?.viewPath == "PseudoRow > VStack > Text(\"Farmers market Farmers …\")", "\(warnings)")
        #expect(warnings.first?.message.contains("it is 174 pt wide, 120 pt fit") == true, "\(warnings)")
    }

    @Test("names: Xcode's in captions, the option's in file names")
    func names() {
        #expect(RenderVariant(pseudoLanguage: .doubleLength).fileSuffix == "-double-length")
        #expect(RenderVariant(pseudoLanguage: .doubleLength).label == "Double-Length Pseudolanguage")
        // The pseudolanguage's own direction says nothing more.
        #expect(RenderVariant(layoutDirection: .rightToLeft, pseudoLanguage: .rightToLeft).fileSuffix == "-right-to-left")
        #expect(RenderVariant(layoutDirection: .leftToRight, pseudoLanguage: .rightToLeft).fileSuffix == "-right-to-left-ltr")
        #expect(PseudoLanguage.allCases.map(\.rawValue) == ["double-length", "accented", "bounded", "right-to-left", "right-to-left-strings"])
    }
}
