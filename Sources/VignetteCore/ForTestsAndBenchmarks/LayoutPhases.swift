import Foundation

/// Seconds spent in each phase of `ViewLayout.layout(_:in:environment:measurer:)`, for the
/// layout benchmark.
package nonisolated struct LayoutPhaseTimes: Sendable {
    package var resolve: Double
    package var layout: Double
    package var displayList: Double
    package var teardown: Double

    /// From view values to placed frames: evaluating the views, then sizing and placing them
    /// (the display list and freeing come after the layout).
    package var viewsToFrames: Double { resolve + layout }
}

nonisolated extension ViewLayout {
    /// Runs the canvas layout of `view` once and times its phases: evaluating the views into
    /// nodes, sizing and placing them, building the display list, and freeing the result.
    package static func timePhases<V: View>(_ view: V, in canvas: CGSize, environment: EnvironmentValues,
                                           measurer: any TextMeasuring) -> LayoutPhaseTimes {
        func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
        func seconds(_ a: UInt64, _ b: UInt64) -> Double { Double(b - a) / 1e9 }
        var t = [UInt64]()
        // Nested, so that nothing but `result` holds the tree when it is freed.
        func run() -> LayoutResult {
            t.append(now())
            let pass = LayoutPass(environment: environment, measurer: measurer, container: ProposedViewSize(canvas))
            let root = canvasRoot(view, pass)
            t.append(now())
            placeCanvas(root, canvas)
            t.append(now())
            return pass.finish(root, size: canvas)
        }
        var result: LayoutResult? = run()
        t.append(now())
        result = nil
        t.append(now())
        _ = result
        let (t0, t1, t2, t3, t4) = (t[0], t[1], t[2], t[3], t[4])
        return LayoutPhaseTimes(resolve: seconds(t0, t1), layout: seconds(t1, t2), displayList: seconds(t2, t3), teardown: seconds(t3, t4))
    }
}
