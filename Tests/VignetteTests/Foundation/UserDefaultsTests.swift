import Foundation
import Testing
@testable import VignetteCore

/// `UserDefaults` suites start from the target's `UserDefaults/<suite>.json` or `.plist`;
/// app-group containers are fresh copies of `AppGroups/<group>/`.
@Suite("UserDefaults and app groups")
struct UserDefaultsTests {
    // A render prepares the seeds before it asks a provider or lays out a view.
    init() { RenderSandbox.prepare() }

    struct Task: Codable, Equatable {
        let title: String
        let done: Bool
    }

    @Test("a suite reads its JSON seed: numbers, Booleans, strings, arrays and {\"$json\": …} as Data")
    func jsonSeed() throws {
        let defaults = try #require(UserDefaults(suiteName: "group.com.example.vignette"))
        #expect(defaults.integer(forKey: "streak") == 12)
        #expect(defaults.double(forKey: "goal") == 2.5)
        #expect(defaults.bool(forKey: "notificationsOn"))
        #expect(defaults.string(forKey: "city") == "Lisbon")
        #expect(defaults.stringArray(forKey: "recent") == ["Lisbon", "Porto"])
        #expect(defaults.string(forKey: "streak") == "12")
        let data = try #require(defaults.data(forKey: "entries"))
        #expect(try JSONDecoder().decode([Task].self, from: data) == [Task(title: "Stretch", done: true), Task(title: "Read", done: false)])
        #expect(defaults.object(forKey: "missing") == nil && defaults.integer(forKey: "missing") == 0)
    }

    @Test("a suite reads its property-list seed: dates, data, integers")
    func plistSeed() throws {
        let defaults = try #require(UserDefaults(suiteName: "group.com.example.plist"))
        #expect(defaults.object(forKey: "lastSync") as? Date == ISO8601DateFormatter().date(from: "2026-11-20T08:00:00Z"))
        #expect(defaults.data(forKey: "token") == Data("hello".utf8))
        #expect(defaults.integer(forKey: "count") == 7)
    }

    @Test("a value the code sets wins over the seed, for every instance of the suite; removing it shows the seed again")
    func writes() throws {
        let a = try #require(UserDefaults(suiteName: "group.com.example.vignette"))
        let b = try #require(UserDefaults(suiteName: "group.com.example.vignette"))
        a.set("Porto", forKey: "city")
        #expect(b.string(forKey: "city") == "Porto")
        b.removeObject(forKey: "city")
        #expect(a.string(forKey: "city") == "Lisbon")
    }

    @Test("a seed that cannot be read is reported naming the file, and its values are not registered")
    func brokenSeed() throws {
        // Not among the target's resources: every program built beside the tests would report it.
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-seeds-\(UUID().uuidString).resources")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("UserDefaults"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundle) }
        let file = bundle.appendingPathComponent("UserDefaults/group.com.example.broken.json")
        try Data("{\"streak\": 3,".utf8).write(to: file)
        try Data("{\"ok\": 1}".utf8).write(to: bundle.appendingPathComponent("UserDefaults/group.com.example.fine.json"))
        let seeds = DefaultsSeeds.load(bundles: [bundle])
        #expect(seeds.map(\.0.lastPathComponent) == ["group.com.example.fine.json"])
        let problem = LocalizedStrings.problems.first { $0.contains(file.path) }
        #expect(problem?.contains("cannot be read (not JSON: ") == true)
        #expect(problem?.hasSuffix("UserDefaults(suiteName: \"group.com.example.broken\") starts without its sample values") == true)
    }

    @Test("an app group's container is a copy of the target's AppGroups/<group> folder; writing to it leaves the sample alone")
    func container() throws {
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.vignette"))
        #expect(url == FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.vignette"))
        let tasks = try String(contentsOf: url.appendingPathComponent("tasks.json"), encoding: .utf8)
        #expect(tasks == "[{\"title\":\"Water the plants\",\"due\":\"2026-11-21T10:00:00Z\"}]\n")
        #expect(try String(contentsOf: url.appendingPathComponent("Library/Caches/note.txt"), encoding: .utf8) == "cached\n")
        try Data("changed".utf8).write(to: url.appendingPathComponent("tasks.json"))
        let sample = try #require(AppGroupContainers.sample(for: "group.com.example.vignette"))
        #expect(sample.path.hasPrefix(Bundle.module.bundleURL.path))
        #expect(try String(contentsOf: sample.appendingPathComponent("tasks.json"), encoding: .utf8).hasPrefix("[{"))
        let empty = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.none"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
    }
}

/// Swift 6 code keeps a suite in a static, which needs `UserDefaults` to be `Sendable`.
enum SharedDefaults {
    static let shared = UserDefaults(suiteName: "group.com.example.vignette")!
}
