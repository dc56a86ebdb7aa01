import Foundation
import Vignette

/// The most read articles of the day on a Wikipedia.
struct TopReadEntry: Decodable, Sendable {
    struct Article: Decodable, Sendable {
        let rank: Int
        let title: String
        let description: String
        /// An image set in `Assets/Gallery.xcassets`, or nil: then the sparkline is the visual.
        let image: String?
        /// Page views per day over the last week.
        let views: [Double]
        var todayViews: Int { Int(views.last ?? 0) }
    }

    let date: String
    let language: String
    let articles: [Article]

    static let placeholder = TopReadEntry(
        date: "November 21", language: "English Wikipedia",
        articles: (1...4).map { Article(rank: $0, title: "Article title", description: "Short description of the article",
                                         image: $0 == 1 ? "photo-storm" : nil, views: [3, 4, 3, 5, 6, 5, 7]) })
}

enum TopReadWidget {
    static let definition = WidgetDefinition(
        kind: "wikipedia-top-read", displayName: "Top read",
        description: "The articles most read today on Wikipedia, with a week of page views.",
        placeholder: { TopReadEntry.placeholder },
        entry: { try SampleData.load(TopReadEntry.self, from: "top-read.json") },
        content: { TopReadView(entry: $0) })

    /// The same widget when the top article has no image: the sparkline becomes the visual.
    static let withoutImage = WidgetDefinition(
        kind: "wikipedia-top-read-no-image", displayName: "Top read (no image)",
        description: "Top read when the top article has no image: the enlarged sparkline is the visual.",
        supportedFamilies: [.systemSmall],
        placeholder: { TopReadEntry.placeholder },
        entry: {
            let entry = try SampleData.load(TopReadEntry.self, from: "top-read.json")
            let imageless = entry.articles.filter { $0.image == nil }
            return TopReadEntry(date: entry.date, language: entry.language, articles: imageless)
        },
        content: { TopReadView(entry: $0) })
}
