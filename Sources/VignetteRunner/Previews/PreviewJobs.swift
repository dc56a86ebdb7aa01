import Foundation
import VignetteCore

/// One image a preview renders (the preview's job in the run): its file name, what it asks of
/// the renderer and its view. Which appearances apply, the host and the provider's context come
/// from its `Surface`, as for a widget's `RenderJob`.
public nonisolated struct PreviewImage: @unchecked Sendable {
    // @unchecked: the view is made on the one thread that renders the image.
    /// `Previews/<File>/<name or line…>[-<device>][-<family>][-<entry>]-<appearance>[-<variant>]`, without extension.
    public let name: String
    /// Where the preview is written, `File.swift:12`.
    public let location: String
    /// The preview's name, if it has one.
    public var previewName: String?
    /// What the image shows, for the review page: `entry 2 · dark`, `systemSmall · light · AX2`.
    public var caption = ""
    public let request: RenderRequest
    /// The hosted view, or why there is none (a failing or mismatched timeline).
    let content: Result<() -> AnyView, VignetteError>

    init(name: String, location: String, previewName: String? = nil, caption: String, request: RenderRequest,
         content: Result<() -> AnyView, VignetteError>) {
        self.name = name
        self.location = location
        self.previewName = previewName
        self.caption = caption
        self.request = request
        self.content = content
    }

    /// The view to lay out with `request`, or the preview's error.
    public func view() throws -> AnyView { try content.get()() }
}

