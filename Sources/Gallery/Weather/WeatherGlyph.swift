import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Multicolour weather glyphs drawn with shapes, so the widget needs no symbol font.
/// In a placeholder each glyph is a faint disc: the slot shows, the weather does not.
struct WeatherGlyph: View {
    let symbol: String
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        ZStack {
            if redactionReasons.contains(.placeholder) {
                Circle().fill(.white.opacity(0.25))
                    .scaleEffectFrame(0.8, alignment: .center)
            } else {
                glyph
            }
        }
    }

    @ViewBuilder private var glyph: some View {
            switch symbol {
            case "sun":
                SunShape().fill(Color(red: 1.0, green: 0.80, blue: 0.15))
            case "moon":
                MoonShape().fill(Color(red: 0.95, green: 0.93, blue: 0.80))
            case "cloud.sun":
                SunShape().fill(Color(red: 1.0, green: 0.80, blue: 0.15))
                    .scaleEffectFrame(0.7, alignment: .topTrailing)
                CloudShape().fill(.white)
                    .scaleEffectFrame(0.85, alignment: .bottomLeading)
            case "cloud.moon":
                MoonShape().fill(Color(red: 0.95, green: 0.93, blue: 0.80))
                    .scaleEffectFrame(0.7, alignment: .topTrailing)
                CloudShape().fill(.white)
                    .scaleEffectFrame(0.85, alignment: .bottomLeading)
            case "cloud.rain":
                CloudShape().fill(.white)
                    .scaleEffectFrame(0.85, alignment: .top)
                RainShape().stroke(Color(red: 0.55, green: 0.80, blue: 1.0), style: StrokeStyle(lineWidth: 1.6, lineCap: .round))
            case "cloud.snow":
                CloudShape().fill(.white)
                    .scaleEffectFrame(0.85, alignment: .top)
                SnowShape().fill(.white)
            default:
                CloudShape().fill(.white)
            }
    }
}

extension View {
    /// Shrinks the view to a fraction of its proposed square, placed by alignment.
    func scaleEffectFrame(_ fraction: CGFloat, alignment: Alignment) -> some View {
        modifier(FractionFrame(fraction: fraction, alignment: alignment))
    }
}

/// Lays its content out at a fraction of the proposed size, aligned inside the full size.
struct FractionFrame: ViewModifier {
    let fraction: CGFloat
    let alignment: Alignment

    func body(content: Content) -> some View {
        FractionLayout(fraction: fraction, alignment: alignment) { content }
    }
}

/// A custom `Layout`: the single child gets `fraction` of the proposal and is aligned in it.
struct FractionLayout: Layout {
    let fraction: CGFloat
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 20, height: 20))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = CGSize(width: bounds.width * fraction, height: bounds.height * fraction)
        let slackX = bounds.width - size.width, slackY = bounds.height - size.height
        let ax: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        let ay: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX + slackX * ax, y: bounds.minY + slackY * ay), anchor: .topLeading,
                    proposal: ProposedViewSize(size))
        }
    }
}

struct SunShape: Shape {
    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let c = CGPoint(x: rect.midX, y: rect.midY)
        var p = Path(ellipseIn: CGRect(x: c.x - side * 0.24, y: c.y - side * 0.24, width: side * 0.48, height: side * 0.48))
        for i in 0..<8 {
            let a = Double(i) * .pi / 4
            let inner = side * 0.33, outer = side * 0.48, w = side * 0.045
            let dx = cos(a), dy = sin(a), nx = -dy, ny = dx
            p.move(to: CGPoint(x: c.x + dx * inner + nx * w, y: c.y + dy * inner + ny * w))
            p.addLine(to: CGPoint(x: c.x + dx * outer + nx * w, y: c.y + dy * outer + ny * w))
            p.addLine(to: CGPoint(x: c.x + dx * outer - nx * w, y: c.y + dy * outer - ny * w))
            p.addLine(to: CGPoint(x: c.x + dx * inner - nx * w, y: c.y + dy * inner - ny * w))
            p.closeSubpath()
        }
        return p
    }
}

/// A crescent: the disc less a disc offset towards the upper right, bounded by the two arcs
/// between the circles' intersections (sampled, so the horns come to clean points).
struct MoonShape: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) * 0.44
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let cutRadius = radius * 0.82, distance = radius * 0.62
        let direction = -Double.pi / 4
        let cutCentre = CGPoint(x: centre.x + distance * cos(direction), y: centre.y + distance * sin(direction))
        // The intersections lie at ±outer from `direction` on the disc, ±inner from the opposite direction on the cut.
        let along = (radius * radius - cutRadius * cutRadius + distance * distance) / (2 * distance)
        let outer = acos(along / radius), inner = acos((distance - along) / cutRadius)
        var p = Path()
        let steps = 32
        for i in 0...steps {
            let a = direction + outer + (2 * .pi - 2 * outer) * Double(i) / Double(steps)
            let point = CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
            if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        for i in 0...steps {
            let a = direction + .pi + inner - 2 * inner * Double(i) / Double(steps)
            p.addLine(to: CGPoint(x: cutCentre.x + cutRadius * cos(a), y: cutCentre.y + cutRadius * sin(a)))
        }
        p.closeSubpath()
        return p
    }
}

struct CloudShape: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height * 0.72
        let x = rect.minX, y = rect.minY + (rect.height - h) / 2
        var p = Path()
        p.addRoundedRect(in: CGRect(x: x, y: y + h * 0.45, width: w, height: h * 0.55), cornerSize: CGSize(width: h * 0.27, height: h * 0.27),
                         style: .circular)
        p.addEllipse(in: CGRect(x: x + w * 0.12, y: y + h * 0.22, width: w * 0.42, height: w * 0.42))
        p.addEllipse(in: CGRect(x: x + w * 0.36, y: y, width: w * 0.5, height: w * 0.5))
        return p
    }
}

struct RainShape: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        for i in 0..<3 {
            let x = rect.minX + rect.width * (0.3 + 0.2 * CGFloat(i))
            p.move(to: CGPoint(x: x, y: rect.minY + rect.height * 0.72))
            p.addLine(to: CGPoint(x: x - rect.width * 0.06, y: rect.minY + rect.height * 0.95))
        }
        return p
    }
}

struct SnowShape: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let d = rect.width * 0.12
        for i in 0..<3 {
            let x = rect.minX + rect.width * (0.28 + 0.22 * CGFloat(i))
            p.addEllipse(in: CGRect(x: x - d / 2, y: rect.minY + rect.height * 0.8, width: d, height: d))
        }
        return p
    }
}

#Preview("Every glyph", traits: .sizeThatFitsLayout) {
    HStack(spacing: 12) {
        ForEach(["sun", "moon", "cloud.sun", "cloud.moon", "cloud.rain", "cloud.snow", "cloud"], id: \.self) { symbol in
            WeatherGlyph(symbol: symbol).frame(width: 32, height: 32)
        }
    }
    .padding(12)
    .background(Color(red: 0.25, green: 0.45, blue: 0.75))
}
