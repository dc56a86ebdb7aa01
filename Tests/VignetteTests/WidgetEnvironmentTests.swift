import Foundation
import Testing
@testable import VignetteCore
import Vignette

/// Reads the widget environment into its layout so tests can see what the view saw.
private nonisolated struct EnvironmentProbe: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.redactionReasons) private var reasons
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Color.red
            .frame(width: family == .systemSmall ? 1 : 2, height: margins.top)
            .frame(width: reasons.contains(.placeholder) ? 3 : 4)
            .frame(height: scheme == .dark ? 5 : 6)
    }
}

private nonisolated struct CardWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Headline").font(.headline)
            Text("Secondary line of text").foregroundStyle(.secondary)
            Spacer(minLength: 0)
            Capsule().frame(height: 6)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@Suite("Widget environment")
struct WidgetEnvironmentTests {
    let measurer = FixedAdvanceTextMeasurer()

    @Test("every family on every device has the HIG size; iPads scale their canvas down",
          arguments: [
            ("iphone-393x852", WidgetFamily.systemSmall, CGSize(width: 158, height: 158), 3.0),
            ("iphone-393x852", .systemLarge, CGSize(width: 338, height: 354), 3.0),
            ("iphone-430x932", .systemMedium, CGSize(width: 364, height: 170), 3.0),
            ("iphone-414x736", .systemMedium, CGSize(width: 348, height: 157), 3.0),
            ("iphone-375x667", .systemSmall, CGSize(width: 148, height: 148), 2.0),
            ("iphone-393x852", .accessoryRectangular, CGSize(width: 160, height: 72), 3.0),
            ("iphone-393x852", .accessoryInline, CGSize(width: 234, height: 26), 3.0),
            ("ipad-1024x1366", .systemExtraLarge, CGSize(width: 748, height: 356), 2.0),
            ("ipad-768x1024", .systemMedium, CGSize(width: 260, height: 120), 2.0),
            ("ipad-1192x1590", .systemLarge, CGSize(width: 412, height: 412), 2.0),
          ])
    func sizes(device id: String, family: WidgetFamily, shown: CGSize, scale: Double) throws {
        let device = try #require(WidgetDevice.named(id))
        let result = WidgetHost.layout(Color.red, family: family, device: device, appearance: .light, measurer: measurer)
        #expect(result.displayList.pixelWidth == Int(shown.width * scale))
        #expect(result.displayList.pixelHeight == Int(shown.height * scale))
        #expect(result.size == device.size(for: family), "laid out on the canvas")
    }

    @Test("an iPad widget is snapped to the device's pixel grid on its canvas, then rasterized at the smaller shown size")
    func iPadSnapsOnCanvasAndRasterizesShown() throws {
        let device = try #require(WidgetDevice.named("ipad-768x1024"))  // small: 141 pt canvas shown at 120 pt, @2x
        let view = Color.red.frame(width: 50.3, height: 50.3)
        let result = WidgetHost.layout(view, family: .systemSmall, device: device, appearance: .light, measurer: measurer)
        // Centred in the 109 pt content area: 45.35…95.65 pt, snapped to half points (the @2x grid).
        let red = result.displayList.items.compactMap { item -> CGRect? in
            if case .fill(let path, .color(let c), _) = item, c == SystemColor.systemRed.resolve(.light) { return path.boundingRect }
            return nil
        }
        #expect(red == [CGRect(x: 45.5, y: 45.5, width: 50, height: 50)])
        #expect(result.tree.allNodes.contains { $0.pixelFrame == CGRect(x: 45.5, y: 45.5, width: 50, height: 50) })
        // The canvas is then drawn at 240 px, as iOS scales the rendered widget down.
        #expect(result.displayList.scale == 2.0 * 120 / 141)
        #expect(result.displayList.pixelWidth == 240 && result.displayList.pixelHeight == 240)
    }

    @Test("relative dates and timers are shown against the render request's now, not the clock")
    func datesUseTheRequestsNow() {
        let event = RenderRequest.defaultNow.addingTimeInterval(3 * 86_400)
        func shown(_ text: Text, now: Date = RenderRequest.defaultNow) -> String {
            text._resolvedForTesting(in: RenderRequest(.view(.unspecified), now: now).environment(EnvironmentValues())).string
        }
        #expect(shown(Text(event, style: .relative)) == "3 days")
        #expect(shown(Text(event, style: .relative), now: event.addingTimeInterval(-86_400)) == "1 day")
        #expect(shown(Text(event, style: .timer), now: event.addingTimeInterval(-125)) == "2:05")
        #expect(shown(Text("in ") + Text(event, style: .offset).bold()) == "in +3 days")
    }

