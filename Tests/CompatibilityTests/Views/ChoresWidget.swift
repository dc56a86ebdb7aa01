// Written as for WidgetKit on iOS 17 with SwiftData in Swift 6: the app and its widget share a store in
// the app group; the provider fetches the open chores with a predicate, a sort and a limit, and the
// view counts the finished ones with @Query.
import SwiftData
import SwiftUI
import WidgetKit

@Model
final class Chore {
    @Attribute(.unique) var id: UUID
    var title: String
    var room: String
    var dueDate: Date
    var isDone: Bool = false
    var priority: Int
    var note: String?
    @Relationship(deleteRule: .cascade, inverse: \ChoreStep.chore) var steps: [ChoreStep] = []
    @Transient var isExpanded = false

    init(title: String, room: String, dueDate: Date, priority: Int = 1) {
        self.id = UUID()
        self.title = title
        self.room = room
        self.dueDate = dueDate
        self.priority = priority
    }
}

@Model
final class ChoreStep {
    var text: String
    var chore: Chore?

    init(text: String, chore: Chore? = nil) {
        self.text = text
        self.chore = chore
    }
}

enum ChoreStore {
    static let appGroup = "group.com.example.chores"

    static let shared: ModelContainer = {
        let schema = Schema([Chore.self, ChoreStep.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false, groupContainer: .identifier(appGroup))
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create the shared ModelContainer: \(error)")
        }
    }()
}

struct ChoreSummary: Identifiable {
    let id: UUID
    let title: String
    let room: String
    let dueDate: Date
}

struct ChoresEntry: TimelineEntry {
    let date: Date
    let chores: [ChoreSummary]
    let openCount: Int
}

struct ChoresProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChoresEntry {
        ChoresEntry(date: .now, chores: [ChoreSummary(id: UUID(), title: "Water the plants", room: "Living room", dueDate: .now)], openCount: 1)
    }

    func getSnapshot(in context: Context, completion: @escaping (ChoresEntry) -> Void) {
        completion(loadEntry(limit: context.family == .systemSmall ? 2 : 3))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChoresEntry>) -> Void) {
        let entry = loadEntry(limit: context.family == .systemSmall ? 2 : 3)
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(3600))))
    }

    private func loadEntry(limit: Int) -> ChoresEntry {
        let context = ModelContext(ChoreStore.shared)
        let minimumPriority = 1
        var descriptor = FetchDescriptor<Chore>(
            predicate: #Predicate { chore in !chore.isDone && chore.priority >= minimumPriority },
            sortBy: [SortDescriptor(\.dueDate), SortDescriptor(\.title)]
        )
        let openCount = (try? context.fetchCount(descriptor)) ?? 0
        descriptor.fetchLimit = limit
        let chores = (try? context.fetch(descriptor)) ?? []
        let summaries = chores.map { ChoreSummary(id: $0.id, title: $0.title, room: $0.room, dueDate: $0.dueDate) }
        return ChoresEntry(date: .now, chores: summaries, openCount: openCount)
    }
}

struct ChoresWidgetView: View {
    var entry: ChoresEntry
    @Query(filter: #Predicate<Chore> { $0.isDone }) private var finished: [Chore]
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Chores", systemImage: "checkmark.circle.fill")
                    .font(.headline)
                    .foregroundStyle(.teal)
                    .lineLimit(1)
                Spacer()
                if family != .systemSmall {
                    Text("\(entry.openCount) open")
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
            }
            if entry.chores.isEmpty {
                Text("All done!")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.chores) { chore in
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Image(systemName: "circle")
                        .font(.caption)
                        .foregroundStyle(.teal)
                    Text(chore.title)
                        .font(.subheadline.weight(.medium))
                        .lineLimit(1)
                    if family != .systemSmall {
                        Text(chore.room)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                    Spacer(minLength: 4)
                    Text(chore.dueDate, format: .dateTime.weekday(.abbreviated))
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            Text("\(finished.count) done this week")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct ChoresWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Chores", provider: ChoresProvider()) { entry in
            ChoresWidgetView(entry: entry)
                .modelContainer(ChoreStore.shared)
        }
        .configurationDisplayName("Chores")
        .description("The next chores around the house.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
