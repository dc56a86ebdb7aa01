import SwiftUI
import WidgetKit

@main
struct WeatherWidgetsBundle: WidgetBundle {
    var body: some Widget {
        CurrentWeatherWidget()
        ForecastWidget()
        CityWeatherWidget()
        RainActivityWidget()
        RainAlertsControl()
    }
}
