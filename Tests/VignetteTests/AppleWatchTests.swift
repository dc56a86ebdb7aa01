import Foundation
import Testing
@testable import VignetteCore

/// Apple Watch: its devices and sizes (Surfaces/AppleWatch.md has each source), the appearances
/// it has, the corner complication and the labels watch faces curve, as data.
@Suite("Apple Watch")
struct AppleWatchTests {
    private let watch45 = WidgetDevice.named("watch-45mm")!
    private let watch46 = WidgetDevice.named("watch-46mm")!

    private func layout<V: View>(_ view: V, _ surface: Surface, on device: WidgetDevice,
                                 appearance: WidgetAppearance = .watchFullColor) -> LayoutResult {
        RenderRequest(surface, device: device, appearance: appearance)
            .layout(surface.host(AnyView(view), for: nil), measurer: FixedAdvanceTextMeasurer())
    }

    private func distance(_ rect: CGRect, from p: CGPoint) -> CGFloat { hypot(rect.midX - p.x, rect.midY - p.y) }

    @Test("each case's complication and Smart Stack sizes: the HIG's where Apple publishes them, measured for the 42, 46 and 49 mm Ultra 3")
    func sizes() throws {
        let expected: [(String, CGFloat, CGSize, CGFloat, CGSize)] = [
            ("watch-40mm", 42, CGSize(width: 162, height: 69), 32, CGSize(width: 152, height: 69.5)),
            ("watch-41mm", 44.5, CGSize(width: 171.5, height: 73), 34, CGSize(width: 165, height: 72.5)),
            ("watch-42mm", 47, CGSize(width: 176, height: 72.5), 36, CGSize(width: 176, height: 72.5)),
            ("watch-44mm", 47, CGSize(width: 184, height: 78), 36, CGSize(width: 173, height: 76.5)),
            ("watch-45mm", 50, CGSize(width: 193, height: 82), 38, CGSize(width: 184, height: 80.5)),
            ("watch-46mm", 51, CGSize(width: 196, height: 80.5), 38, CGSize(width: 194, height: 80.5)),
            ("watch-49mm", 51, CGSize(width: 199, height: 84.5), 38, CGSize(width: 197, height: 84)),
            ("watch-49mm-ultra2", 50, CGSize(width: 193, height: 82), 38, CGSize(width: 191, height: 81.5)),
        ]
        #expect(WidgetDevice.watches.map(\.id) == expected.map(\.0))
        for (id, circular, rectangular, corner, smartStack) in expected {
            let device = try #require(WidgetDevice.named(id))
            #expect(device.isWatch && device.scale == 2 && device.watch?.smartStack == smartStack, "\(id)")
            #expect(device.size(for: .accessoryCircular) == CGSize(width: circular, height: circular), "\(id)")
            #expect(device.size(for: .accessoryRectangular) == rectangular, "\(id)")
            #expect(device.size(for: .accessoryCorner) == CGSize(width: corner, height: corner), "\(id)")
            #expect(device.size(for: .systemSmall) == nil, "\(id)")
        }
        // No iPhone or iPad has a corner complication.
        #expect(!WidgetDevice.all.contains { !$0.isWatch && $0.size(for: .accessoryCorner) != nil })
    }

