import Foundation

/// How a rendering mode recolours what a widget draws, applied by the display list builder to
/// each leaf's items (never inside a mask, whose alpha only shapes what it masks).
///
/// - Vibrant (the Lock Screen, StandBy at night): every colour becomes the mode's colour at
///   the colour's opacity times its luminance, so dark parts let the wallpaper through;
///   images too, by their pixels' luminance.
/// - Accented (tinted, clear): as WidgetKit documents, views are treated as template images —
///   their colour is ignored and replaced by the group's colour at their own opacity: the
///   accent group's (`widgetAccentable()`) or the default group's. An image follows
///   `widgetAccentedRenderingMode(_:)`: by default a template in its group's colour.
nonisolated struct Recoloring: Sendable {
    nonisolated enum Mode: Sendable {
        case vibrant, standByNight, tinted, clear
        /// A tinted watch face: the accent group in the face's colour, the rest white.
        case watchAccented
        /// A container background kept in tinted or clear (`containerBackgroundRemovable(false)`):
        /// drawn by its luminance in the default group's tone.
        case tintedBackground, clearBackground
    }
    let mode: Mode
    /// Inside `widgetAccentable(true)` (accented modes only).
    var inAccentGroup = false
    /// The nearest `widgetAccentedRenderingMode(_:)` (accented modes only).
    var imageMode: WidgetAccentedRenderingMode?

    init(_ mode: Mode) { self.mode = mode }

    /// The recolouring for an appearance, nil for full colour.
    init?(_ appearance: WidgetAppearance) {
        switch appearance {
        case .vibrant: mode = .vibrant
        case .standByNight: mode = .standByNight
        case .tinted: mode = .tinted
        case .clear: mode = .clear
        case .watchAccented: mode = .watchAccented
        case .light, .dark, .placeholder, .standBy, .watchFullColor: return nil
        }
    }

    /// The recolouring of a kept container background in `appearance`, nil where none is kept.
    init?(backgroundIn appearance: WidgetAppearance) {
        switch appearance {
        case .tinted: mode = .tintedBackground
        case .clear: mode = .clearBackground
        default: return nil
        }
    }

    /// The colour a luminance-mapped mode draws in (nil: the accented modes' template colours).
    private var luminanceBase: RGBA? {
        switch mode {
        case .vibrant: ModeValues.vibrant
        case .standByNight: ModeValues.standByNight
        case .tintedBackground: ModeValues.tintedDefault
        case .clearBackground: ModeValues.clearDefault
        case .tinted, .clear, .watchAccented: nil
        }
    }

    private var mapsLuminance: Bool { luminanceBase != nil }

    private var accentColor: RGBA {
        mode == .watchAccented ? ModeValues.watchTint : mode == .clear || mode == .clearBackground ? ModeValues.clearAccent : ModeValues.tint
    }
    private var defaultColor: RGBA {
        mode == .watchAccented ? ModeValues.watchDefault
            : mode == .clear || mode == .clearBackground ? ModeValues.clearDefault : ModeValues.tintedDefault
    }
    private var groupColor: RGBA { inAccentGroup ? accentColor : defaultColor }

    /// The colour the mode draws `c` in.
    func map(_ c: RGBA) -> RGBA {
        if let base = luminanceBase { return Self.luminanceMapped(c, onto: base) }
        return groupColor.multiplyingAlpha(c.alpha)
    }

    /// `base` at `c`'s opacity times its luminance (Rec. 709 weights on sRGB values).
    static func luminanceMapped(_ c: RGBA, onto base: RGBA) -> RGBA {
        let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return base.multiplyingAlpha(c.alpha * min(max(luminance, 0), 1))
    }

    /// Recolours the items from `start` on.
    func apply(to items: inout [DisplayItem], from start: Int) {
        for i in start..<items.count { items[i] = recolored(items[i]) }
    }

    func recolored(_ item: DisplayItem) -> DisplayItem {
        switch item {
        case let .fill(path, paint, style): return .fill(path, map(paint), style)
        case let .stroke(path, paint, style): return .stroke(path, map(paint), style)
        case .text(var drawing):
            for i in drawing.text.runs.indices {
                drawing.text.runs[i].color = map(drawing.text.runs[i].color)
                drawing.text.runs[i].underline = drawing.text.runs[i].underline.map(map)
                drawing.text.runs[i].strikethrough = drawing.text.runs[i].strikethrough.map(map)
            }
            return .text(drawing)
        case .image(var drawing):
            recolor(&drawing)
            return .image(drawing)
        case .beginLayer(var layer):
            if let shadow = layer.shadow { layer.shadow?.color = map(shadow.color) }
            return .beginLayer(layer)
        default: return item
        }
    }

    private func recolor(_ drawing: inout ImageDrawing) {
        // A template image (a symbol, a `renderingMode(.template)` image) is its alpha in a
        // colour: the group's, or the one its accented rendering mode names.
        if let tint = drawing.tint {
            switch (mapsLuminance, imageMode?.kind) {
            case (true, _), (false, nil): drawing.tint = map(tint)
            case (false, .fullColor?): break
            case (false, .accented?), (false, .accentedDesaturated?): drawing.tint = accentColor.multiplyingAlpha(tint.alpha)
            case (false, .desaturated?): drawing.tint = defaultColor.multiplyingAlpha(tint.alpha)
            }
            return
        }
        if let base = luminanceBase {
            drawing.luminanceTint = base
            return
        }
        switch imageMode?.kind {
        case .fullColor?: break
        case .desaturated?: drawing.luminanceTint = defaultColor
        case .accentedDesaturated?: drawing.luminanceTint = accentColor
        case .accented?: drawing.tint = accentColor
        case nil: drawing.tint = groupColor
        }
    }

    private func map(_ paint: Paint) -> Paint {
        func stops(_ s: [ResolvedStyle.GradientStop]) -> [ResolvedStyle.GradientStop] {
            s.map { var stop = $0; stop.color = map(stop.color); return stop }
        }
        return switch paint {
        case .color(let c): .color(map(c))
        case let .linearGradient(s, a, b): .linearGradient(stops: stops(s), start: a, end: b)
        case let .radialGradient(s, c, r0, r1): .radialGradient(stops: stops(s), center: c, startRadius: r0, endRadius: r1)
        case let .angularGradient(s, c, a0, a1, r): .angularGradient(stops: stops(s), center: c, startAngle: a0, endAngle: a1, radius: r)
        }
    }
}
