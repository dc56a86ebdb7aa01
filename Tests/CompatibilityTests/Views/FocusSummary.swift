import Foundation

/// A model file of a widget target that imports only Foundation, as app code shares them: its
/// localized strings and duration text work as on iOS, where Foundation has them.
struct FocusSummary {
    let sessions: Int
    let focused: TimeInterval

    var title: String { String(localized: "Focus", comment: "The widget's title") }
    var sessionsLine: String { String(localized: "\(sessions) sessions today", comment: "Sessions finished today") }
    static let goalTitle: LocalizedStringResource = "Goal %@"

    var duration: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: focused) ?? ""
    }
}
