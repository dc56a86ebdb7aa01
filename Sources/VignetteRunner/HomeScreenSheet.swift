import Foundation
import VignetteCore
import VignetteCairo

/// Widgets placed on a home-screen mock-up of the default iPhone (wallpaper, a grid of app
/// icons, each widget's name under it, the Search pill and a dock), light, dark and tinted, so
/// designers can judge them in context. The Lock Screen's is `LockScreenSheet`.
public nonisolated enum HomeScreenSheet {
    /// The appearances of the sheets, one image each.
    public static let appearances: [WidgetAppearance] = [.light, .dark, .tinted]

    /// Renders `home-screen-light.png`, `home-screen-dark.png` and `home-screen-tinted.png`
    /// into a folder: the two small widgets side by side at the top, the medium one below the
    /// apps. The widgets are hosted views inside the mock-up's view tree, laid out and drawn
    /// with it in one pass, so they take the sheet's appearance: in tinted, the widgets and the
    /// app icons are drawn in the tint over dark glass (iOS 18's tinted Home Screen).
    /// Each widget shows its snapshot entry, asked of its provider.
    public static func render(small: (WidgetDescription, WidgetDescription), medium: WidgetDescription, into folder: URL,
                              providerTimeLimit: Duration? = nil, now: Date = RenderRequest.defaultNow) async throws -> [URL] {
        try await render(small: small, medium: medium, activity: nil, into: folder, providerTimeLimit: providerTimeLimit, now: now)
    }

    /// The sheets, with `activity` (the bundle's first Live Activity) in its compact presentation
    /// in the Dynamic Island on the status bar, as iOS shows a running activity over the Home
    /// Screen (on a device with an island; the default iPhone has one).
    package static func render(small: (WidgetDescription, WidgetDescription), medium: WidgetDescription, activity: ActivitySample?,
                               into folder: URL, providerTimeLimit: Duration? = nil, now: Date = RenderRequest.defaultNow) async throws -> [URL] {
        let renderer = try CairoRenderer()
        let device = WidgetDevice.defaultDevice
        let island = activity.flatMap { activity in DynamicIslandGeometry(device).map { StatusBarIsland(island: activity.view(.compact), top: $0.top) } }
        let placed = [(small.0, WidgetFamily.systemSmall), (small.1, .systemSmall), (medium, .systemMedium)]
        var widgets: [(view: AnyView, name: String)] = []
        for (widget, family) in placed {
            let view = try await widget.loadEntries(for: .widget(family), on: device, timeLimit: providerTimeLimit, now: now)
                .snapshot.view()
            let size = device.size(for: family)!
            widgets.append((AnyView(WidgetHostView(family: family, contentMarginsDisabled: widget.contentMarginsDisabled,
                                                      containerBackgroundRemovable: widget.containerBackgroundRemovable, drawsWallpaper: false,
                                                      noticesMissingContainerBackground: true) { view }
                .frame(width: size.width, height: size.height)), widget.displayName))
        }
        var written: [URL] = []
        for appearance in appearances {
            let request = RenderRequest(.view(ProposedViewSize(device.screenSize)), device: device, appearance: appearance, now: now)
            let result = request.layout(HomeScreen(widgets: widgets, island: island), environment: renderer.baseEnvironment, measurer: renderer.textEngine)
            let url = folder.appendingPathComponent("home-screen-\(appearance).png")
            try AtomicFile.write(try renderer.pngData(result.displayList), to: url)
            written.append(url)
        }
        return written
    }
}

