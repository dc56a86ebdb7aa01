import CPreviewRecords
import Foundation
import VignetteCore

/// Every `#Preview` in the running program, found by walking the `vignette_previews` section
/// the macro places its records in (see `_PreviewRecord`): no list to keep, nothing to register.
///
/// This is the one place that reads raw records: each is checked for Vignette's tag and
/// version before its function is called, and the section's bounds come from the linker. The
/// previews must be linked into the program (SwiftPM links a package's modules statically).
public nonisolated enum PreviewCatalog {
    /// The previews, ordered by file, line and column.
    public static func all() -> [DiscoveredPreview] {
        guard let start = vignette_previews_start(), let stop = vignette_previews_stop(), stop > start else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        let count = (stop - start) / stride
        var previews: [DiscoveredPreview] = []
        for index in 0..<count {
            let record = (start + index * stride).load(as: _PreviewRecord.self)
            guard record.kind == previewRecordKind, record.version == 1 else { continue }
            let storage = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<DiscoveredPreview>.size,
                                                           alignment: MemoryLayout<DiscoveredPreview>.alignment)
            defer { storage.deallocate() }
            record.store(storage)
            previews.append(storage.assumingMemoryBound(to: DiscoveredPreview.self).move())
        }
        return previews.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }
}
