import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file's size from `stat`, without `FileManager.attributesOfItem`, which on Linux also
/// resolves the owner's user and group names (reading /etc/passwd and /etc/group): a renderer
/// reads its inputs and nothing else.
nonisolated enum FileSize {
    /// The size in bytes, or -1 when the file cannot be examined.
    static func of(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return -1 }
        return Int(info.st_size)
    }
}
