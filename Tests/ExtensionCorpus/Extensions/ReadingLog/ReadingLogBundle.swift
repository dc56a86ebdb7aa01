//
//  ReadingLogBundle.swift
//  ReadingLogWidgets
//

import SwiftUI
import WidgetKit

@main
struct ReadingLogBundle: WidgetBundle {
    var body: some Widget {
        CurrentlyReadingWidget()
        BookshelfWidget()
    }
}
