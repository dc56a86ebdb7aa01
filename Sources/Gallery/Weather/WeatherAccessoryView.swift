import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Weather on the Lock Screen, after Apple's Weather widgets: the circular one is today's
/// temperature as a gauge between the day's low and high; the rectangular one the place, the
/// condition and temperature, and the high and low; the inline one a symbol and "9° Mostly Sunny".
/// On a watch face's corner, the temperature follows the corner over a gauge of the day's low
/// to high, as Apple's Weather corner complication.
struct WeatherAccessoryView: View {
    let entry: WeatherForecast
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            switch family {
            case .accessoryCircular: circular
            case .accessoryRectangular: rectangular
            case .accessoryCorner: corner
            default: inline
            }
        }
        .environment(\.locale, entry.locale)
        .environment(\.layoutDirection, entry.isRightToLeft ? .rightToLeft : .leftToRight)
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    private var circular: some View {
        ZStack {
            AccessoryWidgetBackground()
            Gauge(value: Double(entry.temperature), in: Double(entry.low)...Double(entry.high)) {
                Image(systemName: "thermometer.medium")
            } currentValueLabel: {
                Text("\(entry.temperature)°")
                    .widgetAccentable()
            } minimumValueLabel: {
                Text("\(entry.low)")
            } maximumValueLabel: {
                Text("\(entry.high)")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [TemperatureScale.color(celsius: entry.low), TemperatureScale.color(celsius: entry.high)]))
        }
        .widgetLabel("\(entry.city) \(entry.condition)")
    }

    private var corner: some View {
        Text("\(entry.temperature)°")
            .widgetCurvesContent()
            .widgetLabel {
                Gauge(value: Double(entry.temperature), in: Double(entry.low)...Double(entry.high)) {
                    Text(entry.city)
                }
                .tint(Gradient(colors: [TemperatureScale.color(celsius: entry.low), TemperatureScale.color(celsius: entry.high)]))
            }
    }

    private var rectangular: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 3) {
                Text(entry.city)
                Image(systemName: "location.fill")
                    .font(.caption2)
            }
            .font(.headline)
            .widgetAccentable()
            // The condition when it fits beside the temperature, else the symbol says it alone.
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 4) {
                    Image(systemName: WeatherSymbols.systemName(for: entry.symbol))
                    Text("\(entry.temperature)° \(entry.condition)")
                }
                HStack(spacing: 4) {
                    Image(systemName: WeatherSymbols.systemName(for: entry.symbol))
                    Text("\(entry.temperature)°")
                }
            }
            Text("\(entry.labels.high):\(entry.high)° \(entry.labels.low):\(entry.low)°")
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }

    private var inline: some View {
        Label("\(entry.temperature)° \(entry.condition)", systemImage: WeatherSymbols.systemName(for: entry.symbol))
            .lineLimit(1)
    }
}

/// The SF Symbol of each of the sample data's conditions, for the places that show symbols
/// rather than the Home Screen's drawn glyphs.
enum WeatherSymbols {
    static func systemName(for symbol: String) -> String {
        switch symbol {
        case "sun": "sun.max.fill"
        case "moon": "moon.fill"
        case "cloud.sun": "cloud.sun.fill"
        case "cloud.moon": "cloud.moon.fill"
        case "cloud.rain": "cloud.rain.fill"
        case "cloud.snow": "cloud.snow.fill"
        default: "cloud.fill"
        }
    }
}
