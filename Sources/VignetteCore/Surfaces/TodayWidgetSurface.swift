import Foundation

/// An iOS 10 Today widget in a display mode (a Vignette surface, not WidgetKit's): the screen's
/// width less the platter's margins is proposed, with the height the widget asks for, and
/// `TodayWidgetView` frames it. Its provider sees a medium widget of the compact height.
nonisolated struct TodayWidgetSurface: SurfaceKind {
    let mode: NCWidgetDisplayMode

    static func surfaces(of widget: WidgetDescription) -> [Self] { widget.today?.modes.map(Self.init) ?? [] }
    static var all: [Self] { NCWidgetDisplayMode.allCases.map(Self.init) }

    var name: String { "today-\(mode.rawValue)" }
    var family: WidgetFamily? { .systemMedium }

    func isOffered(on device: WidgetDevice) -> Bool { !device.isWatch }

    /// Today widgets predate the accented, vibrant and StandBy modes.
    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool {
        [.light, .dark, .placeholder].contains(appearance)
    }

    private func width(on device: WidgetDevice) -> CGFloat { device.screenSize.width - 2 * TodayWidgetHost.screenMargin }

    func proposal(on device: WidgetDevice) -> ProposedViewSize { ProposedViewSize(width: width(on: device), height: nil) }
    func displaySize(on device: WidgetDevice) -> CGSize { CGSize(width: width(on: device), height: TodayWidgetHost.compactHeight) }
    /// An expanded widget is as tall as its content, so the cell takes the image's height.
    func reviewSize(on device: WidgetDevice) -> CGSize { CGSize(width: width(on: device), height: 0) }
    func contentScale(on device: WidgetDevice) -> CGFloat { 1 }
    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat { 1 }

    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView {
        let today = widget?.today ?? TodayWidgetOptions(modes: [mode], appName: widget?.displayName ?? "Widget", iconColor: .blue)
        return AnyView(TodayWidgetView(appName: today.appName, iconColor: today.iconColor, iconSymbol: today.iconSymbol, mode: mode) { content })
    }
}
