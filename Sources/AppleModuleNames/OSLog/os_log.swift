import Foundation

/// Writes a message with `printf`-style arguments, as the `os` module's `os_log`: `%{public}@`
/// shows a value, `%{private}…` redacts it, and without either strings and objects (`%@`, `%s`)
/// are redacted and scalars shown.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    let output = LogOutput.shared
    guard log.isEnabled(type: type) else { return }
    output.write(OSLogFormat.format("\(message)", args, showsPrivate: output.showsPrivate), type: type, log: log)
}

/// Writes an interpolated message (iOS 14's form of `os_log`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

/// Writes an interpolated message at the default level.
public func os_log(_ message: OSLogMessage, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default) {
    Logger(log).log(level: .default, message)
}

/// `os_log`'s format strings.
package enum OSLogFormat {
    /// `format` with each conversion replaced by its argument, redacted as the log would.
    package static func format(_ format: String, _ args: [any CVarArg], showsPrivate: Bool) -> String {
        var result = ""
        var arguments = args.makeIterator()
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            guard c == "%" else { result.append(c); i = format.index(after: i); continue }
            var j = format.index(after: i)
            if j < format.endIndex, format[j] == "%" { result.append("%"); i = format.index(after: j); continue }
            // Privacy and type annotations: %{public}@, %{private, mask.hash}s, %{bool}d …
            var privacy = OSLogPrivacy.auto
            if j < format.endIndex, format[j] == "{", let close = format[j...].firstIndex(of: "}") {
                let words = format[format.index(after: j)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if words.contains("public") { privacy = .public }
                if words.contains("private") { privacy = words.contains("mask.hash") ? .private(mask: .hash) : .private }
                if words.contains("sensitive") { privacy = .sensitive }
                j = format.index(after: close)
            }
            // Flags, width, precision and length, then the conversion character.
            var spec = "%"
            while j < format.endIndex, "0123456789.-+ #'lhqLjzt*".contains(format[j]) { spec.append(format[j]); j = format.index(after: j) }
            guard j < format.endIndex else { result += spec; break }
            let conversion = format[j]
            spec.append(conversion)
            i = format.index(after: j)
            guard let argument = arguments.next() else { result += spec; continue }
            let isScalar = !"@s".contains(conversion)
            let text: String = switch conversion {
            case "@": String(describing: argument)
            case "s": argument as? String ?? String(describing: argument)
            default: String(format: spec, argument)
            }
            result += privacy.apply(text, isScalar: isScalar, showsPrivate: showsPrivate)
        }
        return result
    }
}
