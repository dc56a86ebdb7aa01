import Foundation
import Gallery
import Testing
import Vignette
import VignetteCairo

/// Re-renders every gallery image and compares it with the reference in `Snapshots/`.
///
/// Identical bytes pass at once; otherwise the decoded pixels may differ by at most ±2 per
/// channel. A failure writes the actual image under `.build/snapshot-failures/`. To accept
/// new references: `swift run render --all`, review, commit.
@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    static let jobs = RenderJob.matrix(Gallery.widgets, appearances: WidgetAppearance.allCases)
    static let pool = RendererPool()

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test("the gallery has the widgets of the seed documents, each with a placeholder and sample entry")
    func galleryIsComplete() throws {
        let kinds = Set(Gallery.widgets.map(\.kind))
        for kind in ["wikipedia-top-read", "wikipedia-on-this-day", "wikipedia-picture-of-the-day", "weather", "calendar",
                     "calendar-birthday", "news", "notes", "watchlist"] {
            #expect(kinds.contains(kind), "\(kind)")
        }
        for w in Gallery.widgets {
            #expect(!w.targets.isEmpty, "\(w.kind)")
            _ = try w.makeView(placeholder: true)
            _ = try w.makeView()
        }
    }

    @Test(arguments: jobs)
    func matchesReference(_ job: RenderJob) throws {
        let widget = try #require(Gallery.widget(named: job.widget))
        let actual = try Self.pool.withRenderer { try $0.render(job, of: widget) }
        let referenceURL = Self.packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(job.relativePath)
        guard let reference = try? Data(contentsOf: referenceURL) else {
            Issue.record("\(job.relativePath): no reference image; run `swift run render --all`, look at it, and commit it")
            return
        }
        if reference == actual { return }
        let difference = try PixelComparison(reference: RGBAImage.decodePNG(reference), actual: RGBAImage.decodePNG(actual), tolerance: 2)
        if difference.passes { return }
        let failure = Self.packageRoot.appendingPathComponent(".build/snapshot-failures").appendingPathComponent(job.relativePath)
        try AtomicFile.write(actual, to: failure)
        Issue.record("\(job.relativePath): \(difference); actual image at \(failure.path)")
    }
}

/// A per-channel comparison of two images with a tolerance.
struct PixelComparison: CustomStringConvertible {
    var sizeMismatch: String?
    var differing = 0
    var largest = 0

    init(reference: RGBAImage, actual: RGBAImage, tolerance: Int) {
        guard reference.width == actual.width, reference.height == actual.height else {
            sizeMismatch = "size \(actual.width)×\(actual.height) differs from the reference \(reference.width)×\(reference.height)"
            return
        }
        for i in stride(from: 0, to: reference.pixels.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(reference.pixels[i + c]) - Int(actual.pixels[i + c]))) }
            largest = max(largest, worst)
            if worst > tolerance { differing += 1 }
        }
    }

    var passes: Bool { sizeMismatch == nil && differing == 0 }

    var description: String {
        sizeMismatch ?? "\(differing) pixels differ by more than the tolerance (largest channel difference \(largest))"
    }
}
