import Foundation

/// A resolved coordinate space for geometry queries.
public nonisolated enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A proxy for access to the size and coordinate space of the container view.
public nonisolated struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    let globalFrame: CGRect
    let namedSpaces: [AnyHashable: CGRect]

    /// The safe area inset of the container view (none in a widget).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: globalFrame
        case .local: CGRect(origin: .zero, size: size)
        case .named(let name):
            namedSpaces[name].map { globalFrame.offsetBy(dx: -$0.minX, dy: -$0.minY) } ?? globalFrame
        }
    }
}

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// It takes the whole proposal (0 on an unspecified axis) and places its content at its
/// top-leading corner, proposing its own size (swiftui-layout.md §1.2, §1.16).
public nonisolated struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let content = self.content
        let node = context.container(GeometryReaderLayout(), children: [], name: "GeometryReader")
        let inner = context.inStack(nil)
        let depth = context.session.depth
        // The views above the reader, for the view paths of warnings raised in its content.
        let path = context.session.path.types(through: depth)
        // The content exists only once the reader knows its frame: it is built at placement.
        node.deferredChildren = { frame, spaces in
            inner.resolve(content(GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: spaces)), atDepth: depth, under: path)
        }
        nodes.append(node)
    }
}

nonisolated struct GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }
}

nonisolated extension View {
    /// Assigns a name to the view's coordinate space, for `GeometryProxy.frame(in: .named(…))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(NodeModifier { node, _ in
            node.coordinateSpaceName = AnyHashable(name)
            return node
        })
    }
}
