import Foundation

/// A custom parameter attribute that constructs views from closures, as SwiftUI's.
@resultBuilder
public nonisolated struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    // The builders that hand a view on are inlined into the widget's code, as SwiftUI's
    // are: called across the module boundary, each would copy its view through the view
    // type's generic value witnesses (a nested block copies everything it contains).
    @inlinable
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    // Two and three children, the common blocks, without the variadic form's run-time work
    // on parameter packs (SwiftUI declares fixed arities too).
    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<(C0, C1)> {
        TupleView(value: (c0, c1), elements: TupleElements2<C0, C1>.self)
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> TupleView<(C0, C1, C2)> {
        TupleView(value: (c0, c1, c2), elements: TupleElements3<C0, C1, C2>.self)
    }

    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), elements: PackElements<repeat each Content>.self)
    }

    @inlinable
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    @inlinable
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    @inlinable
    public static func buildEither<T: View, F: View>(first: consuming T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable
    public static func buildEither<T: View, F: View>(second: consuming F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
