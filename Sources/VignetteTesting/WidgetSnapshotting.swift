import Foundation
import SnapshotTesting
import Testing
import Vignette
import VignetteCairo

extension Snapshotting where Value: View, Format == Data {
    /// Renders a view as a widget of `family` on `device` in `appearance` and compares PNGs
    /// with `Diffing.pixels` (±`tolerance` per channel, at most `maxDifferingPixels` pixels).
    ///
    /// ```swift
    /// assertSnapshot(of: MyWidgetView(entry: .sample), as: .widget(family: .systemMedium), snapshotGroup: "MyWidget")
    /// ```
    ///
    /// A rendering that fails is a `RenderFailure`: Vignette's assertions report it with its
    /// message and compare or record nothing. With swift-snapshot-testing's own `assertSnapshot`,
    /// which has no way to hear of it, it is a test issue and the strategy gives no image, so that
    /// assertion fails on its timeout without recording anything.
    public static func widget(family: WidgetFamily = .systemSmall, appearance: WidgetAppearance = .light,
                              device: WidgetDevice = .defaultDevice, tolerance: Int = 2,
                              maxDifferingPixels: Int = 0) -> Snapshotting {
        let name = "\(family)-\(appearance)"
        return Snapshotting<Data, Data>.png(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
            .asyncPullback { view in
                Async { answer in
                    do {
                        let (png, warnings) = try VignetteSnapshots.renderers.withRenderer {
                            // The placeholder appearance redacts the view (the render request does it).
                            try $0.renderWidgetReportingWarnings(view, family: family, device: device, appearance: appearance, name: name)
                        }
                        reportWarnings(warnings.map(\.description), of: "\(Value.self) \(name)", strict: VignetteSnapshots.strictWarnings,
                                       sourceLocation: #_sourceLocation, file: #filePath, line: #line)
                        answer(png)
                    } catch {
                        let failure = RenderFailure(name: "\(Value.self) \(name)", underlying: error)
                        if !RenderFailure.hand(failure) {
                            reportFailure(failure.description, sourceLocation: #_sourceLocation, file: #filePath, line: #line)
                        }
                        // No answer: an image standing in for a failed rendering could be recorded as a reference.
                    }
                }
            }
    }
}
