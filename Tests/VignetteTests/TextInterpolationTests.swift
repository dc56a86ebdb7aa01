import Foundation
import Testing
@testable import VignetteCore

/// Numbers interpolated in a `Text`'s key are formatted as SwiftUI formats them, through the
/// key's format specifiers: measured on iOS, `"\(0.76 * 100)%"` reads "76.000000%" and an
/// integer takes the locale's grouping.
@Suite struct TextInterpolationTests {
    @Test("a Double or CGFloat is %lf, a Float %f: six decimals")
    func floatingPoint() {
        #expect(Text("\(0.76 * 100)%").plainText == "76.000000%")
        #expect(Text("\(CGFloat(12.5)) pt").plainText == "12.500000 pt")
        #expect(Text("\(Float(1.5))").plainText == "1.500000")
    }

    @Test("an integer takes the locale's grouping, signed or not")
    func integers() {
        #expect(Text("\(1000) steps").plainText == "1,000 steps")
        #expect(Text("\(-1234567)").plainText == "-1,234,567")
        #expect(Text("\(UInt8(7)) of \(UInt(12000))").plainText == "7 of 12,000")
    }

    @Test("verbatim text and a specifier the author gives are left as they are")
    func verbatimAndSpecifiers() {
        let value = 0.76 * 100
        #expect(Text(verbatim: "\(value)%").plainText == "76.0%")
        #expect(Text("\(value, specifier: "%.0f")%").plainText == "76%")
    }
}
