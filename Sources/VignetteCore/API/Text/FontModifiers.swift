import Foundation

/// A change to whatever font the text in a view uses, set by `fontWeight(_:)`, `bold(_:)`,
/// `italic(_:)`, `monospacedDigit()`, `fontDesign(_:)` and `monospaced(_:)` on a view. As in
/// SwiftUI, they are kept apart from the environment's `font` and applied, in order, to the font
/// each text resolves (its own `.font(_:)` or the environment's), so a `font(_:)` set inside or
/// outside them does not undo them: `VStack { … }.font(.title).fontWeight(.bold)` is a bold
/// title, and a container's `.monospacedDigit()` reaches a `Text` that sets `.font(.title)`.
nonisolated enum FontModifier: Hashable, Sendable {
    case weight(Font.Weight)
    case bold
    case italic
    case monospacedDigit
    case design(Font.Design)
    /// The fixed-width variant: it wins over any design.
    case monospaced
}

private nonisolated struct FontModifiersKey: EnvironmentKey { static let defaultValue: [FontModifier] = [] }

nonisolated extension EnvironmentValues {
    /// The font modifiers set on the views around, outermost first.
    var fontModifiers: [FontModifier] {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }
}

nonisolated extension Font {
    /// The font with the modifiers applied in order (a fixed-width variant last, over any design).
    func applying(_ modifiers: [FontModifier]) -> Font {
        var font = self
        var monospaced = false
        for modifier in modifiers {
            switch modifier {
            case .weight(let weight): font = font.weight(weight)
            case .bold: font = font.bold()
            case .italic: font = font.italic()
            case .monospacedDigit: font = font.monospacedDigit()
            case .design(let design): font.design = design
            case .monospaced: monospaced = true
            }
        }
        if monospaced { font.design = .monospaced }
        return font
    }
}

nonisolated extension View {
    /// Sets the font design of the text in this view (iOS 16.1); nil removes a design set higher up.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentModifier { env in
            if let design {
                env.fontModifiers.append(.design(design))
            } else if !env.fontModifiers.isEmpty {
                env.fontModifiers.removeAll { if case .design = $0 { true } else { false } }
            }
        })
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font
    /// (iOS 16.4): the system font becomes its monospaced design; false removes it where set higher.
    public func monospaced(_ isActive: Bool = true) -> some View { toggleFontModifier(.monospaced, isActive) }

    /// Modifies the fonts of all child views to use fixed-width digits, while leaving other
    /// characters proportionally spaced (the font's tabular figures, OpenType `tnum`).
    public func monospacedDigit() -> some View { toggleFontModifier(.monospacedDigit, true) }
}

nonisolated extension Text {
    /// Modifies the font of the text to use the fixed-width variant of the current font (iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? updating { if $0.design == nil { $0.design = .monospaced } } : self
    }
}
