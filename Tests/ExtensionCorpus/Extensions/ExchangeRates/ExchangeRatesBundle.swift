//
//  ExchangeRatesBundle.swift
//  ExchangeRates
//

import WidgetKit
import SwiftUI

@main
struct ExchangeRatesBundle: WidgetBundle {
    var body: some Widget {
        RateWidget()
        RateChartWidget()
    }
}
