import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

struct WeatherView: View {
    let entry: WeatherForecast
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: WeatherAccessoryView(entry: entry)
        default: homeScreen
        }
    }

    private var homeScreen: some View {
        Group {
            switch family {
            case .systemMedium: medium
            case .systemLarge: large
            case .systemExtraLarge: WeatherExtraLargeView(entry: entry)
            default: small
            }
        }
        .foregroundStyle(.white)
        .environment(\.locale, entry.locale)
        .environment(\.layoutDirection, entry.isRightToLeft ? .rightToLeft : .leftToRight)
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

    private var highLow: String { entry.highLow }

    /// The city and temperature; `compact` sets the temperature smaller, for the smallest phones.
    private func header(compact: Bool) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.city)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text("\(entry.temperature)°")
                .font(.system(size: compact ? 34 : 44, weight: .light))
        }
    }

    private func conditionBlock(compact: Bool) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            WeatherGlyph(symbol: entry.symbol)
                .frame(width: compact ? 16 : 18, height: compact ? 16 : 18)
            Text(entry.condition)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
            Text(highLow)
                .font(.caption.weight(.semibold))
            stalenessNote
        }
    }

    /// How old the forecast is, when it could not be refreshed (seed 004: keep the content
    /// current, or say how current it is).
    private var stalenessNote: some View { StalenessNote(staleness: entry.staleness) }

    /// The regular layout where the size holds it, else the compact one (the 141 pt widgets of
    /// the smallest iPhone).
    private var small: some View {
        ViewThatFits(in: .vertical) {
            small(compact: false)
            small(compact: true)
        }
    }

    private func small(compact: Bool) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            header(compact: compact)
            Spacer(minLength: 0)
            conditionBlock(compact: compact)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func summaryRow(compact: Bool) -> some View {
        HStack(alignment: .top) {
            header(compact: compact)
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                WeatherGlyph(symbol: entry.symbol)
                    .frame(width: 18, height: 18)
                Text(entry.condition)
                    .font(.caption.weight(.semibold))
                    .lineLimit(1)
                Text(highLow)
                    .font(.caption.weight(.semibold))
                stalenessNote
            }
        }
    }

    private func hourly(compact: Bool) -> some View {
        HourlyForecast(hours: entry.hours, compact: compact)
    }

    private var medium: some View {
        ViewThatFits(in: .vertical) {
            medium(compact: false)
            medium(compact: true)
        }
    }

    private func medium(compact: Bool) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            summaryRow(compact: compact)
            Spacer(minLength: 0)
            hourly(compact: compact)
        }
        .frame(maxHeight: .infinity)
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 0) {
            summaryRow(compact: false)
            Spacer(minLength: 8)
            hourly(compact: false)
            Spacer(minLength: 8)
            Rectangle()
                .fill(.white.opacity(0.3))
                .frame(height: 0.5)
            Spacer(minLength: 8)
            DailyForecast(days: Array(entry.days.prefix(5)))
        }
    }
}

/// The next six hours: time, glyph, temperature, in equal columns.
struct HourlyForecast: View {
    let hours: [WeatherForecast.Hour]
    var compact = false

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(hours.prefix(6).enumerated()), id: \.offset) { _, hour in
                VStack(spacing: 2) {
                    Text(hour.label)
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.white.opacity(0.8))
                    WeatherGlyph(symbol: hour.symbol)
                        .frame(width: compact ? 16 : 18, height: compact ? 16 : 18)
                    Text("\(hour.temperature)°")
                        .font(compact ? .footnote.weight(.semibold) : .subheadline.weight(.semibold))
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

/// "Updated 3 hr ago", when the forecast is stale; nothing otherwise.
struct StalenessNote: View {
    let staleness: String?

    var body: some View {
        if let staleness {
            Text(staleness)
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.white.opacity(0.75))
                .lineLimit(1)
        }
    }
}

/// Five rows: day, glyph, low, a bar showing the day's range within the week's, high.
struct DailyForecast: View {
    let days: [WeatherForecast.Day]
    /// Rows share the height they are offered (extra large) instead of keeping together.
    var fillsHeight = false

    var body: some View {
        let weekLow = days.map(\.low).min() ?? 0
        let weekHigh = max(days.map(\.high).max() ?? 1, weekLow + 1)
        VStack(spacing: 6) {
            ForEach(Array(days.enumerated()), id: \.offset) { _, day in
                HStack(spacing: 8) {
                    Text(day.label)
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
                .frame(maxHeight: fillsHeight ? .infinity : nil)
            }
        }
    }
}

/// The day's range as a capsule on a faint track spanning the week's range, coloured as the
/// Weather app colours temperatures: the track's gradient runs through the colour of each
/// temperature of the week, so cold days are blue and warm ones yellow to orange.
struct TemperatureRangeBar: View {
    let low: Int
    let high: Int
    let weekLow: Int
    let weekHigh: Int
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        Capsule()
            .fill(.white.opacity(0.25))
            .overlay(alignment: .leading) {
                // A placeholder shows the bar's place, not a range.
                if !redactionReasons.contains(.placeholder) {
                    RangeShape(start: fraction(low), end: fraction(high))
                        .fill(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing))
                }
            }
    }

    private var stops: [Gradient.Stop] {
        stride(from: weekLow, through: weekHigh, by: 1).map {
            Gradient.Stop(color: TemperatureScale.color(celsius: $0), location: fraction($0))
        }
    }

    private func fraction(_ t: Int) -> CGFloat { CGFloat(t - weekLow) / CGFloat(weekHigh - weekLow) }
}

/// The colour of a temperature: deep blue below freezing, through cyan and green, to yellow,
/// orange and red in the heat.
enum TemperatureScale {
    private static let stops: [(celsius: Double, red: Double, green: Double, blue: Double)] = [
        (-10, 0.25, 0.35, 0.95), (0, 0.25, 0.60, 1.0), (8, 0.30, 0.82, 0.92), (15, 0.55, 0.85, 0.45),
        (21, 1.0, 0.80, 0.15), (27, 1.0, 0.55, 0.10), (33, 1.0, 0.30, 0.20),
    ]

    static func color(celsius: Int) -> Color {
        let t = Double(celsius)
        guard let upper = stops.firstIndex(where: { $0.celsius >= t }) else { return rgb(stops[stops.count - 1]) }
        guard upper > 0 else { return rgb(stops[0]) }
        let a = stops[upper - 1], b = stops[upper]
        let f = (t - a.celsius) / (b.celsius - a.celsius)
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f, blue: a.blue + (b.blue - a.blue) * f)
    }

    private static func rgb(_ s: (celsius: Double, red: Double, green: Double, blue: Double)) -> Color {
        Color(red: s.red, green: s.green, blue: s.blue)
    }
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
