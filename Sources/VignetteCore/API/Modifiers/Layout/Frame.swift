import Foundation

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(FrameLayout(width: width, height: height, alignment: alignment)))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(LayoutModifier(FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }
}

/// `frame(width:height:alignment:)`: a fixed size on the given axes (swiftui-layout.md §1.8).
nonisolated struct FrameLayout: ModifierLayout, MergesExplicitGuides {
    static var nodeName: NodeName { "frame" }
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment
    /// The lengths given that were ignored, kept as plain numbers (the layout stays trivially
    /// copyable); the warning's text is made only when there is one.
    private let ignoredWidth: CGFloat?, ignoredHeight: CGFloat?

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        // Negative or non-finite lengths are ignored, as SwiftUI does with a warning.
        self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.height = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.alignment = alignment
        ignoredWidth = width.flatMap { $0.isFinite && $0 >= 0 ? nil : $0 }
        ignoredHeight = height.flatMap { $0.isFinite && $0 >= 0 ? nil : $0 }
    }

    var inputWarning: InputWarning? {
        guard ignoredWidth != nil || ignoredHeight != nil else { return nil }
        let invalid = [ignoredWidth.map { "width \($0)" }, ignoredHeight.map { "height \($0)" }].compactMap { $0 }
        return InputWarning(cause: "invalid-geometry",
                            message: "Invalid frame dimension (negative or non-finite): \(invalid.joined(separator: ", ")); it is ignored. "
                                + "Give the frame a finite length of 0 or more")
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    /// Fixed on both axes, the frame's size does not depend on the proposal.
    var constantSize: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let constantSize { return constantSize }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        subviews.placeAligned(0, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? ViewSpacing()).resettingToDefault(on: edges)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§1.8).
nonisolated struct FlexFrameLayout: ModifierLayout, MergesExplicitGuides {
    static var nodeName: NodeName { "frame" }
    nonisolated struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            // Only a maximum may be infinite; a NaN or infinite minimum or ideal is ignored.
            func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? $0 : nil } }
            let lo = finite(min).map { Swift.max($0, 0) }
            let id = finite(ideal).map { Swift.max(lo ?? $0, $0) }
            let hi = max.flatMap { $0.isNaN ? nil : Swift.max(id ?? 0, $0) }
            self.min = lo
            self.ideal = id
            self.max = hi
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        func clamp(_ v: CGFloat) -> CGFloat {
            var r = v
            if let min { r = Swift.max(r, min) }
            if let max { r = Swift.min(r, max) }
            return r
        }

        /// The size on this axis when it does not depend on the child.
        func fixedSize(proposal p: CGFloat?) -> CGFloat? {
            if let p, min != nil, max != nil { return clamp(p) }
            if p == nil, let ideal { return ideal }
            return nil
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            if let fixed = fixedSize(proposal: p) { return fixed }
            return (p ?? ideal).map(clamp)
        }

        func size(proposal p: CGFloat?, child: CGFloat) -> CGFloat {
            if let fixed = fixedSize(proposal: p) { return fixed }
            let c = childProposal(p)
            switch (min, max) {
            case let (lo?, hi?): return Swift.min(Swift.max(child, lo), hi)
            case let (lo?, nil): return Swift.max(Swift.min(c ?? .infinity, child), lo)
            case let (nil, hi?): return Swift.min(Swift.max(c ?? -.infinity, child), hi)
            case (nil, nil): return child
            }
        }
    }

    var horizontal: Limits
    var vertical: Limits
    var alignment: Alignment

    /// The limits as given, kept (as plain numbers) only when they need a warning.
    private let givenLimits: GivenLimits?

    private nonisolated struct GivenLimits {
        let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    }

    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
         maxHeight: CGFloat?, alignment: Alignment) {
        horizontal = Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
        vertical = Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
        let given = GivenLimits(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                idealHeight: idealHeight, maxHeight: maxHeight)
        givenLimits = Self.warning(for: given) == nil ? nil : given
    }

    var inputWarning: InputWarning? { givenLimits.flatMap(Self.warning(for:)) }

    private static func warning(for g: GivenLimits) -> InputWarning? {
        warning(axes: [("Width", g.minWidth, g.idealWidth, g.maxWidth), ("Height", g.minHeight, g.idealHeight, g.maxHeight)])
    }

    /// SwiftUI's two frame warnings: a NaN or infinite minimum or ideal (or a NaN maximum), and
    /// limits out of order.
    private static func warning(axes: [(String, CGFloat?, CGFloat?, CGFloat?)]) -> InputWarning? {
        var invalid: [String] = [], contradictory: [String] = []
        for (axis, min, ideal, max) in axes {
            for (name, value) in [("min\(axis)", min), ("ideal\(axis)", ideal)] where value.map({ !$0.isFinite || $0 < 0 }) == true {
                invalid.append("\(name) \(value!)")
            }
            if let max, max.isNaN || max < 0 { invalid.append("max\(axis) \(max)") }
            let ordered = [("min\(axis)", min), ("ideal\(axis)", ideal), ("max\(axis)", max)].compactMap { name, value in
                value.flatMap { $0.isNaN ? nil : (name, $0) }
            }
            for (a, b) in zip(ordered, ordered.dropFirst()) where a.1 > b.1 {
                contradictory.append("\(a.0) \(a.1) is more than \(b.0) \(b.1)")
            }
        }
        if !invalid.isEmpty {
            return InputWarning(cause: "invalid-geometry", message: "Invalid frame dimension (negative or non-finite): "
                                + invalid.joined(separator: ", ") + "; it is ignored. Give the frame finite limits")
        }
        if !contradictory.isEmpty {
            return InputWarning(cause: "contradictory-frame", message: "Contradictory frame constraints specified: "
                                + contradictory.joined(separator: ", ") + "; the larger limit wins. Order them min ≤ ideal ≤ max")
        }
        return nil
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let fw = horizontal.fixedSize(proposal: proposal.width), fh = vertical.fixedSize(proposal: proposal.height)
        if let fw, let fh { return CGSize(width: fw, height: fh) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: horizontal.size(proposal: proposal.width, child: child.width),
                      height: vertical.size(proposal: proposal.height, child: child.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        // iOS 17: the child is proposed the frame's size, except that an axis without an ideal
        // stays unspecified when the frame itself was asked for its ideal size and is unclamped.
        func axisProposal(_ l: Limits, _ p: CGFloat?, _ size: CGFloat) -> CGFloat? {
            if l.ideal == nil, p == nil, (l.min ?? -.infinity) < size, size < (l.max ?? .infinity) { return nil }
            return size
        }
        let p = ProposedViewSize(width: axisProposal(horizontal, proposal.width, bounds.width),
                                 height: axisProposal(vertical, proposal.height, bounds.height))
        subviews.placeAligned(0, in: bounds, alignment: alignment, proposal: p)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var edges: Edge.Set = []
        if horizontal.isConstrained { edges.formUnion(.horizontal) }
        if vertical.isConstrained { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? ViewSpacing()).resettingToDefault(on: edges)
    }
}
