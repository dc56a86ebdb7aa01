import Foundation

/// One timeline entry ready to draw: its date and relevance, and the widget's view for it.
///
/// `@unchecked Sendable`: the entry and the widget's content closure need not be `Sendable`
/// (WidgetKit does not ask it); each image calls `makeView` on the one thread that renders it.
public nonisolated struct LoadedEntry: @unchecked Sendable {
    public let date: Date
    public let relevance: TimelineEntryRelevance?
    let makeView: () -> AnyView

    init<Entry: TimelineEntry, Content: View>(_ entry: Entry, content: @escaping (Entry) -> Content) {
        date = entry.date
        relevance = entry.relevance
        makeView = { AnyView(content(entry)) }
    }

    /// The widget's view for this entry, as its configuration's content closure builds it.
    public func view() -> AnyView { makeView() }
}

/// Where a configuration's entries come from: its provider, called the way WidgetKit calls it.
package nonisolated protocol EntrySource {
    func placeholder(in context: TimelineProviderContext) -> LoadedEntry
    func snapshot(in context: TimelineProviderContext) async -> LoadedEntry
    func timeline(in context: TimelineProviderContext) async -> LoadedTimeline
    /// The entry as this widget's content draws it (a preview's entries), or nil when it is not
    /// of the widget's entry type.
    func entry(_ entry: any TimelineEntry) -> LoadedEntry?
    /// The entry type the widget's content takes, for messages.
    var entryTypeName: String { get }
}

/// A `TimelineProvider`'s entries: completion handlers become awaited values.
nonisolated struct TimelineProviderSource<Provider: TimelineProvider, Content: View>: EntrySource {
    let provider: Provider
    let content: (Provider.Entry) -> Content

    func placeholder(in context: TimelineProviderContext) -> LoadedEntry {
        LoadedEntry(provider.placeholder(in: context), content: content)
    }

    func snapshot(in context: TimelineProviderContext) async -> LoadedEntry {
        let entry = await CompletionHandler.value { completion in provider.getSnapshot(in: context, completion: completion) }
        return LoadedEntry(entry, content: content)
    }

    func timeline(in context: TimelineProviderContext) async -> LoadedTimeline {
        let timeline = await CompletionHandler.value { completion in provider.getTimeline(in: context, completion: completion) }
        return LoadedTimeline(entries: timeline.entries.map { LoadedEntry($0, content: content) }, policy: timeline.policy)
    }

    func entry(_ entry: any TimelineEntry) -> LoadedEntry? { (entry as? Provider.Entry).map { LoadedEntry($0, content: content) } }
    var entryTypeName: String { "\(Provider.Entry.self)" }
}

/// An `AppIntentTimelineProvider`'s entries for the intent's default configuration (made for
/// each call, as the defaults of entity parameters are asked of their queries). A configuration
/// that cannot be made is reported as the call's failure.
nonisolated struct AppIntentProviderSource<Provider: AppIntentTimelineProvider, Content: View>: EntrySource {
    let provider: Provider
    let content: (Provider.Entry) -> Content

    private func configuration() async -> Provider.Intent? {
        do {
            return try await IntentDefaults.configuration(Provider.Intent.self)
        } catch {
            WidgetProviderFailure.report(error)
            return nil
        }
    }

    func placeholder(in context: TimelineProviderContext) -> LoadedEntry {
        LoadedEntry(provider.placeholder(in: context), content: content)
    }

    func snapshot(in context: TimelineProviderContext) async -> LoadedEntry {
        guard let configuration = await configuration() else { return placeholder(in: context) }
        return LoadedEntry(await provider.snapshot(for: configuration, in: context), content: content)
    }

    func timeline(in context: TimelineProviderContext) async -> LoadedTimeline {
        guard let configuration = await configuration() else { return LoadedTimeline(entries: [placeholder(in: context)], policy: .never) }
        let timeline = await provider.timeline(for: configuration, in: context)
        return LoadedTimeline(entries: timeline.entries.map { LoadedEntry($0, content: content) }, policy: timeline.policy)
    }

    func entry(_ entry: any TimelineEntry) -> LoadedEntry? { (entry as? Provider.Entry).map { LoadedEntry($0, content: content) } }
    var entryTypeName: String { "\(Provider.Entry.self)" }
}

