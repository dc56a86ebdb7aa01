import SwiftUI
import WidgetKit

/// The temperature now, large, in the app's rounded typeface.
struct CurrentWeatherView: View {
    let forecast: Forecast
    @Environment(\.widgetFamily) private var family

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 2) {
                Text(forecast.city)
                    .font(.headline)
                Text("\(forecast.temperature)°")
                    .font(.custom("Quicksand-Bold", size: 42))
                Spacer(minLength: 0)
                HStack(spacing: 4) {
                    Image(systemName: forecast.symbol)
                        .foregroundStyle(.sunAccent)
                    Text(forecast.condition)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
                .font(.subheadline.weight(.semibold))
                Text("H:\(forecast.high)° L:\(forecast.low)°")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            if family != .systemSmall {
                Spacer()
                NextDaysColumn(days: Array(forecast.days.prefix(3)))
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A compact list of the next days, in a translucent card.
struct NextDaysColumn: View {
    let days: [Forecast.Day]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(days, id: \.self) { day in
                HStack(spacing: 8) {
                    Text(day.name).font(.subheadline.weight(.medium)).frame(width: 44, alignment: .leading)
                    Image(systemName: day.symbol).frame(width: 22)
                    Text("\(day.high)°").font(.subheadline.monospacedDigit())
                }
            }
        }
        .padding(12)
        .background(Color(.cardBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

struct CurrentWeatherWidget: Widget {
    let kind: String = "CurrentWeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            CurrentWeatherView(forecast: entry.forecast)
                .containerBackground(for: .widget) {
                    Image(.backdrop)
                        .resizable()
                        .scaledToFill()
                }
        }
        .configurationDisplayName("Current Weather")
        .description("The temperature and conditions where you are.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    CurrentWeatherWidget()
} timeline: {
    WeatherEntry(date: .now, forecast: .lisbon)
    WeatherEntry(date: .now, forecast: .reykjavik)
}

#Preview("Next days", traits: .sizeThatFitsLayout) {
    NextDaysColumn(days: Array(Forecast.tokyo.days.prefix(3)))
        .padding()
        .background(Color.indigo)
}
