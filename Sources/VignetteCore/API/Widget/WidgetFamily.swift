import Foundation

/// Values that define the widget's size and shape, as WidgetKit's `WidgetFamily`.
public nonisolated enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// A widget-based complication in the corner of a watch face (watchOS 9 and later only: no
    /// iPhone or iPad offers it, so it renders only on the watch devices).
    case accessoryCorner

    public var description: String { rawValue }

    /// Home Screen families get the standard 16 pt content margins; accessory families none.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The families every iPhone shows on the Home Screen.
    public static let homeScreen: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
}

private nonisolated struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private nonisolated struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(_all: 16) }

nonisolated extension EnvironmentValues {
    /// The template of the widget: small, medium, large…
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// The default content margins of the widget (16 pt on the Home Screen, 0 for accessories).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}
