//
//  DailyQuoteBundle.swift
//  DailyQuote
//

import WidgetKit
import SwiftUI

@main
struct DailyQuoteBundle: WidgetBundle {
    var body: some Widget {
        QuoteWidget()
        WordOfTheDayWidget()
    }
}
