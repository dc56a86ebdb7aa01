import ArgumentParser
import Foundation
import Gallery
import Vignette
import VignetteCairo
import VignetteRunner

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the widget gallery to images and the review page.",
        discussion: """
        Writes <output>/<widget>/<family>-<appearance>.png for every selected widget, family and
        appearance (default device: the 393×852 pt iPhone at @3x; other devices and scales add
        -<device> and @<n>x), then <output>/index.html, a page to review them. Files are written
        atomically; unchanged images are left untouched; the previous version of a changed image
        and a difference image go to <output>/.review/ for the page's "changed" view.

        Exit status: 0 when everything rendered, 1 when an image failed (each failure is one line
        on standard error; the rest still render), 2 for usage errors.

        Examples:
          swift run render --all                          the whole gallery into Snapshots/
          swift run render weather --family systemSmall --appearance dark --output /tmp/out
          swift run render --all --device all             every iPhone and iPad
          swift run render calendar --format pdf          vectors for designers
          swift run render --home-screen                  widgets on a home-screen mock-up
          swift run render --list                         widgets and their families
        """)

    @Flag(name: .long, help: "Render every widget in the gallery.")
    var all = false

    @Flag(name: .long, help: "List the gallery's widgets with their families, and exit.")
    var list = false

    @Argument(help: "Widgets to render, by kind (see --list).")
    var widgets: [String] = []

    @Option(name: .long, parsing: .upToNextOption,
            help: "Families: systemSmall, systemMedium, systemLarge, systemExtraLarge, accessory…, today-compact, today-expanded (default: all the widget supports).")
    var family: [RenderTarget] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Appearances: light, dark, placeholder (default: all three).")
    var appearance: [WidgetAppearance] = []

    @Flag(name: .long, help: "Only the placeholder appearance.")
    var placeholder = false

    @Option(name: .long, parsing: .upToNextOption, help: "Devices by id (iphone-393x852, ipad-1024x1366…) or `all` (default: iphone-393x852).")
    var device: [String] = []

    @Option(name: .long, help: "Pixels per point, instead of each device's own scale.")
    var scale: Double?

    @Option(name: .long, help: "png, svg or pdf.")
    var format: ImageFormat = .png

    @Flag(name: .long, help: "Also render the home-screen sheets (light and dark) into <output>/HomeScreen/.")
    var homeScreen = false

    @Option(name: .long, help: "The folder to write into.")
    var output = "Snapshots"

    @Option(name: .long, help: "Worker threads (default: one per core).")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    var devices: [WidgetDevice] {
        get throws {
            let base: [WidgetDevice]
            if device.isEmpty { base = [.defaultDevice] } else if device == ["all"] { base = WidgetDevice.all } else {
                base = try device.map { id in
                    guard let d = WidgetDevice.named(id) else {
                        throw ValidationError("no device '\(id)'; devices: \(WidgetDevice.all.map(\.id).joined(separator: ", ")), or all")
                    }
                    return d
                }
            }
            return scale.map { s in base.map { $0.withScale(CGFloat(s)) } } ?? base
        }
    }

    func validate() throws {
        if !list && !all && widgets.isEmpty && !homeScreen {
            throw ValidationError("name widgets to render, or pass --all (see --list)")
        }
        if threads < 1 { throw ValidationError("--threads must be at least 1") }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8") }
        for name in widgets where Gallery.widget(named: name) == nil {
            throw ValidationError("no widget named '\(name)'; available: \(Gallery.widgets.map(\.kind).joined(separator: ", "))")
        }
        _ = try devices
    }

    func run() throws {
        if list {
            for w in Gallery.widgets {
                print("\(w.kind)\t\(w.targets.map(\.description).joined(separator: ", "))\t\(w.displayName): \(w.description)")
            }
            return
        }
        let outputURL = URL(fileURLWithPath: output, isDirectory: true)
        let selected = all ? Gallery.widgets : widgets.compactMap(Gallery.widget(named:))
        var failed = 0
        if !selected.isEmpty {
            let appearances = placeholder ? [WidgetAppearance.placeholder] : appearance.isEmpty ? WidgetAppearance.allCases : appearance
            let run = RenderRun(widgets: selected, targets: family.isEmpty ? nil : family, appearances: appearances,
                                 devices: try devices, format: format, output: outputURL, threads: threads,
                                 removesStale: all && family.isEmpty && appearance.isEmpty && !placeholder && device.isEmpty && scale == nil,
                                pageWidgets: Gallery.widgets)
            let progress = ProgressReporter(enabled: isatty(STDERR_FILENO) != 0)
            let summary = run.execute(progress: progress) { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
            progress.finish()
            print(summary.line)
            failed += summary.failed
        }
        if homeScreen {
            do {
                let written = try HomeScreenSheet.render(small: (Gallery.widget(named: "weather")!, Gallery.widget(named: "calendar")!),
                                                         medium: Gallery.widget(named: "wikipedia-top-read")!,
                                                         into: outputURL.appendingPathComponent("HomeScreen"))
                print("render: home-screen sheets \(written.map(\.lastPathComponent).joined(separator: ", "))")
            } catch {
                FileHandle.standardError.write(Data("render: failed home screen: \(error)\n".utf8))
                failed += 1
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Like `ParsableCommand.main()`, but usage errors exit with status 2.
    static func mainExitingTwoOnUsageErrors() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

extension RenderTarget: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

extension WidgetAppearance: ExpressibleByArgument {}
extension ImageFormat: ExpressibleByArgument {}
