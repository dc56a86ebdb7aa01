import Foundation
import Gallery
import Testing
import Vignette
import VignetteRunner
@testable import render

@Suite("render command")
struct RenderCommandTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vignette-render-\(UUID().uuidString)", isDirectory: true)
    }

    @Test("renders the selection into the output folder, then reports it unchanged")
    func rendersAndReportsChanges() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let small = Gallery.widgets.filter { $0.supportedFamilies.contains(.systemSmall) }
        let run = RenderRun(widgets: small, targets: [.widget(.systemSmall)], appearances: [.light, .dark], output: out, threads: 2)
        var failures: [String] = []
        let first = run.execute { failures.append($0) }
        #expect(failures.isEmpty)
        #expect(first.new == small.count * 2 && first.failed == 0)
        for w in small {
            for appearance in ["light", "dark"] {
                let file = out.appendingPathComponent("\(w.kind)/systemSmall-\(appearance).png")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
            }
        }
        let second = run.execute { failures.append($0) }
        #expect(second.unchanged == first.new && second.written == 0)
        #expect(second.line.contains("0 new, 0 changed, \(first.new) unchanged"))
    }

    @Test("a stale temporary file left by a killed run is removed; no temporary remains")
    func cleansTemporaries() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let stale = out.appendingPathComponent("weather/.systemSmall-light.png.123.456\(AtomicFile.temporarySuffix)")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: stale)
        _ = RenderRun(widgets: Gallery.widgets, targets: [.widget(.systemSmall)], appearances: [.light], output: out, threads: 1).execute { _ in }
        let names = try FileManager.default.subpathsOfDirectory(atPath: out.path)
        #expect(!names.contains { $0.hasSuffix(AtomicFile.temporarySuffix) })
    }

    @Test("usage errors name the problem")
    func usageErrors() {
        #expect(throws: (any Error).self) { try RenderCommand.parse([]) }
        do {
            _ = try RenderCommand.parse(["nonexistent-widget"])
            Issue.record("an unknown widget must be rejected")
        } catch {
            #expect(RenderCommand.message(for: error).contains("no widget named 'nonexistent-widget'"))
        }
        #expect((try? RenderCommand.parse(["--all", "--family", "systemSmall"])) != nil)
    }
}
