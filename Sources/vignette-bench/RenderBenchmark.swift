import ArgumentParser
import Foundation
import Gallery
import VignetteCore
import VignetteRunner
import VignetteCairo

/// The whole gallery: per-image steps, the floor, wall time on 1 and 2 threads, memory, and
/// headless Chromium as the baseline.
struct RenderBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Benchmark gallery rendering against its floor and against headless Chromium (release build).")

    @Option(help: "Rounds over the gallery for the per-image medians.")
    var rounds = 5

    @Option(help: "Images for the memory curve.")
    var memoryImages = 2000

    @Flag(help: "Skip the Chromium baseline (Scripts/bench/chromium_bench.py).")
    var noChromium = false

    @Flag(help: "Cold: no warm-up, one round, so each image is rendered once in this fresh process, as render --all renders it; the per-image times and the Chromium ratios are then cold.")
    var cold = false

    func run() throws {
        let widgets = Gallery.widgets
        let jobs = RenderJob.matrix(widgets, appearances: WidgetAppearance.allCases)
        let entries = waitFor { await LoadedEntries.load(for: jobs, widgets: widgets) }
        let renderer = try CairoRenderer()
        // Warm the caches (fonts, images, glyphs) as a long-running tool would be.
        if !cold { for job in jobs { _ = try renderer.render(job, entries: entries) } }
        let rounds = cold ? 1 : self.rounds

        var layout: [Double] = [], raster: [Double] = [], encode: [Double] = [], cairoEncode: [Double] = []
        var total: [Double] = [], floor: [Double] = []
        var perWidget: [String: [Double]] = [:]
        for _ in 0..<rounds {
            for job in jobs {
                let t0 = now()
                let list = try renderer.layout(job, entries: entries)
                let t1 = now()
                let image = try renderer.rasterize(list)
                let t2 = now()
                _ = try image.pngData()
                let t3 = now()
                _ = try image.cairoPNGData()
                let t4 = now()
                layout.append(t1 - t0); raster.append(t2 - t1); encode.append(t3 - t2); cairoEncode.append(t4 - t3)
                total.append(t3 - t0)
                floor.append(t3 - t1)
                perWidget["\(job.widget)/\(job.surface.name)-\(job.appearance)", default: []].append(t3 - t0)
            }
        }
        func line(_ name: String, _ xs: [Double]) -> String {
            String(format: "| %@ | %.2f ms | %.2f ms |", name, median(xs) * 1000, percentile(xs, 0.9) * 1000)
        }
        print("Per image, \(jobs.count) gallery images × \(rounds) rounds, one thread, \(cold ? "cold (each image once, fresh process)" : "warm caches"):")
        print("| step | median | p90 |\n|---|---|---|")
        print(line("layout (evaluate views, lay out, build the display list)", layout))
        print(line("rasterize (Cairo, Pango)", raster))
        print(line("encode PNG (libpng, no filter, zlib 1)", encode))
        print(line("encode PNG with Cairo's writer (not used; for comparison)", cairoEncode))
        print(line("**total**", total))
        print(line("floor: paint the same display list and encode, no Vignette layers", floor))
        print(String(format: "total / floor: %.2f×", median(total) / median(floor)))

        let pool = RendererPool()
        _ = pool.render(jobs, entries: entries, threads: 2)
        for threads in [1, 2] {
            var walls: [Double] = []
            for _ in 0..<3 {
                let t0 = now()
                _ = pool.render(jobs, entries: entries, threads: threads)
                walls.append(now() - t0)
            }
            print(String(format: "Whole gallery (%d images) on %d thread%@: %.0f ms wall, %.0f images/s", jobs.count, threads,
                         threads == 1 ? "" : "s", median(walls) * 1000, Double(jobs.count) / median(walls)))
        }
        print("Peak memory so far: \(peakMemoryMiB()) MiB")

        // Memory with the image count: render `memoryImages` images, RSS every 10 %.
        var curve: [String] = []
        var done = 0
        let step = max(memoryImages / 10, 1)
        while done < memoryImages {
            let batch = Array((0..<step).map { jobs[(done + $0) % jobs.count] })
            _ = pool.render(batch, entries: entries, threads: 2)
            done += step
            curve.append("\(done): \(residentMiB()) MiB")
        }
        print("Resident memory while rendering \(memoryImages) images: " + curve.joined(separator: ", "))

        if !noChromium { try chromiumBaseline(renderer: renderer, entries: entries, perWidget: perWidget) }
    }

    /// Runs the Chromium script and prints the ratios against the same widgets.
    private func chromiumBaseline(renderer: CairoRenderer, entries: LoadedEntries, perWidget: [String: [Double]]) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/bench/chromium_bench.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let results = try JSONSerialization.jsonObject(with: data) as? [String: [String: Double]] else {
            print("Chromium baseline failed (is chromium installed? Scripts/setup.sh)")
            return
        }
        print("\nHeadless Chromium, same widgets at the same pixel size (medians):")
        print("| widget | Vignette | Chromium cold process | warm: navigate + screenshot | warm: DOM update + screenshot |")
        print("|---|---|---|---|---|")
        for name in results.keys.sorted() {
            guard let c = results[name], let v = perWidget[name].map(median) else { continue }
            let ms = v * 1000
            print(String(format: "| %@ | %.1f ms | %.0f ms (%.0f×) | %.0f ms (%.0f×) | %.0f ms (%.0f×) |", name, ms,
                         c["cold"] ?? 0, (c["cold"] ?? 0) / ms, c["navigate"] ?? 0, (c["navigate"] ?? 0) / ms,
                         c["dom"] ?? 0, (c["dom"] ?? 0) / ms))
        }
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
func median(_ xs: [Double]) -> Double { percentile(xs, 0.5) }
func percentile(_ xs: [Double], _ q: Double) -> Double {
    let s = xs.sorted()
    return s.isEmpty ? 0 : s[min(Int((Double(s.count - 1) * q).rounded()), s.count - 1)]
}

/// Peak resident memory of the process (getrusage), in MiB.
func peakMemoryMiB() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss / 1024
}

/// Current resident memory (/proc/self/statm), in MiB.
func residentMiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = Int(text.split(separator: " ").dropFirst().first ?? "0") ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
