//
//  Provider.swift
//  FeedDigest
//

import WidgetKit

struct WidgetTimelineEntry: TimelineEntry {
    let date: Date
    let widgetData: WidgetData
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> WidgetTimelineEntry {
        WidgetTimelineEntry(date: Date(), widgetData: WidgetDataDecoder.sampleData())
    }

    func getSnapshot(in context: Context, completion: @escaping (WidgetTimelineEntry) -> Void) {
        if context.isPreview {
            do {
                let data = try WidgetDataDecoder.decodeWidgetData()
                completion(WidgetTimelineEntry(date: Date(), widgetData: data))
            } catch {
                completion(WidgetTimelineEntry(date: Date(), widgetData: WidgetDataDecoder.sampleData()))
            }
        } else {
            let data = (try? WidgetDataDecoder.decodeWidgetData()) ?? .empty
            completion(WidgetTimelineEntry(date: Date(), widgetData: data))
        }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WidgetTimelineEntry>) -> Void) {
        let data = (try? WidgetDataDecoder.decodeWidgetData()) ?? .empty
        let entry = WidgetTimelineEntry(date: Date(), widgetData: data)
        // The app reloads the timelines after a refresh; ask again in an hour in any case.
        let nextUpdate = Calendar.current.date(byAdding: .hour, value: 1, to: Date())!
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }
}
