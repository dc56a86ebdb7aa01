import Foundation
import Vignette

/// The gallery: every widget Vignette ships as an example, as a widget extension's bundle.
/// `render --all` renders it and the tests check it against `Snapshots/`.
public struct GalleryWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        TopReadWidget()
        TopReadWithoutImageWidget()
        OnThisDayWidget()
        PictureOfTheDayWidget()
        WeatherWidget()
        WeatherWidget(kind: "weather-tokyo", location: "tokyo", name: "Weather (Tokyo)")
        WeatherWidget(kind: "weather-beijing", location: "beijing", name: "Weather (Beijing)")
        CalendarWidget()
        CalendarBirthdayWidget()
        NewsWidget()
        NotesWidget()
        WatchlistWidget()
    }
}

/// The gallery's widgets, for tools and tests that look them up by kind.
public enum Gallery {
    public static let widgets: [WidgetDescription] = GalleryWidgets().widgetDescriptions

    /// Looks a widget up by kind.
    public static func widget(named kind: String) -> WidgetDescription? { widgets.first { $0.kind == kind } }
}
