import Foundation
import Synchronization
import Vignette

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

    /// `<widget>/<target>-<appearance>.png`, with `-<device>` before `.png` off the default device.
    public var relativePath: String {
        let suffix = device == .defaultDevice ? "" : "-\(device.id)"
        return "\(widget)/\(target)-\(appearance)\(suffix).png"
    }

    public var description: String { "\(widget) \(target) \(appearance) \(device.id)" }

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
    public func render(_ job: RenderJob, of widget: WidgetDefinition) throws -> Data {
        let redacted = job.appearance == .placeholder
        let view = try widget.makeView(placeholder: redacted).redacted(reason: redacted ? .placeholder : [])
        switch job.target {
        case .widget(let family):
            return try renderWidgetPNG(view, family: family, device: job.device, appearance: job.appearance,
                                       contentMarginsDisabled: widget.contentMarginsDisabled, name: job.description)
        case .today(let mode):
            var env = baseEnvironment
            env.colorScheme = job.appearance.colorScheme
            let result = TodayWidgetHost.layout(view, appName: widget.todayAppName, iconColor: widget.todayIconColor, mode: mode,
                                                device: job.device, environment: env, measurer: textEngine)
            guard result.problems.isEmpty else { throw VignetteError.renderProblems(widget: job.description, problems: result.problems) }
            return try pngData(result.displayList)
        }
    }
}

/// Hands each thread its own `CairoRenderer` (Pango objects must never be shared).
public final class RendererPool: Sendable {
    private let idle = Mutex<[CairoRenderer]>([])
    private let assets: AssetLocation?

    public init(assets: AssetLocation? = nil) { self.assets = assets }

    /// Runs `body` with a renderer no other thread is using.
    public func withRenderer<R>(_ body: (CairoRenderer) throws -> R) throws -> R {
        let renderer = try idle.withLock { $0.popLast() } ?? CairoRenderer(assets: assets)
        defer { idle.withLock { $0.append(renderer) } }
        return try body(renderer)
    }

    /// Renders jobs on `threads` threads; results come back in job order.
    public func render(_ jobs: [RenderJob], widgets: [WidgetDefinition], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (@Sendable (Int) -> Void)? = nil) -> [Result<Data, Error>] {
        let byKind = Dictionary(widgets.map { ($0.kind, $0) }, uniquingKeysWith: { a, _ in a })
        let results = Mutex<[Result<Data, Error>?]>(Array(repeating: nil, count: jobs.count))
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
                    return try self.withRenderer { try $0.render(job, of: widget) }
                }
                results.withLock { $0[i] = result }
                progress?(done.wrappingAdd(1, ordering: .relaxed).newValue)
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
