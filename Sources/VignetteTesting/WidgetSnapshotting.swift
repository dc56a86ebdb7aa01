import Foundation
@_spi(Internals) import SnapshotTesting
import Testing
import Vignette
import VignetteCairo

extension Snapshotting where Value: View, Format == Data {
    /// Renders a view as a widget of `family` on `device` in `appearance` and compares PNGs
    /// with `Diffing.pixels` (±`tolerance` per channel, at most `maxDifferingPixels` pixels).
    ///
    /// ```swift
    /// assertSnapshot(of: MyWidgetView(entry: .sample), as: .widget(family: .systemMedium))
    /// ```
    public static func widget(family: WidgetFamily = .systemSmall, appearance: WidgetAppearance = .light,
                              device: WidgetDevice = .defaultDevice, tolerance: Int = 2,
                              maxDifferingPixels: Int = 0) -> Snapshotting {
        let name = "\(family)-\(appearance)"
        return Snapshotting<Data, Data>(pathExtension: "png",
                                        diffing: .pixels(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, name: name))
            .pullback { view in
                do {
                    let (png, warnings) = try VignetteSnapshots.renderers.withRenderer {
                        // The placeholder appearance redacts the view (the render request does it).
                        try $0.renderWidgetReportingWarnings(view, family: family, device: device, appearance: appearance, name: name)
                    }
                    reportWarnings(warnings.map(\.description), of: "\(Value.self) \(name)", strict: VignetteSnapshots.strictWarnings,
                                   sourceLocation: #_sourceLocation, file: #filePath, line: #line)
                    return png
                } catch {
                    return PixelVerdict.renderErrorPrefix + Data("\(error)".utf8)
                }
            }
    }
}

/// Configuration shared by Vignette's snapshot assertions.
public enum VignetteSnapshots {
    /// One renderer per thread, shared by every snapshot in the process.
    public static let renderers = RendererPool()

    /// The record mode: the explicit one, else swift-snapshot-testing's configuration (its
    /// `withSnapshotTesting` or `.snapshots(record:)` trait), else `SNAPSHOT_TESTING_RECORD`, else `never` when `CI` is set (a missing reference fails in CI
    /// instead of being recorded silently) and `missing` on a developer's machine.
    public static func recordMode(_ explicit: SnapshotTestingConfiguration.Record? = nil,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotTestingConfiguration.Record {
        if let explicit { return explicit }
        if let configured = SnapshotTestingConfiguration.current?.record { return configured }
        // A `.snapshots(record:)` trait on the running Swift Testing test or suite.
        if Test.current?.traits.contains(where: { $0 is _SnapshotsTestTrait }) == true { return _record }
        if let value = environment["SNAPSHOT_TESTING_RECORD"], let mode = SnapshotTestingConfiguration.Record(rawValue: value) { return mode }
        return environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } == true ? .never : .missing
    }
}

/// A deterministic split of a list of snapshot cases across CI machines: `VIGNETTE_SHARD=i/n`
/// (1-based) keeps every n-th case starting at the i-th.
public struct Shard: Equatable, Sendable {
    public let index: Int
    public let count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        index = parts[0]
        count = parts[1]
    }

    /// The shard of this process, if `VIGNETTE_SHARD` is set (an invalid value selects nothing
    /// rather than everything, so a typo cannot pass silently).
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Shard? {
        guard let text = environment["VIGNETTE_SHARD"] else { return nil }
        return Shard(text) ?? Shard(index: 1, count: 0)
    }

    private init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    public func select<T>(_ items: [T]) -> [T] {
        guard count > 0 else { return [] }
        return items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
