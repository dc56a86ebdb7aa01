import Foundation

/// Paint in absolute coordinates: what the rasterizer fills or strokes with.
public nonisolated enum Paint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [ResolvedStyle.GradientStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [ResolvedStyle.GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A conic gradient; `radius` covers the painted area.
    case angularGradient(stops: [ResolvedStyle.GradientStop], center: CGPoint, startAngle: Double, endAngle: Double, radius: CGFloat)

    init(_ style: ResolvedStyle, in rect: CGRect) {
        switch style {
        case .color(let c): self = .color(c)
        case let .linearGradient(stops, s, e): self = .linearGradient(stops: stops, start: s.point(in: rect), end: e.point(in: rect))
        case let .radialGradient(stops, c, r0, r1):
            self = .radialGradient(stops: stops, center: c.point(in: rect), startRadius: r0, endRadius: r1)
        case let .angularGradient(stops, c, a0, a1):
            self = .angularGradient(stops: stops, center: c.point(in: rect), startAngle: a0, endAngle: a1,
                                    radius: (rect.width * rect.width + rect.height * rect.height).squareRoot())
        }
    }
}

/// Text to draw: the resolved text, laid out for `proposal`, with its frame's origin and size.
public nonisolated struct TextDrawing: Hashable, Sendable {
    public var text: ResolvedText
    public var proposal: ProposedViewSize
    public var frame: CGRect
}

/// One drawing instruction, in points, in absolute coordinates.
public nonisolated enum DisplayItem: Equatable, Sendable {
    case fill(Path, Paint, FillStyle)
    case stroke(Path, Paint, StrokeStyle)
    case text(TextDrawing)
    case image(ImageDrawing)
    case pushClip(Path, FillStyle)
    case popClip
    /// What follows until `popTransform` is drawn through this transform (in points).
    case pushTransform(CGAffineTransform)
    case popTransform
    /// Everything until the matching `endLayer` is drawn offscreen, then composited as the layer says.
    case beginLayer(DisplayLayer)
    /// Inside a masked layer: what follows until `endMask` is the mask (its alpha is used).
    case beginMask
    case endMask
    case endLayer
}

/// How an offscreen layer is composited onto what is below it.
public nonisolated struct DisplayLayer: Hashable, Sendable {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// Gaussian blur radius in points (SwiftUI's `blur(radius:)`).
    public var blurRadius: CGFloat = 0
    public var shadow: DisplayShadow?
    /// The layer holds a `beginMask` section.
    public var isMasked = false
    /// Composited mirrored about this vertical line, in points (`flipsForRightToLeftLayoutDirection`).
    public var mirrorAxis: CGFloat?
    /// Where the layer can have pixels, in points (set by the builder): the node's frame grown
    /// by the blur and shadow reach. Pixel work (masks, blurs) is limited to it.
    public var bounds: CGRect?

    public init(opacity: Double = 1, blendMode: BlendMode = .normal, blurRadius: CGFloat = 0, shadow: DisplayShadow? = nil,
                isMasked: Bool = false) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.blurRadius = blurRadius
        self.shadow = shadow
        self.isMasked = isMasked
    }
}

/// A drop shadow: the layer's alpha, blurred, offset and filled with a colour, drawn beneath it.
public nonisolated struct DisplayShadow: Hashable, Sendable {
    public var color: RGBA
    public var radius: CGFloat
    public var offset: CGSize
}

/// A flat list of drawing instructions for one image: the boundary between layout and pixels.
public nonisolated struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// The image size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    public var items: [DisplayItem]

    public init(size: CGSize, scale: CGFloat, items: [DisplayItem]) {
        self.size = size
        self.scale = scale
        self.items = items
    }

    /// The pixel size of the image.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// A readable dump, one instruction per line, indented inside clips and layers.
    public var description: String {
        var lines = ["DisplayList \(formatNumber(size.width))×\(formatNumber(size.height)) @\(formatNumber(scale))x"]
        var depth = 1
        func r(_ rect: CGRect) -> String {
            "(\(formatNumber(rect.minX)), \(formatNumber(rect.minY)), \(formatNumber(rect.width))×\(formatNumber(rect.height)))"
        }
        func p(_ paint: Paint) -> String {
            switch paint {
            case .color(let c): c.description
            case let .linearGradient(stops, s, e):
                "linear(\(stops.map(\.color.description).joined(separator: "→")) \(formatNumber(s.x)),\(formatNumber(s.y))→\(formatNumber(e.x)),\(formatNumber(e.y)))"
            case let .radialGradient(stops, c, _, r1):
                "radial(\(stops.map(\.color.description).joined(separator: "→")) at \(formatNumber(c.x)),\(formatNumber(c.y)) r\(formatNumber(r1)))"
            case let .angularGradient(stops, c, _, _, _):
                "angular(\(stops.map(\.color.description).joined(separator: "→")) at \(formatNumber(c.x)),\(formatNumber(c.y)))"
            }
        }
        // A path other than a rectangle gets its element count: enough to see a shape change.
        func shape(_ path: Path) -> String { path.isRectangle ? "" : " path(\(path.elements.count))" }
        for item in items {
            if case .popClip = item { depth -= 1 }
            if case .endLayer = item { depth -= 1 }
            if case .popTransform = item { depth -= 1 }
            let pad = String(repeating: "  ", count: max(depth, 0))
            switch item {
            case let .fill(path, paint, _): lines.append("\(pad)fill \(r(path.boundingRect))\(shape(path)) \(p(paint))")
            case let .stroke(path, paint, style):
                lines.append("\(pad)stroke \(r(path.boundingRect))\(shape(path)) \(p(paint)) w\(formatNumber(style.lineWidth))")
            case let .text(t):
                let underlined = t.text.runs.contains { $0.underline != nil } ? " underline" : ""
                let struck = t.text.runs.contains { $0.strikethrough != nil } ? " strikethrough" : ""
                lines.append("\(pad)text \(r(t.frame)) \(Text.dumpString(t.text.string)) \(t.text.primaryFont) \(t.text.runs.first?.color.description ?? "")\(underlined)\(struck)")
            case let .image(i):
                lines.append("\(pad)image \(r(i.frame)) \(i.asset.displayName)\(i.tint.map { " tint \($0)" } ?? "")"
                             + (i.luminanceTint.map { " luminance-tint \($0)" } ?? ""))
            case let .pushClip(path, _):
                lines.append("\(pad)clip \(r(path.boundingRect))\(shape(path))")
                depth += 1
            case .popClip: lines.append("\(pad)end clip")
            case .pushTransform(let t):
                lines.append("\(pad)transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: " "))]")
                depth += 1
            case .popTransform: lines.append("\(pad)end transform")
            case .beginLayer(let l):
                var parts = ["layer"]
                if l.opacity != 1 { parts.append("opacity \(formatNumber(l.opacity))") }
                if l.blendMode != .normal { parts.append("blend \(l.blendMode)") }
                if l.blurRadius > 0 { parts.append("blur \(formatNumber(l.blurRadius))") }
                if let sh = l.shadow { parts.append("shadow \(sh.color) r\(formatNumber(sh.radius))") }
                if l.isMasked { parts.append("masked") }
                if let axis = l.mirrorAxis { parts.append("mirrored about x \(formatNumber(axis))") }
                lines.append(pad + parts.joined(separator: " "))
                depth += 1
            case .beginMask:
                lines.append("\(pad)mask")
            case .endMask:
                lines.append("\(pad)end mask")
            case .endLayer: lines.append("\(pad)end layer")
            }
        }
        return lines.joined(separator: "\n")
    }
}
