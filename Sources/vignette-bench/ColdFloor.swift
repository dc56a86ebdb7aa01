import ArgumentParser
import Foundation
import Gallery
import VignetteCore
import VignetteCairo
import Synchronization
import VignetteRunner

/// Writes the gallery's display lists to a file, for the cold floor to paint in another process.
struct WriteDisplayLists: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists", abstract: "Write the gallery's display lists (every image of `render --all`) to a file for `floor`.")

    @Option(help: "The file to write.")
    var output: String

    @Option(help: "Devices, comma-separated, as render's --device takes them: default (the gallery's), all, or ids.")
    var devices: String = "default"

    func run() throws {
        let ids = devices.split(separator: ",").map(String.init)
        let chosen = ids == ["default"] ? [WidgetDevice.defaultDevice] : ids == ["all"] ? WidgetDevice.all
            : try ids.map { id in
                guard let device = WidgetDevice.all.first(where: { $0.id == id }) else { throw ValidationError("no device '\(id)'") }
                return device
            }
        let jobs = RenderJob.matrix(Gallery.widgets, appearances: WidgetAppearance.allCases, devices: chosen)
        let entries = waitFor { await LoadedEntries.load(for: jobs, widgets: Gallery.widgets) }
        let renderer = try CairoRenderer()
        let archive = DisplayListArchive(entries: try jobs.map {
            DisplayListArchive.Entry(path: $0.relativePath, list: try ArchivedList(renderer.layout($0, entries: entries)))
        })
        try archive.write(to: URL(fileURLWithPath: output))
        print("lists: \(jobs.count) display lists in \(output)")
    }
}

/// The cold floor: in a fresh process, paints display lists written beforehand with Cairo and
/// Pango, encodes them with libpng and writes each file atomically, as `render` does, with no
/// view evaluation or layout. Run it in a fresh process each time (Scripts/bench/cold-gallery.sh
/// --floor); the time it prints leaves out reading the archive.
struct ColdFloor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "floor", abstract: "Paint, encode and write display lists from `lists` in this (fresh) process: the cold floor.")

    @Option(help: "The file `lists` wrote.")
    var lists: String

    @Option(help: "The folder to write the PNGs into.")
    var output: String

    @Option(help: "Worker threads.")
    var threads = 2

    func run() throws {
        let start = now()
        let archive = try DisplayListArchive.read(from: URL(fileURLWithPath: lists))
        let displayLists = archive.entries.map(\.list.displayList)
        let read = now() - start
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let failures = Mutex<[String]>([])
        RendererPool().renderEach(displayLists.count, threads: threads, deliver: { index, result in
            let path = archive.entries[index].path
            do { try AtomicFile.write(try result.get(), to: folder.appendingPathComponent(path)) } catch {
                failures.withLock { $0.append("\(path): \(error)") }
            }
        }, make: { renderer, index in try renderer.pngData(displayLists[index]) })
        for line in failures.withLock({ $0 }) { FileHandle.standardError.write(Data("floor: failed \(line)\n".utf8)) }
        print(String(format: "floor: %d images; archive read in %.3f s; painted, encoded and written in %.3f s",
                     displayLists.count, read, now() - start - read))
    }
}
