import Foundation
import SnapshotTesting
import VignetteCore

nonisolated extension Snapshotting where Value == DisplayList, Format == String {
    /// A display list as readable text, one drawing instruction a line, compared line by line
    /// with swift-snapshot-testing's `.lines` (a failure shows the differing hunks), stored as a
    /// `.txt` file ending with a newline, as the golden display lists are.
    ///
    /// ```swift
    /// assertReference(of: list, as: .displayList, at: url, name: "DisplayLists/weather/systemSmall-light.txt")
    /// ```
    public static var displayList: Snapshotting {
        Snapshotting<String, String>.textFile.pullback(\.description)
    }
}

nonisolated extension Snapshotting where Value == String, Format == String {
    /// `.lines` for a text file: the text ends with a newline (one is added when it has none), so
    /// a file written by this strategy reads as text files do.
    public static var textFile: Snapshotting {
        Snapshotting.lines.pullback { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
    }
}
