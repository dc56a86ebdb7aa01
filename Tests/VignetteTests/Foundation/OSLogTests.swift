import Foundation
import Synchronization
import Testing
@testable import VignetteCore
@testable import VignetteOSLog

/// `Logger`, `os_log` and `OSLogMessage`: the text Apple's log shows, private values redacted.
// Serialized: capturing replaces the process's one log output.
@Suite("OSLog", .serialized)
struct OSLogTests {
    func captured(_ body: () -> Void) -> [String] {
        let lines = Mutex<[String]>([])
        LogOutput.shared.capturing({ line in lines.withLock { $0.append(line) } }, body)
        return lines.withLock { $0 }
    }

    @Test("strings and objects are <private> by default, numbers and Booleans public; privacy: decides otherwise")
    func privacy() {
        let name = "Ana", count = 3
        let message: OSLogMessage = "User \(name) has \(count) items, done: \(true); \(name, privacy: .public) \(count, privacy: .private)"
        #expect(message.text(showsPrivate: false) == "User <private> has 3 items, done: true; Ana <private>")
        #expect(message.text(showsPrivate: true) == "User Ana has 3 items, done: true; Ana 3")
        let hashed: OSLogMessage = "\(name, privacy: .private(mask: .hash))"
        #expect(hashed.text(showsPrivate: false).hasPrefix("<mask.hash: '") && hashed.text(showsPrivate: false) == "\(hashed.text(showsPrivate: false))")
        let url = URL(string: "https://example.com")!
        let error = CocoaError(.fileNoSuchFile)
        #expect(("\(url) \(error)" as OSLogMessage).text(showsPrivate: false) == "<private> <private>")
        #expect(("\(url, privacy: .public)" as OSLogMessage).text(showsPrivate: false) == "https://example.com")
    }

    @Test("format: and align: arguments write numbers as Apple's log does")
    func formats() {
        let message: OSLogMessage = "\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(7, format: .decimal(minDigits: 3)) \(3.14159, format: .fixed(precision: 2)) \(true, format: .answer) [\("ab", align: .right(columns: 4), privacy: .public)] \(-5, format: .decimal(explicitPositiveSign: true)) \(5, format: .decimal(explicitPositiveSign: true))"
        #expect(message.text(showsPrivate: false) == "ff 0xFF 007 3.14 YES [  ab] -5 +5")
    }

    @Test("a Logger writes '[subsystem:category] level: text' at each level")
    func logger() {
        let logger = Logger(subsystem: "com.example.widgets", category: "timeline")
        let city = "Lisbon"
        let lines = captured {
            logger.debug("debug \(1)")
            logger.info("Loaded \(4) entries for \(city)")
            logger.notice("notice")
            logger.warning("warning")
            logger.error("failed: \(city, privacy: .public)")
            logger.critical("critical")
            logger.log(level: .fault, "fault")
            logger.log("plain")
        }
        #expect(lines == [
            "[com.example.widgets:timeline] debug: debug 1",
            "[com.example.widgets:timeline] info: Loaded 4 entries for <private>",
            "[com.example.widgets:timeline] default: notice",
            "[com.example.widgets:timeline] error: warning",
            "[com.example.widgets:timeline] error: failed: Lisbon",
            "[com.example.widgets:timeline] fault: critical",
            "[com.example.widgets:timeline] fault: fault",
            "[com.example.widgets:timeline] default: plain",
        ])
    }

    @Test("os_log with a printf format: %{public}@ shows, %@ and %s are redacted, scalars shown")
    func osLog() {
        let log = OSLog(subsystem: "com.example.widgets", category: "network")
        let lines = captured {
            os_log("Loaded %d entries for %{public}@ from %@ (%{private}d, %.1f%%)", log: log, type: .error, 3, "Lisbon", "secret", 42, 99.5)
            os_log("default log")
            os_log(.info, log: log, "interpolated \(7)")
            os_log("dropped", log: .disabled)
        }
        #expect(lines == [
            "[com.example.widgets:network] error: Loaded 3 entries for Lisbon from <private> (<private>, 99.5%)",
            "default: default log",
            "[com.example.widgets:network] info: interpolated 7",
        ])
    }

    @Test("messages are dropped unless VIGNETTE_LOG names a level; then that level and above go to standard error")
    func environment() {
        let quiet = LogOutput(environment: [:])
        #expect(![OSLogType.debug, .info, .default, .error, .fault].contains(where: quiet.accepts))
        let errors = LogOutput(environment: ["VIGNETTE_LOG": "error"])
        #expect([OSLogType.debug, .info, .default, .error, .fault].map(errors.accepts) == [false, false, false, true, true])
        let all = LogOutput(environment: ["VIGNETTE_LOG": "debug", "VIGNETTE_LOG_PRIVATE": "1"])
        #expect([OSLogType.debug, .fault].allSatisfy(all.accepts) && all.showsPrivate)
        #expect(LogOutput(environment: ["VIGNETTE_LOG": "1"]).accepts(.default) && !LogOutput(environment: ["VIGNETTE_LOG": "1"]).accepts(.info))
    }
}
