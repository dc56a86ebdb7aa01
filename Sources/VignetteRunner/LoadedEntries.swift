import Foundation
import VignetteCore

/// The entries every job of a run shows, asked of the widgets' providers before any image is
/// drawn: once per widget, surface, device and "now" (what the provider's context and
/// `RenderRequest.now` differ by).
/// A provider's failure fails the images that needed it, each naming the widget and the call.
public nonisolated struct LoadedEntries: Sendable {
    nonisolated struct Key: Hashable, Sendable {
        let widget: String
        let surface: Surface
        let device: String
        let now: Date
    }

    private let widgets: [String: WidgetDescription]
    private let sets: [Key: Result<EntrySet, any Error>]

    /// Asks the providers of `widgets` for the entries `jobs` show, concurrently, each call
    /// within `timeLimit` (10 s by default).
    public static func load(for jobs: [RenderJob], widgets: [WidgetDescription], timeLimit: Duration? = nil) async -> LoadedEntries {
        let byKind = Dictionary(widgets.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        var needed: [Key: (job: RenderJob, timeline: Int)] = [:]
        for job in jobs {
            let key = Key(widget: job.widget, surface: job.surface, device: job.device.id, now: job.now)
            needed[key] = (job, max(needed[key]?.timeline ?? 0, job.timelineIndex ?? 0))
        }
        let sets = await withTaskGroup(of: (Key, Result<EntrySet, any Error>).self) { group in
            for (key, need) in needed {
                group.addTask {
                    guard let widget = byKind[key.widget] else {
                        return (key, .failure(VignetteError.unknownWidget(name: key.widget, available: widgets.map(\.kind))))
                    }
                    do {
                        let set = try await widget.loadEntries(for: key.surface, on: need.job.device, timelineEntries: need.timeline,
                                                               timeLimit: timeLimit, now: key.now)
                        return (key, .success(set))
                    } catch {
                        return (key, .failure(error))
                    }
                }
            }
            var all: [Key: Result<EntrySet, any Error>] = [:]
            for await (key, result) in group { all[key] = result }
            return all
        }
        return LoadedEntries(widgets: byKind, sets: sets)
    }

    /// What the providers' timelines would leave unseen (an empty timeline, entries dated far
    /// from the render's now), once each, naming the widget.
    public var timelineWarnings: [String] {
        var seen = Set<String>()
        return sets.values.compactMap { try? $0.get() }.flatMap(\.timelineWarnings).sorted().filter { seen.insert($0).inserted }
    }

    /// Whether a job has an entry to draw: false only for a timeline entry beyond the end of a
    /// timeline that loaded (a provider may give fewer entries than `--timeline` asks for).
    public func hasEntry(for job: RenderJob) -> Bool {
        guard let index = job.timelineIndex,
              case .success(let set)? = sets[Key(widget: job.widget, surface: job.surface, device: job.device.id, now: job.now)] else { return true }
        return index <= set.timeline.count
    }

    /// The widget and the entry a job draws.
    public func entry(for job: RenderJob) throws -> (WidgetDescription, LoadedEntry) {
        guard let widget = widgets[job.widget] else {
            throw VignetteError.unknownWidget(name: job.widget, available: widgets.keys.sorted())
        }
        guard let set = sets[Key(widget: job.widget, surface: job.surface, device: job.device.id, now: job.now)] else {
            throw VignetteError.backend("\(job): its entries were not loaded before rendering")
        }
        return (widget, try set.get().entry(for: job.appearance, timelineIndex: job.timelineIndex))
    }
}
