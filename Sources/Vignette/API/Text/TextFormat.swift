import Foundation

extension Text {
    /// Creates a text view that displays the formatted representation of a value.
    ///
    /// The style formats in the environment's locale (as SwiftUI's `Text` does), and dates in
    /// UTC, as `Text(_:style:)` does here: an image never depends on the machine's settings.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: TextFormatting.format(input, with: format))
    }
}

enum TextFormatting {
    /// `input` formatted with `format` in the locale of the environment being evaluated.
    static func format<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> String where F.FormatOutput == String {
        var style = format.locale(EnvironmentValues.current.locale)
        if var dates = style as? Date.FormatStyle {
            dates.timeZone = utc
            style = dates as! F
        }
        return style.format(input)
    }

    private static let utc = TimeZone(identifier: "UTC")!
}
