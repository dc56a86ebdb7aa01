import Foundation
import Synchronization
import VignetteCore
import VignetteCairo

/// What `render` knows of the images already in its output folder, kept in
/// `<output>/.vignette-fingerprints` so that a run in which nothing changed skips drawing and
/// encoding them.
///
/// One line per image, sorted: its path in the folder, the fingerprint of what it was made
/// from (`CairoRenderer.fingerprint(of:format:)`: the display list, the image files and fonts
/// it uses, the libraries' versions and `CairoRenderer.pixelsVersion`) and a hash of the file's
/// bytes. An image is skipped only when both still match: the same fingerprint now, and the
/// same bytes in the file (so an edited, replaced or deleted image is made again). The file is
/// a cache: deterministic (no times or machine paths), ignored by git, and a damaged or
/// missing one only makes the next run draw everything.
nonisolated final class RenderFingerprints: Sendable {
    static let fileName = ".vignette-fingerprints"
    private static let header = "vignette-fingerprints 1"

    nonisolated struct Record: Equatable, Sendable {
        var fingerprint: String
        var contents: String
    }

    private let output: URL
    /// The records read at the start of the run (read-only, so worker threads consult them freely).
    private let previous: [String: Record]
    private let current: Mutex<[String: Record]>

    /// The records in `output`, if any.
    init(output: URL) {
        self.output = output
        var records: [String: Record] = [:]
        if let text = try? String(contentsOf: output.appendingPathComponent(Self.fileName), encoding: .utf8) {
            let lines = text.split(separator: "\n")
            if lines.first == Self.header[...] {
                for line in lines.dropFirst() {
                    let fields = line.split(separator: "\t")
                    guard fields.count == 3 else { continue }
                    records[String(fields[0])] = Record(fingerprint: String(fields[1]), contents: String(fields[2]))
                }
            }
        }
        previous = records
        current = Mutex(records)
    }

    /// Whether the file at `path` is already the image `fingerprint` describes.
    func proves(_ path: String, fingerprint: String) -> Bool {
        guard let record = previous[path], record.fingerprint == fingerprint,
              let data = try? Data(contentsOf: output.appendingPathComponent(path)) else { return false }
        return Self.hash(data) == record.contents
    }

    /// Records that `path` now holds `data`, made from `fingerprint`.
    func record(_ path: String, fingerprint: String, data: Data) {
        let record = Record(fingerprint: fingerprint, contents: Self.hash(data))
        current.withLock { $0[path] = record }
    }

    /// Forgets `path` (it failed, or was not written).
    func forget(_ path: String) {
        current.withLock { _ = $0.removeValue(forKey: path) }
    }

    /// Writes the records of the images still in the folder, atomically, when they changed.
    /// A failure is ignored: the next run draws what it cannot prove.
    func save() {
        let records = current.withLock { $0 }.filter {
            FileManager.default.fileExists(atPath: output.appendingPathComponent($0.key).path)
        }
        guard records != previous else { return }
        let lines = records.keys.sorted().map { "\($0)\t\(records[$0]!.fingerprint)\t\(records[$0]!.contents)" }
        try? AtomicFile.write(Data(([Self.header] + lines).joined(separator: "\n").appending("\n").utf8),
                              to: output.appendingPathComponent(Self.fileName))
    }

    private static func hash(_ data: Data) -> String {
        var hasher = StableHasher()
        hasher.combine(data)
        return hasher.hex
    }
}
