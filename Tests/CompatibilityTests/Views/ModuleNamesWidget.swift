// Written as for WidgetKit on iOS 17: module-qualified names, `canImport` branches and `@main`
// on a single widget, as extensions write them.
import SwiftUI
import WidgetKit
import CoreGraphics

#if canImport(WidgetKit)
let widgetKitBranch = "iOS"
#else
let widgetKitBranch = "other"
#endif

/// A view that names SwiftUI's types through their module, as code does to avoid a clash with its own.
struct QualifiedNamesView: SwiftUI.View {
    @SwiftUI.State private var taps = 3
    let inset: CoreGraphics.CGFloat = 12

    var body: some SwiftUI.View {
        SwiftUI.Text("Taps: \(taps)")
            .padding(inset)
            .containerBackground(SwiftUI.Color.orange.gradient, for: .widget)
    }
}

/// An extension with one widget and no bundle marks the widget itself `@main`. A test target has
/// its own entry point, so here the function `@main` would call is only named: it must exist.
let singleWidgetEntryPoint: @Sendable () async -> Void = SingleCounterWidget.main

struct SingleCounterWidget: WidgetKit.Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SingleCounter", provider: SingleCounterProvider()) { _ in QualifiedNamesView() }
            .supportedFamilies([.systemSmall])
    }
}

struct SingleCounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
    }
}

struct SimpleEntry: TimelineEntry { let date: Date }
