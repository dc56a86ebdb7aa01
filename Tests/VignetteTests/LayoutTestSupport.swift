import Foundation
import Testing
@testable import VignetteCore

/// A layout case: a view, a proposal, and the frames expected for nodes, in depth-first order
/// among nodes whose name starts with the given prefix.
struct LayoutCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Where the expectation comes from: a cited example or "derived: <rule>".
    let source: String
    /// A canvas to centre the view in (as a hosting view does), or a bare proposal.
    let canvas: CGSize?
    let proposal: ProposedViewSize
    let make: @Sendable () -> AnyView
    let expected: [(String, CGRect)]
    var scale: CGFloat = 1

    init<V: View>(_ name: String, source: String, proposal: CGSize, scale: CGFloat = 1,
                  expect expected: [(String, CGRect)], @ViewBuilder view: @escaping @Sendable () -> V) {
        self.name = name
        self.source = source
        self.canvas = proposal
        self.proposal = ProposedViewSize(proposal)
        self.scale = scale
        self.expected = expected
        self.make = { AnyView(view()) }
    }

    init<V: View>(_ name: String, source: String, proposal: ProposedViewSize, scale: CGFloat = 1,
                  expect expected: [(String, CGRect)], @ViewBuilder view: @escaping @Sendable () -> V) {
        self.name = name
        self.source = source
        self.canvas = nil
        self.proposal = proposal
        self.scale = scale
        self.expected = expected
        self.make = { AnyView(view()) }
    }

    var testDescription: String { name }
}

/// Lays out a view with the fixed-advance measurer (a 10 pt character is 6 pt wide, a line 12 pt).
func layoutTree<V: View>(_ view: V, canvas: CGSize?, proposal: ProposedViewSize, scale: CGFloat = 1) -> LayoutTree {
    var env = EnvironmentValues()
    env.displayScale = scale
    env.font = .system(size: 10)
    if let canvas { return ViewLayout.layout(view, in: canvas, environment: env, measurer: FixedAdvanceTextMeasurer()).tree }
    return ViewLayout.layout(view, proposal: proposal, environment: env, measurer: FixedAdvanceTextMeasurer()).tree
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Checks each expected (prefix, frame) against the nodes with that prefix, in order.
func check(_ c: LayoutCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let tree = layoutTree(c.make(), canvas: c.canvas, proposal: c.proposal, scale: c.scale)
    var used: [String: Int] = [:]
    for (prefix, expected) in c.expected {
        let frames = tree.frames(named: prefix)
        let index = used[prefix, default: 0]
        used[prefix] = index + 1
        guard index < frames.count else {
            Issue.record("\(c.name): no node #\(index) named \(prefix)…\n\(tree)", sourceLocation: sourceLocation)
            return
        }
        let actual = frames[index]
        let close = abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
            && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
        #expect(close, "\(c.name) [\(c.source)]: \(prefix)#\(index) is \(actual), expected \(expected)\n\(tree)",
                sourceLocation: sourceLocation)
    }
}
