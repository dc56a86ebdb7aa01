import Foundation
import Testing
@testable import VignetteCore

/// Layout keeps answers between queries (sizes per proposal, a stack's probes per minor
/// proposal, text measured once per width): a node that has answered many other proposals
/// must answer each one exactly as a fresh node does.
@Suite("Layout caches")
struct LayoutCachingTests {
    /// A fresh node for the view, in an environment with 10 pt text (6 pt per character).
    private static func node<V: View>(_ view: V) -> LayoutNode {
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        let pass = LayoutPass(environment: env, measurer: FixedAdvanceTextMeasurer())
        return ViewLayout.rootNode(pass.context.resolve(view), pass.context)
    }

    private static let lengths: [CGFloat?] = [nil, 0, 7, 13, 30, 61, 200, .infinity]
    private static var proposals: [ProposedViewSize] {
        lengths.flatMap { w in lengths.map { h in ProposedViewSize(width: w, height: h) } }
    }

    /// Nested stacks of wrapping text, fixed frames, a flexible colour and a spacer: every cache
    /// takes part (probes, size caches, constant frames, text by width).
    private nonisolated struct Nested: View {
        var body: some View {
            HStack(alignment: .firstTextBaseline, spacing: 3) {
                VStack(alignment: .leading, spacing: 1) {
                    Text("one two three four five")
                    Rectangle().frame(width: 12, height: 4)
                }
                VStack {
                    Text("a longer line of words here").lineLimit(2)
                    Color.red.frame(minWidth: 5, maxWidth: 40)
                }
                .layoutPriority(1)
                Spacer(minLength: 2)
                VStack(spacing: 0) {
                    Text("six seven eight nine").fixedSize(horizontal: false, vertical: true)
                    Color.blue.layoutPriority(1)
                }
                Text("tail")
            }
        }
    }

    @Test("a warm node answers every proposal as a fresh node does", arguments: [0, 1, 2])
    func warmEqualsCold(order: Int) {
        var proposals = Self.proposals
        // Three orders: as listed, reversed, and interleaved, so that entries are evicted and
        // probe sets reused in different sequences.
        if order == 1 { proposals.reverse() }
        if order == 2 { proposals = proposals.enumerated().sorted { ($0.offset * 7) % 64 < ($1.offset * 7) % 64 }.map(\.element) }
        let warm = Self.node(Nested())
        for p in proposals + proposals {
            let cold = Self.node(Nested()).sizeThatFits(p)
            #expect(warm.sizeThatFits(p) == cold, "proposal \(p)")
        }
    }

    @Test("text offered a height that cuts its lines keeps only the lines that fit, after being measured without a limit")
    func textHeightAfterUnlimited() {
        // 27 characters wrap at 60 pt (10 characters) into lines of 7, 10 and 8 characters, 12 pt each.
        let text = Self.node(Text("one two three four five six"))
        #expect(text.sizeThatFits(ProposedViewSize(width: 60, height: nil)) == CGSize(width: 60, height: 36))
        #expect(text.sizeThatFits(ProposedViewSize(width: 60, height: .infinity)) == CGSize(width: 60, height: 36))
        #expect(text.sizeThatFits(ProposedViewSize(width: 60, height: 36)) == CGSize(width: 60, height: 36))
        #expect(text.sizeThatFits(ProposedViewSize(width: 60, height: 30)) == CGSize(width: 60, height: 24))
        #expect(text.sizeThatFits(ProposedViewSize(width: 60, height: 0)) == CGSize(width: 60, height: 12))
        // One line fits any height: at least one line is always kept.
        #expect(text.sizeThatFits(ProposedViewSize(width: 200, height: 0)) == CGSize(width: 162, height: 12))
    }

    @Test("text offered a width that holds its unwrapped lines reuses the unlimited measurement; narrower widths measure")
    func textWideEnoughReusesUnlimited() {
        let measurer = CountingMeasurer()
        let pass = LayoutPass(environment: EnvironmentValues(), measurer: measurer)
        // "one two\nthree": lines of 7 and 5 characters at 17 pt (6 × 1.7 pt per character).
        let text = ViewLayout.rootNode(pass.context.resolve(Text("one two\nthree").font(.system(size: 17))), pass.context)
        let unlimited = text.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
        #expect(measurer.extents == 1)
        // The ideal width rounded up to the pixel grid, and more: the same lines, no new measurement.
        for width in [unlimited.width, unlimited.width + 0.5, 500] {
            #expect(text.sizeThatFits(ProposedViewSize(width: width, height: nil)) == unlimited)
        }
        #expect(measurer.extents == 1)
        // One point narrower wraps "one two": measured, three lines.
        let narrow = text.sizeThatFits(ProposedViewSize(width: unlimited.width - 1, height: nil))
        #expect(measurer.extents == 2)
        #expect(narrow.height > unlimited.height)
    }

    @Test("a stack probes its children anew when only its cross proposal changes")
    func probesPerMinorProposal() {
        // The text's minimum height depends on the width it is offered (three lines at 60 pt,
        // one at 200 pt), and the colour, sized first, is offered everything but that minimum.
        func stack() -> LayoutNode {
            Self.node(VStack(spacing: 0) {
                Text("one two three four five six").fixedSize(horizontal: false, vertical: true)
                Color.red.layoutPriority(1)
            })
        }
        let warm = stack()
        #expect(warm.sizeThatFits(ProposedViewSize(width: 60, height: 100)) == CGSize(width: 60, height: 100))
        #expect(warm.sizeThatFits(ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 100))
        #expect(warm.sizeThatFits(ProposedViewSize(width: 200, height: 90)) == stack().sizeThatFits(ProposedViewSize(width: 200, height: 90)))
        #expect(warm.sizeThatFits(ProposedViewSize(width: 60, height: 90)) == stack().sizeThatFits(ProposedViewSize(width: 60, height: 90)))
    }
}

/// Stacks read the default of a built-in frame guide without calling through its type.
@Suite("Frame guide defaults")
struct FrameGuideDefaultTests {
    @Test("each built-in guide's shortcut default is its type's default")
    func shortcutsMatchTypes() {
        let keys = [HorizontalAlignment.leading, .center, .trailing, .listRowSeparatorLeading].map(\.key)
            + [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline].map(\.key)
        let sizes = [CGSize.zero, CGSize(width: 7, height: 13), CGSize(width: 0.5, height: 1e9), CGSize(width: CGFloat.infinity, height: 3)]
        for key in keys {
            for size in sizes {
                #expect(key.defaultValue(for: size) == key.defaultValue(in: ViewDimensions(size: size)), "\(key.id) at \(size)")
            }
        }
    }
}

/// The fixed-advance measurer, counting the extents it is asked for.
private final class CountingMeasurer: TextMeasuring {
    private let inner = FixedAdvanceTextMeasurer()
    private(set) var extents = 0

    func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement { inner.measure(text, proposal: proposal) }

    func extent(of text: ResolvedText, proposal: ProposedViewSize) -> TextExtent {
        extents += 1
        return inner.extent(of: text, proposal: proposal)
    }

    func metrics(of font: ResolvedFont) -> FontMetrics { inner.metrics(of: font) }
}
