import Foundation
import SnapshotTesting
import Synchronization

/// A snapshot whose rendering failed, with the renderer's message.
public nonisolated struct RenderFailure: Error, CustomStringConvertible, LocalizedError {
    /// The snapshot that was being rendered (`<View type> <family>-<appearance>`).
    public let name: String
    /// The renderer's error.
    public let underlying: any Error

    /// `<name>: rendering failed: <the renderer's message>`.
    public var description: String { "\(name): rendering failed: \(underlying)" }

    /// The same message: swift-snapshot-testing reports a thrown error by its localized description.
    public var errorDescription: String? { description }
}

nonisolated extension RenderFailure {
    /// The assertion taking a snapshot on this task, if it listens for render failures.
    @TaskLocal static var listener: Listener?

    /// Where a strategy hands its render failure to the assertion that took the snapshot.
    nonisolated final class Listener: Sendable {
        let failure = Mutex<RenderFailure?>(nil)
    }

    /// Hands `failure` to the assertion taking the snapshot; returns false when none listens
    /// (the strategy is used with swift-snapshot-testing's own `assertSnapshot`).
    static func hand(_ failure: RenderFailure) -> Bool {
        guard let listener else { return false }
        listener.failure.withLock { $0 = $0 ?? failure }
        return true
    }
}

nonisolated extension Snapshotting {
    /// Takes the snapshot of `value`, throwing the `RenderFailure` a Vignette strategy met while
    /// taking it, so that no image stands in for a failed rendering. nil when the strategy answers
    /// later (an asynchronous strategy; Vignette's answer at once).
    func immediateSnapshot(of value: Value) throws -> Format? {
        let listener = RenderFailure.Listener()
        var taken: Format?
        RenderFailure.$listener.withValue(listener) {
            snapshot(value).run { taken = $0 }
        }
        if let failure = listener.failure.withLock({ $0 }) { throw failure }
        return taken
    }
}
