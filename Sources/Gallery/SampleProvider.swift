import Foundation
import Vignette
import VignetteCore

/// A gallery widget's entry: a value of its sample data, dated at the render's fixed "now".
struct SampleEntry<Value: Sendable>: TimelineEntry, Sendable {
    let date: Date
    let value: Value
}

/// The gallery's timeline provider: the widget's sample data from its `Data` resources, one entry,
/// never reloaded. Malformed sample data is reported (the widget's images fail with a message
/// naming the file and key) instead of drawing the placeholder as if it were data.
struct SampleProvider<Value: Sendable>: TimelineProvider {
    let placeholderValue: Value
    let load: @Sendable () throws -> Value

    init(placeholder: Value, load: @escaping @Sendable () throws -> Value) {
        placeholderValue = placeholder
        self.load = load
    }

    func placeholder(in context: Context) -> SampleEntry<Value> {
        SampleEntry(date: RenderRequest.now, value: placeholderValue)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (SampleEntry<Value>) -> Void) {
        completion(entry(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SampleEntry<Value>>) -> Void) {
        completion(Timeline(entries: [entry(in: context)], policy: .never))
    }

    private func entry(in context: Context) -> SampleEntry<Value> {
        do {
            return SampleEntry(date: RenderRequest.now, value: try load())
        } catch {
            WidgetProviderFailure.report(error)
            return placeholder(in: context)
        }
    }
}
