import Foundation

/// Where a region of the expanded Dynamic Island goes (WidgetKit's `DynamicIslandExpandedRegionPosition`).
public nonisolated struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Along the leading edge, next to the TrueDepth camera, wrapping below it.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Along the trailing edge, next to the TrueDepth camera, wrapping below it.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Right below the TrueDepth camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the leading, trailing and center regions, across the island.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// The content of one region of the expanded Live Activity in the Dynamic Island (WidgetKit's
/// `DynamicIslandExpandedRegion`).
public nonisolated struct DynamicIslandExpandedRegion<Content: View> {
    var value: DynamicIslandExpandedRegionValue

    /// Creates a region at `position`; of regions competing for width, the one with the higher
    /// `priority` is sized first.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        value = DynamicIslandExpandedRegionValue(position: position, priority: priority, content: AnyView(content()))
    }

    /// Overrides the region's content margins for `edges` (the innermost call wins, as in WidgetKit).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
        var region = self
        region.value.margins.insert((edges, CGFloat(length)), at: 0)
        return region
    }
}

/// A region with its content type erased.
nonisolated struct DynamicIslandExpandedRegionValue {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: AnyView
    /// Overrides of the expanded presentation's margins, the innermost last.
    var margins: [(Edge.Set, CGFloat)] = []
}

/// Vertical placement of an expanded region's content (WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`).
public nonisolated struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    let name: String
    /// The system's default vertical placement.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    /// Below the default position, for content too wide to fit next to the TrueDepth camera.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

nonisolated extension View {
    /// Places a leading or trailing region's content below the TrueDepth camera when it is too
    /// wide to fit beside it. Compile-only in Vignette: the region keeps its default place.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

/// The regions of an expanded Live Activity, as `DynamicIslandExpandedContentBuilder` collects them
/// (WidgetKit's `DynamicIslandExpandedContent`).
public nonisolated struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandExpandedRegionValue]
}

/// Builds the regions of an expanded Live Activity (WidgetKit's `DynamicIslandExpandedContentBuilder`).
@resultBuilder
public nonisolated struct DynamicIslandExpandedContentBuilder {
    public static func buildBlock() -> DynamicIslandExpandedContent<EmptyView> { DynamicIslandExpandedContent(regions: []) }

    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: [first.value])
    }

    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: first.regions)
    }

    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedRegion<C1>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: accumulated.regions + [next.value])
    }

    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedContent<C1>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: accumulated.regions + next.regions)
    }

    public static func buildOptional<C: View>(_ content: DynamicIslandExpandedContent<C>?) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content?.regions ?? [])
    }

    public static func buildEither<C: View>(first content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content.regions)
    }

    public static func buildEither<C: View>(second content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content.regions)
    }

    public static func buildLimitedAvailability<C: View>(_ content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content.regions)
    }
}
