import Foundation

// SwiftUI renders inline Markdown in a `Text` made from a string literal (a
// `LocalizedStringKey`): **bold**, *italic* or _italic_, ***both***, `code`, ~~strikethrough~~
// and [links](https://…), drawn in the accent colour. `Text(verbatim:)` and a `Text` of a
// `String` value show the characters as they are. A delimiter without its closing one, or an
// underscore inside a word (snake_case), stays a character; a backslash escapes the next one.

nonisolated extension Text {
    /// The runs of a key's text, its inline Markdown applied (one plain run when it has none).
    static func markdownRuns(_ string: String) -> [Run] {
        // Most text has no Markdown: a byte scan for the delimiters keeps it a single run cheaply.
        guard mayHaveMarkdown(string) else { return [Run(string: string)] }
        return InlineMarkdown(string).runs
    }
}

/// Whether `string` holds one of Markdown's delimiters (`*`, `_`, backtick, `~`, `[`, backslash):
/// a byte scan of the string's storage, since nearly every text has none.
private func mayHaveMarkdown(_ string: String) -> Bool {
    func scan<S: Sequence<UInt8>>(_ bytes: S) -> Bool {
        for b in bytes where b == 0x2A || b == 0x5F || b == 0x60 || b == 0x7E || b == 0x5B || b == 0x5C { return true }
        return false
    }
    return string.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(string.utf8)
}

/// A small inline Markdown reader, enough for what widget text uses.
private nonisolated struct InlineMarkdown {
    private let characters: [Character]
    private var index = 0
    private var bold = false, italic = false, struck = false
    private var pending = ""
    private(set) var runs: [Text.Run] = []

    init(_ string: String) {
        characters = Array(string)
        read()
        flush()
        if runs.isEmpty { runs = [Text.Run(string: "")] }
    }

    private mutating func read() {
        while index < characters.count {
            let c = characters[index]
            if c == "\\", index + 1 < characters.count, "*_`~[]\\".contains(characters[index + 1]) {
                pending.append(characters[index + 1])
                index += 2
            } else if c == "`", let end = find("`", from: index + 1) {
                flush()
                append(String(characters[(index + 1)..<end]), monospaced: true)
                index = end + 1
            } else if c == "[", let link = link(at: index) {
                flush()
                append(link.text, link: true)
                index = link.end
            } else if starts("~~"), struck || find("~~", from: index + 2) != nil {
                flush(); struck.toggle(); index += 2
            } else if (starts("**") || starts("__")) && delimiterToggles(String(characters[index...index + 1]), isOn: bold) {
                flush(); bold.toggle(); index += 2
            } else if (c == "*" || c == "_") && delimiterToggles(String(c), isOn: italic) {
                flush(); italic.toggle(); index += 1
            } else {
                pending.append(c)
                index += 1
            }
        }
    }

    private func starts(_ delimiter: String) -> Bool {
        let d = Array(delimiter)
        return index + d.count <= characters.count && Array(characters[index..<index + d.count]) == d
    }

    /// Whether the delimiter at `index` opens (a closing one follows) or closes emphasis. An
    /// underscore inside a word does neither.
    private func delimiterToggles(_ delimiter: String, isOn: Bool) -> Bool {
        if delimiter.hasPrefix("_") {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + delimiter.count < characters.count ? characters[index + delimiter.count] : " "
            if before.isLetter || before.isNumber, after.isLetter || after.isNumber { return false }
        }
        return isOn || find(delimiter, from: index + delimiter.count) != nil
    }

    private func find(_ delimiter: String, from start: Int) -> Int? {
        let d = Array(delimiter)
        var i = start
        while i + d.count <= characters.count {
            if Array(characters[i..<i + d.count]) == d { return i }
            i += 1
        }
        return nil
    }

    /// `[text](destination)` at `start`: its text and the index after it.
    private func link(at start: Int) -> (text: String, end: Int)? {
        guard let close = find("](", from: start + 1), let end = find(")", from: close + 2) else { return nil }
        return (String(characters[(start + 1)..<close]), end + 1)
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        append(pending)
        pending = ""
    }

    private mutating func append(_ string: String, monospaced: Bool = false, link: Bool = false) {
        var run = Text.Run(string: string)
        if bold { run.weight = .bold }
        if italic { run.italic = true }
        if struck { run.strikethrough = Text.LineStyle() }
        if monospaced { run.design = .monospaced }
        if link { run.color = .accentColor }
        runs.append(run)
    }
}
