import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

/// `.displayList` is swift-snapshot-testing's `.lines` pulled back to display lists.
@Suite("Display list snapshotting")
struct DisplayListSnapshottingTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func list(_ badge: Badge) -> DisplayList {
        renderer.layoutWidget(badge, family: .systemSmall, appearance: .light).displayList
    }

    @Test("records the dump as a text file ending with a newline, then passes on the same list")
    func recordsThenPasses() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-list-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        withKnownIssue { assertReference(of: list(Badge()), as: .displayList, at: url, name: "badge.txt", record: .missing) }
        #expect(try String(contentsOf: url, encoding: .utf8) == list(Badge()).description + "\n")
        #expect(assertReference(of: list(Badge()), as: .displayList, at: url, name: "badge.txt", record: .never) == nil)
    }

    @Test("a changed list fails with the hunks of .lines, and its patch is left beside the report")
    func changedListShowsHunks() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-list-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data((list(Badge()).description + "\n").utf8).write(to: url)
        var message: String?
        withKnownIssue { message = assertReference(of: list(Badge(stroke: .red)), as: .displayList, at: url, name: "probe/badge-list", record: .never) }
        let (hunks, attachments) = try #require(Diffing<String>.lines.diffV2(list(Badge()).description + "\n", list(Badge(stroke: .red)).description + "\n"))
        #expect(message?.hasPrefix("probe/badge-list: " + hunks) == true)
        #expect(hunks.hasPrefix("@@"))
        let patch = SnapshotLocations.artifacts.appendingPathComponent("failures/probe__badge-list.difference.patch")
        #expect(try Data(contentsOf: patch) == attachedData(attachments).first?.data)
        #expect(message?.contains(patch.path) == true)
    }

    @Test("record mode failed re-records a changed list after reporting its hunks")
    func recordModeFailed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-list-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data((list(Badge()).description + "\n").utf8).write(to: url)
        var message: String?
        withKnownIssue { message = assertReference(of: list(Badge(stroke: .red)), as: .displayList, at: url, name: "badge.txt", record: .failed) }
        #expect(message?.contains("+    fill (49, 88.333, 60×1) #FF3B30") == true)
        #expect(message?.contains("badge.txt: record mode failed: recorded \(url.path)") == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == list(Badge(stroke: .red)).description + "\n")
    }

    @Test(".displayList(family:) lays a view out as a widget and records its display list")
    func viewStrategy() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-list-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        withKnownIssue { assertReference(of: Badge(), as: .displayList(), at: url, name: "badge.txt", record: .missing) }
        #expect(try String(contentsOf: url, encoding: .utf8) == list(Badge()).description + "\n")
        withKnownIssue {
            assertReference(of: Badge(stroke: .red), as: .displayList(), at: url, name: "badge.txt", record: .never)
        } matching: { issue in issue.comments.contains { $0.rawValue.contains("+    fill (49, 88.333, 60×1) #FF3B30") } }
    }

    @Test("the strategy is .lines: same path extension and the same diff")
    func isLines() throws {
        let strategy = Snapshotting<DisplayList, String>.displayList
        #expect(strategy.pathExtension == "txt")
        let before = list(Badge()).description + "\n", after = list(Badge(stroke: .red)).description + "\n"
        #expect(strategy.diffing.diffV2(before, after)?.0 == Diffing<String>.lines.diffV2(before, after)?.0)
        #expect(strategy.diffing.toData(before) == Data(before.utf8))
    }
}
