import Foundation
import Testing
@testable import VignetteCore

/// Layout asks the measurer for a text's extent (size and line count) and the display list
/// for its lines: the two must agree.
@Suite("Fixed-advance text measurer")
struct TextMeasurerTests {
    private static let strings = [
        "", "tail", "one two three four five six", "a\nb c\n\nlonger words here", "supercalifragilistic word",
        "naïve café déjà vu", "line\r\nbreak", "  leading and trailing  ", "日本語のテキスト",
    ]
    private static let lengths: [CGFloat?] = [nil, 0, 5, 13, 30, 61, 200, .infinity]

    private static func text(_ string: String, lineLimit: Int?, lineSpacing: CGFloat) -> ResolvedText {
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        env.lineLimit = lineLimit
        env.lineSpacing = lineSpacing
        return Text(string).resolve(in: env)
    }

    @Test("the extent is the measurement's size and line count", arguments: [nil, 1, 2] as [Int?])
    func extentMatchesMeasurement(lineLimit: Int?) {
        let measurer = FixedAdvanceTextMeasurer()
        for string in Self.strings {
            for lineSpacing in [0, 3] as [CGFloat] {
                let text = Self.text(string, lineLimit: lineLimit, lineSpacing: lineSpacing)
                for w in Self.lengths {
                    for h in Self.lengths {
                        let p = ProposedViewSize(width: w, height: h)
                        let m = measurer.measure(text, proposal: p)
                        #expect(measurer.extent(of: text, proposal: p) == TextExtent(size: m.size, lineCount: m.lines.count),
                                "\(string.debugDescription) at \(p), limit \(String(describing: lineLimit)), spacing \(lineSpacing)")
                    }
                }
            }
        }
    }

    @Test("lines wrap at spaces, then between characters, and the last kept line is truncated")
    func wrapsAndTruncates() {
        let measurer = FixedAdvanceTextMeasurer()  // 6 pt per character, 12 pt lines at 10 pt
        let text = Self.text("one two supercalifragilistic", lineLimit: nil, lineSpacing: 0)
        // 60 pt holds 10 characters: "one two", then the 20-letter word cut in two.
        let wrapped = measurer.measure(text, proposal: ProposedViewSize(width: 60, height: nil))
        #expect(wrapped.lines.map(\.rect.width) == [42, 60, 60])
        #expect(wrapped.size == CGSize(width: 60, height: 36))
        #expect(!wrapped.isTruncated)
        // Two lines fit 30 pt: the second holds what fits of the rest (9 characters), then "…".
        let cut = measurer.measure(text, proposal: ProposedViewSize(width: 60, height: 30))
        #expect(cut.lines.map(\.rect.width) == [42, 60])
        #expect(cut.isTruncated)
        #expect(measurer.extent(of: text, proposal: ProposedViewSize(width: 60, height: 30)) == TextExtent(size: CGSize(width: 60, height: 24), lineCount: 2))
        // A carriage return and line feed make one line break, as one character.
        let crlf = measurer.measure(Self.text("ab\r\ncd", lineLimit: nil, lineSpacing: 0), proposal: .unspecified)
        #expect(crlf.lines.map(\.rect.width) == [12, 12])
    }
}

@Suite("Text formats")
struct TextFormatTests {
    private func string(_ text: Text, locale: String = "en_US", now: Date = RenderRequest.defaultNow) -> String {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.now = now
        return text.resolve(in: env).string
    }

