import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// The extra large weather widget (iPad), after the Weather app's: now on the left (the place,
/// a large temperature, the condition, high and low, the next six hours along the bottom), the
/// days ahead on the right, each with its range on the week's scale.
struct WeatherExtraLargeView: View {
    let entry: WeatherForecast

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.city)
                    .font(.title3.weight(.semibold))
                    .lineLimit(1)
                Text("\(entry.temperature)°")
                    .font(.system(size: 76, weight: .thin))
                HStack(spacing: 6) {
                    WeatherGlyph(symbol: entry.symbol)
                        .frame(width: 22, height: 22)
                    Text(entry.condition)
                        .font(.headline)
                        .lineLimit(1)
                }
                Text(entry.highLow)
                    .font(.subheadline.weight(.semibold))
                    .padding(.top, 2)
                StalenessNote(staleness: entry.staleness)
                Spacer(minLength: 12)
                HourlyForecast(hours: entry.hours)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Rectangle()
                .fill(.white.opacity(0.3))
                .frame(width: 0.5)
            VStack(alignment: .leading, spacing: 8) {
                if let title = entry.labels.forecast {
                    Text(title.replacingOccurrences(of: "%@", with: String(min(entry.days.count, 5))))
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.white.opacity(0.75))
                }
                DailyForecast(days: Array(entry.days.prefix(5)), fillsHeight: true)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}
