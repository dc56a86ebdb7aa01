import Foundation
import Gallery
import Testing
import VignetteCore
@testable import VignetteRunner

/// A bundle of Live Activities only (a common extension: "provides the Live Activity
/// configuration") renders from its previews; without `--previews`, or without a preview that
/// shows it, the command says so and how to add one, instead of "choose another family".
@Suite struct ActivityOnlyBundleTests {
    let activities = Gallery.widgets.filter { $0.activity != nil }
    let delivery = Gallery.widgets.first { $0.activity != nil }!

    @Test("with --previews and a #Preview of the activity, nothing stops the render")
    func previewedActivityRenders() throws {
        let options = try RenderOptions.parse(["--all", "--previews"])
        #expect(BundleCommand.unmatched(activities, options: options, previewedActivities: [delivery.kind]) == nil)
    }

    @Test("without --previews: the message says the images come from previews and to add --previews")
    func withoutPreviewsFlag() throws {
        let options = try RenderOptions.parse(["--all"])
        let message = try #require(BundleCommand.unmatched([delivery], options: options, previewedActivities: [delivery.kind]))
        #expect(message == "render: nothing to render: \(delivery.kind) is a Live Activity, drawn from the content states of its #Previews (an ActivityConfiguration has no provider): add --previews")
    }

    @Test("with --previews but no #Preview of it: the message shows the preview to add")
    func noPreview() throws {
        let options = try RenderOptions.parse(["--all", "--previews"])
        let message = try #require(BundleCommand.unmatched([delivery], options: options, previewedActivities: []))
        #expect(message.hasPrefix("render: nothing to render: \(delivery.kind) is a Live Activity that no #Preview shows"))
        #expect(message.contains("#Preview(\"Lock Screen\", as: .content, using: \(delivery.kind)(…)) { YourActivityWidget() } contentStates: { \(delivery.kind).ContentState(…) }"))
    }

    @Test("beside ordinary widgets, the activities are left to their previews and the widgets decide")
    func mixedBundle() throws {
        let widget = try #require(Gallery.widgets.first { $0.activity == nil && !$0.supportedFamilies.contains(.systemExtraLarge) })
        #expect(BundleCommand.unmatched([widget, delivery], options: try RenderOptions.parse(["--all"])) == nil)
        let message = BundleCommand.unmatched([widget, delivery], options: try RenderOptions.parse(["--all", "--family", "gallery-systemExtraLarge"]))
        #expect(message?.contains("render: \(widget.kind) comes in") == true)
        #expect(message?.contains(delivery.kind) == false)
    }
}
