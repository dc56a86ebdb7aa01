import Foundation
import Testing
@testable import VignetteCore

/// A row of a news widget, so that the report's view path has an author's name in it.
private nonisolated struct NewsRow: View {
    let title: String
    let lines: Int?
    let width: CGFloat
    var height: CGFloat?

    var body: some View {
        VStack {
            Text(title).lineLimit(lines).frame(width: width, height: height)
        }
    }
}

private nonisolated struct StoryCard: View {
    let title: String
    var body: some View {
        HStack { Text(title).lineLimit(1).frame(width: 60) }
    }
}

/// The fit report as data: a view laid out with the fixed-advance measurer (a 10 pt character
/// is 6 pt wide, a line 12 pt high) in, the render's warnings out. Every text cut to fewer lines
/// than it needs is reported with its view path; nothing that fits is.
@Suite("Fit report")
struct TextFitTests {
    private func report<V: View>(_ view: V) -> [RenderWarning] {
        var env = EnvironmentValues()
        env.displayScale = 1
        env.font = .system(size: 10)
        return ViewLayout.layout(view, proposal: ProposedViewSize(width: 300, height: 300), environment: env,
                                 measurer: FixedAdvanceTextMeasurer()).warnings
    }

    // "Tuesday, November 24" is 20 characters, 120 pt on one line; at 60 pt it wraps to three
    // lines ("Tuesday," / "November" / "24").
    private let date = "Tuesday, November 24"

    @Test("cut by lineLimit: the lines allowed and needed, at the width it had, with the view path")
    func lineLimit() throws {
        let warnings = report(NewsRow(title: date, lines: 2, width: 60))
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(warning.cause == "text-truncated")
        #expect(warning.viewPath == "NewsRow > VStack > Text(\"Tuesday, November 24\")")
        #expect(warning.message.hasPrefix("text truncated: lineLimit(2) allows 2 lines, 3 needed at 60 pt wide; "), "\(warning.message)")
    }

    @Test("one line: how wide the text is and how wide its line")
    func oneLine() throws {
        let warning = try #require(report(NewsRow(title: date, lines: 1, width: 60)).first)
        #expect(warning.message.hasPrefix("text truncated: lineLimit(1) allows 1 line; it is 120 pt wide, 60 pt fit; "), "\(warning.message)")
    }

    @Test("cut by its frame's height")
    func frameHeight() throws {
        let warning = try #require(report(NewsRow(title: date, lines: nil, width: 60, height: 24)).first)
        #expect(warning.cause == "text-truncated")
        #expect(warning.message.hasPrefix("text truncated: its frame (24 pt high) holds 2 lines, 3 needed at 60 pt wide; "), "\(warning.message)")
    }

    @Test("nothing that fits is reported", arguments: [
        (nil, 60, nil),     // three lines, no limit
        (3, 60, nil),       // exactly the lines it needs
        (1, 120, nil),      // exactly its width on one line
        (nil, 60, 36),      // exactly the height of its three lines
        (2, 300, nil),      // one line, room for two
    ] as [(Int?, CGFloat, CGFloat?)])
    func fits(lines: Int?, width: CGFloat, height: CGFloat?) {
        #expect(report(NewsRow(title: date, lines: lines, width: width, height: height)).isEmpty)
    }

    @Test("a text that is not drawn is not reported: hidden, or the ViewThatFits child not chosen")
    func notDrawn() {
        #expect(report(Text(date).lineLimit(1).frame(width: 60).hidden()).isEmpty)
        #expect(report(ViewThatFits { Text(date).lineLimit(1); Text("Tue 24").lineLimit(1) }.frame(width: 60)).isEmpty)
        #expect(report(Text(date).lineLimit(1).frame(width: 60).opacity(0)).isEmpty)
    }

    @Test("texts in different views have their own paths, those in alike views alike ones (shared paths stay right)")
    func pathsPerView() {
        let warnings = report(VStack {
            NewsRow(title: date, lines: 1, width: 60)
            StoryCard(title: "Wednesday, November 25")
            NewsRow(title: "Thursday, November 26", lines: 1, width: 60)
        })
        #expect(warnings.map(\.viewPath) == [
            "VStack > NewsRow > VStack > Text(\"Tuesday, November 24\")",
            "VStack > StoryCard > HStack > Text(\"Wednesday, November 25\")",
            "VStack > NewsRow > VStack > Text(\"Thursday, November 26\")",
        ])
    }

    @Test("each truncated text once, with its own path")
    func several() {
        let warnings = report(VStack {
            Text(date).lineLimit(1).frame(width: 60)
            Text("fits")
            Text("Wednesday, November 25").lineLimit(1).frame(width: 60)
        })
        #expect(warnings.map(\.viewPath) == ["VStack > Text(\"Tuesday, November 24\")", "VStack > Text(\"Wednesday, November 25\")"])
    }
}
