//
//  Quote.swift
//  DailyQuote
//

import Foundation

struct Quote: Codable, Hashable, Sendable {
    let text: String
    let author: String

    static let samples: [Quote] = [
        Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra"),
        Quote(text: "The best way to predict the future is to invent it.", author: "Alan Kay"),
        Quote(text: "Programs must be written for people to read.", author: "Harold Abelson"),
    ]

    /// The quote of the day: the same one all day long.
    static func of(day date: Date, calendar: Calendar = .current) -> Quote {
        let day = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
        return samples[day % samples.count]
    }
}

struct Word: Codable, Hashable, Sendable {
    let word: String
    let partOfSpeech: String
    let definition: String

    static let sample = Word(word: "serendipity", partOfSpeech: "noun",
                             definition: "Finding something good without looking for it.")
}
