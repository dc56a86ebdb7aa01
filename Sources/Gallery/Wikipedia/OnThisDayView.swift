import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// On this day (seed 000): the event text with its year and how long ago, on the app's
/// timeline. The puck sits on the centre of the widget's corner curve, so the timeline echoes
/// the corner radius (the change Apple's designers suggested). Large adds the date in display
/// type, the range of years, and the related article as a card.
struct OnThisDayView: View {
    let entry: OnThisDayEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            if family == .systemLarge {
                VStack(alignment: .leading, spacing: 10) {
                    DateHeader(entry: entry)
                    EventOnTimeline(entry: entry, lineLimit: 4)
                    ArticleCard(article: entry.article)
                }
            } else {
                EventOnTimeline(entry: entry, lineLimit: family == .systemSmall ? 4 : 5)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color.wikipediaBackground, for: .widget)
        .widgetURL(URL(string: "wikipedia://en.wikipedia.org/wiki/Wikipedia:On_this_day"))
    }
}

private struct DateHeader: View {
    let entry: OnThisDayEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("On this day")
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.wikipediaSecondaryText)
            Text(entry.date)
                .font(.system(size: 30, weight: .bold, design: .serif))
                .foregroundStyle(Color.wikipediaText)
            Text("\(entry.eventCount) events from \(entry.firstYear) – \(entry.lastYear)")
                .font(.caption)
                .foregroundStyle(Color.wikipediaSecondaryText)
        }
    }
}

/// The year and event beside a vertical timeline that starts at a puck.
private struct EventOnTimeline: View {
    let entry: OnThisDayEntry
    let lineLimit: Int
    @Environment(\.widgetFamily) private var family

    /// The widget corner radius (22 pt) less the content margin (16 pt): the puck's centre sits
    /// on the corner curve's centre only in the small and medium sizes, where it is the first
    /// thing in the corner.
    private let puckCentre: CGFloat = 22 - 16

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Timeline(puckCentre: family == .systemLarge ? 9 : puckCentre)
                .frame(width: puckCentre * 2)
            VStack(alignment: .leading, spacing: 3) {
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text(String(entry.year))
                        .font(.title3.weight(.bold))
                        .foregroundStyle(Color.wikipediaGreen)
                    if family != .systemSmall {
                        Text("\(entry.yearsAgo) years ago")
                            .font(.caption)
                            .foregroundStyle(Color.wikipediaSecondaryText)
                    }
                }
                Text(entry.text)
                    .font(.subheadline)
                    .foregroundStyle(Color.wikipediaText)
                    .lineLimit(lineLimit)
                if family == .systemSmall {
                    Spacer(minLength: 0)
                    Text("\(entry.yearsAgo) years ago")
                        .font(.caption)
                        .foregroundStyle(Color.wikipediaSecondaryText)
                }
            }
        }
    }
}

/// A puck (an open green circle) with the timeline running down from it.
private struct Timeline: View {
    let puckCentre: CGFloat

    var body: some View {
        ZStack(alignment: .top) {
            Rectangle()
                .fill(LinearGradient(colors: [.wikipediaGreen, .wikipediaGreen.opacity(0)], startPoint: .top, endPoint: .bottom))
                .frame(width: 2)
                .padding(.top, puckCentre + 5)
            Circle()
                .strokeBorder(Color.wikipediaGreen, lineWidth: 2.5)
                .frame(width: 12, height: 12)
                .padding(.top, puckCentre - 6)
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// The related article: thumbnail, title and description on a card whose corners are
/// concentric with the widget's.
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
                    .scaledToFill()
                    .frame(width: 52, height: 52)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
        .padding(10)
        .background(Color.wikipediaCard, in: ContainerRelativeShape())
    }
}
