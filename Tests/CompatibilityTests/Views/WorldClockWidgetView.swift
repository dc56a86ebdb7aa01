// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

struct CityTime: Identifiable {
    let id: String
    let name: String
    let time: String
    let isDaytime: Bool
}

struct WorldClockEntry: TimelineEntry {
    let date: Date
    let cities: [CityTime]

    static let sample = WorldClockEntry(date: Date(timeIntervalSince1970: 1_797_811_200), cities: [
        CityTime(id: "LIS", name: "Lisbon", time: "10:41", isDaytime: true),
        CityTime(id: "NYC", name: "New York", time: "05:41", isDaytime: false),
        CityTime(id: "TYO", name: "Tokyo", time: "19:41", isDaytime: false),
    ])
}

/// A ring that fills up to `progress`, animatable as SwiftUI's arcs are.
struct DayArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

/// Fades a view by how far it is from the home city (drawn at rest).
struct DistanceFade: AnimatableModifier {
    var distance: Double

    var animatableData: Double {
        get { distance }
        set { distance = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(1 - min(distance, 0.5))
    }
}

struct WorldClockWidgetView: View {
    let entry: WorldClockEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: family == .systemLarge ? 14 : 6) {
            ForEach(entry.cities.prefix(family == .systemSmall ? 2 : 3)) { city in
                row(city)
            }
            if family == .systemLarge {
                Spacer(minLength: 0)
                HStack {
                    Button(intent: RefreshClocksIntent()) {
                        Label("Refresh", systemImage: "arrow.clockwise")
                    }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.roundedRectangle(radius: 4))
                    .controlSize(.small)
                    .keyboardShortcut("r", modifiers: [.command, .shift])
                    Spacer()
                    Text("UTC")
                        .font(.caption2)
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .background(.tint, in: .rect(cornerRadius: 8))
                        .border(Color.gray, width: 1)
                }
            }
        }
        .animation(.smooth(duration: 1.5), value: entry.date)
        .fontDesign(.rounded)
        .monospacedDigit()
        .ignoresSafeArea()
        .containerBackground(for: .widget) {
            if colorScheme == .dark {
                Color(.systemBackground)
            } else {
                LinearGradient(colors: [#colorLiteral(red: 0.95, green: 0.96, blue: 1, alpha: 1), .white], startPoint: .top, endPoint: .bottom)
            }
        }
    }

    private func row(_ city: CityTime) -> some View {
        HStack(spacing: 8) {
            Text(city.id)
                .font(.system(size: 9, weight: .bold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(Color.indigo)
                .clipShape(.circle)
            VStack(alignment: .leading, spacing: 0) {
                Text(city.name).font(.caption2).lineLimit(1)
                Text(city.time).font(.headline)
            }
            .modifier(DistanceFade(distance: city.isDaytime ? 0 : 0.2))
            if family != .systemSmall {
                Spacer(minLength: 0)
                DayArc(progress: city.isDaytime ? 0.45 : 0.8)
                    .stroke(.tint, lineWidth: 3)
                    .frame(width: 14, height: 14)
                    .padding(5)
                    .background(Color(.secondarySystemBackground), in: city.isDaytime ? AnyShape(.circle) : AnyShape(.rect(cornerRadius: 6)))
                    .colorScheme(city.isDaytime ? .light : .dark)
            }
        }
    }
}
