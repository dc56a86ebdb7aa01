//
//  PhraseIntent.swift
//  PhraseOfTheDayWidget
//

import AppIntents
import WidgetKit

enum StudyLanguage: String, AppEnum {
    case spanish, italian, japanese

    static var typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Language")
    static var caseDisplayRepresentations: [StudyLanguage: DisplayRepresentation] = [
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
    static var title: LocalizedStringResource = "Phrase of the Day"
    static var description = IntentDescription("Learn a new phrase every day.")

    @Parameter(title: "Language", default: .spanish)
    var language: StudyLanguage

    @Parameter(title: "Show Pronunciation", default: true)
    var showsPronunciation: Bool
}
