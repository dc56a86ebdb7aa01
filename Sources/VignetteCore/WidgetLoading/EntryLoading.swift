import Foundation

/// The entries a widget renders on one target and device: the placeholder, the gallery
/// snapshot and the first entries of its timeline.
public nonisolated struct EntrySet: Sendable {
    public let placeholder: LoadedEntry
    public let snapshot: LoadedEntry
    /// The first entries of the timeline (as many as asked for; none unless asked).
    public let timeline: [LoadedEntry]
    /// What in the timeline would go unseen or unnoticed (an empty timeline, entries dated far
    /// from the render's "now"), each naming the widget and the call.
    public var timelineWarnings: [String] = []

    /// The entry an image of `appearance` shows: the placeholder entry for the placeholder
    /// appearance, else the timeline entry `timelineIndex` (1-based), else the snapshot.
    public func entry(for appearance: WidgetAppearance, timelineIndex: Int? = nil) throws -> LoadedEntry {
        if appearance == .placeholder { return placeholder }
        guard let timelineIndex else { return snapshot }
        guard timeline.indices.contains(timelineIndex - 1) else {
            throw VignetteError.backend("the timeline has \(timeline.count) entries; there is no entry \(timelineIndex)")
        }
        return timeline[timelineIndex - 1]
    }
}

nonisolated extension WidgetDescription {
    /// Asks the widget's provider for its entries on `surface` and `device`, as WidgetKit would:
    /// `placeholder(in:)`, the snapshot with `isPreview` set, and, when `timelineEntries` is
    /// more than zero, the timeline (its first `timelineEntries` entries). Each call has
    /// `timeLimit`; a call that fails or runs out of time is an error naming the widget and call.
    public func loadEntries(for surface: Surface, on device: WidgetDevice, timelineEntries: Int = 0,
                            timeLimit: Duration? = nil, now: Date = RenderRequest.defaultNow) async throws -> EntrySet {
        // The provider sees the render's now as `RenderRequest.now` and `Date()` while it is asked.
        try await FrozenClock.at(now) {
            try await askProvider(for: surface, on: device, timelineEntries: timelineEntries, timeLimit: timeLimit)
        }
    }

    private func askProvider(for surface: Surface, on device: WidgetDevice, timelineEntries: Int,
                             timeLimit: Duration?) async throws -> EntrySet {
        let limit = timeLimit ?? ProviderCall.defaultTimeLimit
        let source = UncheckedSendable(self.source)
        let placeholderContext = surface.providerContext(on: device, isPreview: false)
        let placeholder = try await ProviderCall.run(widget: kind, call: "placeholder(in:)", limit: limit) {
            source.value.placeholder(in: placeholderContext)
        }
        let previewContext = surface.providerContext(on: device, isPreview: true)
        let snapshot = try await ProviderCall.run(widget: kind, call: source.value.snapshotCallName, limit: limit) {
            await source.value.snapshot(in: previewContext)
        }
        var timeline: [LoadedEntry] = []
        if timelineEntries > 0 {
            let timelineContext = surface.providerContext(on: device, isPreview: false)
            let entries = try await ProviderCall.run(widget: kind, call: source.value.timelineCallName, limit: limit) {
                UncheckedSendable(await source.value.timeline(in: timelineContext))
            }
            timeline = Array(entries.value.entries.prefix(timelineEntries))
            return EntrySet(placeholder: placeholder, snapshot: snapshot, timeline: timeline,
                            timelineWarnings: timelineWarnings(timeline, policy: entries.value.policy, call: source.value.timelineCallName))
        }
        return EntrySet(placeholder: placeholder, snapshot: snapshot, timeline: timeline)
    }
}

nonisolated extension WidgetDescription {
    /// An entry further than this from the render's "now" is more likely a mistake (a date
    /// left at its default, a wrong unit) than a plan.
    static let farFromNow: TimeInterval = 366 * 24 * 60 * 60

    /// What an author would not otherwise learn about `timeline`, as WidgetKit would treat it.
    func timelineWarnings(_ timeline: [LoadedEntry], policy: TimelineReloadPolicy, call: String) -> [String] {
        guard !timeline.isEmpty else {
            return ["widget '\(kind)': \(call) gave an empty timeline, so WidgetKit would show nothing new until it reloads "
                + "and no timeline image is drawn; return at least one entry"]
        }
        let now = RenderRequest.now
        let format = Date.ISO8601FormatStyle()
        var reload: [String] = []
        if case .after(let date) = policy.kind, date < now {
            reload = ["widget '\(kind)': \(call): the reload policy .after(\(date.formatted(format))) is already past at the "
                + "render's now (\(now.formatted(format))), so WidgetKit would ask for a new timeline at once, as often as its "
                + "budget allows; reload after a date to come (or use .atEnd)"]
        }
        return reload + timeline.enumerated().compactMap { index, entry in
            let distance = entry.date.timeIntervalSince(now)
            guard abs(distance) > Self.farFromNow else { return nil }
            let when = distance > 0 ? "after" : "before"
            let effect = distance > 0 ? "WidgetKit shows an entry only from its date on, so it would not be seen"
                                      : "WidgetKit shows it, but a date that old is usually a default left in place"
            return "widget '\(kind)': \(call): entry \(index + 1) is dated \(entry.date.formatted(format)), more than a year "
                + "\(when) the render's now (\(now.formatted(format))); \(effect); date entries from the date the provider "
                + "is asked (or render with another --now)"
        }
    }
}

nonisolated extension EntrySource {
    var snapshotCallName: String {
        if let named = self as? any ProviderCallNames { return named.snapshotCallName }
        return self is any CompletionHandlerSource ? "getSnapshot(in:completion:)" : "snapshot(for:in:)"
    }
    var timelineCallName: String {
        if let named = self as? any ProviderCallNames { return named.timelineCallName }
        return self is any CompletionHandlerSource ? "getTimeline(in:completion:)" : "timeline(for:in:)"
    }
}

/// Sources whose provider is asked through other calls than a timeline provider's (a control's
/// `currentValue()`), for naming the call in errors.
nonisolated protocol ProviderCallNames {
    var snapshotCallName: String { get }
    var timelineCallName: String { get }
}

/// Sources whose provider answers through completion handlers (for naming the call in errors).
nonisolated protocol CompletionHandlerSource {}
nonisolated extension TimelineProviderSource: CompletionHandlerSource {}
