import Foundation

extension Text {
    /// Description of the style used to draw the line for `strikethrough` and `underline`.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern, that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        let pattern: Pattern
        let color: Color?

        /// Creates a line style: a solid line in the text's colour by default.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// Draw a single solid line.
        public static let single = LineStyle()
    }

    /// Applies an underline to the text (in the text's colour unless given one). Patterns are
    /// drawn solid: the text engine draws decorations, and it has no dashed ones.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        updating { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Applies a strikethrough to the text (patterns drawn solid, as for `underline`).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        updating { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }
}

extension View {
    /// Applies an underline to the text inside this view that sets none itself.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Applies a strikethrough to the text inside this view that sets none itself.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}

private struct TextUnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct TextStrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    var textUnderline: Text.LineStyle? {
        get { self[TextUnderlineKey.self] }
        set { self[TextUnderlineKey.self] = newValue }
    }

    var textStrikethrough: Text.LineStyle? {
        get { self[TextStrikethroughKey.self] }
        set { self[TextStrikethroughKey.self] = newValue }
    }
}
