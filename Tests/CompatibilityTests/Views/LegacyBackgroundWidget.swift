// Written as for WidgetKit on iOS 16: the background set with `.background`, as before iOS 17's
// `containerBackground`. On iOS 17 and later the Home Screen shows the system's notice instead.
import SwiftUI
import WidgetKit

struct LegacyBackgroundView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Water")
                .font(.headline)
            Text("1.2 L of 2 L")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.blue.opacity(0.2))
    }
}

struct LegacyBackgroundWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LegacyBackground", provider: SingleCounterProvider()) { _ in LegacyBackgroundView() }
            .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
