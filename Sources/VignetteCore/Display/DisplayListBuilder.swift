import Foundation

/// Walks a laid-out tree and emits absolute drawing instructions, frames snapped to pixels.
nonisolated struct DisplayListBuilder {
    let scale: CGFloat
    let measurer: any TextMeasuring
    /// Where the fit report goes: each text drawn cut or shrunk (`TextFit`).
    var diagnostics: RenderDiagnostics?

    func items(for node: LayoutNode, container: ContainerShapeContext?, expectedCount: Int) -> [DisplayItem] {
        var out: [DisplayItem] = []
        out.reserveCapacity(expectedCount)
        emit(node, container: container, transformed: false, recoloring: nil, into: &out)
        return out
    }

    /// `transformed`: inside a `pushTransform`, where a layer's pixels are not where its frame
    /// is (its bounds are left open) and a mirror is a transform too. `recoloring`: the
    /// rendering mode's colours, applied to each leaf's items (nil in full colour).
    private func emit(_ node: LayoutNode, container: ContainerShapeContext?, transformed: Bool, recoloring: Recoloring?,
                      into out: inout [DisplayItem]) {
        var transformed = transformed
        var recoloring = recoloring
        if node.isSuppressed { return }
        let grid = PixelGrid(scale: scale)
        let frame = grid.snap(node.frame)
        var container = container
        var closers: [DisplayItem] = []
        // (Most nodes have no effects: checking first spares retaining the empty array.)
        if !node.effects.isEmpty {
            for effect in node.effects {
                switch effect {
                case .hidden:
                    return
                case .opacity(let o):
                    if o <= 0 { return }
                    if o < 1 {
                        out.append(.beginLayer(DisplayLayer(opacity: o)))
                        closers.append(.endLayer)
                    }
                case .layer(var layer):
                    if let recoloring, layer.shadow != nil, case .beginLayer(let mapped) = recoloring.recolored(.beginLayer(layer)) {
                        layer = mapped
                    }
                    // Blur spreads about three standard deviations (σ = radius / 2).
                    let reach = max(layer.blurRadius, layer.shadow?.radius ?? 0) * 1.5 + 2
                    var bounds = frame.insetBy(dx: -reach, dy: -reach)
                    if let shadow = layer.shadow { bounds = bounds.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)) }
                    layer.bounds = transformed ? nil : bounds
                    out.append(.beginLayer(layer))
                    closers.append(.endLayer)
                case .maskedBySecondChild:
                    // Content, then the mask, inside one masked layer.
                    guard node.children.count == 2 else { continue }
                    var layer = DisplayLayer(isMasked: true)
                    layer.bounds = transformed ? nil : frame
                    out.append(.beginLayer(layer))
                    emit(node.children[0], container: container, transformed: transformed, recoloring: recoloring, into: &out)
                    out.append(.beginMask)
                    // A mask's alpha only shapes what it masks: it keeps its colours.
                    emit(node.children[1], container: container, transformed: transformed, recoloring: nil, into: &out)
                    out.append(.endMask)
                    out.append(.endLayer)
                    out.append(contentsOf: closers.reversed())
                    return
                case let .clip(path, style):
                    out.append(.pushClip(path(frame, container), style))
                    closers.append(.popClip)
                case .mirrored where transformed:
                    // Mirrored before the transform it is inside: x → 2·midX − x, in points.
                    out.append(.pushTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * frame.midX, ty: 0)))
                    closers.append(.popTransform)
                case .mirrored:
                    var layer = DisplayLayer()
                    layer.mirrorAxis = frame.midX
                    layer.bounds = frame
                    out.append(.beginLayer(layer))
                    closers.append(.endLayer)
                case .transform(let make):
                    let transform = make(frame)
                    if transform.isIdentity { continue }
                    // A singular transform (a scale of 0, an edge-on 3D turn) leaves nothing visible;
                    // nor does one that is not a number (a scale or offset of NaN or infinity).
                    let determinant = transform.a * transform.d - transform.b * transform.c
                    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
                    if !(abs(determinant) >= 1e-9) || !determinant.isFinite || !entries.allSatisfy(\.isFinite) { return }
                    out.append(.pushTransform(transform))
                    closers.append(.popTransform)
                    transformed = true
                case .recolor(let mode):
                    recoloring = mode
                case .accentGroup(let accented):
                    recoloring?.inAccentGroup = accented
                case .accentedImageMode(let imageMode):
                    recoloring?.imageMode = imageMode
                case let .containerShape(radius, style, custom):
                    container = ContainerShapeContext(frame: frame, cornerRadius: radius, style: style, custom: custom)
                }
            }
        }
        if let drawing = node.drawing {
            emitDrawing(drawing, of: node, frame: frame, grid: grid, container: container, recoloring: recoloring, transformed: transformed, into: &out)
        }
        // (Leaves are skipped: even reading a leaf's empty array costs a retain and a release.)
        // A constant for the closure below: a captured `var` would be boxed, and every read of
        // it checked for exclusive access at run time.
        let childrenTransformed = transformed
        let childrenRecoloring = recoloring
        if node.isContainer {
            if node.recordedWidgetOutputs != nil, BlankWidgetCheck.isWidgetHost(node) {
                emitWidgetHost(node, container: container, transformed: childrenTransformed, recoloring: childrenRecoloring, into: &out)
            } else if let order = node.paintOrder {
                for i in order {
                    emit(node.children[i], container: container, transformed: childrenTransformed, recoloring: childrenRecoloring, into: &out)
                }
            } else {
                let children = node.children
                for i in children.indices {
                    children.withNode(i) {
                        emit($0, container: container, transformed: childrenTransformed, recoloring: childrenRecoloring, into: &out)
                    }
                }
            }
        }
        if !closers.isEmpty { out.append(contentsOf: closers.reversed()) }
    }

    /// A widget host's background, then its content, warning when the content drew nothing
    /// (BlankWidgetCheck). Out of `emit` for the same reason as `emitDrawing`.
    @inline(never)
    private func emitWidgetHost(_ node: LayoutNode, container: ContainerShapeContext?, transformed: Bool, recoloring: Recoloring?,
                                into out: inout [DisplayItem]) {
        let backgroundStart = out.count
        emit(node.children[0], container: container, transformed: transformed, recoloring: recoloring, into: &out)
        let contentStart = out.count
        emit(node.children[1], container: container, transformed: transformed, recoloring: recoloring, into: &out)
        if let diagnostics, BlankWidgetCheck.isBlank(background: out[backgroundStart..<contentStart], content: out[contentStart...]) {
            BlankWidgetCheck.warn(diagnostics, content: node.children[1])
        }
    }

    /// A leaf's drawing, in the rendering mode's colours. Kept out of `emit` so that the
    /// recursion's stack frames stay small: a hierarchy at the documented depth limit must fit
    /// in a thread's stack, in debug builds too.
    @inline(never)
    private func emitDrawing(_ drawing: NodeDrawing, of node: LayoutNode, frame: CGRect, grid: PixelGrid,
                             container: ContainerShapeContext?, recoloring: Recoloring?, transformed: Bool, into out: inout [DisplayItem]) {
        let drawingStart = out.count
        switch drawing {
        case let .text(text, redacted, viewPath):
            if let diagnostics, let problem = TextFit.problem(text, proposal: node.placedProposal, measurer: measurer) {
                // Inside a transform the text is not drawn where its frame is: no outline.
                diagnostics.warn(cause: problem.cause, viewPath: ResolveSession.viewPath(around: viewPath, ending: TextFit.subject(text)),
                                 message: problem.message, frame: transformed ? nil : frame)
            }
            if redacted {
                let lines = measurer.measure(text, proposal: node.placedProposal).lines
                let color = text.runs.first?.color ?? RGBA(hex: 0)
                out.append(contentsOf: PlaceholderStyle.bars(for: lines, in: frame, color: color, grid: grid))
            } else {
                out.append(.text(TextDrawing(text: text, proposal: node.placedProposal, frame: frame)))
            }
        case let .image(asset, tint, layerTints, interpolation, redacted, placeholderColor):
            if redacted {
                out.append(PlaceholderStyle.box(for: frame, color: placeholderColor))
            } else if layerTints.isEmpty {
                out.append(.image(ImageDrawing(asset: asset, frame: frame, tint: tint, interpolation: interpolation)))
            } else {
                // A layered symbol: each layer in its place and colour, back to front.
                for (layer, color) in zip(asset.symbolLayers, layerTints) {
                    out.append(.image(ImageDrawing(asset: asset.drawing(layer), frame: frame, tint: color, interpolation: interpolation)))
                }
            }
        case .shape(let shape):
            let path = shape.path(in: frame, container: container)
            let paint = Paint(shape.style, in: frame)
            switch shape.mode {
            case .fill(let style): out.append(.fill(path, paint, style))
            case .stroke(let style): out.append(.stroke(path, paint, style))
            }
        }
        if let recoloring { recoloring.apply(to: &out, from: drawingStart) }
    }
}
