import Combine
import SwiftUI
import WidgetKit

/// An app's view model shared with its widget (by target membership), in Combine's style.
final class WorkoutStore: ObservableObject {
    @Published var minutesThisWeek: Int
    @Published var streak = 3
    private var cancellables = Set<AnyCancellable>()
    private(set) var lastSeenMinutes = 0

    init(minutesThisWeek: Int) {
        self.minutesThisWeek = minutesThisWeek
        $minutesThisWeek.sink { [weak self] minutes in self?.lastSeenMinutes = minutes }.store(in: &cancellables)
    }

    func log(minutes: Int) {
        objectWillChange.send()
        minutesThisWeek += minutes
    }
}

/// The settings an ancestor supplies with `environmentObject(_:)`.
final class WorkoutSettings: ObservableObject {
    @Published var goal = 150
}

struct WorkoutSummaryView: View {
    @ObservedObject var store: WorkoutStore
    @EnvironmentObject var settings: WorkoutSettings

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(store.minutesThisWeek) of \(settings.goal) min")
            Text("\(store.streak)-day streak")
        }
    }
}

struct WorkoutWidgetRoot: View {
    @StateObject private var store = WorkoutStore(minutesThisWeek: 95)
    @StateObject private var settings = WorkoutSettings()

    var body: some View {
        WorkoutSummaryView(store: store)
            .environmentObject(settings)
    }
}
