import Foundation

/// The pseudolanguages of Xcode's scheme options (Run › Options › App Language), applied to every
/// localizable string as Foundation's bundle lookup does under their launch arguments: the text
/// of `Text("key")`, `String(localized:)` and `LocalizedStringResource` changes; verbatim text
/// (`Text(verbatim:)`, `Text(someString)`) does not, which is how hard-coded text stands out.
public nonisolated enum PseudoLanguage: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Double-Length Pseudolanguage (`NSDoubleLocalizedStrings`): "Settings Settings".
    case doubleLength = "double-length"
    /// Accented Pseudolanguage (`NSAccentuateLocalizedStrings`): a combining accent on every letter.
    case accented
    /// Bounded String Pseudolanguage (`NSSurroundLocalizedStrings`): "[# Settings #]".
    case bounded
    /// Right-to-Left Pseudolanguage (`AppleTextDirection`, `NSForceRightToLeftWritingDirection`):
    /// the layout mirrored, the strings unchanged.
    case rightToLeft = "right-to-left"
    /// Right-to-Left Pseudolanguage With Right-to-Left Strings (`NSForceRightToLeftLocalizedStrings`
    /// too): mirrored, and each string forced right to left (U+202E … U+202C), so it reads backwards.
    case rightToLeftWithStrings = "right-to-left-strings"

    /// Xcode's name for it.
    public var description: String {
        switch self {
        case .doubleLength: "Double-Length Pseudolanguage"
        case .accented: "Accented Pseudolanguage"
        case .bounded: "Bounded String Pseudolanguage"
        case .rightToLeft: "Right-to-Left Pseudolanguage"
        case .rightToLeftWithStrings: "Right-to-Left Pseudolanguage With Right-to-Left Strings"
        }
    }

    /// Whether it lays views out right to left.
    public var isRightToLeft: Bool { self == .rightToLeft || self == .rightToLeftWithStrings }

    /// A looked-up string's format, before its arguments are put in: accents go on the
    /// format's letters, never on a specifier (`%lld`) nor on the values.
    func format(_ template: String, hasArguments: Bool) -> String {
        guard self == .accented else { return template }
        var result = ""
        var letter = 0
        var inSpecifier = false
        for c in template.unicodeScalars {
            result.unicodeScalars.append(c)
            if inSpecifier {
                // A specifier ends at its conversion letter (or `%%`, `@`).
                if CharacterSet.letters.contains(c) && !"lhqLjzt".unicodeScalars.contains(c) || c == "@" || c == "%" { inSpecifier = false }
                continue
            }
            if c == "%" && hasArguments { inSpecifier = true; continue }
            guard c.isASCII, CharacterSet.letters.contains(c) else { continue }
            result.unicodeScalars.append(Self.accents[letter % Self.accents.count])
            letter += 1
        }
        return result
    }

    /// The string shown, once its arguments are in.
    func finish(_ text: String) -> String {
        switch self {
        case .doubleLength: text + " " + text
        case .bounded: "[# " + text + " #]"
        case .rightToLeftWithStrings: "\u{202E}" + text + "\u{202C}"
        case .accented, .rightToLeft: text
        }
    }

    /// The accents given in turn: diaeresis, tilde, grave, ring below, acute, cedilla.
    private static let accents: [Unicode.Scalar] = ["\u{0308}", "\u{0303}", "\u{0300}", "\u{0325}", "\u{0301}", "\u{0327}"]
}

private nonisolated struct PseudoLanguageKey: EnvironmentKey { static let defaultValue: PseudoLanguage? = nil }

nonisolated extension EnvironmentValues {
    /// The pseudolanguage localizable strings are shown in (`RenderVariant.pseudoLanguage`,
    /// `render --pseudo`); nil for the real language. Vignette's own: SwiftUI has no such value.
    var pseudoLanguage: PseudoLanguage? {
        get { self[PseudoLanguageKey.self] }
        set { self[PseudoLanguageKey.self] = newValue }
    }
}
