import Foundation

/// A still image has no time and no touch: these compile as in SwiftUI and do the documented
/// static thing (the view is drawn as it is at rest).
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let bouncy = Animation(name: "bouncy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A transition: static renders show the view in its final, inserted state.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static let push = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// How content changes are animated (widgets: numeric text); static renders show the final value.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// A symbol rendering mode; Vignette's symbols are single-colour templates in every mode.
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
}

extension Image {
    /// The scale of an image relative to its text: small, medium (the default) and large.
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

/// A scheme for transforming the capitalization of text.
public enum TextCase: Hashable, Sendable { case uppercase, lowercase }

extension Text {
    /// SwiftUI's name for the capitalization scheme: `Text.Case.uppercase`.
    public typealias Case = TextCase
}

extension View {
    /// Static: the view is drawn at rest.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Static: the view is drawn at rest.
    public func animation(_ animation: Animation?) -> some View { self }
    /// Static: the view is drawn inserted.
    public func transition(_ t: AnyTransition) -> some View { self }
    /// Static: the final content is drawn.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// Static: a still image is never invalidated.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// Full-colour rendering: accent groups only matter in the tinted and vibrant modes.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    /// Accessibility is not drawn.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// Accessibility is not drawn.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Accessibility is not drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Accessibility is not drawn.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// Nothing appears over time in a still image.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// There is no touch in a still image.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// There is no touch in a still image.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// There is no touch in a still image.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Disabled controls look the same in a widget.
    public func disabled(_ disabled: Bool) -> some View { self }
    /// Symbols are single-colour templates in every mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// The image scale of symbols (sizes stay those of the medium scale).
    public func imageScale(_ scale: Image.Scale) -> some View { self }

    /// Sets the tint colour: the accent colour of the subtree.
    public func tint(_ tint: Color?) -> some View { self.environment(\.accentTint, tint) }

    /// Sets a transform for the case of the text contained in this view.
    public func textCase(_ textCase: TextCase?) -> some View { environment(\.textCase, textCase) }
}

/// How accessibility children combine (not drawn).
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

private struct AccentTintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: TextCase? = nil }

extension EnvironmentValues {
    var accentTint: Color? {
        get { self[AccentTintKey.self] }
        set { self[AccentTintKey.self] = newValue }
    }

    /// The text case transform applied to text in this environment.
    public var textCase: TextCase? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

/// A type that specifies the date to display a widget (WidgetKit's `TimelineEntry`). Vignette
/// renders one entry at a time: no timelines.
public protocol TimelineEntry {
    var date: Date { get }
}

extension Text {
    /// A predefined style used to display a `Date`.
    public enum DateStyle: Hashable, Sendable { case time, date, relative, offset, timer }

    /// Creates a text view that displays a date in a style. Relative, offset and timer styles
    /// are computed against the date the text is created (a still render has no clock).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, now: Date()))
    }

    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        switch style {
        case .time:
            f.dateFormat = "h:mm a"
            return f.string(from: date)
        case .date:
            f.dateFormat = "MMMM d, yyyy"
            return f.string(from: date)
        case .relative, .offset, .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)))
            if style == .timer { return String(format: "%d:%02d", seconds / 60, seconds % 60) }
            let (value, unit) = seconds >= 86_400 ? (seconds / 86_400, "day") : seconds >= 3_600 ? (seconds / 3_600, "hr")
                : (seconds / 60, "min")
            let text = "\(value) \(unit)\(value == 1 || unit == "hr" || unit == "min" ? "" : "s")"
            return style == .offset ? (date < now ? "-" : "+") + text : text
        }
    }
}

/// The context a widget preview shows in (WidgetKit): the family is set from outside when Vignette
/// renders, so this records nothing.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    /// Previews are for Xcode; Vignette renders the family it is asked for.
    public func previewContext(_ context: WidgetPreviewContext) -> some View { self }

    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right to left: the whole subtree is drawn mirrored about its frame (text included).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        effect(.mirrored, when: { enabled && $0.layoutDirection == .rightToLeft })
    }
}
