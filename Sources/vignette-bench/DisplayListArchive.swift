import Foundation
import VignetteCore

/// Display lists written to a file and read back, so that the cold floor (`vignette-bench
/// floor`) paints in a fresh process what `render` would paint, without Vignette's evaluation
/// and layout. JSON of plain mirrors of the display list's values; it holds what the Cairo
/// rasterizer reads, nothing more (in-memory `UIImage`s, which the gallery does not use, are
/// refused).
struct DisplayListArchive: Codable {
    struct Entry: Codable {
        /// Where `render` writes this image, relative to its output folder.
        var path: String
        var list: ArchivedList
    }

    var entries: [Entry]

    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        try encoder.encode(self).write(to: url)
    }

    static func read(from url: URL) throws -> DisplayListArchive {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(DisplayListArchive.self, from: Data(contentsOf: url))
    }
}

struct ArchiveError: Error, CustomStringConvertible {
    var description: String
}

struct ArchivedList: Codable {
    var size: CGSize
    var scale: CGFloat
    var items: [ArchivedItem]

    init(_ list: DisplayList) throws {
        size = list.size
        scale = list.scale
        items = try list.items.map(ArchivedItem.init)
    }

    var displayList: DisplayList { DisplayList(size: size, scale: scale, items: items.map(\.item)) }
}

enum ArchivedItem: Codable {
    case fill(ArchivedPath, ArchivedPaint, eoFill: Bool, antialiased: Bool)
    case stroke(ArchivedPath, ArchivedPaint, width: CGFloat, cap: Int32, join: Int32, miterLimit: CGFloat, dash: [CGFloat], dashPhase: CGFloat)
    case text(ArchivedText, proposal: [CGFloat?], frame: CGRect)
    case image(url: URL, vector: Bool, size: CGSize, template: Bool, symbolSizing: Int?, svgElement: String?, svgLayer: String?,
               frame: CGRect, tint: ArchivedColor?, luminanceTint: ArchivedColor?, interpolation: Int)
    case pushClip(ArchivedPath, eoFill: Bool, antialiased: Bool)
    case popClip
    case beginLayer(opacity: Double, blend: String, blur: CGFloat, shadow: ArchivedShadow?, masked: Bool, mirrorAxis: CGFloat?, bounds: CGRect?)
    case beginMask, endMask, endLayer
    case pushTransform([CGFloat]), popTransform

    init(_ item: DisplayItem) throws {
        switch item {
        case let .fill(path, paint, style):
            self = .fill(ArchivedPath(path), ArchivedPaint(paint), eoFill: style.isEOFilled, antialiased: style.isAntialiased)
        case let .stroke(path, paint, s):
            self = .stroke(ArchivedPath(path), ArchivedPaint(paint), width: s.lineWidth, cap: s.lineCap.rawValue, join: s.lineJoin.rawValue,
                           miterLimit: s.miterLimit, dash: s.dash, dashPhase: s.dashPhase)
        case let .text(t):
            self = .text(ArchivedText(t.text), proposal: [t.proposal.width, t.proposal.height], frame: t.frame)
        case let .image(i):
            guard i.asset.image == nil else { throw ArchiveError(description: "an in-memory UIImage cannot be archived") }
            let sizing = i.asset.symbolSizing.map { $0 == .lineHeight ? 0 : 1 }
            let interpolation: [Image.Interpolation] = [.none, .low, .medium, .high]
            self = .image(url: i.asset.url, vector: i.asset.kind == .vector, size: i.asset.size, template: i.asset.isTemplate,
                          symbolSizing: sizing, svgElement: i.asset.svgElement, svgLayer: i.asset.svgLayer, frame: i.frame,
                          tint: i.tint.map(ArchivedColor.init), luminanceTint: i.luminanceTint.map(ArchivedColor.init),
                          interpolation: interpolation.firstIndex(of: i.interpolation) ?? 3)
        case let .pushClip(path, style):
            self = .pushClip(ArchivedPath(path), eoFill: style.isEOFilled, antialiased: style.isAntialiased)
        case .popClip: self = .popClip
        case .beginLayer(let l):
            self = .beginLayer(opacity: l.opacity, blend: l.blendMode.rawValue, blur: l.blurRadius, shadow: l.shadow.map(ArchivedShadow.init),
                               masked: l.isMasked, mirrorAxis: l.mirrorAxis, bounds: l.bounds)
        case .beginMask: self = .beginMask
        case .endMask: self = .endMask
        case .endLayer: self = .endLayer
        case .pushTransform(let t): self = .pushTransform([t.a, t.b, t.c, t.d, t.tx, t.ty])
        case .popTransform: self = .popTransform
        }
    }

