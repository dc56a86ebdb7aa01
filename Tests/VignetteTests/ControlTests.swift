import Foundation
import Testing
@testable import VignetteCore

// Controls drawn at rest. Fixed-advance text: a 10 pt character is 6 pt wide, a line 12 pt.
@Suite("Controls")
struct ControlTests {
    private func tree<V: View>(_ view: V, now: Date? = nil) -> LayoutTree {
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        if let now { env.now = now }
        return ViewLayout.layout(view, in: CGSize(width: 200, height: 100), environment: env, measurer: FixedAdvanceTextMeasurer()).tree
    }

    @Test("a switch toggle spans the width: label leading, a 51×31 switch trailing, knob at the end it is on")
    func switchToggle() throws {
        let on = tree(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 180))
        let track = try #require(on.allNodes.first { $0.name == "frame" && $0.frame.size == CGSize(width: 51, height: 31) }?.frame)
        #expect(track.maxX == 190)
        let knobOn = try #require(on.allNodes.first { $0.name == "frame" && $0.frame.size == CGSize(width: 27, height: 27) }?.frame)
        #expect(knobOn.maxX == track.maxX - 2)
        let off = tree(Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 180))
        let knobOff = try #require(off.allNodes.first { $0.name == "frame" && $0.frame.size == CGSize(width: 27, height: 27) }?.frame)
        #expect(knobOff.minX == track.minX + 2)
    }

    @Test("a linear progress view fills its track to the fraction; a timer interval is read at the render's now")
    func progress() throws {
        func fill(_ t: LayoutTree) -> [CGFloat] { t.allNodes.filter { $0.name.hasPrefix("frame") && $0.frame.height == 4 }.map(\.frame.width) }
        #expect(fill(tree(ProgressView(value: 3, total: 12).frame(width: 100))).contains(25))
        let start = Date(timeIntervalSince1970: 0)
        let halfway = tree(ProgressView(timerInterval: start...start.addingTimeInterval(100), countsDown: false) { EmptyView() }
            .progressViewStyle(.linear).frame(width: 100), now: start.addingTimeInterval(40))
        #expect(fill(halfway).contains(40))
    }

    @Test("a bordered prominent button pads its label 14 × 7")
    func borderedButton() throws {
        let t = tree(Button("Add") {}.buttonStyle(.borderedProminent))
        let label = try #require(t.allNodes.first { $0.name == #"Text("Add")"# }?.frame)
        let padded = try #require(t.allNodes.first { $0.name.hasPrefix("padding") && $0.frame.width == label.width + 28 }?.frame)
        #expect(padded.height == label.height + 14)
    }
}
