import Foundation
import Testing
@testable import VignetteCore

/// A custom layout: children in a row with equal widths (the width of the widest).
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let w = sizes.map(\.width).max() ?? 0, h = sizes.map(\.height).max() ?? 0
        return CGSize(width: w * CGFloat(subviews.count) + 4 * CGFloat(max(subviews.count - 1, 0)), height: h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let w = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * (w + 4), y: bounds.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: w, height: bounds.height))
        }
    }
}

private enum MidAccent: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midAccent = VerticalAlignment(MidAccent.self)
}

/// Frames, padding, overlays, ZStack, fixedSize, text, guides and custom layouts (§1.7–1.16).
@Suite("Modifier layout")
struct ModifierLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("padding defaults to 16", source: "§1.7 iOS default 16 [OSUI DefaultPadding]", proposal: CGSize(width: 100, height: 100),
                   expect: [("padding", rect(34, 34, 32, 32)), ("Color", rect(50, 50, 0, 0))]) {
            Color.red.frame(width: 0, height: 0).padding()
        },
        LayoutCase("padding on chosen edges", source: "§1.7", proposal: CGSize(width: 100, height: 100),
                   expect: [("padding", rect(40, 45, 20, 10)), ("frame", rect(45, 45, 10, 10))]) {
            Color.red.frame(width: 10, height: 10).padding(.horizontal, 5)
        },
        LayoutCase("EdgeInsets padding", source: "§1.7", proposal: CGSize(width: 100, height: 100),
                   expect: [("padding", rect(40, 41, 20, 18)), ("frame", rect(41, 43, 10, 10))]) {
            Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 2, leading: 1, bottom: 6, trailing: 9))
        },
        LayoutCase("padding proposes the inset size", source: "§1.7 child proposed proposal.inset(by:)", proposal: CGSize(width: 100, height: 60),
                   expect: [("Color", rect(10, 10, 80, 40))]) {
            Color.red.padding(10)
        },
        LayoutCase("fixed frame centres its child", source: "§1.8 placement by alignment, centre default", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(20, 30, 60, 40)), ("Text", rect(44, 44, 12, 12))]) {
            Text("ab").frame(width: 60, height: 40)
        },
        LayoutCase("fixed frame with topLeading alignment", source: "§1.8", proposal: CGSize(width: 100, height: 100),
                   expect: [("Text", rect(20, 30, 12, 12))]) {
            Text("ab").frame(width: 60, height: 40, alignment: .topLeading)
        },
        LayoutCase("frame with width only takes the child's height", source: "§1.8 size = (width ?? child.w, height ?? child.h)",
                   proposal: CGSize(width: 100, height: 100), expect: [("frame", rect(20, 44, 60, 12))]) {
            Text("ab").frame(width: 60)
        },
        LayoutCase("maxWidth infinity fills the proposal", source: "§1.8 only max: min(max(c, child), max)",
                   proposal: CGSize(width: 100, height: 100), expect: [("frame", rect(0, 44, 100, 12)), ("Text", rect(0, 44, 12, 12))]) {
            Text("ab").frame(maxWidth: .infinity, alignment: .leading)
        },
        LayoutCase("maxWidth infinity inside a fixed frame", source: "OSUI FrameLayoutTests maxWidthInfinityExpandsToParentProposal",
                   proposal: CGSize(width: 300, height: 300), expect: [("frame", rect(50, 50, 200, 200)), ("frame", rect(50, 50, 200, 200))]) {
            Color.red.frame(maxWidth: .infinity).frame(width: 200, height: 200)
        },
        LayoutCase("minWidth grows a small child", source: "§1.8 only min: max(min(c, child), min)", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(20, 44, 60, 12)), ("Text", rect(44, 44, 12, 12))]) {
            Text("ab").frame(minWidth: 60)
        },
        LayoutCase("min and max clamp the proposal", source: "§1.8 both given: clamp(p, min, max)", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(10, 30, 80, 40))]) {
            Color.red.frame(minWidth: 20, maxWidth: 80, minHeight: 10, maxHeight: 40)
        },
        LayoutCase("ideal size is used when asked for the ideal", source: "§1.8 p == nil and ideal given → ideal",
                   proposal: .unspecified, expect: [("frame", rect(0, 0, 70, 30))]) {
            Color.red.frame(idealWidth: 70, idealHeight: 30)
        },
        LayoutCase("fixedSize gives text its ideal width", source: "§1.9 fixedSize proposes nil", proposal: CGSize(width: 30, height: 100),
                   expect: [("fixedSize", rect(-15, 44, 60, 12)), ("Text", rect(-15, 44, 60, 12))]) {
            Text("0123456789").fixedSize()
        },
        LayoutCase("fixedSize(horizontal: false, vertical: true) wraps", source: "§1.9", proposal: CGSize(width: 30, height: 20),
                   expect: [("Text", rect(0, -8, 30, 36))]) {
            Text("aaaaa bbbbb ccccc").fixedSize(horizontal: false, vertical: true)
        },
        LayoutCase("background is proposed the primary's size", source: "§1.11 secondary proposed primary's final size",
                   proposal: CGSize(width: 100, height: 100), expect: [("background", rect(44, 44, 12, 12)), ("Color", rect(44, 44, 12, 12))]) {
            Text("ab").background(Color.red)
        },
        LayoutCase("overlay alignment", source: "§1.11 placed so secondary[alignment] = primary[alignment]", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(40, 40, 20, 20)), ("frame", rect(55, 40, 5, 5))]) {
            Color.red.frame(width: 20, height: 20).overlay(alignment: .topTrailing) { Color.blue.frame(width: 5, height: 5) }
        },
        LayoutCase("background never changes the size", source: "§1.11", proposal: CGSize(width: 100, height: 100),
                   expect: [("background", rect(45, 45, 10, 10)), ("frame", rect(45, 45, 10, 10)), ("frame", rect(35, 35, 30, 30))]) {
            Color.red.frame(width: 10, height: 10).background { Color.blue.frame(width: 30, height: 30) }
        },
        LayoutCase("ZStack takes the largest child", source: "§1.11 ZStack size = max of children", proposal: CGSize(width: 100, height: 100),
                   expect: [("ZStack", rect(35, 40, 30, 20)), ("frame", rect(35, 40, 30, 10)), ("frame", rect(45, 40, 10, 20))]) {
            ZStack(alignment: .top) { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 10, height: 20) }
        },
        LayoutCase("ZStack bottomTrailing", source: "§1.11 alignment point = max guide", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(35, 40, 30, 20)), ("frame", rect(55, 50, 10, 10))]) {
            ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 30, height: 20); Color.blue.frame(width: 10, height: 10) }
        },
        LayoutCase("offset moves drawing, not layout", source: "§1.12", proposal: CGSize(width: 100, height: 40),
                   expect: [("offset", rect(26, 10, 20, 20)), ("frame", rect(31, 7, 20, 20)), ("frame", rect(54, 10, 20, 20))]) {
            HStack(spacing: 8) {
                Color.red.frame(width: 20, height: 20).offset(x: 5, y: -3)
                Color.red.frame(width: 20, height: 20)
            }
        },
        LayoutCase("position centres the view on a point and takes the proposal", source: "derived: position layout",
                   proposal: CGSize(width: 100, height: 100), expect: [("position", rect(0, 0, 100, 100)), ("frame", rect(5, 15, 10, 10))]) {
            Color.red.frame(width: 10, height: 10).position(x: 10, y: 20)
        },
        LayoutCase("shapes have a 10×10 ideal size", source: "§1.2 swiftuifieldguide: built-in shapes ideal 10×10",
                   proposal: .unspecified, expect: [("HStack", rect(0, 0, 28, 10)), ("Rectangle", rect(0, 0, 10, 10)), ("Circle", rect(18, 0, 10, 10))]) {
            HStack { Rectangle(); Circle() }
        },
        LayoutCase("Circle takes the largest square", source: "§1.2 [OSUI Circle.sizeThatFits]", proposal: CGSize(width: 100, height: 40),
                   expect: [("Circle", rect(30, 0, 40, 40))]) {
            Circle()
        },
        LayoutCase("text wraps to the proposed width", source: "§1.2 Text wraps to proposed width", proposal: CGSize(width: 40, height: 100),
                   expect: [("Text", rect(2, 38, 36, 24))]) {
            Text("abc defghi")
        },
        LayoutCase("lineLimit truncates", source: "§1.14 lineLimit", proposal: CGSize(width: 40, height: 100),
                   expect: [("Text", rect(2, 44, 36, 12))]) {
            Text("abc defghi jkl").lineLimit(1)
        },
        LayoutCase("text keeps the lines that fit the proposed height", source: "derived: §1.2 text answers proposals",
                   proposal: CGSize(width: 40, height: 30), expect: [("Text", rect(2, 3, 36, 24))]) {
            Text("abc def ghi jkl")
        },
        LayoutCase("text size rounds up to the pixel grid", source: "§1.14 size rounded up to pixelLength [OSUI]",
                   proposal: CGSize(width: 100, height: 100), scale: 3, expect: [("Text", rect(45.66667, 45.66667, 8.66667, 8.66667))]) {
            // At 7 pt "ab" is 8.4 × 8.4 pt: rounded up to 26 px = 8.667 pt.
            Text("ab").font(.system(size: 7))
        },
        LayoutCase("text then plain view: text-dependent spacing", source: "§1.4 Text above non-text: max(lineSpacing − capHeight, textSpacing + descender)",
                   proposal: CGSize(width: 100, height: 100), expect: [("Text", rect(44, 33, 12, 12)), ("frame", rect(45, 52, 10, 15))]) {
            // Fake metrics at 10 pt: line 12, cap 7, descender 2.5; text spacing ceil(1.2) = 2, line spacing 14:
            // max(14 − 7, 2 + 2.5) = 7.
            VStack { Text("ab"); Color.red.frame(width: 10, height: 15) }
        },
        LayoutCase("alignmentGuide shifts a view in its stack", source: "§1.15 explicit guides", proposal: CGSize(width: 100, height: 100),
                   expect: [("VStack", rect(35, 36, 30, 28)), ("frame", rect(45, 36, 20, 10)), ("frame", rect(35, 54, 20, 10))]) {
            VStack(alignment: .leading) {
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -10 }
                Color.blue.frame(width: 20, height: 10)
            }
        },
        LayoutCase("custom alignment guide across stacks", source: "§1.15 custom AlignmentID (average combine)", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(26, 32.5, 20, 40)), ("frame", rect(54, 27.5, 20, 10))]) {
            HStack(alignment: .midAccent) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.midAccent) { d in d.height * 2.5 }
            }
        },
        LayoutCase("a custom Layout places its children", source: "§1.16 Layout protocol", proposal: CGSize(width: 100, height: 100),
                   expect: [("EqualWidthHStack", rect(30, 44, 40, 12)), ("Text", rect(30, 44, 6, 12)), ("Text", rect(52, 44, 18, 12))]) {
            EqualWidthHStack { Text("a"); Text("abc") }
        },
        LayoutCase("Group modifiers apply to each child", source: "SwiftUI: modifiers on Group apply to every element",
                   proposal: CGSize(width: 100, height: 100), expect: [("padding", rect(39, 24, 22, 22)), ("padding", rect(39, 54, 22, 22))]) {
            VStack(spacing: 8) { Group { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }.padding(6) }
        },
        LayoutCase("if/else and optionals in a ViewBuilder", source: "§API: buildEither/buildIf", proposal: CGSize(width: 100, height: 100),
                   expect: [("VStack", rect(45, 40, 10, 20))]) {
            VStack(spacing: 0) {
                if true { Color.red.frame(width: 10, height: 10) } else { Color.red.frame(width: 99, height: 99) }
                if let n = Optional(10) { Color.red.frame(width: CGFloat(n), height: 10) }
                if false { Color.red.frame(width: 50, height: 50) }
            }
        },
        LayoutCase("ForEach over a range", source: "§API: ForEach", proposal: CGSize(width: 100, height: 100),
                   expect: [("HStack", rect(20, 45, 60, 10))]) {
            HStack(spacing: 0) { ForEach(0..<6) { _ in Color.red.frame(width: 10, height: 10) } }
        },
    ]

    @Test(arguments: cases)
    func layout(_ c: LayoutCase) { check(c) }
}
