import Foundation
import Synchronization

/// Times a closure over repeated runs and reports medians and 90th percentiles.
struct Stopwatch {
    struct Sample {
        let name: String
        let seconds: [Double]

        var median: Double { percentile(0.5) }
        var p90: Double { percentile(0.9) }
        /// The fastest run: on a shared machine, the run least disturbed by others.
        var fastest: Double { seconds.min() ?? 0 }

        func percentile(_ q: Double) -> Double {
            let s = seconds.sorted()
            guard !s.isEmpty else { return 0 }
            return s[min(Int((Double(s.count - 1) * q).rounded()), s.count - 1)]
        }
    }

    /// Untimed runs before the timed ones.
    static let warmup = 3

    static func measure(_ name: String, warmup: Int = Stopwatch.warmup, runs: Int, _ body: () -> Void) -> Sample {
        for _ in 0..<warmup { body() }
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return Sample(name: name, seconds: times)
    }
}

func milliseconds(_ s: Double) -> String { String(format: "%.3f ms", s * 1000) }

/// Runs async work from a synchronous command and waits for it. The benchmarks stay
/// synchronous so that they run on the main thread, whose large stack the 10,000-view tree's
/// recursion needs under valgrind (a task's thread has a smaller one).
func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let value = await work()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0! }
}
