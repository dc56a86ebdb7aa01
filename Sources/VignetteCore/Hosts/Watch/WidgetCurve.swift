import Foundation

/// An arc a watch face draws a widget label (or curved content) along: text and gauges
/// resolved under it are laid along the arc instead of in a line. Coordinates are those of the
/// host's image (`canvas`), angles clockwise from 12 o'clock.
nonisolated struct WidgetCurve: Hashable, Sendable {
    /// The area the curved view takes: the host's image.
    var canvas: CGSize
    /// The arc's centre.
    var center: CGPoint
    /// The radius of the middle of a text line or a gauge's stroke.
    var radius: CGFloat
    /// Where the middle of the text or gauge sits, in radians.
    var midAngle: Double
    /// The widest angle the text or gauge may take, in radians; longer text ends in "…".
    var maximumSpan: Double
    /// True: the tops of the letters point away from the centre and the text reads clockwise (an
    /// arc above the centre); false: towards it, reading anticlockwise (below).
    var readsClockwise: Bool = true

    /// The point at `angle` on the arc of `radius`.
    func point(at angle: Double, radius: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(sin(angle)), y: center.y - radius * CGFloat(cos(angle)))
    }
}

private nonisolated struct WidgetCurveKey: EnvironmentKey { static let defaultValue: WidgetCurve? = nil }

nonisolated extension EnvironmentValues {
    /// Set by a watch host around a widget label (and content that `widgetCurvesContent()`
    /// curves): `Text`, `Gauge` and `ProgressView` then draw along the arc.
    var widgetCurve: WidgetCurve? {
        get { self[WidgetCurveKey.self] }
        set { self[WidgetCurveKey.self] = newValue }
    }
}

/// A text laid along a `WidgetCurve`: each character measured by the text engine and drawn
/// upright on the arc (its own text, rotated about its centre), in order, centred on the
/// curve's middle. Ligatures and kerning across characters are left out, which at the sizes
/// watch labels use is not visible.
nonisolated enum CurvedText {
    static func makeNodes(_ resolved: ResolvedText, curve: WidgetCurve, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let measurer = context.session.measurer
        func single(_ string: String, like run: ResolvedText.Run) -> ResolvedText {
            var one = resolved
            one.runs = [ResolvedText.Run(string: string, font: run.font, color: run.color, baselineOffset: run.baselineOffset)]
            one.lineLimit = 1
            return one
        }
        var glyphs: [(text: ResolvedText, width: CGFloat)] = []
        for run in resolved.runs {
            for character in run.string where character != "\n" {
                let text = single(String(character), like: run)
                glyphs.append((text, measurer.extent(of: text, proposal: .unspecified).size.width))
            }
        }
        let radius = max(curve.radius, 1)
        // Too long for the arc: cut, and end in "…" (as a line truncates).
        if glyphs.reduce(0, { $0 + $1.width }) / radius > curve.maximumSpan, let last = resolved.runs.last {
            let ellipsis = single("…", like: last)
            let ellipsisWidth = measurer.extent(of: ellipsis, proposal: .unspecified).size.width
            while !glyphs.isEmpty, (glyphs.reduce(0, { $0 + $1.width }) + ellipsisWidth) / radius > curve.maximumSpan { glyphs.removeLast() }
            while glyphs.last.map({ $0.text.runs[0].string == " " }) == true { glyphs.removeLast() }
            glyphs.append((ellipsis, ellipsisWidth))
        }
        let direction: Double = curve.readsClockwise ? 1 : -1
        let span = Double(glyphs.reduce(0, { $0 + $1.width }) / radius)
        var advanced: CGFloat = 0
        var points: [CGPoint] = []
        var children: [LayoutNode] = []
        for glyph in glyphs {
            let angle = curve.midAngle + direction * (Double((advanced + glyph.width / 2) / radius) - span / 2)
            advanced += glyph.width
            points.append(curve.point(at: angle, radius: radius))
            let node = context.leaf(TextLeaf(text: glyph.text, measurer: measurer, pixelLength: context.environment.pixelLength,
                                             redacted: context.environment.drawsPlaceholders, viewPath: context.session.enclosingTypes),
                                    name: .text(glyph.text.runs[0].string))
            let rotation = curve.readsClockwise ? angle : angle - .pi
            node.effects.append(.transform { rect in
                CGAffineTransform(translationX: rect.midX, y: rect.midY).rotated(by: CGFloat(rotation)).translatedBy(x: -rect.midX, y: -rect.midY)
            })
            children.append(node)
        }
        nodes.append(context.container(CentredPlacementLayout(canvas: curve.canvas, centres: points), children: children, name: "CurvedText"))
    }
}


/// A gauge or progress view along a `WidgetCurve`: a track over the whole span and the value's
/// part over it, with round caps, in the tint (or the foreground), as corner and bezel gauges
/// are drawn on watch faces.
nonisolated struct CurvedGauge: View {
    let fraction: Double
    let curve: WidgetCurve
    @Environment(\.tintStyle) private var tint

    /// The stroke's width (an estimate from Apple's watch face screenshots).
    static let lineWidth: CGFloat = 4

    var body: some View {
        let style = tint ?? AnyShapeStyle(Color.white)
        let start = curve.midAngle - curve.maximumSpan / 2
        ZStack {
            ArcShape(curve: curve, from: start, to: start + curve.maximumSpan)
                .stroke(style, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                .opacity(0.35)
            if fraction > 0 {
                ArcShape(curve: curve, from: start, to: start + curve.maximumSpan * min(fraction, 1))
                    .stroke(style, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
            }
        }
        .frame(width: curve.canvas.width, height: curve.canvas.height)
    }
}

/// An arc of a `WidgetCurve`, in the coordinates of its canvas.
nonisolated struct ArcShape: Shape {
    let curve: WidgetCurve
    let from: Double
    let to: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let steps = max(Int(abs(to - from) / 0.02), 2)
        for step in 0...steps {
            let angle = from + (to - from) * Double(step) / Double(steps)
            let p = curve.point(at: angle, radius: curve.radius)
            let point = CGPoint(x: rect.minX + p.x, y: rect.minY + p.y)
            if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

/// Gauges and progress views a watch host can draw along a curve.
nonisolated protocol CurvableGauge {
    /// How full it is, 0…1 (nil: indeterminate, not drawn along a curve).
    var curvedFraction: Double? { get }
}
