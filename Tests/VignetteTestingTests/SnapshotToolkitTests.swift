import Foundation
import SnapshotTesting
import Testing
import Vignette
import VignetteCairo
import VignetteTesting

/// A small widget to snapshot.
private struct Badge: View {
    var stroke = Color.blue
    var body: some View {
        VStack(spacing: 6) {
            Circle().fill(.green).frame(width: 40, height: 40)
            Rectangle().fill(stroke).frame(width: 60, height: 1)
            Text("Badge").font(.headline)
        }
    }
}

@Suite("Snapshot toolkit")
struct SnapshotToolkitTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func png(_ view: some View) throws -> Data {
        try renderer.renderWidgetPNG(view, family: .systemSmall, appearance: .light)
    }

    @Test("a one-pixel-wide line of a changed colour fails, names the count, the largest difference and the bounds")
    func onePixelLineFails() throws {
        let reference = try png(Badge())
        let changed = try png(Badge(stroke: .red))
        let message = try #require(PixelVerdict.compare(reference: reference, actual: changed, tolerance: 2, maxDifferingPixels: 0,
                                                         name: "probe/one-pixel-line"))
        #expect(message.contains("pixels differ") && message.contains("largest channel difference") && message.contains("bounding box"))
        #expect(message.contains("probe__one-pixel-line.triptych.png"))
        let triptych = try RGBAImage.decodePNG(Data(contentsOf: SnapshotLocations.artifacts
            .appendingPathComponent("failures/probe__one-pixel-line.triptych.png")))
        #expect(triptych.width == 474 * 3 + 16 && triptych.height == 474)
    }

    @Test("re-encoding the same pixels passes (different bytes, same image)")
    func reencodedPasses() throws {
        let reference = try png(Badge())
        let reencoded = try RGBAImage.decodePNG(reference).pngData()
        var perturbed = reencoded
        // A different but equivalent PNG: append a harmless chunk after IEND would be ignored;
        // instead compare through decoding, which must see identical pixels.
        #expect(PixelVerdict.compare(reference: reference, actual: reencoded, tolerance: 0, maxDifferingPixels: 0, name: "reencode") == nil)
        perturbed = reencoded
        #expect(perturbed == reencoded)
    }

    @Test("a size mismatch fails and names both sizes")
    func sizeMismatch() throws {
        let small = try renderer.renderWidgetPNG(Badge(), family: .systemSmall, appearance: .light)
        let medium = try renderer.renderWidgetPNG(Badge(), family: .systemMedium, appearance: .light)
        let message = try #require(PixelVerdict.compare(reference: small, actual: medium, tolerance: 2, maxDifferingPixels: 0, name: "size"))
        #expect(message.contains("1014×474") && message.contains("474×474"))
    }

    @Test("tolerance and the differing-pixel budget")
    func toleranceAndBudget() {
        let a = RGBAImage(width: 2, height: 1, pixels: [10, 10, 10, 255, 10, 10, 10, 255])
        let b = RGBAImage(width: 2, height: 1, pixels: [12, 10, 10, 255, 40, 10, 10, 255])
        let c = PixelComparison(reference: a, actual: b, tolerance: 2)
        #expect(c.differing == 1 && c.largest == 30)
        #expect(!c.passes(maxDifferingPixels: 0) && c.passes(maxDifferingPixels: 1))
    }

    @Test("record modes: CI defaults to never; SNAPSHOT_TESTING_RECORD wins; explicit wins over all")
    func recordModes() {
        #expect(VignetteSnapshots.recordMode(environment: ["CI": "true"]) == .never)
        #expect(VignetteSnapshots.recordMode(environment: [:]) == .missing)
        #expect(VignetteSnapshots.recordMode(environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(VignetteSnapshots.recordMode(.all, environment: ["CI": "true"]) == .all)
    }

    @Test("sharding splits the matrix deterministically and completely")
    func sharding() {
        let items = Array(0..<10)
        let shards = (1...3).map { Shard("\($0)/3")!.select(items) }
        #expect(shards == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
        #expect(Set(shards.flatMap { $0 }) == Set(items))
        #expect(Shard("4/3") == nil && Shard("x") == nil)
        #expect(Shard.current(environment: ["VIGNETTE_SHARD": "oops"])?.select(items) == [])
    }

    @Test("a missing reference fails in never mode and is recorded in missing mode", .snapshots(record: .never))
    func missingReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-ref-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("badge.png")
        let data = try png(Badge())
        withKnownIssue {
            let message = assertReference(data, at: url, name: "missing-probe", record: .never)
            #expect(message?.contains("recording is off") == true)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        withKnownIssue { assertReference(data, at: url, name: "missing-probe", record: .missing) }
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(assertReference(data, at: url, name: "missing-probe", record: .never) == nil)
    }

    @Test("assertSnapshot(of:as: .widget(family:)) works with references under Snapshots/", .snapshots(record: .missing))
    func assertSnapshotStrategy() {
        assertSnapshot(of: Badge(), as: .widget(family: .systemSmall), named: "badge", snapshotGroup: "VignetteTesting")
    }
}

/// The same strategy from XCTest.
import XCTest

final class SnapshotToolkitXCTests: XCTestCase {
    func testWidgetStrategyFromXCTest() {
        assertSnapshot(of: Badge(), as: .widget(family: .systemMedium, appearance: .dark), named: "badge-xctest", snapshotGroup: "VignetteTesting")
    }
}
