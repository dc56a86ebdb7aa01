// Written as for WidgetKit on iOS 17.
import AppIntents
import SwiftUI
import WidgetKit

struct TodoItem: Identifiable, Hashable {
    let id: String
    let title: String
    var isDone: Bool
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let listName: String
    let items: [TodoItem]
    var doneCount: Int { items.filter(\.isDone).count }
}

struct ToggleTodoIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle to-do"
    @Parameter(title: "To-do") var id: String
    init() {}
    init(id: String) { self.id = id }
    func perform() async throws -> some IntentResult { .result() }
}

struct AddTodoIntent: AppIntent {
    static let title: LocalizedStringResource = "Add a to-do"
    func perform() async throws -> some IntentResult { .result() }
}

/// A check circle in place of the switch, as to-do widgets draw their toggles.
struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                .font(.title3)
            configuration.label
                .strikethrough(configuration.isOn, color: .secondary)
                .foregroundStyle(configuration.isOn ? .secondary : .primary)
        }
    }
}

/// An interactive to-do list (iOS 17): each item a `Toggle(isOn:intent:)`, an add `Button(intent:)`,
/// and the day's progress as a `ProgressView`.
struct TodoWidgetView: View {
    var entry: TodoEntry
    @Environment(\.widgetFamily) private var family

    private var visibleItems: ArraySlice<TodoItem> {
        entry.items.prefix(family == .systemLarge ? 8 : 2)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(entry.listName)
                    .font(.headline)
                    .foregroundStyle(Color.accentColor)
                Spacer()
                Button(intent: AddTodoIntent()) {
                    Image(systemName: "plus.circle.fill")
                        .font(.title2)
                }
                .buttonStyle(.plain)
                .foregroundStyle(Color.accentColor)
            }
            ForEach(visibleItems) { item in
                Toggle(isOn: item.isDone, intent: ToggleTodoIntent(id: item.id)) {
                    Text(item.title)
                        .font(.subheadline)
                        .lineLimit(1)
                }
                .toggleStyle(CheckToggleStyle())
            }
            Spacer(minLength: 0)
            if family != .systemSmall {
                ProgressView(value: Double(entry.doneCount), total: Double(entry.items.count)) {
                    Text("\(entry.doneCount) of \(entry.items.count) done")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .tint(.orange)
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Widget

extension TodoEntry {
    static let sample = TodoEntry(date: Date(timeIntervalSince1970: 1_795_262_400), listName: "Groceries", items: [
        TodoItem(id: "1", title: "Oat milk", isDone: true),
        TodoItem(id: "2", title: "Sourdough loaf", isDone: false),
        TodoItem(id: "3", title: "Clementines", isDone: true),
        TodoItem(id: "4", title: "Coffee beans (medium roast)", isDone: false),
        TodoItem(id: "5", title: "Basil", isDone: false),
        TodoItem(id: "6", title: "Parmesan", isDone: false),
    ])
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry {
        TodoEntry(date: Date(), listName: "To-do", items: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .after(Date().addingTimeInterval(30 * 60))))
    }
}

struct TodoWidget: Widget {
    let kind = "Todo"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TodoProvider()) { entry in
            TodoWidgetView(entry: entry)
        }
        .configurationDisplayName("To-do list")
        .description("Check off to-dos right from the Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
