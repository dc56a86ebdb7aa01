import Foundation

// Calling a primitive view or modifier on a value of a generic type that its type facts have
// shown to be of the primitive type (`TypeFacts.primitiveView`, `.primitiveModifier`).
//
// What it buys: the alternative, `(view as! any PrimitiveView).makeNodes(…)`, is a dynamic
// cast per view and boxes every view larger than three words in an existential (a heap
// allocation and a copy of the view, which holds every view it contains). Every view of every
// render passes through here; the memory is read as the type the facts name, which is the
// type it holds. In a
// 400-view widget's layout that is 14 % of the instructions (3.81 M boxed, 3.28 M here;
// `vignette-bench layout --rows 4` under callgrind).

nonisolated extension PrimitiveView {
    /// `makeNodes` on `view`, known to be a `Self`, read where it lies.
    static func makeNodes<V>(of view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        withUnsafePointer(to: view) { UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee.makeNodes(context, into: &nodes) }
    }
}

nonisolated extension PrimitiveModifier {
    /// `apply` with `modifier`, known to be a `Self`, read where it lies.
    static func apply<M, Content: View>(_ modifier: M, to content: Content, _ context: ResolveContext,
                                        into nodes: inout [LayoutNode]) {
        withUnsafePointer(to: modifier) {
            UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee.apply(to: content, context, into: &nodes)
        }
    }
}
