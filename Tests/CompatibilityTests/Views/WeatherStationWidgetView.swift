// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

/// A personal weather station: the conditions outside in SF Symbols' multicolor, the next
/// hours, and the station's modules with hierarchical symbols and palette batteries.
struct StationForecast: Identifiable {
    let id: Int
    let hour: String
    let symbol: String
    let temperature: Int
}

struct StationModule: Identifiable {
    let id: String
    let name: String
    let symbol: String
    let reading: String
    let battery: Double
}

struct WeatherStationEntry {
    let station: String
    let temperature: Int
    let symbol: String
    let summary: String
    let high: Int
    let low: Int
    let forecast: [StationForecast]
    let modules: [StationModule]
}

struct WeatherStationWidgetView: View {
    let entry: WeatherStationEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    private var sky: LinearGradient {
        let colors: [Color] = colorScheme == .dark
            ? [Color(red: 0.07, green: 0.16, blue: 0.33), Color(red: 0.13, green: 0.27, blue: 0.49)]
            : [Color(red: 0.22, green: 0.52, blue: 0.89), Color(red: 0.45, green: 0.70, blue: 0.96)]
        return LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if family == .systemSmall {
                current
            } else {
                HStack(alignment: .top, spacing: 16) {
                    current
                    hourly
                }
            }
            if family == .systemLarge {
                Spacer(minLength: 0)
                modules
            }
        }
        .foregroundStyle(.white)
        .containerBackground(sky, for: .widget)
    }

    private var current: some View {
        VStack(alignment: .leading, spacing: 2) {
            Label(entry.station, systemImage: "location.fill")
                .font(.caption.weight(.semibold))
                .labelStyle(.titleAndIcon)
                .lineLimit(1)
            Text("\(entry.temperature)°")
                .font(.system(size: 40, weight: .light))
            Spacer(minLength: 0)
            Image(systemName: entry.symbol)
                .symbolRenderingMode(.multicolor)
                .font(.title2)
            Text(entry.summary)
                .font(.caption.weight(.semibold))
            Text("H:\(entry.high)° L:\(entry.low)°")
                .font(.caption)
                .foregroundStyle(.white.opacity(0.8))
        }
        .frame(maxWidth: family == .systemSmall ? .infinity : nil, alignment: .leading)
    }

    private var hourly: some View {
        HStack(spacing: 0) {
            ForEach(entry.forecast) { hour in
                VStack(spacing: 8) {
                    Text(hour.hour)
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.white.opacity(0.8))
                    Image(systemName: hour.symbol)
                        .font(.title3)
                        .frame(height: 28)
                    Text("\(hour.temperature)°")
                        .font(.callout.weight(.medium))
                }
                .frame(maxWidth: .infinity)
            }
        }
        .symbolRenderingMode(.multicolor)
        .frame(maxHeight: .infinity)
    }

    private var modules: some View {
        VStack(spacing: 10) {
            ForEach(entry.modules) { module in
                HStack(spacing: 10) {
                    Image(systemName: module.symbol)
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.blue)
                        .font(.title3)
                        .frame(width: 32)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(module.name)
                            .font(.subheadline.weight(.semibold))
                        Text(module.reading)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image(systemName: batterySymbol(module.battery))
                        .foregroundStyle(module.battery < 0.2 ? Color.red : Color.blue, .gray)
                        .font(.body)
                }
            }
        }
        .foregroundStyle(Color.primary)
        .padding(12)
        .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }

    private func batterySymbol(_ level: Double) -> String {
        switch level {
        case ..<0.13: "battery.0percent"
        case ..<0.38: "battery.25percent"
        case ..<0.63: "battery.50percent"
        case ..<0.88: "battery.75percent"
        default: "battery.100percent"
        }
    }
}

extension WeatherStationEntry {
    static let sample = WeatherStationEntry(
        station: "Garden station", temperature: 18, symbol: "cloud.sun.fill", summary: "Partly Cloudy", high: 21, low: 12,
        forecast: [
            StationForecast(id: 15, hour: "3 PM", symbol: "cloud.sun.fill", temperature: 19),
            StationForecast(id: 16, hour: "4 PM", symbol: "cloud.rain.fill", temperature: 17),
            StationForecast(id: 17, hour: "5 PM", symbol: "cloud.bolt.fill", temperature: 16),
            StationForecast(id: 18, hour: "6 PM", symbol: "sun.max.fill", temperature: 15),
        ],
        modules: [
            StationModule(id: "outdoor", name: "Outdoor", symbol: "cloud.sun.fill", reading: "18° · 64 %", battery: 0.8),
            StationModule(id: "rain", name: "Rain gauge", symbol: "cloud.rain.fill", reading: "2.4 mm today", battery: 0.15),
            StationModule(id: "night", name: "Night sky", symbol: "moon.stars.fill", reading: "Clear after 9 PM", battery: 0.55),
        ])
}