/// The mock-up itself, written with the public API.
private nonisolated struct HomeScreen: View {
    /// The hosted widgets, each framed at its family's size, with the names shown under them.
    let widgets: [(view: AnyView, name: String)]
    /// A Live Activity's compact presentation, drawn in the Dynamic Island on the status bar.
    var island: StatusBarIsland?
    @Environment(\.colorScheme) private var scheme

    private let apps: [(String, AppIcon.Glyph)] = [
        ("Mail", .mail), ("Photos", .photos), ("Camera", .camera), ("Maps", .maps),
        ("Clock", .clock), ("Notes", .notes), ("Books", .books), ("Stocks", .stocks),
    ]
    private let dock: [(String, AppIcon.Glyph)] = [("Phone", .phone), ("Safari", .safari), ("Messages", .messages), ("Music", .music)]

    var body: some View {
        VStack(spacing: 0) {
            StatusBar().frame(height: 54)
                .overlay(alignment: .top) {
                    if let island { island }
                }
            VStack(spacing: 20) {
                HStack(spacing: 22) {
                    widget(0)
                    widget(1)
                }
                // Icon columns line up with the widgets' outer edges, as on iOS.
                VStack(spacing: 18) {
                    iconRow(apps[0..<4], labelled: true)
                    iconRow(apps[4..<8], labelled: true)
                }
                widget(2)
            }
            .padding(.top, 10)
            Spacer(minLength: 0)
            SearchPill()
                .padding(.bottom, 14)
            iconRow(dock[0..<4], labelled: false)
                .padding(.vertical, 16)
                .background(Color.white.opacity(scheme == .dark ? 0.12 : 0.3), in: RoundedRectangle(cornerRadius: 32))
                .padding(.horizontal, 12)
                .padding(.bottom, 12)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(wallpaper)
    }

    private var wallpaper: some View {
        let colors: [Color] = scheme == .dark
            ? [Color(red: 0.10, green: 0.12, blue: 0.28), Color(red: 0.28, green: 0.10, blue: 0.30), Color(red: 0.05, green: 0.05, blue: 0.10)]
            : [Color(red: 0.55, green: 0.75, blue: 0.98), Color(red: 0.95, green: 0.70, blue: 0.80), Color(red: 0.98, green: 0.88, blue: 0.70)]
        return LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
    }

    /// A widget with its name under it, as the Home Screen labels widgets (no shadow: iOS draws none).
    private func widget(_ index: Int) -> some View {
        VStack(spacing: 6) {
            widgets[index].view
            label(widgets[index].name)
        }
    }

    private func label(_ name: String) -> some View {
        Text(name).font(.system(size: 12)).foregroundStyle(.white).lineLimit(1)
            .shadow(color: .black.opacity(0.55), radius: 3, x: 0, y: 0.5)
            .fixedSize()
    }

    private func iconRow(_ row: ArraySlice<(String, AppIcon.Glyph)>, labelled: Bool) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(row.enumerated()), id: \.offset) { index, app in
                if index > 0 { Spacer(minLength: 0) }
                icon(app, labelled: labelled)
            }
        }
        .frame(width: 338)
    }

    private func icon(_ app: (String, AppIcon.Glyph), labelled: Bool) -> some View {
        VStack(spacing: 5) {
            AppIcon(glyph: app.1)
            if labelled { label(app.0) }
        }
        .frame(width: 60)
    }
}

/// The Home Screen's Search button above the dock (iOS 16 and later; it turns into the page
/// dots while pages are swiped).
private nonisolated struct SearchPill: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "magnifyingglass").font(.system(size: 12, weight: .semibold))
            Text(verbatim: "Search").font(.system(size: 13, weight: .semibold))
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 12)
        .frame(height: 30)
        .background(scheme == .dark ? Color.white.opacity(0.16) : Color.black.opacity(0.14), in: Capsule())
    }
}

private nonisolated struct StatusBar: View {
    var body: some View {
        HStack {
            Text(verbatim: "9:41").font(.system(size: 17, weight: .semibold))
            Spacer()
            HStack(spacing: 5) {
                Image(systemName: "chart.bar.fill").font(.footnote)
                Capsule().strokeBorder(lineWidth: 1).frame(width: 25, height: 12)
                    .overlay(alignment: .leading) { Capsule().frame(width: 18, height: 8).padding(.leading, 2) }
            }
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 32)
        .padding(.top, 14)
    }
}

/// The Dynamic Island between the clock and the status icons, at the device's island height
/// (`DynamicIslandGeometry.top`), drawn as on its own (full colour, whatever the sheet's appearance).
nonisolated struct StatusBarIsland: View {
    let island: AnyView
    @Environment(\.colorScheme) private var scheme
    /// From the top of the screen to the island.
    let top: CGFloat

    var body: some View {
        island
            .fixedSize()
            .liveActivityOnSheet(colorScheme: scheme)
            .padding(.top, top)
    }
}
