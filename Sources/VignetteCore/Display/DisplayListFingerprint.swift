import Foundation

nonisolated extension DisplayList {
    /// Feeds every value the rasterizer reads into a stable hash: equal lists give equal
    /// fingerprints in every process. Images are fed by reference (file URL and drawing); what
    /// the files hold is the caller's to add (`render` feeds each file's contents).
    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(size)
        hasher.combine(scale)
        hasher.combine(items.count)
        for item in items { item.fingerprint(into: &hasher) }
    }
}

nonisolated extension DisplayItem {
    func fingerprint(into h: inout StableHasher) {
        switch self {
        case let .fill(path, paint, style):
            h.combine(1); path.fingerprint(into: &h); paint.fingerprint(into: &h); style.fingerprint(into: &h)
        case let .stroke(path, paint, style):
            h.combine(2); path.fingerprint(into: &h); paint.fingerprint(into: &h)
            h.combine(style.lineWidth); h.combine(Int(style.lineCap.rawValue)); h.combine(Int(style.lineJoin.rawValue))
            h.combine(style.miterLimit); h.combine(style.dash.count); style.dash.forEach { h.combine($0) }; h.combine(style.dashPhase)
        case let .text(t):
            h.combine(3); t.text.fingerprint(into: &h)
            h.combine(t.proposal.width); h.combine(t.proposal.height); h.combine(t.frame)
        case let .image(i):
            h.combine(4); h.combine(i.asset.url.absoluteString); h.combine(i.asset.kind == .vector); h.combine(i.asset.size)
            h.combine(i.asset.isTemplate); h.combine(i.asset.symbolSizing.map { $0 == .lineHeight ? 1 : 2 } ?? 0)
            // A symbol layer joins the element's string: whole images keep the fingerprints they had.
            if let layer = i.asset.svgLayer { h.combine((i.asset.svgElement ?? "\u{0}") + "\u{1}" + layer) } else { h.combine(i.asset.svgElement ?? "\u{0}") }
            if let scale = i.asset.rasterScale { h.combine(scale) }   // only PDFs have one: other images keep their fingerprints
            h.combine(i.frame)
            h.combine(i.tint != nil); if let tint = i.tint { tint.fingerprint(into: &h) }
            h.combine(i.luminanceTint != nil); if let tint = i.luminanceTint { tint.fingerprint(into: &h) }
            h.combine("\(i.interpolation)")
        case let .pushClip(path, style): h.combine(5); path.fingerprint(into: &h); style.fingerprint(into: &h)
        case .popClip: h.combine(6)
        case .pushTransform(let t): h.combine(11); [t.a, t.b, t.c, t.d, t.tx, t.ty].forEach { h.combine($0) }
        case .popTransform: h.combine(12)
        case .beginLayer(let l):
            h.combine(7); h.combine(l.opacity); h.combine(l.blendMode.rawValue); h.combine(l.blurRadius)
            h.combine(l.shadow != nil)
            if let s = l.shadow { s.color.fingerprint(into: &h); h.combine(s.radius); h.combine(s.offset) }
            h.combine(l.isMasked); h.combine(l.mirrorAxis)
            h.combine(l.bounds != nil); if let b = l.bounds { h.combine(b) }
        case .beginMask: h.combine(8)
        case .endMask: h.combine(9)
        case .endLayer: h.combine(10)
        }
    }
}

nonisolated extension Path {
    func fingerprint(into h: inout StableHasher) {
        let elements = self.elements
        h.combine(elements.count)
        for e in elements {
            switch e {
            case .move(let p): h.combine(1); h.combine(p)
            case .line(let p): h.combine(2); h.combine(p)
            case let .quadCurve(p, c): h.combine(3); h.combine(p); h.combine(c)
            case let .curve(p, c1, c2): h.combine(4); h.combine(p); h.combine(c1); h.combine(c2)
            case .closeSubpath: h.combine(5)
            }
        }
    }
}

nonisolated extension Paint {
    func fingerprint(into h: inout StableHasher) {
        func stops(_ s: [ResolvedStyle.GradientStop]) {
            h.combine(s.count)
            for stop in s { stop.color.fingerprint(into: &h); h.combine(stop.location) }
        }
        switch self {
        case .color(let c): h.combine(1); c.fingerprint(into: &h)
        case let .linearGradient(s, a, b): h.combine(2); stops(s); h.combine(a); h.combine(b)
        case let .radialGradient(s, c, r0, r1): h.combine(3); stops(s); h.combine(c); h.combine(r0); h.combine(r1)
        case let .angularGradient(s, c, a0, a1, r): h.combine(4); stops(s); h.combine(c); h.combine(a0); h.combine(a1); h.combine(r)
        }
    }
}

nonisolated extension FillStyle {
    func fingerprint(into h: inout StableHasher) { h.combine(isEOFilled); h.combine(isAntialiased) }
}

nonisolated extension RGBA {
    func fingerprint(into h: inout StableHasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }
}

nonisolated extension ResolvedText {
    func fingerprint(into h: inout StableHasher) {
        h.combine(runs.count)
        for run in runs {
            h.combine(run.string); h.combine(run.font.family); h.combine(run.font.size); h.combine(run.font.weight)
            h.combine(run.font.italic); h.combine(run.font.monospacedDigit); h.combine(run.font.tracking)
            h.combine(run.font.smallCaps.map { "\($0)" } ?? "")
            run.color.fingerprint(into: &h); h.combine(run.baselineOffset)
            h.combine(run.underline != nil); run.underline?.fingerprint(into: &h)
            h.combine(run.strikethrough != nil); run.strikethrough?.fingerprint(into: &h)
        }
        h.combine(lineLimit ?? -1); h.combine("\(alignment)"); h.combine("\(truncationMode)")
        h.combine(minimumScaleFactor); h.combine(lineSpacing); h.combine(layoutDirection == .rightToLeft); h.combine(language)
        h.combine(allowsTightening)
    }
}
