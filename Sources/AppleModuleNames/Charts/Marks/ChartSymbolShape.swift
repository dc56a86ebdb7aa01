import Foundation
import Vignette
import VignetteCore

/// A shape that a chart draws as a point's symbol.
public nonisolated protocol ChartSymbolShape: Shape {
    /// The part of the symbol's frame that appears as large as the other symbols (unit rect).
    var perceptualUnitRect: CGRect { get }
}

/// The symbols Swift Charts offers for points and legends.
public nonisolated struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    nonisolated enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind


    public var perceptualUnitRect: CGRect {
        switch kind {
        case .circle: CGRect(x: 0, y: 0, width: 1, height: 1)
        case .square: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        default: CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    public func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        switch kind {
        case .circle: return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square: return Path(CGRect(x: c.x - r * 0.8, y: c.y - r * 0.8, width: 1.6 * r, height: 1.6 * r))
        case .triangle: return polygon(c, r, count: 3, rotation: -.pi / 2)
        case .diamond: return polygon(c, r, count: 4, rotation: -.pi / 2)
        case .pentagon: return polygon(c, r, count: 5, rotation: -.pi / 2)
        case .plus: return bars(c, r, angles: [0, .pi / 2])
        case .cross: return bars(c, r, angles: [.pi / 4, 3 * .pi / 4])
        case .asterisk: return bars(c, r, angles: [.pi / 2, .pi / 6, 5 * .pi / 6])
        }
    }

    private func polygon(_ c: CGPoint, _ r: CGFloat, count: Int, rotation: Double) -> Path {
        Path { p in
            for i in 0..<count {
                let a = rotation + 2 * .pi * Double(i) / Double(count)
                let point = CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
                if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
        }
    }

    /// Thin bars through the centre (a third of the radius wide), filled as one shape each.
    private func bars(_ c: CGPoint, _ r: CGFloat, angles: [Double]) -> Path {
        Path { p in
            let half = r / 3
            for a in angles {
                let (dx, dy) = (CGFloat(cos(a)), CGFloat(sin(a)))
                let (nx, ny) = (-dy * half, dx * half)
                p.move(to: CGPoint(x: c.x - dx * r + nx, y: c.y - dy * r + ny))
                p.addLine(to: CGPoint(x: c.x + dx * r + nx, y: c.y + dy * r + ny))
                p.addLine(to: CGPoint(x: c.x + dx * r - nx, y: c.y + dy * r - ny))
                p.addLine(to: CGPoint(x: c.x - dx * r - nx, y: c.y - dy * r - ny))
                p.closeSubpath()
            }
        }
    }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle symbol.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A square symbol.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A triangle symbol.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A diamond symbol.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A pentagon symbol.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus symbol.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A cross symbol.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk symbol.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
