import Foundation
import Vignette
import VignetteCore

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
        BatteriesWidget()
        RemindersWidget()
        StocksWidget()
        // Live Activities: rendered from their previews (LiveActivities/), by `render --all`.
        DeliveryLiveActivity()
        MatchLiveActivity()
        FlashlightControl()
        StartTimerControl()
    }
}

/// The gallery's widgets, for tools and tests that look them up by kind.
public enum Gallery {
    public static let widgets: [WidgetDescription] = GalleryWidgets._widgetDescriptions

    /// The devices the gallery's reference images are rendered on: the default iPhone, the
    /// smallest and the largest iPhone, a large iPad and a 45 mm Apple Watch (the accessory
    /// families as complications), so that a layout that only fits the default size fails a test.
    public static let referenceDevices: [WidgetDevice] = [
        .defaultDevice, WidgetDevice.named("iphone-320x568")!, WidgetDevice.named("iphone-430x932")!, WidgetDevice.named("ipad-1024x1366")!,
        WidgetDevice.named("watch-45mm")!,
    ]

    /// Looks a widget up by kind.
    public static func widget(named kind: String) -> WidgetDescription? { widgets.first { $0.kind == kind } }
}
