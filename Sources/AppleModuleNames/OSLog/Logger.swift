import Foundation

/// Writes messages to the log, as the `os` module's `Logger` (iOS 14). Vignette drops them
/// unless `VIGNETTE_LOG` asks for them on standard error (see `LogOutput`).
public struct Logger: Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }
    /// A logger for the default subsystem and category.
    public init() { log = .default }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) {
        let output = LogOutput.shared
        guard output.accepts(level) else { return }
        output.write(message.text(showsPrivate: output.showsPrivate), type: level, log: log)
    }

    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
