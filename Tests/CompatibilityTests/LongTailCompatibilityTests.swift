import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// The long tail of SwiftUI, WidgetKit and App Intents API that published extensions call
/// (issue 43, issue 44 item 6): the world clock widget, which uses it, renders as referenced;
/// each drawn modifier draws; the compile-only ones compile and do their documented nothing.
@Suite("Compatibility: the long tail")
struct LongTailCompatibilityTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    static let matrix: [(WidgetFamily, WidgetAppearance)] = WidgetFamily.homeScreen.flatMap { family in
        [WidgetAppearance.light, .dark].map { (family, $0) }
    }

    @Test(arguments: matrix)
    func worldClockRendersAsReferenced(family: WidgetFamily, appearance: WidgetAppearance) throws {
        let name = "WorldClockWidgetView"
        let (png, warnings) = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetReportingWarnings(onRenderThread { WorldClockWidgetView(entry: .sample) }, family: family, appearance: appearance, name: name)
        }
        #expect(warnings.isEmpty, "\(warnings)")
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/\(name)").appendingPathComponent("\(family)-\(appearance).png"),
                        name: "Compatibility/\(name)/\(family)-\(appearance)")
    }

    // MARK: Drawn

    private func layout<V: View>(_ view: V, size: CGSize = CGSize(width: 60, height: 60)) -> LayoutResult {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        return ViewLayout.layout(view, in: size, environment: env, measurer: renderer.textEngine)
    }

    private func pixels<V: View>(_ view: V, size: CGSize = CGSize(width: 60, height: 60)) throws -> RGBAImage {
        try renderer.pixels(layout(view, size: size).displayList)
    }

    private func textFrames<V: View>(_ view: V) -> [CGRect] {
        layout(view, size: CGSize(width: 300, height: 300)).displayList.items.compactMap { if case .text(let t) = $0 { t.frame } else { nil } }
    }

    private func textFonts<V: View>(_ view: V) -> [ResolvedFont] {
        layout(view, size: CGSize(width: 300, height: 300)).displayList.items.compactMap { if case .text(let t) = $0 { t.text.runs.first?.font } else { nil } }
    }

    @Test("border(_:width:) strokes inside the view's frame and takes no space")
    func border() throws {
        let red = Color(.sRGB, red: 1, green: 0, blue: 0)
        let image = try pixels(Color.white.frame(width: 40, height: 40).border(red, width: 4))
        // The 40 pt square is centred in 60 pt: x 10…50.
        #expect(image[11, 30] == (255, 0, 0, 255), "the border covers the view's edge")
        #expect(image[13, 30] == (255, 0, 0, 255), "4 pt wide, inside the frame")
        #expect(image[15, 30] == (255, 255, 255, 255), "the view inside the border")
        #expect(image[9, 30].a == 0, "nothing outside the frame")
        let frames = layout(Color.white.frame(width: 40, height: 40).border(red, width: 4)).displayList.items
            .compactMap { if case .stroke(let path, _, let style) = $0 { (path.boundingRect, style.lineWidth) } else { nil } }
        #expect(frames.count == 1 && frames[0].0 == CGRect(x: 12, y: 12, width: 36, height: 36) && frames[0].1 == 4)
    }

    @Test("colorScheme(_:) resolves the colours inside in that scheme")
    func colorScheme() throws {
        let light = try pixels(Color(.systemBackground))
        let dark = try pixels(Color(.systemBackground).colorScheme(.dark))
        #expect(light[30, 30] == (255, 255, 255, 255))
        #expect(dark[30, 30] == (0, 0, 0, 255))
        let label = try pixels(Rectangle().fill(.primary).colorScheme(.dark))
        #expect(label[30, 30] == (255, 255, 255, 255), "the primary style is white in the dark scheme")
    }

    @Test("clipShape(.circle) and background(_:in: .rect(cornerRadius:)) draw their shapes")
    func shapeStaticMembers() throws {
        let red = Color(.sRGB, red: 1, green: 0, blue: 0)
        let circle = try pixels(red.frame(width: 40, height: 40).clipShape(.circle))
        #expect(circle[30, 30] == (255, 0, 0, 255))
        #expect(circle[12, 12].a == 0, "the corner is clipped away")
        #expect(circle[30, 11] == (255, 0, 0, 255), "the circle reaches the frame's edge")

        let rounded = try pixels(Color.clear.frame(width: 40, height: 40).background(.blue, in: .rect(cornerRadius: 12)))
        #expect(rounded[30, 30].b == 255 && rounded[30, 30].a == 255)
        #expect(rounded[10, 10].a == 0, "the rounded corner is empty")
        #expect(rounded[10, 30].a == 255, "the straight edge is filled")

        let uneven = try pixels(Color.green.frame(width: 40, height: 40).clipShape(.rect(topLeadingRadius: 16, bottomTrailingRadius: 16)))
        #expect(uneven[10, 10].a == 0 && uneven[49, 49].a == 0, "rounded leading top and trailing bottom corners")
        #expect(uneven[49, 10].a == 255 && uneven[10, 49].a == 255, "square other corners")

        let capsule = try pixels(Color.red.frame(width: 40, height: 20).clipShape(.capsule))
        #expect(capsule[10, 20].a == 0 && capsule[30, 30].a == 255)
    }

    @Test("AnyShape draws, sizes and clips as the shape it wraps")
    func anyShape() throws {
        let erased = try pixels(AnyShape(Circle()).fill(.red).frame(width: 40, height: 40))
        let plain = try pixels(Circle().fill(.red).frame(width: 40, height: 40))
        #expect(erased == plain)
        let clipped = try pixels(Color.red.frame(width: 40, height: 40).clipShape(AnyShape(.ellipse)))
        #expect(clipped == plain)
        // A circle is as wide as it is tall, erased or not.
        let frames = layout(AnyShape(Circle()).fill(.red).frame(height: 30)).displayList.items
            .compactMap { if case .fill(let path, _, _) = $0 { path.boundingRect } else { nil } }
        #expect(frames == [CGRect(x: 15, y: 15, width: 30, height: 30)])
    }

    @Test("the tint shape style is the tint, else the accent colour")
    func tintShapeStyle() throws {
        let tinted = try pixels(Rectangle().fill(.tint).tint(.green))
        let green = try pixels(Rectangle().fill(Color.green))
        #expect(tinted[30, 30] == green[30, 30])
        let accent = try pixels(Rectangle().fill(.tint))
        let blue = try pixels(Rectangle().fill(Color.accentColor))
        #expect(accent[30, 30] == blue[30, 30])
    }

    @Test("monospacedDigit() on a container gives the text inside tabular digits, its own font too")
    func monospacedDigit() {
        func widths(_ digits: [String], monospaced: Bool) -> [CGFloat] {
            // Inter, below 20 pt (Inter Display, above, kerns its tabular ones).
            let stack = VStack { ForEach(digits, id: \.self) { Text($0).font(.system(size: 17)) } }
            return monospaced ? textFrames(stack.monospacedDigit()).map(\.width) : textFrames(stack).map(\.width)
        }
        let proportional = widths(["1111", "8888"], monospaced: false)
        let tabular = widths(["1111", "8888"], monospaced: true)
        #expect(proportional[0] < proportional[1], "Inter's proportional 1 is narrower than its 8")
        #expect(tabular[0] == tabular[1], "tabular figures are all one width: \(tabular)")
        #expect(textFonts(VStack { Text("1").font(.title) }.monospacedDigit()).map(\.monospacedDigit) == [true])
    }

    @Test("fontDesign(_:) and monospaced() on a container reach the text inside, whatever its font")
    func fontDesign() {
        let mono = textFonts(VStack { Text("12:30").font(.title); Text("plain") }.monospaced())
        #expect(mono.map(\.family) == [SystemTypeface.family(design: .monospaced, size: 28), SystemTypeface.family(design: .monospaced, size: 17)])
        let serif = textFonts(VStack { Text("Aa").font(.headline) }.fontDesign(.serif))
        #expect(serif.map(\.family) == [SystemTypeface.family(design: .serif, size: 17)])
        // The text's own design wins over its container's.
        let own = textFonts(VStack { Text("Aa").fontDesign(.rounded) }.fontDesign(.serif))
        #expect(own.map(\.family) == [SystemTypeface.family(design: .rounded, size: 17)])
        #expect(textFonts(Text("x").monospaced()).map(\.family) == [SystemTypeface.family(design: .monospaced, size: 17)])
    }

    @Test("buttonBorderShape(_:) shapes a bordered button's platter")
    func buttonBorderShape() {
        func platter(_ shape: ButtonBorderShape) -> Path? {
            let button = Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(shape)
            return layout(button, size: CGSize(width: 200, height: 100)).displayList.items
                .compactMap { if case .fill(let path, _, _) = $0 { path } else { nil } }.first
        }
        let capsule = platter(.capsule)
        let rect = platter(.roundedRectangle(radius: 4))
        let bounds = capsule?.boundingRect ?? .zero
        #expect(bounds.width > bounds.height && bounds.height > 0)
        #expect(rect?.boundingRect == bounds)
        #expect(rect == RoundedRectangle(cornerRadius: 4).path(in: bounds))
        #expect(capsule == Capsule().path(in: bounds))
        #expect(platter(.automatic) == capsule, "automatic is a capsule, as iOS 17 draws bordered buttons")
    }

    @Test("ignoresSafeArea, controlSize and keyboardShortcut leave the layout as it is")
    func layoutNeutral() {
        let plain = layout(Text("Hi").padding()).displayList
        #expect(layout(Text("Hi").padding().ignoresSafeArea()).displayList == plain)
        #expect(layout(Text("Hi").padding().ignoresSafeArea(.container, edges: .top)).displayList == plain)
        #expect(layout(Text("Hi").padding().edgesIgnoringSafeArea(.all)).displayList == plain)
        #expect(layout(Text("Hi").padding().keyboardShortcut("r", modifiers: [.command, .shift])).displayList == plain)
        #expect(layout(Text("Hi").padding().keyboardShortcut(.defaultAction)).displayList == plain)
        #expect(layout(Text("Hi").padding().controlSize(.mini)).displayList == plain)
    }

    @Test("an animatable shape and modifier draw the values they hold")
    func animatable() throws {
        var arc = WorldClockArcProbe(progress: 0.25)
        arc.animatableData = 0.5
        #expect(arc.progress == 0.5)
        let pair = AnimatablePair(1.0, CGFloat(2))
        #expect(pair.magnitudeSquared == 5)
        #expect(Circle().animatableData == EmptyAnimatableData())
        let faded = try pixels(Color.black.modifier(DistanceFade(distance: 0.5)))
        #expect(faded[30, 30].a == 128)
    }

    // MARK: Compile-only and literals

    @Test("onAppear, onChange (both forms), onDisappear and task compile on main-actor state and never run: the badge has no dot")
    func lifecycleActionsNeverRun() async {
        let result = layout(onRenderThread { MeasuredBadgeView(title: "Gate B12") }, size: CGSize(width: 120, height: 60))
        // Color.clear in the reader is a transparent fill; the dot is the only visible shape.
        let shapes = result.displayList.items.filter { if case .text = $0 { false } else { !"\($0)".contains("@0.00") } }
        #expect(result.displayList.items.contains { if case .text = $0 { true } else { false } })
        #expect(shapes.isEmpty, "the dot drawn only after an action ran: \(shapes)")
        #expect(await BadgeStore.shared.refreshCount == 0)
    }

    @Test("Combine's ObservableObject, @Published and AnyCancellable, and SwiftUI's @ObservedObject, @StateObject and @EnvironmentObject: a view reads its objects' current values")
    func observableObjects() {
        let result = layout(onRenderThread { WorkoutWidgetRoot() }, size: CGSize(width: 160, height: 60))
        let texts = result.displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
        #expect(texts == ["95 of 150 min", "3-day streak"])
        let store = onRenderThread { WorkoutStore(minutesThisWeek: 40) }
        #expect(store.lastSeenMinutes == 40, "a @Published publisher gives its current value to sink at once")
        store.log(minutes: 20)
        #expect(store.minutesThisWeek == 60)
    }

    @Test("UIColor is a class, as UIKit's: a convenience init(hex:) in an extension, UIColor(dynamicProvider:) per colour scheme, getRed")
    func uiColorClass() {
        let orange = UIColor(hex: "#FF9500")
        #expect(orange.hexString == "#FF9500")
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        let background = Color(uiColor: .themeBackground)
        #expect(background.resolve(in: light) == Color(uiColor: UIColor(hex: "F2F2F7")).resolve(in: light))
        #expect(background.resolve(in: dark) == Color(uiColor: UIColor(hex: "1C1C1E")).resolve(in: dark))
        #expect(UIColor(hex: "#FF9500") == orange && UIColor.systemRed != orange)
    }

    @Test("#colorLiteral and #imageLiteral")
    func literals() {
        let color: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color.resolve(in: EnvironmentValues()) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
        let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(untyped == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5), "an untyped colour literal is a UIColor, as with UIKit")
        let missing = #imageLiteral(resourceName: "no-such-image")
        #expect(missing.size == CGSize(width: 1, height: 1), "a missing literal is an empty 1×1 image and a warning, not a crash")
        #expect(UIImage().size == .zero)
    }

    @Test("parameter summaries, predictions and App Shortcuts compile and hold what they are given")
    func appIntentsCompileOnly() async throws {
        // Built through the aliases inside the intent, as the Shortcuts app would ask for them.
        #expect("\(type(of: WorldClockIntent.parameterSummary))".hasPrefix("ParameterSummaryWhenCondition<WorldClockIntent"))
        let predictions = Mirror(reflecting: WorldClockIntent.predictionConfiguration).children.first { $0.label == "count" }?.value
        #expect(predictions as? Int == 2)
        #expect(WorldClockIntent.intentClassName == "WorldClockConfigurationIntent")
        // As on iOS, an interpolated resource's key holds the format; the string holds the value.
        let resource = WorldClockError.unknownCity("Atlantis").localizedStringResource
        #expect(resource.key == "No time zone is known for %@")
        #expect(String(localized: resource) == "No time zone is known for Atlantis")
        #expect(WorldClockShortcuts.appShortcuts.map(\.shortTitle) == ["Refresh Clocks"])
        #expect(WorldClockShortcuts.appShortcuts.first?.phraseCount == 2)
        _ = try await RefreshClocksIntent().perform()
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        let configurations = await withCheckedContinuation { continuation in
            WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: (try? $0.get())?.count) }
        }
        #expect(configurations == 0)
    }
}

/// `DayArc` of the world clock, as a value to set `animatableData` on.
typealias WorldClockArcProbe = DayArc
