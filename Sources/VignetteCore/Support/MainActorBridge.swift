/// SwiftUI declares `View`, `ViewModifier`, the control styles, `Widget`, `WidgetBundle` and
/// `WidgetConfiguration` `@MainActor @preconcurrency`, so an author's Swift 6 views compile here as
/// on iOS, bodies that read main-actor state included. Vignette's render threads evaluate those
/// bodies, each view tree on one thread at a time (as the main thread does on iOS), so they call
/// the main-actor requirements through this bridge: the one place that steps over the static
/// isolation. Code that checks the thread at run time (`MainActor.assumeIsolated`,
/// `Thread.isMainThread`) sees a render thread; the README says so.
///
/// `input` travels as the closure's argument rather than a capture, so nothing is sent across
/// isolation domains. A function type's isolation does not change its representation, so the
/// cast only drops the attribute.
@inline(__always)
package func onRenderThread<Input, Output>(_ input: Input, _ body: @MainActor (Input) throws -> Output) rethrows -> Output {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: ((Input) throws -> Output).self)(input)
    }
}

/// `onRenderThread(_:_:)` for a closure that captures what it needs (Sendable values only, or
/// the compiler objects to sending them): an author's view made by the renderer or a test.
@inline(__always)
package func onRenderThread<Output>(_ body: @MainActor () throws -> Output) rethrows -> Output {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> Output).self)()
    }
}
