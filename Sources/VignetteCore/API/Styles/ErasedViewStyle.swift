import Foundation

/// A view style (label, button, toggle, progress view…) with its type erased, as the
/// environment holds it: what it makes of its control's configuration.
nonisolated struct ErasedViewStyle<Configuration>: @unchecked Sendable {
    // @unchecked: a style is a value the views hold; it is read only while they are evaluated.
    let makeBody: (Configuration) -> AnyView

    init(_ makeBody: @escaping (Configuration) -> AnyView) { self.makeBody = makeBody }
}
