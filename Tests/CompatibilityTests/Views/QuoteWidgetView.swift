// Written as for WidgetKit on iOS 17.
import SwiftUI
import Foundation

struct QuoteEntry {
    let quote: String
    let author: String
    let source: String
}

private struct QuoteAccentKey: EnvironmentKey {
    static let defaultValue = Color(.sRGB, red: 0.85, green: 0.35, blue: 0.25, opacity: 1)
}

extension EnvironmentValues {
    var quoteAccent: Color {
        get { self[QuoteAccentKey.self] }
        set { self[QuoteAccentKey.self] = newValue }
    }
}

struct QuoteWidgetView: View {
    var entry: QuoteEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.quoteAccent) var accent

    var body: some View {
        VStack(alignment: .leading, spacing: family == .systemSmall ? 6 : 10) {
            Image(systemName: "quote.opening")
                .font(.title3)
                .foregroundStyle(accent)
            if family == .systemLarge { Spacer(minLength: 0) }
            Text(entry.quote)
                .font(.system(size: family == .systemSmall ? 15 : family == .systemLarge ? 30 : 19, weight: .medium, design: .serif))
                .lineLimit(family == .systemLarge ? 8 : 4)
                .minimumScaleFactor(0.8)
            Spacer(minLength: 0)
            attribution
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(URL(string: "quotes://today"))
        .containerBackground(for: .widget) {
            LinearGradient(gradient: Gradient(stops: [
                .init(color: colorScheme == .dark ? Color(white: 0.12) : Color(white: 0.99), location: 0),
                .init(color: colorScheme == .dark ? Color(white: 0.05) : Color(red: 0.98, green: 0.95, blue: 0.9), location: 1),
            ]), startPoint: .top, endPoint: .bottom)
        }
    }

    private var attribution: some View {
        (Text("— ") + Text(entry.author).bold() + Text(family == .systemSmall ? "" : ", ") + Text(family == .systemSmall ? "" : entry.source).italic())
            .font(.system(.footnote, design: .rounded, weight: .regular))
            .foregroundColor(.secondary)
            .lineLimit(1)
    }
}
