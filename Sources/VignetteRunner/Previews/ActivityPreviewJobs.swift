import Foundation
import VignetteCore

nonisolated extension DiscoveredPreview {
    /// The images of a Live Activity preview: each content state in the preview's presentation, in
    /// each appearance that applies, named `<base>-<surface>[-<state>]-<appearance>`; with `states`,
    /// only the content states of those numbers (from 1, in the order the preview lists them). A
    /// device without the presentation (no Dynamic Island) gets none; a
    /// widget that is not an `ActivityConfiguration` of the preview's attributes, or states that
    /// fail, give images whose view is that error.
    func activityImages(_ activity: ActivityPreviewContent, base: String, appearances: [WidgetAppearance], device: WidgetDevice,
                        timeLimit: Duration?, now: Date, states chosen: Set<Int>? = nil) async -> [PreviewImage] {
        let presentation = activity.viewKind.presentation
        let surface = Surface.liveActivity(presentation)
        let small = Surface.liveActivity(.small)
        // A watch has no Lock Screen presentation, but may show the `.small` family.
        guard surface.isOffered(on: device) || (presentation == .lockScreen && small.isOffered(on: device)) else { return [] }
        let asked = appearances
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
                                           limit: timeLimit ?? ProviderCall.defaultTimeLimit) { UncheckedSendable(await makeStates.value()) }
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
        if surface.isOffered(on: device) {
            images = stateImages(presentation, appearances: appearances, states: states.value, stale: nil, chosen: chosen, base: base,
                                 attributes: attributes, attributesTypeName: activity.attributesTypeName, description: description,
                                 widget: widget, device: device, now: now)
        }
        // A `.minimal` preview also shows each state with a second instance of the activity running.
        if presentation == .minimal, surface.isOffered(on: device) {
            images += stateImages(.minimalPair, appearances: appearances, states: states.value, stale: nil, chosen: chosen, base: base,
                                  attributes: attributes, attributesTypeName: activity.attributesTypeName, description: description,
                                  widget: widget, device: device, now: now)
        }
        // With the bundle's second Live Activity running too (the first is this one), the two side by side.
        if presentation == .minimal, surface.isOffered(on: device), let partner = ActivityPreviewWidgets.detachedPartner(of: widget.kind),
           let detached = await ActivitySample.first(of: partner, preferring: .minimal, timeLimit: timeLimit, now: now) {
            images += pairImages(detached, appearances: appearances, states: states.value, chosen: chosen, base: base,
                                 attributes: attributes, description: description, widget: widget, device: device, now: now)
        }
        // The `.content` preview also shows the `.small` family: the activity's own where it
        // declares it, else its compact views joined, as the system shows them there.
        if presentation == .lockScreen, small.isOffered(on: device) {
            images += stateImages(.small, appearances: small.appearances(asked, on: device), states: states.value, stale: nil,
                                  chosen: chosen, base: base, attributes: attributes, attributesTypeName: activity.attributesTypeName,
                                  description: description, widget: widget, device: device, now: now)
        }
        return images
    }

    /// The images of `previewContext(_:isStale:viewKind:)`: its one state in its presentation (and,
    /// for `.content`, the `.small` family), named
    /// `<base>-<surface>-<appearance>`; the bundle's `ActivityConfiguration` for its attributes
    /// draws it (`ActivityPreviewWidgets`), and without one the images are that error.
    func activityContextImages(_ activity: ActivityPreviewContext, base: String, appearances asked: [WidgetAppearance],
                               device: WidgetDevice, now: Date) -> [PreviewImage] {
        let presentation = activity.viewKind.presentation
        let surface = Surface.liveActivity(presentation)
        let small = Surface.liveActivity(.small)
        guard let found = activity.widget ?? Self.previewedWidget(activity) else {
            guard surface.isOffered(on: device) else { return [] }
            return surface.appearances(asked, on: device).map {
                PreviewImage(name: "\(base)-\(surface.name)-\($0)", location: location, caption: "\(surface.name) · \($0) · failed",
                             request: RenderRequest(surface, device: device, appearance: $0, now: now),
                             content: .failure(.providerFailed(widget: location, call: "previewContext(_:isStale:viewKind:)",
                                                               reason: activity.missingWidgetReason)))
            }
        }
        let attributes = UncheckedSendable(activity.attributes)
        var images: [PreviewImage] = []
        if surface.isOffered(on: device) {
            images = stateImages(presentation, appearances: surface.appearances(asked, on: device), states: [activity.state],
                                 stale: [activity.isStale], chosen: nil, base: base, attributes: attributes,
                                 attributesTypeName: activity.attributesTypeName, description: found.activity, widget: found.widget,
                                 device: device, now: now)
        }
        if presentation == .lockScreen, small.isOffered(on: device) {
            images += stateImages(.small, appearances: small.appearances(asked, on: device), states: [activity.state], stale: [activity.isStale],
                                  chosen: nil, base: base, attributes: attributes, attributesTypeName: activity.attributesTypeName,
                                  description: found.activity, widget: found.widget, device: device, now: now)
        }
        return images
    }

    /// Without a registered bundle (`assertPreviewSnapshots()`), the activity a Live Activity
    /// `#Preview` of the program shows for these attributes.
    private static func previewedWidget(_ activity: ActivityPreviewContext) -> (widget: WidgetDescription, activity: LiveActivityDescription)? {
        for preview in PreviewCatalog.all() {
            guard case .activity(let previewed) = preview.preview.content else { continue }
            for widget in previewed.widget() {
                if let description = widget.activity, description.accepts(attributes: activity.attributes, state: activity.state) {
                    return (widget, description)
                }
            }
        }
        return nil
    }

    /// `island-minimal-pair`: each of `states` as the attached minimal view, with `detached` (the
    /// bundle's second Live Activity) as the detached one, named `<base>-island-minimal-pair[-<state>]-<appearance>`.
    private func pairImages(_ detached: ActivitySample, appearances: [WidgetAppearance], states: [Any], chosen: Set<Int>?, base: String,
                            attributes: UncheckedSendable<Any>, description: LiveActivityDescription, widget: WidgetDescription,
                            device: WidgetDevice, now: Date) -> [PreviewImage] {
        let surface = Surface.liveActivity(.minimalPair)
        var images: [PreviewImage] = []
        for (index, state) in states.enumerated() where chosen?.contains(index + 1) ?? true {
            guard let attached = description.island(attributes: attributes.value, state: state), let other = detached.island else { continue }
            let suffix = states.count > 1 ? "-\(index + 1)" : ""
            let islands = UncheckedSendable((attached, other))
            for appearance in appearances {
                images.append(PreviewImage(
                    name: "\(base)-island-minimal-pair\(suffix)-\(appearance)", location: location,
                    caption: "island-minimal-pair · state \(index + 1) with \(detached.widget.kind) · \(appearance)",
                    request: RenderRequest(surface, device: device, appearance: appearance, now: now),
                    content: .success({
                        surface.host(LiveActivityDescription.minimalPair(attached: islands.value.0, detached: islands.value.1), for: widget)
                    })))
            }
        }
        return images
    }

    /// The images of `states` in one presentation of a Live Activity, in `appearances` (stale as
    /// `stale` says, else fresh).
    private func stateImages(_ presentation: LiveActivityPresentation, appearances: [WidgetAppearance], states: [Any], stale: [Bool]?,
                             chosen: Set<Int>?, base: String, attributes: UncheckedSendable<Any>, attributesTypeName: String,
                             description: LiveActivityDescription, widget: WidgetDescription, device: WidgetDevice,
                             now: Date) -> [PreviewImage] {
        let surface = Surface.liveActivity(presentation)
        let surfaceBase = "\(base)-\(surface.name)"
        var images: [PreviewImage] = []
        for (index, state) in states.enumerated() where chosen?.contains(index + 1) ?? true {
            let suffix = states.count > 1 ? "-\(index + 1)" : ""
            let accepted = description.accepts(attributes: attributes.value, state: state)
            let isStale = stale?[index] ?? false
            let state = UncheckedSendable(state)
            for appearance in appearances {
                images.append(PreviewImage(
                    name: "\(surfaceBase)\(suffix)-\(appearance)", location: location,
                    caption: "\(surface.name) · state \(index + 1)\(isStale ? " (stale)" : "") · \(appearance)",
                    request: RenderRequest(surface, device: device, appearance: appearance, now: now),
                    content: accepted ? .success({
                        surface.host(description.view(presentation, attributes: attributes.value, state: state.value, isStale: isStale)!, for: widget)
                    }) : .failure(.providerFailed(
                        widget: widget.kind, call: "#Preview at \(location)",
                        reason: "its attributes are a \(attributesTypeName) and content state \(index + 1) a \(type(of: state.value)), "
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

nonisolated extension DiscoveredPreview {
    /// The kind of the widget a Live Activity preview shows, or nil for another preview.
    var activityWidgetKind: String? {
        guard case .activity(let activity) = preview.content else { return nil }
        return activity.widget().first?.kind
    }

    /// How many content states a Live Activity preview lists, or nil for another preview (or
    /// states that fail, which its images report).
    func activityStateCount(now: Date, timeLimit: Duration?) async -> Int? {
        guard case .activity(let activity) = preview.content else { return nil }
        let makeStates = UncheckedSendable(activity.states)
        return try? await FrozenClock.at(now) {
            try await ProviderCall.run(widget: "the preview at '\(location)", call: "the preview's content states",
                                       limit: timeLimit ?? ProviderCall.defaultTimeLimit) { await makeStates.value().count }
        }
    }
}

/// `--activity-states`: the content states the Live Activity previews render, by number.
package nonisolated enum ActivityStateSelection {
    /// A usage error: what was asked and what exists.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The numbers `names` give (each may be a comma-separated list), checked against what the
    /// Live Activity among `previews` list; a usage error names the unknown state and the known
    /// ones. Nil when no state is named (every state renders).
    package static func resolve(_ names: [String], previews: [DiscoveredPreview], now: Date,
                                timeLimit: Duration?) async -> Result<Set<Int>?, Failure> {
        let asked = names.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !asked.isEmpty else { return .success(nil) }
        var counts: [(preview: DiscoveredPreview, count: Int)] = []
        for preview in previews {
            if let count = await preview.activityStateCount(now: now, timeLimit: timeLimit) { counts.append((preview, count)) }
        }
        guard let most = counts.map(\.count).max(), most > 0 else {
            return .failure(Failure(description: "--activity-states: no Live Activity preview (#Preview(_:as:using:widget:contentStates:)) "
                + "is rendered; add --previews, or --all for a bundle with an ActivityConfiguration"))
        }
        var chosen: Set<Int> = []
        for name in asked {
            guard let number = Int(name), number >= 1, number <= most else {
                let listed = counts.map { "\($0.preview.location) \($0.preview.preview.name.map { "'\($0)' " } ?? "")lists \($0.count)" }
                return .failure(Failure(description: "--activity-states: no content state '\(name)'; the states are numbered from 1 in the "
                    + "order each preview lists them, 1–\(most) here (\(listed.joined(separator: "; ")))"))
            }
            chosen.insert(number)
        }
        return .success(chosen)
    }
}
