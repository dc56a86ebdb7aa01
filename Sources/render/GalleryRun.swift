import Foundation
import Vignette
import VignetteCairo

/// Renders a selection of the gallery into a folder and reports what changed.
struct GalleryRun {
    let widgets: [WidgetDefinition]
    let targets: [RenderTarget]?
    let appearances: [WidgetAppearance]
    let output: URL
    let threads: Int

    struct Summary {
        var written = 0
        var unchanged = 0
        var changed = 0
        var new = 0
        var failed = 0
        var seconds = 0.0
        var output = ""

        var line: String {
            let total = written + unchanged
            let detail = "\(new) new, \(changed) changed, \(unchanged) unchanged" + (failed > 0 ? ", \(failed) failed" : "")
            return "render: \(total) images in \(output) (\(detail)) in \(String(format: "%.2f", seconds)) s"
        }
    }

    /// Renders every job; failures are reported one line each through `report` and the rest
    /// still render.
    func execute(report: (String) -> Void) -> Summary {
        let start = Date()
        AtomicFile.removeStaleTemporaries(in: output)
        let jobs = RenderJob.matrix(widgets, targets: targets, appearances: appearances)
        let results = RendererPool().render(jobs, widgets: widgets, threads: threads)
        var summary = Summary(output: output.path)
        for (job, result) in zip(jobs, results) {
            let url = output.appendingPathComponent(job.relativePath)
            do {
                let png = try result.get()
                let previous = try? Data(contentsOf: url)
                if previous == png {
                    summary.unchanged += 1
                    continue
                }
                try AtomicFile.write(png, to: url)
                summary.written += 1
                if previous == nil { summary.new += 1 } else { summary.changed += 1 }
            } catch {
                summary.failed += 1
                report("render: failed \(job.widget) \(job.target) \(job.appearance): \(error)")
            }
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }
}
