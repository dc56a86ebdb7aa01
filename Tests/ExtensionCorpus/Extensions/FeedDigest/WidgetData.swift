//
//  WidgetData.swift
//  FeedDigest
//
//  The app writes this file into the app group's container after every refresh.
//

import Foundation

struct LatestArticle: Codable, Identifiable, Hashable {
    var id: String
    var feedTitle: String
    var articleTitle: String?
    var articleSummary: String?
    var pubDate: Date
}

struct WidgetData: Codable {
    var currentUnreadCount: Int
    var currentTodayCount: Int
    var currentStarredCount: Int
    var unreadArticles: [LatestArticle]
    var starredArticles: [LatestArticle]
    var todayArticles: [LatestArticle]
    var lastUpdateTime: Date

    static let empty = WidgetData(currentUnreadCount: 0, currentTodayCount: 0, currentStarredCount: 0,
                                  unreadArticles: [], starredArticles: [], todayArticles: [], lastUpdateTime: Date())
}

struct WidgetDataDecoder {
    static let appGroup = "group.com.example.feeddigest"

    static func decodeWidgetData() throws -> WidgetData {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup) else {
            return .empty
        }
        let dataURL = container.appendingPathComponent("widget-data.json")
        guard FileManager.default.fileExists(atPath: dataURL.path) else {
            return .empty
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(WidgetData.self, from: Data(contentsOf: dataURL))
    }

    static func sampleData() -> WidgetData {
        let article = LatestArticle(id: "1", feedTitle: "Daring Fireball", articleTitle: "The Talk Show", articleSummary: nil, pubDate: Date())
        return WidgetData(currentUnreadCount: 12, currentTodayCount: 5, currentStarredCount: 3, unreadArticles: [article],
                          starredArticles: [article], todayArticles: [article], lastUpdateTime: Date())
    }
}