    @Test("Text(_:format:) formats when resolved, in the environment's locale, dates in UTC")
    func formats() {
        let day = Date(timeIntervalSince1970: 1_795_262_400)   // 21 November 2026, 12:00 UTC
        #expect(string(Text(12_345, format: .number)) == "12,345")
        #expect(string(Text(12_345, format: .number), locale: "de_DE") == "12.345")
        #expect(string(Text(0.42, format: .percent)) == "42%")
        #expect(string(Text(19.99, format: .currency(code: "EUR"))) == "€19.99")
        #expect(string(Text(day, format: .dateTime.month(.wide).day())) == "November 21")
        #expect(string(Text("\(day, format: .dateTime.hour().minute()) · \(3, format: .number) new"))
                == "12:00\u{202F}PM · 3 new")   // (a narrow no-break space before PM, as iOS 17)
        #expect(string(Text("\(1234.5, format: .number) m"), locale: "de_DE") == "1.234,5 m")
    }

    @Test("intervals in UTC and relative dates against the render's now, never the machine's clock or zone")
    func deterministic() {
        let start = Date(timeIntervalSince1970: 1_795_262_400)
        let interval = string(Text(start..<start.addingTimeInterval(3600), format: .interval.hour().minute()))
        #expect(interval.contains("12:00") && interval.contains("1:00"), "\(interval)")
        let now = RenderRequest.defaultNow
        #expect(string(Text(now.addingTimeInterval(-3600), format: .relative(presentation: .numeric)), now: now) == "1 hour ago")
        #expect(string(Text(now.addingTimeInterval(2 * 86_400), format: .relative(presentation: .named)), now: now) == "in 2 days")
    }

    @Test("a format in a ForEach or under .environment(\\.locale) follows that environment")
    func environmentLocale() {
        let result = ViewLayout.layout(
            VStack { ForEach([1234.5], id: \.self) { Text($0, format: .number) } }.environment(\.locale, Locale(identifier: "de_DE")),
            in: CGSize(width: 200, height: 100), environment: EnvironmentValues(), measurer: FixedAdvanceTextMeasurer())
        let texts = result.displayList.items.compactMap { if case .text(let t) = $0 { t.text.string } else { nil } }
        #expect(texts == ["1.234,5"])
    }
}

@Suite("Timer text")
struct TimerTextTests {
    private func shown(_ text: Text, at now: Date) -> String {
        var env = EnvironmentValues()
        env.now = now
        return text.resolve(in: env).string
    }

    @Test("Text(timerInterval:) counts down or up at the render's now, clamped to the interval, paused when told")
    func timers() {
        let start = Date(timeIntervalSince1970: 0), end = start.addingTimeInterval(2 * 3600)
        #expect(shown(Text(timerInterval: start...end), at: start.addingTimeInterval(125)) == "1:57:55")
        #expect(shown(Text(timerInterval: start...end, showsHours: false), at: start.addingTimeInterval(125)) == "117:55")
        #expect(shown(Text(timerInterval: start...end, countsDown: false), at: start.addingTimeInterval(125)) == "2:05")
        #expect(shown(Text(timerInterval: start...end), at: end.addingTimeInterval(60)) == "0:00")
        #expect(shown(Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(3600)), at: start) == "1:00:00")
    }
}

@Suite("Markdown in Text")
struct MarkdownTextTests {
    private func runs(_ text: Text) -> [(String, Int, Bool, Bool, Bool)] {
        text.resolve(in: EnvironmentValues()).runs.map { ($0.string, $0.font.weight, $0.font.italic, $0.strikethrough != nil, $0.font.family.contains("Mono")) }
    }

    @Test("a key's inline Markdown becomes runs: bold, italic, both, code, strikethrough, links in the accent colour")
    func inline() {
        let r = runs(Text("Hi **bold**, *it*, ***both***, ~~gone~~ and `code`"))
        #expect(r.map(\.0) == ["Hi ", "bold", ", ", "it", ", ", "both", ", ", "gone", " and ", "code"])
        #expect(r[1].1 == 700 && !r[1].2)
        #expect(r[3].2 && r[3].1 == 400)
        #expect(r[5].1 == 700 && r[5].2)
        #expect(r[7].3)
        let link = Text("Read [the article](https://example.com) now").resolve(in: EnvironmentValues()).runs
        #expect(link.map(\.string) == ["Read ", "the article", " now"])
        #expect(link[1].color == SystemColor.systemBlue.resolve(.light))
    }

    @Test("unclosed delimiters, snake_case, escapes and verbatim text stay as written")
    func literal() {
        #expect(Text("2 * 3 = 6").resolve(in: EnvironmentValues()).string == "2 * 3 = 6")
        #expect(Text("snake_case_name").resolve(in: EnvironmentValues()).string == "snake_case_name")
        #expect(Text("a \\*star\\*").resolve(in: EnvironmentValues()).string == "a *star*")
        #expect(Text(verbatim: "**raw**").resolve(in: EnvironmentValues()).string == "**raw**")
        let name = "**raw**"
        #expect(Text(name).resolve(in: EnvironmentValues()).string == "**raw**")
    }
}
