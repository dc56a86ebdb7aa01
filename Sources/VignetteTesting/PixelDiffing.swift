import Foundation
import SnapshotTesting
import VignetteCairo

nonisolated extension Diffing where Value == Data {
    /// Compares PNG images: identical bytes pass at once; otherwise the decoded, un-premultiplied
    /// pixels may differ by `tolerance` per channel in at most `maxDifferingPixels` pixels.
    ///
    /// A failure is a value, nothing is written: its message names the differing-pixel count, the
    /// largest channel difference and the bounding box, and its attachments are the actual image
    /// (`actual.png`) and a reference | difference | actual triptych (`triptych.png`). The
    /// assertion that asked decides where they go (Vignette's write them beside the run's report).
    public static func pixels(tolerance: Int = 2, maxDifferingPixels: Int = 0) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }, diffV2: { reference, actual in
            PixelDifference(reference: reference, actual: actual, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
                .map { ($0.message, $0.attachments) }
        })
    }
}

nonisolated extension Snapshotting where Value == Data, Format == Data {
    /// PNG bytes compared with `Diffing.pixels` and stored as `.png` files.
    public static func png(tolerance: Int = 2, maxDifferingPixels: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels))
    }
}

/// How two PNG images differ beyond a tolerance: the failure `Diffing.pixels` returns.
public nonisolated struct PixelDifference {
    /// The attachment holding the actual image.
    public static let actualAttachment = "actual.png"
    /// The attachment holding the reference | difference | actual triptych.
    public static let triptychAttachment = "triptych.png"

    /// What differs, for the failure message (no file names: nothing is written).
    public let message: String
    /// The actual image and, when both images decode, the triptych.
    public let attachments: [DiffAttachment]

    /// nil when the images match within the tolerance.
    public init?(reference: Data, actual: Data, tolerance: Int, maxDifferingPixels: Int) {
        if reference == actual { return nil }
        let referenceImage: RGBAImage, actualImage: RGBAImage
        do {
            referenceImage = try RGBAImage.decodePNG(reference)
            actualImage = try RGBAImage.decodePNG(actual)
        } catch {
            message = "cannot compare, \(error)"
            attachments = [.data(actual, name: Self.actualAttachment)]
            return
        }
        let comparison = PixelComparison(reference: referenceImage, actual: actualImage, tolerance: tolerance)
        if comparison.passes(maxDifferingPixels: maxDifferingPixels) { return nil }
        message = comparison.description
        var attachments: [DiffAttachment] = [.data(actual, name: Self.actualAttachment)]
        if let triptych = try? comparison.triptych(reference: referenceImage, actual: actualImage).pngData() {
            attachments.append(.data(triptych, name: Self.triptychAttachment))
        }
        self.attachments = attachments
    }
}
