// Written as for ActivityKit and WidgetKit on iOS 17: a delivery Live Activity with a countdown
// and its progress, on the Lock Screen and in the Dynamic Island.
import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var courier: String
        var arrival: ClosedRange<Date>
        var progress: Double
    }

    var orderNumber: String
    var storeName: String
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
                .activitySystemActionForegroundColor(.green)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "shippingbox.fill")
                        .font(.title2)
                        .foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.arrival, countsDown: true)
                        .monospacedDigit()
                        .font(.subheadline.weight(.semibold))
                        .multilineTextAlignment(.trailing)
                        .frame(width: 52)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.status)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        ProgressView(value: context.state.progress)
                            .tint(.green)
                        Text("\(context.state.courier) is bringing order #\(context.attributes.orderNumber)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
                    .foregroundStyle(.green)
            } compactTrailing: {
                Text(timerInterval: context.state.arrival, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "shippingbox.fill")
                    .foregroundStyle(.green)
            }
            .keylineTint(.green)
            .widgetURL(URL(string: "groceries://orders/\(context.attributes.orderNumber)"))
        }
    }
}

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                Label(context.attributes.storeName, systemImage: "shippingbox.fill")
                    .font(.headline)
                    .foregroundStyle(.green)
                Spacer()
                Text(timerInterval: context.state.arrival, countsDown: true)
                    .monospacedDigit()
                    .font(.title2.weight(.semibold))
                    .multilineTextAlignment(.trailing)
                    .frame(width: 80)
            }
            Text(context.state.status)
                .font(.subheadline.weight(.medium))
            ProgressView(value: context.state.progress)
                .tint(.green)
            Text("\(context.state.courier) · order #\(context.attributes.orderNumber)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(14)
    }
}

/// App-side code in a file both targets share: it compiles; on Linux nothing runs an activity.
enum DeliveryActivityController {
    static func start(order: String) throws -> Activity<DeliveryAttributes>? {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return nil }
        let state = DeliveryAttributes.ContentState.packing
        return try Activity.request(attributes: DeliveryAttributes(orderNumber: order, storeName: "Greengrocer"),
                                    content: ActivityContent(state: state, staleDate: Date().addingTimeInterval(3600)),
                                    pushType: nil)
    }

    static func observe(_ activity: Activity<DeliveryAttributes>) async {
        for await state in activity.activityStateUpdates where state == .ended || state == .dismissed {
            print("order \(activity.attributes.orderNumber) \(state)")
        }
        for await content in activity.contentUpdates {
            print(content.state.status)
        }
    }

    static func finish() async {
        for activity in Activity<DeliveryAttributes>.activities {
            var state = activity.content.state
            state.progress = 1
            await activity.update(ActivityContent(state: state, staleDate: nil, relevanceScore: 50))
            await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .after(.now.addingTimeInterval(900)))
        }
    }
}

/// An ordinary widget and a Live Activity in one bundle, as an extension declares them.
struct DeliveryWidgets: WidgetBundle {
    var body: some Widget {
        TodoWidget()
        DeliveryActivityWidget()
    }
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes { DeliveryAttributes(orderNumber: "4521", storeName: "Greengrocer") }
}

extension DeliveryAttributes.ContentState {
    static var packing: Self {
        Self(status: "Packing your order", courier: "Maya", arrival: Date.now...Date.now.addingTimeInterval(24 * 60), progress: 0.25)
    }

    static var onTheWay: Self {
        Self(status: "On the way", courier: "Maya", arrival: Date.now...Date.now.addingTimeInterval(7 * 60 + 30), progress: 0.7)
    }
}

#Preview("Lock Screen", as: .content, using: DeliveryAttributes.preview) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState.packing
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: DeliveryAttributes.preview) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}
