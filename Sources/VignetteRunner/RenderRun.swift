import Foundation
import Synchronization
import VignetteCore
import VignetteCairo

/// Renders a selection of widgets into a folder, reports what changed, keeps the previous
/// version and a difference image of every changed PNG for review, and writes the review page:
/// what `render` does for the gallery, for any list of widgets.
public nonisolated struct RenderRun: Sendable {
    public let widgets: [WidgetDescription]
    public let surfaces: [Surface]?
    public let appearances: [WidgetAppearance]
    public var devices: [WidgetDevice]
    public var format: ImageFormat
    public let output: URL
    public let threads: Int
    /// Delete images of the rendered widgets that this run did not produce (full runs only).
    public var removesStale: Bool
    /// The widgets the review page lists (the rendered ones and any others already in `output`).
    public var pageWidgets: [WidgetDescription]
    /// How many timeline entries to render besides the snapshot (`--timeline N`).
    public var timelineEntries = 0
    /// The date every image shows as the present (`--now`).
    public var now = RenderRequest.defaultNow
    /// The reader's settings each image is rendered for (`--dynamic-type`, `--bold-text`,
    /// `--locale`…; several with `--variants`), the first being the previews'.
    public var variants: [RenderVariant] = [.standard]
    /// The reader's settings every image is rendered for: the first of `variants`, or all of them.
    public var variant: RenderVariant {
        get { variants.first ?? .standard }
        set { variants = [newValue] }
    }
    /// How long a provider may take per call (`--provider-time-limit`); nil for the default, 10 s.
    public var providerTimeLimit: Duration?
    /// The previews to render besides the widgets (`--previews`), into `Previews/`: the
    /// program's own, in `PreviewCatalog` order.
    public var previews: [DiscoveredPreview] = []
    /// The devices the previews are rendered on; nil for `devices`.
    public var previewDevices: [WidgetDevice]?
    /// The arguments to run this program with as a preview worker (`PreviewWorker`), so that a
    /// preview that crashes fails alone; nil renders the previews in this process.
    public var previewWorkerArguments: [String]?
    /// The content states Live Activity previews render (`--activity-states`, numbered from 1); nil: all.
    public var activityStates: Set<Int>?

    public init(widgets: [WidgetDescription], surfaces: [Surface]?, appearances: [WidgetAppearance],
                devices: [WidgetDevice] = [.defaultDevice], format: ImageFormat = .png, output: URL, threads: Int,
                removesStale: Bool = false, pageWidgets: [WidgetDescription]? = nil) {
        self.widgets = widgets
        self.surfaces = surfaces
        self.appearances = appearances
        self.devices = devices
        self.format = format
        self.output = output
        self.threads = threads
        self.removesStale = removesStale
        self.pageWidgets = pageWidgets ?? widgets
    }

    public nonisolated struct Summary: Sendable {
        public var written = 0, unchanged = 0, changed = 0, new = 0, removed = 0, failed = 0
        /// How many warnings the images drew around (each image's once per cause).
        public var warnings = 0
        public var seconds = 0.0
        public var output = ""
        /// The fit report of each variant, in the run's order: how many of its images cut or
        /// shrank a text, and how many texts.
        public var fitReport: [(variant: RenderVariant, images: Int, cutImages: Int, texts: Int)] = []

        /// `render: fit report, AX5: 46 of 55 images cut or shrink a text (61 texts)`, one per variant.
        public var fitReportLines: [String] {
            fitReport.map { r in
                let name = r.variant.isStandard ? "standard" : r.variant.label
                let texts = r.texts == 1 ? "1 text" : "\(r.texts) texts"
                return "render: fit report, \(name): \(r.cutImages) of \(r.images) images cut or shrink a text (\(texts))"
            }
        }

        public var line: String {
            var parts = ["\(new) new", "\(changed) changed", "\(unchanged) unchanged"]
            if removed > 0 { parts.append("\(removed) removed") }
            if failed > 0 { parts.append("\(failed) failed") }
            if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
            return "render: \(written + unchanged) images in \(output) (\(parts.joined(separator: ", "))) in \(String(format: "%.2f", seconds)) s"
        }
    }

    public var reviewFolder: URL { output.appendingPathComponent(".review", isDirectory: true) }

    /// Asks the providers for their entries, then renders every job; failures are reported one
    /// line each through `report`, the rest still render.
    public func execute(progress: ProgressReporter? = nil, report: (String) -> Void) async -> Summary {
        let start = Date()
        AtomicFile.removeStaleTemporaries(in: output)
        try? FileManager.default.removeItem(at: reviewFolder)
        let matrix = variants.flatMap { variant in
            RenderJob.matrix(widgets, surfaces: surfaces, appearances: appearances, devices: devices, timelineEntries: timelineEntries,
                             now: now, variant: variant)
        }
        let entries = await LoadedEntries.load(for: matrix, widgets: widgets, timeLimit: providerTimeLimit)
        // A timeline shorter than --timeline asks for gives fewer images, not failures.
        let jobs = matrix.filter(entries.hasEntry)
        progress?.start(total: jobs.count)
        var onProgress: (@Sendable (Int) -> Void)?
        if let progress { onProgress = { done in progress.update(done: done) } }
        // Each image is written as soon as it is rendered: a killed run keeps what it finished.
        let outcome = Mutex<Outcome>(Outcome())
        let run = self
        let pool = RendererPool()
        let format = self.format
        // Each image's warnings, and where their texts are in it for the review page.
        let jobWarnings = Mutex<[Int: (warnings: [RenderWarning], outlines: [[Double]?])]>([:])
        let fingerprints = RenderFingerprints(output: output)
        // A widget's appearances are consecutive jobs: one thread draws them with one renderer.
        pool.renderEach(jobs.count, threads: threads, together: appearances.count, progress: onProgress, deliver: { index, result in
            let job = jobs[index], path = job.relativePath(format: format)
            let update: Update
            switch result {
            case .success(.provenUnchanged): update = .unchanged
            case let .success(.made(data, fingerprint)):
                update = run.store(.success(data), at: path, describing: "\(job)", isFull: { outcome.withLock { $0.storageFailure != nil } })
                switch update {
                case .unchanged, .new, .changed: fingerprints.record(path, fingerprint: fingerprint, data: data)
                case .failed, .storageFull: fingerprints.forget(path)
                }
            case .failure(let error):
                update = run.store(.failure(error), at: path, describing: "\(job)", isFull: { outcome.withLock { $0.storageFailure != nil } })
                fingerprints.forget(path)
            }
            let found = jobWarnings.withLock { $0[index] }
            let (warnings, outlines) = (found?.warnings ?? [], found?.outlines)
            outcome.withLock { $0.add(update, warnings: warnings.map(\.description), outlines: outlines, of: path, describing: "\(job)") }
        }, make: { renderer, index -> MadeImage in
            let result = try renderer.layoutResult(jobs[index], entries: entries)
            if !result.warnings.isEmpty {
                let outlines = ReviewPage.outlines(of: result.warnings, in: result.displayList.size)
                jobWarnings.withLock { $0[index] = (result.warnings, outlines) }
            }
            // An image whose file already holds what this display list gives is not drawn again.
            let fingerprint = renderer.fingerprint(of: result.displayList, format: format)
            if fingerprints.proves(jobs[index].relativePath(format: format), fingerprint: fingerprint) { return .provenUnchanged }
            return .made(try renderer.encode(result.displayList, as: format), fingerprint: fingerprint)
        })
        let renderedPreviews: [RenderedPreview]
        if previews.isEmpty {
            renderedPreviews = []
        } else if let previewWorkerArguments {
            renderedPreviews = await PreviewWorker.isolated(previews, arguments: previewWorkerArguments)
        } else {
            renderedPreviews = await PreviewRendering.inProcess(previews, appearances: appearances, devices: previewDevices ?? devices,
                                                                timeLimit: providerTimeLimit, now: now, variant: variant, format: format,
                                                                threads: threads, activityStates: activityStates)
        }
        for preview in renderedPreviews {
            let what = "#Preview at \(preview.location) (\(preview.name))"
            let update = store(Result { try preview.data() }, at: "\(preview.name).\(format.rawValue)", describing: what,
                               isFull: { outcome.withLock { $0.storageFailure != nil } })
            outcome.withLock { $0.add(update, warnings: preview.warnings, of: "\(preview.name).\(format.rawValue)", describing: what) }
        }
        var summary = Summary(output: output.path)
        let collected = outcome.withLock { $0 }
        summary.written = collected.written
        summary.unchanged = collected.unchanged
        summary.changed = collected.changed
        summary.new = collected.new
        summary.failed = collected.failures.count + collected.notWritten
        let timelineWarnings = entries.timelineWarnings.map { "render: warning: \($0)" }
        summary.warnings = collected.warningLines.count + timelineWarnings.count
        let fitCounts = jobWarnings.withLock { $0 }.mapValues { $0.warnings.filter(\.isFitReport).count }
        summary.fitReport = variants.map { variant in
            let indices = jobs.indices.filter { jobs[$0].variant == variant }
            let counts = indices.map { fitCounts[$0] ?? 0 }
            return (variant, indices.count, counts.filter { $0 > 0 }.count, counts.reduce(0, +))
        }
        for line in collected.failures.sorted() { report(line) }
        if let stop = collected.storageFailure {
            report("render: stopped writing: \(stop); \(collected.notWritten) more image\(collected.notWritten == 1 ? " was" : "s were") not written")
        }
        for line in collected.warningLines.sorted() + timelineWarnings { report(line) }
        let changes = collected.changes.sorted { $0.path < $1.path }
        if removesStale {
            let produced = Set(jobs.map { $0.relativePath(format: format) } + renderedPreviews.map { "\($0.name).\(format.rawValue)" })
            summary.removed = removeStale(keeping: produced)
        }
        fingerprints.save()
        if format == .png {
            do {
                try ReviewPage.write(to: output, widgets: pageWidgets, previews: renderedPreviews, changes: changes,
                                     warnings: collected.warningsByPath, outlines: collected.outlinesByPath, variants: variants.contains(.standard) ? variants : [.standard] + variants)
            } catch {
                summary.failed += 1
                report("render: failed review page: \(error)")
            }
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// What a worker made of one job: an image, or the proof that its file already holds it.
    nonisolated enum MadeImage {
        case made(Data, fingerprint: String)
        case provenUnchanged
    }

    /// What writing one image did.
    nonisolated enum Update {
        case unchanged, new, changed(ReviewPage.Change?), failed(String)
        /// The disk (or the file size limit) is full: later images are not attempted.
        case storageFull(String)
    }

    /// The run's tally, shared by the worker threads.
    nonisolated struct Outcome {
        var written = 0, unchanged = 0, changed = 0, new = 0
        var failures: [String] = []
        var changes: [ReviewPage.Change] = []
        /// `render: warning: <image>: <view path>: <message>`, one per image and cause.
        var warningLines: [String] = []
        /// Each image's warnings, by relative path, for the review page.
        var warningsByPath: [String: [String]] = [:]
        /// Where each of those warnings' texts is in the image (`ReviewPage.outlines`).
        var outlinesByPath: [String: [[Double]?]] = [:]
        /// The first "no space" failure: the rest of the run writes nothing, with one line.
        var storageFailure: String?
        var notWritten = 0

        mutating func add(_ update: Update, warnings: [String] = [], outlines: [[Double]?]? = nil, of path: String = "",
                          describing what: String = "") {
            switch update {
            case .unchanged: unchanged += 1
            case .new: new += 1; written += 1
            case .changed(let change):
                changed += 1; written += 1
                if let change { changes.append(change) }
            case .failed(let line): failures.append(line)
            case .storageFull(let reason):
                if storageFailure == nil { storageFailure = reason; failures.append("render: failed \(what): \(reason)") } else { notWritten += 1 }
            }
            if !warnings.isEmpty {
                warningsByPath[path] = warnings
                if let outlines, outlines.contains(where: { $0 != nil }) { outlinesByPath[path] = outlines }
                warningLines += warnings.map { "render: warning: \(what): \($0)" }
            }
        }
    }

    /// Writes one result atomically at `path`, unless the bytes are already there.
    /// Once the disk is full (`isFull`), nothing more is attempted.
    func store(_ result: Result<Data, Error>, at path: String, describing what: String, isFull: () -> Bool = { false }) -> Update {
        let url = output.appendingPathComponent(path)
        do {
            let data = try result.get()
            let previous = try? Data(contentsOf: url)
            if previous == data { return .unchanged }
            if isFull() { return .storageFull("") }
            var change: ReviewPage.Change?
            if let previous, format == .png { change = keepForReview(path: path, before: previous, after: data) }
            try AtomicFile.write(data, to: url)
            return previous == nil ? .new : .changed(change)
        } catch let error as VignetteError {
            if case let .writeFailed(failedPath, reason) = error, Self.storageErrors.contains(reason) {
                return .storageFull("\(failedPath): \(reason.lowercased())")
            }
            return .failed("render: failed \(what): \(error)")
        } catch {
            return .failed("render: failed \(what): \(error)")
        }
    }

    /// The write errors that every later write would meet too (the system's own wording).
    static let storageErrors: Set<String> = [
        String(cString: strerror(ENOSPC)), String(cString: strerror(EFBIG)), String(cString: strerror(EDQUOT)),
    ]

    /// Keeps the previous image and a difference image in `.review/` for the page's changed view.
    private func keepForReview(path: String, before: Data, after: Data) -> ReviewPage.Change? {
        guard let old = try? RGBAImage.decodePNG(before), let new = try? RGBAImage.decodePNG(after) else { return nil }
        let comparison = PixelComparison(reference: old, actual: new, tolerance: 0)
        let beforePath = ".review/\(path.dropLast(4)).before.png", diffPath = ".review/\(path.dropLast(4)).diff.png"
        do {
            try AtomicFile.write(before, to: output.appendingPathComponent(beforePath))
            try AtomicFile.write(comparison.differenceImage(reference: old).pngData(), to: output.appendingPathComponent(diffPath))
        } catch {
            return nil
        }
        return ReviewPage.Change(path: path, before: beforePath, diff: diffPath, summary: comparison.description)
    }

    /// Deletes images in the rendered widgets' folders that no job produced; returns how many.
    private func removeStale(keeping produced: Set<String>) -> Int {
        var removed = 0
        // Previews are named after their line when they have no name: an edit above one moves it.
        // Only the folders of the files whose previews this program holds are cleaned (the tests
        // may hold previews the render command does not).
        let previewFolders = Set(produced.filter { $0.hasPrefix("Previews/") }.map { ($0 as NSString).deletingLastPathComponent })
        for folderPath in previewFolders {
            let folder = output.appendingPathComponent(folderPath, isDirectory: true)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files where file.hasSuffix(".\(format.rawValue)") && !file.hasPrefix(".")
                && !produced.contains("\(folderPath)/\(file)") && isDefaultRenderName(file) {
                if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))) != nil { removed += 1 }
            }
        }
        for widget in widgets {
            let folder = output.appendingPathComponent(widget.kind, isDirectory: true)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files where file.hasSuffix(".\(format.rawValue)") && !file.hasPrefix(".")
                && !produced.contains("\(widget.kind)/\(file)") && isDefaultRenderName(file) {
                if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))) != nil { removed += 1 }
            }
        }
        return removed
    }

    /// Files a default run would produce: no timeline, device, scale or variant suffix (those
    /// come from other runs); a default name ends with its appearance.
    private func isDefaultRenderName(_ file: String) -> Bool {
        let stem = (file as NSString).deletingPathExtension
        return !file.contains("-timeline") && !file.contains("-iphone-") && !file.contains("-ipad-") && !file.contains("@")
            && WidgetAppearance.allCases.contains { stem.hasSuffix("-\($0)") }
    }
}
