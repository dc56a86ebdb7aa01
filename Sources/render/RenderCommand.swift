import ArgumentParser
import Foundation
import Gallery
import Vignette
import VignetteCairo

@main
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the widget gallery to PNG files.",
        discussion: """
        Writes <output>/<widget>/<family>-<appearance>.png for every selected widget, family and
        appearance on the default device (the 393×852 pt iPhone at @3x). Files are written
        atomically; unchanged images are left untouched.

        Examples:
          swift run render --all                 render the whole gallery into Snapshots/
          swift run render weather --family systemSmall --output /tmp/out
          swift run render --list                list widgets and their families
        """)

    @Flag(name: .long, help: "Render every widget in the gallery.")
    var all = false

    @Flag(name: .long, help: "List the gallery's widgets with their families, and exit.")
    var list = false

    @Argument(help: "Widgets to render, by kind (see --list).")
    var widgets: [String] = []

    @Option(name: .long, parsing: .upToNextOption,
            help: "Families to render: systemSmall, systemMedium, systemLarge, systemExtraLarge, accessory…, today-compact, today-expanded (default: every one the widget supports).")
    var family: [RenderTarget] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Appearances to render: light, dark, placeholder (default: light dark placeholder).")
    var appearance: [WidgetAppearance] = []

    @Option(name: .long, help: "The folder to write into.")
    var output = "Snapshots"

    @Option(name: .long, help: "Worker threads (default: one per core).")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        if !list && !all && widgets.isEmpty {
            throw ValidationError("name widgets to render, or pass --all (see --list)")
        }
        if threads < 1 { throw ValidationError("--threads must be at least 1") }
        for name in widgets where Gallery.widget(named: name) == nil {
            throw ValidationError("no widget named '\(name)'; available: \(Gallery.widgets.map(\.kind).joined(separator: ", "))")
        }
    }

    func run() throws {
        if list {
            for w in Gallery.widgets {
                print("\(w.kind)\t\(w.targets.map(\.description).joined(separator: ", "))\t\(w.displayName): \(w.description)")
            }
            return
        }
        let selected = all ? Gallery.widgets : widgets.compactMap(Gallery.widget(named:))
        let run = GalleryRun(widgets: selected, targets: family.isEmpty ? nil : family,
                             appearances: appearance.isEmpty ? WidgetAppearance.allCases : appearance,
                             output: URL(fileURLWithPath: output, isDirectory: true), threads: threads)
        let summary = run.execute { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
        print(summary.line)
        if summary.failed > 0 { throw ExitCode(1) }
    }
}

extension RenderTarget: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
extension WidgetAppearance: ExpressibleByArgument {}
