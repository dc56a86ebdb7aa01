#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import Vignette
import VignetteRunner
#endif

@main
struct WeatherWidgetsBundle: WidgetBundle {
    var body: some Widget {
        CurrentWeatherWidget()
        ForecastWidget()
        CityWeatherWidget()
    }
}
