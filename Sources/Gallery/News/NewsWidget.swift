import Vignette
import VignetteCore

/// Top stories from a news app.
struct NewsEntry: Decodable, Sendable {
    struct Story: Decodable, Sendable {
        let source: String
        let headline: String
        let image: String?
        let age: String
    }

    let stories: [Story]

    static let placeholder = NewsEntry(stories: (0..<4).map { _ in
        Story(source: "Publication", headline: "A headline long enough to take two lines of text", image: "photo-storm", age: "1h")
    })
}

struct NewsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "news", provider: SampleProvider(placeholder: NewsEntry.placeholder) {
            try SampleData.load(NewsEntry.self, from: "news.json")
        }) { entry in
            NewsView(entry: entry.value)
        }
        .configurationDisplayName("News")
        .description("Top stories: one rich story when small, several headlines as it grows.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}

#Preview("Signed out", as: .systemMedium) {
    NewsWidget()
} timeline: {
    SampleEntry(date: RenderRequest.now, value: NewsEntry(stories: []))
}
