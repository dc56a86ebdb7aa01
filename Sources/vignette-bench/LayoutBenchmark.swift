import ArgumentParser
import Foundation
import VignetteCore

/// Lays out a tree of nested stacks of text and shapes with the fake measurer.
struct LayoutBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Resolve and lay out a large view tree (fake text measurer), against an allocation floor.")

    @Option(help: "Rows of the tree; each row holds 25 cells of 4 views (a VStack, a Text, a frame, a Rectangle).")
    var rows = 100

    @Option(help: "Timed runs.")
    var runs = 30

    @Flag(help: "Only time the phases, `runs` times (for instruction counters: nothing else runs).")
    var phasesOnly = false

    func run() {
        let views = rows * 25 * 4
        let tree = BenchTree(rows: rows)
        let measurer = FixedAdvanceTextMeasurer()
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        let canvas = CGSize(width: 2000, height: 100_000)

        if phasesOnly {
            for _ in 0..<runs { _ = ViewLayout.timePhases(tree, in: canvas, environment: env, measurer: measurer) }
            return
        }
        func wholeCalls() -> (Stopwatch.Sample, faults: Int) {
            let faults = minorPageFaults()
            let sample = Stopwatch.measure("layout", runs: runs) {
                _ = ViewLayout.layout(tree, in: canvas, environment: env, measurer: measurer)
            }
            return (sample, (minorPageFaults() - faults) / (runs + Stopwatch.warmup))
        }
        // First in a fresh process: glibc hands the freed top of its heap back to the kernel
        // after every call, and the next call faults those pages in again.
        let (layout, freshFaults) = wholeCalls()
        // The floor: allocating and walking as many linked nodes, with no layout at all.
        let floor = Stopwatch.measure("allocation floor", runs: runs) {
            let root = FloorNode()
            for _ in 0..<views { root.children.append(FloorNode()) }
            _ = root.count()
        }
        // Linearity: half and double the tree.
        let half = Stopwatch.measure("half", runs: runs) {
            _ = ViewLayout.layout(BenchTree(rows: rows / 2), in: canvas, environment: env, measurer: measurer)
        }
        let double = Stopwatch.measure("double", runs: runs) {
            _ = ViewLayout.layout(BenchTree(rows: rows * 2), in: canvas, environment: env, measurer: measurer)
        }
        // Again, now that the double tree has raised glibc's trim threshold: the heap is kept.
        let (warm, warmFaults) = wholeCalls()
        // Where the time goes: each phase's median (and fastest run) over as many runs.
        let phases = (0..<runs).map { _ in ViewLayout.timePhases(tree, in: canvas, environment: env, measurer: measurer) }
        func phase(_ key: KeyPath<LayoutPhaseTimes, Double>) -> String {
            let sample = Stopwatch.Sample(name: "", seconds: phases.map { $0[keyPath: key] })
            return "\(milliseconds(sample.median)) (fastest \(milliseconds(sample.fastest)))"
        }
        print("views: \(views)  runs: \(runs)")
        print("phases (medians): resolve \(phase(\.resolve)), size and place \(phase(\.layout)), " +
              "display list \(phase(\.displayList)), free \(phase(\.teardown))")
        print("views to frames (resolve, size and place; each run's sum): median \(phase(\.viewsToFrames))")
        print("whole call (resolve, layout, display list, free), fresh process: median \(milliseconds(layout.median)), " +
              "p90 \(milliseconds(layout.p90)), fastest \(milliseconds(layout.fastest)); \(freshFaults) page faults per call")
        print("whole call, heap kept: median \(milliseconds(warm.median)), " +
              "p90 \(milliseconds(warm.p90)), fastest \(milliseconds(warm.fastest)); \(warmFaults) page faults per call")
        print("allocation floor (\(views) nodes): median \(milliseconds(floor.median))  ratio \(String(format: "%.1f", layout.median / floor.median))×")
        print("linearity: \(views / 2) views \(milliseconds(half.median)), \(views * 2) views \(milliseconds(double.median))  " +
              "(double / single = \(String(format: "%.2f", double.median / layout.median)))")
    }
}

/// Minor page faults of the process so far (pages the kernel had to map, zeroed, on first touch).
private func minorPageFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
}

private final class FloorNode {
    var children: [FloorNode] = []
    func count() -> Int { 1 + children.reduce(0) { $0 + $1.count() } }
}

/// rows × 25 cells, each a VStack of a Text and a framed Rectangle: 100 rows = 10,000 views.
struct BenchTree: View {
    let rows: Int

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(0..<25, id: \.self) { cell in
                        VStack(alignment: .leading, spacing: 1) {
                            Text("r\(row) c\(cell)")
                            Rectangle().frame(width: CGFloat(20 + cell % 7), height: 4)
                        }
                    }
                }
            }
        }
    }
}
