import Foundation
import VignetteCore

/// The home-screen sheet's app icons: each app's own glyph, drawn with shapes in the manner of
/// Apple's icons (a white glyph on the app's colour; Safari and Photos on white). In the
/// accented rendering mode (the tinted Home Screen) they are `TintedAppIcon`s.
nonisolated struct AppIcon: View {
    nonisolated enum Glyph {
        case mail, photos, camera, maps, clock, notes, books, stocks, phone, safari, messages, music
    }

    static let side: CGFloat = 60
    static let cornerRadius: CGFloat = 13.5

    let glyph: Glyph
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        if renderingMode == .accented {
            TintedAppIcon(glyph: glyph)
        } else {
            fullColor
        }
    }

    private var fullColor: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 13.5)
                .fill(LinearGradient(colors: background, startPoint: .top, endPoint: .bottom))
            content
        }
        .frame(width: Self.side, height: Self.side)
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
    }

    private var background: [Color] {
        switch glyph {
        case .mail: [Color(red: 0.11, green: 0.66, blue: 1.0), Color(red: 0.09, green: 0.42, blue: 0.96)]
        case .photos, .safari, .notes: [.white, Color(white: 0.93)]
        case .camera: [Color(white: 0.86), Color(white: 0.62)]
        case .maps: [Color(red: 0.55, green: 0.85, blue: 0.50), Color(red: 0.30, green: 0.72, blue: 0.40)]
        case .clock, .stocks: [Color(white: 0.14), .black]
        case .books: [Color(red: 1.0, green: 0.62, blue: 0.16), Color(red: 1.0, green: 0.45, blue: 0.05)]
        case .phone, .messages: [Color(red: 0.40, green: 0.90, blue: 0.42), Color(red: 0.13, green: 0.75, blue: 0.25)]
        case .music: [Color(red: 1.0, green: 0.36, blue: 0.45), Color(red: 0.98, green: 0.14, blue: 0.27)]
        }
    }

    @ViewBuilder private var content: some View {
        let line = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)
        switch glyph {
        case .mail:
            Envelope().stroke(.white, style: line).frame(width: 36, height: 25)
        case .photos:
            ForEach(0..<8, id: \.self) { Petal(index: $0).fill(Self.petalColors[$0].opacity(0.85)) }
                .frame(width: 46, height: 46)
        case .camera:
            CameraBody().fill(Color(white: 0.18)).frame(width: 40, height: 28)
            Circle().fill(Color(white: 0.55)).frame(width: 13, height: 13).offset(y: 2)
        case .maps:
            MapRoad().stroke(.white, style: StrokeStyle(lineWidth: 5, lineCap: .round)).frame(width: 60, height: 60)
            Circle().fill(Color(red: 0.0, green: 0.48, blue: 1.0)).frame(width: 14, height: 14)
                .overlay { Circle().strokeBorder(.white, lineWidth: 2.5) }
                .offset(x: 6, y: -4)
        case .clock:
            Circle().fill(.white).frame(width: 48, height: 48)
            ClockHands().stroke(.black, style: line).frame(width: 48, height: 48)
        case .notes:
            VStack(spacing: 0) {
                Color(red: 1.0, green: 0.80, blue: 0.0).frame(height: 16)
                NoteLines().stroke(Color(white: 0.8), style: StrokeStyle(lineWidth: 1)).frame(maxHeight: .infinity)
            }
        case .books:
            OpenBook().fill(.white).frame(width: 36, height: 24)
        case .stocks:
            StockLine().stroke(Color(red: 0.2, green: 0.8, blue: 0.35), style: line).frame(width: 40, height: 26)
        case .phone:
            Handset().fill(.white).frame(width: 30, height: 30)
        case .safari:
            Circle().fill(LinearGradient(colors: [Color(red: 0.2, green: 0.75, blue: 1.0), Color(red: 0.05, green: 0.4, blue: 0.95)],
                                         startPoint: .top, endPoint: .bottom))
                .frame(width: 48, height: 48)
            CompassNeedle(half: .north).fill(Color(red: 1.0, green: 0.23, blue: 0.19)).frame(width: 40, height: 40)
            CompassNeedle(half: .south).fill(.white).frame(width: 40, height: 40)
        case .messages:
            SpeechBubble().fill(.white).frame(width: 40, height: 34)
        case .music:
            MusicNote().fill(.white).frame(width: 26, height: 32)
        }
    }

    private static let petalColors: [Color] = [
        Color(red: 1.0, green: 0.78, blue: 0.0), Color(red: 1.0, green: 0.55, blue: 0.0), Color(red: 1.0, green: 0.23, blue: 0.19),
        Color(red: 0.85, green: 0.2, blue: 0.6), Color(red: 0.55, green: 0.3, blue: 0.85), Color(red: 0.2, green: 0.5, blue: 1.0),
        Color(red: 0.2, green: 0.75, blue: 0.85), Color(red: 0.35, green: 0.8, blue: 0.3),
    ]
}

/// A point in a shape's rectangle from unit coordinates.
private func unit(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y)
}

nonisolated struct Envelope: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path(roundedRect: rect, cornerRadius: 4, style: .continuous)
        p.move(to: unit(rect, 0.04, 0.08))
        p.addLine(to: unit(rect, 0.5, 0.58))
        p.addLine(to: unit(rect, 0.96, 0.08))
        return p
    }
}

