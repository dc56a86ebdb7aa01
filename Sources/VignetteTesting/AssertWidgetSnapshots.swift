import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo
import VignetteRunner

/// Renders every widget of a bundle as its render command does (`swift run MyWidgets --all`)
/// and compares each image with the file that command writes,
/// `Snapshots/<kind>/<family>-<appearance>.png` in the package under test: each supported
/// family in the light, dark and placeholder appearances (and `timelineEntries` timeline
/// entries), with the tolerance and record modes of `assertReference`. A provider that fails
/// or runs out of time is one test issue naming the widget and the call.
///
/// `variants` are the reader's settings each image is also rendered for, named as
/// `render --variants` names them (`systemSmall-light-accessibility5.png`); by default only the
/// standard one, so a suite stays the size of its widgets. A sweep multiplies it: restrict
/// `appearances` with it, and let the fit report (a warning per cut text, a failure with
/// `strictWarnings`) say what a text size or language cuts.
///
/// ```swift
/// @Test func widgets() async { await assertWidgetSnapshots(of: MyWidgets()) }
/// @Test func textSizes() async {
///     await assertWidgetSnapshots(of: MyWidgets(), appearances: [.light], variants: VariantSweep.sizes.variants())
/// }
/// ```
/// - Returns: the failure messages (each also recorded as a test issue).
@discardableResult
public func assertWidgetSnapshots<Bundle: WidgetBundle>(
    of bundle: Bundle, appearances: [WidgetAppearance] = WidgetAppearance.allCases,
    variants: [RenderVariant] = [.standard],
    devices: [WidgetDevice] = [.defaultDevice], timelineEntries: Int = 0, tolerance: Int = 2,
    strictWarnings: Bool = VignetteSnapshots.strictWarnings,
    record: SnapshotTestingConfiguration.Record? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    file: StaticString = #filePath, line: UInt = #line
) async -> [String] {
    giveInfoPlistToBundleMain(Bundle.self)
    let widgets = bundle.widgetDescriptions
    if widgets.isEmpty {
        let message = "\(Bundle.self) has no widgets: list them in its body"
        reportFailure(message, sourceLocation: sourceLocation, file: file, line: line)
        return [message]
    }
    return await assertSnapshots(of: widgets, appearances: appearances, variants: variants, devices: devices, timelineEntries: timelineEntries,
                                 tolerance: tolerance, strictWarnings: strictWarnings, record: record, sourceLocation: sourceLocation,
                                 file: file, line: line)
}

/// The same for an extension whose `@main` is on its one widget (no bundle):
/// `await assertWidgetSnapshots(of: MyWidget())`.
@discardableResult
public func assertWidgetSnapshots<W: Widget>(
    of widget: W, appearances: [WidgetAppearance] = WidgetAppearance.allCases,
    variants: [RenderVariant] = [.standard],
    devices: [WidgetDevice] = [.defaultDevice], timelineEntries: Int = 0, tolerance: Int = 2,
    strictWarnings: Bool = VignetteSnapshots.strictWarnings,
    record: SnapshotTestingConfiguration.Record? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    file: StaticString = #filePath, line: UInt = #line
) async -> [String] {
    giveInfoPlistToBundleMain(W.self)
    return await assertSnapshots(of: widget._widgetDescriptions(), appearances: appearances, variants: variants, devices: devices,
                          timelineEntries: timelineEntries, tolerance: tolerance, strictWarnings: strictWarnings, record: record,
                          sourceLocation: sourceLocation, file: file, line: line)
}

private func assertSnapshots(
    of widgets: [WidgetDescription], appearances: [WidgetAppearance], variants: [RenderVariant], devices: [WidgetDevice],
    timelineEntries: Int, tolerance: Int, strictWarnings: Bool, record: SnapshotTestingConfiguration.Record?,
    sourceLocation: SourceLocation, file: StaticString, line: UInt
) async -> [String] {
    let matrix = variants.flatMap { variant in
        RenderJob.matrix(widgets, appearances: appearances, devices: devices, timelineEntries: timelineEntries, variant: variant)
    }
    let entries = await LoadedEntries.load(for: matrix, widgets: widgets)
    let jobs = matrix.filter(entries.hasEntry)
    var failures: [String] = []
    for job in jobs {
        let name = job.relativePath
        var warnings: [RenderWarning] = []
        let render = {
            let (data, found) = try VignetteSnapshots.renderers.withRenderer { try $0.renderReportingWarnings(job, entries: entries) }
            warnings = found
            return data
        }
        if let failure = assertImage(render, at: name, name: name, describingErrors: "\(name): ", tolerance: tolerance, record: record,
                                     recordCommand: "swift run render --all" + job.variant.commandFlags,
                                     sourceLocation: sourceLocation, file: file, line: line) {
            failures.append(failure)
        }
        reportWarnings(warnings.map(\.description), of: name, strict: strictWarnings, sourceLocation: sourceLocation, file: file, line: line)
    }
    return failures
}

/// The extension's Info.plist (VignetteInfoPlist plugin) for `Bundle.main`, in case the author's
/// code has not used it yet; named after the extension's module.
private func giveInfoPlistToBundleMain(_ type: Any.Type) {
    let module = String(reflecting: type).split(separator: ".").first.map(String.init) ?? "Widgets"
    if let warning = ExtensionInfoPlist.placeBesideProgram(extensionName: module) {
        print("vignette: warning: \(warning)")
    }
}
