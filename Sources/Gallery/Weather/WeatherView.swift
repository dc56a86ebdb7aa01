import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

struct WeatherView: View {
    let entry: WeatherEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Group {
            switch family {
            case .systemMedium: medium
            case .systemLarge: large
            default: small
            }
        }
        .foregroundStyle(.white)
        .environment(\.locale, Locale(identifier: entry.locale))
        .containerBackground(for: .widget) { sky }
    }

    /// Day and night skies; dark mode deepens them as the system Weather widget does.
    private var sky: some View {
        let colors: [Color] = switch (entry.isDaytime, colorScheme) {
        case (true, .light): [Color(red: 0.25, green: 0.55, blue: 0.93), Color(red: 0.45, green: 0.72, blue: 0.98)]
        case (true, .dark): [Color(red: 0.10, green: 0.27, blue: 0.55), Color(red: 0.20, green: 0.42, blue: 0.72)]
        case (false, .light): [Color(red: 0.10, green: 0.16, blue: 0.38), Color(red: 0.22, green: 0.30, blue: 0.55)]
        case (false, _): [Color(red: 0.03, green: 0.06, blue: 0.18), Color(red: 0.10, green: 0.15, blue: 0.32)]
        }
        return LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    }

    private var highLow: String { "\(entry.labels.high):\(entry.high)°  \(entry.labels.low):\(entry.low)°" }

    private var header: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.city)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text("\(entry.temperature)°")
                .font(.system(size: 44, weight: .light))
        }
    }

    private var conditionBlock: some View {
        VStack(alignment: .leading, spacing: 2) {
            WeatherGlyph(symbol: entry.symbol)
                .frame(width: 18, height: 18)
            Text(entry.condition)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
            Text(highLow)
                .font(.caption.weight(.semibold))
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            Spacer(minLength: 0)
            conditionBlock
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var summaryRow: some View {
        HStack(alignment: .top) {
            header
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                WeatherGlyph(symbol: entry.symbol)
                    .frame(width: 18, height: 18)
                Text(entry.condition)
                    .font(.caption.weight(.semibold))
                    .lineLimit(1)
                Text(highLow)
                    .font(.caption.weight(.semibold))
            }
        }
    }

    private var hourly: some View {
        HStack(spacing: 0) {
            ForEach(Array(entry.hourly.prefix(6).enumerated()), id: \.offset) { _, hour in
                VStack(spacing: 4) {
                    Text(hour.time)
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.white.opacity(0.8))
                    WeatherGlyph(symbol: hour.symbol)
                        .frame(width: 20, height: 20)
                    Text("\(hour.temperature)°")
                        .font(.subheadline.weight(.semibold))
                }
                .frame(maxWidth: .infinity)
            }
        }
    }

    private var medium: some View {
        VStack(alignment: .leading, spacing: 0) {
            summaryRow
            Spacer(minLength: 0)
            hourly
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 0) {
            summaryRow
            Spacer(minLength: 8)
            hourly
            Spacer(minLength: 8)
            Rectangle()
                .fill(.white.opacity(0.3))
                .frame(height: 0.5)
            Spacer(minLength: 8)
            DailyForecast(days: Array(entry.daily.prefix(5)))
        }
    }
}

/// Five rows: day, glyph, low, a bar showing the day's range within the week's, high.
struct DailyForecast: View {
    let days: [WeatherEntry.Day]

    var body: some View {
        let weekLow = days.map(\.low).min() ?? 0
        let weekHigh = max(days.map(\.high).max() ?? 1, weekLow + 1)
        VStack(spacing: 6) {
            ForEach(Array(days.enumerated()), id: \.offset) { _, day in
                HStack(spacing: 8) {
                    Text(day.day)
                        .font(.subheadline.weight(.semibold))
                        .frame(width: 44, alignment: .leading)
                    WeatherGlyph(symbol: day.symbol)
                        .frame(width: 20, height: 20)
                    Text("\(day.low)°")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.white.opacity(0.7))
                        .frame(width: 36, alignment: .trailing)
                    TemperatureRangeBar(low: day.low, high: day.high, weekLow: weekLow, weekHigh: weekHigh)
                        .frame(height: 4)
                    Text("\(day.high)°")
                        .font(.subheadline.weight(.semibold))
                        .frame(width: 36, alignment: .trailing)
                }
            }
        }
    }
}

/// The day's range as a coloured capsule on a faint track spanning the week's range.
struct TemperatureRangeBar: View {
    let low: Int
    let high: Int
    let weekLow: Int
    let weekHigh: Int

    var body: some View {
        Capsule()
            .fill(.white.opacity(0.25))
            .overlay(alignment: .leading) {
                RangeShape(start: fraction(low), end: fraction(high))
                    .fill(LinearGradient(colors: [Color(red: 0.55, green: 0.85, blue: 0.60), .yellow, .orange],
                                         startPoint: .leading, endPoint: .trailing))
            }
    }

    private func fraction(_ t: Int) -> CGFloat { CGFloat(t - weekLow) / CGFloat(weekHigh - weekLow) }
}

/// A capsule covering the fraction `start…end` of the width.
struct RangeShape: Shape {
    let start: CGFloat
    let end: CGFloat

    func path(in rect: CGRect) -> Path {
        let x0 = rect.minX + rect.width * start, x1 = rect.minX + rect.width * end
        let r = CGRect(x: x0, y: rect.minY, width: max(x1 - x0, rect.height), height: rect.height)
        return Path(roundedRect: r, cornerRadius: rect.height / 2, style: .circular)
    }
}
