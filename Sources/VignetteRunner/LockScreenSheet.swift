import Foundation
import VignetteCore
import VignetteCairo

/// A bundle's accessory widgets on a Lock Screen mock-up of the default iPhone, in the vibrant
/// appearance, laid out as iOS 16 and later lays them out: an inline widget in the date line
/// above the clock, and a row of up to four slots below it (a circular widget takes one, a
/// rectangular one two).
public nonisolated enum LockScreenSheet {
    /// The widgets the sheet shows.
    public nonisolated struct Placement: Sendable {
        /// The inline widget beside the date, above the clock.
        public var inline: WidgetDescription?
        /// The row below the clock, leading to trailing: accessoryCircular or accessoryRectangular.
        public var row: [(widget: WidgetDescription, family: WidgetFamily)]

        public init(inline: WidgetDescription?, row: [(widget: WidgetDescription, family: WidgetFamily)]) {
            self.inline = inline
            self.row = row
        }
    }

    /// The slots below the clock: a circular widget takes one, a rectangular one two.
    static let slots = 4

    /// The bundle's accessory widgets, as many different ones as fit, in the bundle's order:
    /// below the clock the first rectangular widget, circular widgets of other widgets, a
    /// rectangular one of another widget where two slots are left, then the circular family of
    /// a widget already shown where a slot is still free; beside the date the first inline
    /// widget not shown below, else the first. Widgets with the same description are variants
    /// of one widget (the gallery's weather in three cities). Nil when no widget comes in an
    /// accessory family.
    public static func placement(from bundle: [WidgetDescription]) -> Placement? {
        func supporting(_ family: WidgetFamily) -> [WidgetDescription] { bundle.filter { $0.supportedFamilies.contains(family) } }
        func same(_ a: WidgetDescription, _ b: WidgetDescription) -> Bool {
            a.kind == b.kind || (!a.summary.isEmpty && a.summary == b.summary)
        }
        let rectangular = supporting(.accessoryRectangular), circular = supporting(.accessoryCircular)
        var rectangles: [WidgetDescription] = [], circles: [WidgetDescription] = []
        var left = slots
        func isShown(_ widget: WidgetDescription) -> Bool { (rectangles + circles).contains { same($0, widget) } }
        if let first = rectangular.first { rectangles.append(first); left -= 2 }
        for widget in circular where left > 0 && !isShown(widget) { circles.append(widget); left -= 1 }
        if left >= 2, let second = rectangular.first(where: { !isShown($0) }) { rectangles.append(second); left -= 2 }
        for widget in circular where left > 0 && !circles.contains(where: { $0.kind == widget.kind }) {
            circles.append(widget)
            left -= 1
        }
        let inlines = supporting(.accessoryInline)
        let inline = inlines.first { !isShown($0) } ?? inlines.first
        guard inline != nil || !rectangles.isEmpty || !circles.isEmpty else { return nil }
        return Placement(inline: inline, row: rectangles.map { ($0, .accessoryRectangular) } + circles.map { ($0, .accessoryCircular) })
    }

    /// Renders `lock-screen.png` into a folder. Each widget shows its snapshot entry, asked of
    /// its provider, hosted in the mock-up's view tree and drawn with it in one pass.
    public static func render(_ placement: Placement, into folder: URL, providerTimeLimit: Duration? = nil,
                              now: Date = RenderRequest.defaultNow) async throws -> URL {
        try await render(placement, activity: nil, into: folder, providerTimeLimit: providerTimeLimit, now: now)
    }

    /// The sheet with `activity` (the bundle's first Live Activity) in its Lock Screen
    /// presentation above the notifications: at the bottom of the screen, over the flashlight and
    /// camera buttons, as iOS stacks a running activity (the sheet shows no notifications).
    package static func render(_ placement: Placement, activity: ActivitySample?, into folder: URL, providerTimeLimit: Duration? = nil,
                               now: Date = RenderRequest.defaultNow) async throws -> URL {
        let renderer = try CairoRenderer()
        let device = WidgetDevice.defaultDevice
        func hosted(_ widget: WidgetDescription, _ family: WidgetFamily) async throws -> LockScreen.Hosted {
            let view = try await widget.loadEntries(for: .widget(family), on: device, timeLimit: providerTimeLimit, now: now)
                .snapshot.view()
            let size = device.size(for: family)!
            return LockScreen.Hosted(family: family, size: size, contentMarginsDisabled: widget.contentMarginsDisabled, view: view)
        }
        var inline: LockScreen.Hosted?
        if let widget = placement.inline {
            var line = try await hosted(widget, .accessoryInline)
            line.size.width = contentWidth(of: line, device: device, renderer: renderer)
            inline = line
        }
        var row: [LockScreen.Hosted] = []
        for (widget, family) in placement.row { row.append(try await hosted(widget, family)) }
        let request = RenderRequest(.view(ProposedViewSize(device.screenSize)), device: device, appearance: .vibrant, now: now)
        let sheet = LockScreen(inline: inline, row: row, now: request.now,
                               rowWidth: 2 * device.size(for: .accessoryRectangular)!.width + LockScreen.rectangularSpacing,
                               slot: device.size(for: .accessoryCircular)!.width,
                               activity: activity.map { LockScreenActivityBanner.view($0.view(.lockScreen)) })
        let result = request.layout(sheet, environment: renderer.baseEnvironment, measurer: renderer.textEngine)
        let url = folder.appendingPathComponent("lock-screen.png")
        try AtomicFile.write(try renderer.pngData(result.displayList), to: url)
        return url
    }

    /// The width an inline widget's content takes in its slot, in the date line's font, in
    /// whole points: iOS sets it right after the date and centres the line as a whole. The
    /// widget is laid out alone first; the host's children are its background, then its content.
    private static func contentWidth(of inline: LockScreen.Hosted, device: WidgetDevice, renderer: CairoRenderer) -> CGFloat {
        let result = WidgetHost.layout(inline.view.font(LockScreen.dateFont), family: .accessoryInline, device: device, appearance: .vibrant,
                                       contentMarginsDisabled: inline.contentMarginsDisabled,
                                       environment: renderer.baseEnvironment, measurer: renderer.textEngine)
        let frames = result.tree.children.dropFirst().map(\.frame)
        guard let first = frames.first else { return inline.size.width }
        return min(frames.dropFirst().reduce(first) { $0.union($1) }.width.rounded(.up), inline.size.width)
    }
}
