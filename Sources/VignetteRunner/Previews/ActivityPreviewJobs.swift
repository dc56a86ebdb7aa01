import Foundation
import VignetteCore

nonisolated extension DiscoveredPreview {
    /// The images of a Live Activity preview: each content state in the preview's presentation, in
    /// each appearance that applies, named `<base>-<surface>[-<state>]-<appearance>`. A device without
    /// the presentation (no Dynamic Island) gets none; a widget that is not an `ActivityConfiguration`
    /// of the preview's attributes, or states that fail, give images whose view is that error.
    func activityImages(_ activity: ActivityPreviewContent, base: String, appearances: [WidgetAppearance], device: WidgetDevice,
                        timeLimit: Duration?, now: Date) async -> [PreviewImage] {
        let presentation = activity.viewKind.presentation
        let surface = Surface.liveActivity(presentation)
        guard surface.isOffered(on: device) else { return [] }
        let appearances = surface.appearances(appearances, on: device)
        let surfaceBase = "\(base)-\(surface.name)"
        func failed(_ error: VignetteError) -> [PreviewImage] {
            appearances.map { PreviewImage(name: "\(surfaceBase)-\($0)", location: location, caption: "\(surface.name) · \($0) · failed",
                                           request: RenderRequest(surface, device: device, appearance: $0, now: now), content: .failure(error)) }
        }
        let widgets = activity.widget()
        guard let widget = widgets.first, let description = widget.activity else {
            return failed(.providerFailed(widget: location, call: "#Preview", reason: widgets.isEmpty ? "its widget closure gives no widget"
                : "its widget '\(widgets[0].kind)' is not an ActivityConfiguration; a preview with contentStates: shows a Live Activity"))
        }
        let states: UncheckedSendable<[Any]>
        let makeStates = UncheckedSendable(activity.states)
        do {
            states = try await FrozenClock.at(now) {
                try await ProviderCall.run(widget: "\(widget.kind)' in the preview at '\(location)", call: "the preview's content states",
                                           limit: timeLimit ?? ProviderCall.defaultTimeLimit) {
                    UncheckedSendable(await makeStates.value())
                }
            }
        } catch let error as VignetteError {
            return failed(error)
        } catch {
            return failed(.backend("\(location): \(error)"))
        }
        if states.value.isEmpty {
            return failed(.providerFailed(widget: widget.kind, call: "#Preview at \(location)", reason: "its contentStates closure gives no state"))
        }
        let attributes = UncheckedSendable(activity.attributes)
        var images: [PreviewImage] = []
        for (index, state) in states.value.enumerated() {
            let suffix = states.value.count > 1 ? "-\(index + 1)" : ""
            let accepted = description.accepts(attributes: activity.attributes, state: state)
            let state = UncheckedSendable(state)
            for appearance in appearances {
                images.append(PreviewImage(
                    name: "\(surfaceBase)\(suffix)-\(appearance)", location: location,
                    caption: "\(surface.name) · state \(index + 1) · \(appearance)",
                    request: RenderRequest(surface, device: device, appearance: appearance, now: now),
                    content: accepted ? .success({
                        surface.host(description.view(presentation, attributes: attributes.value, state: state.value)!, for: widget)
                    }) : .failure(.providerFailed(
                        widget: widget.kind, call: "#Preview at \(location)",
                        reason: "its attributes are a \(activity.attributesTypeName) and content state \(index + 1) a \(type(of: state.value)), "
                            + "but the widget's ActivityConfiguration is for \(description.attributesTypeName) and its ContentState"))))
            }
        }
        return images
    }
}

nonisolated extension WidgetDescription {
    /// What `--list` and the messages say a widget comes in: its surfaces, or, for a Live Activity
    /// (which has none), where its images come from.
    var surfaceNames: String {
        activity != nil && surfaces.isEmpty ? "a Live Activity's presentations, from its previews (--previews)"
                                            : surfaces.map(\.name).joined(separator: ", ")
    }
}
