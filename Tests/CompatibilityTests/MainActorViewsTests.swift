import Foundation
import Synchronization
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteRunner
import VignetteTesting

/// SwiftUI declares `View`, `Widget` and `WidgetBundle` `@MainActor @preconcurrency` (issue 43): Swift 6
/// widget code whose bodies read main-actor state compiles (Views/TasksWidget.swift), and Vignette
/// renders it from its render threads, in parallel, to the same bytes.
@Suite("Compatibility: main-actor views")
struct MainActorViewsTests {
    @Test("a body that reads a main-actor store renders it, from render threads, two at once, to the same bytes")
    func mainActorStoreRenders() throws {
        let images = Mutex<[Int: (Data, String)]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let renderer = try! CairoRenderer()
            let view = onRenderThread { TasksWidgetView(entry: TasksEntry(date: RenderRequest.defaultNow)) }
            let layout = renderer.layoutWidget(view, family: .systemMedium, appearance: .light)
            let png = try! renderer.encode(layout.displayList, as: .png)
            images.withLock { $0[index] = (png, layout.displayList.description) }
        }
        let (first, dump) = try #require(images.withLock { $0[0] })
        #expect(images.withLock { $0[1]?.0 } == first)
        for text in ["Today", "4", "Water the plants", "Return library books"] {
            #expect(dump.contains("\"\(text)\""), "\(text) in \(dump)")
        }
    }

    @Test("a widget and its bundle are main-actor types: the bundle lists the widget, its preview is found and rendered")
    func mainActorWidget() async throws {
        let descriptions = TasksWidgetBundleProbe._widgetDescriptions
        #expect(descriptions.map(\.kind) == ["tasks"])
        let preview = try #require(PreviewCatalog.all().first { $0.fileID.hasSuffix("TasksWidget.swift") })
        let images = await preview.images(appearances: [.light])
        #expect(images.count == 1)
        let png = try VignetteSnapshots.renderers.withRenderer { try $0.render(images[0]) }
        #expect(!png.isEmpty)
    }
}

/// A bundle of the one widget, as an extension declares it.
nonisolated struct TasksWidgetBundleProbe: WidgetBundle {
    var body: some Widget { TasksWidget() }
}
