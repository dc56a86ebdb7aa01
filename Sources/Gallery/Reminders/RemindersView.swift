import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Reminders, after Apple's Reminders widget: the list's name and count in its colour, an add
/// button, and the reminders as checkboxes: four small, two columns of three medium, nine
/// large with their notes (fewer where the device's size holds fewer); an empty list says so.
struct RemindersView: View {
    let entry: RemindersEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        // As many reminders as the device's size holds: the first layout that fits.
        ViewThatFits(in: .vertical) {
            ForEach(rowCounts, id: \.self) { rows in
                VStack(alignment: .leading, spacing: family == .systemLarge ? 10 : family == .systemSmall ? 6 : 8) {
                    header
                    reminders(rows: rows)
                    Spacer(minLength: 0)
                }
            }
        }
        // Smaller type in the small size, where titles would otherwise be cut short.
        .font(family == .systemSmall ? .footnote : .subheadline)
        .tint(listColor)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    /// The numbers of rows to try, most first (per column in medium).
    private var rowCounts: [Int] {
        switch family {
        case .systemMedium: [3, 2]
        case .systemLarge: [9, 8, 7, 6, 5, 4]
        default: [4, 3, 2]
        }
    }

    @ViewBuilder private func reminders(rows: Int) -> some View {
        if entry.items.isEmpty {
            Text("No Reminders")
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            list(rows: rows)
        }
    }

    @ViewBuilder private func list(rows: Int) -> some View {
        switch family {
        case .systemMedium:
            HStack(alignment: .top, spacing: 12) {
                column(Array(entry.items.prefix(rows)))
                column(Array(entry.items.dropFirst(rows).prefix(rows)))
            }
        case .systemLarge:
            VStack(alignment: .leading, spacing: 9) {
                ForEach(entry.items.prefix(rows)) { item in
                    ReminderRow(item: item, showsNote: true, isCompact: false)
                }
            }
        default:
            column(Array(entry.items.prefix(rows)))
        }
    }

    private var header: some View {
        HStack(alignment: .center, spacing: 6) {
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.list)
                    .font(.headline)
                    .foregroundStyle(listColor)
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)
                    .layoutPriority(1)
                if family != .systemSmall, !entry.items.isEmpty {
                    Text(entry.remaining == 1 ? "1 reminder" : "\(entry.remaining) reminders")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            Button(intent: AddReminderIntent(list: entry.list)) {
                Image(systemName: "plus.circle.fill")
                    .font(family == .systemSmall ? .title3 : .title2)
            }
            .buttonStyle(.plain)
            .foregroundStyle(listColor)
        }
    }

    private func column(_ items: [RemindersEntry.Item]) -> some View {
        VStack(alignment: .leading, spacing: family == .systemSmall ? 5 : 7) {
            ForEach(items) { item in
                ReminderRow(item: item, showsNote: false, isCompact: family == .systemSmall)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var listColor: Color {
        switch entry.color {
        case "red": .red
        case "orange": .orange
        case "yellow": .yellow
        case "green": .green
        case "purple": .purple
        default: .blue
        }
    }
}

/// A reminder: a toggle that checks it off through an App Intent, its note under the title.
struct ReminderRow: View {
    let item: RemindersEntry.Item
    let showsNote: Bool
    /// Footnote-sized rows (the small widget): a smaller checkbox.
    let isCompact: Bool

    var body: some View {
        Toggle(isOn: item.done, intent: ToggleReminderIntent(id: item.id)) {
            VStack(alignment: .leading, spacing: 1) {
                Text(item.title)
                    .lineLimit(1)
                if showsNote, let note = item.note {
                    Text(note)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
        }
        .toggleStyle(ReminderToggleStyle(checkboxHeight: isCompact ? 16 : 18))
    }
}
