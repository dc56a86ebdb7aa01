import Foundation
import Testing
@testable import VignetteCore

/// Every surface's geometry as data: what it proposes, shows, rasterizes at and tells the
/// provider, which appearances it draws, and how it frames the widget.
@Suite("Surfaces")
struct SurfaceTests {
    private struct ProbeEntry: TimelineEntry { let date: Date }

    private nonisolated struct ProbeWidget: Widget {
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: .distantPast) }
            func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(ProbeEntry(date: .distantPast)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
                completion(Timeline(entries: [ProbeEntry(date: .distantPast)], policy: .never))
            }
        }
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "probe", provider: Provider()) { _ in Color.blue }
                .configurationDisplayName("Probe")
                .description("A blue square.")
                .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
        }
    }

    private let iPhone = WidgetDevice.defaultDevice
    private let iPad = WidgetDevice.named("ipad-1024x1366")!
    private var probe: WidgetDescription { ProbeWidget()._widgetDescriptions()[0] }

    @Test("a family proposes the device's widget size; iPad rasterizes its larger canvas smaller; StandBy larger")
    func familyGeometry() {
        let small = Surface.widget(.systemSmall)
        #expect(small.proposal(on: iPhone) == ProposedViewSize(width: 158, height: 158))
        #expect(small.displaySize(on: iPhone) == CGSize(width: 158, height: 158))
        #expect(small.rasterScale(on: iPhone, appearance: .light) == 3)
        #expect(small.rasterScale(on: iPhone, appearance: .standBy) == 3 * iPhone.standByScale(for: .systemSmall))
        let canvas = iPad.size(for: .systemSmall)!, shown = iPad.displaySize(for: .systemSmall)!
        #expect(small.proposal(on: iPad) == ProposedViewSize(canvas))
        // The provider is told the size the widget is laid out at; the page shows it smaller.
        #expect(small.displaySize(on: iPad) == canvas && shown.width < canvas.width)
        #expect(small.reviewCell(on: iPad, appearance: .light).size == shown)
        #expect(small.providerContext(on: iPad, isPreview: false).displaySize == canvas)
        #expect(abs(small.rasterScale(on: iPad, appearance: .dark) - iPad.scale * shown.width / canvas.width) < 1e-9)
        let context = Surface.widget(.systemMedium).providerContext(on: iPhone, isPreview: true)
        #expect(context.family == .systemMedium && context.displaySize == iPhone.size(for: .systemMedium) && context.isPreview)
        #expect(!Surface.widget(.systemExtraLarge).isOffered(on: iPhone) && Surface.widget(.systemExtraLarge).isOffered(on: iPad))
    }

    @Test("a Today widget is the screen's width less 8 pt each side, as tall as it asks; its provider sees a compact medium widget")
    func todayGeometry() {
        let today = Surface.today(.expanded)
        #expect(today.proposal(on: iPhone) == ProposedViewSize(width: 377, height: nil))
        let context = today.providerContext(on: iPhone, isPreview: false)
        #expect(context.family == .systemMedium && context.displaySize == CGSize(width: 377, height: TodayWidgetHost.compactHeight))
        #expect(today.reviewCell(on: iPhone, appearance: .dark).size == CGSize(width: 377, height: 0))
        #expect(today.rasterScale(on: iPhone, appearance: .dark) == 3)
    }

    @Test("every surface is found by its name; the names are unique")
    func names() {
        for surface in Surface.all { #expect(Surface(named: surface.name) == surface) }
        #expect(Set(Surface.all.map(\.name)).count == Surface.all.count)
        #expect(Surface(named: "today-compact") == .today(.compact))
        #expect(Surface(named: "gallery-systemMedium")?.family == .systemMedium)
        #expect(Surface(named: "systemHuge") == nil && Surface(named: "gallery-accessoryCircular") == nil)
    }

    @Test("a widget is rendered on its families by default, and on the gallery only when asked, for a family it supports")
    func surfacesAsked() {
        let gallerySmall = Surface(named: "gallery-systemSmall")!, galleryLarge = Surface(named: "gallery-systemLarge")!
        // (The Infograph bezel is a watch's surface for the circular family: only watches offer it.)
        #expect(probe.surfaces == [.widget(.systemSmall), .widget(.systemMedium), .widget(.accessoryCircular), Surface(WatchBezelSurface())])
        #expect(probe.surfaces(asked: nil) == probe.surfaces)
        #expect(probe.surfaces(asked: [gallerySmall, .widget(.systemMedium), galleryLarge, .today(.compact)])
                == [.widget(.systemMedium), gallerySmall])
        #expect(gallerySmall.canShow(probe) && !galleryLarge.canShow(probe) && !Surface.today(.compact).canShow(probe))
    }

    @Test("the gallery draws light and dark only; a Today widget and a bare view have no accented, vibrant or StandBy mode")
    func appearances() {
        let all = WidgetAppearance.allCases
        #expect(Surface(named: "gallery-systemSmall")!.appearances(all, on: iPhone) == [.light, .dark])
        #expect(Surface.today(.compact).appearances(all, on: iPhone) == [.light, .dark, .placeholder])
        #expect(Surface.view(.unspecified).appearances(all, on: iPhone) == [.light, .dark, .placeholder])
        #expect(Surface.widget(.accessoryCircular).appearances(all, on: iPhone) == [.light, .dark, .placeholder, .vibrant])
    }

    @Test("the gallery page: the screen's width, the name above the widget at its Home Screen size, centred, a dot per Home Screen family")
    func galleryPage() throws {
        let gallery = try #require(Surface(named: "gallery-systemSmall"))
        #expect(gallery.proposal(on: iPhone) == ProposedViewSize(width: iPhone.screenSize.width, height: nil))
        let request = RenderRequest(gallery, device: iPhone, appearance: .light)
        let result = request.layout(gallery.host(AnyView(Color.blue), for: probe), measurer: FixedAdvanceTextMeasurer())
        #expect(result.tree.frame.width == iPhone.screenSize.width)
        let widget = try #require(result.tree.frames(named: "Widget").first)
        #expect(widget.size == CGSize(width: 158, height: 158))
        #expect(abs(widget.midX - iPhone.screenSize.width / 2) < 0.5)
        let title = try #require(result.tree.frames(named: "Text(\"Probe\")").first)
        #expect(title.maxY < widget.minY)
        // Two Home Screen families (the accessory one is not in this gallery): two dots below the widget.
        let dots = result.tree.frames(named: "Circle").filter { $0.minY > widget.maxY }
        #expect(dots.count == 2)
        // On iPad: a form sheet, the widget's canvas drawn at its displayed size.
        let onPad = RenderRequest(gallery, device: iPad, appearance: .dark)
            .layout(gallery.host(AnyView(Color.blue), for: probe), measurer: FixedAdvanceTextMeasurer())
        #expect(onPad.tree.frame.width == 540)
        #expect(onPad.tree.frames(named: "Widget").first?.size == iPad.size(for: .systemSmall))
    }

    @Test("a Live Activity: the Lock Screen banner's width on every iPhone with iOS 16 and iPad, the island on the iPhones that have one")
    func liveActivityGeometry() throws {
        let lock = Surface.liveActivity(.lockScreen), compact = Surface.liveActivity(.compact)
        let proMax = try #require(WidgetDevice.named("iphone-430x932")), noIsland = try #require(WidgetDevice.named("iphone-390x844"))
        #expect(lock.proposal(on: iPhone) == ProposedViewSize(width: 393, height: nil))
        #expect(lock.displaySize(on: iPhone) == CGSize(width: 371, height: 160))
        #expect(lock.displaySize(on: proMax).width == 408 && lock.displaySize(on: iPad).width == 500)
        let oldest = try #require(WidgetDevice.named("iphone-320x568"))
        #expect(lock.isOffered(on: noIsland) && !lock.isOffered(on: oldest))
        #expect(compact.isOffered(on: iPhone) && compact.isOffered(on: proMax) && !compact.isOffered(on: noIsland) && !compact.isOffered(on: iPad))
        #expect(compact.displaySize(on: iPhone) == CGSize(width: 230, height: 36.67))
        #expect(Surface.liveActivity(.minimal).displaySize(on: proMax) == CGSize(width: 36.67, height: 36.67))
        #expect(Surface.liveActivity(.expanded).displaySize(on: proMax) == CGSize(width: 408, height: 160))
        #expect(compact.appearances(WidgetAppearance.allCases, on: iPhone) == [.light, .dark])
        #expect(compact.reviewCell(on: iPhone, appearance: .dark).size == CGSize(width: 393, height: 0))
        #expect(Surface(named: "island-minimal") == .liveActivity(.minimal) && Surface(named: "activity-lockScreen") == lock)
        // Rendered from a Live Activity's previews: never one of a widget's surfaces.
        #expect(probe.surfaces(asked: [lock, compact]).isEmpty && !lock.canShow(probe))
    }
}
