import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// On this day (seed 000): an event with its year and how long ago, on the app's timeline.
/// The puck sits on the centre of the widget's corner curve, so the timeline echoes the corner
/// radius (the change Apple's designers suggested). Medium adds the day's range of events
/// under the event; large adds the date in display type, a second event on the timeline, and
/// the first event's article as a card with its thumbnail.
struct OnThisDayView: View {
    let entry: OnThisDayEntry
    /// The entry's date: the day of the year shown, and what "years ago" counts to.
    let date: Date
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            switch family {
            case .systemLarge:
                // Two events where the device's large size holds them, else one.
                ViewThatFits(in: .vertical) {
                    large(events: 2)
                    large(events: 1)
                }
            case .systemMedium:
                VStack(alignment: .leading, spacing: 0) {
                    EventOnTimeline(event: entry.events[0], yearsAgo: entry.events[0].yearsAgo(at: date), lineLimit: 4)
                    Spacer(minLength: 4)
                    EventRange(entry: entry)
                        .padding(.leading, EventOnTimeline.textInset)
                }
            default:
                EventOnTimeline(event: entry.events[0], yearsAgo: entry.events[0].yearsAgo(at: date), lineLimit: 5)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color.wikipediaBackground, for: .widget)
        .widgetURL(URL(string: "wikipedia://en.wikipedia.org/wiki/Wikipedia:On_this_day"))
    }
}

extension OnThisDayView {
    private func large(events count: Int) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            DateHeader(entry: entry, day: GalleryDates.string(date, template: "MMMMd"))
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(entry.events.prefix(count).enumerated()), id: \.offset) { index, event in
                    EventOnTimeline(event: event, yearsAgo: event.yearsAgo(at: date), lineLimit: 3,
                                    continues: index + 1 < min(entry.events.count, count))
                }
            }
            .frame(maxHeight: .infinity, alignment: .top)
            ArticleCard(article: entry.article)
        }
    }
}

private struct DateHeader: View {
    let entry: OnThisDayEntry
    let day: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("On this day")
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.wikipediaSecondaryText)
            Text(day)
                .font(.system(size: 30, weight: .bold, design: .serif))
                .foregroundStyle(Color.wikipediaText)
            EventRange(entry: entry)
        }
    }
}

/// "62 events from 164 – 2023".
private struct EventRange: View {
    let entry: OnThisDayEntry

    var body: some View {
        Text("\(entry.eventCount) events from \(String(entry.firstYear)) – \(String(entry.lastYear))")
            .font(.caption)
            .foregroundStyle(Color.wikipediaSecondaryText)
            .lineLimit(1)
    }
}

/// The year and event beside a vertical timeline that starts at a puck.
private struct EventOnTimeline: View {
    let event: OnThisDayEntry.Event
    let yearsAgo: Int
    let lineLimit: Int
    /// Whether another event follows on the timeline (the line runs on at full strength).
    var continues = false
    @Environment(\.widgetFamily) private var family

    /// The widget corner radius (22 pt) less the content margin (16 pt): the puck's centre sits
    /// on the corner curve's centre only in the small and medium sizes, where it is the first
    /// thing in the corner.
    private static let puckCentre: CGFloat = 22 - 16
    /// Where the text starts: the timeline's width and the spacing after it.
    static let textInset: CGFloat = puckCentre * 2 + 10

    var body: some View {
        // The timeline is the text's background, so it runs exactly the text's height.
        VStack(alignment: .leading, spacing: 3) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(String(event.year))
                    .font(.title3.weight(.bold))
                    .foregroundStyle(Color.wikipediaBlue)
                if family != .systemSmall {
                    Text("\(yearsAgo) years ago")
                        .font(.caption)
                        .foregroundStyle(Color.wikipediaSecondaryText)
                }
            }
            // Apple's widgets set body text at 13–15 pt; the small size takes the smaller.
            if family == .systemSmall {
                // As many lines as the height holds, with "years ago" at the bottom.
                eventText
                    .frame(maxHeight: .infinity, alignment: .topLeading)
                Text("\(yearsAgo) years ago")
                    .font(.caption)
                    .foregroundStyle(Color.wikipediaSecondaryText)
            } else {
                // Its lines before any spacer's share: the line limits are chosen to fit each family.
                eventText
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
        .padding(.bottom, continues ? 6 : 0)
        .padding(.leading, Self.textInset)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(alignment: .topLeading) {
            Timeline(puckCentre: family == .systemLarge ? 9 : Self.puckCentre, continues: continues)
                .frame(width: Self.puckCentre * 2)
        }
    }
}

extension EventOnTimeline {
    private var eventText: some View {
        Text(event.text)
            .font(family == .systemSmall ? .footnote : .subheadline)
            .foregroundStyle(Color.wikipediaText)
            .lineLimit(lineLimit)
    }
}

/// A puck (an open blue circle) with the timeline running down from it, fading out unless
/// another event follows.
private struct Timeline: View {
    let puckCentre: CGFloat
    let continues: Bool

    var body: some View {
        ZStack(alignment: .top) {
            Rectangle()
                .fill(LinearGradient(colors: [.wikipediaBlue, .wikipediaBlue.opacity(continues ? 1 : 0)],
                                     startPoint: .top, endPoint: .bottom))
                .frame(width: 2)
                .padding(.top, puckCentre + 5)
                .padding(.bottom, continues ? -(puckCentre - 5) : 0)
            Circle()
                .strokeBorder(Color.wikipediaBlue, lineWidth: 2.5)
                .frame(width: 12, height: 12)
                .padding(.top, puckCentre - 6)
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// The related article: title and description beside its thumbnail, on a card whose corners
/// are concentric with the widget's.
private struct ArticleCard: View {
    let article: OnThisDayEntry.Article

    var body: some View {
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: 2) {
                Text(article.title)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(Color.wikipediaText)
                    .lineLimit(1)
                Text(article.description)
                    .font(.caption)
                    .foregroundStyle(Color.wikipediaSecondaryText)
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
            if let image = article.image {
                Image(image)
                    .resizable()
                    .widgetAccentedRenderingMode(.accentedDesaturated)
                    .scaledToFill()
                    .frame(width: 52, height: 52)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
        .padding(10)
        .background(Color.wikipediaCard, in: ContainerRelativeShape())
    }
}
