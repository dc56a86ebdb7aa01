/// The kinds of asset Xcode generates symbols for.
enum AssetKind: String, Sendable {
    case color, image
}

/// Xcode's conversion of an asset name to a Swift identifier, reconstructed from the
/// `GeneratedAssetSymbols.swift` files Xcode 15–16 writes:
///
/// 1. The name is cut into words at every character that is neither a letter nor a digit
///    (space, `-`, `_`, `.`, `/` of a namespace…), between letters and digits, before an
///    upper-case letter that follows a lower-case one, and before the last capital of a run of
///    capitals followed by a lower-case letter (`UAEFlag` → `UAE`, `Flag`).
/// 2. A last word `Color` (colour sets) or `Image` (image sets), in any case, is dropped when
///    other words remain: `AccentColor` → `accent`, `noImage` → `no`, `Image` → `image`.
/// 3. A name with capitals and no lower-case letter keeps its words as they are, joined with
///    `_` (`VU METERSET !` → `VU_METERSET`, `10C` → `_10_C`); any other name is camel-cased:
///    the first word lower-cased, each later word's first letter upper-cased and the rest kept
///    (`MuseumMap-8k` → `museumMap8K`, `O1LUkwy` → `o1LUkwy`).
/// 4. An identifier that starts with a digit gets a leading `_` (`1_back_arm` → `_1BackArm`);
///    a Swift keyword is escaped with backticks (`default` → `` `default` ``).
///
/// A name with no letter or digit has no identifier (nil): Xcode writes no symbol for it.
enum SymbolName {
    static func identifier(for name: String, kind: AssetKind) -> String? {
        var words = split(name)
        if words.count > 1, words.last?.lowercased() == kind.rawValue { words.removeLast() }
        guard let first = words.first else { return nil }
        let screaming = name.contains(where: \.isUppercase) && !name.contains(where: \.isLowercase)
        var identifier = screaming
            ? words.joined(separator: "_")
            : first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if identifier.first?.isNumber == true { identifier = "_" + identifier }
        return identifier
    }

    /// The identifier as it is written in source: keywords in backticks.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The words of a name (rule 1).
    static func split(_ name: String) -> [String] {
        var words: [String] = []
        var word: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(String(word)); word = [] }
                continue
            }
            if let previous = word.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let boundary = previous.isNumber != character.isNumber
                    || (previous.isLowercase && character.isUppercase)
                    || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
                if boundary { words.append(String(word)); word = [] }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// Swift's reserved words: an identifier spelled as one must be escaped. Contextual
    /// keywords (`get`, `open`, `some`…) are plain identifiers as static members.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
