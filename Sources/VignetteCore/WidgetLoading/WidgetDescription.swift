import Foundation

/// What a `Widget`'s configuration declares, gathered for the renderer: its kind, names,
/// families and options, and where its entries come from.
///
/// `@unchecked Sendable`: it holds the widget's timeline provider and content closure, which
/// WidgetKit does not require to be `Sendable`; Vignette calls the provider from one task at a
/// time and the content closure from the thread rendering that image.
public nonisolated struct WidgetDescription: @unchecked Sendable {
    /// A stable identifier (`kind:`); also the widget's folder name in the output.
    public var kind: String
    /// `.configurationDisplayName(_:)`, or the kind when the widget sets none; a key as written
    /// (in the development language) when the name is localized (`displayNameKey`).
    public var displayName: String
    /// `.description(_:)`; a key as written when it is localized (`summaryKey`).
    public var summary: String
    /// `.configurationDisplayName(_: LocalizedStringKey)`: looked up when shown, in the render's
    /// language and pseudolanguage, as iOS shows it in the reader's (`shownDisplayName`).
    var displayNameKey: LocalizedStringKey?
    /// `.description(_: LocalizedStringKey)`, looked up when shown (`shownSummary`).
    var summaryKey: LocalizedStringKey?
    /// The module declaring the widget, whose string catalog stands for the extension's main bundle.
    package var module: String?
    /// `.supportedFamilies(_:)`, or every Home Screen family (systemExtraLarge renders on iPad only).
    public var supportedFamilies: [WidgetFamily]
    /// `.contentMarginsDisabled()`: the content is laid out edge to edge.
    public var contentMarginsDisabled = false
    /// `.containerBackgroundRemovable(_:)`.
    public var containerBackgroundRemovable = true
    /// `.disfavoredLocations(_:for:)`.
    public var disfavoredLocations: [WidgetLocation: [WidgetFamily]] = [:]
    /// `.todayWidget(modes:appName:iconColor:)`: also rendered as an iOS 10 Today widget.
    public var today: TodayWidgetOptions?
    /// An `ActivityConfiguration`'s views: the widget is a Live Activity, rendered from its previews.
    package var activity: LiveActivityDescription?
    /// A control's (`ControlWidget`): drawn on the control surfaces from its value provider.
    package var control: ControlDescription?
    package let source: any EntrySource

    init(kind: String, source: any EntrySource) {
        self.kind = kind
        displayName = kind
        summary = ""
        supportedFamilies = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
        self.source = source
    }

    /// The name as the widget gallery shows it: a localized key looked up in the author's
    /// strings for the locale and pseudolanguage being rendered; a `String` verbatim.
    package var shownDisplayName: String { displayNameKey.map(shown) ?? displayName }
    /// The description as the widget gallery shows it (`shownDisplayName`).
    package var shownSummary: String { summaryKey.map(shown) ?? summary }

    private func shown(_ key: LocalizedStringKey) -> String {
        key.localized(table: nil, bundle: nil, callerModule: module)
    }
}

/// How a widget appears as an iOS 10 Today widget (a Vignette surface, not WidgetKit's): its
/// modes and the app name and icon (colour and glyph) of its header.
public nonisolated struct TodayWidgetOptions: Sendable {
    public var modes: [NCWidgetDisplayMode]
    public var appName: String
    public var iconColor: Color
    /// A symbol drawn in white on the icon, or nil for a plain tile.
    public var iconSymbol: String?

    public init(modes: [NCWidgetDisplayMode], appName: String, iconColor: Color, iconSymbol: String? = nil) {
        self.modes = modes
        self.appName = appName
        self.iconColor = iconColor
        self.iconSymbol = iconSymbol
    }
}
