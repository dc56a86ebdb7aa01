import Foundation
import Vignette
import VignetteCore

// Selection, compile-only: in Swift Charts these modifiers draw nothing themselves; they write the
// value under the reader's finger into the binding, and the author draws the selection (usually
// a `RuleMark` at it, with an annotation). A widget is still and has no gesture, so Vignette never
// writes the binding; whatever the author draws for the binding's value (non-nil or nil) is drawn.

nonisolated extension View {
    /// Selects the x value under a gesture (compile-only in Vignette: a still widget has no
    /// gesture; the binding keeps its value and the chart draws what its marks draw for it).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selects an x range under a gesture (compile-only in Vignette, as `chartXSelection(value:)`).
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Selects the y value under a gesture (compile-only in Vignette, as `chartXSelection(value:)`).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selects a y range under a gesture (compile-only in Vignette, as `chartXSelection(value:)`).
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Selects the angle value of a pie or donut under a gesture (compile-only in Vignette, as
    /// `chartXSelection(value:)`).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}
