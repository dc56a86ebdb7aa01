import Foundation

/// A user's mistake or an unusable input, with a message that names the file, key or view
/// and says what to do.
public nonisolated enum VignetteError: Error, CustomStringConvertible, Equatable {
    case unreadableFile(path: String, reason: String)
    case malformedData(path: String, detail: String, hint: String)
    case missingFont(family: String, package: String)
    case unknownWidget(name: String, available: [String])
    /// A widget's timeline provider or configuration intent could not give an entry.
    case providerFailed(widget: String, call: String, reason: String)
    case writeFailed(path: String, reason: String)
    case backend(String)

    public var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            "\(path): cannot be read (\(reason))"
        case let .malformedData(path, detail, hint):
            "\(path): \(detail); \(hint)"
        case let .missingFont(family, package):
            "font '\(family)' is not installed: run Scripts/setup.sh (Debian package \(package))"
        case let .unknownWidget(name, available):
            "no widget named '\(name)'; available: \(available.joined(separator: ", "))"
        case let .providerFailed(widget, call, reason):
            "widget '\(widget)': \(call): \(reason)"
        case let .writeFailed(path, reason):
            "\(path): cannot be written (\(reason))"
        case let .backend(message):
            message
        }
    }
}

/// Turns a `DecodingError` into "key path: expected type" prose.
public nonisolated enum DecodingErrorDescription {
    public static func describe(_ error: Error) -> String {
        guard let e = error as? DecodingError else { return String(describing: error) }
        func path(_ keys: [CodingKey]) -> String {
            let p = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return p.isEmpty ? "the top level" : "key '\(p.hasPrefix(".") ? String(p.dropFirst()) : p)'"
        }
        switch e {
        case let .typeMismatch(type, ctx):
            return "\(path(ctx.codingPath)): expected \(type)"
        case let .valueNotFound(type, ctx):
            return "\(path(ctx.codingPath)): expected \(type), found null"
        case let .keyNotFound(key, ctx):
            return "\(path(ctx.codingPath + [key])): missing"
        case let .dataCorrupted(ctx):
            let underlying = (ctx.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String
            return "\(path(ctx.codingPath)): \(underlying ?? ctx.debugDescription)"
        @unknown default:
            return String(describing: e)
        }
    }
}
