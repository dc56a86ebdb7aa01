import Foundation
import Vignette

/// The most read articles of the day on a Wikipedia.
struct TopReadEntry: Decodable, Sendable {
    struct Article: Decodable, Sendable {
        let rank: Int
        let title: String
        let description: String
        /// An image set in `Assets/Assets.xcassets`, or nil: then the sparkline is the visual.
        let image: String?
        /// Page views per day over the last week.
        let views: [Double]
        var todayViews: Int { Int(views.last ?? 0) }
    }

    let language: String
    let articles: [Article]

    static let placeholder = TopReadEntry(
        language: "English Wikipedia",
        articles: (1...4).map { Article(rank: $0, title: "Article title", description: "Short description of the article",
                                         image: nil, views: [1, 1, 1, 1, 1, 1, 1]) })
}

struct TopReadWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "wikipedia-top-read", provider: SampleProvider(placeholder: TopReadEntry.placeholder) {
            try SampleData.load(TopReadEntry.self, from: "top-read.json")
        }) { entry in
            TopReadView(entry: entry.value, date: entry.date)
        }
        .configurationDisplayName("Top read")
        .description("The articles most read today on Wikipedia, with a week of page views.")
        .supportedFamilies(WidgetFamily.homeScreen + [.systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}

/// The same widget when the top article has no image: the sparkline becomes the visual.
struct TopReadWithoutImageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "wikipedia-top-read-no-image", provider: SampleProvider(placeholder: TopReadEntry.placeholder) {
            let entry = try SampleData.load(TopReadEntry.self, from: "top-read.json")
            return TopReadEntry(language: entry.language, articles: entry.articles.filter { $0.image == nil })
        }) { entry in
            TopReadView(entry: entry.value, date: entry.date)
        }
        .configurationDisplayName("Top read (no image)")
        .description("Top read when the top article has no image: the enlarged sparkline is the visual.")
        .supportedFamilies([.systemSmall])
    }
}
