import Foundation
import Synchronization
import VignetteCore

/// Renders any view to an image, as SwiftUI's `ImageRenderer`. There is no `CGImage` on Linux:
/// `pngData()` gives the PNG bytes. The image has the size the view chooses for
/// `proposedSize`, exactly as in SwiftUI.
///
/// Problems drawn around (an invalid length, a missing image or colour) are `warnings`, and are
/// printed to standard error once per process for each, as SwiftUI's runtime warnings are;
/// `printsWarnings = false` (or `VIGNETTE_WARNINGS=off`) silences them. When `pngData()` gives
/// nil, why is in `lastError` and printed too.
public nonisolated final class ImageRenderer<Content: View> {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The size proposed to the root view (unspecified: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image (pixels per point).
    public var scale: CGFloat = 1
    /// The environment the view is rendered in (colour scheme, locale…).
    public var environment: EnvironmentValues?
    /// Whether warnings are printed to standard error (each once per process).
    public var printsWarnings = ProcessInfo.processInfo.environment["VIGNETTE_WARNINGS"] != "off"

    public init(content view: Content) { content = view }

    /// The PNG bytes of the rendered view, or nil when it cannot be rendered (the error is in
    /// `lastError`, and printed).
    public func pngData() -> Data? {
        do {
            let (data, warnings) = try ImageRendererSupport.pool.withRenderer { renderer in
                var env = environment ?? renderer.baseEnvironment
                env.assetCatalogs = renderer.assetCatalogs
                env.imageProvider = renderer.images
                // The colour scheme stays the environment's; the request sets the scale.
                let device = WidgetDevice.defaultDevice.withScale(scale.isFinite && scale > 0 ? scale : 1)
                let request = RenderRequest(.view(proposedSize), device: device, appearance: nil)
                let result = request.layout(content, environment: env, measurer: renderer.textEngine)
                return (try renderer.pngData(result.displayList), result.warnings)
            }
            self.warnings = warnings
            if printsWarnings { ImageRendererSupport.printOnce(warnings.map { "vignette: warning: \($0)" }) }
            lastError = nil
            return data
        } catch {
            lastError = error
            warnings = []
            ImageRendererSupport.printOnce(["vignette: ImageRenderer<\(Content.self)> gave no image: \(error)"])
            return nil
        }
    }

    /// Why the last `pngData()` returned nil.
    public private(set) var lastError: Error?
    /// What the last `pngData()` drew around: each problem once, with its view path.
    public private(set) var warnings: [RenderWarning] = []
}

nonisolated enum ImageRendererSupport {
    static let pool = RendererPool()
    private static let printed = Mutex<Set<String>>([])

    /// Prints each line to standard error the first time this process meets it.
    static func printOnce(_ lines: [String]) {
        let new = printed.withLock { seen in lines.filter { seen.insert($0).inserted } }
        for line in new { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
