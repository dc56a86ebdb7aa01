import Foundation

nonisolated extension Text {
    /// Description of the style used to draw the line for `strikethrough` and `underline`.
    public nonisolated struct LineStyle: Hashable, Sendable {
        /// The pattern, that the line has.
        public nonisolated struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        let pattern: Pattern
        let color: Color?
        /// False for `underline(false)`: no line, even where an outer modifier sets one.
        var isActive = true

        /// Creates a line style: a solid line in the text's colour by default.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        init(_ isActive: Bool, pattern: Pattern, color: Color?) {
            self.init(pattern: pattern, color: color)
            self.isActive = isActive
        }

        /// Draw a single solid line.
        public static let single = LineStyle()
    }

    /// Applies an underline to the text (in the text's colour unless given one). As with the
    /// other modifiers of `Text`, the innermost one wins, `underline(false)` included. Patterns
    /// are drawn solid: the text engine draws decorations, and it has no dashed ones.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        updating { if $0.underline == nil { $0.underline = LineStyle(isActive, pattern: pattern, color: color) } }
    }

    /// Applies a strikethrough to the text (patterns drawn solid, as for `underline`).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        updating { if $0.strikethrough == nil { $0.strikethrough = LineStyle(isActive, pattern: pattern, color: color) } }
    }
}

nonisolated extension View {
    /// Applies an underline to the text inside this view that sets none itself.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, Text.LineStyle(isActive, pattern: pattern, color: color))
    }

    /// Applies a strikethrough to the text inside this view that sets none itself.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, Text.LineStyle(isActive, pattern: pattern, color: color))
    }
}

private nonisolated struct TextUnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private nonisolated struct TextStrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

nonisolated extension EnvironmentValues {
    var textUnderline: Text.LineStyle? {
        get { self[TextUnderlineKey.self] }
        set { self[TextUnderlineKey.self] = newValue }
    }

    var textStrikethrough: Text.LineStyle? {
        get { self[TextStrikethroughKey.self] }
        set { self[TextStrikethroughKey.self] = newValue }
    }
}
