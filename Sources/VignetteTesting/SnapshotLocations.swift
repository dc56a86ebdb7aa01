import Foundation

/// Where snapshot references and failure artifacts live.
public nonisolated enum SnapshotLocations {
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