/// One of the Photos flower's eight petals: a circle on a ring around the centre.
nonisolated struct Petal: Shape {
    let index: Int

    func path(in rect: CGRect) -> Path {
        let angle = Double(index) * .pi / 4 - .pi / 2
        let r = rect.width * 0.19, ring = rect.width * 0.24
        let c = CGPoint(x: rect.midX + ring * cos(angle), y: rect.midY + ring * sin(angle))
        return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }
}

nonisolated struct CameraBody: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path(roundedRect: CGRect(x: rect.minX, y: rect.minY + rect.height * 0.2, width: rect.width, height: rect.height * 0.8),
                     cornerRadius: 5, style: .continuous)
        p.addRoundedRect(in: CGRect(x: rect.minX + rect.width * 0.3, y: rect.minY, width: rect.width * 0.4, height: rect.height * 0.3),
                         cornerSize: CGSize(width: 3, height: 3))
        return p
    }
}

nonisolated struct MapRoad: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: unit(rect, 0.0, 0.72))
        p.addCurve(to: unit(rect, 1.0, 0.3), control1: unit(rect, 0.4, 0.72), control2: unit(rect, 0.55, 0.3))
        return p
    }
}

nonisolated struct ClockHands: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: unit(rect, 0.5, 0.22))
        p.addLine(to: unit(rect, 0.5, 0.5))
        p.addLine(to: unit(rect, 0.7, 0.6))
        return p
    }
}

nonisolated struct NoteLines: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        for i in 1...3 {
            let y = rect.minY + rect.height * CGFloat(i) / 4
            p.move(to: CGPoint(x: rect.minX + 8, y: y))
            p.addLine(to: CGPoint(x: rect.maxX - 8, y: y))
        }
        return p
    }
}

nonisolated struct OpenBook: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        for side in [0.0, 1.0] as [CGFloat] {
            let outer = side == 0 ? 0.0 : 1.0, inner = side == 0 ? 0.47 : 0.53
            p.move(to: unit(rect, inner, 0.12))
            p.addQuadCurve(to: unit(rect, outer, 0.0), control: unit(rect, (inner + outer) / 2, -0.05))
            p.addLine(to: unit(rect, outer, 0.88))
            p.addQuadCurve(to: unit(rect, inner, 1.0), control: unit(rect, (inner + outer) / 2, 0.83))
            p.closeSubpath()
        }
        return p
    }
}

nonisolated struct StockLine: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addLines([unit(rect, 0, 0.85), unit(rect, 0.25, 0.55), unit(rect, 0.45, 0.7), unit(rect, 0.7, 0.25), unit(rect, 1, 0.1)])
        return p
    }
}

/// A telephone handset: two rounded ends joined by a curved grip.
nonisolated struct Handset: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: unit(rect, 0.08, 0.18))
        p.addQuadCurve(to: unit(rect, 0.3, 0.02), control: unit(rect, 0.12, 0.02))
        p.addLine(to: unit(rect, 0.42, 0.26))
        p.addLine(to: unit(rect, 0.3, 0.38))
        p.addQuadCurve(to: unit(rect, 0.62, 0.7), control: unit(rect, 0.42, 0.6))
        p.addLine(to: unit(rect, 0.74, 0.58))
        p.addLine(to: unit(rect, 0.98, 0.7))
        p.addQuadCurve(to: unit(rect, 0.82, 0.92), control: unit(rect, 0.98, 0.88))
        p.addQuadCurve(to: unit(rect, 0.08, 0.18), control: unit(rect, 0.2, 0.8))
        p.closeSubpath()
        return p
    }
}

nonisolated struct CompassNeedle: Shape {
    nonisolated enum Half { case north, south }
    let half: Half

    func path(in rect: CGRect) -> Path {
        // The needle points to the upper right, as Safari's does.
        let tip = half == .north ? unit(rect, 0.78, 0.22) : unit(rect, 0.22, 0.78)
        var p = Path()
        p.move(to: tip)
        p.addLine(to: unit(rect, 0.44, 0.44))
        p.addLine(to: unit(rect, 0.56, 0.56))
        p.closeSubpath()
        return p
    }
}

nonisolated struct SpeechBubble: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height * 0.82))
        p.move(to: unit(rect, 0.2, 0.62))
        p.addQuadCurve(to: unit(rect, 0.06, 1.0), control: unit(rect, 0.2, 0.9))
        p.addQuadCurve(to: unit(rect, 0.42, 0.76), control: unit(rect, 0.3, 0.95))
        p.closeSubpath()
        return p
    }
}

/// Two beamed quavers.
nonisolated struct MusicNote: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let head = rect.width * 0.36
        for x in [0.0, 0.64] as [CGFloat] {
            p.addEllipse(in: CGRect(x: rect.minX + rect.width * x, y: rect.maxY - head * 0.8 - (x == 0 ? 0 : rect.height * 0.1),
                                    width: head, height: head * 0.8))
            p.addRect(CGRect(x: rect.minX + rect.width * x + head - 3, y: rect.minY + rect.height * (x == 0 ? 0.14 : 0.04),
                             width: 3, height: rect.height * 0.75))
        }
        p.move(to: unit(rect, 0.27, 0.12))
        p.addLine(to: unit(rect, 0.97, 0.0))
        p.addLine(to: unit(rect, 0.97, 0.14))
        p.addLine(to: unit(rect, 0.27, 0.26))
        p.closeSubpath()
        return p
    }
}
