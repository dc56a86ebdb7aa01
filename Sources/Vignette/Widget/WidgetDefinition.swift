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
    private let make: @Sendable (_ placeholder: Bool) throws -> AnyView

    /// - Parameters:
    ///   - placeholder: the entry drawn redacted while data loads.
    ///   - entry: the sample entry; may throw (for example when sample data is malformed).
    ///   - content: the widget's view for an entry.
    public init<Entry: SendableMetatype, Content: View>(kind: String, displayName: String, description: String,
                                      supportedFamilies: [WidgetFamily] = WidgetFamily.homeScreen,
                                      contentMarginsDisabled: Bool = false,
                                      placeholder: @escaping @Sendable () -> Entry,
                                      entry: @escaping @Sendable () throws -> Entry,
                                      @ViewBuilder content: @escaping @Sendable (Entry) -> Content) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
        self.make = { usePlaceholder in AnyView(content(usePlaceholder ? placeholder() : try entry())) }
    }

    /// The widget's view for the sample entry, or the placeholder entry.
    public func makeView(placeholder: Bool = false) throws -> AnyView { try make(placeholder) }
}
