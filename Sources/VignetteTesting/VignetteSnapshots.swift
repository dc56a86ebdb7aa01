import Foundation
@_spi(Internals) import SnapshotTesting
import Testing
import VignetteCairo

/// Configuration shared by Vignette's snapshot assertions.
public nonisolated enum VignetteSnapshots {
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

    /// Whether a snapshot with warnings fails (`VIGNETTE_STRICT_WARNINGS=1`, or the
    /// assertions' `strictWarnings:`); otherwise warnings are recorded without failing.
    public static var strictWarnings: Bool { ProcessInfo.processInfo.environment["VIGNETTE_STRICT_WARNINGS"] == "1" }
}
