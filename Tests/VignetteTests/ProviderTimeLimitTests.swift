import Foundation
import Synchronization
import Testing
@testable import Vignette

/// A provider's time limit runs on its own clock: it fires while every thread of Swift's
/// cooperative pool is busy (a render, or providers that block their threads).
@Suite("Provider time limits")
struct ProviderTimeLimitTests {
    @Test("the limit fires while every thread of the cooperative pool is blocked, and the call fails naming the widget")
    func firesWhilePoolIsSaturated() async throws {
        let bodyStarted = DispatchSemaphore(value: 0)
        let fired = DispatchSemaphore(value: 0)
        let call = Task {
            try await ProviderCall.run(widget: "stuck", call: "getTimeline(in:completion:)", limit: .milliseconds(100),
                                       onTimeout: { fired.signal() }) {
                bodyStarted.signal()
                // A provider that never answers.
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            }
        }
        #expect(bodyStarted.wait(timeout: .now() + 60) == .success)

        // Block every cooperative thread: this test's own, and one blocker task per other core.
        let blockers = max(ProcessInfo.processInfo.activeProcessorCount - 1, 1)
        let release = DispatchSemaphore(value: 0)
        let blocking = Counter()
        for _ in 0..<blockers {
            Task.detached {
                blocking.add()
                release.wait()
            }
        }
        // Counting the event, not timing it: the limit fires on its queue while the pool is
        // blocked (the generous wait only keeps a broken watchdog from hanging the suite).
        let firedWhileBlocked = fired.wait(timeout: .now() + 60) == .success
        let blockersRan = blocking.value
        for _ in 0..<blockers { release.signal() }
        #expect(firedWhileBlocked)
        #expect(blockersRan <= blockers)

        let error = await #expect(throws: VignetteError.self) { try await call.value }
        #expect(error.map(String.init(describing:))?.hasPrefix("widget 'stuck': getTimeline(in:completion:): gave no answer within 0.1 s") == true)
    }

    @Test("a call that answers in time is not ended by its limit")
    func answersInTime() async throws {
        let timeouts = Counter()
        let value = try await ProviderCall.run(widget: "quick", call: "snapshot(for:in:)", limit: .seconds(30),
                                               onTimeout: { timeouts.add() }) { 42 }
        #expect(value == 42 && timeouts.value == 0)
    }
}

private final class Counter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
