import Foundation
import Vignette

/// Checks a reminder off, or back on: what a reminder's toggle runs.
struct ToggleReminderIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Reminder"

    @Parameter(title: "Reminder ID")
    var id: String

    init() {}
    init(id: String) { self.id = id }

    func perform() async throws -> some IntentResult { .result() }
}

/// Opens the app on a new reminder in the list: what the widget's "+" button runs.
struct AddReminderIntent: AppIntent {
    static let title: LocalizedStringResource = "New Reminder"
    static let openAppWhenRun = true

    @Parameter(title: "List")
    var list: String

    init() {}
    init(list: String) { self.list = list }

    func perform() async throws -> some IntentResult { .result() }
}
