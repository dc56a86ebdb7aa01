import Foundation
import SnapshotTesting
import Vignette
import VignetteCairo

extension Diffing where Value == Data {
    /// Compares PNG images: identical bytes pass at once; otherwise the decoded, un-premultiplied
    /// pixels may differ by `tolerance` per channel in at most `maxDifferingPixels` pixels. A
    /// failure writes the actual image and a reference | difference | actual triptych to the
    /// artifacts folder and names them, the differing-pixel count, the largest channel
    /// difference and the bounding box.
    public static func pixels(tolerance: Int = 2, maxDifferingPixels: Int = 0, name: String = "snapshot") -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }, diffV2: { reference, actual in
            PixelVerdict.compare(reference: reference, actual: actual, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, name: name)
                .map { ($0, [.data(actual, name: "actual.png")]) }
        })
    }
}

/// The pixel comparison behind `Diffing.pixels` and the gallery assertion.
public enum PixelVerdict {
    /// Marks a snapshot whose rendering failed; the rest of the data is the error message.
    static let renderErrorPrefix = Data("VIGNETTE-RENDER-ERROR: ".utf8)

    /// nil when the images match; otherwise the failure message (artifacts already written).
    public static func compare(reference: Data, actual: Data, tolerance: Int, maxDifferingPixels: Int, name: String) -> String? {
        if reference == actual { return nil }
        if actual.starts(with: renderErrorPrefix) {
            return "\(name): rendering failed: \(String(decoding: actual.dropFirst(renderErrorPrefix.count), as: UTF8.self))"
        }
        let referenceImage: RGBAImage, actualImage: RGBAImage
        do {
            referenceImage = try RGBAImage.decodePNG(reference)
            actualImage = try RGBAImage.decodePNG(actual)
        } catch {
            return "\(name): cannot compare, \(error)"
        }
        let comparison = PixelComparison(reference: referenceImage, actual: actualImage, tolerance: tolerance)
        if comparison.passes(maxDifferingPixels: maxDifferingPixels) { return nil }
        // The run's report starts (and clears old failures) before this failure's files are written.
        let report = SnapshotReport.shared
        let folder = SnapshotLocations.artifacts.appendingPathComponent("failures")
        let safe = name.replacingOccurrences(of: "/", with: "__")
        let actualURL = folder.appendingPathComponent("\(safe).actual.png")
        let triptychURL = folder.appendingPathComponent("\(safe).triptych.png")
        try? AtomicFile.write(actual, to: actualURL)
        if let triptych = try? comparison.triptych(reference: referenceImage, actual: actualImage).pngData() {
            try? AtomicFile.write(triptych, to: triptychURL)
        }
        let message = "\(name): \(comparison); actual: \(actualURL.path); reference | difference | actual: \(triptychURL.path)"
        report.record(name, .failed, message: message, actual: actualURL, triptych: triptychURL)
        return message
    }
}
