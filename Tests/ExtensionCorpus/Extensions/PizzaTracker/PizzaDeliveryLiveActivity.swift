import ActivityKit
import SwiftUI
import WidgetKit

struct StageSteps: View {
    let stage: PizzaDeliveryAttributes.ContentState.Stage

    var body: some View {
        HStack(spacing: 4) {
            ForEach(PizzaDeliveryAttributes.ContentState.Stage.allCases, id: \.self) { step in
                Capsule()
                    .fill(step.step <= stage.step ? Color("BrandRed") : Color.secondary.opacity(0.3))
                    .frame(height: 5)
            }
        }
    }
}

struct PizzaDeliveryLockScreenView: View {
    let context: ActivityViewContext<PizzaDeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .center, spacing: 12) {
                Image("PizzaSlice")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.state.stage.title)
                        .font(.headline)
                    if let courier = context.state.courierName {
                        Text("\(courier) is bringing order \(context.attributes.orderNumber)")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    } else {
                        Text("\(context.attributes.storeName) · \(context.attributes.itemCount) items")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 0) {
                    Text(timerInterval: context.state.estimatedArrival, countsDown: true)
                        .font(.title2.monospacedDigit().weight(.bold))
                        .multilineTextAlignment(.trailing)
                        .frame(width: 80)
                    Text("ETA \(context.state.estimatedArrival.upperBound, style: .time)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            StageSteps(stage: context.state.stage)
        }
        .padding(16)
    }
}

struct PizzaDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            PizzaDeliveryLockScreenView(context: context)
                .activityBackgroundTint(Color(.systemBackground).opacity(0.85))
                .activitySystemActionForegroundColor(Color("BrandRed"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label {
                        Text(context.attributes.orderNumber)
                    } icon: {
                        Image(systemName: context.state.stage.symbol)
                            .foregroundStyle(Color("BrandRed"))
                    }
                    .font(.caption.weight(.semibold))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.estimatedArrival, countsDown: true)
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                        .frame(width: 56)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.title)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        ProgressView(timerInterval: context.state.estimatedArrival, countsDown: false) {
                            EmptyView()
                        } currentValueLabel: {
                            EmptyView()
                        }
                        .tint(Color("BrandRed"))
                        Link(destination: URL(string: "pizzatracker://order/\(context.attributes.orderNumber)/call")!) {
                            Label("Call courier", systemImage: "phone.fill")
                                .font(.caption)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundStyle(Color("BrandRed"))
            } compactTrailing: {
                Text(timerInterval: context.state.estimatedArrival, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 44)
            } minimal: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundStyle(Color("BrandRed"))
            }
            .widgetURL(URL(string: "pizzatracker://order/\(context.attributes.orderNumber)"))
            .keylineTint(Color("BrandRed"))
        }
    }
}

#Preview("Delivery", as: .content, using: PizzaDeliveryAttributes.preview) {
    PizzaDeliveryLiveActivity()
} contentStates: {
    PizzaDeliveryAttributes.ContentState.baking
    PizzaDeliveryAttributes.ContentState.onTheWay
}

#Preview("Delivery", as: .dynamicIsland(.expanded), using: PizzaDeliveryAttributes.preview) {
    PizzaDeliveryLiveActivity()
} contentStates: {
    PizzaDeliveryAttributes.ContentState.onTheWay
}

#Preview("Delivery", as: .dynamicIsland(.compact), using: PizzaDeliveryAttributes.preview) {
    PizzaDeliveryLiveActivity()
} contentStates: {
    PizzaDeliveryAttributes.ContentState.onTheWay
}
