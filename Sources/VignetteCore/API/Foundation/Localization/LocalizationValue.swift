import Foundation

nonisolated extension String {
    /// A localizable string's key and arguments (Foundation's `String.LocalizationValue`):
    /// `"\(count) items"` is the key `"%lld items"` with the argument `count`, as Xcode writes it
    /// in a string catalog.
    public nonisolated struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key: the literal text with a format specifier for each interpolated value.
        let key: String
        let arguments: [LocalizationArgument]

        public init(_ value: String) { (key, arguments) = (value, []) }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            arguments = stringInterpolation.arguments
            // A literal "%" is "%%" in a key that has arguments, itself in one without.
            key = arguments.isEmpty ? stringInterpolation.key.replacingOccurrences(of: "%%", with: "%") : stringInterpolation.key
        }

        /// The text in the development language: the key with its arguments.
        public var description: String { LocalizedFormat.apply(key, arguments) }

        public nonisolated struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [LocalizationArgument] = []

            public init(literalCapacity: Int, interpolationCount: Int) { key.reserveCapacity(literalCapacity + 4 * interpolationCount) }
            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }

            mutating func append(_ specifier: String, _ argument: LocalizationArgument) {
                key += specifier
                arguments.append(argument)
            }

            public mutating func appendInterpolation(_ string: String) { append("%@", .string(string)) }
            public mutating func appendInterpolation<T: FixedWidthInteger & SignedInteger>(_ value: T) {
                append(T.bitWidth <= 32 && T.self != Int.self ? "%d" : "%lld", .int(Int64(value)))
            }
            public mutating func appendInterpolation<T: FixedWidthInteger & UnsignedInteger>(_ value: T) {
                append(T.bitWidth <= 32 && T.self != UInt.self ? "%u" : "%llu", .uint(UInt64(value)))
            }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }
            public mutating func appendInterpolation(_ value: CGFloat) { append("%lf", .double(Double(value))) }
            public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { append("%@", .string(value.description)) }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { append("%@", .string(String(localized: value))) }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                append("%@", .string(format.format(value)))
            }
            public mutating func appendInterpolation(_ value: Date, formatter: Formatter) { append("%@", .string(formatter.string(for: value) ?? "")) }
            public mutating func appendInterpolation(_ value: NSNumber, formatter: Formatter) { append("%@", .string(formatter.string(for: value) ?? "")) }
        }
    }
}

/// An interpolated value of a localized string, formatted when the string is looked up.
nonisolated enum LocalizationArgument: Hashable, Sendable {
    case string(String)
    case int(Int64)
    case uint(UInt64)
    case double(Double)

    /// The number a plural variation is chosen by.
    var number: Double? {
        switch self {
        case .string: nil
        case .int(let v): Double(v)
        case .uint(let v): Double(v)
        case .double(let v): v
        }
    }
}

nonisolated extension LocalizationArgument {
    /// A `CVarArg` given with a format specifier (`Text("\(value, specifier: "%.1f")")`).
    init(_ value: some CVarArg) {
        switch value {
        case let v as Int: self = .int(Int64(v))
        case let v as Int64: self = .int(v)
        case let v as Int32: self = .int(Int64(v))
        case let v as UInt: self = .uint(UInt64(v))
        case let v as UInt64: self = .uint(v)
        case let v as UInt32: self = .uint(UInt64(v))
        case let v as Double: self = .double(v)
        case let v as Float: self = .double(Double(v))
        case let v as CGFloat: self = .double(Double(v))
        default: self = .string(String(describing: value))
        }
    }
}
