//
//  FeedDigestBundle.swift
//  FeedDigest
//

import WidgetKit
import SwiftUI

@main
struct FeedDigestBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        UnreadWidget()
        TodayWidget()
        StarredWidget()
    }
}
