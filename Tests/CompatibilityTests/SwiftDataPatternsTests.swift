import Foundation
import SwiftData
import SwiftUI
import Testing
import WidgetKit
@testable import VignetteCore

// Shapes of SwiftData code found in published widget extensions (written anew): a model with an
// enum, optional dates and inferred types; a provider whose methods are main-actor and read the
// container's mainContext; force-unwrapping predicates over optionals; sorting on an optional.

enum ReminderKind: String, Codable {
    case call, errand
}

@Model
class Reminder {
    var id = UUID()
    var title = ""
    var kind: ReminderKind
    var due: Date?
    var completedAt: Date?
    var createdAt = Date()

    init(title: String, kind: ReminderKind, due: Date? = nil) {
        self.title = title
        self.kind = kind
        self.due = due
    }
}

struct ReminderEntry: TimelineEntry {
    let date: Date
    let titles: [String]
}

struct ReminderProvider: @preconcurrency TimelineProvider {
    static let container: ModelContainer = {
        do {
            return try ModelContainer(for: Reminder.self)
        } catch {
            fatalError("no container: \(error)")
        }
    }()

    @MainActor func placeholder(in context: Context) -> ReminderEntry { ReminderEntry(date: .now, titles: []) }

    @MainActor func getSnapshot(in context: Context, completion: @escaping (ReminderEntry) -> Void) {
        completion(entry())
    }

    @MainActor func getTimeline(in context: Context, completion: @escaping (Timeline<ReminderEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    @MainActor private func entry() -> ReminderEntry {
        let start = Date(timeIntervalSince1970: 1_777_593_600)
        let end = start.addingTimeInterval(3 * 86_400)
        let descriptor = FetchDescriptor<Reminder>(
            predicate: #Predicate<Reminder> { reminder in
                reminder.completedAt == nil && reminder.due != nil && reminder.due! >= start && reminder.due! < end
            },
            sortBy: [SortDescriptor(\.due, order: .forward)]
        )
        let found = (try? Self.container.mainContext.fetch(descriptor)) ?? []
        return ReminderEntry(date: .now, titles: found.map { "\($0.kind.rawValue): \($0.title)" })
    }
}

struct ReminderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reminders", provider: ReminderProvider()) { entry in
            VStack { ForEach(entry.titles, id: \.self) { Text($0) } }
                .containerBackground(.background, for: .widget)
        }
    }
}

struct LatestReminder: View {
    @Query(sort: \Reminder.due, order: .reverse) private var reminders: [Reminder]

    var body: some View {
        if let latest = reminders.first {
            Text(latest.title)
        }
    }
}

@Suite("SwiftData as published extensions write it")
struct SwiftDataPatternsTests {
    @Test("a main-actor provider reads mainContext; predicates force-unwrap optionals; an optional sorts; enums and inferred types seed")
    func mainActorProvider() async throws {
        let widget = ReminderWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 1)
        let texts = WidgetHost.layout(set.snapshot.view(), family: .systemSmall, appearance: .light, environment: EnvironmentValues(),
                                      measurer: FixedAdvanceTextMeasurer()).displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
        #expect(texts == ["call: Ring the plumber", "errand: Post the parcel"])
    }

    @Test("@Query(sort:order:) over an optional key path, and FetchDescriptor(sortBy: [.init(…)])")
    @MainActor func sortForms() throws {
        let context = ReminderProvider.container.mainContext
        let byDue = try context.fetch(FetchDescriptor<Reminder>(sortBy: [.init(\.due, order: .reverse)]))
        #expect(byDue.map(\.title) == ["Call the bank", "Post the parcel", "Ring the plumber", "Buy stamps", "Someday"])
        #expect(byDue[1].createdAt == Date(timeIntervalSince1970: 0) && byDue[1].id == UUID(uuidString: "00000000-0000-0000-0000-000000000002"))
        let view = LatestReminder().modelContainer(ReminderProvider.container)
        let texts = WidgetHost.layout(AnyView(view), family: .systemSmall, appearance: .light, environment: EnvironmentValues(),
                                      measurer: FixedAdvanceTextMeasurer()).displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
        #expect(texts == ["Call the bank"])
    }

    @Test("a search predicate with localizedStandardContains, which Foundation on Linux lacks, ignores case and diacritics")
    @MainActor func search() throws {
        let search = "PLUMBÉR"
        let found = try ReminderProvider.container.mainContext.fetch(FetchDescriptor<Reminder>(
            predicate: #Predicate { $0.title.localizedStandardContains(search) || $0.title.localizedStandardContains("bank") }))
        #expect(found.map(\.title) == ["Ring the plumber", "Call the bank"])
    }
}