nonisolated extension DiscoveredPreview {
    /// The images of this preview: each timeline entry of a widget preview, or the view, in
    /// each appearance, for the reader's settings `variant` (its suffix after the appearance in
    /// names and captions). A failing provider or timeline (or one that outlasts `timeLimit`)
    /// gives images whose view is that error, naming the preview's file and line. A Live Activity
    /// preview renders only the content states `activityStates` numbers (from 1; nil: all).
    public func images(appearances: [WidgetAppearance] = [.light, .dark], device: WidgetDevice = .defaultDevice,
                       timeLimit: Duration? = nil, now: Date = RenderRequest.defaultNow,
                       variant: RenderVariant = .standard, activityStates: Set<Int>? = nil) async -> [PreviewImage] {
        await unnamedImages(appearances: appearances, device: device, timeLimit: timeLimit, now: now, activityStates: activityStates).map { image in
            var image = image
            image.previewName = preview.name
            guard !variant.isStandard else { return image }
            var request = image.request
            request.variant = variant
            return PreviewImage(name: image.name + variant.fileSuffix, location: image.location, previewName: preview.name,
                                caption: image.caption + " · " + variant.label, request: request, content: image.content)
        }
    }

    private func unnamedImages(appearances: [WidgetAppearance], device: WidgetDevice, timeLimit: Duration?, now: Date,
                               activityStates: Set<Int>?) async -> [PreviewImage] {
        let appearances = appearances.filter { $0 != .placeholder }
        let deviceSuffix = RenderJob.deviceSuffix(device)
        let base = imageBase + deviceSuffix
        switch preview.content {
        case let .view(layout, body):
            // `#Preview { attributes.previewContext(state, isStale:, viewKind:) }`: the activity's presentation.
            // Made at the render's frozen "now", as a `#Preview`'s content states are.
            if let activity = FrozenClock.at(now, { splitIntoPreviews(body()).first?.activity }) {
                return activityContextImages(activity, base: base, appearances: appearances, device: device, now: now)
            }
            return viewImages(base: base, layout: layout, family: nil, appearances: Surface.view(.unspecified).appearances(appearances, on: device), device: device, now: now) {
                body()
            }
        case .provider(let previews):
            let parts = FrozenClock.at(now) { splitIntoPreviews(previews()) }
            return parts.enumerated().flatMap { index, part in
                let partName = part.name.flatMap { $0 }.map(Self.fileSafe)
                    ?? ((preview.name.map(Self.fileSafe) ?? "line\(line)") + (parts.count > 1 ? "-\(index + 1)" : ""))
                if let activity = part.activity {
                    return activityContextImages(activity, base: "\(imageFolder)\(partName)\(deviceSuffix)", appearances: appearances,
                                                 device: device, now: now)
                }
                let view = UncheckedSendable(part.view)
                return viewImages(base: "\(imageFolder)\(partName)\(deviceSuffix)", layout: part.layout ?? .device,
                                  family: part.family, appearances: (part.family.map(Surface.widget) ?? .view(.unspecified)).appearances(appearances, on: device),
                                  device: device, now: now) { view.value }
            }
        case .activity(let activity):
            return await activityImages(activity, base: base, appearances: appearances, device: device, timeLimit: timeLimit, now: now,
                                        states: activityStates)
        case let .widget(family, makeWidget, makeEntries):
            let surface = Surface.widget(family)
            let appearances = surface.appearances(appearances, on: device)
            let widgetBase = "\(base)-\(family)"
            func failed(_ error: VignetteError) -> [PreviewImage] {
                appearances.map { PreviewImage(name: "\(widgetBase)-\($0)", location: location, caption: "\(family) · \($0) · failed",
                                               request: RenderRequest(surface, device: device, appearance: $0, now: now), content: .failure(error)) }
            }
            guard let widget = makeWidget().first else {
                return failed(.providerFailed(widget: location, call: "#Preview", reason: "its widget closure gives no widget"))
            }
            let offered = surface.appearances(appearances, on: device, containerBackgroundRemovable: widget.containerBackgroundRemovable)
            let context = surface.providerContext(on: device, isPreview: true)
            let entries: UncheckedSendable<[any TimelineEntry]>
            let timeline = UncheckedSendable(makeEntries)
            do {
                entries = try await FrozenClock.at(now) {
                    try await ProviderCall.run(widget: "\(widget.kind)' in the preview at '\(location)", call: "the preview's timeline",
                                               limit: timeLimit ?? ProviderCall.defaultTimeLimit) {
                        UncheckedSendable(await timeline.value(context))
                    }
                }
            } catch let error as VignetteError {
                return failed(error)
            } catch {
                return failed(.backend("\(location): \(error)"))
            }
            if entries.value.isEmpty {
                return failed(.providerFailed(widget: widget.kind, call: "#Preview at \(location)", reason: "its timeline has no entries"))
            }
            var images: [PreviewImage] = []
            for (index, entry) in entries.value.enumerated() {
                let suffix = entries.value.count > 1 ? "-\(index + 1)" : ""
                let loaded = widget.source.entry(entry)
                for appearance in offered {
                    let request = RenderRequest(surface, device: device, appearance: appearance, now: now)
                    let content: Result<() -> AnyView, VignetteError> = loaded.map { entry in
                        .success({ surface.host(entry.view(), for: widget) })
                    } ?? .failure(.providerFailed(
                        widget: widget.kind, call: "#Preview at \(location)",
                        reason: "timeline entry \(index + 1) is a \(type(of: entry)), but the widget's content takes \(widget.source.entryTypeName)"))
                    images.append(PreviewImage(name: "\(widgetBase)\(suffix)-\(appearance)", location: location,
                                               caption: "\(family) · entry \(index + 1) · \(appearance)", request: request, content: content))
                }
            }
            return images
        }
    }

    /// The images of a view preview in each appearance: hosted as a widget of `family` when it
    /// has one (`previewContext`), else on the preview canvas, sized by `layout`.
    private func viewImages(base: String, layout: Preview.Layout, family: WidgetFamily?, appearances: [WidgetAppearance],
                            device: WidgetDevice, now: Date, body: @escaping () -> any View) -> [PreviewImage] {
        let make = UncheckedSendable(body)
        if let family {
            return appearances.map { appearance in
                PreviewImage(name: "\(base)-\(family)-\(appearance)", location: location, caption: "\(family) · \(appearance)",
                             request: RenderRequest(.widget(family), device: device, appearance: appearance, now: now),
                             content: .success({ Surface.widget(family).host(AnyView(erasing: make.value()), for: nil) }))
            }
        }
        let proposal: ProposedViewSize = switch layout {
        case .device: ProposedViewSize(device.screenSize)
        case .sizeThatFits: .unspecified
        case .fixed(let size): ProposedViewSize(size)
        }
        return appearances.map { appearance in
            PreviewImage(name: "\(base)-\(appearance)", location: location, caption: "\(appearance)",
                         request: RenderRequest(.view(proposal), device: device, appearance: appearance, now: now),
                         content: .success({ AnyView(PreviewCanvas(content: AnyView(erasing: make.value()))) }))
        }
    }

    /// `Previews/<File>/`: the folder of this preview's images.
    var imageFolder: String {
        let file = fileID.split(separator: "/").last.map { String($0.dropLast(6)) } ?? fileID
        return "Previews/\(Self.fileSafe(file))/"
    }

    /// The name every image of this preview starts with, known without running its code (for a
    /// preview that crashes before it names its images).
    var imageBase: String { imageFolder + (preview.name.map(Self.fileSafe) ?? "line\(line)") }

    /// A name usable as a file name on every system: ASCII letters, digits, `-` and `_`, accents
    /// dropped ("Reykjavík" → "Reykjavik"); anything else becomes `-`.
    static func fileSafe(_ name: String) -> String {
        let plain = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        let mapped = plain.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "-"
        }
        let collapsed = String(mapped).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        return collapsed.isEmpty ? "preview" : collapsed
    }
}

/// A view preview drawn on the canvas Xcode shows it on: the system background of its
/// appearance, so that text in the label colour stays visible.
private nonisolated struct PreviewCanvas: View {
    let content: AnyView
    var body: some View {
        content.background(Color(uiColor: .systemBackground))
    }
}
