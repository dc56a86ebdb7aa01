import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Notes (seed 004): a medium widget with a few notes, each a card of its own and its own tap
/// target, with corners concentric with the widget's.
struct NotesView: View {
    let entry: NotesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 5) {
                Image(systemName: "note.text")
                    .font(.caption)
                    .foregroundStyle(Color.yellow)
                Text(entry.folder)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 8) {
                ForEach(Array(entry.notes.prefix(3).enumerated()), id: \.offset) { _, note in
                    Link(destination: URL(string: "mobilenotes://showNote?identifier=\(note.id)")!) {
                        NoteCard(note: note)
                    }
                }
            }
        }
        // The cards reach the bottom margin, so each is concentric with the widget's corners.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .containerBackground(Color(.secondarySystemBackground), for: .widget)
    }
}

private struct NoteCard: View {
    let note: NotesEntry.Note

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text(note.title)
                .font(.footnote.weight(.semibold))
                .lineLimit(2)
            Text(note.snippet)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(3)
            Spacer(minLength: 0)
            Text(note.modified)
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.tertiarySystemBackground), in: ContainerRelativeShape())
    }
}
