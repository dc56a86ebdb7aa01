//
//  Currency.swift
//  ExchangeRates
//

import AppIntents
import Foundation

enum Currency: String, AppEnum, CaseIterable {
    case usd = "USD"
    case eur = "EUR"
    case gbp = "GBP"
    case chf = "CHF"

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Currency"
    static let caseDisplayRepresentations: [Currency: DisplayRepresentation] = [
        .usd: DisplayRepresentation(title: "US Dollar", subtitle: "USD"),
        .eur: DisplayRepresentation(title: "Euro", subtitle: "EUR"),
        .gbp: DisplayRepresentation(title: "Pound Sterling", subtitle: "GBP"),
        .chf: DisplayRepresentation(title: "Swiss Franc", subtitle: "CHF"),
    ]

    var flag: String {
        switch self {
        case .usd: return "🇺🇸"
        case .eur: return "🇪🇺"
        case .gbp: return "🇬🇧"
        case .chf: return "🇨🇭"
        }
    }

    /// The mid rate in złoty over the last ten working days, oldest first (the table the app caches).
    var history: [Double] {
        switch self {
        case .usd: return [4.0412, 4.0288, 4.0351, 4.0190, 4.0023, 3.9911, 3.9987, 4.0105, 3.9874, 3.9752]
        case .eur: return [4.3221, 4.3190, 4.3256, 4.3301, 4.3275, 4.3198, 4.3167, 4.3210, 4.3245, 4.3287]
        case .gbp: return [5.1650, 5.1712, 5.1588, 5.1490, 5.1523, 5.1611, 5.1702, 5.1815, 5.1780, 5.1893]
        case .chf: return [4.6120, 4.6077, 4.6188, 4.6240, 4.6195, 4.6102, 4.6051, 4.6123, 4.6210, 4.6265]
        }
    }
}

struct RateConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Currency"
    static let description = IntentDescription("Choose the currency to follow.")

    @Parameter(title: "Currency", default: .usd)
    var currency: Currency

    init() {}

    init(currency: Currency) {
        self.currency = currency
    }
}
