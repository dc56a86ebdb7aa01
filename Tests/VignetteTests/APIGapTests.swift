import Foundation
import Testing
@testable import VignetteCore
import Vignette

/// Layout and drawing, as data, of issue 23's API: shape views, gauges, accessory
/// backgrounds and labels, angle arithmetic, attributed and small-caps text, `Color.gradient`.
@Suite("API gaps")
struct APIGapTests {
    private func layout<V: View>(_ view: V, _ size: CGSize, family: WidgetFamily? = nil,
                                 change: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutResult {
        var env = EnvironmentValues()
        env.displayScale = 1
        env.font = .system(size: 10)
        if let family { env.widgetFamily = family }
        change(&env)
        return ViewLayout.layout(view, in: size, environment: env, measurer: FixedAdvanceTextMeasurer())
    }

    /// The display list's fills and strokes, in drawing order.
    private func paints(_ result: LayoutResult) -> [(kind: String, bounds: CGRect, paint: Paint, width: CGFloat?)] {
        result.displayList.items.compactMap {
            switch $0 {
            case let .fill(path, paint, _): ("fill", path.boundingRect, paint, nil)
            case let .stroke(path, paint, style): ("stroke", path.boundingRect, paint, style.lineWidth)
            default: nil
            }
        }
    }

    // MARK: Shapes

    @Test("a Path is a shape drawn at its view's origin; stroke(style:) strokes it with the foreground style")
    func pathStrokeStyle() {
        let line = Path { p in
            p.move(to: CGPoint(x: 0, y: 10))
            p.addLine(to: CGPoint(x: 40, y: 0))
        }
        let view = line.stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .foregroundStyle(Color.red)
            .frame(width: 40, height: 10)
        let drawn = paints(layout(view, CGSize(width: 100, height: 50)))
        #expect(drawn.count == 1)
        #expect(drawn.first?.kind == "stroke")
        #expect(drawn.first?.width == 2)
        // Centred in the 100×50 canvas: the frame's origin is (30, 20).
        #expect(drawn.first?.bounds == CGRect(x: 30, y: 20, width: 40, height: 10))
        #expect(drawn.first?.paint == .color(Color.red.resolve(in: EnvironmentValues())))
    }

    @Test("strokeBorder(lineWidth:) insets the shape by half the line width, in the foreground style")
    func strokeBorderInset() {
        let drawn = paints(layout(Rectangle().strokeBorder(lineWidth: 4).frame(width: 40, height: 20), CGSize(width: 40, height: 20)))
        #expect(drawn.map(\.kind) == ["stroke"])
        #expect(drawn.first?.bounds == CGRect(x: 2, y: 2, width: 36, height: 16))
        #expect(drawn.first?.paint == .color(RGBA(hex: 0x000000)))
    }

    @Test("ShapeView chains draw each step over the one before, in one frame")
    func shapeViewChains() {
        let env = EnvironmentValues()
        let red = Paint.color(Color.red.resolve(in: env)), blue = Paint.color(Color.blue.resolve(in: env))
        let strokeThenFill = paints(layout(Circle().stroke(.red, lineWidth: 2).fill(.blue).frame(width: 20, height: 20),
                                           CGSize(width: 20, height: 20)))
        #expect(strokeThenFill.map(\.kind) == ["stroke", "fill"])
        #expect(strokeThenFill.map(\.paint) == [red, blue])
        let fillThenStroke = paints(layout(Circle().fill(.blue).stroke(.red, lineWidth: 2).frame(width: 20, height: 20),
                                           CGSize(width: 20, height: 20)))
        #expect(fillThenStroke.map(\.kind) == ["fill", "stroke"])
        #expect(fillThenStroke.allSatisfy { $0.bounds == CGRect(x: 0, y: 0, width: 20, height: 20) })
        let border = paints(layout(Capsule().fill(.blue).strokeBorder(.red, lineWidth: 2).frame(width: 30, height: 10),
                                   CGSize(width: 30, height: 10)))
        #expect(border.map(\.bounds) == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 1, y: 1, width: 28, height: 8)])
    }

    @Test("fill and strokeBorder without a style use the foreground style, alone or chained")
    func foregroundDefaults() {
        let env = EnvironmentValues()
        let green = Paint.color(Color.green.resolve(in: env)), red = Paint.color(Color.red.resolve(in: env))
        let chained = Circle().fill(.red).strokeBorder(lineWidth: 2).foregroundStyle(Color.green).frame(width: 20, height: 20)
        #expect(paints(layout(chained, CGSize(width: 20, height: 20))).map(\.paint) == [red, green])
        let plain = Capsule().fill().foregroundStyle(Color.green).frame(width: 20, height: 10)
        #expect(paints(layout(plain, CGSize(width: 20, height: 10))).map(\.paint) == [green])
        let border = Circle().strokeBorder(style: StrokeStyle(lineWidth: 4)).foregroundStyle(Color.green).frame(width: 20, height: 20)
        #expect(paints(layout(border, CGSize(width: 20, height: 20))).map(\.bounds) == [CGRect(x: 2, y: 2, width: 16, height: 16)])
    }

    @Test("a shape view chain keeps the shape's size: a circle is the largest square")
    func shapeViewSize() {
        let tree = layout(Circle().fill(.blue).stroke(.red, lineWidth: 2), CGSize(width: 60, height: 20)).tree
        #expect(tree.frames(named: "Circle").contains(CGRect(x: 20, y: 0, width: 20, height: 20)))
    }

    // MARK: Gauges

    @Test("Gauge maps its value into 0…1, clamped; an empty range is 0")
    func gaugeFraction() {
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: 25.0, in: 0...100) == 0.25)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: 150.0, in: 50...100) == 1)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: -1.0, in: 0...1) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: 3.0, in: 3...3) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: Double.nan, in: 0...1) == 0)
    }

    @Test("a gauge with an empty range or a value that is not a number is drawn at its minimum, with a warning")
    func gaugeWarnings() {
        let empty = layout(Gauge(value: 3.0, in: 3...3) { Text("A") }.frame(width: 100), CGSize(width: 100, height: 40))
        #expect(empty.warnings.map(\.cause) == ["gauge-value"])
        #expect(empty.warnings.first?.message.contains("empty") == true)
        let nan = layout(Gauge(value: Double.nan) { Text("A") }.frame(width: 100), CGSize(width: 100, height: 40))
        #expect(nan.warnings.map(\.cause) == ["gauge-value"])
        #expect(layout(Gauge(value: 2.0, in: 0...1) { Text("A") }, CGSize(width: 100, height: 40)).warnings.isEmpty)
    }

    @Test("clipShape with a Path clips in the view's own coordinates")
    func clipToPath() {
        let view = Color.red.frame(width: 20, height: 20).clipShape(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let clips = layout(view, CGSize(width: 40, height: 40)).displayList.items.compactMap {
            if case let .pushClip(path, _) = $0 { return path.boundingRect } else { return nil }
        }
        #expect(clips == [CGRect(x: 10, y: 10, width: 10, height: 10)])
    }

    @Test("a circular gauge is the largest square in its proposal, centred; its ring is inset by half the line")
    func circularGaugeSize() {
        let gauge = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity)
        let result = layout(gauge, CGSize(width: 100, height: 76))
        let strokes = paints(result).filter { $0.kind == "stroke" }
        // Track and value: 6 pt lines on a 76 pt ring, inset by 3 pt, centred horizontally.
        #expect(strokes.count == 2)
        #expect(strokes.allSatisfy { $0.width == 6 })
        let track = strokes[0].bounds
        #expect(abs(track.midX - 50) < 0.01 && abs(track.midY - 38) < 0.01)
        #expect(abs(track.width - 70) < 0.5)
        // Half the ring: from the top clockwise to the bottom, on the right.
        let value = strokes[1].bounds
        #expect(abs(value.minX - 50) < 0.5 && abs(value.height - 70) < 0.5)
    }

    @Test("an open circular gauge shows min and max labels in its opening, or else the label")
    func circularGaugeLabels() {
        let withBounds = Gauge(value: 0.3, in: 0...1) { Text("L") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            .gaugeStyle(.accessoryCircular)
        let texts = layout(withBounds, CGSize(width: 76, height: 76)).tree
        #expect(texts.frames(named: "Text(\"30\")").count == 1)
        #expect(texts.frames(named: "Text(\"L\")").isEmpty)
        let low = texts.frames(named: "Text(\"0\")").first, high = texts.frames(named: "Text(\"1\")").first
        #expect(low != nil && high != nil)
        if let low, let high {
            #expect(low.midX < 38 && high.midX > 38 && low.minY > 50 && abs(low.midY - high.midY) < 0.01)
        }
        let labelOnly = Gauge(value: 0.3) { Text("L") } currentValueLabel: { Text("30") }.gaugeStyle(.accessoryCircular)
        let label = layout(labelOnly, CGSize(width: 76, height: 76)).tree.frames(named: "Text(\"L\")").first
        #expect(label.map { abs($0.midX - 38) < 0.5 && $0.minY > 50 } == true)
    }

    @Test("the default gauge is a linear capacity bar: label above, 4 pt bar across the width, value below")
    func linearCapacityGauge() {
        let gauge = Gauge(value: 0.25) { Text("Battery") } currentValueLabel: { Text("25%") }
        let result = layout(gauge.frame(width: 200), CGSize(width: 200, height: 100))
        let bars = paints(result).filter { $0.kind == "fill" }
        #expect(bars.count == 2)
        #expect(bars.map(\.bounds.height) == [4, 4])
        #expect(bars[0].bounds.width == 200)
        #expect(bars[1].bounds.width == 50)
        let tree = result.tree
        let label = tree.frames(named: "Text(\"Battery\")")[0], value = tree.frames(named: "Text(\"25%\")")[0]
        #expect(label.maxY <= bars[0].bounds.minY && value.minY >= bars[0].bounds.maxY)
    }

    /// A style of the kind apps write: the value as a bar of fixed width.
    private nonisolated struct BarGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.label
                Rectangle().frame(width: 100 * configuration.value, height: 4)
            }
        }
    }

    @Test("a custom gauge style gets the gauge's value in 0…1 and its label")
    func customGaugeStyle() {
        let gauge = Gauge(value: 30, in: 0...120) { Text("A") }.gaugeStyle(BarGaugeStyle())
        let result = layout(gauge, CGSize(width: 200, height: 20))
        #expect(paints(result).map(\.bounds.width) == [25])
        #expect(result.tree.frames(named: "Text(\"A\")").count == 1)
    }

    @Test("a gauge's label keeps the font set inside it")
    func gaugeLabelFont() {
        let gauge = Gauge(value: 0.5) {
            HStack { Text("Phone") }.font(.caption)
        } currentValueLabel: {
            Text("50%")
        }
        let fonts = layout(gauge.frame(width: 200), CGSize(width: 200, height: 100)).displayList.items.compactMap {
            if case .text(let t) = $0 { return (t.text.string, t.text.primaryFont.size) } else { return nil }
        }
        #expect(fonts.first { $0.0 == "Phone" }?.1 == Font.caption.resolve(dynamicTypeSize: .large).size, "\(fonts)")
    }

    @Test("a tint of the accent colour is the accent around it, not a loop; a tint of red makes the accent red")
    func tintOfAccentColor() {
        var env = EnvironmentValues()
        env.accentTint = .accentColor
        #expect(Color.accentColor.resolve(in: env) == Color.blue.resolve(in: env))
        env.accentTint = Color.red.opacity(0.5)
        #expect(Color.accentColor.resolve(in: env) == Color.red.opacity(0.5).resolve(in: env))
    }

    @Test("a scale that is not a number leaves its view undrawn, as a scale of zero does (cairo refused the whole image)")
    func nonFiniteTransforms() {
        for view in [AnyView(Color.red.scaleEffect(.nan)), AnyView(Color.red.scaleEffect(x: .infinity)), AnyView(Color.red.scaleEffect(0))] {
            #expect(paints(layout(view.frame(width: 50, height: 50), CGSize(width: 50, height: 50))).isEmpty)
        }
        #expect(paints(layout(Color.red.scaleEffect(2).frame(width: 50, height: 50), CGSize(width: 50, height: 50))).count == 1)
    }

    @Test("a gradient tint runs along a gauge's track")
    func gradientTint() {
        let gauge = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryLinearCapacity).tint(Gradient(colors: [.green, .red]))
        let fills = paints(layout(gauge.frame(width: 100), CGSize(width: 100, height: 60))).filter { $0.kind == "fill" }
        guard case let .linearGradient(stops, start, end)? = fills.last?.paint else {
            Issue.record("expected a linear gradient, got \(String(describing: fills.last?.paint))")
            return
        }
        #expect(stops.count == 2)
        #expect(start.y == end.y && end.x - start.x == 100)
    }

    // MARK: Widget

    @Test("AccessoryWidgetBackground fills the circular and rectangular families, and nothing elsewhere")
    func accessoryBackground() {
        let size = CGSize(width: 76, height: 76)
        #expect(paints(layout(AccessoryWidgetBackground(), size, family: .accessoryCircular)).count == 1)
        #expect(paints(layout(AccessoryWidgetBackground(), size, family: .accessoryRectangular)).count == 1)
        #expect(paints(layout(AccessoryWidgetBackground(), size, family: .systemSmall)).isEmpty)
        #expect(paints(layout(AccessoryWidgetBackground(), size, family: .accessoryInline)).isEmpty)
    }

    @Test("widget labels are not drawn; showsWidgetLabel is false by default")
    func widgetLabels() {
        #expect(EnvironmentValues().showsWidgetLabel == false)
        let result = layout(Circle().widgetLabel("Steps").frame(width: 10, height: 10), CGSize(width: 10, height: 10))
        #expect(paints(result).count == 1)
        #expect(result.displayList.items.allSatisfy { if case .text = $0 { false } else { true } })
        let labelled = layout(Color.red.widgetLabel { Text("Label") }, CGSize(width: 10, height: 10))
        #expect(labelled.displayList.items.allSatisfy { if case .text = $0 { false } else { true } })
    }

    // MARK: Angle, text, gradients

    @Test("Angle arithmetic")
    func angleArithmetic() {
        var a = Angle.degrees(90) + .degrees(45)
        #expect(abs(a.degrees - 135) < 1e-9)
        #expect(abs((a - .degrees(35)).degrees - 100) < 1e-9)
        #expect(abs((a * 2).degrees - 270) < 1e-9 && abs((2 * a).degrees - 270) < 1e-9)
        #expect(abs((a / 3).degrees - 45) < 1e-9)
        #expect((-a).degrees == -a.degrees)
        a += .degrees(45)
        a -= .radians(.pi / 2)
        #expect(abs(a.degrees - 90) < 1e-9)
        #expect(Angle.zero + .degrees(10) > .zero)
    }

    @Test("Text(AttributedString) keeps its characters and its runs' SwiftUI attributes")
    func attributedText() {
        var bold = AttributedString("Breaking: ")
        bold.font = .headline
        bold.foregroundColor = .red
        let text = Text(bold + AttributedString("news"))
        let resolved = text.font(.caption).resolve(in: EnvironmentValues())
        #expect(resolved.string == "Breaking: news")
        #expect(resolved.runs.count == 2)
        #expect(resolved.runs[0].font.weight == 600)
        #expect(resolved.runs[0].color == Color.red.resolve(in: EnvironmentValues()))
        // The second run sets nothing: the Text's modifier applies.
        #expect(resolved.runs[1].font.size == Font.caption.resolve(dynamicTypeSize: .large).size)
        #expect(Text(AttributedString()).plainString == "")
    }

    @Test("small caps combine and reach the resolved font")
    func smallCaps() {
        #expect(Font.body.smallCaps().resolve(dynamicTypeSize: .large).smallCaps == .all)
        #expect(Font.body.lowercaseSmallCaps().resolve(dynamicTypeSize: .large).smallCaps == .lowercase)
        #expect(Font.body.uppercaseSmallCaps().resolve(dynamicTypeSize: .large).smallCaps == .uppercase)
        #expect(Font.body.lowercaseSmallCaps().uppercaseSmallCaps().resolve(dynamicTypeSize: .large).smallCaps == .all)
        #expect(Font.body.resolve(dynamicTypeSize: .large).smallCaps == nil)
    }

    @Test("allowsTightening reaches the resolved text; tightening lowers every run's tracking")
    func allowsTightening() {
        var env = EnvironmentValues()
        #expect(Text("a").resolve(in: env).allowsTightening == false)
        env.allowsTightening = true
        let text = Text("a").font(.system(size: 20)).resolve(in: env)
        #expect(text.allowsTightening)
        #expect(abs(text.tightened(by: 0.03).runs[0].font.tracking - (text.runs[0].font.tracking - 0.6)) < 1e-9)
    }

    @Test("Color.gradient runs top to bottom, from a lighter tint to the colour")
    func colorGradient() {
        let env = EnvironmentValues()
        guard case let .linearGradient(stops, start, end) = Color.blue.gradient._resolveStyle(in: env) else {
            Issue.record("not a linear gradient")
            return
        }
        let blue = Color.blue.resolve(in: env)
        #expect(start == .top && end == .bottom)
        #expect(stops.last?.color == blue)
        #expect(stops.first.map { $0.color.red > blue.red && $0.color.blue >= blue.blue } == true)
    }
}