/// An `IntentTimelineProvider`'s entries for a new widget's configuration: the intent with its
/// definition's defaults (a new one for each call, as WidgetKit passes each call its own copy).
nonisolated struct IntentProviderSource<Provider: IntentTimelineProvider, Content: View>: EntrySource {
    let provider: Provider
    let content: (Provider.Entry) -> Content

    func placeholder(in context: TimelineProviderContext) -> LoadedEntry {
        LoadedEntry(provider.placeholder(in: context), content: content)
    }

    private func configuration() -> Provider.Intent {
        let intent = Provider.Intent()
        intent._setDefinitionDefaults()
        return intent
    }

    func snapshot(in context: TimelineProviderContext) async -> LoadedEntry {
        let entry = await CompletionHandler.value { completion in provider.getSnapshot(for: configuration(), in: context, completion: completion) }
        return LoadedEntry(entry, content: content)
    }

    func timeline(in context: TimelineProviderContext) async -> LoadedTimeline {
        let timeline = await CompletionHandler.value { completion in provider.getTimeline(for: configuration(), in: context, completion: completion) }
        return LoadedTimeline(entries: timeline.entries.map { LoadedEntry($0, content: content) }, policy: timeline.policy)
    }

    func entry(_ entry: any TimelineEntry) -> LoadedEntry? { (entry as? Provider.Entry).map { LoadedEntry($0, content: content) } }
    var entryTypeName: String { "\(Provider.Entry.self)" }
}

/// A configuration whose intent has no usable defaults: every call fails with that error.
nonisolated struct FailingSource: EntrySource {
    let error: VignetteError
    func placeholder(in context: TimelineProviderContext) -> LoadedEntry { WidgetProviderFailure.report(error); return .empty }
    func snapshot(in context: TimelineProviderContext) async -> LoadedEntry { placeholder(in: context) }
    func timeline(in context: TimelineProviderContext) async -> LoadedTimeline { LoadedTimeline(entries: [placeholder(in: context)], policy: .never) }
    func entry(_ entry: any TimelineEntry) -> LoadedEntry? { nil }
    var entryTypeName: String { "none" }
}

/// A provider's timeline ready to draw: its entries and when it asked to be reloaded.
package nonisolated struct LoadedTimeline: @unchecked Sendable {
    // @unchecked: its entries are (see `LoadedEntry`).
    package let entries: [LoadedEntry]
    package let policy: TimelineReloadPolicy
}

nonisolated extension LoadedEntry {
    private nonisolated struct NoEntry: TimelineEntry { var date: Date { RenderRequest.defaultNow } }
    /// Stands in where a failed call has no entry to give; never drawn (the call's error is).
    static let empty = LoadedEntry(NoEntry()) { _ in EmptyView() }
}

/// Turns a completion-handler API into an awaited value. A provider may call its completion
/// handler late, from any thread, or more than once (only the first call counts); one that never
/// calls it leaves the caller waiting, which `ProviderCall`'s time limit turns into an error.
nonisolated enum CompletionHandler {
    static func value<T>(_ start: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
        // The provider call this answers (a task-local, read here in its task): its time limit
        // stops when the handler is called, even if the task then waits for a thread.
        let call = ProviderCallState.current
        let boxed: UncheckedSendable<T> = await withUnsafeContinuation { continuation in
            let once = Once()
            start { value in
                call?.markAnswered()
                if once.claim() { continuation.resume(returning: UncheckedSendable(value)) }
            }
        }
        return boxed.value
    }
}

/// A value moved between tasks that WidgetKit's types do not mark `Sendable` (entries,
/// timelines); each is used by one task at a time.
package nonisolated struct UncheckedSendable<T>: @unchecked Sendable {
    package let value: T
    package init(_ value: T) { self.value = value }
}
