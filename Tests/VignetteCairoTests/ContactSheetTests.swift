import Foundation
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

@Suite("Contact sheet")
struct ContactSheetTests {
    static func render(_ scheme: ColorScheme, renderer: CairoRenderer) throws -> Data {
        var env = renderer.baseEnvironment
        env.colorScheme = scheme
        env.displayScale = 2
        let result = ViewLayout.layout(ContactSheet(), proposal: .unspecified, environment: env, measurer: renderer.textEngine)
        // Nothing is wrong but the texts it cuts and shrinks on purpose, which the fit report names.
        #expect(result.warnings.filter { !$0.isFitReport }.isEmpty, "\(result.warnings)")
        #expect(result.warnings.map(\.cause) == ["text-truncated", "text-truncated", "text-truncated", "text-shrunk"], "\(result.warnings)")
        return try renderer.pngData(result.displayList)
    }

    @Test("the contact sheet matches its reference", arguments: [ColorScheme.light, .dark])
    func matchesReference(_ scheme: ColorScheme) throws {
        let png = try VignetteSnapshots.renderers.withRenderer { try Self.render(scheme, renderer: $0) }
        assertReference(png, at: SnapshotLocations.snapshots("ContactSheet").appendingPathComponent("contact-sheet-\(scheme).png"),
                        name: "ContactSheet/\(scheme)")
    }

    @Test("rendering the contact sheet twice, and on two threads at once, gives identical bytes")
    func deterministic() throws {
        let first = try Self.render(.dark, renderer: CairoRenderer())
        let second = try Self.render(.dark, renderer: CairoRenderer())
        #expect(first == second)
        let pool = RendererPool()
        let results = LockedArray()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            results.append(try? pool.withRenderer { try Self.render(.dark, renderer: $0) })
        }
        #expect(results.values.count == 2 && results.values.allSatisfy { $0 == first })
    }
}

private final class LockedArray: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Data?] = []
    func append(_ d: Data?) { lock.lock(); values.append(d); lock.unlock() }
}

/// The fit report with Pango's measurements: truncation in each mode, and shrinking.
@Suite("Fit report (Pango)")
struct PangoFitReportTests {
    private func warnings<V: View>(_ view: V) throws -> [RenderWarning] {
        let renderer = try CairoRenderer()
        var env = renderer.baseEnvironment
        env.displayScale = 2
        return ViewLayout.layout(view, proposal: .unspecified, environment: env, measurer: renderer.textEngine).warnings
    }

    @Test("a text shrunk by minimumScaleFactor says how much; one with room says nothing")
    func shrunk() throws {
        let shrunk = try warnings(Text("Shrinks to fit before it truncates").font(.title3).minimumScaleFactor(0.5).lineLimit(1).frame(width: 200))
        let warning = try #require(shrunk.first)
        #expect(shrunk.count == 1)
        #expect(warning.cause == "text-shrunk")
        #expect(warning.viewPath == "Text(\"Shrinks to fit before i…\")")
        #expect(warning.message.hasPrefix("text shrunk to "), "\(warning.message)")
        #expect(warning.message.contains("% of its size by minimumScaleFactor(0.5) to fit at 200 pt wide"), "\(warning.message)")
        #expect(try warnings(Text("Shrinks to fit before it truncates").font(.title3).minimumScaleFactor(0.5).lineLimit(1).frame(width: 400)).isEmpty)
    }

    @Test("a shrink under 1 % is not reported (the text reads the same), one of 1 % or more is")
    func slightShrink() throws {
        let renderer = try CairoRenderer()
        var env = renderer.baseEnvironment
        env.displayScale = 2
        let title = "Shrinks to fit before it truncates"
        let natural = ViewLayout.layout(Text(title).font(.title3).fixedSize(), proposal: .unspecified, environment: env,
                                        measurer: renderer.textEngine).tree.frame.width
        func found(at width: CGFloat) throws -> [RenderWarning] {
            try warnings(Text(title).font(.title3).minimumScaleFactor(0.5).lineLimit(1).frame(width: width))
        }
        #expect(try found(at: (natural * 0.996).rounded(.down)).isEmpty, "\(natural)")
        let visible = try found(at: (natural * 0.98).rounded(.down))
        #expect(visible.map(\.cause) == ["text-shrunk"], "\(visible)")
        #expect(visible.first?.message.hasPrefix("text shrunk to 98% of its size") == true, "\(visible)")
    }

    @Test("too long even at the smallest scale: truncated, shrunk as far as allowed")
    func shrunkAndTruncated() throws {
        let found = try warnings(Text("Shrinks to fit before it truncates").font(.title3).minimumScaleFactor(0.5).lineLimit(1).frame(width: 80))
        let warning = try #require(found.first)
        #expect(warning.cause == "text-truncated")
        #expect(warning.message.contains(", even shrunk to 50%"), "\(warning.message)")
    }

    @Test("head, middle and tail truncation are each reported; the same text with room is not", arguments: [
        Text.TruncationMode.head, .middle, .tail,
    ])
    func truncationModes(mode: Text.TruncationMode) throws {
        let cut = try warnings(Text("A long line of text").truncationMode(mode).lineLimit(1).frame(width: 60))
        #expect(cut.map(\.cause) == ["text-truncated"], "\(cut)")
        #expect(try warnings(Text("A long line of text").truncationMode(mode).lineLimit(1).frame(width: 300)).isEmpty)
    }
}
