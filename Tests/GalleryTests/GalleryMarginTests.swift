import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteRunner
import VignetteCairo
import VignetteTesting

/// No gallery widget's text leaves the widget's 16 pt content margins, on any reference
/// device: a layout that only fits the default iPhone overflows (and is clipped, or pushed
/// over the margins) on the smallest one, and fails here even if its reference was recorded.
@Suite("Gallery content margins")
struct GalleryMarginTests {
    static let jobs = RenderJob.matrix(Gallery.widgets, surfaces: (WidgetFamily.homeScreen + [.systemExtraLarge]).map(Surface.widget),
                                       appearances: [.light], devices: Gallery.referenceDevices)

    @Test(arguments: jobs)
    func textStaysInsideTheMargins(_ job: RenderJob) async throws {
        let entries = await LoadedEntries.load(for: [job], widgets: Gallery.widgets)
        let list = try VignetteSnapshots.renderers.withRenderer { try $0.layout(job, entries: entries) }.description
        let lines = list.split(separator: "\n")
        let size = Self.numbers(in: lines[0]).prefix(2)   // "DisplayList 338×354 @3x"
        let (width, height) = (size[size.startIndex], size[size.startIndex + 1])
        let margin: CGFloat = 16, slack: CGFloat = 0.5
        for line in lines where line.trimmingCharacters(in: .whitespaces).hasPrefix("text (") {
            let n = Self.numbers(in: line)
            let (x, y, w, h) = (n[0], n[1], n[2], n[3])
            #expect(x >= margin - slack && y >= margin - slack && x + w <= width - margin + slack && y + h <= height - margin + slack,
                    "\(job.relativePath): \(line.trimmingCharacters(in: .whitespaces)) is outside \(width)×\(height) less \(margin) pt margins")
        }
    }

    /// The decimal numbers in a display-list line, in order.
    static func numbers(in line: Substring) -> [CGFloat] {
        var found: [CGFloat] = [], current = ""
        for c in line + " " {
            if c.isNumber || c == "." || (c == "-" && current.isEmpty) { current.append(c) } else {
                if let v = Double(current) { found.append(CGFloat(v)) }
                current = ""
            }
        }
        return found
    }
}
