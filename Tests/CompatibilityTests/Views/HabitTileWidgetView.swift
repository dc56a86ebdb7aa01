// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

/// A habit tracker: tiles in each habit's colour, drawn with `Color.gradient`.
struct Habit: Identifiable {
    let id: String
    let name: String
    let symbol: String
    let color: Color
    let streak: Int
    let doneToday: Bool
}

struct HabitTileWidgetView: View {
    let habits: [Habit]
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall:
            tile(habits[0], large: true)
                .containerBackground(habits[0].color.gradient, for: .widget)
        default:
            let columns = 2
            let rows = family == .systemMedium ? 1 : 2
            VStack(spacing: 8) {
                ForEach(0..<rows, id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(0..<columns, id: \.self) { column in
                            let habit = habits[(row * columns + column) % habits.count]
                            tile(habit, large: false)
                                .padding(10)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .background(habit.color.gradient, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                        }
                    }
                }
            }
            .containerBackground(for: .widget) { Color(.secondarySystemBackground) }
        }
    }

    private func tile(_ habit: Habit, large: Bool) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: habit.symbol)
                    .font(large ? .title3 : .body)
                Spacer()
                Image(systemName: "checkmark.circle.fill")
                    .opacity(habit.doneToday ? 1 : 0.35)
            }
            Spacer(minLength: 0)
            Text("\(habit.streak)")
                .font(.system(size: large ? 40 : 28, weight: .bold, design: .rounded))
            Text(habit.name)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
        }
        .foregroundStyle(.white)
    }
}
