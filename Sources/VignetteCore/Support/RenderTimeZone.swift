import Foundation

/// The time zone every image is drawn in, on every machine: UTC, or the IANA zone the author
/// names in the `VIGNETTE_TIME_ZONE` environment variable. The `CFrozenClock` target sets `TZ` to
/// it when the program loads (before any thread runs), so `TimeZone.current`, `Date().formatted()`
/// and `DateFormatter` in the author's code agree with `Text(date, style:)`, chart axes and the
/// Lock Screen clock, and an image does not change with the machine's own zone.
package nonisolated enum RenderTimeZone {
    /// The zone images are drawn in.
    package static var current: TimeZone { checked }

    /// Makes Foundation's default zone the render's. Foundation's C layer reads `TZ` while the
    /// program loads, before `CFrozenClock` sets it, so `DateFormatter` and `Calendar.current`
    /// need to be told; `TimeZone.current` reads `TZ` when first asked. Called before the first
    /// render (`FrozenClock`).
    package static func makeFoundationsDefault() { _ = madeDefault }

    private static let madeDefault: Void = {
        NSTimeZone.resetSystemTimeZone()
        NSTimeZone.default = current
    }()

    /// A warning when `VIGNETTE_TIME_ZONE` names no zone Foundation knows (then UTC is used).
    package static var problem: String? {
        guard let name = chosenName, TimeZone(identifier: name) == nil else { return nil }
        return "VIGNETTE_TIME_ZONE is '\(name)', which is not a time zone name: rendering in UTC. "
            + "Set it to an IANA name such as Europe/Paris or America/New_York, or unset it."
    }

    private static var chosenName: String? {
        guard let name = ProcessInfo.processInfo.environment["VIGNETTE_TIME_ZONE"], !name.isEmpty else { return nil }
        return name
    }

    private static let checked: TimeZone = {
        guard let name = chosenName else { return TimeZone(identifier: "UTC")! }
        if let zone = TimeZone(identifier: name) { return zone }
        FileHandle.standardError.write(Data(("warning: " + (problem ?? "") + "\n").utf8))
        return TimeZone(identifier: "UTC")!
    }()
}
