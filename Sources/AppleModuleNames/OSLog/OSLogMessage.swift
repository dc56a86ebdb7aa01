import Foundation

/// A log message with interpolated values, as the `os` module's `OSLogMessage`: each value
/// keeps its privacy and format, and is only evaluated when the message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// The text as the log shows it: private values redacted unless `showsPrivate`.
    package func text(showsPrivate: Bool) -> String {
        interpolation.segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .value(let value, let isScalar, let privacy): privacy.apply(value(), isScalar: isScalar, showsPrivate: showsPrivate)
            }
        }.joined()
    }
}

/// The interpolations a log message accepts, as `OSLogInterpolation`: numbers, Booleans,
/// strings, `CustomStringConvertible` values, objects, metatypes and errors, each with
/// `privacy:` and the formats Apple's takes.
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Segment {
        case literal(String)
        case value(() -> String, isScalar: Bool, privacy: OSLogPrivacy)
    }
    var segments: [Segment] = []

    public init(literalCapacity: Int, interpolationCount: Int) { segments.reserveCapacity(interpolationCount * 2 + 1) }

    public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }

    // One overload per integer type, as Apple's: a generic one would lose to the
    // `CustomStringConvertible` overload for autoclosure arguments.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    private mutating func appendInteger<T: FixedWidthInteger>(_ number: @escaping () -> T, format: OSLogIntegerFormatting,
                                                              align: OSLogIntegerAlignment, privacy: OSLogPrivacy) {
        segments.append(.value({ align.pad(format.format(number())) }, isScalar: true, privacy: privacy))
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ align.pad(format.format(number())) }, isScalar: true, privacy: privacy))
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ align.pad(format.format(Double(number()))) }, isScalar: true, privacy: privacy))
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ align.pad(format.format(Double(number()))) }, isScalar: true, privacy: privacy))
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({
            let value = boolean()
            return format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
        }, isScalar: true, privacy: privacy))
    }

    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ align.pad(argumentString()) }, isScalar: false, privacy: privacy))
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ align.pad(value().description) }, isScalar: false, privacy: privacy))
    }

    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ argumentObject().description }, isScalar: false, privacy: privacy))
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ align.pad(String(reflecting: value())) }, isScalar: false, privacy: privacy))
    }

    /// Errors, which Apple's log takes as the `NSError` they bridge to.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             privacy: OSLogPrivacy = .auto) {
        segments.append(.value({ String(describing: error()) }, isScalar: false, privacy: privacy))
    }
}
