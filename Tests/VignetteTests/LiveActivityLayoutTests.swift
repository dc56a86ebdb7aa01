import Foundation
import Testing
@testable import VignetteCore

/// Each Live Activity presentation's geometry as data: the content in, the banner's, the island's
/// and the regions' frames out (Surfaces/LiveActivities.md gives each dimension's source).
@Suite("Live Activity layout")
struct LiveActivityLayoutTests {
    struct Trip: ActivityAttributes {
        struct ContentState: Codable, Hashable { var height: Double }
        var name: String
    }

    /// Shapes that appear nowhere in the hosts, so their frames are the content's: a container
    /// relative shape at leading, an ellipse at trailing, a capsule at center, a rectangle at bottom
    /// (a circle and an ellipse in the compact presentation, a circle in the minimal one).
    nonisolated struct TripActivity: Widget {
        var tint: Color?
        var leadingWidth: CGFloat = 30
        var centerPriority: Double = 0

        init() {}
        init(tint: Color?, leadingWidth: CGFloat = 30, centerPriority: Double = 0) {
            self.tint = tint
            self.leadingWidth = leadingWidth
            self.centerPriority = centerPriority
        }

        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Trip.self) { context in
                Color.blue.frame(height: context.state.height)
                    .activityBackgroundTint(tint)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { ContainerRelativeShape().frame(maxWidth: leadingWidth).frame(height: 30) }
                    DynamicIslandExpandedRegion(.trailing) { Ellipse().frame(width: 40, height: 20) }
                    DynamicIslandExpandedRegion(.center, priority: centerPriority) { Capsule().frame(minWidth: 0, maxWidth: 250).frame(height: 10) }
                    DynamicIslandExpandedRegion(.bottom) { Rectangle().frame(height: context.state.height) }
                } compactLeading: {
                    Circle().frame(width: 20, height: 20)
                } compactTrailing: {
                    Ellipse().frame(width: 30, height: 20)
                } minimal: {
                    Circle().frame(width: context.state.height, height: 20)
                }
                .keylineTint(.green)
            }
        }
    }

    private let iPhone = WidgetDevice.defaultDevice
    private let proMax = WidgetDevice.named("iphone-430x932")!

    private func layout(_ presentation: LiveActivityPresentation, height: Double, widget: TripActivity = TripActivity(),
                        device: WidgetDevice = .defaultDevice, appearance: WidgetAppearance = .light,
                        variant: RenderVariant = .standard) throws -> LayoutResult {
        let description = try #require(widget._widgetDescriptions().first?.activity)
        let view = try #require(description.view(presentation, attributes: Trip(name: "Lisbon"), state: Trip.ContentState(height: height)))
        let surface = Surface.liveActivity(presentation)
        return RenderRequest(surface, device: device, appearance: appearance, variant: variant)
            .layout(surface.host(view, for: nil), measurer: FixedAdvanceTextMeasurer())
    }

    @Test("the Lock Screen banner: 371 pt wide and 11 pt from the edges on the 393 pt iPhone, as tall as the content between 84 and 160 pt")
    func lockScreenBanner() throws {
        for (height, expected) in [(120.0, 120.0), (40, 84), (300, 160)] {
            let result = try layout(.lockScreen, height: height)
            let content = try #require(result.tree.frames(named: "Color").first { $0.width == 371 })
            #expect(result.tree.frame.size == CGSize(width: 393, height: expected + 22), "\(height)")
            // The content keeps its own height, centred in the banner (cut off above 160 pt).
            #expect(content.height == height && content.minX == 11 && abs(content.midY - (11 + expected / 2)) < 0.01, "\(height)")
        }
        let wide = try layout(.lockScreen, height: 100, device: proMax)
        #expect(wide.tree.frame.width == 430 && wide.tree.frames(named: "Color").contains { $0.width == 408 && $0.minX == 11 })
    }

    @Test("the banner's background is the content's activityBackgroundTint, else the system material of the appearance")
    func lockScreenBackground() throws {
        /// The colours filled over the banner's whole area.
        func bannerFills(_ result: LayoutResult) -> [RGBA] {
            result.displayList.items.compactMap {
                if case .fill(let path, .color(let color), _) = $0, path.boundingRect.width == 371 { color } else { nil }
            }
        }
        let orange = Color.orange._resolveStyle(in: EnvironmentValues())
        let tinted = bannerFills(try layout(.lockScreen, height: 100, widget: TripActivity(tint: .orange)))
        #expect(tinted.contains { ResolvedStyle.color($0) == orange }, "\(tinted)")
        let material = bannerFills(try layout(.lockScreen, height: 100, widget: TripActivity(tint: nil)))
        #expect(material.contains(RGBA(red: 1, green: 1, blue: 1, alpha: Material.lightOpacity[2])), "\(material)")
        let dark = bannerFills(try layout(.lockScreen, height: 100, widget: TripActivity(tint: nil), appearance: .dark))
        #expect(dark.contains(RGBA(red: 0.11, green: 0.11, blue: 0.12, alpha: Material.darkOpacity[2])), "\(dark)")
        // Under Reduce Transparency the material is a solid colour, as iOS draws it.
        let reduced = RenderVariant(accessibilityReduceTransparency: true)
        let opaque = bannerFills(try layout(.lockScreen, height: 100, widget: TripActivity(tint: nil), appearance: .dark, variant: reduced))
        let a = Material.darkOpacity[2]
        #expect(opaque.contains(RGBA(red: 0.11 * a, green: 0.11 * a, blue: 0.12 * a)), "\(opaque)")
    }

    @Test("compact: leading and trailing around the 125.33 pt camera on a 230 × 36.67 pt pill, snug against the camera")
    func compact() throws {
        let result = try layout(.compact, height: 20)
        #expect(result.tree.frame.size == CGSize(width: 393, height: 36.67 + 22))
        let island = (393 - 230) / 2.0
        let leading = try #require(result.tree.frames(named: "Circle").first)
        let trailing = try #require(result.tree.frames(named: "Ellipse").first)
        // Snug against the camera (no margin toward it), 52.33 pt from each end of the island.
        #expect(abs(leading.maxX - (island + 52.33)) < 0.34 && abs(trailing.minX - (island + 230 - 52.33)) < 0.34, "\(leading) \(trailing)")
        #expect(abs(leading.midY - (11 + 36.67 / 2)) < 0.34)
        let onProMax = try layout(.compact, height: 20, device: proMax)
        let proLeading = try #require(onProMax.tree.frames(named: "Circle").first)
        #expect(abs(proLeading.maxX - ((430 - 250) / 2 + 62.33)) < 0.34)
    }

    @Test("minimal: a 36.67 pt circle, wider up to 45 pt for wider content")
    func minimal() throws {
        for (width, expected) in [(10.0, 36.67), (30, 42), (60, 45)] {
            let result = try layout(.minimal, height: width)
            let island = try #require(result.tree.frames(named: "RoundedRectangle").first)
            #expect(abs(island.width - expected) < 0.34 && abs(island.height - 36.67) < 0.34, "\(width): \(island)")
            #expect(abs(island.midX - 393 / 2) < 0.34)
        }
    }

    @Test("two activities: the first's minimal attached to the island's leading end, the camera centred; the second's a circle 6 pt after it")
    func minimalPair() throws {
        for (device, sensor) in [(iPhone, 230 - 2 * 52.33), (proMax, 250 - 2 * 62.33)] {
            let result = try layout(.minimalPair, height: 10, device: device)
            let screen = device.screenSize.width
            #expect(result.size.width == screen && abs(result.size.height - (36.67 + 22)) < 0.34)
            let islands = result.tree.frames(named: "RoundedRectangle").sorted { $0.minX < $1.minX }
            try #require(islands.count == 2, "\(result.tree)")
            let (attached, detached) = (islands[0], islands[1])
            // The attached island: the minimal view (a 36.67 pt circle for narrow content) then the camera's part, ending where the camera does.
            #expect(abs(attached.maxX - (screen + sensor) / 2) < 0.34 && abs(attached.width - (36.67 + sensor)) < 0.34, "\(attached)")
            #expect(attached.minY == 11 && abs(attached.height - 36.67) < 0.34)
            #expect(abs(detached.minX - (attached.maxX + 6)) < 0.34 && abs(detached.width - 36.67) < 0.34 && detached.minY == 11, "\(detached)")
            // Each activity's minimal content is centred in its own circle.
            let contents = result.tree.frames(named: "Circle").sorted { $0.minX < $1.minX }
            try #require(contents.count == 2)
            #expect(abs(contents[0].midX - (attached.minX + 36.67 / 2)) < 0.34 && abs(contents[1].midX - detached.midX) < 0.34)
        }
        // Wider minimal content widens both minimal views, up to 45 pt; the camera stays put.
        let wide = try layout(.minimalPair, height: 60)
        let islands = wide.tree.frames(named: "RoundedRectangle").sorted { $0.minX < $1.minX }
        #expect(abs(islands[0].width - (45 + 230 - 2 * 52.33)) < 0.34 && abs(islands[0].maxX - (393 + 230 - 2 * 52.33) / 2) < 0.34)
        #expect(abs(islands[1].width - 45) < 0.34)
    }

    struct Parcel: ActivityAttributes {
        struct ContentState: Codable, Hashable { var width: Double }
    }

    /// A second, different Live Activity: its minimal view a rectangle.
    nonisolated struct ParcelActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Parcel.self) { _ in
                Color.brown
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.bottom) { Color.brown }
                } compactLeading: {
                    Color.brown
                } compactTrailing: {
                    Color.brown
                } minimal: {
                    Rectangle().frame(width: context.state.width, height: 16)
                }
            }
        }
    }

    @Test("two different activities: the first's minimal attached to the island with the camera, the other's in the detached circle")
    func minimalPairOfTwoActivities() throws {
        let trip = try #require(TripActivity()._widgetDescriptions().first?.activity)
        let parcel = try #require(ParcelActivity()._widgetDescriptions().first?.activity)
        let attached = try #require(trip.island(attributes: Trip(name: "Lisbon"), state: Trip.ContentState(height: 10)))
        let detached = try #require(parcel.island(attributes: Parcel(), state: Parcel.ContentState(width: 30)))
        #expect(parcel.island(attributes: Trip(name: "Lisbon"), state: Parcel.ContentState(width: 30)) == nil)
        for (device, sensor) in [(iPhone, 230 - 2 * 52.33), (proMax, 250 - 2 * 62.33)] {
            let surface = Surface.liveActivity(.minimalPair)
            let result = RenderRequest(surface, device: device, appearance: .light)
                .layout(surface.host(LiveActivityDescription.minimalPair(attached: attached, detached: detached), for: nil),
                        measurer: FixedAdvanceTextMeasurer())
            let screen = device.screenSize.width
            let islands = result.tree.frames(named: "RoundedRectangle").sorted { $0.minX < $1.minX }
            try #require(islands.count == 2, "\(result.tree)")
            // The attached island ends where the camera ends; the trip's 10 pt circle gives a 36.67 pt minimal view.
            #expect(abs(islands[0].maxX - (screen + sensor) / 2) < 0.34 && abs(islands[0].width - (36.67 + sensor)) < 0.34, "\(islands[0])")
            // The parcel's 30 pt rectangle and its 6 pt margins: a 42 pt pill, 6 pt after the island.
            #expect(abs(islands[1].minX - (islands[0].maxX + 6)) < 0.34 && abs(islands[1].width - 42) < 0.34, "\(islands[1])")
            #expect(islands.allSatisfy { $0.minY == 11 && abs($0.height - 36.67) < 0.34 })
            let circle = try #require(result.tree.frames(named: "Circle").first)
            let rectangle = try #require(result.tree.frames(named: "Rectangle").first)
            #expect(abs(circle.midX - (islands[0].minX + 36.67 / 2)) < 0.34, "\(circle)")
            #expect(abs(rectangle.midX - islands[1].midX) < 0.34 && rectangle.width == 30 && abs(rectangle.midY - islands[1].midY) < 0.34)
        }
    }

    @Test("expanded: leading and trailing beside the camera, center below it between them, bottom below all, 84–160 pt tall")
    func expanded() throws {
        let result = try layout(.expanded, height: 20)
        let island = try #require(result.tree.frames(named: "RoundedRectangle").first)
        #expect(island.width == 371 && island.minX == 11 && island.minY == 11)
        let leading = try #require(result.tree.frames(named: "ContainerRelativeShape").first)
        let trailing = try #require(result.tree.frames(named: "Ellipse").first)
        let center = try #require(result.tree.frames(named: "Capsule").first)
        let bottom = try #require(result.tree.frames(named: "Rectangle").first)
        // The default margins: 20 pt at the sides, 12 pt at the top, 14 pt at the bottom.
        #expect(leading.minX == island.minX + 20 && leading.minY == island.minY + 12)
        #expect(trailing.maxX == island.maxX - 20 && trailing.minY == island.minY + 12)
        // Center: below the camera's row, given the width between the sides (it takes 250), centred between them.
        #expect(abs(center.minY - (island.minY + 36.67)) < 0.34 && center.width == 250)
        #expect(abs(center.midX - (leading.maxX + trailing.minX) / 2) < 0.34, "\(result.tree)")
        // Bottom: below the lowest of the three, across the inner width.
        #expect(abs(bottom.minY - max(leading.maxY, center.maxY, trailing.maxY)) < 0.34 && bottom.width == 331)
        #expect(abs(island.height - max(84, bottom.maxY + 14 - island.minY)) < 0.34)
        // Tall content: the island stops at 160 pt.
        let tall = try layout(.expanded, height: 200)
        #expect(tall.tree.frames(named: "RoundedRectangle").first?.height == 160)
    }

    @Test("expanded: a side is offered only the width beside the camera; a center of higher priority is sized first")
    func expandedPriority() throws {
        let wide = try layout(.expanded, height: 20, widget: TripActivity(tint: nil, leadingWidth: 200))
        let leading = try #require(wide.tree.frames(named: "ContainerRelativeShape").first)
        // (371 − 125.33) / 2 − 20 = 102.83 beside the camera; the center gets the 331 − 102.83 − 40 left.
        #expect(abs(leading.width - 102.83) < 0.34, "\(wide.tree)")
        #expect(abs((wide.tree.frames(named: "Capsule").first?.width ?? 0) - 188.17) < 0.34)
        // A center of higher priority takes its 250 first; the sides share the 81 pt left.
        let first = try layout(.expanded, height: 20, widget: TripActivity(tint: nil, leadingWidth: 200, centerPriority: 1))
        #expect(first.tree.frames(named: "Capsule").first?.width == 250)
        #expect(abs((first.tree.frames(named: "ContainerRelativeShape").first?.width ?? 0) - 40.5) < 0.34, "\(first.tree)")
    }

    @Test("the island is black, with the keyline tint on a dark screen only; its content is in the dark colour scheme")
    func islandColours() throws {
        func strokes(_ result: LayoutResult) -> Int {
            result.displayList.items.filter { if case .stroke = $0 { true } else { false } }.count
        }
        let light = try layout(.compact, height: 20, appearance: .light), dark = try layout(.compact, height: 20, appearance: .dark)
        #expect(strokes(light) == 0 && strokes(dark) == 1)
    }

    @Test("contentMargins(_:_:for:) replaces a presentation's default margins on the edges given; a region's own replace the island's")
    func contentMargins() throws {
        func island(_ presentation: LiveActivityPresentation, _ island: DynamicIsland) -> LayoutResult {
            let surface = Surface.liveActivity(presentation)
            return RenderRequest(surface, device: iPhone, appearance: .light)
                .layout(surface.host(AnyView(DynamicIslandView(presentation: presentation, island: island)), for: nil),
                        measurer: FixedAdvanceTextMeasurer())
        }
        func make(trailingRegionMargin: Double? = nil) -> DynamicIsland {
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Circle().frame(width: 20, height: 20) }
                if let trailingRegionMargin {
                    DynamicIslandExpandedRegion(.trailing) { Ellipse().frame(width: 20, height: 20) }.contentMargins(.trailing, trailingRegionMargin)
                } else {
                    DynamicIslandExpandedRegion(.trailing) { Ellipse().frame(width: 20, height: 20) }
                }
            } compactLeading: {
                Circle().frame(width: 20, height: 20)
            } compactTrailing: {
                Ellipse().frame(width: 20, height: 20)
            } minimal: {
                Circle().frame(width: 20, height: 20)
            }
        }
        let cameraLeft = (393 - 230) / 2.0 + 52.33
        let snug = try #require(island(.compact, make()).tree.frames(named: "Circle").first)
        #expect(abs(snug.maxX - cameraLeft) < 0.34)
        let inset = try #require(island(.compact, make().contentMargins(.trailing, 10, for: .compactLeading)).tree.frames(named: "Circle").first)
        #expect(abs(inset.maxX - (cameraLeft - 10)) < 0.34, "\(inset)")
        // The expanded island's margins, then a region's own on its trailing edge.
        let expanded = try #require(island(.expanded, make().contentMargins(.all, 8, for: .expanded)).tree.frames(named: "Circle").first)
        #expect(expanded.minX == 11 + 8 && expanded.minY == 11 + 8)
        let region = try #require(island(.expanded, make(trailingRegionMargin: 4)).tree.frames(named: "Ellipse").first)
        #expect(abs(region.maxX - (11 + 371 - 4)) < 0.34, "\(region)")
    }
}
