//
//  GlucoseProvider.swift
//  GlucoseGlance
//

import WidgetKit

struct GlucoseProvider: TimelineProvider {
    typealias Entry = GlucoseTimelineEntry

    func placeholder(in context: Context) -> GlucoseTimelineEntry {
        GlucoseTimelineEntry(data: .sample(endingAt: Date()))
    }

    func getSnapshot(in context: Context, completion: @escaping (GlucoseTimelineEntry) -> Void) {
        completion(GlucoseTimelineEntry(data: .sample(endingAt: Date())))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GlucoseTimelineEntry>) -> Void) {
        let entry = GlucoseTimelineEntry(data: .sample(endingAt: Date()))
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(5 * 60))))
    }
}

struct GlucoseTimelineEntry: TimelineEntry {
    let data: GlucoseEntry
    var date: Date { data.date }
}
