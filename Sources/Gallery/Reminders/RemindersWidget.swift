import Vignette
import VignetteCore

/// A reminders list: its name and colour, and its items, some just checked off.
struct RemindersEntry: Decodable, Sendable {
    struct Item: Decodable, Sendable, Identifiable {
        let id: String
        let title: String
        let note: String?
        let done: Bool
    }

    let list: String
    /// A list colour: red, orange, yellow, green, blue, purple.
    let color: String
    let items: [Item]

    var remaining: Int { items.filter { !$0.done }.count }

    static let placeholder = RemindersEntry(list: "Reminders", color: "blue", items: (1...9).map {
        Item(id: "\($0)", title: "Reminder title", note: nil, done: false)
    })
}

/// Reminders, an interactive widget (iOS 17): each reminder is a `Toggle(isOn:intent:)` that
/// checks it off in place, and a `Button(intent:)` adds one.
struct RemindersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "reminders", provider: SampleProvider(placeholder: RemindersEntry.placeholder) {
            try SampleData.load(RemindersEntry.self, from: "reminders.json")
        }) { entry in
            RemindersView(entry: entry.value)
        }
        .configurationDisplayName("Reminders")
        .description("Check off your reminders right from the Home Screen.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}

#Preview("Empty list", as: .systemMedium) {
    RemindersWidget()
} timeline: {
    SampleEntry(date: RenderRequest.now, value: RemindersEntry(list: "Packing", color: "purple", items: []))
}
