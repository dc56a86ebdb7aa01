import Foundation
import Synchronization
import VignetteCore
import VignetteCairo

/// One image of a render: a widget on a surface (family or Today mode) in an appearance on a
/// device, for a reader's settings (`variant`), showing its snapshot entry (or, with
/// `timelineIndex`, that entry of its timeline).
public nonisolated struct RenderJob: Hashable, Sendable, CustomStringConvertible {
    public let widget: String
    public let surface: Surface
    public let appearance: WidgetAppearance
    public let device: WidgetDevice
    /// The timeline entry shown (1-based), or nil for the snapshot (the placeholder entry in
    /// the placeholder appearance).
    public let timelineIndex: Int?
    /// The date the image shows as the present (`--now`).
    public let now: Date
    /// The reader's settings (`--dynamic-type`, `--bold-text`, `--locale`…).
    public let variant: RenderVariant

    public init(widget: String, surface: Surface, appearance: WidgetAppearance, device: WidgetDevice = .defaultDevice,
                timelineIndex: Int? = nil, now: Date = RenderRequest.defaultNow, variant: RenderVariant = .standard) {
        self.widget = widget
        self.surface = surface
        self.appearance = appearance
        self.device = device
        self.timelineIndex = timelineIndex
        self.now = now
        self.variant = variant
    }

    public init(widget: String, family: WidgetFamily, appearance: WidgetAppearance, device: WidgetDevice = .defaultDevice) {
        self.init(widget: widget, surface: .widget(family), appearance: appearance, device: device)
    }

    /// `<widget>/<surface>-<appearance>.png`, with the variant's suffix (`-accessibility2-bold`)
    /// off the standard variant, `-timeline<n>` for a timeline entry, `-<device>` off the default
    /// device and `@<n>x` off the device's own scale.
    public var relativePath: String { relativePath(format: .png) }

    public func relativePath(format: ImageFormat) -> String {
        let entrySuffix = timelineIndex.map { "-timeline\($0)" } ?? ""
        let deviceSuffix = Self.deviceSuffix(device)
        let scaleSuffix = device.scale == device.nativeScale ? "" : "@\(formatScale(device.scale))x"
        return "\(widget)/\(surface.name)-\(appearance)\(variant.fileSuffix)\(entrySuffix)\(deviceSuffix)\(scaleSuffix).\(format.rawValue)"
    }

    /// `-<device id>` in a file name, or nothing on the default device.
    static func deviceSuffix(_ device: WidgetDevice) -> String {
        device.id == WidgetDevice.defaultDevice.id ? "" : "-\(device.id)"
    }

    private func formatScale(_ s: CGFloat) -> String { s == s.rounded() ? String(Int(s)) : String(format: "%g", Double(s)) }

    public var description: String {
        "\(widget) \(surface.name) \(appearance)\(variant.isStandard ? "" : " (\(variant.label))")\(timelineIndex.map { " timeline entry \($0)" } ?? "") \(device.id)"
    }

    /// What the job asks of the renderer: its surface, device, appearance, "now" and variant.
    public var request: RenderRequest { RenderRequest(surface, device: device, appearance: appearance, now: now, variant: variant) }

    /// The matrix: every widget × surface (family or Today mode) × appearance on each device,
    /// and, with `timelineEntries`, the first entries of each timeline in the appearances asked
    /// for but the placeholder. An appearance is only rendered where it applies
    /// (`Surface.appearances(_:on:containerBackgroundRemovable:)`).
    public static func matrix(_ widgets: [WidgetDescription], surfaces: [Surface]? = nil,
                              appearances: [WidgetAppearance] = [.light, .dark],
                              devices: [WidgetDevice] = [.defaultDevice], timelineEntries: Int = 0,
                              now: Date = RenderRequest.defaultNow, variant: RenderVariant = .standard) -> [RenderJob] {
        var jobs: [RenderJob] = []
        for w in widgets {
            for device in devices {
                for surface in w.surfaces(asked: surfaces) where surface.isOffered(on: device) {
                    let applying = surface.appearances(appearances, on: device, containerBackgroundRemovable: w.containerBackgroundRemovable)
                    for appearance in applying {
                        jobs.append(RenderJob(widget: w.kind, surface: surface, appearance: appearance, device: device, now: now, variant: variant))
                    }
                    guard timelineEntries > 0 else { continue }
                    for index in 1...timelineEntries {
                        for appearance in applying where appearance != .placeholder {
                            jobs.append(RenderJob(widget: w.kind, surface: surface, appearance: appearance, device: device, timelineIndex: index,
                                                  now: now, variant: variant))
                        }
                    }
                }
            }
        }
        return jobs
    }
}

