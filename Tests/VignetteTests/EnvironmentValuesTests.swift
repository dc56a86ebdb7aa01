import Foundation
import Testing
@testable import Vignette

/// Environment values are a value type kept as a shared list of entries, newest first.
@Suite("Environment values")
struct EnvironmentValuesTests {
    @Test("a copy keeps its values when the original changes, and the newest value of a key wins")
    func valueSemantics() {
        var a = EnvironmentValues()
        #expect(a.lineLimit == nil)  // the key's default
        a.lineLimit = 2
        a.colorScheme = .dark
        var b = a
        b.lineLimit = 3
        b.lineLimit = 4
        #expect(a.lineLimit == 2)
        #expect(b.lineLimit == 4)
        #expect(b.colorScheme == .dark)
        a.colorScheme = .light
        #expect(b.colorScheme == .dark)
        #expect(a.description == "EnvironmentValues(2 values set)")
    }

    @Test("a key set many times reads its last value")
    func repeatedSets() {
        var env = EnvironmentValues()
        for n in 0..<10_000 { env.lineLimit = n }
        #expect(env.lineLimit == 9_999)
        #expect(env.description == "EnvironmentValues(1 values set)")
    }
}
