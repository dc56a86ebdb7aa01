import Foundation

/// A change to whatever font the text in a view uses, set by `fontWeight(_:)`, `bold(_:)`,
/// `italic(_:)` and `monospacedDigit()` on a view. As in SwiftUI, they are kept apart from the
/// environment's `font` and applied, in order, to the font each text resolves (its own or the
/// environment's), so a `font(_:)` set inside or outside them does not undo them:
/// `VStack { … }.font(.title).fontWeight(.bold)` is a bold title.
enum FontModifier: Hashable, Sendable {
    case weight(Font.Weight)
    case bold
    case italic
    case monospacedDigit
}

private struct FontModifiersKey: EnvironmentKey { static let defaultValue: [FontModifier] = [] }

extension EnvironmentValues {
    /// The font modifiers set on the views around, outermost first.
    var fontModifiers: [FontModifier] {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }
}

extension Font {
    /// The font with the modifiers applied in order.
    func applying(_ modifiers: [FontModifier]) -> Font {
        var font = self
        for modifier in modifiers {
            switch modifier {
            case .weight(let weight): font = font.weight(weight)
            case .bold: font = font.bold()
            case .italic: font = font.italic()
            case .monospacedDigit: font = font.monospacedDigit()
            }
        }
        return font
    }
}