    var item: DisplayItem {
        switch self {
        case let .fill(path, paint, eo, aa): return .fill(path.path, paint.paint, FillStyle(eoFill: eo, antialiased: aa))
        case let .stroke(path, paint, width, cap, join, miter, dash, phase):
            return .stroke(path.path, paint.paint, StrokeStyle(lineWidth: width, lineCap: CGLineCap(rawValue: cap) ?? .butt,
                                                                 lineJoin: CGLineJoin(rawValue: join) ?? .miter, miterLimit: miter,
                                                                 dash: dash, dashPhase: phase))
        case let .text(text, proposal, frame):
            return .text(.make(text: text.text, proposal: ProposedViewSize(width: proposal[0], height: proposal[1]), frame: frame))
        case let .image(url, vector, size, template, sizing, element, layer, frame, tint, luminanceTint, interpolation):
            let asset = ImageAsset(url: url, kind: vector ? .vector : .bitmap, size: size, isTemplate: template,
                                   symbolSizing: sizing.map { $0 == 0 ? .lineHeight : .template }, svgElement: element, svgLayer: layer)
            let quality: [Image.Interpolation] = [.none, .low, .medium, .high]
            return .image(.make(asset: asset, frame: frame, tint: tint?.rgba, luminanceTint: luminanceTint?.rgba,
                                interpolation: quality[interpolation]))
        case let .pushClip(path, eo, aa): return .pushClip(path.path, FillStyle(eoFill: eo, antialiased: aa))
        case .popClip: return .popClip
        case let .beginLayer(opacity, blend, blur, shadow, masked, axis, bounds):
            var layer = DisplayLayer(opacity: opacity, blendMode: BlendMode(rawValue: blend) ?? .normal, blurRadius: blur,
                                     shadow: shadow?.shadow, isMasked: masked)
            layer.mirrorAxis = axis
            layer.bounds = bounds
            return .beginLayer(layer)
        case .beginMask: return .beginMask
        case .endMask: return .endMask
        case .endLayer: return .endLayer
        case .pushTransform(let m): return .pushTransform(CGAffineTransform(m[0], m[1], m[2], m[3], m[4], m[5]))
        case .popTransform: return .popTransform
        }
    }
}

struct ArchivedColor: Codable {
    var r, g, b, a: Double
    init(_ c: RGBA) { (r, g, b, a) = (c.red, c.green, c.blue, c.alpha) }
    var rgba: RGBA { RGBA(red: r, green: g, blue: b, alpha: a) }
}

struct ArchivedShadow: Codable {
    var color: ArchivedColor, radius: CGFloat, offset: CGSize
    init(_ s: DisplayShadow) { (color, radius, offset) = (ArchivedColor(s.color), s.radius, s.offset) }
    var shadow: DisplayShadow { .make(color: color.rgba, radius: radius, offset: offset) }
}

/// A path as its elements: kind (0 move, 1 line, 2 quad, 3 curve, 4 close) and points.
struct ArchivedPath: Codable {
    var kinds: [UInt8]
    var points: [CGPoint]

    init(_ path: Path) {
        kinds = []
        points = []
        for e in path.elements {
            switch e {
            case .move(let p): kinds.append(0); points.append(p)
            case .line(let p): kinds.append(1); points.append(p)
            case let .quadCurve(p, c): kinds.append(2); points += [p, c]
            case let .curve(p, c1, c2): kinds.append(3); points += [p, c1, c2]
            case .closeSubpath: kinds.append(4)
            }
        }
    }

    var path: Path {
        var path = Path()
        var i = 0
        for kind in kinds {
            switch kind {
            case 0: path.move(to: points[i]); i += 1
            case 1: path.addLine(to: points[i]); i += 1
            case 2: path.addQuadCurve(to: points[i], control: points[i + 1]); i += 2
            case 3: path.addCurve(to: points[i], control1: points[i + 1], control2: points[i + 2]); i += 3
            default: path.closeSubpath()
            }
        }
        return path
    }
}

