//
//  PhraseIntent.swift
//  PhraseOfTheDayWidget
//

import AppIntents
import WidgetKit

enum StudyLanguage: String, AppEnum {
    case spanish, italian, japanese

    static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Language")
    static let caseDisplayRepresentations: [StudyLanguage: DisplayRepresentation] = [
        .spanish: DisplayRepresentation(title: "Spanish"),
        .italian: DisplayRepresentation(title: "Italian"),
        .japanese: DisplayRepresentation(title: "Japanese"),
    ]

    var flag: String {
        switch self {
        case .spanish: return "🇪🇸"
        case .italian: return "🇮🇹"
        case .japanese: return "🇯🇵"
        }
    }
}

struct PhraseConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Phrase of the Day"
    static let description = IntentDescription("Learn a new phrase every day.")

    @Parameter(title: "Language", default: .spanish)
    var language: StudyLanguage

    @Parameter(title: "Show Pronunciation", default: true)
    var showsPronunciation: Bool
}
