import Foundation
import Vignette
import VignetteCairo

/// Widgets placed on a home-screen mock-up of the default iPhone (wallpaper, a grid of
/// app-icon stand-ins, a dock), light and dark, so designers can judge them in context.
public enum HomeScreenSheet {
    /// Renders `home-screen-light.png` and `home-screen-dark.png` into a folder: the two small
    /// widgets side by side at the top, the medium one below the apps. The widgets are hosted
    /// views inside the mock-up's view tree, laid out and drawn with it in one pass.
    /// Each widget shows its snapshot entry, asked of its provider.
    public static func render(small: (WidgetDescription, WidgetDescription), medium: WidgetDescription, into folder: URL,
                              providerTimeLimit: Duration? = nil) async throws -> [URL] {
        let renderer = try CairoRenderer()
        let device = WidgetDevice.defaultDevice
        let placed = [(small.0, WidgetFamily.systemSmall), (small.1, .systemSmall), (medium, .systemMedium)]
        var widgets: [AnyView] = []
        for (widget, family) in placed {
            let view = try await widget.loadEntries(for: .widget(family), on: device, timeLimit: providerTimeLimit).snapshot.view()
            let size = device.size(for: family)!
            widgets.append(AnyView(WidgetHostView(family: family, contentMarginsDisabled: widget.contentMarginsDisabled) { view }
                .frame(width: size.width, height: size.height)))
        }
        var written: [URL] = []
        for appearance in [WidgetAppearance.light, .dark] {
            let request = RenderRequest(.view(ProposedViewSize(device.screenSize)), device: device, appearance: appearance)
            let result = request.layout(HomeScreen(widgets: widgets), environment: renderer.baseEnvironment, measurer: renderer.textEngine)
            let url = folder.appendingPathComponent("home-screen-\(appearance).png")
            try AtomicFile.write(try renderer.pngData(result.displayList), to: url)
            written.append(url)
        }
        return written
    }
}

/// The mock-up itself, written with the public API.
private struct HomeScreen: View {
    /// The hosted widgets, each framed at its family's size.
    let widgets: [AnyView]
    @Environment(\.colorScheme) private var scheme

    private let apps: [(String, String, Color)] = [
        ("Mail", "note.text", .blue), ("Photos", "photo", .orange), ("Camera", "eye.fill", .gray), ("Maps", "location.fill", .green),
        ("Clock", "clock.fill", .black), ("Notes", "note.text", .yellow), ("Books", "book.fill", .orange), ("Stocks", "chart.line.uptrend.xyaxis", .black),
    ]
    private let dock: [(String, String, Color)] = [
        ("Phone", "bell.fill", .green), ("Safari", "globe", .blue), ("Messages", "quote.opening", .green), ("Music", "sparkles", .pink),
    ]

    var body: some View {
        VStack(spacing: 0) {
            StatusBar().frame(height: 54)
            VStack(spacing: 26) {
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

    private func widget(_ index: Int) -> some View {
        widgets[index].shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
    }

    private func iconRow(_ row: ArraySlice<(String, String, Color)>, labelled: Bool) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(row.enumerated()), id: \.offset) { index, app in
                if index > 0 { Spacer(minLength: 0) }
                icon(app, labelled: labelled)
            }
        }
        .frame(width: 338)
    }

    private func icon(_ app: (String, String, Color), labelled: Bool) -> some View {
        VStack(spacing: 5) {
            ZStack {
                RoundedRectangle(cornerRadius: 13.5)
                    .fill(LinearGradient(colors: [app.2.opacity(0.8), app.2], startPoint: .top, endPoint: .bottom))
                Image(systemName: app.1).font(.title2).foregroundStyle(.white)
            }
            .frame(width: 60, height: 60)
            if labelled {
                Text(app.0).font(.system(size: 12)).foregroundStyle(.white).lineLimit(1)
                    .shadow(color: .black.opacity(0.55), radius: 3, x: 0, y: 0.5)
                    .fixedSize()
            }
        }
        .frame(width: 60)
    }
}

private struct StatusBar: View {
    var body: some View {
        HStack {
            Text("9:41").font(.system(size: 17, weight: .semibold))
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
