import Foundation

/// An interface for configuring a control (App Intents' `ControlConfigurationIntent`): its
/// parameters' defaults are the configuration Vignette renders.
public protocol ControlConfigurationIntent: AppIntent {}

/// An intent that sets a value (App Intents' `SetValueIntent`): a `ControlWidgetToggle`'s action,
/// whose `value` the system sets to the toggle's new state before performing it. Never performed
/// while rendering.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    /// The value the intent sets.
    var value: ValueType { get set }
}
