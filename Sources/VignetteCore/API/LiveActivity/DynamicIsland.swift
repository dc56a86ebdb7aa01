import Foundation

/// The layout and configuration of a Live Activity in the Dynamic Island (WidgetKit's
/// `DynamicIsland`): its expanded regions and its compact leading, compact trailing and minimal
/// views, with a keyline tint, content margins and a URL.
public nonisolated struct DynamicIsland {
    let expanded: [DynamicIslandExpandedRegionValue]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keylineTintColor: Color?
    var margins: [DynamicIslandMode: [(Edge.Set, CGFloat)]] = [:]
    var url: URL??

    /// Creates a configuration object with views that appear in the Dynamic Island.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// Applies a subtle tint color to the border drawn around the island (visible over a dark
    /// screen).
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTintColor = color
        return island
    }

    /// Overrides the default content margins of `edges` for a presentation of the island.
    /// Several calls combine; for the same edge the last one wins.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.margins[mode, default: []].append((edges, CGFloat(length)))
        return island
    }

    /// Sets the URL that opens the app when a person taps the Live Activity; recorded, not drawn.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = .some(url)
        return island
    }

    /// The content margins of `mode`: the defaults with this island's overrides.
    func contentMargins(for mode: DynamicIslandMode) -> EdgeInsets {
        var insets = mode.defaultContentMargins
        for (edges, length) in margins[mode] ?? [] {
            if edges.contains(.top) { insets.top = length }
            if edges.contains(.leading) { insets.leading = length }
            if edges.contains(.bottom) { insets.bottom = length }
            if edges.contains(.trailing) { insets.trailing = length }
        }
        return insets
    }
}

/// A presentation of a Live Activity in the Dynamic Island (WidgetKit's `DynamicIslandMode`),
/// for `contentMargins(_:_:for:)`.
public nonisolated struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    /// The compact leading presentation.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact trailing presentation.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The minimal presentation.
    public static let minimal = DynamicIslandMode(name: "minimal")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")

    /// Apple publishes no default margins; these are estimates (Sources/VignetteCore/Surfaces/LiveActivities.md):
    /// compact content snug against the camera, with a margin toward the island's rounded ends.
    var defaultContentMargins: EdgeInsets {
        switch name {
        case "compactLeading": EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 0)
        case "compactTrailing": EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 8)
        case "minimal": EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        default: EdgeInsets(top: 12, leading: 20, bottom: 14, trailing: 20)
        }
    }
}
