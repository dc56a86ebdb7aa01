import Foundation

/// What `Image(systemName:)` draws for a symbol Vignette cannot draw: a rounded square with a
/// question mark, outlined in the foreground style, in the largest square of its frame. iOS
/// always draws a glyph of a symbol's size, so the stand-in keeps the layout of the real one.
nonisolated struct MissingSymbolGlyph: Shape {
    /// The outline's width, which the stroke uses too (a twelfth of the symbol's height).
    var lineWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return Path() }
        let x = rect.minX + (rect.width - side) / 2, y = rect.minY + (rect.height - side) / 2
        func point(_ u: CGFloat, _ v: CGFloat) -> CGPoint { CGPoint(x: x + side * u, y: y + side * v) }
        // The drawn stand-ins leave a twelfth of the line on each side (Symbols/README.md).
        let inset = side / 12 + lineWidth / 2
        var path = Path(roundedRect: CGRect(x: x + inset, y: y + inset, width: side - 2 * inset, height: side - 2 * inset),
                        cornerRadius: side * 0.2, style: .continuous)
        // The question mark: a hook over the top, a short stem, a dot.
        let start = Double.pi + 0.15
        path.move(to: point(0.5 + 0.13 * cos(start), 0.38 + 0.13 * sin(start)))
        path.addArc(center: point(0.5, 0.38), radius: side * 0.13, startAngle: .radians(start), endAngle: .radians(2.5 * .pi),
                    clockwise: false)
        path.addLine(to: point(0.5, 0.6))
        let dot = lineWidth * 0.3
        let centre = point(0.5, 0.73)
        path.addEllipse(in: CGRect(x: centre.x - dot, y: centre.y - dot, width: 2 * dot, height: 2 * dot))
        return path
    }
}
