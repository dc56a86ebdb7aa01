import Foundation

/// Modifiers that set what a view tells its container: its priority, layout values and
/// alignment guides (traits of the node, not a layout of their own).
nonisolated extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeModifier { node, _ in
            node.traits.priority = value.isNaN ? 0 : value
            return node
        })
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(NodeModifier { node, _ in
            node.traits.layoutValues[ObjectIdentifier(key)] = value
            return node
        })
    }

    /// Sets the view's horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeModifier { node, _ in
            node.guideOverrides[g.key] = computeValue
            return node
        })
    }

    /// Sets the view's vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeModifier { node, _ in
            node.guideOverrides[g.key] = computeValue
            return node
        })
    }
}
