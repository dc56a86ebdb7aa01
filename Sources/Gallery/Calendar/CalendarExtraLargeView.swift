import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
import VignetteCore
#endif

/// The extra large calendar (iPad): the date and the month on the left, the day's schedule on
/// the right as a timeline, each event a block as long as it lasts, the time now a red line.
struct CalendarExtraLargeView: View {
    let day: CalendarDay

    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            VStack(alignment: .leading, spacing: 14) {
                DateBlock(day: day)
                MonthGrid(day: day)
                Spacer(minLength: 0)
                if let occasion = day.occasion {
                    OccasionBanner(occasion: occasion)
                } else {
                    Text(summary)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 210)
            .frame(maxHeight: .infinity, alignment: .top)
            Rectangle()
                .fill(Color(.separator))
                .frame(width: 0.5)
            DayTimeline(day: day)
        }
    }

    private var summary: String {
        let left = day.events.filter { $0.end > day.now }.count
        return left == 0 ? "No more events today" : left == 1 ? "1 event left today" : "\(left) events left today"
    }
}

/// The hours from the first event (or now) to the last, one line each; events placed by time.
private struct DayTimeline: View {
    let day: CalendarDay
    @Environment(\.redactionReasons) private var redactionReasons

    private var firstHour: Int { min(day.events.map(\.start).min() ?? day.now, day.now) / 60 }
    private var lastHour: Int { max((day.events.map(\.end).max() ?? day.now) + 59, day.now + 60) / 60 }
    private static let labelWidth: CGFloat = 44

    var body: some View {
        GeometryReader { proxy in
            let hours = max(lastHour - firstHour, 1)
            let perMinute = proxy.size.height / CGFloat(hours * 60)
            let y = { (minutes: Int) in CGFloat(minutes - firstHour * 60) * perMinute }
            ZStack(alignment: .topLeading) {
                ForEach(firstHour...lastHour, id: \.self) { hour in
                    HourLine(label: hourLabel(hour))
                        .offset(y: y(hour * 60) - 7)
                }
                ForEach(Array(day.events.enumerated()), id: \.offset) { _, event in
                    EventBlock(event: event, height: max(y(event.end) - y(event.start) - 2, 14))
                        .padding(.leading, Self.labelWidth + 4)
                        .offset(y: y(event.start) + 1)
                }
                if !redactionReasons.contains(.placeholder) {
                    NowLine()
                        .padding(.leading, Self.labelWidth - 4)
                        .offset(y: y(day.now) - 4)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
        .padding(.vertical, 7)
    }

    private func hourLabel(_ hour: Int) -> String {
        let date = GalleryDates.time(hour * 60, onDayOf: RenderRequest.defaultNow)
        return GalleryDates.string(date, template: "j")
    }
}

/// An hour's label and a hairline across the timeline.
private struct HourLine: View {
    let label: String

    var body: some View {
        HStack(spacing: 6) {
            Text(label)
                .font(.caption2)
                .foregroundStyle(.secondary)
                .monospacedDigit()
                .frame(width: 38, alignment: .trailing)
            Rectangle()
                .fill(Color(.separator))
                .frame(height: 0.5)
        }
        .frame(height: 14)
    }
}

/// An event as a tinted block with its calendar's colour down the leading edge.
private struct EventBlock: View {
    let event: CalendarDay.Event
    let height: CGFloat

    var body: some View {
        HStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 1.5)
                .fill(event.color)
                .frame(width: 3)
            if height >= 30 {
                VStack(alignment: .leading, spacing: 0) {
                    Text(event.title)
                        .font(.caption.weight(.semibold))
                    Text(event.location.map { "\(event.time) – \(event.endTime) · \($0)" } ?? "\(event.time) – \(event.endTime)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            } else {
                (Text(event.title).font(.caption2.weight(.semibold)) + Text("  \(event.time)").font(.caption2).foregroundStyle(.secondary))
            }
            Spacer(minLength: 0)
        }
        .lineLimit(1)
        .padding(.vertical, height >= 30 ? 3 : 0)
        .padding(.trailing, 6)
        .frame(height: height, alignment: .top)
        // Tinted but opaque: the hour lines pass under the event, not through it.
        .background(event.color.opacity(0.16), in: RoundedRectangle(cornerRadius: 4))
        .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 4))
    }
}

/// Now: a red dot and line across the timeline.
private struct NowLine: View {
    var body: some View {
        HStack(spacing: 0) {
            Circle().fill(.red).frame(width: 8, height: 8)
            Rectangle().fill(.red).frame(height: 1.5)
        }
    }
}
