import Foundation
import Vignette

/// The gallery: every widget Vignette ships as an example, rendered by `render --all` and
/// checked against `Snapshots/` by the tests.
public enum Gallery {
    public static let widgets: [WidgetDefinition] = [
        TopReadWidget.definition,
        TopReadWidget.withoutImage,
        OnThisDayWidget.definition,
        PictureOfTheDayWidget.definition,
        WeatherWidget.definition,
        WeatherWidget.configured(kind: "weather-tokyo", location: "tokyo", name: "Weather (Tokyo)"),
        WeatherWidget.configured(kind: "weather-beijing", location: "beijing", name: "Weather (Beijing)"),
        CalendarWidget.definition,
        CalendarWidget.birthday,
        NewsWidget.definition,
        NotesWidget.definition,
        WatchlistWidget.definition,
    ]

    /// Looks a widget up by kind.
    public static func widget(named kind: String) -> WidgetDefinition? { widgets.first { $0.kind == kind } }
}
