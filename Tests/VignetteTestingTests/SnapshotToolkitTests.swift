import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

@Suite("Snapshot toolkit")
struct SnapshotToolkitTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func png(_ view: some View) throws -> Data {
        try renderer.renderWidgetPNG(view, family: .systemSmall, appearance: .light)
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
