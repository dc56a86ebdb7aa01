import SwiftUI
import WidgetKit

@main
struct WeatherWidgetsBundle: WidgetBundle {
    var body: some Widget {
        CurrentWeatherWidget()
        ForecastWidget()
        HourlyWidget()
        CityWeatherWidget()
        RainActivityWidget()
        RainAlertsControl()
    }
}
