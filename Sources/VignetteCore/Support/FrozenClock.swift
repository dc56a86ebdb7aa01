import CFrozenClock
import Foundation

/// The wall clock while Vignette renders: `Date()`, `Date.now` and the C library's clocks in the
/// author's providers and views give the render's "now" (its request's, the render command's
/// `--now`), so code that shows `Date()` renders the same bytes every run and its snapshot tests
/// pass tomorrow. Outside a render, and on monotonic clocks (time limits, `Task.sleep`,
/// `ContinuousClock`), time runs as usual.
///
/// How: the `CFrozenClock` target defines the C library's realtime clock functions in the program
/// (as libfaketime does through LD_PRELOAD, but only for the tasks that render); they ask
/// `FrozenClock.now`, a task-local, so two renders in one process keep their own "now" and child
/// tasks inherit it. A `Task.detached` started by the author's code does not.
package nonisolated enum FrozenClock {
    /// The time the clock shows to the current task, while it renders.
    @TaskLocal package static var now: Date?

    /// Runs `body` with the wall clock stopped at `now`.
    package static func at<T>(_ now: Date, _ body: () throws -> T) rethrows -> T {
        installed()
        return try $now.withValue(now, operation: body)
    }

    /// Runs `body` with the wall clock stopped at `now`, in its task and the child tasks it makes.
    package static func at<T>(_ now: Date, isolation: isolated (any Actor)? = #isolation,
                              _ body: () async throws -> T) async rethrows -> T {
        installed()
        return try await $now.withValue(now, operation: body)
    }

    private static let installation: Void = {
        vignette_frozen_clock_install(frozenSecondsSince1970)
        RenderTimeZone.makeFoundationsDefault()
    }()
    private static func installed() { _ = installation }
}

/// What the C clocks ask: 1 and the seconds when the calling task renders, else 0.
private func frozenSecondsSince1970(_ seconds: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let now = FrozenClock.now, let seconds else { return 0 }
    seconds.pointee = now.timeIntervalSince1970
    return 1
}
