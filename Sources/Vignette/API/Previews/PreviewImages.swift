import Foundation

/// One image a preview renders: its file name, what it asks of the renderer and its view.
public struct PreviewImage: @unchecked Sendable {
    // @unchecked: the view is made on the one thread that renders the image.
    /// `Previews/<File>/<name or line…>[-<device>][-<family>][-<entry>]-<appearance>`, without extension.
    public let name: String
    /// Where the preview is written, `File.swift:12`.
    public let location: String
    /// The preview's name, if it has one.
    public var previewName: String?
    /// What the image shows, for the review page: `entry 2 · dark`, `systemSmall · light`.
    public var caption = ""
    public let request: RenderRequest
    /// The hosted view, or why there is none (a failing or mismatched timeline).
    let content: Result<() -> AnyView, VignetteError>

    /// The view to lay out with `request`, or the preview's error.
    public func view() throws -> AnyView { try content.get()() }
}

extension DiscoveredPreview {
    /// The images of this preview: each timeline entry of a widget preview, or the view, in
    /// each appearance. A failing provider or timeline (or one that outlasts `timeLimit`) gives
    /// images whose view is that error, naming the preview's file and line.
    public func images(appearances: [WidgetAppearance] = [.light, .dark], device: WidgetDevice = .defaultDevice,
                       timeLimit: Duration? = nil) async -> [PreviewImage] {
        await unnamedImages(appearances: appearances, device: device, timeLimit: timeLimit).map { image in
            var image = image
            image.previewName = preview.name
            return image
        }
    }

    private func unnamedImages(appearances: [WidgetAppearance], device: WidgetDevice, timeLimit: Duration?) async -> [PreviewImage] {
        let appearances = appearances.filter { $0 != .placeholder }
        let file = fileID.split(separator: "/").last.map { String($0.dropLast(6)) } ?? fileID
        let deviceSuffix = device.id == WidgetDevice.defaultDevice.id ? "" : "-\(device.id)"
        let base = "Previews/\(Self.fileSafe(file))/" + (preview.name.map(Self.fileSafe) ?? "line\(line)") + deviceSuffix
        switch preview.content {
        case let .view(layout, body):
            return viewImages(base: base, layout: layout, family: nil, appearances: appearances.filter { $0.applies(to: nil) }, device: device) {
                body()
            }
        case .provider(let previews):
            let parts = splitIntoPreviews(previews())
            return parts.enumerated().flatMap { index, part in
                let partName = part.name.flatMap { $0 }.map(Self.fileSafe)
                    ?? ((preview.name.map(Self.fileSafe) ?? "line\(line)") + (parts.count > 1 ? "-\(index + 1)" : ""))
                let view = UncheckedSendable(part.view)
                return viewImages(base: "Previews/\(Self.fileSafe(file))/\(partName)\(deviceSuffix)", layout: part.layout ?? .device,
                                  family: part.family, appearances: appearances.filter { $0.applies(to: part.family, on: device) },
                                  device: device) { view.value }
            }
        case let .widget(family, makeWidget, makeEntries):
            let appearances = appearances.filter { $0.applies(to: family, on: device) }
            let widgetBase = "\(base)-\(family)"
            func failed(_ error: VignetteError) -> [PreviewImage] {
                appearances.map { PreviewImage(name: "\(widgetBase)-\($0)", location: location, caption: "\(family) · \($0) · failed",
                                               request: RenderRequest(.widget(family), device: device, appearance: $0), content: .failure(error)) }
            }
            guard let widget = makeWidget().first else {
                return failed(.providerFailed(widget: location, call: "#Preview", reason: "its widget closure gives no widget"))
            }
            // A widget whose background is not removable is not offered in StandBy.
            let offered = widget.containerBackgroundRemovable ? appearances : appearances.filter { !$0.isStandBy }
            let context = widget.context(for: .widget(family), on: device, isPreview: true)
            let entries: UncheckedSendable<[any TimelineEntry]>
            let timeline = UncheckedSendable(makeEntries)
            do {
                entries = try await ProviderCall.run(widget: "\(widget.kind)' in the preview at '\(location)", call: "the preview's timeline",
                                                     limit: timeLimit ?? ProviderCall.defaultTimeLimit) {
                    UncheckedSendable(await timeline.value(context))
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
                    let request = RenderRequest(.widget(family), device: device, appearance: appearance)
                    let content: Result<() -> AnyView, VignetteError> = loaded.map { entry in
                        .success({ AnyView(WidgetHostView(family: family, contentMarginsDisabled: widget.contentMarginsDisabled,
                                                            containerBackgroundRemovable: widget.containerBackgroundRemovable) { entry.view() }) })
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
                            device: WidgetDevice, body: @escaping () -> any View) -> [PreviewImage] {
        let make = UncheckedSendable(body)
        if let family {
            return appearances.map { appearance in
                PreviewImage(name: "\(base)-\(family)-\(appearance)", location: location, caption: "\(family) · \(appearance)",
                             request: RenderRequest(.widget(family), device: device, appearance: appearance),
                             content: .success({ AnyView(WidgetHostView(family: family, contentMarginsDisabled: false) { AnyView(erasing: make.value()) }) }))
            }
        }
        let proposal: ProposedViewSize = switch layout {
        case .device: ProposedViewSize(device.screenSize)
        case .sizeThatFits: .unspecified
        case .fixed(let size): ProposedViewSize(size)
        }
        return appearances.map { appearance in
            PreviewImage(name: "\(base)-\(appearance)", location: location, caption: "\(appearance)",
                         request: RenderRequest(.view(proposal), device: device, appearance: appearance),
                         content: .success({ AnyView(PreviewCanvas(content: AnyView(erasing: make.value()))) }))
        }
    }

    /// A name usable as a file name on every system: ASCII letters, digits, `-` and `_`, accents
    /// dropped ("Reykjavík" → "Reykjavik"); anything else becomes `-`.
    package static func fileSafe(_ name: String) -> String {
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
private struct PreviewCanvas: View {
    let content: AnyView
    var body: some View {
        content.background(Color(provider: .system(.systemBackground)))
    }
}
