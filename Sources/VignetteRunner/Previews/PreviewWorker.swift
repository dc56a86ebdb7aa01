import Foundation
import VignetteCore
import VignetteCairo

/// Renders previews in a child process of the running program, so that a preview whose code
/// traps (`fatalError`, a force unwrap of nil, an index out of range) fails its own images with
/// a message naming its file and line while the others still render, as Xcode's canvas shows
/// one crashed preview.
///
/// The child is the same program, run with the same arguments and `VIGNETTE_PREVIEW_WORKER`
/// set to the first preview to render; the code path that would render previews (the render
/// command, `assertPreviewSnapshots`) calls `serveIfAsked` first, renders from there in-process
/// and writes each image and a line per event into `VIGNETTE_PREVIEW_RESULTS`. When the child
/// dies, the preview it had begun is the one that crashed; a new child goes on after it.
public nonisolated enum PreviewWorker {
    static let startVariable = "VIGNETTE_PREVIEW_WORKER"
    static let resultsVariable = "VIGNETTE_PREVIEW_RESULTS"

    /// One line of the child's log.
    nonisolated struct Event: Codable {
        var begin: Int?
        var end: Int?
        var image: RenderedPreview?
        var imageFile: String?
    }

    /// Whether this process is a preview worker.
    public static var isWorker: Bool { ProcessInfo.processInfo.environment[startVariable] != nil }

    /// In a worker: renders the previews from the one asked for, writes the results and exits.
    /// Elsewhere: returns at once.
    public static func serveIfAsked(_ previews: [DiscoveredPreview]? = nil, appearances: [WidgetAppearance], devices: [WidgetDevice], timeLimit: Duration?,
                                    now: Date = RenderRequest.defaultNow, variant: RenderVariant = .standard,
                                    format: ImageFormat, activityStates: Set<Int>? = nil) async {
        let environment = ProcessInfo.processInfo.environment
        guard let startText = environment[startVariable], let start = Int(startText), let folder = environment[resultsVariable] else { return }
        let results = URL(fileURLWithPath: folder, isDirectory: true)
        let log = results.appendingPathComponent("events.jsonl")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: log) else { exit(3) }
        func write(_ event: Event) {
            guard var line = try? JSONEncoder().encode(event) else { return }
            line.append(0x0A)
            handle.write(line)   // unbuffered: a crash keeps every line written before it
        }
        // The same previews as the parent's, so that `start` indexes the same list.
        let previews = previews ?? PreviewCatalog.all()
        for index in previews.indices where index >= start {
            write(Event(begin: index))
            let rendered = await PreviewRendering.inProcess([previews[index]], appearances: appearances, devices: devices,
                                                            timeLimit: timeLimit, now: now, variant: variant, format: format, threads: 1,
                                                            activityStates: activityStates)
            for (number, image) in rendered.enumerated() {
                var event = Event(image: RenderedPreview(name: image.name, location: image.location, previewName: image.previewName,
                                                         caption: image.caption, width: image.width, image: nil, error: image.error,
                                                         warnings: image.warnings))
                if let data = image.image {
                    let file = "\(index)-\(number).\(format.rawValue)"
                    try? data.write(to: results.appendingPathComponent(file))
                    event.imageFile = file
                }
                write(event)
            }
            write(Event(end: index))
        }
        try? handle.close()
        exit(0)
    }

    /// Renders `previews` (the program's, in `PreviewCatalog` order) in child processes run as
    /// `arguments` (the program's own, or a test runner's filtered to the current test).
    package static func isolated(_ previews: [DiscoveredPreview], arguments: [String],
                                 environment extra: [String: String] = [:]) async -> [RenderedPreview] {
        // Waiting for a child blocks its thread: not one of the few that run Swift's tasks.
        let previews = UncheckedSendable(previews)
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: isolatedBlocking(previews.value, arguments: arguments, environment: extra))
            }
        }
    }

    private static func isolatedBlocking(_ previews: [DiscoveredPreview], arguments: [String],
                                         environment extra: [String: String]) -> [RenderedPreview] {
        var rendered: [RenderedPreview] = []
        var start = 0
        while start < previews.count {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-previews-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let status = runChild(arguments: arguments, start: start, results: folder, environment: extra)
            var begun: Int?
            for event in events(in: folder) {
                if let index = event.begin { begun = index }
                if event.end != nil { begun = nil }
                if var image = event.image {
                    if let file = event.imageFile { image = image.with(data: try? Data(contentsOf: folder.appendingPathComponent(file))) }
                    rendered.append(image)
                }
            }
            if let crashed = begun {
                rendered.append(crash(of: previews[crashed], status: status))
                start = crashed + 1
            } else if case .exited(0) = status {
                break
            } else {
                // The child died before it began a preview: every preview left fails with that.
                for preview in previews[start...] { rendered.append(crash(of: preview, status: status)) }
                break
            }
        }
        return rendered
    }

    nonisolated enum ChildStatus { case exited(Int32), signalled(Int32), notStarted(String) }

    private static func runChild(arguments: [String], start: Int, results: URL, environment extra: [String: String]) -> ChildStatus {
        let process = Process()
        process.executableURL = AssetLocation.runningExecutable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[startVariable] = String(start)
        environment[resultsVariable] = results.path
        process.environment = environment.merging(extra) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .notStarted(String(describing: error)) }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    }

    private static func events(in folder: URL) -> [Event] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("events.jsonl"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Event.self, from: Data($0.utf8)) }
    }

    /// The failed image of a preview that took its renderer down.
    private static func crash(of preview: DiscoveredPreview, status: ChildStatus) -> RenderedPreview {
        let how: String = switch status {
        case .signalled(let signal) where signal == SIGILL || signal == SIGTRAP:
            "crashed on a trap (signal \(signal): fatalError, a failed precondition, a force unwrap of nil or an index out of range)"
        case .signalled(let signal): "crashed (signal \(signal))"
        case .exited(let code): "stopped the renderer (exit status \(code))"
        case .notStarted(let reason): "could not be rendered in a separate process (\(reason))"
        }
        return RenderedPreview(name: preview.imageBase, location: preview.location, previewName: preview.preview.name, caption: "crashed",
                               width: 0, image: nil,
                               error: "#Preview at \(preview.location) \(how); fix the preview's code; the other previews still render")
    }
}

nonisolated extension RenderedPreview {
    func with(data: Data?) -> RenderedPreview {
        RenderedPreview(name: name, location: location, previewName: previewName, caption: caption, width: width, image: data,
                        error: data == nil ? (error ?? "#Preview at \(location) (\(name)): its image was lost") : error, warnings: warnings)
    }
}
