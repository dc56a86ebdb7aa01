import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo

nonisolated extension Snapshotting where Value: View, Format == Data {
    /// Renders a view as a widget of `family` on `device` in `appearance`, for a reader's
    /// settings (`traits`: text size, Bold Text, contrast, language…, as swift-snapshot-testing's
    /// `.image(traits:)` takes a trait collection), and compares PNGs with `Diffing.pixels`
    /// (±`tolerance` per channel, at most `maxDifferingPixels` pixels).
    ///
    /// ```swift
    /// assertSnapshot(of: MyWidgetView(entry: .sample), as: .widget(family: .systemMedium), snapshotGroup: "MyWidget")
    /// assertSnapshot(of: MyWidgetView(entry: .sample),
    ///                as: .widget(family: .systemSmall, traits: RenderVariant(dynamicTypeSize: .accessibility3)))
    /// ```
    ///
    /// A rendering that fails is a `RenderFailure`: Vignette's assertions report it with its
    /// message and compare or record nothing. With swift-snapshot-testing's own `assertSnapshot`,
    /// which has no way to hear of it, it is a test issue and the strategy gives no image, so that
    /// assertion fails on its timeout without recording anything.
    public static func widget(family: WidgetFamily = .systemSmall, appearance: WidgetAppearance = .light,
                              traits: RenderVariant = .standard, device: WidgetDevice = .defaultDevice, tolerance: Int = 2,
                              maxDifferingPixels: Int = 0) -> Snapshotting {
        let name = "\(family)-\(appearance)\(traits.fileSuffix)"
        return Snapshotting<Data, Data>.png(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels).asyncPullback { view in
            .rendering("\(Value.self) \(name)") {
                try VignetteSnapshots.renderers.withRenderer {
                    // The placeholder appearance redacts the view (the render request does it).
                    try $0.renderWidgetReportingWarnings(view, family: family, device: device, appearance: appearance,
                                                         variant: traits, name: name)
                }
            }
        }
    }
}

nonisolated extension Snapshotting where Value: View, Format == String {
    /// Lays out a view as a widget of `family` on `device` in `appearance` and compares its
    /// display list as text (`Snapshotting.displayList`, swift-snapshot-testing's `.lines`):
    /// the layout checked without drawing, a change read as a text diff.
    ///
    /// ```swift
    /// assertSnapshot(of: MyWidgetView(entry: .sample), as: .displayList(family: .systemMedium), snapshotGroup: "MyWidget")
    /// ```
    public static func displayList(family: WidgetFamily = .systemSmall, appearance: WidgetAppearance = .light,
                                   device: WidgetDevice = .defaultDevice) -> Snapshotting {
        Snapshotting<DisplayList, String>.displayList.asyncPullback { view in
            .rendering("\(Value.self) \(family)-\(appearance)") {
                try VignetteSnapshots.renderers.withRenderer {
                    let result = $0.layoutWidget(view, family: family, device: device, appearance: appearance)
                    return (result.displayList, result.warnings)
                }
            }
        }
    }
}

nonisolated extension Async {
    /// What `render` gives, with its warnings reported. When it throws there is no answer, since
    /// a stand-in could be recorded as a reference: the `RenderFailure` goes to the Vignette
    /// assertion taking the snapshot or, with none listening, is a test issue.
    static func rendering(_ name: String, _ render: @escaping () throws -> (Value, [RenderWarning])) -> Async {
        Async { answer in
            do {
                let (value, warnings) = try render()
                reportWarnings(warnings.map(\.description), of: name, strict: VignetteSnapshots.strictWarnings,
                               sourceLocation: #_sourceLocation, file: #filePath, line: #line)
                answer(value)
            } catch {
                let failure = RenderFailure(name: name, underlying: error)
                if !RenderFailure.hand(failure) {
                    reportFailure(failure.description, sourceLocation: #_sourceLocation, file: #filePath, line: #line)
                }
            }
        }
    }
}
