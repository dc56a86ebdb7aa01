import Foundation
import Vignette
import VignetteCore

/// A labeled, plottable value: what a mark plots on x, y or another channel, as
/// `.value("Hour", entry.date)`.
public nonisolated struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    /// For a date: the calendar unit each value spans (a bar of a day).
    let unit: Calendar.Component?

    var data: PlotData { plotData(value) }

    /// Creates a plottable value with a label and a value.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, unit: nil)
    }

    /// Creates a plottable value with a localized label and a value.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value, unit: nil)
    }

    /// Creates a plottable value with a text label and a value.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value, unit: nil)
    }
}

nonisolated extension PlottableValue where Value == Date {
    /// Creates a date value that spans one `unit` of `calendar` (Vignette's calendar is always
    /// the Gregorian one in the render's time zone, as its dates are formatted).
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: date, unit: unit)
    }

    /// Creates a date value with a localized label that spans one `unit`.
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: "", value: date, unit: unit)
    }
}

/// A plotted value with what the scale needs of it, type-erased.
nonisolated struct PlotSlot: Hashable, Sendable {
    var data: PlotData
    var unit: Calendar.Component?

    init<V>(_ value: PlottableValue<V>) {
        data = value.data
        unit = value.unit
    }
}
