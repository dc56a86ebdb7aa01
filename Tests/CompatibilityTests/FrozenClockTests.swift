import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteRunner

/// `Date()` in an author's provider and view is the render's "now" while it renders, so code
/// that shows the time it ran renders the same bytes every run; outside a render, and on the
/// monotonic clocks time limits use, time runs.
@Suite struct FrozenClockTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)   // 2027-01-15T08:00:00Z
    let stamp = "2027-01-15T08:00:00Z"

    @Test("a provider that dates its entries with Date() gets the render's now, in every call")
    func providerReadsTheRendersNow() async throws {
        let widget = LastUpdatedWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 3, now: now)
        #expect(set.placeholder.date == now && set.snapshot.date == now)
        #expect(set.timeline.map(\.date) == [now, now.addingTimeInterval(900), now.addingTimeInterval(1800)])
    }

    @Test("a view that shows Date() in its properties and body draws the render's now")
    func viewReadsTheRendersNow() async throws {
        let widget = LastUpdatedWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, now: now)
        let request = RenderRequest(.widget(.systemSmall), now: now)
        let result = request.layout({ Surface.widget(.systemSmall).host(set.snapshot.view(), for: widget) },
                                    measurer: FixedAdvanceTextMeasurer())
        let texts = result.displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
        #expect(texts == ["Fetched \(stamp)", "Drawn \(stamp)", "Body \(stamp)"])
    }

    @Test("the same widget renders the same bytes in two runs a second apart")
    func sameBytesAcrossRuns() async throws {
        let widget = LastUpdatedWidget()._widgetDescriptions()
        let job = RenderJob.matrix(widget, surfaces: [.widget(.systemSmall)], appearances: [.light], now: now)[0]
        func render() async throws -> Data {
            let entries = await LoadedEntries.load(for: [job], widgets: widget)
            return try CairoRenderer().render(job, entries: entries)
        }
        let first = try await render()
        try await Task.sleep(for: .seconds(1.1))
        #expect(try await render() == first)
    }

    @Test("outside a render the clock runs; inside, monotonic time still advances")
    func onlyTheWallClockStops() async throws {
        #expect(abs(Date().timeIntervalSince(now)) > 60)
        try await FrozenClock.at(now) {
            let start = ContinuousClock.now
            try await Task.sleep(for: .milliseconds(20))
            #expect(ContinuousClock.now > start)
            #expect(Date() == now)
            #expect(time(nil) == 1_800_000_000)
            await withTaskGroup(of: Date.self) { group in
                group.addTask { Date() }
                for await childNow in group { #expect(childNow == now) }
            }
        }
    }
}
