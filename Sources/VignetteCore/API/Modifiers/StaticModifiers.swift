import Foundation

/// A still image has no time and no touch: these compile as in SwiftUI and do the documented
/// static thing (the view is drawn as it is at rest).
public nonisolated struct Animation: Hashable, Sendable {
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
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        .easeInOut
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A transition: static renders show the view in its final, inserted state.
public nonisolated struct AnyTransition: Sendable {
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
public nonisolated struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

nonisolated extension View {
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
    /// Nothing disappears in a still image.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Nothing changes in a still image (iOS archives a widget's view; its actions never run).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    /// Nothing changes in a still image (iOS archives a widget's view; its actions never run).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    /// Nothing changes in a still image (iOS archives a widget's view; its actions never run).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// A widget's view runs no tasks: iOS archives it when the timeline is made.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    /// A widget's view runs no tasks: iOS archives it when the timeline is made.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    /// There is no touch in a still image.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// There is no touch in a still image.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// There is no touch in a still image.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Disabled controls look the same in a widget.
    public func disabled(_ disabled: Bool) -> some View { self }
}

/// How accessibility children combine (not drawn).
public nonisolated struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

/// The context a widget preview shows in (WidgetKit): see `previewContext(_:)`.
public nonisolated struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

nonisolated extension View {
    /// Calls `action` when the transformed geometry changes (iOS 18). A still render has no
    /// state to update and is not drawn again, so the action is not called (compile-only).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }

    /// Calls `action` with the old and new values when the transformed geometry changes (iOS 18);
    /// not called in a still render (compile-only).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}
