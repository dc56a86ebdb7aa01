//
//  BrewLiveActivity.swift
//  EspressoLog
//

import ActivityKit
import WidgetKit
import SwiftUI

struct BrewAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var brewEnds: Date
        var stage: String
    }

    var drink: String
    var shots: Int
}

struct BrewLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BrewAttributes.self) { context in
            HStack {
                Image(systemName: "cup.and.saucer.fill")
                    .font(.title)
                    .foregroundStyle(.brown)
                VStack(alignment: .leading) {
                    Text(context.attributes.drink)
                        .font(.headline)
                    Text(context.state.stage)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(context.state.brewEnds, style: .timer)
                    .font(.title2.monospacedDigit())
                    .multilineTextAlignment(.trailing)
                    .frame(width: 80)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.6))
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.shots)", systemImage: "cup.and.saucer.fill")
                        .foregroundStyle(.brown)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.brewEnds, style: .timer)
                        .monospacedDigit()
                        .frame(width: 50)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.attributes.drink): \(context.state.stage)")
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                Text(context.state.brewEnds, style: .timer)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "cup.and.saucer.fill")
            }
            .widgetURL(URL(string: "espressolog://brew"))
            .keylineTint(.brown)
        }
    }
}

extension BrewAttributes {
    fileprivate static var preview: BrewAttributes {
        BrewAttributes(drink: "Double Espresso", shots: 2)
    }
}

extension BrewAttributes.ContentState {
    fileprivate static var pulling: BrewAttributes.ContentState {
        BrewAttributes.ContentState(brewEnds: .now.addingTimeInterval(25), stage: "Pulling")
    }
}

#Preview("Brew", as: .content, using: BrewAttributes.preview) {
    BrewLiveActivity()
} contentStates: {
    BrewAttributes.ContentState.pulling
}

#Preview("Brew", as: .dynamicIsland(.expanded), using: BrewAttributes.preview) {
    BrewLiveActivity()
} contentStates: {
    BrewAttributes.ContentState.pulling
}
