import Foundation

nonisolated extension ViewLayout {
    /// How many times a view is evaluated and laid out at most while what it reads back from
    /// the layout changes.
    static let maximumPasses = 4

    /// Evaluates and lays out with `layOut` until what the views read back from the layout has
    /// settled, then builds the display list of the last pass.
    ///
    /// A still render has no next frame, so it makes one: after a pass is placed, the values
    /// of preferences (anchors resolved to the frames just placed) are read for every view that
    /// reads one. An `onPreferenceChange` action whose value changed runs, and the `@State` it
    /// writes is kept; an `overlayPreferenceValue`/`backgroundPreferenceValue` whose value
    /// changed keeps it for its content; a container (`ContainerBoundary`) placed at another size
    /// than its `containerRelativeFrame` views measured against keeps that size for them. If
    /// anything changed, the views are evaluated and laid out again with the new values: what
    /// SwiftUI would show once the value settles. A layout with no view reading a preference or
    /// a container's size is done after one pass. A value that keeps changing stops
    /// after `maximumPasses` with a warning naming its key, and the last pass is drawn.
    static func untilSettled(environment: EnvironmentValues, measurer: any TextMeasuring, container: ProposedViewSize,
                             rasterScale: CGFloat? = nil,
                             _ layOut: (LayoutPass) -> (root: LayoutNode, size: CGSize)) -> LayoutResult {
        RenderSandbox.prepare()
        let feedback = LayoutFeedback()
        let diagnostics = environment.diagnostics
        let mark = diagnostics?.mark ?? 0
        var passNumber = 1
        while true {
            let pass = LayoutPass(environment: environment, measurer: measurer, container: container, feedback: feedback)
            let (root, size) = layOut(pass)
            pass.applyLayoutDirections(root)
            let recorder = pass.session.feedback
            let unsettled = recorder.hasReaders ? recorder.settle(root: root) : []
            recorder.finish()
            if unsettled.isEmpty { return pass.buildDisplayList(root, size: size, rasterScale: rasterScale) }
            if passNumber == maximumPasses {
                let keys = Array(Set(unsettled)).sorted().joined(separator: ", ")
                pass.diagnostics.warn(cause: "preferences-unsettled", subject: keys, message:
                    "the values read back from the layout (\(keys): preferences read by onPreferenceChange or overlayPreferenceValue, or the container size containerRelativeFrame measures against) still changed after \(maximumPasses) layout passes; the image shows the last one. Make the value depend on the layout only, not on what its reader does with it")
                return pass.buildDisplayList(root, size: size, rasterScale: rasterScale)
            }
            // The next pass's warnings replace this pass's.
            diagnostics?.rollBack(to: mark)   // (nil: each pass has diagnostics of its own)
            passNumber += 1
        }
    }
}
