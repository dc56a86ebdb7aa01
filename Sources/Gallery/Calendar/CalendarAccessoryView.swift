import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Calendar on the Lock Screen, after Apple's Calendar widgets: the circular one is the date
/// (weekday over the day's number), the rectangular one "Up Next" (the event in progress or
/// next: its time, title and location), the inline one the next event's time and title.
struct CalendarAccessoryView: View {
    let day: CalendarDay
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            switch family {
            case .accessoryCircular: circular
            case .accessoryRectangular: rectangular
            case .accessoryCorner: corner
            default: inline
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    private var circular: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: -2) {
                Text(day.weekday.prefix(3).uppercased())
                    .font(.system(size: 13, weight: .semibold))
                    .widgetAccentable()
                Text(String(day.day))
                    .font(.system(size: 30, weight: .semibold, design: .rounded))
                    .monospacedDigit()
            }
        }
    }

    /// A watch face's corner: the day's number, the next event's time and title along the corner.
    private var corner: some View {
        ZStack {
            AccessoryWidgetBackground()
            Text(String(day.day))
                .font(.system(size: 17, weight: .semibold, design: .rounded))
                .widgetAccentable()
        }
        .widgetLabel(day.next.map { "\($0.time) \($0.title)" } ?? day.weekday)
    }

    @ViewBuilder private var rectangular: some View {
        if let event = day.next {
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 1.5)
                    .fill(event.color)
                    .frame(width: 3)
                    .widgetAccentable()
                VStack(alignment: .leading, spacing: 0) {
                    Text(event.time)
                        .font(.headline)
                        .widgetAccentable()
                    Text(event.title)
                    if let location = event.location {
                        Text(location)
                            .foregroundStyle(.secondary)
                    }
                }
                .lineLimit(1)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                Text(day.weekday)
                    .font(.headline)
                    .widgetAccentable()
                Text("No more events today")
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
    }

    @ViewBuilder private var inline: some View {
        Group {
            if let event = day.next {
                Label("\(event.time) \(event.title)", systemImage: "calendar")
            } else {
                Label("\(day.weekday.prefix(3)) \(day.day)", systemImage: "calendar")
            }
        }
        .lineLimit(1)
    }
}
