import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Calendar (seed 003): the date is the most important information, then today's events;
/// a birthday or holiday gets a festive banner. Larger sizes show more events, not bigger ones.
struct CalendarView: View {
    let day: CalendarDay
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: CalendarAccessoryView(day: day)
        default: homeScreen
        }
    }

    private var homeScreen: some View {
        Group {
            switch family {
            case .systemExtraLarge:
                CalendarExtraLargeView(day: day)
            case .systemMedium:
                // As many events as the device's medium size holds.
                ViewThatFits(in: .vertical) {
                    medium(events: day.occasion == nil ? 3 : 2)
                    medium(events: day.occasion == nil ? 2 : 1)
                    medium(events: 1)
                }
            case .systemLarge:
                // As many events as the device's large size holds (four on most iPhones).
                ViewThatFits(in: .vertical) {
                    large(events: 5)
                    large(events: 4)
                    large(events: 3)
                    large(events: 2)
                    large(events: 1)
                }
            default:
                VStack(alignment: .leading, spacing: 6) {
                    DateBlock(day: day)
                    Spacer(minLength: 0)
                    if let occasion = day.occasion {
                        // Room for a two-line title under the date; the detail waits for larger sizes.
                        OccasionBanner(occasion: occasion, showsDetail: false)
                    } else {
                        EventList(day: day, limit: 1, showsMore: false)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) {
            ZStack {
                Color(.systemBackground)
                if day.occasion != nil {
                    LinearGradient(colors: [Color.pink.opacity(0), Color.pink.opacity(0.14)], startPoint: .top, endPoint: .bottom)
                }
            }
        }
    }
}

extension CalendarView {
    private func medium(events: Int) -> some View {
        HStack(alignment: .top, spacing: 14) {
            DateBlock(day: day)
                .frame(width: 96, alignment: .leading)
            EventList(day: day, limit: events)
        }
    }

    private func large(events: Int) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 14) {
                DateBlock(day: day)
                    .frame(width: 96, alignment: .leading)
                MonthGrid(day: day)
            }
            Divider()
            EventList(day: day, limit: events, marksEndOfDay: true)
        }
    }
}

struct DateBlock: View {
    let day: CalendarDay

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(day.weekday.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.red)
            Text(String(day.day))
                .font(.system(size: 40, weight: .regular))
                .foregroundStyle(.primary)
        }
    }
}

private struct EventList: View {
    let day: CalendarDay
    let limit: Int
    var showsMore = true
    /// Says so when every event is shown, as Calendar's large widget does.
    var marksEndOfDay = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let occasion = day.occasion {
                OccasionBanner(occasion: occasion)
            }
            if day.events.isEmpty {
                Text("No more events today")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            ForEach(Array(day.events.prefix(limit).enumerated()), id: \.offset) { _, event in
                EventRow(event: event)
            }
            if showsMore, day.events.count > limit {
                Text(day.events.count - limit == 1 ? "1 more event" : "\(day.events.count - limit) more events")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            if marksEndOfDay, !day.events.isEmpty, day.events.count <= limit {
                Text("No more events today")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .padding(.top, 2)
            }
        }
    }
}

struct OccasionBanner: View {
    let occasion: CalendarDay.Occasion
    var showsDetail = true

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: occasion.symbol)
                .font(.footnote)
                .foregroundStyle(.pink)
            VStack(alignment: .leading, spacing: 0) {
                Text(occasion.title)
                    .font(.footnote.weight(.semibold))
                    .lineLimit(2)
                if showsDetail {
                    Text(occasion.detail)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 5)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.pink.opacity(0.14), in: RoundedRectangle(cornerRadius: 8))
    }
}

struct EventRow: View {
    let event: CalendarDay.Event

    var body: some View {
        HStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 1.5)
                .fill(color)
                .frame(width: 3)
            VStack(alignment: .leading, spacing: 0) {
                Text(event.title)
                    .font(.footnote.weight(.semibold))
                    .lineLimit(1)
                Text(event.location.map { "\(event.time) · \($0)" } ?? event.time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private var color: Color { event.color }
}

/// The month as a grid of days, today circled: a `Grid` with one row per week.
struct MonthGrid: View {
    let day: CalendarDay

    var body: some View {
        let cells = Array(repeating: 0, count: day.firstWeekday) + Array(1...day.daysInMonth)
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        VStack(alignment: .leading, spacing: 4) {
            Text(day.month.uppercased())
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.red)
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    ForEach(Array(["S", "M", "T", "W", "T", "F", "S"].enumerated()), id: \.offset) { _, d in
                        Text(d).font(.caption2.weight(.semibold)).foregroundStyle(.secondary).frame(maxWidth: .infinity)
                    }
                }
                ForEach(Array(weeks.enumerated()), id: \.offset) { _, week in
                    GridRow {
                        ForEach(Array(week.enumerated()), id: \.offset) { _, date in
                            DayCell(date: date, isToday: date == day.day)
                        }
                    }
                }
            }
        }
    }
}

private struct DayCell: View {
    let date: Int
    let isToday: Bool
    @Environment(\.redactionReasons) private var redactionReasons

    /// Today in red, except in a placeholder, which marks no day.
    private var marksToday: Bool { isToday && !redactionReasons.contains(.placeholder) }

    var body: some View {
        Text(date == 0 ? "" : String(date))
            .font(.caption2.weight(isToday ? .bold : .regular))
            .monospacedDigit()
            .foregroundStyle(marksToday ? Color.white : Color.primary)
            .frame(width: 20, height: 20)
            .background { if marksToday { Circle().fill(.red) } }
            .frame(maxWidth: .infinity)
    }
}

extension CalendarDay.Event {
    /// The colour of the event's calendar.
    var color: Color {
        switch calendar {
        case "red": .red
        case "orange": .orange
        case "yellow": .yellow
        case "green": .green
        case "purple": .purple
        default: .blue
        }
    }
}