enum ArchivedPaint: Codable {
    case color(ArchivedColor)
    case linear(stops: [ArchivedStop], start: CGPoint, end: CGPoint)
    case radial(stops: [ArchivedStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angular(stops: [ArchivedStop], center: CGPoint, startAngle: Double, endAngle: Double, radius: CGFloat)

    init(_ paint: Paint) {
        switch paint {
        case .color(let c): self = .color(ArchivedColor(c))
        case let .linearGradient(stops, s, e): self = .linear(stops: stops.map(ArchivedStop.init), start: s, end: e)
        case let .radialGradient(stops, c, r0, r1): self = .radial(stops: stops.map(ArchivedStop.init), center: c, startRadius: r0, endRadius: r1)
        case let .angularGradient(stops, c, a0, a1, r):
            self = .angular(stops: stops.map(ArchivedStop.init), center: c, startAngle: a0, endAngle: a1, radius: r)
        }
    }

    var paint: Paint {
        switch self {
        case .color(let c): .color(c.rgba)
        case let .linear(stops, s, e): .linearGradient(stops: stops.map(\.stop), start: s, end: e)
        case let .radial(stops, c, r0, r1): .radialGradient(stops: stops.map(\.stop), center: c, startRadius: r0, endRadius: r1)
        case let .angular(stops, c, a0, a1, r): .angularGradient(stops: stops.map(\.stop), center: c, startAngle: a0, endAngle: a1, radius: r)
        }
    }
}

struct ArchivedStop: Codable {
    var color: ArchivedColor, location: Double
    init(_ s: ResolvedStyle.GradientStop) { (color, location) = (ArchivedColor(s.color), s.location) }
    var stop: ResolvedStyle.GradientStop { .make(color: color.rgba, location: location) }
}

struct ArchivedText: Codable {
    struct Run: Codable {
        var string: String, family: String, size: CGFloat, weight: Int, italic: Bool, monospacedDigit: Bool, tracking: CGFloat
        var color: ArchivedColor, baselineOffset: CGFloat
        var smallCaps: String?, underline: ArchivedColor?, strikethrough: ArchivedColor?
    }

    var runs: [Run]
    var lineLimit: Int?
    var alignment: Int, truncation: Int
    var minimumScaleFactor: CGFloat, lineSpacing: CGFloat
    var rightToLeft: Bool
    var language: String
    var allowsTightening: Bool

    private static let alignments: [TextAlignment] = [.leading, .center, .trailing]
    private static let truncations: [Text.TruncationMode] = [.head, .tail, .middle]

    init(_ t: ResolvedText) {
        runs = t.runs.map {
            Run(string: $0.string, family: $0.font.family, size: $0.font.size, weight: $0.font.weight, italic: $0.font.italic,
                monospacedDigit: $0.font.monospacedDigit, tracking: $0.font.tracking, color: ArchivedColor($0.color),
                baselineOffset: $0.baselineOffset, smallCaps: $0.font.smallCaps?.rawValue,
                underline: $0.underline.map(ArchivedColor.init), strikethrough: $0.strikethrough.map(ArchivedColor.init))
        }
        lineLimit = t.lineLimit
        alignment = Self.alignments.firstIndex(of: t.alignment) ?? 0
        truncation = Self.truncations.firstIndex(of: t.truncationMode) ?? 1
        minimumScaleFactor = t.minimumScaleFactor
        lineSpacing = t.lineSpacing
        rightToLeft = t.layoutDirection == .rightToLeft
        language = t.language
        allowsTightening = t.allowsTightening
    }

    var text: ResolvedText {
        var text = ResolvedText.make(runs: runs.map {
                  ResolvedText.Run(string: $0.string, font: ResolvedFont(family: $0.family, size: $0.size, weight: $0.weight, italic: $0.italic,
                                                                          monospacedDigit: $0.monospacedDigit, tracking: $0.tracking,
                                                                          smallCaps: $0.smallCaps.flatMap(ResolvedFont.SmallCaps.init(rawValue:))),
                                   color: $0.color.rgba, baselineOffset: $0.baselineOffset,
                                   underline: $0.underline?.rgba, strikethrough: $0.strikethrough?.rgba)
              },
              lineLimit: lineLimit, alignment: Self.alignments[alignment], truncationMode: Self.truncations[truncation],
              minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing,
              layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, language: language)
        text.allowsTightening = allowsTightening
        return text
    }
}
