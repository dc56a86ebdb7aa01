import Foundation

/// A visual element that can be used to separate other content: a one-pixel line.
public nonisolated struct Divider: View, PrimitiveView {
    public init() {}

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let env = context.environment
        let thickness = env.dynamicTypeSize.isAccessibilitySize ? 1 : env.pixelLength
        let axis = context.stackAxis ?? .vertical
        let drawing = ShapeDrawing(Rectangle(), style: .color(SystemColor.separator.resolve(in: env)), mode: .fill(FillStyle()))
        nodes.append(context.leaf(DividerLeaf(thickness: thickness, stackAxis: axis, drawing: .shape(drawing)), name: "Divider"))
    }
}

/// In a VStack (or alone) a divider is a horizontal line across the stack; in an HStack, vertical.
nonisolated struct DividerLeaf: LeafLayout {
    let thickness: CGFloat
    let stackAxis: Axis
    let drawing: NodeDrawing?

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        stackAxis == .vertical
            ? CGSize(width: p.width ?? 10, height: thickness)
            : CGSize(width: thickness, height: p.height ?? 10)
    }
}
