// Written as for WidgetKit on iOS 17; only the imports differ on Linux.
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import Vignette
#endif

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