    @Test("a translucent container background (.fill.tertiary) is drawn over the system background; an opaque one alone")
    func translucentContainerBackground() throws {
        func fills(_ view: some View, _ appearance: WidgetAppearance) -> [RGBA] {
            WidgetHost.layout(view, family: .systemSmall, appearance: appearance, measurer: measurer).displayList.items.compactMap {
                if case .fill(_, .color(let c), _) = $0, c.alpha > 0 { c } else { nil }
            }
        }
        let translucent = Color.clear.containerBackground(.fill.tertiary, for: .widget)
        #expect(fills(translucent, .light) == [RGBA(hex: 0xFFFFFF), RGBA(hex: 0x767680, alpha: 0.12)])
        #expect(fills(translucent, .dark) == [RGBA(hex: 0x000000), RGBA(hex: 0x767680, alpha: 0.24)])
        #expect(fills(Color.clear.containerBackground(.background.secondary, for: .widget), .light) == [RGBA(hex: 0xF2F2F7)])
        #expect(fills(Color.clear.containerBackground(Color.blue.opacity(0.5), for: .widget), .light).count == 2)
        #expect(fills(Color.clear.containerBackground(for: .widget) { Color.blue.opacity(0.5) }, .light).count == 1,
                "a view background is taken as opaque (it is usually a photo)")
    }

    @Test("iPad widgets are laid out on the larger canvas")
    func iPadCanvas() throws {
        let device = try #require(WidgetDevice.named("ipad-768x1024"))
        #expect(device.size(for: .systemSmall) == CGSize(width: 141, height: 141))
        #expect(device.displaySize(for: .systemSmall) == CGSize(width: 120, height: 120))
        #expect(device.size(for: .systemSmall.self) != nil && device.size(for: .accessoryCircular) == nil)
        let phone = WidgetDevice.defaultDevice
        #expect(phone.id == "iphone-393x852" && phone.size(for: .systemExtraLarge) == nil)
    }

    @Test("the view sees its family, margins, redaction and colour scheme")
    func environmentReachesTheView() {
        let small = WidgetHost.layout(EnvironmentProbe(), family: .systemSmall, appearance: .dark, measurer: measurer).tree
        // children[0] is the container background; children[1] the widget's content.
        let color = small.children[1].allNodes.first { $0.name == "Color" }!
        #expect(color.frame.size == CGSize(width: 1, height: 16))
        let frames = small.frames(named: "frame")
        #expect(frames[0].height == 5 && frames[1].width == 4)
        let accessory = WidgetHost.layout(EnvironmentProbe().redacted(reason: .placeholder), family: .accessoryCircular,
                                          appearance: .light, measurer: measurer).tree
        #expect(accessory.children[1].allNodes.first { $0.name == "Color" }!.frame.size == CGSize(width: 2, height: 0))
        #expect(accessory.frames(named: "frame")[1].width == 3)
    }

    @Test("content sits inside 16 pt margins; contentMarginsDisabled lays it out edge to edge")
    func contentMargins() {
        let inset = WidgetHost.layout(CardWidget(), family: .systemMedium, appearance: .light, measurer: measurer).tree
        let card = inset.frames(named: "frame").first!
        #expect(card.isClose(to: CGRect(x: 16, y: 16, width: 338 - 32, height: 158 - 32)), "\(card)")
        let edge = WidgetHost.layout(CardWidget(), family: .systemMedium, appearance: .light, contentMarginsDisabled: true,
                                     measurer: measurer).tree
        #expect(edge.frames(named: "frame").first!.isClose(to: CGRect(x: 0, y: 0, width: 338, height: 158)))
        // The container background always fills the whole widget.
        #expect(inset.children[0].frame == CGRect(x: 0, y: 0, width: 338, height: 158))
    }

    @Test("placeholders keep every frame and draw no text")
    func placeholderKeepsLayout() {
        let plain = WidgetHost.layout(CardWidget(), family: .systemSmall, appearance: .light, measurer: measurer)
        // The placeholder appearance alone redacts the view (the render request does it).
        let redacted = WidgetHost.layout(CardWidget(), family: .systemSmall, appearance: .placeholder, measurer: measurer)
        #expect(plain.tree.allNodes.map(\.frame) == redacted.tree.allNodes.map(\.frame))
        let texts = redacted.displayList.items.filter { if case .text = $0 { true } else { false } }
        #expect(texts.isEmpty)
        #expect(plain.displayList.items.count { if case .text = $0 { true } else { false } } == 2)
        // One bar per laid-out line: the headline's one and the secondary text's two (it wraps).
        func fills(_ r: LayoutResult) -> Int { r.displayList.items.count { if case .fill = $0 { true } else { false } } }
        #expect(fills(redacted) - fills(plain) == 3)
    }

    @Test("unredacted() exempts a subtree; privacySensitive redacts only under .privacy")
    func redactionScopes() {
        let view = VStack { Text("public").unredacted(); Text("secret").privacySensitive(); Text("plain") }
        func textCount(_ reason: RedactionReasons) -> Int {
            WidgetHost.layout(view.redacted(reason: reason), family: .systemSmall, appearance: .light, measurer: measurer)
                .displayList.items.count { if case .text = $0 { true } else { false } }
        }
        #expect(textCount([]) == 3)
        #expect(textCount(.placeholder) == 1, "only the unredacted text is drawn")
        #expect(textCount(.privacy) == 2, "only the privacy-sensitive text is hidden")
    }

    @Test("iOS 10 Today widgets: compact is 110 pt of content, expanded asks for its content's height")
    func todayWidget() throws {
        nonisolated struct Rows: View {
            @Environment(\.widgetDisplayMode) var mode
            var body: some View {
                VStack(spacing: 0) { ForEach(0..<(mode == .compact ? 2 : 6)) { _ in Color.red.frame(height: 44) } }
            }
        }
        let compact = TodayWidgetHost.layout(Rows(), appName: "Stocks", mode: .compact, appearance: .light, measurer: measurer)
        #expect(compact.size == CGSize(width: 393 - 16, height: 36 + 110))
        let expanded = TodayWidgetHost.layout(Rows(), appName: "Stocks", mode: .expanded, appearance: .light, measurer: measurer)
        #expect(expanded.size == CGSize(width: 393 - 16, height: 36 + 6 * 44 + 16))
        // Expanded, a widget is at most 70 % of the request's device's screen high (iPhone SE: 568 pt).
        let se = try #require(WidgetDevice.named("iphone-320x568"))
        let tall = TodayWidgetHost.layout(Color.red.frame(height: 1000), appName: "Stocks", mode: .expanded, device: se,
                                          appearance: .light, measurer: measurer)
        #expect(tall.size == CGSize(width: 320 - 16, height: 36 + 568 * 0.7))
        // Rows line up with the app name, after the 20 pt icon.
        #expect(expanded.tree.frames(named: "frame").contains { $0.minX == 38 && $0.height == 44 })
        #expect(expanded.tree.allNodes.contains { $0.name == "Text(\"Show Less\")" })
    }

    @Test("semantic colours resolve per colour scheme", arguments: [
        (Color(.label), "#000000", "#FFFFFF"),
        (Color(.secondaryLabel), "#3C3C43@0.60", "#EBEBF5@0.60"),
        (Color(.systemBackground), "#FFFFFF", "#000000"),
        (Color(.secondarySystemBackground), "#F2F2F7", "#1C1C1E"),
        (Color(uiColor: .separator), "#3C3C43@0.29", "#545458@0.60"),
        (Color.red, "#FF3B30", "#FF453A"),
        (Color.green, "#34C759", "#30D158"),
        (Color.blue, "#007AFF", "#0A84FF"),
        (Color(.systemGray6), "#F2F2F7", "#1C1C1E"),
        (Color.primary, "#000000", "#FFFFFF"),
        (Color.white.opacity(0.12), "#FFFFFF@0.12", "#FFFFFF@0.12"),
    ])
    func semanticColours(color: Color, light: String, dark: String) {
        var env = EnvironmentValues()
        env.colorScheme = .light
        #expect(color.resolve(in: env).description == light)
        env.colorScheme = .dark
        #expect(color.resolve(in: env).description == dark)
    }
}

extension CGRect {
    /// Equal within floating-point noise (sums of layout arithmetic).
    func isClose(to other: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
            && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
    }
}

@Suite("Sample data errors")
struct SampleDataErrorTests {
    struct Entry: Decodable {
        struct Item: Decodable { let title: String; let count: Int }
        let items: [Item]
    }

    @Test("decoding errors name the key path and the expected type", arguments: [
        (#"{"items": [{"title": "a", "count": 1}, {"title": "b", "count": "two"}]}"#, "key 'items[1].count': expected Int"),
        (#"{"items": [{"title": "a"}]}"#, "key 'items[0].count': missing"),
        (#"{"items": [{"title": null, "count": 1}]}"#, "key 'items[0].title': expected String, found null"),
        (#"{"items": [ "#, "the top level:"),
    ])
    func messages(json: String, expected: String) {
        do {
            _ = try JSONDecoder().decode(Entry.self, from: Data(json.utf8))
            Issue.record("decoding should fail")
        } catch {
            let message = DecodingErrorDescription.describe(error)
            #expect(message.hasPrefix(expected), "\(message)")
        }
    }
}
