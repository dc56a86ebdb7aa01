// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

/// The compatibility views' widgets, bundled as a widget extension declares them.
struct CompatibilityWidgetBundle: WidgetBundle {
    var body: some Widget {
        FeedReaderWidget()
        ActivityRingsWidget()
        TodoWidget()
        HistoryWidget()
        LatestPostsWidget()
    }
}
