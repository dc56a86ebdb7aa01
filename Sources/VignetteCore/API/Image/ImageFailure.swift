import Foundation

// What an `Image` that cannot be drawn leaves in the layout. On iOS it is still a view: a
// missing image is empty (zero-sized unless resizable) inside whatever frame and background
// the author gave it, and a symbol iOS does not have is not possible there at all, since every
// SF Symbol is drawn; Vignette draws a stand-in glyph of the symbol's size for a symbol it lacks.

nonisolated extension Image {
    /// The leaf of an image that could not be read: a missing symbol's stand-in glyph, or an
    /// empty image.
    func appendFailed(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let env = context.environment
        if case .systemName = reference {
            let side = symbolLineHeight(env)
            let lineWidth = side / 12
            let drawing: ShapeDrawing = if env.drawsPlaceholders {
                // Redacted as an image is: a box of its size.
                ShapeDrawing(RoundedRectangle(cornerRadius: side * 0.15), style: .color(placeholderColor(env)), mode: .fill(FillStyle()))
            } else {
                ShapeDrawing(MissingSymbolGlyph(lineWidth: lineWidth), style: context.session.style(in: env).foreground,
                             mode: .stroke(StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)))
            }
            let leaf = ImageLeaf(size: CGSize(width: side, height: side), isResizable: isResizable, drawing: .shape(drawing))
            nodes.append(context.leaf(leaf, name: .computed { "\(reference)" }))
        } else {
            nodes.append(context.leaf(ImageLeaf(size: .zero, isResizable: isResizable, drawing: nil), name: .computed { "\(reference)" }))
        }
    }

    /// The warning for a symbol Vignette has no artwork for: what is drawn instead, and how the
    /// author draws the real one from their own project.
    func missingSymbolAdvice(_ reason: String, name: String, _ context: ResolveContext) -> String {
        let catalog = context.environment.catalogLookup(bundle: nil).suggestedCatalog
        return "\(reason); a stand-in glyph of the symbol's size is drawn in its place. To draw the symbol itself, export it "
            + "from the SF Symbols app (File ▸ Export Symbol, as a template) and add it to \(catalog) as \(name).symbolset: "
            + "Image(systemName: \"\(name)\") draws a custom symbol of that name from the view's own asset catalog"
    }
}
