import Foundation
import Synchronization
import Vignette
import VignetteCairo

/// One image of the gallery matrix: a widget in a family and appearance on a device.
public struct RenderJob: Hashable, Sendable, CustomStringConvertible {
    public let widget: String
    public let target: RenderTarget
    public let appearance: WidgetAppearance
    public let device: WidgetDevice

    public init(widget: String, target: RenderTarget, appearance: WidgetAppearance, device: WidgetDevice = .defaultDevice) {
        self.widget = widget
        self.target = target
        self.appearance = appearance
        self.device = device
    }

    public init(widget: String, family: WidgetFamily, appearance: WidgetAppearance, device: WidgetDevice = .defaultDevice) {
        self.init(widget: widget, target: .widget(family), appearance: appearance, device: device)
    }

    /// `<widget>/<target>-<appearance>.png`, with `-<device>` off the default device and `@<n>x`
    /// off the device's own scale.
    public var relativePath: String { relativePath(format: .png) }

    public func relativePath(format: ImageFormat) -> String {
        let deviceSuffix = device.id == WidgetDevice.defaultDevice.id ? "" : "-\(device.id)"
        let scaleSuffix = device.scale == device.nativeScale ? "" : "@\(formatScale(device.scale))x"
        return "\(widget)/\(target)-\(appearance)\(deviceSuffix)\(scaleSuffix).\(format.rawValue)"
    }

    private func formatScale(_ s: CGFloat) -> String { s == s.rounded() ? String(Int(s)) : String(format: "%g", Double(s)) }

    public var description: String { "\(widget) \(target) \(appearance) \(device.id)" }

    /// What the job asks of the renderer: its surface, device and appearance.
    public var request: RenderRequest {
        switch target {
        case .widget(let family): RenderRequest(.widget(family), device: device, appearance: appearance)
        case .today(let mode): RenderRequest(.today(mode), device: device, appearance: appearance)
        }
    }

    /// The matrix: every widget × target (family or Today mode) × appearance on each device.
    public static func matrix(_ widgets: [WidgetDefinition], targets: [RenderTarget]? = nil,
                              appearances: [WidgetAppearance] = [.light, .dark],
                              devices: [WidgetDevice] = [.defaultDevice]) -> [RenderJob] {
        var jobs: [RenderJob] = []
        for w in widgets {
            for device in devices {
                for target in w.targets where targets?.contains(target) ?? true {
                    if case .widget(let family) = target, device.size(for: family) == nil { continue }
                    for appearance in appearances {
                        jobs.append(RenderJob(widget: w.kind, target: target, appearance: appearance, device: device))
                    }
                }
            }
        }
        return jobs
    }
}

extension CairoRenderer {
    /// Renders one job of a widget definition to PNG bytes.
    public func render(_ job: RenderJob, of widget: WidgetDefinition, format: ImageFormat = .png) throws -> Data {
        let result = try layoutResult(job, of: widget)
        guard result.problems.isEmpty else { throw VignetteError.renderProblems(widget: job.description, problems: result.problems) }
        return try encode(result.displayList, as: format)
    }

    /// Lays out a render job's view (widget or Today widget) into its display list.
    public func layout(_ job: RenderJob, of widget: WidgetDefinition) throws -> DisplayList {
        try layoutResult(job, of: widget).displayList
    }

    func layoutResult(_ job: RenderJob, of widget: WidgetDefinition) throws -> LayoutResult {
        let view = try widget.makeView(placeholder: job.appearance == .placeholder)
        let request = job.request
        switch job.target {
        case .widget(let family):
            let hosted = WidgetHostView(family: family, contentMarginsDisabled: widget.contentMarginsDisabled) { view }
            return request.layout(hosted, environment: baseEnvironment, measurer: textEngine)
        case .today(let mode):
            let hosted = TodayWidgetView(appName: widget.todayAppName, iconColor: widget.todayIconColor, mode: mode) { view }
            return request.layout(hosted, environment: baseEnvironment, measurer: textEngine)
        }
    }
}

extension RendererPool {
    /// Renders jobs on `threads` threads; results come back in job order.
    public func render(_ jobs: [RenderJob], widgets: [WidgetDefinition], format: ImageFormat = .png,
                       threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (@Sendable (Int) -> Void)? = nil) -> [Result<Data, Error>] {
        let results = Mutex<[Result<Data, Error>?]>(Array(repeating: nil, count: jobs.count))
        render(jobs, widgets: widgets, format: format, threads: threads, progress: progress) { index, result in
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// Renders jobs on `threads` threads and hands each result to `deliver` as soon as it is
    /// ready, on the worker thread that made it (so files can be streamed to disk).
    public func render(_ jobs: [RenderJob], widgets: [WidgetDefinition], format: ImageFormat = .png,
                       threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (@Sendable (Int) -> Void)? = nil,
                       deliver: @Sendable (Int, Result<Data, Error>) -> Void) {
        let byKind = Dictionary(widgets.map { ($0.kind, $0) }, uniquingKeysWith: { a, _ in a })
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, jobs.count))) { _ in
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < jobs.count else { return }
                let job = jobs[i]
                let result = Result<Data, Error> {
                    guard let widget = byKind[job.widget] else {
                        throw VignetteError.unknownWidget(name: job.widget, available: widgets.map(\.kind))
                    }
                    return try self.withRenderer { try $0.render(job, of: widget, format: format) }
                }
                deliver(i, result)
                progress?(done.wrappingAdd(1, ordering: .relaxed).newValue)
            }
        }
    }
}
