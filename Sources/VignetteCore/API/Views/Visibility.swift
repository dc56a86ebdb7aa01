import Foundation

/// The visibility of a UI element, chosen automatically by default (SwiftUI's `Visibility`;
/// Swift Charts' `chartXAxis(_:)`, `chartLegend(_:)` take it).
public nonisolated enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}
