import ActivityKit
import SwiftUI
import WidgetKit

/// A Live Activity the app starts when rain is on its way: the minutes until it starts and how
/// heavy it will be, on the Lock Screen and in the Dynamic Island.
struct RainAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var rainStarts: ClosedRange<Date>
        var intensity: Double
        var summary: String
    }

    var city: String
}

struct RainActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RainAttributes.self) { context in
            RainLockScreenView(context: context)
                .activityBackgroundTint(Color("CardBackground"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "cloud.rain.fill")
                        .font(.title2)
                        .foregroundStyle(.cyan)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.rainStarts, countsDown: true)
                        .monospacedDigit()
                        .font(.title3.weight(.semibold))
                        .frame(width: 64, alignment: .trailing)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.city)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(context.state.summary)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        ProgressView(value: context.state.intensity)
                            .tint(.cyan)
                    }
                }
            } compactLeading: {
                Image(systemName: "cloud.rain.fill")
                    .foregroundStyle(.cyan)
            } compactTrailing: {
                Text(timerInterval: context.state.rainStarts, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 48)
            } minimal: {
                Image(systemName: "cloud.rain.fill")
                    .foregroundStyle(.cyan)
            }
            .keylineTint(.cyan)
        }
    }
}

struct RainLockScreenView: View {
    let context: ActivityViewContext<RainAttributes>

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "cloud.rain.fill")
                .font(.largeTitle)
                .foregroundStyle(.cyan)
            VStack(alignment: .leading, spacing: 4) {
                Text("Rain in \(context.attributes.city)")
                    .font(.headline)
                Text(context.state.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                ProgressView(value: context.state.intensity)
                    .tint(.cyan)
            }
            Text(timerInterval: context.state.rainStarts, countsDown: true)
                .monospacedDigit()
                .font(.title2.weight(.semibold))
                .frame(width: 72, alignment: .trailing)
        }
        .padding(14)
    }
}

extension RainAttributes {
    static let lisbon = RainAttributes(city: "Lisbon")
}

extension RainAttributes.ContentState {
    static var lightRainSoon: Self {
        Self(rainStarts: Date.now...Date.now.addingTimeInterval(12 * 60), intensity: 0.3, summary: "Light rain for an hour")
    }
}

#Preview("Rain", as: .content, using: RainAttributes.lisbon) {
    RainActivityWidget()
} contentStates: {
    RainAttributes.ContentState.lightRainSoon
}

#Preview("Rain", as: .dynamicIsland(.expanded), using: RainAttributes.lisbon) {
    RainActivityWidget()
} contentStates: {
    RainAttributes.ContentState.lightRainSoon
}

#Preview("Rain", as: .dynamicIsland(.compact), using: RainAttributes.lisbon) {
    RainActivityWidget()
} contentStates: {
    RainAttributes.ContentState.lightRainSoon
}

#Preview("Rain", as: .dynamicIsland(.minimal), using: RainAttributes.lisbon) {
    RainActivityWidget()
} contentStates: {
    RainAttributes.ContentState.lightRainSoon
}
