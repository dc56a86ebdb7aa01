//
//  Book.swift
//  Shared between the app and the widget extension (target membership: both).
//

import Foundation
import SwiftData

@Model
final class Book {
    @Attribute(.unique) var isbn: String
    var title: String
    var author: String
    var pagesRead: Int
    var totalPages: Int
    var startedAt: Date?
    var finishedAt: Date?
    var coverColorName: String
    @Transient var isSelected = false

    init(isbn: String, title: String, author: String, totalPages: Int, coverColorName: String = "indigo") {
        self.isbn = isbn
        self.title = title
        self.author = author
        self.pagesRead = 0
        self.totalPages = totalPages
        self.startedAt = nil
        self.finishedAt = nil
        self.coverColorName = coverColorName
    }

    var progress: Double {
        totalPages > 0 ? min(Double(pagesRead) / Double(totalPages), 1) : 0
    }

    var isReading: Bool { startedAt != nil && finishedAt == nil }
}
