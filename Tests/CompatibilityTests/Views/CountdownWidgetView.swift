// Written as for WidgetKit on iOS 17.
import SwiftUI
import Foundation

struct CountdownEntry: TimelineEntry {
    /// The entry's date: "now" for the countdown.
    let date: Date
    let title: String
    let eventDate: Date
    let imageName: String?

    /// Whole days from the entry's day to the event's, in the calendar's time zone.
    var daysLeft: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: eventDate)).day ?? 0
    }
}

struct CountdownWidgetView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Group {
            if family == .systemSmall {
                compact
            } else {
                HStack(spacing: 14) {
                    if let imageName = entry.imageName {
                        Image(imageName)
                            .resizable()
                            .aspectRatio(contentMode: .fill)
                            .frame(width: family == .systemLarge ? 120 : 90)
                            .frame(maxHeight: .infinity)
                            .overlay(alignment: .bottomLeading) {
                                Label("\(entry.daysLeft)d", systemImage: "airplane")
                                    .font(.caption2.weight(.semibold))
                                    .padding(.horizontal, 6)
                                    .padding(.vertical, 3)
                                    .background(.ultraThinMaterial, in: Capsule())
                                    .padding(6)
                            }
                            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                            .shadow(color: .black.opacity(0.25), radius: 4, x: 0, y: 2)
                    }
                    compact
                }
            }
        }
        .containerBackground(for: .widget) {
            colorScheme == .dark ? AnyView(Color.black) : AnyView(Color(red: 0.94, green: 0.97, blue: 1.0))
        }
    }

    private var compact: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundColor(.blue)
                .lineLimit(2)
            Text("\(entry.daysLeft)")
                .font(.system(size: 52, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
                .overlay(alignment: .topTrailing) {
                    Circle().fill(Color.red).frame(width: 8, height: 8).offset(x: 8, y: 6)
                }
            Text(entry.daysLeft == 1 ? "day to go" : "days to go")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer(minLength: 0)
            Link(destination: URL(string: "countdown://event/\(entry.daysLeft)")!) {
                Text(entry.eventDate, style: .date)
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
            EmptyView()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .animation(.default, value: entry.daysLeft)
    }
}
