import Foundation

/// Problems found while evaluating views (a missing colour set or image): the render fails
/// with all of them instead of drawing a silent fallback.
public final class RenderDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    public init() {}

    func report(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        if !messages.contains(message) { messages.append(message) }
    }

    public var problems: [String] {
        lock.lock(); defer { lock.unlock() }
        return messages
    }
}

private struct DiagnosticsKey: EnvironmentKey { static let defaultValue: RenderDiagnostics? = nil }

extension EnvironmentValues {
    var diagnostics: RenderDiagnostics? {
        get { self[DiagnosticsKey.self] }
        set { self[DiagnosticsKey.self] = newValue }
    }
}
