import Foundation
import Vignette

/// Where snapshot references and failure artifacts live.
public enum SnapshotLocations {
    /// The package under test: the nearest folder holding a `Package.swift` at or above the
    /// current directory (where `swift test` runs), else the current directory.
    public static var packageRoot: URL {
        let start = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var folder = start
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return start }
            folder = parent
        }
    }

    /// The top-level `Snapshots/` folder, or a group (subfolder) of it.
    public static func snapshots(_ group: String? = nil) -> URL {
        let root = packageRoot.appendingPathComponent("Snapshots", isDirectory: true)
        return group.map { root.appendingPathComponent($0, isDirectory: true) } ?? root
    }

    /// Failure artifacts, results.json and report.html: `VIGNETTE_SNAPSHOT_ARTIFACTS`, or
    /// `.build/vignette-snapshots`.
    public static var artifacts: URL {
        if let env = ProcessInfo.processInfo.environment["VIGNETTE_SNAPSHOT_ARTIFACTS"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        return packageRoot.appendingPathComponent(".build/vignette-snapshots", isDirectory: true)
    }
}

/// The outcome of every snapshot assertion in this test run, kept as `results.json` and a
/// static `report.html` of the failures (written after every change, so a crash leaves them).
public final class SnapshotReport: @unchecked Sendable {
    public enum Outcome: String, Codable, Sendable { case passed, failed, new, missing }

    public struct Entry: Codable, Sendable {
        public let name: String
        public let outcome: Outcome
        public let message: String?
        public let actual: String?
        public let triptych: String?
    }

    public static let shared = SnapshotReport(directory: SnapshotLocations.artifacts)

    private let directory: URL
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// Starts a run: failure images of earlier runs are removed so that what is there is current.
    init(directory: URL) {
        self.directory = directory
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("failures"))
    }

    public func record(_ name: String, _ outcome: Outcome, message: String? = nil, actual: URL? = nil, triptych: URL? = nil) {
        lock.lock()
        defer { lock.unlock() }
        entries[name] = Entry(name: name, outcome: outcome, message: message, actual: actual?.path, triptych: triptych?.path)
        write()
    }

    private func write() {
        let sorted = entries.values.sorted { $0.name < $1.name }
        var summary: [String: [Entry]] = [:]
        for outcome in [Outcome.passed, .failed, .new, .missing] { summary[outcome.rawValue] = sorted.filter { $0.outcome == outcome } }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let json = try? encoder.encode(summary) { try? AtomicFile.write(json, to: directory.appendingPathComponent("results.json")) }
        try? AtomicFile.write(Data(html(sorted).utf8), to: directory.appendingPathComponent("report.html"))
    }

    private func html(_ entries: [Entry]) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let counts = [Outcome.passed, .failed, .new, .missing].map { o in "\(entries.filter { $0.outcome == o }.count) \(o.rawValue)" }
        let failures = entries.filter { $0.outcome == .failed || $0.outcome == .missing }.map { e -> String in
            let image = e.triptych.map { #"<img src="file://\#(esc($0))" alt="reference | difference | actual">"# } ?? ""
            return "<section><h2>\(esc(e.name))</h2><p>\(esc(e.message ?? ""))</p>\(image)</section>"
        }.joined(separator: "\n")
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>Vignette snapshot report</title>
            <style>body{font:14px system-ui,sans-serif;margin:24px;background:#f5f5f7}section{background:#fff;border-radius:12px;padding:12px 16px;margin:12px 0}
            img{max-width:100%;border:1px solid #ddd}h2{font-size:15px;margin:0 0 6px}</style></head>
            <body><h1>Snapshot report</h1><p>\(counts.joined(separator: " · "))</p>
            \(failures.isEmpty ? "<p>No failures.</p>" : failures)
            </body></html>
            """
    }
}
