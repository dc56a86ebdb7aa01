// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

struct HistoryEvent: Identifiable, Hashable {
    let year: Int
    let text: String
    var id: Int { year }
}

struct HistoryEntry: TimelineEntry {
    let date: Date
    let events: [HistoryEvent]
}

/// The centre of each event's year label, for the timeline's dots.
private struct YearCenterKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [Int: Anchor<CGPoint>], nextValue: () -> [Int: Anchor<CGPoint>]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

/// The widest year label, so that every event's text starts at the same x.
private struct YearWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// "On this day": events down a vertical timeline whose dots sit on each year, aligned by
/// anchor preferences; the year column is as wide as its widest label (onPreferenceChange).
struct HistoryTimelineView: View {
    var entry: HistoryEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme
    @State private var yearWidth: CGFloat = 0

    private var accent: Color {
        colorScheme == .dark ? Color(red: 0.44, green: 0.62, blue: 1.0) : Color(red: 0.2, green: 0.4, blue: 0.8)
    }

    private var visibleEvents: ArraySlice<HistoryEvent> {
        switch family {
        case .systemSmall: return entry.events.prefix(1)
        case .systemMedium: return entry.events.prefix(2)
        default: return entry.events.prefix(4)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header
            VStack(alignment: .leading, spacing: family == .systemLarge ? 12 : 8) {
                ForEach(visibleEvents) { event in
                    row(for: event)
                }
            }
            .padding(.leading, 16)
            .overlayPreferenceValue(YearCenterKey.self) { centers in
                GeometryReader { proxy in
                    let points = visibleEvents.compactMap { centers[$0.id].map { proxy[$0] } }
                    if let first = points.first, let last = points.last {
                        Path { path in
                            path.move(to: CGPoint(x: 4, y: first.y))
                            path.addLine(to: CGPoint(x: 4, y: max(last.y, proxy.size.height)))
                        }
                        .stroke(accent.opacity(0.5), lineWidth: 1)
                        ForEach(points.indices, id: \.self) { index in
                            Circle()
                                .strokeBorder(accent, lineWidth: 1.5)
                                .background(Circle().fill(index == 0 ? accent : Color.clear))
                                .frame(width: 9, height: 9)
                                .position(x: 4, y: points[index].y)
                        }
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .onPreferenceChange(YearWidthKey.self) { width in
            yearWidth = width
        }
        .containerBackground(for: .widget) {
            colorScheme == .dark ? Color.black : Color.white
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("On this day")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(entry.date, style: .date)
                .font(family == .systemSmall ? .headline : .title3.weight(.bold))
        }
    }

    private func row(for event: HistoryEvent) -> some View {
        let layout = family == .systemSmall
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 2))
            : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 8))
        return layout {
            Text(String(event.year))
                .font(.subheadline.weight(.semibold).monospacedDigit())
                .foregroundColor(accent)
                .fixedSize()
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: YearWidthKey.self, value: proxy.size.width)
                })
                .frame(width: family == .systemSmall || yearWidth == 0 ? nil : yearWidth, alignment: .leading)
                .anchorPreference(key: YearCenterKey.self, value: .leading) { [event.id: $0] }
            Text(event.text)
                .font(.caption)
                .lineLimit(family == .systemLarge ? 3 : 2)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

// MARK: - Widget

extension HistoryEntry {
    static let sample = HistoryEntry(date: Date(timeIntervalSince1970: 1_795_262_400), events: [
        HistoryEvent(year: 1969, text: "The first permanent ARPANET link is established between UCLA and the Stanford Research Institute."),
        HistoryEvent(year: 1877, text: "Thomas Edison announces his phonograph, a machine that can record and play sound."),
        HistoryEvent(year: 1783, text: "In Paris, Pilâtre de Rozier and the Marquis d'Arlandes make the first untethered hot-air balloon flight."),
        HistoryEvent(year: 2004, text: "The Dutch Reformed Church and two Lutheran churches merge into the Protestant Church in the Netherlands."),
    ])
}

struct HistoryProvider: TimelineProvider {
    func placeholder(in context: Context) -> HistoryEntry {
        HistoryEntry(date: Date(), events: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (HistoryEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HistoryEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .after(Date().addingTimeInterval(30 * 60))))
    }
}

struct HistoryWidget: Widget {
    let kind = "History"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HistoryProvider()) { entry in
            HistoryTimelineView(entry: entry)
        }
        .configurationDisplayName("On this day")
        .description("Events that happened on this day in history.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
