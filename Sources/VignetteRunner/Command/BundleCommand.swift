import ArgumentParser
import Foundation
import VignetteCore

/// Runs the render command over a bundle's widgets.
public nonisolated enum BundleCommand {
    /// Parses the process's arguments and renders. Returns the exit status: 0 when everything
    /// rendered, 1 when an image failed (one line each on standard error; the rest still
    /// render), 2 for usage errors.
    /// - Parameters:
    ///   - homeScreen: the kinds of the two small widgets and the medium one the home-screen
    ///     sheet shows; by default the bundle's first widgets of those families.
    ///   - devices: the devices the widgets are rendered on without `--device` (their reference
    ///     images); previews stay on the default device.
    public static func run(_ bundle: [WidgetDescription], commandName: String, homeScreen: [String]? = nil,
                           devices: [WidgetDevice] = [.defaultDevice],
                           arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Int32 {
        let options: RenderOptions
        do {
            options = try RenderOptions.parse(arguments)
            try options.validate(against: bundle)
        } catch {
            let code = RenderOptions.exitCode(for: error)
            if code == .success {
                print(named(RenderOptions.helpMessage(columns: 80), commandName) + "\n" + wrapped(discussion(commandName: commandName), columns: 80))
                return 0
            }
            FileHandle.standardError.write(Data((named(RenderOptions.fullMessage(for: error), commandName) + "\n").utf8))
            return 2
        }
        return await render(bundle, options: options, homeScreen: homeScreen, devices: devices)
    }

    /// ArgumentParser names the options' command `render` in usage lines; a bundle's command has its own name.
    private static func named(_ message: String, _ commandName: String) -> String {
        message.replacingOccurrences(of: "USAGE: render ", with: "USAGE: \(commandName) ")
            .replacingOccurrences(of: "Usage: render ", with: "Usage: \(commandName) ")
            .replacingOccurrences(of: "'render --help'", with: "'\(commandName) --help'")
    }

    static func render(_ bundle: [WidgetDescription], options: RenderOptions, homeScreen: [String]?,
                       devices referenceDevices: [WidgetDevice] = [.defaultDevice]) async -> Int32 {
        let now = options.now?.date ?? RenderRequest.defaultNow
        // `previewContext(_:isStale:viewKind:)` previews find their Live Activity among the bundle's.
        ActivityPreviewWidgets.register(bundle)
        let variant = (try? options.variant()) ?? .standard
        let variants = (try? options.allVariants()) ?? [variant]
        let timeLimit = Duration.milliseconds(Int64((options.providerTimeLimit * 1000).rounded()))
        let appearances = options.placeholder ? [WidgetAppearance.placeholder]
            : options.appearance.isEmpty ? WidgetAppearance.allCases : options.appearance
        // `--all` renders the bundle's Live Activities from their previews (they have no provider).
        let previews = options.previews || options.list ? PreviewCatalog.all()
            : options.all ? activityPreviews(of: bundle) : []
        let activityStates: Set<Int>?
        switch await ActivityStateSelection.resolve(options.activityStates, previews: previews, now: now, timeLimit: timeLimit) {
        case .success(let states): activityStates = states
        case .failure(let problem):
            FileHandle.standardError.write(Data("render: \(problem)\n".utf8))
            return 2
        }
        // A child run by `PreviewWorker` renders its previews and exits here.
        let previewDevices = (try? options.devices()) ?? [.defaultDevice]
        await PreviewWorker.serveIfAsked(previews, appearances: appearances, devices: previewDevices,
                                         timeLimit: timeLimit, now: now, variant: variant, format: options.format,
                                         activityStates: activityStates)
        if options.list {
            for w in bundle {
                print("\(w.kind)\t\(w.surfaceNames)\t\(w.displayName): \(w.summary)")
            }
            for p in previews { print("#Preview\t\(p.location)\t\(p.preview.name ?? "")") }
            return 0
        }
        let outputURL = URL(fileURLWithPath: options.output, isDirectory: true)
        let selected = options.all ? bundle : options.widgets.compactMap { name in bundle.first { $0.kind == name } }
        var failed = 0
        let previewedActivities = Set(previews.compactMap(\.activityWidgetKind))
        if !selected.isEmpty, let problem = unmatched(selected, options: options, devices: referenceDevices,
                                                      previewedActivities: previewedActivities) {
            FileHandle.standardError.write(Data((problem + "\n").utf8))
            return 2
        }
        if !selected.isEmpty || options.previews {
            let isFullRun = options.all && options.family.isEmpty && options.appearance.isEmpty && !options.placeholder
                && options.device.isEmpty && options.scale == nil && variants == [.standard]
            var run = RenderRun(widgets: selected, surfaces: options.family.isEmpty ? nil : options.family, appearances: appearances,
                                devices: (try? options.devices(default: referenceDevices)) ?? referenceDevices, format: options.format, output: outputURL,
                                threads: options.threads, removesStale: isFullRun, pageWidgets: bundle)
            run.timelineEntries = options.timeline
            run.now = now
            run.variants = variants
            run.providerTimeLimit = timeLimit
            run.previews = previews
            run.previewDevices = previewDevices
            run.previewWorkerArguments = Array(CommandLine.arguments.dropFirst())
            run.activityStates = activityStates
            if options.previews && previews.isEmpty {
                FileHandle.standardError.write(Data("render: no #Preview found in this program\n".utf8))
            }
            let progress = ProgressReporter(enabled: isatty(STDERR_FILENO) != 0)
            let summary = await run.execute(progress: progress) { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
            progress.finish()
            print(summary.line)
            if variants.count > 1 { for line in summary.fitReportLines { print(line) } }
            failed += summary.failed
            if options.warningsAsErrors && summary.warnings > 0 {
                let count = summary.warnings == 1 ? "1 warning" : "\(summary.warnings) warnings"
                FileHandle.standardError.write(Data("render: \(count) (listed above), an error with --warnings-as-errors\n".utf8))
                failed += 1
            }
        }
        if options.homeScreen {
            do {
                let (small1, small2, medium) = try homeScreenWidgets(bundle, kinds: homeScreen)
                let activity = await sheetActivity(bundle, preferring: .compact, timeLimit: timeLimit, now: now)
                let written = try await HomeScreenSheet.render(small: (small1, small2), medium: medium, activity: activity,
                                                               into: outputURL.appendingPathComponent("HomeScreen"), providerTimeLimit: timeLimit, now: now)
                print("render: home-screen sheets \(written.map(\.lastPathComponent).joined(separator: ", "))")
            } catch {
                FileHandle.standardError.write(Data("render: failed home screen: \(error)\n".utf8))
                failed += 1
            }
            failed += await renderLockScreen(bundle, into: outputURL.appendingPathComponent("HomeScreen"), timeLimit: timeLimit, now: now)
        }
        return failed > 0 ? 1 : 0
    }

    /// The previews of the bundle's Live Activities (`ActivityConfiguration`s), which `--all` renders.
    package static func activityPreviews(of bundle: [WidgetDescription]) -> [DiscoveredPreview] {
        let kinds = Set(bundle.filter { $0.activity != nil }.map(\.kind))
        guard !kinds.isEmpty else { return [] }
        return PreviewCatalog.all().filter { $0.activityWidgetKind.map(kinds.contains) ?? false }
    }

    /// What the sheets show of the bundle's first Live Activity: the first content state of its
    /// preview in `presentation` (else of its first preview); nil without one.
    package static func sheetActivity(_ bundle: [WidgetDescription], preferring presentation: LiveActivityPresentation,
                                      timeLimit: Duration?, now: Date = RenderRequest.defaultNow) async -> ActivitySample? {
        guard let first = bundle.first(where: { $0.activity != nil }) else { return nil }
        return await ActivitySample.first(of: first, preferring: presentation, timeLimit: timeLimit, now: now)
    }

    /// The lock-screen sheet, if a widget of the bundle comes in an accessory family or is a Live Activity (a note
    /// says it is left out otherwise). Returns the number of failures.
    static func renderLockScreen(_ bundle: [WidgetDescription], into folder: URL, timeLimit: Duration,
                                 now: Date = RenderRequest.defaultNow) async -> Int {
        let activity = await sheetActivity(bundle, preferring: .lockScreen, timeLimit: timeLimit, now: now)
        guard let placement = LockScreenSheet.placement(from: bundle) ?? activity.map({ _ in LockScreenSheet.Placement(inline: nil, row: []) }) else {
            print("render: no lock-screen sheet: no widget comes in an accessory family and none is a Live Activity")
            return 0
        }
        do {
            let url = try await LockScreenSheet.render(placement, activity: activity, into: folder, providerTimeLimit: timeLimit, now: now)
            print("render: lock-screen sheet \(url.lastPathComponent)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("render: failed lock screen: \(error)\n".utf8))
            return 1
        }
    }

    /// Why the selection renders nothing (a family or device none of the widgets comes in, a Live
    /// Activity without previews), or nil. `previewedActivities`: the kinds a `#Preview` shows.
    static func unmatched(_ selected: [WidgetDescription], options: RenderOptions,
                          devices referenceDevices: [WidgetDevice] = [.defaultDevice],
                          previewedActivities: Set<String> = []) -> String? {
        // A Live Activity has no provider: its images come from its previews, rendered apart.
        let activities = selected.filter { $0.activity != nil && $0.surfaces.isEmpty }
        if !activities.isEmpty {
            if activities.count < selected.count {
                return unmatched(selected.filter { !($0.activity != nil && $0.surfaces.isEmpty) }, options: options, devices: referenceDevices)
            }
            if options.previews && activities.contains(where: { previewedActivities.contains($0.kind) }) { return nil }
            return unpreviewed(activities, options: options)
        }
        let devices = (try? options.devices(default: referenceDevices)) ?? referenceDevices
        let surfaces = options.family.isEmpty ? nil : options.family
        if RenderJob.matrix(selected, surfaces: surfaces, appearances: [.light, .watchFullColor], devices: devices).isEmpty == false {
            // The families match; the appearances asked for may still apply to none of them.
            let appearances = options.placeholder ? [WidgetAppearance.placeholder] : options.appearance
            guard !appearances.isEmpty, RenderJob.matrix(selected, surfaces: surfaces, appearances: appearances, devices: devices).isEmpty
            else { return nil }
            let lines = selected.map { "render: \($0.kind) comes in \($0.surfaceNames)" }
            let rules = appearances.map { "render: \($0) is drawn \($0.whereDrawn)" }
            return (["render: nothing to render in \(appearances.map(\.description).joined(separator: ", ")) for the widgets, families and devices asked for:"]
                + rules + lines + ["render: choose another widget, family (--family), device (--device) or appearance (--appearance)"])
                .joined(separator: "\n")
        }
        let lines = selected.map { widget in
            "render: \(widget.kind) comes in \(widget.surfaceNames)"
        }
        let asked = options.family.isEmpty ? "" : " in \(options.family.map(\.description).joined(separator: ", "))"
        return (["render: nothing to render\(asked) on \(devices.map(\.id).joined(separator: ", ")):"] + lines
            + ["render: choose one of those families (--family), or another device (--device)"]).joined(separator: "\n")
    }

    /// Why Live Activities alone render nothing: `--previews` is missing, or no `#Preview` shows them.
    private static func unpreviewed(_ activities: [WidgetDescription], options: RenderOptions) -> String {
        let kinds = activities.map(\.kind).joined(separator: ", ")
        let attributes = activities[0].kind
        guard options.previews else {
            return "render: nothing to render: \(kinds) \(activities.count == 1 ? "is a Live Activity" : "are Live Activities"), "
                + "drawn from the content states of \(activities.count == 1 ? "its" : "their") #Previews (an ActivityConfiguration has no provider): add --previews"
        }
        return ["render: nothing to render: \(kinds) \(activities.count == 1 ? "is a Live Activity" : "are Live Activities") "
                + "that no #Preview shows, and Vignette draws a Live Activity from its previews' content states (an ActivityConfiguration has no provider).",
                "render: add a preview in a new file of your target, as Xcode shows one (every presentation is drawn from it):",
                "render:   #Preview(\"Lock Screen\", as: .content, using: \(attributes)(…)) { YourActivityWidget() } contentStates: { \(attributes).ContentState(…) }"]
            .joined(separator: "\n")
    }

    /// The sheet's widgets: the named kinds, or the first two widgets that come in small (one
    /// drawn twice if there is only one) and the first that comes in medium.
    static func homeScreenWidgets(_ bundle: [WidgetDescription], kinds: [String]?)
        throws -> (WidgetDescription, WidgetDescription, WidgetDescription) {
        if let kinds, kinds.count == 3 {
            let found = kinds.compactMap { kind in bundle.first { $0.kind == kind } }
            if found.count == 3 { return (found[0], found[1], found[2]) }
        }
        let smalls = bundle.filter { $0.supportedFamilies.contains(.systemSmall) }
        guard let first = smalls.first, let medium = bundle.first(where: { $0.supportedFamilies.contains(.systemMedium) }) else {
            throw VignetteError.backend("the home-screen sheet needs a widget that supports systemSmall and one that supports systemMedium")
        }
        return (first, smalls.dropFirst().first ?? first, medium)
    }

    /// Paragraph lines wrapped at word boundaries; indented lines (the examples) kept as they are.
    static func wrapped(_ text: String, columns: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > columns, !line.hasPrefix(" ") else { return String(line) }
            var lines: [String] = [], current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > columns { lines.append(current); current = "" }
                current += (current.isEmpty ? "" : " ") + word
            }
            return (lines + [current]).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Paragraphs are single lines, wrapped when printed (`wrapped`).
    static func discussion(commandName: String) -> String {
        """
        Writes <output>/<widget>/<family>-<appearance>.png for every selected widget, family and appearance (default device: the 393×852 pt iPhone at @3x; other devices and scales add -<device> and @<n>x), then <output>/index.html, a page to review them. The light and dark images show each widget's snapshot entry (getSnapshot with context.isPreview), the placeholder image its placeholder(in:) entry redacted; --timeline N adds the first N timeline entries as <family>-<appearance>-timeline<n>.png. --previews renders every #Preview of the program as Previews/<file>/<name or line…>[-<family>][-<entry>]-<appearance>.png; --all renders the previews of the bundle's Live Activities (each content state in its presentation: activity-lockScreen, also in StandBy, or island-compact, -minimal, -expanded), --activity-states 1 2 only those content states. --dynamic-type, --bold-text, --increase-contrast, --reduce-transparency, --locale, --layout-direction and --pseudo render for a reader's settings, named after the appearance (systemSmall-light-accessibility2-bold.png, -increased-contrast, -reduced-transparency, -double-length); --variants renders each image in a sweep of them (sizes, all-sizes, languages, accessibility, all), then lists the fit report per variant (previews stay in the flags' settings).

        Files are written atomically; unchanged images are left untouched; the previous version of a changed image and a difference image go to <output>/.review/ for the page's "changed" view. What an image drew around (an invalid length, a missing image or colour, a text truncated or shrunk to fit) is a warning, one line each on standard error and listed on the review page.

        Exit status: 0 when everything rendered, 1 when an image failed (each failure is one line on standard error; the rest still render), 2 for usage errors (a widget, family or device that matches nothing among them).

        Examples:
          \(commandName) --all                          every widget into Snapshots/
          \(commandName) <kind> --family systemSmall --appearance dark --output /tmp/out
          \(commandName) --all --device all             every iPhone and iPad
          \(commandName) --all --timeline 3             and the first three timeline entries
          \(commandName) --all --dynamic-type accessibility2 --bold-text   for a reader with large, bold text
          \(commandName) --all --locale ar              in Arabic, right to left
          \(commandName) --all --increase-contrast --appearance dark   dark, with Increase Contrast
          \(commandName) --all --pseudo double-length   every localizable string twice as long: what no longer fits is a warning
          \(commandName) --all --variants sizes languages   five text sizes, the languages, right to left and double-length, with the fit report of each
          \(commandName) --all --previews               every widget and every #Preview
          \(commandName) --previews                     every #Preview, into Previews/<file>/
          \(commandName) <kind> --format pdf            vectors for designers
          \(commandName) --home-screen                  widgets on home- and lock-screen mock-ups
          \(commandName) --list                         widgets and their families, and the previews
        """
    }
}
