import Foundation
import Vignette

/// A folder of notes.
struct NotesEntry: Decodable, Sendable {
    struct Note: Decodable, Sendable {
        let id: String
        let title: String
        let snippet: String
        let modified: String
    }

    let folder: String
    let notes: [Note]

    static let placeholder = NotesEntry(folder: "Folder", notes: (0..<3).map {
        Note(id: "\($0)", title: "Note title", snippet: "First line of the note", modified: "Today")
    })
}

enum NotesWidget {
    static let definition = WidgetDefinition(
        kind: "notes", displayName: "Notes", description: "Recent notes in a folder, each opening its own note.",
        supportedFamilies: [.systemMedium],
        placeholder: { NotesEntry.placeholder },
        entry: { try SampleData.load(NotesEntry.self, from: "notes.json") },
        content: { NotesView(entry: $0) })
}
