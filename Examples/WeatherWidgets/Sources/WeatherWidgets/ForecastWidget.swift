import SwiftUI
import WidgetKit

/// Five days, each with its range drawn against the week's lowest and highest temperature.
struct ForecastView: View {
    let forecast: Forecast

    private var weekLow: Int { forecast.days.map(\.low).min() ?? 0 }
    private var weekHigh: Int { forecast.days.map(\.high).max() ?? 1 }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                Text(forecast.city).font(.headline)
                Spacer()
                Text("\(forecast.temperature)°").font(.custom("Quicksand-Bold", size: 28))
            }
            Divider()
            ForEach(forecast.days, id: \.self) { day in
                HStack(spacing: 10) {
                    Text(day.name).font(.subheadline.weight(.medium)).frame(width: 48, alignment: .leading)
                    Image(systemName: day.symbol).foregroundStyle(Color("SunAccent")).frame(width: 24)
                    Text("\(day.low)°").font(.subheadline.monospacedDigit()).foregroundStyle(.secondary).frame(width: 34, alignment: .trailing)
                    RangeBar(low: day.low, high: day.high, weekLow: weekLow, weekHigh: weekHigh)
                    Text("\(day.high)°").font(.subheadline.monospacedDigit()).frame(width: 34, alignment: .trailing)
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

/// A day's range as a capsule on a track spanning the week.
struct RangeBar: View {
    let low: Int, high: Int, weekLow: Int, weekHigh: Int

    var body: some View {
        GeometryReader { proxy in
            let span = CGFloat(max(weekHigh - weekLow, 1))
            let start = CGFloat(low - weekLow) / span * proxy.size.width
            let width = max(CGFloat(high - low) / span * proxy.size.width, 6)
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule()
                    .fill(LinearGradient(colors: [.teal, Color("SunAccent")], startPoint: .leading, endPoint: .trailing))
                    .frame(width: width)
                    .offset(x: start)
            }
        }
        .frame(height: 5)
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ForecastWidget", provider: WeatherProvider()) { entry in
            ForecastView(forecast: entry.forecast)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Forecast")
        .description("The next five days.")
        .supportedFamilies([.systemLarge])
    }
}

#Preview(as: .systemLarge) {
    ForecastWidget()
} timeline: {
    WeatherEntry(date: .now, forecast: .tokyo)
}
