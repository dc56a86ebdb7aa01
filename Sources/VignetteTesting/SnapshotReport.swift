import Foundation
import SnapshotTesting
import VignetteCore

/// The outcome of every snapshot assertion in this test run, kept as `results.json` and a
/// static `report.html` of the failures (written after every change, so a crash leaves them).
/// The assertions feed it their diffs' results: a failure's attachments (the actual image, the
/// reference | difference | actual triptych, a text patch) are written to `failures/`.
public nonisolated final class SnapshotReport: @unchecked Sendable {
    /// How one assertion ended.
    public nonisolated enum Outcome: String, Codable, Sendable { case passed, failed, new, missing }

    /// One assertion's line in the report.
    public nonisolated struct Entry: Codable, Sendable {
        /// The snapshot's name (its reference path, or `<group>/<test>.<name>`).
        public let name: String
        /// How it ended.
        public let outcome: Outcome
        /// The failure or recording message, naming the attachments' files.
        public let message: String?
        /// The diff's attachments, by attachment name (`triptych.png`…), as file paths.
        public let attachments: [String: String]
    }

    /// The report of this test run, in `SnapshotLocations.artifacts`.
    public static let shared = SnapshotReport(directory: SnapshotLocations.artifacts)

    private let directory: URL
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// Starts a run: failure files of earlier runs are removed so that what is there is current.
    init(directory: URL) {
        self.directory = directory
        try? FileManager.default.removeItem(at: failures)
    }

    private var failures: URL { directory.appendingPathComponent("failures", isDirectory: true) }

    /// Records one assertion's result: its attachments become `failures/<name>.<attachment>`
    /// files, which the returned message names. nil when it passed.
    func record(_ result: SnapshotResult, as name: String) -> String? {
        let safe = name.replacingOccurrences(of: "/", with: "__")
        var files: [(attachment: String, url: URL)] = []
        for case let .data(data, attachment) in result.attachments {
            let url = failures.appendingPathComponent("\(safe).\(attachment)")
            if (try? AtomicFile.write(data, to: url)) != nil { files.append((attachment, url)) }
        }
        let message = result.message.map { message in
            files.map { "; \(Self.caption($0.attachment)): \($0.url.path)" }.reduce(message, +)
                + (result.recordingNote.map { "\n" + $0 } ?? "")
        }
        let entry = Entry(name: name, outcome: result.outcome, message: message,
                          attachments: Dictionary(files.map { ($0.attachment, $0.url.path) }, uniquingKeysWith: { $1 }))
        lock.withLock {
            entries[name] = entry
            write()
        }
        return message
    }

    private static func caption(_ attachment: String) -> String {
        switch attachment {
        case PixelDifference.actualAttachment: "actual"
        case PixelDifference.triptychAttachment: "reference | difference | actual"
        default: attachment
        }
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
            let image = e.attachments[PixelDifference.triptychAttachment]
                .map { #"<img src="file://\#(esc($0))" alt="reference | difference | actual">"# } ?? ""
            return "<section><h2>\(esc(e.name))</h2><pre>\(esc(e.message ?? ""))</pre>\(image)</section>"
        }.joined(separator: "\n")
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>Vignette snapshot report</title>
            <style>body{font:14px system-ui,sans-serif;margin:24px;background:#f5f5f7}section{background:#fff;border-radius:12px;padding:12px 16px;margin:12px 0}
            pre{white-space:pre-wrap}img{max-width:100%;border:1px solid #ddd}h2{font-size:15px;margin:0 0 6px}</style></head>
            <body><h1>Snapshot report</h1><p>\(counts.joined(separator: " · "))</p>
            \(failures.isEmpty ? "<p>No failures.</p>" : failures)
            </body></html>
            """
    }
}
