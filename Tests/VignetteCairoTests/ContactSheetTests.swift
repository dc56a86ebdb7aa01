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
        #expect(result.warnings.isEmpty, "\(result.warnings)")
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