nonisolated extension CairoRenderer {
    /// Renders one job to image bytes, with the widget's entries already loaded.
    public func render(_ job: RenderJob, entries: LoadedEntries, format: ImageFormat = .png) throws -> Data {
        try renderReportingWarnings(job, entries: entries, format: format).data
    }

    /// Renders one job, with what it drew around.
    public func renderReportingWarnings(_ job: RenderJob, entries: LoadedEntries,
                                        format: ImageFormat = .png) throws -> (data: Data, warnings: [RenderWarning]) {
        let result = try layoutResult(job, entries: entries)
        return (try encode(result.displayList, as: format), result.warnings)
    }

    /// Lays out a render job's view, framed by its surface's host, into its display list.
    public func layout(_ job: RenderJob, entries: LoadedEntries) throws -> DisplayList {
        try layoutResult(job, entries: entries).displayList
    }

    func layoutResult(_ job: RenderJob, entries: LoadedEntries) throws -> LayoutResult {
        let (widget, entry) = try entries.entry(for: job)
        return job.request.layout({ job.surface.host(entry.view(), for: widget) }, environment: baseEnvironment, measurer: textEngine)
    }
}

nonisolated extension RendererPool {
    /// Renders jobs on `threads` threads; results come back in job order.
    public func render(_ jobs: [RenderJob], entries: LoadedEntries, format: ImageFormat = .png,
                       threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (@Sendable (Int) -> Void)? = nil) -> [Result<Data, Error>] {
        let results = Mutex<[Result<Data, Error>?]>(Array(repeating: nil, count: jobs.count))
        render(jobs, entries: entries, format: format, threads: threads, progress: progress) { index, result in
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// Renders jobs on `threads` threads and hands each result to `deliver` as soon as it is
    /// ready, on the worker thread that made it (so files can be streamed to disk).
    public func render(_ jobs: [RenderJob], entries: LoadedEntries, format: ImageFormat = .png,
                       threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (@Sendable (Int) -> Void)? = nil,
                       deliver: @Sendable (Int, Result<Data, Error>) -> Void) {
        renderEach(jobs.count, threads: threads, progress: progress, deliver: deliver) { renderer, i in
            try renderer.render(jobs[i], entries: entries, format: format)
        }
    }

    /// Makes `count` images on `threads` threads, each thread with one renderer no other thread
    /// uses, and hands each result to `deliver` on the thread that made it. A thread takes
    /// `together` consecutive images at a time (a widget's appearances, which share their text
    /// layouts in one renderer's caches).
    public func renderEach<Output>(_ count: Int, threads: Int, together: Int = 1, progress: (@Sendable (Int) -> Void)? = nil,
                                   deliver: @Sendable (Int, Result<Output, Error>) -> Void,
                                   make: @Sendable (CairoRenderer, Int) throws -> Output) {
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let batch = max(together, 1)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
            // Without a renderer (its fonts could not load, say) every image fails with why.
            func work(_ renderer: Result<CairoRenderer, Error>) {
                while true {
                    let first = next.wrappingAdd(batch, ordering: .relaxed).oldValue
                    guard first < count else { return }
                    for i in first..<min(first + batch, count) {
                        deliver(i, Result { try make(renderer.get(), i) })
                        progress?(done.wrappingAdd(1, ordering: .relaxed).newValue)
                    }
                }
            }
            do { try self.withRenderer { work(.success($0)) } } catch { work(.failure(error)) }
        }
    }
}

nonisolated extension CairoRenderer {
    /// Renders one image of a preview; a preview whose timeline failed throws its error.
    public func render(_ image: PreviewImage, format: ImageFormat = .png) throws -> Data {
        try renderReportingWarnings(image, format: format).data
    }

    /// Renders one image of a preview, with what it drew around.
    public func renderReportingWarnings(_ image: PreviewImage, format: ImageFormat = .png) throws -> (data: Data, warnings: [RenderWarning]) {
        let result = try image.request.layout({ try image.view() }, environment: baseEnvironment, measurer: textEngine)
        return (try encode(result.displayList, as: format), result.warnings)
    }
}
