import Foundation

/// A type that provides a value to a control template (WidgetKit's `ControlValueProvider`).
///
/// Vignette draws the control with `currentValue()`, as the system does for the control itself;
/// `previewValue` is the value of the controls gallery (the placeholder appearance's).
public protocol ControlValueProvider {
    associatedtype Value
    /// A value to be shown while previewing the control in the add sheet.
    var previewValue: Value { get }
    /// The current value of the control.
    func currentValue() async throws -> Value
}

/// A type that uses a custom intent to provide a value to a control template (WidgetKit's
/// `AppIntentControlValueProvider`). Vignette asks it with the intent's default configuration.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    /// A value to be shown while previewing the control in the add sheet.
    func previewValue(configuration: Configuration) -> Value
    /// The current value of the control.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// What a control's provider gave, with the template its content closure makes of it.
private nonisolated struct ControlEntry: TimelineEntry {
    let date: Date
    let template: ControlTemplate
}

/// Why a control's current value cannot be drawn, for the call's error.
private nonisolated struct ControlValueFailure: Error, CustomStringConvertible {
    let description: String

    init(_ error: any Error) {
        description = "threw \(error); a control needs a value to be drawn, as the system needs one to show it: "
            + "return a value when the app's data cannot be reached (its previewValue, say) instead of throwing"
    }
}

/// A control's values as entries: `placeholder(in:)` is its preview value (the controls
/// gallery), the snapshot and the timeline its current value.
nonisolated struct ControlValueSource<Value>: EntrySource, ProviderCallNames {
    let preview: () -> Value
    let current: () async throws -> Value
    let content: (Value) -> ControlTemplate
    let currentCallName: String

    private func entry(_ value: Value) -> LoadedEntry {
        LoadedEntry(ControlEntry(date: RenderRequest.now, template: content(value))) { ControlTemplateView(template: $0.template) }
    }

    private func value(_ ask: () async throws -> Value) async -> LoadedEntry {
        do { return entry(try await ask()) } catch {
            WidgetProviderFailure.report(ControlValueFailure(error))
            return .empty
        }
    }

    func placeholder(in context: TimelineProviderContext) -> LoadedEntry { entry(preview()) }

    func snapshot(in context: TimelineProviderContext) async -> LoadedEntry { await value(current) }
    func timeline(in context: TimelineProviderContext) async -> LoadedTimeline {
        LoadedTimeline(entries: [await value(current)], policy: .never)
    }
    func entry(_ entry: any TimelineEntry) -> LoadedEntry? { nil }
    var entryTypeName: String { "\(Value.self)" }
    var snapshotCallName: String { currentCallName }
    var timelineCallName: String { currentCallName }
}
