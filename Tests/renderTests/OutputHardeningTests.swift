import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteRunner
import VignetteCairo
@testable import render

/// Output under faults: nothing truncated or corrupt is ever left behind.
@Suite("Hardening: output")
struct OutputHardeningTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vignette-out-\(UUID().uuidString)", isDirectory: true)
    }

    private func shell(_ script: String) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-c", script]
        p.currentDirectoryURL = Self.root
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    private func allImagesDecode(in folder: URL) throws -> (count: Int, temporaries: Int) {
        var count = 0, temporaries = 0
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            if url.lastPathComponent.hasSuffix(AtomicFile.temporarySuffix) { temporaries += 1; continue }
            guard url.pathExtension == "png", !url.path.contains("/.review/") else { continue }
            _ = try RGBAImage.decodePNG(Data(contentsOf: url))
            count += 1
        }
        return (count, temporaries)
    }

    @Test("an output folder that cannot be created: one line per image naming the path, nothing written")
    func unwritableFolder() async throws {
        let file = scratch()
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var lines: [String] = []
        let run = RenderRun(widgets: [Gallery.widget(named: "notes")!], surfaces: nil, appearances: [.light], output: file.appendingPathComponent("out"),
                             threads: 1)
        let summary = await run.execute { lines.append($0) }
        #expect(summary.failed == 2 && summary.written == 0, "one image, one review page")
        #expect(lines.first?.contains("cannot be written") == true, "\(lines)")
    }

    @Test("a full disk: the write fails cleanly, the previous file is intact, no temporary remains")
    func fullDisk() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let previous = out.appendingPathComponent("weather/systemSmall-light.png")
        try FileManager.default.createDirectory(at: previous.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: previous)
        // At most 4 KiB per file (every widget PNG is larger) and SIGXFSZ ignored: writes fail with "File too large".
        let status = try shell("trap '' XFSZ; ulimit -f 4; exec .build/debug/render weather --appearance light --output '\(out.path)'")
        #expect(status == 1)
        #expect(try Data(contentsOf: previous) == Data("previous".utf8))
        let leftovers = FileManager.default.enumerator(atPath: out.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(AtomicFile.temporarySuffix) }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test("a kill in the middle of render --all leaves only complete images; the next run cleans up")
    func killMidRun() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        // Kill as soon as the first image is on disk (at most 60 s of waiting).
        _ = try shell("""
            .build/debug/render --all --threads 1 --output '\(out.path)' & pid=$!
            for i in $(seq 1 1200); do [ -n "$(find '\(out.path)' -name '*.png' 2>/dev/null | head -1)" ] && break; sleep 0.05; done
            kill -9 $pid; wait $pid
            """)
        let afterKill = try allImagesDecode(in: out)
        #expect(afterKill.count > 0, "some images were written before the kill")
        _ = try shell(".build/debug/render notes --output '\(out.path)'")
        #expect(try allImagesDecode(in: out).temporaries == 0)
    }

    @Test("the gallery rendered ten times in shuffled orders, on one and two threads, gives identical bytes")
    func determinism() async throws {
        let widgets = Gallery.widgets
        let jobs = RenderJob.matrix(widgets, appearances: WidgetAppearance.allCases)
        let entries = await LoadedEntries.load(for: jobs, widgets: widgets)
        let pool = RendererPool()
        let reference = pool.render(jobs, entries: entries, threads: 1).map { try? $0.get() }
        #expect(reference.allSatisfy { $0 != nil })
        var seed: UInt64 = 0x5EED
        for round in 0..<10 {
            // A seeded shuffle, so a failure can be replayed.
            var order = Array(jobs.indices)
            for i in order.indices.reversed() {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                order.swapAt(i, Int(seed >> 33) % (i + 1))
            }
            let shuffled = order.map { jobs[$0] }
            let results = pool.render(shuffled, entries: entries, threads: round % 2 + 1).map { try? $0.get() }
            for (k, index) in order.enumerated() where results[k] != reference[index] {
                Issue.record("round \(round): \(jobs[index].relativePath) differs")
            }
        }
    }
}
