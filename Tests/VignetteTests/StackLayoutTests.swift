import Foundation
import Testing
@testable import VignetteCore

/// Stacks: distribution, spacing, alignment, overflow (swiftui-layout.md §1.3–1.5).
@Suite("Stack layout")
struct StackLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("HStack of fixed frames uses the default spacing 8", source: "§1.4 defaultSpacing = 8 [OSUI]",
                   proposal: CGSize(width: 200, height: 100), expect: [
                       ("HStack", rect(62, 40, 76, 20)), ("frame", rect(62, 40, 30, 20)), ("frame", rect(100, 40, 38, 20)),
                   ]) {
            HStack { Color.red.frame(width: 30, height: 20); Color.blue.frame(width: 38, height: 20) }
        },
        LayoutCase("VStack of rectangles spaced 8", source: "fatbobman: VStack of plain rectangles → 8",
                   proposal: CGSize(width: 100, height: 100), expect: [
                       ("VStack", rect(40, 26, 20, 48)), ("frame", rect(40, 26, 20, 20)), ("frame", rect(40, 54, 20, 20)),
                   ]) {
            VStack { Rectangle().frame(width: 20, height: 20); Rectangle().frame(width: 20, height: 20) }
        },
        LayoutCase("explicit spacing", source: "derived: §1.3 step 1", proposal: CGSize(width: 100, height: 100), expect: [
            ("frame", rect(35, 40, 10, 20)), ("frame", rect(48, 40, 17, 20)),
        ]) {
            HStack(spacing: 3) { Color.red.frame(width: 10, height: 20); Color.red.frame(width: 17, height: 20) }
        },
        LayoutCase("Spacer pushes views apart with no spacing next to it", source: "§1.4 Spacer nil-category 0; §1.5",
                   proposal: CGSize(width: 200, height: 50), expect: [
                       ("HStack", rect(0, 15, 200, 20)), ("frame", rect(0, 15, 30, 20)), ("Spacer", rect(30, 25, 140, 0)),
                       ("frame", rect(170, 15, 30, 20)),
                   ]) {
            HStack { Color.red.frame(width: 30, height: 20); Spacer(); Color.red.frame(width: 30, height: 20) }
        },
        LayoutCase("two spacers split the leftover equally", source: "swiftui.cc reference; §1.5",
                   proposal: CGSize(width: 100, height: 20), expect: [
                       ("Spacer", rect(0, 10, 40, 0)), ("frame", rect(40, 0, 20, 20)), ("Spacer", rect(60, 10, 40, 0)),
                   ]) {
            HStack { Spacer(); Color.red.frame(width: 20, height: 20); Spacer() }
        },
        LayoutCase("Spacer(minLength:) is reserved before others are sized", source: "§1.5 spacers sized last; §1.3 reservation",
                   proposal: CGSize(width: 100, height: 20), expect: [
                       ("Text", rect(0, 4, 78, 12)), ("Spacer", rect(78, 10, 22, 0)),
                   ]) {
            // The text would like 120 pt; it gets 100 − 22.
            HStack(spacing: 0) { Text("aaaaaaaaaaaaaaaaaaaa").lineLimit(1); Spacer(minLength: 22) }
        },
        LayoutCase("equal flexible children share the width", source: "derived: §1.3 equal offers",
                   proposal: CGSize(width: 316, height: 50), expect: [
                       ("Color", rect(0, 0, 100, 50)), ("Color", rect(108, 0, 100, 50)), ("Color", rect(216, 0, 100, 50)),
                   ]) {
            HStack { Color.red; Color.green; Color.blue }
        },
        LayoutCase("least flexible first: a fixed view keeps its width", source: "swiftuifieldguide HStack: ordering by flexibility",
                   proposal: CGSize(width: 200, height: 40), expect: [
                       ("Color", rect(0, 0, 56, 40)), ("frame", rect(64, 10, 80, 20)), ("frame", rect(152, 0, 48, 40)),
                   ]) {
            HStack { Color.red; Color.blue.frame(width: 80, height: 20); Color.green.frame(maxWidth: 48) }
        },
        LayoutCase("text among flexible colours gets a third and wraps", source: "swiftuifieldguide HStack: Hello, world wraps",
                   proposal: CGSize(width: 130, height: 100), expect: [
                       ("Color", rect(0, 0, 39, 100)), ("Text", rect(47, 38, 36, 24)), ("Color", rect(91, 0, 39, 100)),
                   ]) {
            // The text, least flexible, is offered (130 − 16) / 3 = 38 pt and wraps "Hello," / "world";
            // the colours share the remaining 78 pt.
            HStack { Color.purple; Text("Hello, world"); Color.pink }
        },
        LayoutCase("layoutPriority gives a view everything but the others' minimum", source: "swiftuifieldguide HStack: layoutPriority",
                   proposal: CGSize(width: 100, height: 20), expect: [
                       ("Text", rect(0, 4, 6, 12)), ("Text", rect(14, 4, 84, 12)),
                   ]) {
            // b is offered 100 − 8 − 6 (a's minimum, "…") = 86 and shows 13 characters and "…".
            HStack { Text("aaaaaaaaaa").lineLimit(1); Text("bbbbbbbbbbbbbbbb").lineLimit(1).layoutPriority(1) }
                .frame(width: 100, alignment: .leading)
        },
        LayoutCase("overflow: a stack can be larger than its proposal", source: "§1.3 step 4 (stack can exceed the proposal)",
                   proposal: CGSize(width: 50, height: 20), expect: [
                       ("HStack", rect(-19, 0, 88, 20)),
                   ]) {
            HStack { Color.red.frame(width: 40, height: 20); Color.red.frame(width: 40, height: 20) }
        },
        LayoutCase("VStack leading alignment", source: "derived: §1.3 step 4 minor position from guides", proposal: CGSize(width: 100, height: 100),
                   expect: [("VStack", rect(35, 24, 30, 52)), ("frame", rect(35, 24, 30, 20)), ("frame", rect(35, 52, 10, 24))]) {
            VStack(alignment: .leading) { Color.red.frame(width: 30, height: 20); Color.red.frame(width: 10, height: 24) }
        },
        LayoutCase("VStack trailing alignment", source: "derived: §1.3 step 4", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(35, 24, 30, 20)), ("frame", rect(55, 52, 10, 24))]) {
            VStack(alignment: .trailing) { Color.red.frame(width: 30, height: 20); Color.red.frame(width: 10, height: 24) }
        },
        LayoutCase("HStack bottom alignment", source: "derived: §1.3 step 4", proposal: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(31, 35, 10, 30)), ("frame", rect(49, 55, 20, 10))]) {
            HStack(alignment: .bottom) { Color.red.frame(width: 10, height: 30); Color.red.frame(width: 20, height: 10) }
        },
        LayoutCase("HStack aligns first text baselines", source: "derived: §1.15 firstTextBaseline; text baseline = ascender",
                   proposal: CGSize(width: 300, height: 100), expect: [
                       ("Text", rect(95.5, 38, 48, 24)), ("Text", rect(151.5, 45, 53, 15)),
                   ]) {
            // 20 pt text: baseline 19; 12.5 pt text: baseline 11.875 → nearest pixel 12, so it sits
            // 7 pt lower; its width 52.5 rounds up to the pixel grid (53).
            HStack(alignment: .firstTextBaseline) {
                Text("abcd").font(.system(size: 20))
                Text("abcdefg").font(.system(size: 12.5))
            }
        },
        LayoutCase("empty stack is zero-sized", source: "derived: §1.3 (no children)", proposal: CGSize(width: 100, height: 100),
                   expect: [("VStack", rect(50, 50, 0, 0))]) {
            VStack {}
        },
        LayoutCase("stack asked for its ideal size sums ideal sizes", source: "§1.3 step 2 (major proposal nil)",
                   proposal: .unspecified, expect: [("HStack", rect(0, 0, 28, 12)), ("Text", rect(0, 0, 12, 12)), ("Color", rect(20, 1, 8, 10))]) {
            HStack { Text("ab"); Color.red.frame(width: 8, height: 10) }
        },
        LayoutCase("a stack holding an infinitely flexible view is itself infinitely flexible", source: "derived: §1.3 flexibility = len(∞) − len(0)",
                   proposal: CGSize(width: 200, height: 100), expect: [("HStack", rect(0, 20, 200, 80))]) {
            // Regression: centring an infinite height gave NaN, the row looked rigid and got half the height.
            VStack(spacing: 8) { Color.red.frame(height: 12); HStack { Text("a").frame(maxWidth: .infinity, maxHeight: .infinity) } }
        },
        LayoutCase("right-to-left HStack mirrors placement", source: "§1.3 item 6: RTL mirrors HStack placement",
                   proposal: CGSize(width: 100, height: 20), expect: [("frame", rect(0, 0, 100, 20)), ("frame", rect(18, 0, 30, 20)),
                                                                      ("frame", rect(0, 0, 10, 20))]) {
            // Laid out left to right, then mirrored inside the RTL frame: trailing is the left edge.
            HStack(spacing: 8) { Color.red.frame(width: 30, height: 20); Color.red.frame(width: 10, height: 20) }
                .frame(maxWidth: .infinity, alignment: .trailing)
                .environment(\.layoutDirection, .rightToLeft)
        },
        LayoutCase("negative spacing leaves room to offer at a length of 0", source: "derived: §1.3 step 1, offer = remaining ÷ children left",
                   proposal: CGSize(width: 0, height: 10), expect: [("HStack", rect(0, 0, 0, 10)), ("frame", rect(0, 0, 5, 10)),
                                                                    ("frame", rect(-5, 0, 5, 10))]) {
            // The 10 pt the spacing gives back are shared: a stack proposed 0 must not reuse
            // its children's sizes at 0, as it does when the spacing is not negative.
            HStack(spacing: -10) { Color.red.frame(maxWidth: 20); Color.blue.frame(maxWidth: 20) }
        },
        LayoutCase("a row probed at heights 0 and ∞ is then offered the height it needs", source: "derived: §1.3 flexibility and offers",
                   proposal: CGSize(width: 50, height: 60), expect: [("VStack", rect(0, 0, 50, 60)), ("HStack", rect(0, 0, 50, 24)),
                                                                     ("Text", rect(0, 0, 42, 24)), ("frame", rect(42, 10, 8, 4)),
                                                                     ("Color", rect(42, 10, 8, 4)), ("Color", rect(0, 24, 50, 36))]) {
            // The row's probes: one line at height 0 (12), two at ∞ (24), so it is less
            // flexible than the colour and offered all 60 first; it takes 24. The text gets
            // what the 8 pt frame leaves (42) and wraps to "abcde" / "fg hijk".
            VStack(spacing: 0) {
                HStack(spacing: 0) { Text("abcde fg hijk"); Color.red.frame(width: 8, height: 4) }
                Color.green
            }
        },
        // Issue 44: a layout modifier has a priority of its own, 0, and does not pass its child's on.
        LayoutCase("a tile and a framed spacer, both flexible, share the row", source: "issue 44 (iOS renders); OSUI UnaryLayout.layoutPriority = 0",
                   proposal: CGSize(width: 208, height: 50), expect: [
                       ("frame", rect(0, 15, 100, 20)), ("frame", rect(0, 15, 100, 20)), ("frame", rect(108, 25, 100, 0)),
                   ]) {
            HStack { Color.red.frame(height: 20).frame(maxWidth: .infinity); Spacer().frame(maxWidth: .infinity) }
        },
        LayoutCase("a framed spacer is not sized after the others", source: "issue 44; OSUI _FlexFrameLayout has priority 0",
                   proposal: CGSize(width: 100, height: 20), expect: [("Color", rect(0, 0, 50, 20)), ("frame", rect(50, 10, 50, 0))]) {
            HStack(spacing: 0) { Color.red; Spacer().frame(maxWidth: .infinity) }
        },
        LayoutCase("a bare spacer still is", source: "§1.5 Spacer priority −∞",
                   proposal: CGSize(width: 100, height: 20), expect: [("Color", rect(0, 0, 92, 20)), ("Spacer", rect(92, 10, 8, 0))]) {
            HStack(spacing: 0) { Color.red; Spacer() }
        },
        LayoutCase("a priority set inside a frame or padding is the modifier's no more", source: "OSUI UnaryLayout.layoutPriority = 0",
                   proposal: CGSize(width: 90, height: 20), expect: [("frame", rect(0, 0, 30, 20)), ("padding", rect(30, 0, 30, 20))]) {
            HStack(spacing: 0) { Color.red.layoutPriority(1).frame(maxWidth: .infinity); Color.blue.layoutPriority(1).padding(0); Color.green }
        },
        LayoutCase("a priority set outside the frame, or under fixedSize or offset, counts", source: "OSUI LayoutPriorityLayout; FixedSizeLayout forwards",
                   proposal: CGSize(width: 100, height: 20), expect: [("frame", rect(0, 0, 100, 20)), ("Color", rect(0, 0, 100, 20)),
                                                                      ("Color", rect(100, 0, 0, 20))]) {
            HStack(spacing: 0) { Color.red.frame(maxWidth: .infinity).layoutPriority(1).offset(x: 0); Color.blue }
        },
    ]

    @Test(arguments: cases)
    func layout(_ c: LayoutCase) { check(c) }
}
