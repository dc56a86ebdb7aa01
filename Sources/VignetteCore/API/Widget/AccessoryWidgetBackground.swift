import Foundation

/// An adaptive background view that provides a standard appearance based on the widget's
/// environment (WidgetKit's `AccessoryWidgetBackground`). Place it in a `ZStack` behind an
/// accessory widget's content.
///
/// Vignette draws it as the Lock Screen shows it at rest: a translucent disc in
/// `accessoryCircular` (and a watch's `accessoryCorner`), a translucent rounded rectangle (11 pt continuous corners) in
/// `accessoryRectangular`; the tint is the tertiary system fill, grey over light and white over
/// dark. As in WidgetKit, every other family gets an empty view.
public nonisolated struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    /// Creates an instance of an accessory widget background.
    public init() {}

    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner:
            Circle().fill(Self.fill)
        case .accessoryRectangular:
            RoundedRectangle(cornerRadius: Self.rectangularCornerRadius, style: .continuous).fill(Self.fill)
        default:
            EmptyView()
        }
    }

    static let rectangularCornerRadius: CGFloat = 11

    /// The Lock Screen's translucent platter colour.
    private static let fill = Color(provider: .system(.tertiarySystemFill))
}
