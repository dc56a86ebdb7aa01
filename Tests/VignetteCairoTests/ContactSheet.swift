import Foundation
import Vignette
import VignetteCore

/// Every drawing feature on one sheet, for the contact-sheet snapshot (light and dark).
nonisolated struct ContactSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Section("Shapes") {
                Rectangle().fill(.blue).frame(width: 50, height: 36)
                RoundedRectangle(cornerRadius: 14).fill(.green).frame(width: 50, height: 36)
                RoundedRectangle(cornerRadius: 14, style: .circular).fill(.green).frame(width: 50, height: 36)
                Circle().fill(.orange).frame(width: 36, height: 36)
                Ellipse().fill(.purple).frame(width: 50, height: 30)
                Capsule().fill(.pink).frame(width: 60, height: 24)
                Star().fill(.yellow, style: FillStyle(eoFill: true)).frame(width: 40, height: 40)
            }
            Section("Strokes") {
                Circle().stroke(.red, lineWidth: 4).frame(width: 36, height: 36)
                RoundedRectangle(cornerRadius: 10).strokeBorder(.blue, lineWidth: 3).frame(width: 50, height: 36)
                Wave().stroke(.teal, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)).frame(width: 70, height: 36)
                Wave().stroke(.indigo, style: StrokeStyle(lineWidth: 2, dash: [6, 4])).frame(width: 70, height: 36)
            }
            Section("Styles") {
                Rectangle().fill(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing)).frame(width: 60, height: 36)
                Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 2, endRadius: 22)).frame(width: 40, height: 40)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)).frame(width: 40, height: 40)
                Color(.displayP3, red: 1, green: 0.2, blue: 0.4).frame(width: 36, height: 36)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Primary").foregroundStyle(.primary)
                    Text("Secondary").foregroundStyle(.secondary)
                    Text("Tertiary").foregroundStyle(.tertiary)
                }.font(.caption)
            }
            Section("Effects") {
                Color.blue.frame(width: 40, height: 40).opacity(0.4)
                Color.orange.frame(width: 40, height: 40).clipShape(Circle())
                Color.green.frame(width: 40, height: 40).cornerRadius(10)
                LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom)
                    .frame(width: 44, height: 44)
                    .mask { Image(systemName: "heart.fill").resizable().scaledToFit() }
                RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 40, height: 40)
                    .shadow(color: .black.opacity(0.35), radius: 6, x: 0, y: 3)
                Circle().fill(.red).frame(width: 30, height: 30).blur(radius: 4).frame(width: 44, height: 44)
                ZStack {
                    Circle().fill(.yellow).frame(width: 36, height: 36).offset(x: -8)
                    Circle().fill(.cyan).frame(width: 36, height: 36).offset(x: 8).blendMode(.multiply)
                }
            }
            Section("Text") {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Large title").font(.largeTitle.bold())
                    (Text("Bold ").bold() + Text("italic ").italic() + Text("mono 0123").monospacedDigit() + Text(" tracked").tracking(2))
                        .font(.body)
                    Text("東京 北京 서울 ☀️🎉 مرحبا בעולם").font(.body)
                    HStack {
                        Text("Head truncation of a long line").truncationMode(.head).lineLimit(1).frame(width: 110)
                        Text("Middle truncation of a long line").truncationMode(.middle).lineLimit(1).frame(width: 110)
                        Text("Tail truncation of a long line").lineLimit(1).frame(width: 110)
                    }.font(.caption)
                    Text("Shrinks to fit before it truncates").font(.title3).minimumScaleFactor(0.5).lineLimit(1).frame(width: 200, alignment: .leading)
                    Text("Centred lines\nwrap in the middle").multilineTextAlignment(.center).lineSpacing(4).font(.footnote)
                    Text("مرحبا بالعالم، هذا نص من اليمين إلى اليسار").font(.callout)
                        .frame(width: 320, alignment: .leading)
                        .environment(\.layoutDirection, .rightToLeft)
                }
            }
            Section("Images") {
                Image("photo-ladybird", bundle: .galleryResources).resizable().scaledToFill().frame(width: 80, height: 50).clipped()
                Image("photo-dune", bundle: .galleryResources).resizable().scaledToFit().frame(width: 80, height: 50)
                ForEach(["sun.max.fill", "cloud.rain.fill", "chart.line.uptrend.xyaxis", "heart.fill", "book.fill"], id: \.self) { name in
                    Image(systemName: name).font(.title2).foregroundStyle(.tint(name))
                }
                ZStack {
                    RoundedRectangle(cornerRadius: 22).fill(.gray.opacity(0.25))
                    ContainerRelativeShape().fill(.blue).padding(8)
                }
                .frame(width: 70, height: 70)
                .containerShape(RoundedRectangle(cornerRadius: 22))
            }
        }
        .padding(20)
        .frame(width: 560, alignment: .leading)
        .background(Color(.systemBackground))
    }
}

private extension ShapeStyle where Self == Color {
    static func tint(_ name: String) -> Color { [.orange, .blue, .green, .red, .brown][name.count % 5] }
}

private nonisolated struct Section<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.caption.weight(.semibold)).foregroundStyle(.secondary)
            HStack(alignment: .center, spacing: 12) { content }
        }
    }
}

/// A five-pointed star drawn as one self-intersecting path: even-odd leaves the centre empty.
nonisolated struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        var p = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            let point = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }
}

/// A wave with quadratic and cubic curves and an arc.
nonisolated struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addQuadCurve(to: CGPoint(x: rect.minX + rect.width * 0.33, y: rect.midY), control: CGPoint(x: rect.minX + rect.width * 0.16, y: rect.minY))
            p.addCurve(to: CGPoint(x: rect.minX + rect.width * 0.66, y: rect.midY),
                       control1: CGPoint(x: rect.minX + rect.width * 0.45, y: rect.maxY), control2: CGPoint(x: rect.minX + rect.width * 0.55, y: rect.maxY))
            p.addArc(center: CGPoint(x: rect.minX + rect.width * 0.83, y: rect.midY), radius: rect.width * 0.17,
                     startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        }
    }
}

extension Bundle {
    /// The gallery's resource bundle beside the test program, whose photos the sheet borrows: a
    /// view finds its own module's catalogs, and this test target has none.
    static let galleryResources = Bundle(url: AssetLocation.runningExecutable.deletingLastPathComponent()
        .appendingPathComponent("Vignette_Gallery.resources"))
}
