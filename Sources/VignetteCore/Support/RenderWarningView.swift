import Foundation

/// Records a warning about the views around it when it is evaluated, and draws nothing: for
/// Vignette's modules outside this one (Charts), whose views cannot reach a resolve context.
package nonisolated struct RenderWarningView: View, PrimitiveView {
    let cause: String
    let subject: String
    let message: String

    package init(cause: String, subject: String, message: String) {
        self.cause = cause
        self.subject = subject
        self.message = message
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.warn(cause, subject: subject, message)
    }
}
