import Foundation

/// A widget as the gallery, the `render` command and the tests enumerate it: in the spirit of
/// WidgetKit's `Widget` with a `StaticConfiguration`, without timelines.
public struct WidgetDefinition: Sendable {
    /// A stable identifier; also the folder name under `Snapshots/`.
    public let kind: String
    public let displayName: String
    public let description: String
    public let supportedFamilies: [WidgetFamily]
    /// WidgetKit's `contentMarginsDisabled()`: the content is laid out edge to edge.
    public let contentMarginsDisabled: Bool
    /// For an iOS 10 Today widget: its modes, and the app name and icon colour of its header.
    public let todayModes: [NCWidgetDisplayMode]
    public let todayAppName: String
    public let todayIconColor: Color
    private let make: @Sendable (_ placeholder: Bool) throws -> AnyView

    /// - Parameters:
    ///   - placeholder: the entry drawn redacted while data loads.
    ///   - entry: the sample entry; may throw (for example when sample data is malformed).
    ///   - content: the widget's view for an entry.
    public init<Entry: SendableMetatype, Content: View>(kind: String, displayName: String, description: String,
                                      supportedFamilies: [WidgetFamily] = WidgetFamily.homeScreen,
                                      contentMarginsDisabled: Bool = false,
                                      todayModes: [NCWidgetDisplayMode] = [], todayAppName: String? = nil,
                                      todayIconColor: Color = .blue,
                                      placeholder: @escaping @Sendable () -> Entry,
                                      entry: @escaping @Sendable () throws -> Entry,
                                      @ViewBuilder content: @escaping @Sendable (Entry) -> Content) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
        self.todayModes = todayModes
        self.todayAppName = todayAppName ?? displayName
        self.todayIconColor = todayIconColor
        self.make = { usePlaceholder in AnyView(content(usePlaceholder ? placeholder() : try entry())) }
    }

    /// Everything this widget renders as: its families, then its Today modes.
    public var targets: [RenderTarget] { supportedFamilies.map(RenderTarget.widget) + todayModes.map(RenderTarget.today) }

    /// The widget's view for the sample entry, or the placeholder entry.
    public func makeView(placeholder: Bool = false) throws -> AnyView { try make(placeholder) }
}

/// What a widget is rendered as: a WidgetKit family, or an iOS 10 Today widget in a mode.
public enum RenderTarget: Hashable, Sendable, CustomStringConvertible {
    case widget(WidgetFamily)
    case today(NCWidgetDisplayMode)

    /// `systemSmall`…, or `today-compact` / `today-expanded`: also the snapshot file prefix.
    public var description: String {
        switch self {
        case .widget(let f): f.rawValue
        case .today(let m): "today-\(m.rawValue)"
        }
    }

    public init?(_ name: String) {
        if let f = WidgetFamily(rawValue: name) {
            self = .widget(f)
        } else if name.hasPrefix("today-"), let m = NCWidgetDisplayMode(rawValue: String(name.dropFirst(6))) {
            self = .today(m)
        } else {
            return nil
        }
    }
}
