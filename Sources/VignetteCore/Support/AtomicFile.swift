import Foundation

/// Writes files so that readers never see a partial file: the bytes go to a temporary file
/// in the same folder, which is then renamed into place.
public nonisolated enum AtomicFile {
    /// The suffix of temporary files; `removeStaleTemporaries(in:)` deletes ones a killed run left.
    public static let temporarySuffix = ".vignette-tmp"

    public static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            throw VignetteError.writeFailed(path: dir.path, reason: reason(error))
        }
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max))\(temporarySuffix)")
        do {
            try data.write(to: tmp)
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw VignetteError.writeFailed(path: url.path, reason: reason(error))
        }
        if rename(tmp.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw VignetteError.writeFailed(path: url.path, reason: message)
        }
    }

    /// Deletes temporary files left behind by an interrupted run, recursively.
    public static func removeStaleTemporaries(in directory: URL) {
        guard let e = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return }
        for case let file as URL in e where file.lastPathComponent.hasSuffix(temporarySuffix) {
            try? FileManager.default.removeItem(at: file)
        }
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
