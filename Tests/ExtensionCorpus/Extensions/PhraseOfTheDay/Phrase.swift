//
//  Phrase.swift
//  PhraseOfTheDayWidget
//

import Foundation

struct Phrase: Hashable {
    let text: String
    let pronunciation: String
    /// A key into Localizable.xcstrings: the meaning, in the reader's language.
    let meaning: LocalizedStringResource
}

enum PhraseBook {
    static func phrases(for language: StudyLanguage) -> [Phrase] {
        switch language {
        case .spanish:
            return [
                Phrase(text: "¿Qué tal?", pronunciation: "keh tahl", meaning: "How are you?"),
                Phrase(text: "Buen provecho", pronunciation: "bwen pro-BEH-cho", meaning: "Enjoy your meal"),
                Phrase(text: "Hasta luego", pronunciation: "AHS-tah LWEH-go", meaning: "See you later"),
            ]
        case .italian:
            return [
                Phrase(text: "Piacere", pronunciation: "pya-CHEH-reh", meaning: "Nice to meet you"),
                Phrase(text: "Buon appetito", pronunciation: "bwon ap-peh-TEE-to", meaning: "Enjoy your meal"),
                Phrase(text: "A dopo", pronunciation: "ah DOH-po", meaning: "See you later"),
            ]
        case .japanese:
            return [
                Phrase(text: "お元気ですか", pronunciation: "o-genki desu ka", meaning: "How are you?"),
                Phrase(text: "いただきます", pronunciation: "itadakimasu", meaning: "Enjoy your meal"),
                Phrase(text: "またね", pronunciation: "mata ne", meaning: "See you later"),
            ]
        }
    }

    /// The same phrase all day, the next one tomorrow.
    static func phrase(for language: StudyLanguage, on date: Date) -> Phrase {
        let list = phrases(for: language)
        let day = Calendar(identifier: .gregorian).ordinality(of: .day, in: .era, for: date) ?? 0
        return list[day % list.count]
    }
}
