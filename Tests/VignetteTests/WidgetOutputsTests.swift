import Foundation
import Testing
@testable import VignetteCore

/// The container background and the widget URL are outputs of resolving a widget's content:
/// recorded on the nodes the modifiers apply to and read from them by the host, so that each
/// widget keeps its own, however many are hosted in one render.
@Suite("Widget outputs")
struct WidgetOutputsTests {
    let measurer = FixedAdvanceTextMeasurer()
    private static let a = URL(string: "app://a")!, b = URL(string: "app://b")!

    /// What resolving `view` yields: the names of the container background's nodes, whether it
    /// is translucent, and the URL (`.some(nil)`: set to nil).
    private func outputs(of view: some View) -> (background: [String]?, translucent: Bool, url: URL??) {
        let pass = LayoutPass(environment: EnvironmentValues(), measurer: measurer)
        let outputs = WidgetOutputs(of: pass.context.resolve(view))
        return (outputs.containerBackground?.nodes.map(\.name), outputs.containerBackground?.isTranslucent ?? false, outputs.url)
    }

    @Test("resolving a widget's content gives its container background and URL; the last one evaluated wins")
    func outputsOfResolving() {
        let cases: [(String, AnyView, background: [String]?, translucent: Bool, url: URL??)] = [
            ("nothing set", AnyView(Color.clear), nil, false, nil),
            ("a URL", AnyView(Color.clear.widgetURL(Self.a)), nil, false, .some(Self.a)),
            ("a nil URL", AnyView(Color.clear.widgetURL(Self.a).widgetURL(nil)), nil, false, .some(nil)),
            ("a view background and a URL",
             AnyView(Text("x").widgetURL(Self.a).containerBackground(for: .widget) { Text("red") }), [#"Text("red")"#], false, .some(Self.a)),
            ("a translucent style", AnyView(Color.clear.containerBackground(.fill.tertiary, for: .widget)), ["FillShapeStyle"], true, nil),
            ("an outer modifier over an inner one",
             AnyView(VStack { Color.clear.containerBackground(for: .widget) { Text("inner") } }
                .containerBackground(for: .widget) { Text("outer") }), [#"Text("outer")"#], false, nil),
            ("the later of two siblings",
             AnyView(VStack { Color.clear.widgetURL(Self.a); Color.clear.widgetURL(Self.b) }), nil, false, .some(Self.b)),
            ("the later of two sibling backgrounds, under a modifier that sets neither",
             AnyView(VStack {
                 Color.clear.containerBackground(for: .widget) { Text("first") }
                 Color.clear.containerBackground(for: .widget) { Text("second") }
             }.padding()), [#"Text("second")"#], false, nil),
            ("a background layer's, evaluated after the view it is behind",
             AnyView(Color.clear.containerBackground(for: .widget) { Text("view") }
                .background { Color.clear.containerBackground(for: .widget) { Text("layer") } }), [#"Text("layer")"#], false, nil),
            ("an inner background under an outer URL",
             AnyView(VStack { Color.clear.containerBackground(for: .widget) { Text("inner") } }.widgetURL(Self.a)),
             [#"Text("inner")"#], false, .some(Self.a)),
            ("deep inside stacks and modifiers",
             AnyView(HStack { VStack { Text("x").padding().containerBackground(for: .widget) { Text("deep") } }.frame(width: 10) }),
             [#"Text("deep")"#], false, nil),
            ("not another widget's, hosted inside",
             AnyView(VStack { WidgetHostView(family: .systemSmall) { Color.clear.widgetURL(Self.a).containerBackground(for: .widget) { Text("inner") } } }),
             nil, false, nil),
        ]
        for (name, view, background, translucent, url) in cases {
            let found = outputs(of: view)
            #expect(found.background == background, "\(name)")
            #expect(found.translucent == translucent, "\(name)")
            #expect(found.url == url, "\(name)")
        }
    }

    /// The fills of a layout's display list, in drawing order.
    private func fills(_ result: LayoutResult) -> [RGBA] {
        result.displayList.items.compactMap { if case .fill(_, .color(let c), _) = $0, c.alpha > 0 { c } else { nil } }
    }

    /// The widget hosts of a laid-out tree, in order, and the URL each one's content set.
    private func widgetURLs(_ result: LayoutResult) -> [URL?] {
        func hosts(_ node: LayoutNode) -> [LayoutNode] { (node.name == "Widget" ? [node] : []) + node.children.flatMap(hosts) }
        return hosts(result.root).map { WidgetOutputs(of: $0.children).url ?? nil }
    }

    private static let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1), blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
    private static let white = RGBA(hex: 0xFFFFFF)

    @Test("widgets hosted side by side keep their own container background and URL")
    func sideBySide() {
        let small = WidgetDevice.defaultDevice.size(for: .systemSmall)!
        func host(_ content: some View) -> some View {
            WidgetHostView(family: .systemSmall) { content }.frame(width: small.width, height: small.height)
        }
        let sheet = HStack(spacing: 0) {
            host(Color.clear.widgetURL(Self.a).containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget))
            host(Color.clear)
            host(Color.clear.widgetURL(Self.b).containerBackground(for: .widget) { Color(red: 0, green: 0, blue: 1) })
        }
        let result = ViewLayout.layout(sheet, in: CGSize(width: 600, height: 200), measurer: measurer)
        #expect(fills(result) == [Self.red, Self.white, Self.blue], "the second widget has the system background")
        #expect(widgetURLs(result) == [Self.a, nil, Self.b])
        #expect(result.widgetURL == Self.b, "the render reports the last URL evaluated")
    }

    @Test("a container background set inside a GeometryReader is the widget's, sized by the reader's proxy, as on iOS")
    func insideGeometryReader() throws {
        let view = GeometryReader { proxy in
            Text("x").containerBackground(for: .widget) {
                Color(red: 1, green: 0, blue: 0).overlay(alignment: .topLeading) {
                    Color(red: 0, green: 0, blue: 1).frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                }
            }
        }
        let result = WidgetHost.layout(view, family: .systemSmall, appearance: .light, measurer: measurer)
        #expect(fills(result) == [Self.red, Self.blue], "the reader's background, not the system's")
        let widget = try #require(result.tree.allNodes.first { $0.name == "Widget" })
        let size = widget.frame.size, content = CGSize(width: size.width - 32, height: size.height - 32)
        #expect(result.tree.frames(named: "Color").first == widget.frame, "under the whole widget")
        #expect(result.tree.frames(named: "Color").dropFirst().first == CGRect(x: 0, y: 0, width: content.width / 2, height: content.height / 2),
                "the proxy is the content area's")
        // In a host that replaces a missing background with iOS's notice, the reader's counts.
        let env = EnvironmentValues()
        let noticing = ViewLayout.layout(WidgetHostView(family: .systemSmall, contentMarginsDisabled: false, noticesMissingContainerBackground: true) { view },
                                         in: size, environment: env, measurer: measurer)
        #expect(!noticing.warnings.contains { $0.cause == "missing-container-background" }, "\(noticing.warnings)")
        #expect(fills(noticing) == [Self.red, Self.blue])
    }

    @Test("a widget hosted inside another's content keeps its background; the outer one has its own")
    func nested() {
        let inner = WidgetHostView(family: .systemSmall) { Color.clear.containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget) }
            .frame(width: 60, height: 60)
        let outer = VStack { inner }.containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
        let result = WidgetHost.layout(outer, family: .systemMedium, appearance: .light, measurer: measurer)
        #expect(fills(result) == [Self.blue, Self.red])
        let lone = WidgetHost.layout(VStack { inner }, family: .systemMedium, appearance: .light, measurer: measurer)
        #expect(fills(lone) == [Self.white, Self.red], "the inner background does not leak out to the outer widget")
    }
}
