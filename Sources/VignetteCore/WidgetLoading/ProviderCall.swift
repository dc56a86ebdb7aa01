import Foundation
import Synchronization

/// Calls into a widget's provider with a time limit, so that a provider that never answers is
/// an error naming the widget rather than a hang, and collects the failures it reports.
package nonisolated enum ProviderCall {
    /// How long a provider may take to give an entry or a timeline unless told otherwise.
    package static let defaultTimeLimit: Duration = .seconds(10)

    /// The time limits' own clock: a serial dispatch queue, not a task on Swift's cooperative
    /// pool, which a render (or a provider blocking its thread) can keep busy past the limit.
    private static let watchdog = DispatchQueue(label: "vignette.provider-time-limit")

    /// Runs `body` in its own task and returns its value, or throws when the provider reported
    /// a failure (`WidgetProviderFailure.report`) or `limit` passed first, counted from when
    /// the body starts (not while its task waits for a thread). The task of a provider that
    /// never answers is left suspended: nothing else waits for it. `onTimeout` is called on the
    /// watchdog's queue when the limit ends the call (for tests).
    package static func run<T: Sendable>(widget: String, call: String, limit: Duration,
                                         onTimeout: (@Sendable () -> Void)? = nil,
                                         _ body: @escaping @Sendable () async -> T) async throws -> T {
        let state = ProviderCallState()
        let once = Once()
        RenderSandbox.prepare()
        ProviderCallsInFlight.begin(.init(widget: widget, call: call, state: state))
        return try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<T, Error>) in
            Task {
                // (A limit of more than a million seconds is as good as none.)
                let nanoseconds = min(limit.components.seconds, 1_000_000) * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
                watchdog.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: max(nanoseconds, 0)))) {
                    // A completion handler called in time is an answer, however long its task then
                    // waits for a thread to go on.
                    guard !state.hasAnswered, once.claim() else { return }
                    ProviderCallsInFlight.end(state)
                    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
                    continuation.resume(throwing: VignetteError.providerFailed(
                        widget: widget, call: call,
                        reason: "gave no answer within \(String(format: "%g", seconds)) s; make sure it "
                            + (call.contains("completion") ? "calls its completion handler exactly once" : "returns")
                            + " (or allow longer with --provider-time-limit)"))
                    onTimeout?()
                }
                let value = await ProviderCallState.$current.withValue(state) { await body() }
                ProviderCallsInFlight.end(state)
                guard once.claim() else { return }
                if let reason = state.firstFailure {
                    continuation.resume(throwing: VignetteError.providerFailed(widget: widget, call: call, reason: reason))
                } else {
                    continuation.resume(returning: value)
                }
            }
        }
    }
}

/// Lets a timeline provider say it could not make its entry, since WidgetKit's provider methods
/// cannot throw: Vignette then fails that widget's images with the error (naming the widget and
/// the call) instead of drawing whatever entry the provider fell back to.
public nonisolated enum WidgetProviderFailure {
    /// Reports why the provider's current call could not give a real entry. Outside a
    /// provider call (or from another thread than the call's task) it is printed as a warning.
    public static func report(_ error: any Error) {
        if let call = ProviderCallState.current {
            call.addFailure(String(describing: error))
        } else {
            FileHandle.standardError.write(Data("vignette: warning: a widget provider reported a failure outside a provider call: \(error)\n".utf8))
        }
    }
}

/// The failures reported during one provider call, and whether its completion handler has been
/// called (found through a task-local value, which the call's task and any task it starts inherit).
nonisolated final class ProviderCallState: Sendable {
    @TaskLocal static var current: ProviderCallState?
    private let messages = Mutex<[String]>([])
    private let answered = Mutex(false)

    func addFailure(_ message: String) { messages.withLock { $0.append(message) } }
    var firstFailure: String? { messages.withLock { $0.first } }

    func markAnswered() { answered.withLock { $0 = true } }
    var hasAnswered: Bool { answered.withLock { $0 } }
}

/// A flag that lets exactly one of several racing callers through.
nonisolated final class Once: Sendable {
    private let claimed = Mutex(false)

    /// True for the first caller only.
    func claim() -> Bool {
        claimed.withLock { done in
            defer { done = true }
            return !done
        }
    }
}
