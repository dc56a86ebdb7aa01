import Foundation
import Testing
import Vignette
@testable import VignetteCore

/// Every image is drawn in one time zone on every machine: UTC, or the zone `VIGNETTE_TIME_ZONE`
/// names. The machine's own (`TZ`) never shows. The tests run this test binary again as a child,
/// with the environment a machine or an author would give it, and read what it drew.
@Suite struct RenderTimeZoneTests {
    private static let childVariable = "VIGNETTE_TIME_ZONE_CHILD"
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)   // 2027-01-15T08:00:00Z

    /// An author's view that formats `Date()` as their code does on iOS: with the current time
    /// zone, a `DateFormatter`'s default, `Text(_:style:)` and `Text(_:format:)`.
    nonisolated struct ClockView: View {
        var body: some View {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.dateFormat = "HH:mm"
            return VStack {
                Text(TimeZone.current.identifier)
                Text(formatter.string(from: Date()))
                Text(Date(), style: .time)
                Text(Date(), format: .dateTime.hour(.twoDigits(amPM: .omitted)).minute())
            }
        }
    }

    /// In the child: prints the texts the view draws, one line (Foundation names UTC "GMT").
    @Test("(the child; does nothing in a normal run)")
    func child() {
        guard ProcessInfo.processInfo.environment[Self.childVariable] != nil else { return }
        print("drawn: " + Self.texts(of: ClockView()).joined(separator: " | "))
    }

    @Test("the machine's TZ does not change what a view draws: it is drawn in UTC")
    func machineTimeZoneIsIgnored() throws {
        let (out, _) = try Self.runChild(["TZ": "Asia/Tokyo"])
        #expect(out.contains("drawn: GMT | 08:00 | 8:00 AM | 08:00"), "\(out)")
    }

    @Test("VIGNETTE_TIME_ZONE names the zone every date is drawn in")
    func authorChoosesTheZone() throws {
        let (out, _) = try Self.runChild(["TZ": "Europe/Paris", "VIGNETTE_TIME_ZONE": "Asia/Tokyo"])
        #expect(out.contains("drawn: Asia/Tokyo | 17:00 | 5:00 PM | 05:00"), "\(out)")
    }

    @Test("an unknown VIGNETTE_TIME_ZONE is one warning that says what to set, and the render is in UTC")
    func unknownZoneWarns() throws {
        let (out, err) = try Self.runChild(["VIGNETTE_TIME_ZONE": "Mars/Olympus_Mons"])
        #expect(err.contains("warning: VIGNETTE_TIME_ZONE is 'Mars/Olympus_Mons', which is not a time zone name: rendering in UTC. Set it to an IANA name such as Europe/Paris"), "\(err)")
        #expect(out.contains("| 08:00 | 8:00 AM | 08:00"), "\(out)")
    }

    @Test("an environment's timeZone is the one Text's date styles and formats use")
    func environmentTimeZone() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let view = VStack {
            Text(Self.now, style: .time)
            Text(Self.now, format: .dateTime.hour(.twoDigits(amPM: .omitted)).minute())
        }.environment(\.timeZone, tokyo)
        #expect(Self.texts(of: view) == ["5:00 PM", "05:00"], "twelve-hour digits in English (US), in Tokyo's zone")
        #expect(EnvironmentValues().calendar.firstWeekday == 1, "weeks start on Sunday, as on an iPhone set to English (US)")
    }

    private static func texts(of view: some View) -> [String] {
        let request = RenderRequest(.widget(.systemMedium), now: now)
        let result = request.layout({ view }, measurer: FixedAdvanceTextMeasurer())
        return result.displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    private static func runChild(_ environment: [String: String]) throws -> (out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", "RenderTimeZoneTests/child"]
        var inherited = ProcessInfo.processInfo.environment
        inherited["VIGNETTE_TIME_ZONE"] = nil
        process.environment = inherited.merging(environment) { $1 }.merging([childVariable: "1"]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the child's test passes")
        return (String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
