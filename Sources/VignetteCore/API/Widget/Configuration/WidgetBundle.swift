import Foundation

/// A container used to expose multiple widgets from a single widget extension.
///
/// In an executable target, `@main struct MyWidgets: WidgetBundle` is Vignette's render
/// command for the bundle: `swift run MyWidgets --all` (the `main()` that `@main` calls comes
/// with `import VignetteRunner`).
@MainActor @preconcurrency public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    /// Declares the group of widgets that an app supports, in the order they are shown.
    @WidgetBundleBuilder var body: Body { get }
}

nonisolated extension WidgetBundle {
    /// Every widget of the bundle, in the bundle's order.
    public var widgetDescriptions: [WidgetDescription] { onRenderThread(self) { $0.body }._widgetDescriptions() }

    /// Vignette: every widget of a new bundle (`Self()`), for code outside the main actor.
    public static var _widgetDescriptions: [WidgetDescription] { onRenderThread(self) { $0.init() }.widgetDescriptions }
}

/// A custom attribute that constructs a widget bundle's body.
@resultBuilder
public nonisolated enum WidgetBundleBuilder {
    public static func buildBlock() -> some Widget { WidgetGroup< >() }

    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> some Widget { WidgetGroup(repeat each widget) }

    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget { OptionalWidget(widget: widget) }

    public static func buildEither<First: Widget, Second: Widget>(first: First) -> EitherWidget<First, Second> { EitherWidget(first: first) }

    public static func buildEither<First: Widget, Second: Widget>(second: Second) -> EitherWidget<First, Second> { EitherWidget(second: second) }

    /// `if #available(iOS 17, *) { … }` in a bundle: always true on Linux.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget { widget }
}

/// Widgets listed one after another in a bundle's body.
public nonisolated struct WidgetGroup<each W: Widget>: Widget {
    let widgets: (repeat each W)
    public init() { widgets = (repeat makeWidget((each W).self)) }
    init(_ widget: repeat each W) { widgets = (repeat each widget) }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    public func _widgetDescriptions() -> [WidgetDescription] {
        var all: [WidgetDescription] = []
        for widget in repeat each widgets { all += widget._widgetDescriptions() }
        return all
    }
}

/// A widget listed under an `if` without `else`.
public nonisolated struct OptionalWidget<W: Widget>: Widget {
    let widget: W?
    public init() { widget = nil }
    init(widget: W?) { self.widget = widget }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public func _widgetDescriptions() -> [WidgetDescription] { widget?._widgetDescriptions() ?? [] }
}

/// One of two widgets chosen by `if`/`else`.
public nonisolated struct EitherWidget<First: Widget, Second: Widget>: Widget {
    nonisolated enum Choice { case first(First), second(Second) }
    let choice: Choice
    public init() { choice = .first(makeWidget(First.self)) }
    init(first: First) { choice = .first(first) }
    init(second: Second) { choice = .second(second) }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public func _widgetDescriptions() -> [WidgetDescription] {
        switch choice {
        case .first(let w): w._widgetDescriptions()
        case .second(let w): w._widgetDescriptions()
        }
    }
}
