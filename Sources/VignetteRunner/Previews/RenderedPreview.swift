import Foundation
import Synchronization
import VignetteCore
import VignetteCairo

/// One preview image, drawn or failed, with what the review page shows of it.
public nonisolated struct RenderedPreview: Sendable, Codable {
    /// `Previews/<File>/<name or line…>…-<appearance>`, without extension.
    public let name: String
    /// `File.swift:12`.
    public let location: String
    public let previewName: String?
    public let caption: String
    /// The width in points for the page's "fit" zoom (0: the image's own).
    public let width: Double
    /// The encoded image, or why there is none.
    public let image: Data?
    public let error: String?
    /// What the image drew around (`RenderWarning` descriptions).
    public var warnings: [String] = []

    /// The image bytes, or the preview's failure as an error naming its file and line.
    public func data() throws -> Data {
        guard let image else { throw VignetteError.backend(error ?? "#Preview at \(location): no image") }
        return image
    }
}

package nonisolated enum PreviewRendering {
    /// Renders previews in this process, each image on the pool's threads.
    package static func inProcess(_ previews: [DiscoveredPreview], appearances: [WidgetAppearance], devices: [WidgetDevice],
                          timeLimit: Duration?, now: Date = RenderRequest.defaultNow, variant: RenderVariant = .standard,
                          format: ImageFormat, threads: Int, activityStates: Set<Int>? = nil,
                          onImage: (@Sendable (Int) -> Void)? = nil) async -> [RenderedPreview] {
        var collected: [PreviewImage] = []
        for preview in previews {
            for device in devices { collected += await preview.images(appearances: appearances, device: device, timeLimit: timeLimit, now: now, variant: variant,
                                                                          activityStates: activityStates) }
        }
        let images = collected
        let warnings = Mutex<[Int: [RenderWarning]]>([:])
        let results = RendererPool().renderAll(images.count, threads: threads, progress: onImage) { renderer, index in
            let (data, found) = try renderer.renderReportingWarnings(images[index], format: format)
            warnings.withLock { $0[index] = found }
            return data
        }
        let found = warnings.withLock { $0 }
        return zip(images, results).enumerated().map { index, pair in
            let (image, result) = pair
            // StandBy's images at their natural size, as on the page's grid.
            let request = image.request
            let width = Double(request.surface.reviewCell(on: request.device, appearance: request.appearance ?? .light).size.width)
            return RenderedPreview(name: image.name, location: image.location, previewName: image.previewName, caption: image.caption,
                                   width: width, image: try? result.get(),
                                   error: result.failureDescription.map { "#Preview at \(image.location) (\(image.name)): \($0)" },
                                   warnings: found[index, default: []].map(\.description))
        }
    }
}

nonisolated extension Result {
    var failureDescription: String? {
        if case .failure(let error) = self { String(describing: error) } else { nil }
    }
}

nonisolated extension RendererPool {
    /// Makes `count` images on `threads` threads; results in order.
    func renderAll(_ count: Int, threads: Int, progress: (@Sendable (Int) -> Void)? = nil,
                   make: @Sendable (CairoRenderer, Int) throws -> Data) -> [Result<Data, Error>] {
        let results = Mutex<[Result<Data, Error>?]>(Array(repeating: nil, count: count))
        renderEach(count, threads: threads, progress: progress, deliver: { index, result in results.withLock { $0[index] = result } }, make: make)
        return results.withLock { $0.map { $0! } }
    }
}
