import Foundation
import Testing
@testable import VignetteCore
import Vignette

// Behaviours a review of this session's changes found wrong; each test failed before its fix.
@Suite("Review fixes")
struct ReviewFixTests {
    private func result<V: View>(_ view: V, now: Date? = nil) -> LayoutResult {
        var env = EnvironmentValues()
        env.font = .system(size: 10)
        if let now { env.now = now }
        return ViewLayout.layout(view, in: CGSize(width: 300, height: 100), environment: env, measurer: FixedAdvanceTextMeasurer())
    }

    private func runs(_ r: LayoutResult) -> [ResolvedText.Run] {
        r.displayList.items.flatMap { item -> [ResolvedText.Run] in if case .text(let t) = item { t.text.runs } else { [] } }
    }

    @Test("the innermost underline wins, underline(false) included, as with Text's other modifiers")
    func underlineOverride() {
        let off = runs(result(VStack { Text("plain").underline(false) }.underline()))
        #expect(off.allSatisfy { $0.underline == nil })
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1), blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        let mixed = runs(result((Text("a").underline(color: Color(red: 1, green: 0, blue: 0)) + Text("b")).underline(color: Color(red: 0, green: 0, blue: 1))))
        #expect(mixed.map(\.underline) == [red, blue])
    }

    @Test("a reader inside a ViewThatFits choice that is not shown is not acted on")
    func hiddenReaders() {
        struct Key: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        final class Log: @unchecked Sendable { var values: [Int] = [] }
        let log = Log()
        _ = result(ViewThatFits(in: .horizontal) {
            Text(String(repeating: "long ", count: 30)).fixedSize()
                .preference(key: Key.self, value: 7)
                .onPreferenceChange(Key.self) { log.values.append($0) }
            Text("short")
        })
        #expect(log.values.isEmpty)
    }

    @Test("an overlay reader whose key nothing sets costs no second pass")
    func noSecondPass() {
        struct Key: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        final class Count: @unchecked Sendable { var bodies = 0 }
        nonisolated struct Counted: View {
            let count: Count
            var body: some View {
                count.bodies += 1
                return Color.red.overlayPreferenceValue(Key.self) { Text("\($0)") }
            }
        }
        let count = Count()
        _ = result(Counted(count: count))
        #expect(count.bodies == 1)
    }

    @Test("a timer-interval progress view's label stops at 0:00 when the interval has ended")
    func progressLabelClamps() {
        let start = Date(timeIntervalSince1970: 0)
        let texts = runs(result(ProgressView(timerInterval: start...start.addingTimeInterval(600)), now: start.addingTimeInterval(4200)))
        #expect(texts.map(\.string) == ["0:00"])
    }
}
