import Foundation
import Synchronization

/// Where log messages go. Renders must stay quiet and deterministic, so messages are dropped
/// unless the environment variable `VIGNETTE_LOG` names the lowest level to print to standard
/// error (`debug`, `info`, `default` or `notice`, `error`, `fault`; any other value means
/// `default`). Private values are shown as `<private>`, as the unified log stores them, unless
/// `VIGNETTE_LOG_PRIVATE=1`.
package final class LogOutput: Sendable {
    package static let shared = LogOutput(environment: ProcessInfo.processInfo.environment)

    /// The lowest severity printed, or nil when messages are dropped.
    let minimumSeverity: Int?
    package let showsPrivate: Bool
    /// Receives each message instead of standard error (for tests).
    private let sink = Mutex<(@Sendable (String) -> Void)?>(nil)

    package init(environment: [String: String]) {
        switch environment["VIGNETTE_LOG"]?.lowercased() {
        case nil, "", "0", "off", "none": minimumSeverity = nil
        case "debug": minimumSeverity = OSLogType.debug.severity
        case "info": minimumSeverity = OSLogType.info.severity
        case "error": minimumSeverity = OSLogType.error.severity
        case "fault": minimumSeverity = OSLogType.fault.severity
        default: minimumSeverity = OSLogType.default.severity
        }
        showsPrivate = environment["VIGNETTE_LOG_PRIVATE"] == "1"
    }

    package func accepts(_ type: OSLogType) -> Bool {
        if sink.withLock({ $0 != nil }) { return true }
        guard let minimumSeverity else { return false }
        return type.severity >= minimumSeverity
    }

    /// The line written for a message: `[subsystem:category] level: text`.
    package static func line(_ text: String, type: OSLogType, subsystem: String, category: String) -> String {
        let source = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return "\(source)\(type.name): \(text)"
    }

    func write(_ text: String, type: OSLogType, log: OSLog) {
        guard !log.isDisabled, accepts(type) else { return }
        let line = LogOutput.line(text, type: type, subsystem: log.subsystem, category: log.category)
        if let sink = sink.withLock({ $0 }) {
            sink(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Sends every message (whatever `VIGNETTE_LOG` says) to `receive` while `body` runs (for tests).
    package func capturing(_ receive: @escaping @Sendable (String) -> Void, _ body: () throws -> Void) rethrows {
        sink.withLock { $0 = receive }
        defer { sink.withLock { $0 = nil } }
        try body()
    }
}
