import Foundation

/// A log object, as the `os` module's `OSLog`: a subsystem and a category that messages are
/// filed under.
public final class OSLog: NSObject, Sendable {
    public let subsystem: String
    public let category: String
    let isDisabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The shared log object of the process.
    public static let `default` = OSLog(disabled: false)
    /// A log object that drops every message.
    public static let disabled = OSLog(disabled: true)

    /// Whether a message of `type` would be written (see `LogOutput`).
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled && LogOutput.shared.accepts(type) }

    /// Categories the system gives a meaning (Instruments' points of interest).
    public struct Category: Equatable, Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}
