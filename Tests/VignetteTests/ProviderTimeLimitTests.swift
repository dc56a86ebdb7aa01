import Foundation
import Synchronization
import Testing
@testable import VignetteCore

/// A provider's time limit runs on its own clock: it fires while every thread of Swift's
/// cooperative pool is busy (a render, or providers that block their threads).
// Serialized: each test blocks the pool on purpose, and two at once would wait on each other.
@Suite("Provider time limits", .serialized)
struct ProviderTimeLimitTests {
    @Test("the limit fires while every thread of the cooperative pool is blocked, and the call fails naming the widget")
    func firesWhilePoolIsSaturated() async throws {
        let (bodyStarted, started) = AsyncStream<Void>.makeStream()
        let fired = DispatchSemaphore(value: 0)
        let call = Task {
            try await ProviderCall.run(widget: "stuck", call: "getTimeline(in:completion:)", limit: .milliseconds(100),
                                       onTimeout: { fired.signal() }) {
                started.yield()
                // A provider that never answers.
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            }
        }
        // Waiting without blocking: the body needs a thread of the pool to start.
        for await _ in bodyStarted { break }

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

    @Test("a completion handler called in time is an answer, even when its task waits past the limit for a thread")
    func completionCalledInTimeWhilePoolIsSaturated() async throws {
        let handler = Mutex<(@Sendable (Int) -> Void)?>(nil)
        let asked = DispatchSemaphore(value: 0)
        let timeouts = Counter()
        // The answer comes from a thread of its own, woken as the provider asks: no task of the
        // pool (which other suites' renders may keep busy for seconds) stands between the two.
        // It then blocks the whole pool past the limit, so the call's task resumes after it.
        let blockers = ProcessInfo.processInfo.activeProcessorCount
        let release = DispatchSemaphore(value: 0)
        let answerer = Thread {
            asked.wait()
            for _ in 0..<blockers { Task.detached { release.wait() } }
            handler.withLock { $0 }?(7)
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 1.5)
            for _ in 0..<blockers { release.signal() }
        }
        answerer.start()
        let value = try await ProviderCall.run(widget: "slow-to-resume", call: "getTimeline(in:completion:)", limit: .seconds(1),
                                               onTimeout: { timeouts.add() }) {
            await CompletionHandler.value { (completion: @escaping @Sendable (Int) -> Void) in
                handler.withLock { $0 = completion }
                asked.signal()
            }
        }
        #expect(value == 7)
        #expect(timeouts.value == 0)
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
