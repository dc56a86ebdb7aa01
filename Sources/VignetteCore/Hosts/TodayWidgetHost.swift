import Foundation

/// The display mode of an iOS 10 Today widget (NotificationCenter's `NCWidgetDisplayMode`).
public nonisolated enum NCWidgetDisplayMode: String, CaseIterable, Hashable, Sendable {
    /// About two and a half table rows high (110 pt).
    case compact
    /// As high as the widget asks, up to most of the screen.
    case expanded
}

private nonisolated struct TodayDisplayModeKey: EnvironmentKey { static let defaultValue: NCWidgetDisplayMode? = nil }

nonisolated extension EnvironmentValues {
    /// The Today widget's display mode, or nil outside a Today widget.
    public var widgetDisplayMode: NCWidgetDisplayMode? {
        get { self[TodayDisplayModeKey.self] }
        set { self[TodayDisplayModeKey.self] = newValue }
    }
}

/// Hosts a view as an iOS 10 Today widget (seeds 001 and 002): a light, blurred platter the width
/// of the screen less 8 pt margins, a header with the app's icon and name and a "Show More/Less"
/// button, and the content below it, compact (110 pt) or expanded (the height the content asks
/// for). The blur is approximated by a soft wallpaper gradient under a translucent white layer;
/// content is inset to line up with the app name, as the HIG asked. In dark mode the platter is
/// dark, as iOS 13's Today view drew legacy widgets.
public nonisolated enum TodayWidgetHost {
    /// Standard iOS table row height; a compact widget is two and a half rows.
    public static let compactHeight: CGFloat = 110
    public static let headerHeight: CGFloat = 36
    public static let cornerRadius: CGFloat = 13
    /// The platter's margin from each side of the screen.
    public static let screenMargin: CGFloat = 8
    /// Content insets: leading lines up with the app name, after the 20 pt icon.
    public static let contentInsets = EdgeInsets(top: 8, leading: 38, bottom: 8, trailing: 16)
    /// An expanded widget is at most this share of the screen's height.
    static let maximumExpandedShare: CGFloat = 0.7

    /// Lays out `view` as a Today widget in `mode` on `device` in `appearance`.
    public static func layout<V: View>(_ view: V, appName: String, iconColor: Color = .blue, mode: NCWidgetDisplayMode,
                                       device: WidgetDevice = .defaultDevice, appearance: WidgetAppearance,
                                       environment: EnvironmentValues = EnvironmentValues(),
                                       measurer: any TextMeasuring) -> LayoutResult {
        let request = RenderRequest(.today(mode), device: device, appearance: appearance)
        let hosted = TodayWidgetView(appName: appName, iconColor: iconColor, mode: mode) { view }
        return request.layout(hosted, environment: environment, measurer: measurer)
    }
}

/// A view hosted as an iOS 10 Today widget (see `TodayWidgetHost`): offered the platter's width,
/// it takes the height its mode gives it (expanded: at most 70 % of the request's device's screen).
public nonisolated struct TodayWidgetView<Content: View>: View {
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.widgetDevice) private var device
    let appName: String
    let iconColor: Color
    let iconSymbol: String?
    let mode: NCWidgetDisplayMode
    let content: Content

    public init(appName: String, iconColor: Color = .blue, iconSymbol: String? = nil, mode: NCWidgetDisplayMode,
                @ViewBuilder content: () -> Content) {
        self.appName = appName
        self.iconColor = iconColor
        self.iconSymbol = iconSymbol
        self.mode = mode
        self.content = content()
    }

    public var body: some View {
        // Compact: exactly 110 pt; expanded: the content's height, at least that, at most 70 % of the screen.
        let maxHeight = mode == .compact ? TodayWidgetHost.compactHeight
                                         : device.screenSize.height * TodayWidgetHost.maximumExpandedShare
        // The header is the system's: a placeholder redacts only the widget's content.
        TodayPlatter(appName: appName, iconColor: iconColor, iconSymbol: iconSymbol, mode: mode,
                     content: content.modifier(ContainerBoundary()).redacted(reason: redactionReasons).padding(TodayWidgetHost.contentInsets)
                        .frame(maxWidth: .infinity, minHeight: TodayWidgetHost.compactHeight, maxHeight: maxHeight, alignment: .topLeading)
                        .clipped())
            .unredacted()
            .environment(\.widgetDisplayMode, mode)
            .clipShape(RoundedRectangle(cornerRadius: TodayWidgetHost.cornerRadius, style: .continuous))
    }
}

/// The Today widget's chrome, written with the public API.
nonisolated struct TodayPlatter<Content: View>: View {
    @Environment(\.colorScheme) private var colorScheme
    let appName: String
    let iconColor: Color
    let iconSymbol: String?
    let mode: NCWidgetDisplayMode
    let content: Content

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 4.5)
                    .fill(LinearGradient(colors: [iconColor.opacity(0.75), iconColor], startPoint: .top, endPoint: .bottom))
                    .frame(width: 20, height: 20)
                    .overlay {
                        if let iconSymbol {
                            Image(systemName: iconSymbol).font(.system(size: 12, weight: .semibold)).foregroundStyle(.white)
                        }
                    }
                Text(appName.uppercased())
                    .font(.system(size: 13, weight: .regular))
                    .foregroundStyle(secondary)
                    .lineLimit(1)
                Spacer(minLength: 8)
                Text(verbatim: mode == .compact ? "Show More" : "Show Less")
                    .font(.system(size: 13))
                    .foregroundStyle(secondary)
            }
            .padding(.horizontal, 10)
            .frame(height: TodayWidgetHost.headerHeight)
            .background(Color(white: dark ? 0 : 1, opacity: dark ? 0.25 : 0.35))
            content
        }
        .background(Color(white: dark ? 0.05 : 1, opacity: dark ? 0.62 : 0.72))
        .background(
            // Stand-in for the blurred wallpaper behind the platter.
            LinearGradient(colors: dark ? [Color(red: 0.16, green: 0.22, blue: 0.34), Color(red: 0.30, green: 0.20, blue: 0.28)]
                                        : [Color(red: 0.72, green: 0.80, blue: 0.90), Color(red: 0.86, green: 0.80, blue: 0.84)],
                           startPoint: .topLeading, endPoint: .bottomTrailing))
    }

    private var dark: Bool { colorScheme == .dark }
    /// The vibrant secondary text of the era, approximated.
    private var secondary: Color { Color(white: dark ? 1 : 0, opacity: dark ? 0.6 : 0.55) }
}
