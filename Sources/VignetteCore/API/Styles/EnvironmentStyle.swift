import Foundation

/// What an environment settles for the text in it: the font and colour of a run that sets
/// none of its own, and the paragraph attributes; and the foreground style shapes are filled
/// with. Settled once per environment (see `ResolveSession.style(in:)`): views side by
/// side share their environment, and settling a font and a colour costs more than the rest of
/// resolving a text. A class, so that handing it to each view copies nothing.
nonisolated final class EnvironmentStyle {
    let font: ResolvedFont
    /// The foreground style (`ForegroundStyle` resolved).
    let foreground: ResolvedStyle
    let color: RGBA
    let textCase: Text.Case?
    let lineLimit: Int?
    let alignment: TextAlignment
    let truncationMode: Text.TruncationMode
    let minimumScaleFactor: CGFloat
    let lineSpacing: CGFloat
    let layoutDirection: LayoutDirection
    let language: String
    /// `underline`/`strikethrough` set on a view, for the text inside that sets none.
    let underline: Text.LineStyle?
    let strikethrough: Text.LineStyle?
    let allowsTightening: Bool
    /// The author's modules whose fonts the text may use (`EnvironmentValues.declaringModules`).
    let declaringModules: [ModuleID]

    init(_ env: EnvironmentValues) {
        font = (env.font ?? .body).applying(env.fontModifiers)
            .resolve(dynamicTypeSize: env.dynamicTypeSize, legibilityWeight: env.legibilityWeight)
        foreground = ForegroundStyle()._resolveStyle(in: env)
        color = foreground.representativeColor
        textCase = env.textCase
        lineLimit = env.lineLimit
        alignment = env.multilineTextAlignment
        truncationMode = env.truncationMode
        minimumScaleFactor = env.minimumScaleFactor
        lineSpacing = env.lineSpacing
        layoutDirection = env.layoutDirection
        language = env.languageTag
        underline = env.textUnderline
        strikethrough = env.textStrikethrough
        allowsTightening = env.allowsTightening
        declaringModules = env.declaringModules
    }

    /// The string in the environment's text case.
    func cased(_ string: String, in env: EnvironmentValues) -> String {
        switch textCase {
        case .uppercase?: string.uppercased(with: env.locale)
        case .lowercase?: string.lowercased(with: env.locale)
        case nil: string
        }
    }
}
