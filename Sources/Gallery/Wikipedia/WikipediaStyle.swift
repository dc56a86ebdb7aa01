import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Wikipedia's widget palette: colour sets in `Assets/Gallery/Assets.xcassets`, light and dark; the sparkline
/// green is shared with the rest of the palette (seed 000).
extension Color {
    static let wikipediaGreen = Color("wikipediaGreen")
    /// On this day's timeline blue, as the Wikipedia app draws it (#3366CC; #6699FF in dark mode).
    static let wikipediaBlue = Color("wikipediaBlue")
    static let wikipediaBackground = Color("wikipediaBackground")
    static let wikipediaText = Color("wikipediaText")
    static let wikipediaSecondaryText = Color("wikipediaSecondaryText")
    static let wikipediaCard = Color("wikipediaCard")
}

/// A week of page views as a smooth line: a plain `Shape` (Catmull-Rom through the points).
/// It draws from `x: 0` and `y: 0`, as widget code commonly does: a shape is asked for its
/// path in its own bounds, whose origin is zero.
struct Sparkline: Shape {
    let values: [Double]
    /// Close the path along the bottom edge, for filling under the line.
    var closed = false

    func path(in rect: CGRect) -> Path {
        let points = normalizedPoints(in: rect)
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for i in 1..<points.count {
            let p0 = points[max(i - 2, 0)], p1 = points[i - 1], p2 = points[i], p3 = points[min(i + 1, points.count - 1)]
            path.addCurve(to: p2,
                          control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                          control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
        }
        if closed, let last = points.last {
            path.addLine(to: CGPoint(x: last.x, y: rect.height))
            path.addLine(to: CGPoint(x: first.x, y: rect.height))
            path.closeSubpath()
        }
        return path
    }

    private func normalizedPoints(in rect: CGRect) -> [CGPoint] {
        guard values.count > 1, let lo = values.min(), let hi = values.max() else { return [] }
        let span = hi > lo ? hi - lo : 1
        return values.enumerated().map { i, v in
            CGPoint(x: rect.width * CGFloat(i) / CGFloat(values.count - 1),
                    y: rect.height - rect.height * CGFloat((v - lo) / span))
        }
    }
}

/// The sparkline drawn as Wikipedia does: a green line over a fading green fill.
struct SparklineView: View {
    let values: [Double]
    var lineWidth: CGFloat = 2
    var color: Color = .wikipediaGreen
    /// Fill under the line; off over photographs, where it would read as a box.
    var filled = true
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        ZStack {
            // A placeholder shows where the chart goes, not a made-up trend: a faint baseline.
            if redactionReasons.contains(.placeholder) {
                Capsule()
                    .fill(color.opacity(0.2))
                    .frame(height: lineWidth)
                    .frame(maxHeight: .infinity, alignment: .bottom)
            } else if filled {
                Sparkline(values: values, closed: true)
                    .fill(LinearGradient(colors: [color.opacity(0.35), color.opacity(0)], startPoint: .top, endPoint: .bottom))
            }
            if !redactionReasons.contains(.placeholder) {
                Sparkline(values: values)
                    .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
            }
        }
        .padding(.vertical, lineWidth / 2)
    }
}

/// "1.2M" style view counts.
func compactCount(_ n: Int) -> String {
    switch n {
    case 1_000_000...: String(format: "%.1fM", Double(n) / 1_000_000)
    case 1_000...: String(format: "%.0fK", Double(n) / 1_000)
    default: "\(n)"
    }
}
