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

struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "notes", provider: SampleProvider(placeholder: NotesEntry.placeholder) {
            try SampleData.load(NotesEntry.self, from: "notes.json")
        }) { entry in
            NotesView(entry: entry.value)
        }
        .configurationDisplayName("Notes")
        .description("Recent notes in a folder, each opening its own note.")
        .supportedFamilies([.systemMedium])
    }
}
