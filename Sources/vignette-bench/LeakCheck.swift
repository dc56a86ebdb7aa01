import ArgumentParser
import Foundation
import Gallery
import VignetteCore
import VignetteRunner
import VignetteCairo

/// Renders the gallery round-robin many times, for a leak checker to watch
/// (README: LeakSanitizer or valgrind).
struct LeakCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaks", abstract: "Render gallery images many times; run under LeakSanitizer or valgrind.")

    @Option(help: "Images to render.")
    var count = 1000

    func run() throws {
        let jobs = RenderJob.matrix(Gallery.widgets, appearances: WidgetAppearance.allCases)
        let entries = waitFor { await LoadedEntries.load(for: jobs, widgets: Gallery.widgets) }
        let renderer = try CairoRenderer()
        var bytes = 0
        for i in 0..<count {
            let job = jobs[i % jobs.count]
            bytes += try renderer.render(job, entries: entries).count
        }
        print("rendered \(count) images, \(bytes / 1024) KiB of PNG")
    }
}
