import Foundation

/// How an interpolated integer is written, as the `os` module's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    enum Radix: Equatable, Sendable { case decimal, hex, octal }
    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int?

    public static let decimal = decimal(explicitPositiveSign: false)
    public static let hex = hex(explicitPositiveSign: false, includePrefix: false, uppercase: false)
    public static let octal = octal(explicitPositiveSign: false, includePrefix: false, uppercase: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int? = nil) -> Self {
        Self(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int? = nil) -> Self {
        Self(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int? = nil) -> Self {
        Self(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        let radix = switch self.radix { case .decimal: 10; case .hex: 16; case .octal: 8 }
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if let minDigits, digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (self.radix == .hex ? "0x" : self.radix == .octal ? "0" : "") + digits }
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + digits
    }
}

/// How an interpolated floating-point number is written (`OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Equatable, Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    public static let fixed = fixed(explicitPositiveSign: false)
    public static let hex = hex(explicitPositiveSign: false, uppercase: false)
    public static let exponential = exponential(explicitPositiveSign: false)
    public static let hybrid = hybrid(explicitPositiveSign: false)

    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        let spec = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "")
            + (uppercase ? conversion.uppercased() : conversion)
        return String(format: spec, value)
    }
}

/// How an interpolated Boolean is written (`OSLogBoolFormat`): `true`/`false` or `YES`/`NO`.
public enum OSLogBoolFormat: Equatable, Sendable {
    case truth, answer
}

/// Padding of an interpolated string (`OSLogStringAlignment`).
public struct OSLogStringAlignment: Equatable, Sendable {
    let columns: Int
    let left: Bool
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    public static func right(columns: @autoclosure @escaping () -> Int) -> Self { Self(columns: columns(), left: false) }
    public static func left(columns: @autoclosure @escaping () -> Int) -> Self { Self(columns: columns(), left: true) }

    func pad(_ text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return left ? text + padding : padding + text
    }
}

/// Padding of an interpolated number (`OSLogIntegerAlignment`, also used for floats).
public typealias OSLogIntegerAlignment = OSLogStringAlignment
public typealias OSLogFloatAlignment = OSLogStringAlignment
