import Foundation
import SwiftData
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// SwiftData as a widget uses it (Views/ChoresWidget.swift): `@Model` classes, a shared container in an
/// app group, a provider's fetch with `#Predicate`, sort descriptors and a limit, `@Query` in the view,
/// all over the author's seed objects (`Resources/SwiftData/<Model>.json`).
@Suite("SwiftData")
struct SwiftDataTests {
    private func titles(_ chores: [Chore]) -> [String] { chores.map(\.title) }

    @Test("a container starts with its models' seed objects, in the file's order, decoded into their properties")
    func seeds() throws {
        let context = ModelContext(try ModelContainer(for: Chore.self, ChoreStep.self))
        let chores = try context.fetch(FetchDescriptor<Chore>())
        #expect(titles(chores) == ["Water the plants", "Take out recycling", "Clean the oven", "Change bed sheets", "Vacuum the hall",
                                   "Dust the shelves", "Defrost the freezer"])
        let oven = chores[2]
        #expect(oven.id == UUID(uuidString: "4F7C3B1E-2D9A-4C1B-9E6F-0A1B2C3D4E03"))
        #expect(oven.dueDate == Date(timeIntervalSince1970: 1_777_852_800))
        #expect(oven.note == "Use the paste" && chores[0].note == nil)
        #expect(oven.isDone == false && chores[4].isDone == true)
        #expect(oven.steps.isEmpty && oven.isExpanded == false)
        #expect(oven.modelContext === context && !oven.hasChanges)
        #expect(try context.fetch(FetchDescriptor<ChoreStep>()).isEmpty)
    }

    @Test("fetch applies the predicate, then the sort descriptors in order, then the offset and limit")
    func fetch() throws {
        let context = ModelContext(try ModelContainer(for: Chore.self))
        let minimum = 1
        var descriptor = FetchDescriptor<Chore>(predicate: #Predicate { !$0.isDone && $0.priority >= minimum },
                                                sortBy: [SortDescriptor(\.dueDate), SortDescriptor(\.title, order: .reverse)])
        #expect(titles(try context.fetch(descriptor)) == ["Take out recycling", "Change bed sheets", "Water the plants", "Clean the oven"])
        #expect(try context.fetchCount(descriptor) == 4)
        descriptor.fetchLimit = 2
        #expect(titles(try context.fetch(descriptor)) == ["Take out recycling", "Change bed sheets"])
        descriptor.fetchOffset = 1
        #expect(titles(try context.fetch(descriptor)) == ["Change bed sheets", "Water the plants"])
        let kitchen = FetchDescriptor<Chore>(predicate: #Predicate { $0.room == "Kitchen" && $0.note != nil })
        #expect(titles(try context.fetch(kitchen)) == ["Clean the oven"])
        let byPriority = FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.priority, order: .reverse), SortDescriptor(\.title)])
        #expect(titles(try context.fetch(byPriority)).prefix(3) == ["Change bed sheets", "Vacuum the hall", "Water the plants"])
    }

    @Test("insert, delete and save change the container's store, which every context of it sees; another container starts afresh")
    func changes() throws {
        let container = try ModelContainer(for: Chore.self, configurations: ModelConfiguration(groupContainer: .identifier(ChoreStore.appGroup)))
        let context = ModelContext(container)
        let chore = Chore(title: "Fix the tap", room: "Bathroom", dueDate: Date(timeIntervalSince1970: 1_777_600_000), priority: 5)
        #expect(chore.persistentModelID.storeIdentifier == nil)
        context.insert(chore)
        #expect(context.hasChanges && chore.hasChanges && chore.persistentModelID.storeIdentifier == "default")
        #expect(chore.persistentModelID.description == "default/Chore/p8")
        let first = try #require(try context.fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.priority, order: .reverse)])).first)
        #expect(first === chore)
        let done = try context.fetch(FetchDescriptor<Chore>(predicate: #Predicate { $0.isDone }))
        for old in done { context.delete(old) }
        #expect(done.count == 2 && done.allSatisfy { $0.isDeleted })
        try context.save()
        #expect(!context.hasChanges && !chore.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Chore>()) == 6)
        #expect(try ModelContext(try ModelContainer(for: Chore.self)).fetchCount(FetchDescriptor<Chore>()) == 7)
        try context.delete(model: Chore.self, where: #Predicate { $0.room == "Kitchen" })
        #expect(try context.fetchCount(FetchDescriptor<Chore>()) == 4)
    }

    @Test("a container stored in memory only starts empty, as on iOS: the seeds stand for the app's store")
    func inMemoryOnly() throws {
        let context = ModelContext(try ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        #expect(try context.fetchCount(FetchDescriptor<Chore>()) == 0)
        context.insert(Chore(title: "Sweep", room: "Hall", dueDate: .now))
        #expect(try context.fetch(FetchDescriptor<Chore>()).map(\.title) == ["Sweep"])
    }

    private func texts(of view: AnyView, family: WidgetFamily = .systemMedium) -> [String] {
        WidgetHost.layout(view, family: family, appearance: .light, environment: EnvironmentValues(),
                          measurer: FixedAdvanceTextMeasurer()).displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    @Test("@Query fetches from the container .modelContainer(_:) sets, sorted as asked; without one it shows nothing and says why")
    @MainActor func query() throws {
        let container = try ModelContainer(for: Chore.self)
        #expect(texts(of: AnyView(ChoreTitles().modelContainer(container))) == ["Change bed sheets, Clean the oven, Defrost the freezer"])
        #expect(texts(of: AnyView(ChoreTitles())) == [""])
        #expect(SampleDataFiles.problems.contains("@Query of Chore found no model container in the environment, so it shows nothing; "
            + "set one with .modelContainer(_:) on the widget's view (in the StaticConfiguration's content closure)"))
    }

    @Test("the main context is the container's one context on the main actor")
    @MainActor func mainContext() throws {
        let container = try ModelContainer(for: Schema([Chore.self]), configurations: [ModelConfiguration(groupContainer: .identifier("group.x"))])
        #expect(container.mainContext === container.mainContext)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Chore>(predicate: #Predicate { $0.isDone })) == 2)
    }

    @Test("the widget's provider reads the seeds through its shared container; @Query in its view reads the same store")
    func widget() async throws {
        let widget = ChoresWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemMedium), on: .defaultDevice, timelineEntries: 1)
        #expect(texts(of: set.snapshot.view()).filter { !$0.contains(":") && !["Fri", "Sat", "Sun", "Mon", "Thu"].contains($0) }
            == ["Chores", "4 open", "Change bed sheets", "Bedroom", "Take out recycling", "Kitchen", "Water the plants", "Living room",
                "2 done this week"])
    }

    @Test(arguments: [(WidgetFamily.systemSmall, WidgetAppearance.light), (.systemMedium, .light), (.systemMedium, .dark)])
    func rendersAsReferenced(family: WidgetFamily, appearance: WidgetAppearance) async throws {
        let widget = ChoresWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(family), on: .defaultDevice, timelineEntries: 1)
        let view = set.snapshot.view()
        let png = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetPNG(view, family: family, appearance: appearance, name: "ChoresWidget")
        }
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/ChoresWidget").appendingPathComponent("\(family)-\(appearance).png"),
                        name: "Compatibility/ChoresWidget/\(family)-\(appearance)")
    }

    @Test("a bad seed object is left out with one message naming the file, the object, the key and what to do; the others load")
    func seedErrors() throws {
        let loaded = try ModelContext(try ModelContainer(for: SeedProblem.self)).fetch(FetchDescriptor<SeedProblem>())
        #expect(loaded.map(\.name) == ["Fine"])
        #expect(loaded.first?.kind == "plain" && loaded.first?.when == Date(timeIntervalSince1970: 1_777_593_600))
        let problems = SampleDataFiles.problems
        for expected in [
            "SwiftData/SeedProblem.json: object 2, key 'count': \"three\" is not an Int (Expected to decode Int but found a string instead.); write a whole number",
            "SwiftData/SeedProblem.json: object 3, key 'name': missing; SeedProblem.name has no initial value, so every SeedProblem object gives it (text in quotes)",
            "SwiftData/SeedProblem.json: object 4, key 'cuont': SeedProblem has no stored property 'cuont' (its properties are name, count, when); rename or remove the key",
            "SwiftData/SeedProblem.json: object 5, key 'when': \"tomorrow\" is not a Date (not an ISO 8601 date); write ISO 8601 text such as \"2026-05-01T09:00:00Z\"",
            "SwiftData/SeedProblem.json: object 6, key 'kind': SeedProblem.kind keeps its own value (a constant with an initial value, @Transient, or a property without a type annotation); remove the key or declare its type",
        ] {
            #expect(problems.contains(expected), "\(expected)\nnot in\n\(problems.filter { $0.contains("SeedProblem") }.joined(separator: "\n"))")
        }
    }

    @Test("a seed file that is not an array of objects is reported by name with what to write")
    func seedFileErrors() throws {
        #expect(try ModelContext(try ModelContainer(for: SeedNotArray.self)).fetch(FetchDescriptor<SeedNotArray>()).isEmpty)
        #expect(try ModelContext(try ModelContainer(for: SeedNotObjects.self)).fetch(FetchDescriptor<SeedNotObjects>()).isEmpty)
        let problems = SampleDataFiles.problems
        #expect(problems.contains("SwiftData/SeedNotArray.json: holds an object; write a JSON array of SeedNotArray objects, "
            + "each with its stored properties as keys: [{\"name\": …}]"))
        #expect(problems.contains("SwiftData/SeedNotObjects.json: object 2 is a number; each element is one SeedNotObjects object of keys and values"))
    }
}

/// The first three chores by title, from the environment's container.
struct ChoreTitles: View {
    @Query(sort: \Chore.title) private var chores: [Chore]

    var body: some View {
        Text(chores.prefix(3).map(\.title).joined(separator: ", "))
    }
}

@Model final class SeedProblem {
    var name: String
    var count: Int
    var when: Date?
    let kind = "plain"

    init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

@Model final class SeedNotArray {
    var name = ""
    init() {}
}

@Model final class SeedNotObjects {
    var name = ""
    var count = 0
    init() {}
}
