import Foundation
import VignetteCore

/// A random view tree over the whole API a widget uses — views, shapes, images from a random
/// asset catalog, styles, effects and layout modifiers — read from a list of integers like a
/// tiny program. Sizes, angles, opacities and font sizes are sometimes hostile: NaN, negative,
/// infinite, zero or huge. `HostileCatalog` makes the assets it names.
struct HostileTreeProgram {
    var codes: [Int]
    var cursor = 0
    /// Views left to make: a tree stays under a widget's size (hundreds of views), not 4⁷.
    var budget = 120

    private mutating func next() -> Int {
        defer { cursor += 1 }
        return codes.isEmpty ? 0 : codes[cursor % codes.count]
    }

    private mutating func number() -> CGFloat {
        let n = next()
        switch n % 12 {
        case 0: return .nan
        case 1: return -CGFloat(n % 80)
        case 2: return .infinity
        case 3: return 0
        case 4: return 1e9
        case 5: return -.infinity
        default: return CGFloat(n % 150) / CGFloat(1 + n % 3)
        }
    }

    private mutating func fraction() -> Double {
        let n = next()
        return n % 9 == 0 ? .nan : Double(n % 140) / 100 - 0.2
    }

    private mutating func color() -> Color {
        let n = next()
        switch n % 7 {
        case 0: return Color("color-\(n % HostileCatalog.count)")
        case 1: return Color(red: fraction(), green: fraction(), blue: fraction(), opacity: fraction())
        case 2: return .accentColor
        case 3: return .primary
        default: return [Color.red, .blue, .green, .orange, .secondary][n % 5]
        }
    }

    private mutating func text() -> Text {
        let n = next()
        let words = ["Sunny", "日本語のテキスト", "مرحبا بالعالم", "🌤️👩‍👩‍👧", "\u{202E}mixed\u{200B}", "Wikipedia is free", "", "a\nb\nc"]
        let base = Text(String(repeating: words[n % words.count] + " ", count: n % 7))
        switch n % 5 {
        case 0: return base.font(.system(size: number()))
        case 1: return base.bold().italic()
        case 2: return base.foregroundColor(color())
        default: return base
        }
    }

    private mutating func image() -> AnyView {
        let n = next()
        switch n % 4 {
        case 0: return AnyView(Image("image-\(n % HostileCatalog.count)").resizable())
        case 1: return AnyView(Image(systemName: ["sun.max.fill", "no.such.symbol", "cloud.rain", ""][n % 4]).font(.system(size: number())))
        case 2: return AnyView(Image("image-\(n % HostileCatalog.count)"))
        default: return AnyView(Image(systemName: "bolt").symbolRenderingMode(.multicolor).imageScale(.large))
        }
    }

    private mutating func shape() -> AnyView {
        let n = next()
        switch n % 6 {
        case 0: return AnyView(Circle().fill(color()))
        case 1: return AnyView(RoundedRectangle(cornerRadius: number()).stroke(color(), lineWidth: number()))
        case 2: return AnyView(Capsule().fill(LinearGradient(colors: [color(), color()], startPoint: .top, endPoint: .bottom)))
        case 3: return AnyView(ContainerRelativeShape().fill(color()))
        case 4:
            let (a, b, c) = (number(), number(), number())
            return AnyView(Path { path in
                path.move(to: CGPoint(x: a, y: b))
                path.addLine(to: CGPoint(x: c, y: a))
                path.addQuadCurve(to: CGPoint(x: b, y: c), control: CGPoint(x: a, y: a))
                path.closeSubpath()
            }.stroke(color(), style: StrokeStyle(lineWidth: number(), lineCap: .round, dash: [number(), 2])))
        default: return AnyView(Rectangle().trim(from: fraction(), to: fraction()).stroke(color()))
        }
    }

    mutating func view(depth: Int = 0) -> AnyView {
        let n = next()
        budget -= 1
        guard depth < 7, budget > 0 else { return AnyView(text()) }
        switch n % 24 {
        case 0: return AnyView(text().lineLimit(n % 3 == 0 ? nil : n % 3).minimumScaleFactor(fraction()))
        case 1: return AnyView(image())
        case 2: return AnyView(shape())
        case 3: return AnyView(HStack(alignment: [.top, .center, .bottom, .firstTextBaseline][n % 4], spacing: n % 3 == 0 ? number() : nil) { children(depth) })
        case 4: return AnyView(VStack(alignment: .leading, spacing: n % 4 == 0 ? number() : nil) { children(depth) })
        case 5: return AnyView(ZStack(alignment: .bottomTrailing) { children(depth) })
        case 6: return AnyView(view(depth: depth + 1).padding(number()))
        case 7: return AnyView(view(depth: depth + 1).frame(minWidth: number(), maxWidth: n % 2 == 0 ? .infinity : number(), maxHeight: number(), alignment: .topLeading))
        case 8: return AnyView(Spacer(minLength: n % 3 == 0 ? number() : nil))
        case 9: return AnyView(view(depth: depth + 1).frame(width: number(), height: n % 2 == 0 ? nil : number()))
        case 10: return AnyView(view(depth: depth + 1).fixedSize(horizontal: n % 2 == 0, vertical: n % 3 == 0))
        case 11: return AnyView(view(depth: depth + 1).overlay(alignment: .topTrailing) { view(depth: depth + 1) })
        case 12: return AnyView(view(depth: depth + 1).background(color(), in: RoundedRectangle(cornerRadius: number())))
        case 13: return AnyView(view(depth: depth + 1).opacity(fraction()).rotationEffect(.degrees(Double(number()))))
        case 14: return AnyView(view(depth: depth + 1).scaleEffect(number()).offset(x: number(), y: number()))
        case 15: return AnyView(view(depth: depth + 1).clipShape(Circle()).shadow(color: color(), radius: number(), x: number(), y: 1))
        case 16: return AnyView(view(depth: depth + 1).blur(radius: number()).mask { shape() })
        case 17: return AnyView(view(depth: depth + 1).aspectRatio(number(), contentMode: n % 2 == 0 ? .fit : .fill).layoutPriority(Double(number())))
        case 18: return AnyView(Grid(horizontalSpacing: number()) { GridRow { children(depth) }; GridRow { children(depth) } })
        case 19: return AnyView(view(depth: depth + 1).foregroundStyle(color()).font(.system(size: number(), weight: .heavy, design: .rounded)))
        case 20: return AnyView(ProgressView(value: fraction()).tint(color()))
        case 21: return AnyView(view(depth: depth + 1).border(color(), width: number()).cornerRadius(number()))
        case 22: return AnyView(view(depth: depth + 1).containerBackground(color(), for: .widget))
        default: return AnyView(view(depth: depth + 1).redacted(reason: .placeholder).widgetAccentable())
        }
    }

    private mutating func children(_ depth: Int) -> AnyView {
        let count = next() % 5
        var views: [AnyView] = []
        for _ in 0..<count { views.append(view(depth: depth + 1)) }
        return AnyView(ForEach(views.indices, id: \.self) { views[$0] })
    }
}
