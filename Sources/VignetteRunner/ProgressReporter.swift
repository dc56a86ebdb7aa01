import Foundation

/// A one-line progress bar on a terminal; nothing when standard error is not a terminal (CI
/// logs get the plain summary line instead).
public nonisolated final class ProgressReporter: @unchecked Sendable {
    private let enabled: Bool
    private let lock = NSLock()
    private var total = 0

    public init(enabled: Bool) { self.enabled = enabled }

    public func start(total: Int) {
        lock.lock(); defer { lock.unlock() }
        self.total = total
    }

    public func update(done: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let width = 30, filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
    }

    public func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
