import Foundation
import Testing
@testable import VignetteCore

private struct RankKey: LayoutValueKey { static let defaultValue = 0 }

/// Stacks children vertically in descending `RankKey` order: reads layout values.
private struct RankedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews.sorted(by: { $0[RankKey.self] > $1[RankKey.self] }) {
            s.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
            y += s.sizeThatFits(.unspecified).height
        }
    }
}

/// aspectRatio, GeometryReader, ViewThatFits, Grid, and the remaining rules (§1.2–1.17).
@Suite("Container layout")
struct ContainerLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("aspectRatio fit inside a wide proposal", source: "§1.13 scale = min(pw/w, ph/h)", proposal: CGSize(width: 200, height: 100),
                   expect: [("aspectRatio", rect(50, 0, 100, 100))]) {
            Color.red.aspectRatio(1, contentMode: .fit)
        },
        LayoutCase("aspectRatio 16:9 fit", source: "swiftuifieldguide aspect-ratio: Color.aspectRatio(16/9, .fit)", proposal: CGSize(width: 160, height: 160),
                   expect: [("aspectRatio", rect(0, 35, 160, 90))]) {
            Color.red.aspectRatio(16 / 9, contentMode: .fit)
        },
        LayoutCase("aspectRatio fill overflows the proposal", source: "§1.13 fill = max scale; reports the child's size", proposal: CGSize(width: 200, height: 100),
                   expect: [("aspectRatio", rect(0, -50, 200, 200))]) {
            Color.red.aspectRatio(1, contentMode: .fill)
        },
        LayoutCase("aspectRatio with a nil axis treats it as unbounded", source: "§1.13 nil proposal axis → ∞ scale", proposal: ProposedViewSize(width: 60, height: nil),
                   expect: [("aspectRatio", rect(0, 0, 60, 30))]) {
            Color.red.aspectRatio(2, contentMode: .fit)
        },
        LayoutCase("scaledToFit takes the child's ideal ratio", source: "§1.13 scaledToFit = aspectRatio(nil, .fit)", proposal: CGSize(width: 100, height: 100),
                   expect: [("aspectRatio", rect(0, 25, 100, 50))]) {
            Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit()
        },
        LayoutCase("aspectRatio passes a fully unspecified proposal through", source: "§1.13 nil×nil passes through", proposal: .unspecified,
                   expect: [("aspectRatio", rect(0, 0, 10, 10))]) {
            Color.red.aspectRatio(3, contentMode: .fit)
        },
        LayoutCase("GeometryReader takes the whole proposal, content at top-leading", source: "§1.2 GeometryReader", proposal: CGSize(width: 100, height: 80),
                   expect: [("GeometryReader", rect(0, 0, 100, 80)), ("frame", rect(0, 0, 50, 20))]) {
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 20) }
        },
        LayoutCase("GeometryReader asked for its ideal size is zero", source: "§1.2 replacingUnspecifiedDimensions(by: .zero)", proposal: .unspecified,
                   expect: [("GeometryReader", rect(0, 0, 0, 0))]) {
            GeometryReader { _ in Color.red }
        },
        LayoutCase("GeometryProxy.frame(in: .global)", source: "§1.16 frame(in:)", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(20, 30, 60, 40)), ("Color", rect(20, 30, 47, 30))]) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .global).minX + 27, height: proxy.frame(in: .global).minY)
            }
            .frame(width: 60, height: 40)
        },
        LayoutCase("GeometryProxy.frame(in: .named)", source: "§1.16 named coordinate space", proposal: CGSize(width: 100, height: 100),
                   expect: [("Color", rect(10, 10, 10, 15))]) {
            VStack {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.frame(in: .named("card")).minX, height: proxy.frame(in: .named("card")).minY + 5)
                }
                .padding(10)
            }
            .coordinateSpace(name: "card")
        },
        LayoutCase("ViewThatFits picks the first child whose ideal size fits", source: "§1.16 Apple ViewThatFits", proposal: CGSize(width: 50, height: 100),
                   expect: [("ViewThatFits", rect(7, 44, 36, 12))]) {
            ViewThatFits {
                Text("0123456789")
                Text("012345")
                Text("01")
            }
        },
        LayoutCase("ViewThatFits falls back to the last child", source: "§1.16 none fits → last", proposal: CGSize(width: 5, height: 100),
                   expect: [("ViewThatFits", rect(-3.5, 44, 12, 12))]) {
            ViewThatFits { Text("0123456789"); Text("01").fixedSize() }
        },
        LayoutCase("ViewThatFits(in: .vertical) ignores width", source: "§1.16 constrained axes", proposal: CGSize(width: 30, height: 30),
                   expect: [("ViewThatFits", rect(3, 3, 24, 24))]) {
            ViewThatFits(in: .vertical) { Text("aaaa bbbb cccc"); Text("aaaa bbbb") }
        },
        LayoutCase("Grid sizes columns by their widest cell", source: "§1.16 Grid: column width = widest cell", proposal: .unspecified,
                   expect: [("Grid", rect(0, 0, 44, 32)), ("Text", rect(0, 0, 6, 12)), ("Text", rect(14, 0, 30, 12)),
                            ("Text", rect(0, 20, 6, 12)), ("Text", rect(23, 20, 12, 12))]) {
            Grid(alignment: .center) {
                GridRow { Text("a"); Text("bbbbb") }
                GridRow { Text("c"); Text("dd") }
            }
        },
        LayoutCase("gridColumnAlignment aligns a whole column", source: "Apple: gridColumnAlignment(_:)", proposal: .unspecified,
                   expect: [("Text", rect(0, 0, 6, 12)), ("Text", rect(14, 0, 30, 12)), ("Text", rect(0, 20, 6, 12)), ("Text", rect(14, 20, 12, 12))]) {
            Grid {
                GridRow { Text("a"); Text("bbbbb").gridColumnAlignment(.leading) }
                GridRow { Text("c"); Text("dd") }
            }
        },
        LayoutCase("gridCellColumns spans columns", source: "Apple: gridCellColumns(_:)", proposal: .unspecified,
                   expect: [("Grid", rect(0, 0, 32, 30)), ("frame", rect(0, 20, 32, 10))]) {
            Grid(horizontalSpacing: 2, verticalSpacing: 8) {
                GridRow { Text("aa"); Text("bbb") }
                GridRow { Color.red.frame(maxWidth: .infinity, maxHeight: 12).gridCellColumns(2) }
            }
        },
        LayoutCase("a non-GridRow child spans the grid", source: "Apple Grid: views outside a GridRow span all columns", proposal: .unspecified,
                   expect: [("Grid", rect(0, 0, 44, 21)), ("frame", rect(0, 20, 44, 1))]) {
            Grid {
                GridRow { Text("aa"); Text("bbbb") }
                Color.red.frame(maxWidth: .infinity).frame(height: 1)
            }
        },
        LayoutCase("Grid shares a width proposal among flexible columns", source: "derived: §1.16 + §1.3 distribution", proposal: CGSize(width: 108, height: 20),
                   expect: [("Color", rect(0, 0, 50, 20)), ("Color", rect(58, 0, 50, 20))]) {
            Grid { GridRow { Color.red; Color.blue } }
        },
        LayoutCase("ZStack sized by its highest-priority children", source: "§1.11 [OSUI ZStack.sizeThatFits]", proposal: CGSize(width: 100, height: 100),
                   expect: [("ZStack", rect(40, 45, 20, 10)), ("frame", rect(35, 35, 30, 30))]) {
            ZStack {
                Color.red.frame(width: 30, height: 30)
                Color.blue.frame(width: 20, height: 10).layoutPriority(1)
            }
        },
        LayoutCase("layoutPriority on a padded view", source: "OSUI UnaryLayout.layoutPriority = 0: padding has a priority of its own, so it is set outside",
                   proposal: CGSize(width: 100, height: 20),
                   expect: [("padding", rect(0, 2, 6, 16)), ("padding", rect(14, 2, 84, 16))]) {
            HStack { Text("aaaaaaaaaa").lineLimit(1).padding(.vertical, 2); Text("bbbbbbbbbbbbbbbb").lineLimit(1).padding(.vertical, 2).layoutPriority(1) }
                .frame(width: 100, alignment: .leading)
        },
        LayoutCase("Spacer outside a stack takes its minimum on both axes", source: "§1.2 Spacer outside a stack: both axes", proposal: .unspecified,
                   expect: [("Spacer", rect(0, 0, 8, 8))]) {
            Spacer()
        },
        LayoutCase("Spacer in a VStack is vertical", source: "§1.2 Spacer (VStack mirrored)", proposal: CGSize(width: 50, height: 100),
                   expect: [("frame", rect(20, 0, 10, 10)), ("Spacer", rect(25, 10, 0, 80)), ("frame", rect(20, 90, 10, 10))]) {
            VStack { Color.red.frame(width: 10, height: 10); Spacer(); Color.red.frame(width: 10, height: 10) }
        },
        LayoutCase("a fixed frame resets text spacing to the default", source: "§1.4 frames reset spacing on constrained edges",
                   proposal: CGSize(width: 100, height: 100), expect: [("frame", rect(45, 36, 10, 12)), ("frame", rect(45, 56, 10, 8))]) {
            VStack { Text("ab").frame(width: 10, height: 12); Color.red.frame(width: 10, height: 8) }
        },
        LayoutCase("text above text is spaced by the text spacing", source: "derived: §1.4 Text→Text (baseline candidates)",
                   proposal: CGSize(width: 100, height: 100), expect: [("Text", rect(44, 37, 12, 12)), ("Text", rect(44, 51, 12, 12))]) {
            VStack { Text("ab"); Text("cd") }
        },
        LayoutCase("plain view above text", source: "§1.4 non-text above Text: lineSpacing − ascender", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(45, 36.75, 10, 10)), ("Text", rect(44, 51.25, 12, 12))]) {
            // line spacing 14 − ascender 9.5 = 4.5.
            VStack { Color.red.frame(width: 10, height: 10); Text("ab") }
        },
        LayoutCase("lastTextBaseline alignment", source: "§1.15 lastTextBaseline = bottom-most baseline", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(35, 32, 12, 36)), ("Text", rect(38, 32, 6, 36)), ("frame", rect(55, 56, 10, 10))]) {
            // "a", "b", "c" on three lines: last baseline 24 + 9.5 → 34 (rounded up); the square's is its bottom.
            HStack(alignment: .lastTextBaseline) {
                Text("a b c").frame(width: 12)
                Color.red.frame(width: 10, height: 10)
            }
        },
        LayoutCase("a stack's baseline is its first child's", source: "§1.15 firstTextBaseline combine = min", proposal: CGSize(width: 200, height: 100),
                   expect: [("frame", rect(77.5, 40.25, 20, 24)), ("VStack", rect(81.5, 40.25, 12, 24)), ("frame", rect(105.5, 35.75, 17, 24))]) {
            // The VStack's baseline is its first text's (9.5 → 10); the small text's sits 7.5 + 7 = 14.5
            // down its frame, so the first frame is lowered by 4.5.
            HStack(alignment: .firstTextBaseline) {
                VStack(spacing: 0) { Text("ab"); Text("cd") }.frame(width: 20)
                Text("abcd").font(.system(size: 7)).frame(height: 24)
            }
        },
        LayoutCase("a custom layout reads layout values", source: "§1.16 LayoutValueKey", proposal: .unspecified,
                   expect: [("Text", rect(0, 12, 6, 12)), ("Text", rect(0, 0, 12, 12))]) {
            RankedStack {
                Text("a").layoutValue(key: RankKey.self, value: 1)
                Text("bb").layoutValue(key: RankKey.self, value: 5)
            }
        },
        LayoutCase("AnyLayout switches layouts", source: "Apple AnyLayout", proposal: .unspecified,
                   expect: [("AnyLayout", rect(0, 0, 10, 28))]) {
            AnyLayout(VStackLayout()) { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
        },
        LayoutCase("HStackLayout used directly", source: "§1.16 Layout; HStackLayout", proposal: .unspecified,
                   expect: [("HStackLayout", rect(0, 0, 28, 10))]) {
            HStackLayout { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
        },
        LayoutCase("negative and non-finite sizes are clamped", source: "§1.8 negative/non-finite → treated as nil", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(0, 45, 100, 10)), ("padding", rect(0, 45, 100, 10))]) {
            Color.red.frame(width: -5, height: 10).frame(width: .nan).padding(.infinity)
        },
    ]

    @Test(arguments: cases)
    func layout(_ c: LayoutCase) { check(c) }

    @Test("Divider is one pixel thick at the display scale and spans its VStack")
    func dividerThickness() {
        let tree = layoutTree(VStack { Color.red.frame(width: 10, height: 10); Divider(); Color.red.frame(width: 10, height: 10) },
                              canvas: CGSize(width: 100, height: 100), proposal: .unspecified, scale: 3)
        let divider = tree.allNodes.first { $0.name == "Divider" }!
        #expect(divider.frame.width == 100)
        #expect(abs(divider.frame.height - 1.0 / 3) < 0.0001)
        #expect(abs(divider.pixelFrame.height * 3 - 1) < 0.0001, "exactly one device pixel after snapping")
    }

    @Test("frames snap to the pixel grid: origin and far edge each rounded, ties up")
    func pixelSnapping() {
        let grid = PixelGrid(scale: 3)
        // 4.5 pt = 13.5 px → 14 px; far edge 10.5 pt = 31.5 px → 32 px; a 0.15 px sliver vanishes.
        let r = grid.snap(CGRect(x: 4.5, y: 0.1, width: 6, height: 0.05))
        #expect(abs(r.minX - 14.0 / 3) < 1e-9 && abs(r.width - 18.0 / 3) < 1e-9)
        #expect(r.minY == 0 && r.height == 0)
    }

    @Test("ProposedViewSize constants and replacingUnspecifiedDimensions")
    func proposedViewSize() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 3, height: nil).replacingUnspecifiedDimensions(by: .zero) == CGSize(width: 3, height: 0))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
    }

    @Test("the layout dump is an indented list of views and frames")
    func dump() {
        let tree = layoutTree(HStack { Text("ab"); Spacer() }.padding(4), canvas: CGSize(width: 60, height: 20), proposal: .unspecified)
        #expect(tree.description == """
            Canvas (0, 0, 60×20)
              padding (0, 0, 60×20)
                HStack (4, 4, 52×12)
                  Text("ab") (4, 4, 12×12)
                  Spacer (16, 10, 40×0)
            """)
    }
}
