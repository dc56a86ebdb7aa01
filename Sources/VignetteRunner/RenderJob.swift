import Foundation
import Synchronization
import Vignette
import VignetteCairo

/// One image of a render: a widget on a target (family or Today mode) in an appearance on a
/// device, showing its snapshot entry (or, with `timelineIndex`, that entry of its timeline).
public struct RenderJob: Hashable, Sendable, CustomStringConvertible {
    public let widget: String
    public let target: RenderTarget
    public let appearance: WidgetAppearance
    public let device: WidgetDevice
    /// The timeline entry shown (1-based), or nil for the snapshot (the placeholder entry in
    /// the placeholder appearance).
    public let timelineIndex: Int?

    public init(widget: String, target: RenderTarget, appearance: WidgetAppearance, device: WidgetDevice = .defaultDevice,
                timelineIndex: Int? = nil) {
        self.widget = widget
        self.target = target
        self.appearance = appearance
        self.device = device
        self.timelineIndex = timelineIndex
    }

    public init(widget: String, family: WidgetFamily, appearance: WidgetAppearance, device: WidgetDevice = .defaultDevice) {
        self.init(widget: widget, target: .widget(family), appearance: appearance, device: device)
    }

    /// `<widget>/<target>-<appearance>.png`, with `-timeline<n>` for a timeline entry, `-<device>`
    /// off the default device and `@<n>x` off the device's own scale.
    public var relativePath: String { relativePath(format: .png) }

    public func relativePath(format: ImageFormat) -> String {
        let entrySuffix = timelineIndex.map { "-timeline\($0)" } ?? ""
        let deviceSuffix = device.id == WidgetDevice.defaultDevice.id ? "" : "-\(device.id)"
        let scaleSuffix = device.scale == device.nativeScale ? "" : "@\(formatScale(device.scale))x"
        return "\(widget)/\(target)-\(appearance)\(entrySuffix)\(deviceSuffix)\(scaleSuffix).\(format.rawValue)"
    }

    private func formatScale(_ s: CGFloat) -> String { s == s.rounded() ? String(Int(s)) : String(format: "%g", Double(s)) }

    public var description: String {
        "\(widget) \(target) \(appearance)\(timelineIndex.map { " timeline entry \($0)" } ?? "") \(device.id)"
    }

    /// What the job asks of the renderer: its surface, device and appearance.
    public var request: RenderRequest {
        switch target {
        case .widget(let family): RenderRequest(.widget(family), device: device, appearance: appearance)
        case .today(let mode): RenderRequest(.today(mode), device: device, appearance: appearance)
        }
    }

    /// The matrix: every widget × target (family or Today mode) × appearance on each device,
    /// and, with `timelineEntries`, the first entries of each timeline in the appearances asked
    /// for but the placeholder. An appearance is only rendered where it applies
    /// (`WidgetAppearance.applies(to:on:)`; no StandBy for a background that is not removable).
    public static func matrix(_ widgets: [WidgetDescription], targets: [RenderTarget]? = nil,
                              appearances: [WidgetAppearance] = [.light, .dark],
                              devices: [WidgetDevice] = [.defaultDevice], timelineEntries: Int = 0) -> [RenderJob] {
        var jobs: [RenderJob] = []
        for w in widgets {
            for device in devices {
                for target in w.targets where targets?.contains(target) ?? true {
                    if case .widget(let family) = target, device.size(for: family) == nil { continue }
                    let family: WidgetFamily? = if case .widget(let f) = target { f } else { nil }
                    // A widget whose background is not removable is not offered in StandBy.
                    let applying = appearances.filter { $0.applies(to: family, on: device) && (w.containerBackgroundRemovable || !$0.isStandBy) }
                    for appearance in applying {
                        jobs.append(RenderJob(widget: w.kind, target: target, appearance: appearance, device: device))
                    }
                    guard timelineEntries > 0 else { continue }
                    for index in 1...timelineEntries {
                        for appearance in applying where appearance != .placeholder {
                            jobs.append(RenderJob(widget: w.kind, target: target, appearance: appearance, device: device, timelineIndex: index))
                        }
                    }
                }
            }
        }
        return jobs
    }
}

extension CairoRenderer {
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

    /// Lays out a render job's view (widget or Today widget) into its display list.
    public func layout(_ job: RenderJob, entries: LoadedEntries) throws -> DisplayList {
        try layoutResult(job, entries: entries).displayList
    }

    func layoutResult(_ job: RenderJob, entries: LoadedEntries) throws -> LayoutResult {
        let (widget, entry) = try entries.entry(for: job)
        let view = entry.view()
        let request = job.request
        switch job.target {
        case .widget(let family):
            let hosted = WidgetHostView(family: family, contentMarginsDisabled: widget.contentMarginsDisabled,
                                        containerBackgroundRemovable: widget.containerBackgroundRemovable) { view }
            return request.layout(hosted, environment: baseEnvironment, measurer: textEngine)
        case .today(let mode):
            let today = widget.today ?? TodayWidgetOptions(modes: [mode], appName: widget.displayName, iconColor: .blue)
            let hosted = TodayWidgetView(appName: today.appName, iconColor: today.iconColor, iconSymbol: today.iconSymbol, mode: mode) { view }
            return request.layout(hosted, environment: baseEnvironment, measurer: textEngine)
        }
    }
}

extension RendererPool {
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

extension CairoRenderer {
    /// Renders one image of a preview; a preview whose timeline failed throws its error.
    public func render(_ image: PreviewImage, format: ImageFormat = .png) throws -> Data {
        try renderReportingWarnings(image, format: format).data
    }

    /// Renders one image of a preview, with what it drew around.
    public func renderReportingWarnings(_ image: PreviewImage, format: ImageFormat = .png) throws -> (data: Data, warnings: [RenderWarning]) {
        let result = image.request.layout(try image.view(), environment: baseEnvironment, measurer: textEngine)
        return (try encode(result.displayList, as: format), result.warnings)
    }
}
