import Foundation

/// The expanded Dynamic Island's regions placed by WidgetKit's rules (`DynamicIslandExpandedRegion`):
/// leading and trailing along the island's edges beside the TrueDepth camera (growing downwards
/// when taller than it), center right below the camera between them, bottom below all three
/// across the island. Its subviews are the leading, center, trailing and bottom regions.
///
/// Widths: leading and trailing are offered the space beside the camera and take what they need;
/// center gets what is left between them. A center whose priority is higher than both sides' is
/// sized first (up to the whole width) and the sides share the rest. The island is as tall as its
/// regions plus its margins, between 84 and 160 pt (content beyond is cut off).
nonisolated struct DynamicIslandExpandedLayout: Layout {
    static let positions: [DynamicIslandExpandedRegionPosition] = [.leading, .center, .trailing, .bottom]

    let geometry: DynamicIslandGeometry
    let margins: EdgeInsets
    /// The priorities of the leading, center, trailing and bottom regions.
    let priorities: [Double]

    /// Each region's frame in the island, and the island's height.
    nonisolated struct Placement: Equatable {
        var leading: CGRect, center: CGRect, trailing: CGRect, bottom: CGRect
        var height: CGFloat
    }

    func placement(_ subviews: Subviews) -> Placement {
        let width = geometry.expandedWidth
        let inner = max(width - margins.leading - margins.trailing, 0)
        // The space beside the camera on each side, less the island's margin.
        let besideCamera = max((width - geometry.sensorWidth) / 2 - max(margins.leading, margins.trailing), 0)
        func size(_ index: Int, width: CGFloat) -> CGSize {
            let fitted = subviews[index].sizeThatFits(ProposedViewSize(width: max(width, 0), height: nil))
            return CGSize(width: min(fitted.width, max(width, 0)), height: fitted.height)
        }
        let leadingSize: CGSize, centerSize: CGSize, trailingSize: CGSize
        if priorities[1] > max(priorities[0], priorities[2]) {
            centerSize = size(1, width: inner)
            let side = min(besideCamera, (inner - centerSize.width) / 2)
            leadingSize = size(0, width: side)
            trailingSize = size(2, width: side)
        } else {
            leadingSize = size(0, width: besideCamera)
            trailingSize = size(2, width: besideCamera)
            centerSize = size(1, width: inner - leadingSize.width - trailingSize.width)
        }
        let top = margins.top
        let leading = CGRect(origin: CGPoint(x: margins.leading, y: top), size: leadingSize)
        let trailing = CGRect(origin: CGPoint(x: width - margins.trailing - trailingSize.width, y: top), size: trailingSize)
        // Centred in the width between the sides, below the camera's row.
        let between = (leading.maxX, trailing.minX)
        let centerX = leadingSize.width == 0 && trailingSize.width == 0 ? (width - centerSize.width) / 2
                                                                       : between.0 + (between.1 - between.0 - centerSize.width) / 2
        let center = CGRect(origin: CGPoint(x: centerX, y: max(top, geometry.height)), size: centerSize)
        let topBlock = max(leading.maxY, trailing.maxY, centerSize.height > 0 ? center.maxY : geometry.height)
        let bottomSize = size(3, width: inner)
        let bottom = CGRect(origin: CGPoint(x: margins.leading + (inner - bottomSize.width) / 2, y: topBlock), size: bottomSize)
        let natural = bottom.maxY + margins.bottom
        let height = min(max(natural, LiveActivityGeometry.minimumHeight), LiveActivityGeometry.maximumHeight)
        return Placement(leading: leading, center: center, trailing: trailing, bottom: bottom, height: height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: geometry.expandedWidth, height: placement(subviews).height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = placement(subviews)
        for (index, frame) in [placed.leading, placed.center, placed.trailing, placed.bottom].enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                                  proposal: ProposedViewSize(width: frame.width, height: nil))
        }
    }

    /// A region's own `contentMargins(_:_:)`: the difference from the island's margins, as padding.
    static func regionInsets(_ overrides: [(Edge.Set, CGFloat)], base: EdgeInsets) -> EdgeInsets {
        var insets = EdgeInsets()
        // Listed outermost first: the innermost call, applied last, wins.
        for (edges, length) in overrides {
            if edges.contains(.top) { insets.top = length - base.top }
            if edges.contains(.leading) { insets.leading = length - base.leading }
            if edges.contains(.bottom) { insets.bottom = length - base.bottom }
            if edges.contains(.trailing) { insets.trailing = length - base.trailing }
        }
        return insets
    }
}
