import Foundation

/// The Lock Screen's vibrant rendering (`WidgetRenderingMode.vibrant`): the widget is drawn in
/// the dark colour scheme, then every colour becomes white whose opacity is the colour's own
/// opacity times its luminance, so the wallpaper shows through as vibrancy would let it.
/// Bitmap images keep their colours (template images and symbols follow their tint).
///
/// The wallpaper is a stand-in (Apple publishes none): a dark blue-grey gradient behind the
/// accessory widget, the colours below. All the mode's values live in this file.
enum VibrantColors {
    /// The wallpaper behind an accessory widget in the vibrant appearance, top to bottom.
    static let wallpaperTop = RGBA(red: 0.22, green: 0.27, blue: 0.36, alpha: 1)
    static let wallpaperBottom = RGBA(red: 0.10, green: 0.12, blue: 0.18, alpha: 1)

    /// White at the colour's opacity times its luminance (Rec. 709 weights on sRGB values).
    static func map(_ c: RGBA) -> RGBA {
        let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return RGBA(red: 1, green: 1, blue: 1, alpha: c.alpha * min(max(luminance, 0), 1))
    }

    /// Maps the items from `start` on, except masks: a mask's alpha shapes what it masks, and
    /// a knockout drawn in black would vanish.
    static func apply(to items: inout [DisplayItem], from start: Int) {
        var maskDepth = 0
        for i in start..<items.count {
            switch items[i] {
            case .beginMask: maskDepth += 1
            case .endMask: maskDepth -= 1
            default: if maskDepth == 0 { items[i] = apply(to: items[i]) }
            }
        }
    }

    private static func apply(to item: DisplayItem) -> DisplayItem {
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
            drawing.tint = drawing.tint.map(map)
            return .image(drawing)
        default: return item
        }
    }

    private static func map(_ paint: Paint) -> Paint {
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