    @Test("a watch shows its accessory families in full colour and accented, never vibrant; an iPhone never in the watch's")
    func appearances() {
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner] {
            #expect(Surface.widget(family).appearances(WidgetAppearance.allCases, on: watch45) == [.watchFullColor, .watchAccented])
        }
        #expect(Surface.widget(.accessoryCircular).appearances(WidgetAppearance.allCases, on: .defaultDevice)
                == [.light, .dark, .placeholder, .vibrant])
        #expect(!Surface.widget(.systemSmall).isOffered(on: watch45) && !Surface.today(.compact).isOffered(on: watch45))
        #expect(!Surface.widget(.accessoryCorner).isOffered(on: .defaultDevice))
        #expect(WidgetAppearance.watchAccented.renderingMode == .accented && WidgetAppearance.watchFullColor.colorScheme == .dark)
    }

    @Test("accented on a tinted face: the accent group in the face's colour, the rest white, on black")
    func accented() {
        let view = VStack {
            Rectangle().fill(Color.red).widgetAccentable()
            Rectangle().fill(Color.blue)
        }
        let fills = layout(view, .widget(.accessoryRectangular), on: watch45, appearance: .watchAccented).displayList.items.compactMap {
            if case .fill(_, .color(let color), _) = $0 { color } else { nil }
        }
        #expect(fills == [ModeValues.watchFace, ModeValues.watchTint, ModeValues.watchDefault], "\(fills)")
        let full = layout(view, .widget(.accessoryRectangular), on: watch45).displayList.items.compactMap {
            if case .fill(_, .color(let color), _) = $0 { color } else { nil }
        }
        #expect(full.first == ModeValues.watchFace && !full.contains(ModeValues.watchTint))
    }

    @Test("a corner label curves inside the corner, each letter on one circle about the screen's centre; the circle shrinks to make room")
    func cornerLabel() throws {
        let plain = layout(Circle(), .widget(.accessoryCorner), on: watch45)
        #expect(plain.tree.frame.size == CGSize(width: 99, height: 121))
        #expect(try #require(plain.tree.frames(named: "Circle").first).size == CGSize(width: 38, height: 38))

        let labelled = layout(Circle().widgetLabel("ABCD"), .widget(.accessoryCorner), on: watch45)
        let circle = try #require(labelled.tree.frames(named: "Circle").first)
        #expect(circle.size == CGSize(width: 24, height: 24))
        let letters = labelled.tree.frames(named: "Text(")
        #expect(letters.count == 4)
        let center = CGPoint(x: 99, y: 121)
        let radii = letters.map { distance($0, from: center) }
        // On one circle (pixel snapping moves a centre by at most half a pixel), inside the circle.
        #expect(radii.allSatisfy { abs($0 - radii[0]) < 0.5 }, "\(radii)")
        #expect(radii[0] < distance(circle, from: center) - 12, "\(radii) \(circle)")
        // In reading order, clockwise: from the leading edge towards the top.
        #expect(zip(letters, letters.dropFirst()).allSatisfy { $0.midX < $1.midX && $0.midY > $1.midY }, "\(letters)")
        // Each letter is rotated to the tangent (a rotation pushed around it).
        #expect(labelled.displayList.items.filter { if case .pushTransform = $0 { true } else { false } }.count == 4)
    }

    @Test("widgetCurvesContent: a text content follows the corner outside its label")
    func curvedContent() throws {
        let result = layout(Text("72").widgetCurvesContent().widgetLabel("Hi"), .widget(.accessoryCorner), on: watch45)
        let center = CGPoint(x: 99, y: 121)
        let texts = result.tree.allNodes.filter { $0.name.hasPrefix("Text(") }
        let content = texts.filter { $0.name.contains("7") || $0.name.contains("2") }.map { distance($0.frame, from: center) }
        let label = texts.filter { $0.name.contains("H") || $0.name.contains("i") }.map { distance($0.frame, from: center) }
        #expect(content.count == 2 && label.count == 2)
        #expect(content.min()! > label.max()! + 5, "\(content) \(label)")
    }

    @Test("showsWidgetLabel: true in the corner and on the Infograph bezel, false in a plain circular complication")
    func showsWidgetLabel() {
        #expect(!layout(Probe(), .widget(.accessoryCorner), on: watch45).tree.frames(named: "Circle").isEmpty)
        let bezel = Surface(WatchBezelSurface())
        #expect(!layout(Probe(), bezel, on: watch45).tree.frames(named: "Circle").isEmpty)
        #expect(layout(Probe(), .widget(.accessoryCircular), on: watch45).tree.frames(named: "Circle").isEmpty)
    }

    @Test("the bezel label is centred at 12 o'clock above the circular complication")
    func bezelLabel() throws {
        let result = layout(Circle().widgetLabel("ABCDE"), Surface(WatchBezelSurface()), on: watch46)
        let letters = result.tree.frames(named: "Text(")
        let circle = try #require(result.tree.frames(named: "Circle").first)
        #expect(letters.count == 5 && circle.size == CGSize(width: 51, height: 51))
        #expect(abs(letters[2].midX - 104) < 0.5 && letters.allSatisfy { $0.maxY < circle.minY + 8 }, "\(letters) \(circle)")
        #expect(abs((letters[0].midX + letters[4].midX) / 2 - 104) < 0.5)
    }

    @Test("a label too long for its arc ends in an ellipsis")
    func longLabel() {
        let result = layout(Circle().widgetLabel(String(repeating: "W", count: 80)), .widget(.accessoryCorner), on: watch45)
        let letters = result.tree.allNodes.filter { $0.name.hasPrefix("Text(") }
        #expect(letters.count < 40 && letters.last?.name == "Text(\"…\")", "\(letters.map(\.name))")
    }

    @Test("labels are not drawn on the iPhone Lock Screen")
    func iPhoneIgnoresLabels() {
        let result = layout(Circle().widgetLabel("ABCD"), .widget(.accessoryCircular), on: .defaultDevice, appearance: .vibrant)
        #expect(result.tree.frames(named: "Text(").isEmpty)
    }
}

/// A circle where a label shows, else a rectangle.
private nonisolated struct Probe: View {
    @Environment(\.showsWidgetLabel) var shows
    var body: some View { if shows { Circle() } else { Rectangle() } }
}
