import ActivityKit
import Foundation
import Testing
@testable import VignetteCore
import VignetteRunner

/// The delivery Live Activity (Views/DeliveryActivity.swift), written as for iOS: it sits in a
/// widget bundle next to an ordinary widget, its app-side calls compile (and do nothing), and its
/// previews render each content state in their presentation, or fail with a message naming them.
@Suite("Live Activities")
struct LiveActivityTests {
    @Test("an ActivityConfiguration sits in a WidgetBundle next to ordinary widgets; it has no widget family")
    func inABundle() throws {
        let widgets = DeliveryWidgets().widgetDescriptions
        #expect(widgets.map(\.kind) == ["Todo", "DeliveryAttributes"])
        #expect(widgets[0].activity == nil && !widgets[0].supportedFamilies.isEmpty)
        let activity = try #require(widgets[1].activity)
        #expect(activity.attributesTypeName == "DeliveryAttributes" && widgets[1].supportedFamilies.isEmpty && widgets[1].surfaces.isEmpty)
        // A widget's job matrix leaves the Live Activity out: its images come from its previews.
        #expect(RenderJob.matrix(widgets).allSatisfy { $0.widget == "Todo" })
    }

    @Test("ActivityKit's app-side API is compile-only: request throws .unsupported, there are no activities, authorization is off")
    func appSideCompileOnly() async throws {
        #expect(throws: ActivityAuthorizationError.unsupported) { try DeliveryActivityController.start(order: "1") ?? Self.request() }
        #expect(Activity<DeliveryAttributes>.activities.isEmpty && !ActivityAuthorizationInfo().areActivitiesEnabled)
        await DeliveryActivityController.finish()
        let content = ActivityContent(state: DeliveryAttributes.ContentState.packing, staleDate: nil)
        #expect(content.relevanceScore == 0 && content.staleDate == nil)
    }

    private static func request() throws -> Activity<DeliveryAttributes> {
        try Activity.request(attributes: .preview, content: ActivityContent(state: .packing, staleDate: nil))
    }

    @Test("a Live Activity preview renders each content state in its presentation, light and dark, named after it")
    func previewImages() async throws {
        let lock = try #require(PreviewCatalog.all().first { $0.location.hasPrefix("DeliveryActivity.swift") && $0.preview.name == "Lock Screen" })
        #expect(await lock.images().map(\.name) == [
            "Previews/DeliveryActivity/Lock-Screen-activity-lockScreen-1-light", "Previews/DeliveryActivity/Lock-Screen-activity-lockScreen-1-dark",
            "Previews/DeliveryActivity/Lock-Screen-activity-lockScreen-2-light", "Previews/DeliveryActivity/Lock-Screen-activity-lockScreen-2-dark",
            // CarPlay's `.small` family, from the compact views (the activity does not declare it).
            "Previews/DeliveryActivity/Lock-Screen-activity-small-1-light", "Previews/DeliveryActivity/Lock-Screen-activity-small-1-dark",
            "Previews/DeliveryActivity/Lock-Screen-activity-small-2-light", "Previews/DeliveryActivity/Lock-Screen-activity-small-2-dark",
        ])
        let compact = try #require(PreviewCatalog.all().first { $0.location.hasPrefix("DeliveryActivity.swift") && $0.preview.name == "Compact" })
        #expect(await compact.images().map(\.name) == ["Previews/DeliveryActivity/Compact-island-compact-light",
                                                        "Previews/DeliveryActivity/Compact-island-compact-dark"])
        // An iPhone without a Dynamic Island has no island image; its Lock Screen has the banner.
        let noIsland = try #require(WidgetDevice.named("iphone-390x844"))
        #expect(await compact.images(device: noIsland).isEmpty)
        #expect(await lock.images(device: noIsland).count == 8)
    }

    struct Other: ActivityAttributes {
        struct ContentState: Codable, Hashable { var value = 1 }
    }

    @Test("a preview whose widget is no ActivityConfiguration, or of other attributes, fails its images naming its file and line")
    func mismatchedPreviews() async throws {
        let ordinary = DiscoveredPreview(preview: Preview(as: .content, using: DeliveryAttributes.preview, widget: { TodoWidget() }, contentStates: {
            DeliveryAttributes.ContentState.packing
        }), fileID: "App/Ordinary.swift", line: 3, column: 1)
        let images = await ordinary.images()
        #expect(images.count == 2)
        let message = String(describing: Result { try images[0].view() })
        #expect(message.contains("Ordinary.swift:3") && message.contains("its widget 'Todo' is not an ActivityConfiguration"), "\(message)")

        let other = DiscoveredPreview(preview: Preview(as: .dynamicIsland(.minimal), using: Other(), widget: { DeliveryActivityWidget() },
                                                       contentStates: { Other.ContentState() }), fileID: "App/Other.swift", line: 9, column: 1)
        let wrong = await other.images()
        let text = String(describing: Result { try wrong[0].view() })
        #expect(text.contains("Other.swift:9") && text.contains("its attributes are a Other")
                && text.contains("the widget's ActivityConfiguration is for DeliveryAttributes"), "\(text)")
    }
}
