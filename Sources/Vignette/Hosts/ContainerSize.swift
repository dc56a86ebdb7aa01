import Foundation

/// The size of the nearest container a view is shown in, for `containerRelativeFrame`: the
/// widget's content area (inside its content margins), or the canvas a view is rendered on.
///
/// A host hands one out through the environment when its content is evaluated, and fills it in
/// when it is proposed its own size, before it measures that content: layout goes from the
/// container down, so every view inside reads the size already set.
final class ContainerSize: @unchecked Sendable {
    // (Unchecked: one render's evaluation and layout run on one thread; no two renders share one.)

    /// The container's size; nil on an axis the container was not given a length for.
    var proposal = ProposedViewSize.unspecified

    init(_ proposal: ProposedViewSize = .unspecified) { self.proposal = proposal }
}

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: ContainerSize? = nil }

extension EnvironmentValues {
    /// The nearest container's size (set by the widget host and by the layout pass's root).
    var containerSize: ContainerSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}
