import Foundation

/// A recoverable problem met while evaluating, laying out or drawing a view, as SwiftUI's
/// runtime warnings report them: what happened, where (the view path), and what to do. The
/// render goes on (an invalid length ignored, a missing image drawn as nothing).
public nonisolated struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem: `invalid-geometry`, `contradictory-frame`, `missing-image`,
    /// `missing-color`, `text-too-long`, `too-deep`, `text-truncated`, `text-shrunk`…
    public let cause: String
    /// The views from the root to the one at fault: `WeatherView > VStack > Image("sun")`.
    public let viewPath: String
    /// What happened and what to do.
    public let message: String
    /// Where the view was drawn, in the display list's points, for the fit report's outlines;
    /// nil when not known (a warning raised while evaluating, a view inside a transform).
    public let frame: CGRect?

    public init(cause: String, viewPath: String, message: String, frame: CGRect? = nil) {
        self.cause = cause
        self.viewPath = viewPath
        self.message = message
        self.frame = frame
    }

    public var description: String { viewPath.isEmpty ? message : "\(viewPath): \(message)" }

    /// Whether this is the fit report's: a text drawn truncated or shrunk to fit
    /// (`text-truncated`, `text-shrunk`), which may be the author's design rather than a mistake.
    public var isFitReport: Bool { cause == "text-truncated" || cause == "text-shrunk" }
}

/// What a render drew around (`warn`): every problem met while evaluating a view is
/// recoverable, so none fails the render.
public nonisolated final class RenderDiagnostics: @unchecked Sendable {
    // @unchecked: state is behind the lock.
    private let lock = NSLock()
    private var collected: [RenderWarning] = []
    private var seen: Set<String> = []
    /// The keys of `collected`, in the same order (to take warnings back).
    private var keys: [String] = []
    /// The view path where evaluation is, for warnings raised away from a resolve context
    /// (a colour resolved by a style); set by the layout pass.
    var currentPath: ((String) -> String)?

    public init() {}

    /// Records a warning once per render for the same cause and subject (an image missing in
    /// six cells of a row is one warning).
    func warn(cause: String, subject: String = "", message: @autoclosure () -> String) {
        lock.lock(); defer { lock.unlock() }
        let key = cause + "\u{0}" + subject
        guard seen.insert(key).inserted else { return }
        keys.append(key)
        collected.append(RenderWarning(cause: cause, viewPath: currentPath?(subject) ?? subject, message: message()))
    }

    /// Records a warning about a view whose path is known (after layout, when evaluation is
    /// over), once per render for the same cause and path; `frame` is where it was drawn.
    func warn(cause: String, viewPath: String, message: @autoclosure () -> String, frame: CGRect? = nil) {
        lock.lock(); defer { lock.unlock() }
        let key = cause + "\u{0}\u{1}" + viewPath
        guard seen.insert(key).inserted else { return }
        keys.append(key)
        collected.append(RenderWarning(cause: cause, viewPath: viewPath, message: message(), frame: frame))
    }

    /// How many warnings there are, to take back those of a layout pass that is redone.
    var mark: Int {
        lock.lock(); defer { lock.unlock() }
        return collected.count
    }

    /// Forgets the warnings recorded since `mark`.
    func rollBack(to mark: Int) {
        lock.lock(); defer { lock.unlock() }
        guard mark < collected.count else { return }
        for key in keys[mark...] { seen.remove(key) }
        collected.removeSubrange(mark...)
        keys.removeSubrange(mark...)
    }

    public var warnings: [RenderWarning] {
        lock.lock(); defer { lock.unlock() }
        return collected
    }
}

private nonisolated struct DiagnosticsKey: EnvironmentKey { static let defaultValue: RenderDiagnostics? = nil }

nonisolated extension EnvironmentValues {
    var diagnostics: RenderDiagnostics? {
        get { self[DiagnosticsKey.self] }
        set { self[DiagnosticsKey.self] = newValue }
    }
}

nonisolated extension ResolveContext {
    /// Records a warning about the view being evaluated, with its path (and `subject`, the
    /// view's own description, as its last element).
    func warn(_ cause: String, subject: String = "", _ message: @autoclosure () -> String) {
        environment.diagnostics?.warn(cause: cause, subject: subject, message: message())
    }
}
