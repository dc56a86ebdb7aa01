import Foundation

/// What `#Preview` places in the binary's `vignette_previews` section: a kind tag, a version
/// and a function that stores the preview (with its source location) into the memory it is
/// given. The runner walks the section (`PreviewCatalog` in VignetteRunner); nothing has to
/// list the previews. The layout must stay a tuple of plain values so the compiler can place
/// it in the section as a constant.
public typealias _PreviewRecord = (kind: UInt32, version: UInt32, store: @convention(c) (UnsafeMutableRawPointer) -> Void)

/// The tag of Vignette's preview records ("vgnp").
public let previewRecordKind: UInt32 = 0x7667_6E70

/// A preview found in the program, with where it is written.
public nonisolated struct DiscoveredPreview: @unchecked Sendable {
    // @unchecked: the preview's closures are called from one thread at a time.
    public let preview: Preview
    /// `Module/File.swift`, as `#fileID` gives it.
    public let fileID: String
    public let line: Int
    public let column: Int

    package init(preview: Preview, fileID: String, line: Int, column: Int) {
        self.preview = preview
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// `File.swift:12`.
    public var location: String { "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)" }
}

/// Called by a preview record's function: stores the preview into the runner's memory.
public func _storePreview(_ preview: Preview, fileID: String, line: Int, column: Int, in storage: UnsafeMutableRawPointer) {
    storage.initializeMemory(as: DiscoveredPreview.self, repeating: DiscoveredPreview(preview: preview, fileID: fileID, line: line, column: column),
                             count: 1)
}
