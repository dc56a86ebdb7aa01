import Foundation
import Synchronization

nonisolated extension FileManager {
    /// The shared container of an app group, as iOS gives an entitled extension: a fresh copy,
    /// made once per process in a temporary folder, of the target's sample container
    /// `AppGroups/<group>/` (a resource folder, declared `resources: [.copy("AppGroups")]`;
    /// every resource bundle is searched in name order), or an empty folder when there is none.
    /// A render may write into it without touching the author's sources, and every run starts
    /// from the same files. The folder is removed when the process exits.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        AppGroupContainers.url(for: groupIdentifier)
    }
}

nonisolated enum AppGroupContainers {
    private static let made = Mutex<[String: URL]>([:])

    /// The process's folder of containers, emptied first and removed at exit.
    private static let root: URL = {
        let root = rootURL()
        try? FileManager.default.removeItem(at: root)
        atexit { try? FileManager.default.removeItem(at: AppGroupContainers.rootURL()) }
        return root
    }()

    private static func rootURL() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("vignette-app-groups-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    }

    static func url(for group: String) -> URL? {
        guard !group.isEmpty, !group.contains("/"), group != ".", group != ".." else { return nil }
        return made.withLock { made in
            if let known = made[group] { return known }
            let root = root
            let container = root.appendingPathComponent(group, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                if let sample = sample(for: group) {
                    try FileManager.default.copyItem(at: sample, to: container)
                } else {
                    try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
                }
            } catch {
                LocalizedStrings.report("cannot make the container of the app group \(group) in \(root.path): \(error)")
                return nil
            }
            made[group] = container
            return container
        }
    }

    /// The author's sample container of a group, if a resource bundle has one.
    static func sample(for group: String) -> URL? {
        ProgramResources.bundles.lazy.map { $0.appendingPathComponent("AppGroups/\(group)", isDirectory: true) }
            .first { var isFolder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && isFolder.boolValue }
    }
}
