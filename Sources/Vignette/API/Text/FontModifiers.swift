import Foundation

/// The font changes a view sets for everything inside it (`fontDesign(_:)`, `monospaced(_:)`,
/// `monospacedDigit()`). As in SwiftUI they are kept apart from the environment's font and
/// applied to whatever font a text ends up with, its own `.font(_:)` included, so a container's
/// `.monospacedDigit()` reaches a `Text` that sets `.font(.title)` inside it.
struct FontEnvironmentModifiers: Hashable, Sendable {
    var design: Font.Design?
    var monospaced = false
    var monospacedDigit = false

    var isEmpty: Bool { design == nil && !monospaced && !monospacedDigit }
}

private struct FontEnvironmentModifiersKey: EnvironmentKey { static let defaultValue = FontEnvironmentModifiers() }

extension EnvironmentValues {
    var fontModifiers: FontEnvironmentModifiers {
        get { self[FontEnvironmentModifiersKey.self] }
        set { self[FontEnvironmentModifiersKey.self] = newValue }
    }
}

extension Font {
    /// The font with the environment's font modifiers applied (a fixed-width variant wins over a design).
    func applying(_ modifiers: FontEnvironmentModifiers) -> Font {
        guard !modifiers.isEmpty else { return self }
        var font = self
        if let design = modifiers.design { font.design = design }
        if modifiers.monospaced { font.design = .monospaced }
        if modifiers.monospacedDigit { font.usesMonospacedDigit = true }
        return font
    }
}

extension View {
    /// Sets the font design of the text in this view (iOS 16.1); nil leaves it as it is.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentModifier { env in
            if let design { env.fontModifiers.design = design }
        })
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font
    /// (iOS 16.4): the system font becomes its monospaced design.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { env in
            if isActive { env.fontModifiers.monospaced = true }
        })
    }

    /// Modifies the fonts of all child views to use fixed-width digits, while leaving other
    /// characters proportionally spaced (the font's tabular figures, OpenType `tnum`).
    public func monospacedDigit() -> some View {
        modifier(EnvironmentModifier { env in env.fontModifiers.monospacedDigit = true })
    }
}

extension Text {
    /// Modifies the font of the text to use the fixed-width variant of the current font (iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? updating { if $0.design == nil { $0.design = .monospaced } } : self
    }
}
