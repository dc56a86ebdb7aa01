import SwiftUI
import WidgetKit

/// What the app and its widget share, kept on the main actor as Swift 6 apps keep their stores.
@MainActor
final class TaskStore {
    static let shared = TaskStore()
    var listName = "Today"
    var tasks = ["Water the plants", "Call Ana about Sunday", "Book the train", "Return library books"]
    var accent: Color { .orange }
}

struct TasksEntry: TimelineEntry {
    let date: Date
}

struct TasksProvider: TimelineProvider {
    func placeholder(in context: Context) -> TasksEntry { TasksEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (TasksEntry) -> Void) { completion(TasksEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TasksEntry>) -> Void) {
        completion(Timeline(entries: [TasksEntry(date: .now)], policy: .never))
    }
}

/// A body and its helpers read the main-actor store directly, which compiles only where `View`
/// is main-actor isolated, as SwiftUI declares it.
struct TasksWidgetView: View {
    let entry: TasksEntry
    @Environment(\.widgetFamily) private var family

    private var store: TaskStore { TaskStore.shared }

    private var header: some View {
        HStack {
            Text(store.listName).font(.headline).foregroundStyle(store.accent)
            Spacer()
            Text("\(store.tasks.count)").font(.headline.monospacedDigit()).foregroundStyle(.secondary)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header
            ForEach(store.tasks.prefix(family == .systemSmall ? 3 : 4).map { $0 }, id: \.self) { task in
                Label(task, systemImage: "circle").font(.caption).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct TasksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tasks", provider: TasksProvider()) { entry in
            TasksWidgetView(entry: entry)
        }
        .configurationDisplayName("Tasks")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    TasksWidget()
} timeline: {
    TasksEntry(date: .now)
}
