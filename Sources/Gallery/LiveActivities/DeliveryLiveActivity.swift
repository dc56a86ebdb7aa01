import Vignette
import VignetteCore

/// A grocery delivery as a Live Activity: a countdown to the arrival window's end
/// (`Text(timerInterval:)`) and its progress (`ProgressView(timerInterval:)`), on the Lock Screen,
/// in StandBy and in the Dynamic Island. A stale update says so instead of a countdown it can no
/// longer trust.
struct DeliveryLiveAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: String
        var courier: String
        /// From the order's dispatch to its latest arrival.
        var window: ClosedRange<Date>
        var stopsBefore: Int
    }

    var store: String
    var orderNumber: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryLiveAttributes.self) { context in
            DeliveryLockScreenView(context: context)
                .activitySystemActionForegroundColor(.green)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                        .font(.title2)
                        .foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.store)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.window, countsDown: true)
                        .font(.subheadline.weight(.semibold))
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                        .frame(width: 56)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        ProgressView(timerInterval: context.state.window, countsDown: false) {
                            EmptyView()
                        } currentValueLabel: {
                            EmptyView()
                        }
                        .tint(.green)
                        Text(context.isStale ? "Not updated · waiting for the courier's app" : "\(context.state.courier) · \(context.state.status)")
                            .font(.caption)
                            .foregroundStyle(context.isStale ? AnyShapeStyle(.orange) : AnyShapeStyle(.secondary))
                            .lineLimit(1)
                    }
                }
            } compactLeading: {
                Image(systemName: "car.fill")
                    .foregroundStyle(.green)
            } compactTrailing: {
                Text(timerInterval: context.state.window, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
                    .foregroundStyle(.green)
            } minimal: {
                ProgressView(timerInterval: context.state.window, countsDown: false) {
                    EmptyView()
                } currentValueLabel: {
                    Image(systemName: "car.fill").font(.system(size: 9))
                }
                .progressViewStyle(.circular)
                .tint(.green)
            }
            .keylineTint(.green)
            .widgetURL(URL(string: "greengrocer://orders/\(context.attributes.orderNumber)"))
        }
        .supplementalActivityFamilies([.small])
    }
}

/// The Lock Screen (and StandBy) presentation: the store, the countdown, the progress bar and
/// who brings the order; 14 pt margins, as Apple asks, to line up with notifications.
struct DeliveryLockScreenView: View {
    @Environment(\.activityFamily) private var family
    let context: ActivityViewContext<DeliveryLiveAttributes>

    var body: some View {
        if family == .small { small } else { medium }
    }

    /// The Apple Watch Smart Stack and CarPlay: the countdown and the bar.
    private var small: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "car.fill").foregroundStyle(.green)
                Spacer()
                if context.isStale {
                    Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.orange)
                } else {
                    Text(timerInterval: context.state.window, countsDown: true)
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                        .frame(width: 64)
                }
            }
            .font(.headline)
            ProgressView(timerInterval: context.state.window, countsDown: false) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            }
            .tint(context.isStale ? .gray : .green)
            Text(context.state.status)
                .font(.caption)
                .lineLimit(1)
        }
        .padding(10)
    }

    private var medium: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Label(context.attributes.store, systemImage: "car.fill")
                    .font(.headline)
                    .foregroundStyle(.green)
                Spacer()
                if context.isStale {
                    Label("Not updated", systemImage: "exclamationmark.triangle.fill")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.orange)
                } else {
                    Text(timerInterval: context.state.window, countsDown: true)
                        .font(.title2.weight(.semibold))
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                        .frame(width: 84)
                }
            }
            Text(context.state.status)
                .font(.subheadline.weight(.medium))
            ProgressView(timerInterval: context.state.window, countsDown: false) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            }
            .tint(context.isStale ? .gray : .green)
            Text(context.state.stopsBefore == 0 ? "\(context.state.courier) is on the way to you · order \(context.attributes.orderNumber)"
                 : "\(context.state.courier) has \(context.state.stopsBefore) stops before yours · order \(context.attributes.orderNumber)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .padding(14)
    }
}

extension DeliveryLiveAttributes {
    static let sample = DeliveryLiveAttributes(store: "Greengrocer", orderNumber: "#4521")
}

extension DeliveryLiveAttributes.ContentState {
    /// Dispatched 6 minutes ago, due within 24 minutes.
    static var packed: Self {
        Self(status: "Packed, leaving the store", courier: "Maya", window: Date.now.addingTimeInterval(-6 * 60)...Date.now.addingTimeInterval(24 * 60),
             stopsBefore: 2)
    }

    /// Dispatched 21 minutes ago, due within 7½ minutes.
    static var nearby: Self {
        Self(status: "Arriving soon", courier: "Maya", window: Date.now.addingTimeInterval(-21 * 60)...Date.now.addingTimeInterval(7.5 * 60),
             stopsBefore: 0)
    }
}

#Preview("Lock Screen", as: .content, using: DeliveryLiveAttributes.sample) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryLiveAttributes.ContentState.packed
    DeliveryLiveAttributes.ContentState.nearby
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryLiveAttributes.sample) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryLiveAttributes.ContentState.nearby
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: DeliveryLiveAttributes.sample) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryLiveAttributes.ContentState.nearby
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: DeliveryLiveAttributes.sample) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryLiveAttributes.ContentState.nearby
}

// An update whose stale date has passed: the Lock Screen (with StandBy and the `.small` family)
// and the expanded island as they look with `context.isStale`.
#Preview("Stale Lock Screen") {
    DeliveryLiveAttributes.sample.previewContext(.nearby, isStale: true, viewKind: .content)
}

#Preview("Stale Expanded") {
    DeliveryLiveAttributes.sample.previewContext(.nearby, isStale: true, viewKind: .dynamicIsland(.expanded))
}
