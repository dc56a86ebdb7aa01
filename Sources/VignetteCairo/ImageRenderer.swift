import Foundation
import Vignette

/// Renders any view to an image, as SwiftUI's `ImageRenderer`. There is no `CGImage` on Linux:
/// `pngData()` gives the PNG bytes. The image has the size the view chooses for
/// `proposedSize`, exactly as in SwiftUI.
public final class ImageRenderer<Content: View> {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The size proposed to the root view (unspecified: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image (pixels per point).
    public var scale: CGFloat = 1
    /// The environment the view is rendered in (colour scheme, locale…).
    public var environment: EnvironmentValues?

    public init(content view: Content) { content = view }

    /// The PNG bytes of the rendered view, or nil when it cannot be rendered (the error is in
    /// `lastError`).
    public func pngData() -> Data? {
        do {
            return try ImageRendererSupport.pool.withRenderer { renderer in
                var env = environment ?? renderer.baseEnvironment
                env.assetCatalogs = renderer.assetCatalogs
                env.imageProvider = renderer.images
                // The colour scheme stays the environment's; the request sets the scale.
                let device = WidgetDevice.defaultDevice.withScale(scale.isFinite && scale > 0 ? scale : 1)
                let request = RenderRequest(.view(proposedSize), device: device, appearance: nil)
                let result = request.layout(content, environment: env, measurer: renderer.textEngine)
                guard result.problems.isEmpty else { throw VignetteError.renderProblems(widget: "\(Content.self)", problems: result.problems) }
                return try renderer.pngData(result.displayList)
            }
        } catch {
            lastError = error
            return nil
        }
    }

    /// Why the last `pngData()` returned nil.
    public private(set) var lastError: Error?
}

enum ImageRendererSupport {
    static let pool = RendererPool()
}
