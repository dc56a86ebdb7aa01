import Foundation
import Testing
@testable import VignetteCore

/// The widget gallery's page in the reader's language: the widget's localized name and
/// description looked up in its target's string catalog (this target's Localizable.xcstrings)
/// when the page is rendered, a `String` name verbatim, and the sheet's own words the system's.
@Suite("Widget gallery localization")
struct WidgetGalleryLocalizationTests {
    private struct Entry: TimelineEntry { let date: Date }

    private struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .distantPast)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .distantPast)], policy: .never))
        }
    }

    private nonisolated struct LocalizedWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "localized", provider: Provider()) { _ in Color.blue }
                .configurationDisplayName("vignette.widget.title")
                .description("Good morning, vignette")
                .supportedFamilies([.systemSmall])
        }
    }

    private nonisolated struct StoredNameWidget: Widget {
        let name = "vignette.widget.title"
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "stored", provider: Provider()) { _ in Color.blue }
                .configurationDisplayName(name)
                .description(String("Good morning, vignette"))
                .supportedFamilies([.systemSmall])
        }
    }

    private func texts(of widget: some Widget, _ variant: RenderVariant) throws -> [String] {
        let gallery = try #require(Surface(named: "gallery-systemSmall"))
        let description = widget._widgetDescriptions()[0]
        let result = RenderRequest(gallery, device: .defaultDevice, appearance: .light, variant: variant)
            .layout(gallery.host(AnyView(Color.blue.containerBackground(.blue, for: .widget)), for: description), measurer: FixedAdvanceTextMeasurer())
        let all = result.displayList.items.compactMap { if case .text(let t) = $0 { t.text.string } else { nil } }
        return all
    }

    @Test("a localized name and description are looked up when the page is rendered, in its locale and pseudolanguage")
    func localizedKeys() throws {
        #expect(try texts(of: LocalizedWidget(), .standard) == ["Up Next", "Good morning, vignette", "Add Widget"])
        #expect(try texts(of: LocalizedWidget(), RenderVariant(locale: Locale(identifier: "de_DE")))
                == ["Als Nächstes", "Guten Morgen, Vignette", "Add Widget"])
        #expect(try texts(of: LocalizedWidget(), RenderVariant(pseudoLanguage: .bounded))
                == ["[# Up Next #]", "[# Good morning, vignette #]", "Add Widget"])
        // The key as written stays the widget's name for the review page and messages.
        #expect(LocalizedWidget()._widgetDescriptions()[0].displayName == "vignette.widget.title")
    }

    @Test("a String name and description are shown verbatim, in every language and pseudolanguage")
    func storedStrings() throws {
        let expected = ["vignette.widget.title", "Good morning, vignette", "Add Widget"]
        #expect(try texts(of: StoredNameWidget(), RenderVariant(locale: Locale(identifier: "de_DE"))) == expected)
        #expect(try texts(of: StoredNameWidget(), RenderVariant(pseudoLanguage: .doubleLength)) == expected)
    }
}
