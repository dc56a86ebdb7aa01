import Foundation

/// A view that displays an image, as SwiftUI's `Image`.
///
/// Not resizable, an image is its natural size whatever the proposal; `resizable()` makes it
/// take the proposal (swiftui-layout.md §1.2). Symbols size themselves to the current font.
public nonisolated struct Image: Hashable, Sendable {
    let reference: ImageReference
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolationQuality: Interpolation = .high
    var isAntialiased = true
    /// `symbolRenderingMode(_:)` on the image; nil: the environment's.
    var symbolMode: SymbolRenderingMode?
    /// The resource bundle whose catalogs a named image comes from; nil: the declaring module's.
    var bundle: String?

    /// Creates an image from the asset catalogs (an image set, or a custom symbol's symbol set):
    /// those of `bundle`, or (nil or the main bundle) of the module that declares the view.
    public init(_ name: String, bundle: Bundle? = nil) {
        reference = .named(name)
        self.bundle = resourceBundleName(bundle)
    }
    /// Creates an unlabeled, decorative image from the asset catalog.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// Creates a system symbol image (`Assets/Symbols/<name>.svg`, or the
    /// Adwaita icon that `Symbols/adwaita.json` maps the name to).
    public init(systemName: String) { reference = .systemName(systemName) }
    /// Creates a system symbol image with a variable value (iOS 16). Vignette's symbols have
    /// no variable layers: the symbol is drawn whole, as SF Symbols draw a value of 1.
    public init(systemName: String, variableValue: Double?) { reference = .systemName(systemName) }
    /// Creates an image from a file (Vignette's replacement for `UIImage` sources).
    public init(contentsOf url: URL) { reference = .file(url) }
    /// Creates an image from a bitmap in memory (`UIImage`), its size in points.
    public init(uiImage: UIImage) { reference = uiImage.symbolName.map { .systemName($0) } ?? .uiImage(uiImage) }

    /// A type that indicates how SwiftUI renders images.
    public nonisolated enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The level of quality for rendering an image that requires interpolation.
    public nonisolated enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public nonisolated enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Sets the mode by which SwiftUI resizes an image to fit its space (stretching; cap insets
    /// and tiling are drawn as stretching).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Specifies the current level of quality for rendering an image that requires interpolation.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }
}

/// An image to draw: the asset, its frame, and how.
public nonisolated struct ImageDrawing: Hashable, Sendable {
    public var asset: ImageAsset
    public var frame: CGRect
    /// Template images are drawn in this colour (their alpha as a mask).
    public var tint: RGBA?
    /// Drawn in this colour with the image's luminance as alpha (the vibrant and desaturated
    /// renderings of a full-colour image).
    public var luminanceTint: RGBA?
    public var interpolation: Image.Interpolation
}

nonisolated extension Image: View, PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let env = context.environment
        // A control's title or value, taken from its label without the label's symbol.
        if env.controlLabelPart == .text { return }
        // A missing or unreadable image draws nothing, as in SwiftUI, with a warning; it is still
        // a view, so the frame, background and spacing around it stay (ImageFailure.swift).
        guard let provider = env.imageProvider else {
            context.warn("missing-image", subject: reference.description, "no image provider; render through VignetteCairo's renderer")
            return appendFailed(context, into: &nodes)
        }
        guard let reference = catalogReference(variantReference(provider, env), context) else { return appendFailed(context, into: &nodes) }
        let asset: ImageAsset
        do { asset = try provider.asset(for: reference, scale: env.displayScale, colorScheme: env.colorScheme, contrast: env.colorSchemeContrast) } catch {
            // "name: cannot be read (no image named 'name'…)" says the name twice; the path already names the image.
            let text = switch (error as? VignetteError, reference) {
            case let (.unreadableFile(path, reason)?, .named(name)) where path == name: reason
            case let (.unreadableFile(path, reason)?, .catalogSet(name, _)) where path == name: reason
            case let (.unreadableFile(path, reason)?, .systemName(name)) where path == name: reason
            default: "\(error)"
            }
            if case .systemName(let name) = reference {
                context.warn("missing-image", subject: reference.description, missingSymbolAdvice(text, name: name, context))
            } else if case .systemName = self.reference {
                context.warn("missing-image", subject: reference.description, "\(text); a stand-in glyph of the symbol's size is drawn in its place")
            } else {
                context.warn("missing-image", subject: reference.description, "\(text); nothing is drawn in its place")
            }
            return appendFailed(context, into: &nodes)
        }
        var size = asset.size
        let isSystemName = if case .systemName = reference { true } else { false }
        if let sizing = asset.symbolSizing ?? (isSystemName ? .lineHeight : nil) {
            switch sizing {
            case .lineHeight:
                // As tall as the current font's line (SF Symbols' medium scale), keeping its aspect.
                let height = symbolLineHeight(env)
                size = CGSize(width: asset.size.height > 0 ? asset.size.width * height / asset.size.height : height, height: height)
            case .template:
                let font = (env.font ?? .body).resolve(dynamicTypeSize: env.dynamicTypeSize)
                let factor = font.size / 100 * env.imageScale.symbolFactor
                size = CGSize(width: asset.size.width * factor, height: asset.size.height * factor)
            }
        }
        let template = renderingMode.map { $0 == .template } ?? asset.isTemplate
        let tint = template ? ForegroundStyle()._resolveStyle(in: env).representativeColor : nil
        let layerTints = layerTints(asset, template: template, isSystemName: isSystemName, env)
        let drawing = NodeDrawing.image(asset, tint: tint, layerTints: layerTints, interpolation: interpolationQuality, redacted: env.drawsPlaceholders,
                                        placeholderColor: placeholderColor(env))
        nodes.append(context.leaf(ImageLeaf(size: size, isResizable: isResizable, drawing: drawing), name: .computed { "\(reference)" }))
    }

    /// The height of a symbol drawn whole with the current font: its line's (1.2 × its size).
    func symbolLineHeight(_ env: EnvironmentValues) -> CGFloat {
        let font = (env.font ?? .body).resolve(dynamicTypeSize: env.dynamicTypeSize)
        return font.size * 1.2 * env.imageScale.symbolFactor
    }

    func placeholderColor(_ env: EnvironmentValues) -> RGBA {
        (env.colorScheme == .dark ? SystemColor.systemGray4 : .systemGray5).resolve(in: env)
    }
}

nonisolated struct ImageLeaf: LeafLayout {
    let size: CGSize
    let isResizable: Bool
    let drawing: NodeDrawing?

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        isResizable ? CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height) : size
    }
}

nonisolated extension Image {
    /// The system symbol in the environment's `symbolVariant`, when the provider has it (the
    /// name as written otherwise, as SwiftUI falls back).
    fileprivate func variantReference(_ provider: any ImageProviding, _ env: EnvironmentValues) -> ImageReference {
        guard case .systemName(let name) = reference else { return reference }
        let variants = env.symbolVariants
        guard variants != .none else { return reference }
        let variant = variants.name(for: name)
        guard variant != name,
              (try? provider.asset(for: .systemName(variant), scale: env.displayScale, colorScheme: env.colorScheme, contrast: .standard)) != nil
        else { return reference }
        return .systemName(variant)
    }
}
