import Foundation
import Testing
@testable import VignetteCore

/// `containerRelativeFrame`: sized from the nearest container (a widget's content area, or the
/// canvas), not from what the parent proposes.
@Suite("Container-relative frame")
struct ContainerRelativeFrameTests {
    let measurer = FixedAdvanceTextMeasurer()

    /// The first frame named `containerRelativeFrame` in a medium widget (338×158 pt, 16 pt margins).
    private func frame<V: View>(in view: V, contentMarginsDisabled: Bool = false) -> CGRect? {
        WidgetHost.layout(view, family: .systemMedium, appearance: .light, contentMarginsDisabled: contentMarginsDisabled,
                          measurer: measurer).tree.frames(named: "containerRelativeFrame").first
    }

    @Test("on both axes it fills the widget's content area, whatever its parent proposes")
    func fillsTheContentArea() {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical]).frame(width: 40, height: 40)
        // 306×126 pt centred on the 40 pt frame at (165, 55): it overflows the frame as SwiftUI's does.
        #expect(frame(in: view) == CGRect(x: 16, y: 16, width: 306, height: 126))
        #expect(frame(in: view, contentMarginsDisabled: true) == CGRect(x: 0, y: 0, width: 338, height: 158))
    }

    @Test("count, span and spacing divide the container: (306 - 2 × 8) / 3 per column")
    func columns() throws {
        let one = try #require(frame(in: HStack { Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 8); Spacer() }))
        #expect(abs(one.width - 290.0 / 3) < 1e-9 && one.height == 126)
        let two = try #require(frame(in: HStack { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8); Spacer() }))
        #expect(abs(two.width - (290.0 / 3 * 2 + 8)) < 1e-9)
        // Only the chosen axis is the container's: the text keeps its own height (one line).
        let tree = WidgetHost.layout(Text("Hi").containerRelativeFrame(.horizontal, count: 2, spacing: 0), family: .systemMedium,
                                     appearance: .light, measurer: measurer).tree
        let text = try #require(tree.frames(named: "Text").first), framed = try #require(tree.frames(named: "containerRelativeFrame").first)
        #expect(framed.width == 153 && framed.height == text.height && text.height < 30)
    }

    @Test("the closure form gets each chosen axis's container length; bad lengths are ignored")
    func closure() {
        let half = Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : 20 }
        #expect(frame(in: half) == CGRect(x: 92.5, y: 69, width: 153, height: 20))
        let invalid = Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal) { _, _ in -.infinity }
        #expect(frame(in: invalid)?.size == CGSize(width: 10, height: 10))
    }

    @Test("outside a widget the container is the canvas")
    func canvas() {
        let tree = layoutTree(Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 0).frame(width: 10, height: 10),
                              canvas: CGSize(width: 200, height: 100), proposal: .unspecified)
        #expect(tree.frames(named: "containerRelativeFrame") == [CGRect(x: 75, y: 45, width: 50, height: 10)])
    }

    @Test("in a Today widget the container is the content area, inside the insets that line up with the app name")
    func todayContentArea() {
        let view = Color.red.containerRelativeFrame(.horizontal).frame(height: 10)
        let tree = TodayWidgetHost.layout(view, appName: "Stocks", mode: .compact, appearance: .light, measurer: measurer).tree
        // 393 pt screen less 2 × 8 pt margins, less the 38 pt and 16 pt content insets.
        #expect(tree.frames(named: "containerRelativeFrame").map(\.minX) == [38])
        #expect(tree.frames(named: "containerRelativeFrame").map(\.width) == [393 - 16 - 38 - 16])
    }

    @Test("each view measures against its nearest container, in nested containers and side by side")
    func nestedContainers() {
        let small = WidgetDevice.defaultDevice.size(for: .systemSmall)!, medium = WidgetDevice.defaultDevice.size(for: .systemMedium)!
        func quarter() -> some View { Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 0).frame(height: 10) }
        func widget(_ family: WidgetFamily, _ size: CGSize, @ViewBuilder _ content: () -> some View) -> some View {
            WidgetHostView(family: family, content: content).frame(width: size.width, height: size.height)
        }
        // Widths of the frames named `containerRelativeFrame`, in tree order, on a 800×400 pt canvas.
        let cases: [(String, AnyView, [CGFloat])] = [
            ("the canvas", AnyView(quarter()), [200]),
            ("a widget's content area (small 126 pt, medium 306 pt) beside the canvas",
             AnyView(HStack { quarter(); widget(.systemSmall, small) { quarter() }; widget(.systemMedium, medium) { quarter() } }),
             [200, 31.5, 76.5]),
            ("a container inside a widget, and the widget's around it",
             AnyView(widget(.systemMedium, medium) {
                 VStack { quarter(); quarter().modifier(ContainerBoundary()).frame(width: 100) }
             }), [76.5, 25]),
            ("a widget inside a widget",
             AnyView(widget(.systemMedium, medium) { VStack { quarter(); widget(.systemSmall, CGSize(width: 100, height: 60)) { quarter() } } }),
             [76.5, 17]),
            ("a view built at placement (GeometryReader) inside a widget",
             AnyView(widget(.systemMedium, medium) { GeometryReader { _ in quarter() } }), [76.5]),
        ]
        for (name, view, widths) in cases {
            let tree = layoutTree(view, canvas: CGSize(width: 800, height: 400), proposal: .unspecified)
            #expect(tree.frames(named: "containerRelativeFrame").map(\.width) == widths, "\(name)")
        }
    }

    @Test("a widget's container keeps no cycle: with a GeometryReader inside (which holds the session), its tree is freed with its result")
    func freesTheTree() {
        final class WeakNode { weak var node: LayoutNode?; init(_ n: LayoutNode) { node = n } }
        var nodes: [WeakNode] = []
        for view in [AnyView(GeometryReader { _ in Color.red }), AnyView(GeometryReader { _ in Color.red.containerRelativeFrame(.horizontal) })] {
            let result = WidgetHost.layout(view, family: .systemSmall, appearance: .light, measurer: measurer)
            func collect(_ n: LayoutNode) { nodes.append(WeakNode(n)); n.children.forEach(collect) }
            collect(result.root)
        }
        #expect(nodes.count > 5)
        #expect(nodes.allSatisfy { $0.node == nil })
    }

    @Test("a container measured at several sizes gives the frames of the size it is placed at")
    func containerProposedSeveralSizes() {
        // The stack probes the container at 0 and ∞ before offering it half of 300 pt. The
        // relative frame is always proposed 40 pt wide, so a cached size would be the probe's.
        let view = HStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).frame(width: 40).modifier(ContainerBoundary())
            Color.blue.frame(width: 100)
        }
        let tree = layoutTree(view, canvas: CGSize(width: 300, height: 50), proposal: .unspecified)
        #expect(tree.frames(named: "containerRelativeFrame").map(\.width) == [75])
    }
}
