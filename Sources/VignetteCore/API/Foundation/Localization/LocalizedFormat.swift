import Foundation

/// Puts a localized string's arguments into its format: `%@`, `%lld`, `%d`, `%lf`, `%.1f`,
/// positional `%2$@`, `%%`. A specifier without an argument is left as it is.
nonisolated enum LocalizedFormat {
    /// The text of a looked-up value: formatted only when the string has arguments, as a key
    /// without any ("100%") is shown as it is.
    static func apply(_ value: String, _ arguments: [LocalizationArgument]) -> String {
        arguments.isEmpty ? value : format(value, arguments)
    }

    static func format(_ format: String, _ arguments: [LocalizationArgument]) -> String {
        guard format.contains("%") else { return format }
        var result = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            i = format.index(after: i)
            guard c == "%" else { result.append(c); continue }
            guard i < format.endIndex else { result.append("%"); break }
            if format[i] == "%" { result.append("%"); i = format.index(after: i); continue }
            var spec = "%"
            var position: Int?
            // A positional argument: digits followed by "$".
            if let dollar = format[i...].prefix(3).firstIndex(of: "$"), let n = Int(format[i..<dollar]) {
                position = n - 1
                i = format.index(after: dollar)
            }
            while i < format.endIndex, "0123456789.-+ #'lhqLjzt".contains(format[i]) { spec.append(format[i]); i = format.index(after: i) }
            guard i < format.endIndex else { result += spec; break }
            let conversion = format[i]
            i = format.index(after: i)
            let index = position ?? next
            if position == nil { next += 1 }
            guard arguments.indices.contains(index) else { result += spec + String(conversion); continue }
            result += text(arguments[index], spec: spec, conversion: conversion)
        }
        return result
    }

    private static func text(_ argument: LocalizationArgument, spec: String, conversion: Character) -> String {
        switch (argument, conversion) {
        case (.string(let s), _): return s
        // A plain integer is grouped by the locale, as Apple's localized formatting does ("1,000").
        case (.int(let v), "d"), (.int(let v), "i"):
            return stripLength(spec) == "%" ? v.formatted(IntegerFormatStyle<Int64>(locale: TextFormatting.defaultLocale))
                                            : String(format: stripLength(spec) + "lld", v)
        case (.uint(let v), "u"), (.uint(let v), "d"):
            return stripLength(spec) == "%" ? v.formatted(IntegerFormatStyle<UInt64>(locale: TextFormatting.defaultLocale))
                                            : String(format: stripLength(spec) + "llu", v)
        case (.int(let v), "f"), (.int(let v), "e"), (.int(let v), "g"): return String(format: stripLength(spec) + String(conversion), Double(v))
        case (.uint(let v), "f"), (.uint(let v), "e"), (.uint(let v), "g"): return String(format: stripLength(spec) + String(conversion), Double(v))
        case (.double(let v), "f"), (.double(let v), "e"), (.double(let v), "g"): return String(format: stripLength(spec) + String(conversion), v)
        case (.double(let v), "d"): return String(format: stripLength(spec) + "lld", Int64(v))
        case (.int(let v), _): return String(v)
        case (.uint(let v), _): return String(v)
        case (.double(let v), _): return String(v)
        }
    }

    /// Flags, width and precision without the length modifier (`l`, `ll`, `h`…).
    private static func stripLength(_ spec: String) -> String { String(spec.filter { !"lhqLjzt".contains($0) }) }
}
