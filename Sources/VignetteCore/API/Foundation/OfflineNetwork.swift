import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A render never touches the network through `URLSession.shared`: its requests fail at once
/// with `URLError(.notConnectedToInternet)` instead of waiting for a server. A provider that
/// asks for one fails its widget, with a message naming the widget and the address: the
/// request is put on the provider call whose task made it (from another thread, a warning
/// names the widgets whose providers were being asked). Sessions made with their own
/// configuration and `Data(contentsOf:)` with a web address do not consult registered
/// protocols on Linux, so they are not caught.
nonisolated enum OfflineNetwork {
    private static let installed: Void = { _ = URLProtocol.registerClass(OfflineURLProtocol.self) }()

    /// Registers the refusal with `URLSession.shared` (once).
    static func install() { _ = installed }

    /// The message for a refused request.
    static func message(for url: URL?) -> String {
        "it asked URLSession for \(url?.absoluteString ?? "a resource") during the render: Vignette renders offline; "
            + "give the provider sample data (from its Bundle.module, or when context.isPreview) instead of loading it"
    }
}

nonisolated final class OfflineURLProtocol: URLProtocol {
    /// Requests already put on the provider call that made them, by address (with a count, as
    /// the same address may be asked for twice).
    private static let attributed = Mutex<[String: Int]>([:])

    override class func canInit(with request: URLRequest) -> Bool {
        guard !["file", "data"].contains(request.url?.scheme?.lowercased() ?? "") else { return false }
        // URLSession asks this on the caller's task, which carries its provider call: the
        // refusal goes on that call, whatever else runs at the same time.
        if let call = ProviderCallState.current {
            call.addFailure(OfflineNetwork.message(for: request.url))
            attributed.withLock { $0[request.url?.absoluteString ?? "", default: 0] += 1 }
        }
        return true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let message = OfflineNetwork.message(for: request.url)
        let key = request.url?.absoluteString ?? ""
        let wasAttributed = Self.attributed.withLock { counts in
            guard let count = counts[key] else { return false }
            counts[key] = count > 1 ? count - 1 : nil
            return true
        }
        if !wasAttributed { ProviderCallsInFlight.reportNetworkUse(message) }
        var info: [String: Any] = [NSLocalizedDescriptionKey: "Vignette renders offline: \(request.url?.absoluteString ?? "the request") was not loaded"]
        if let url = request.url { info[NSURLErrorFailingURLErrorKey] = url }
        client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet, userInfo: info))
    }

    override func stopLoading() {}
}

/// The provider calls under way, so that a refused request can be put on its widget's call.
nonisolated enum ProviderCallsInFlight {
    nonisolated struct Call: Sendable {
        let widget: String
        let call: String
        let state: ProviderCallState
    }

    private static let calls = Mutex<[ObjectIdentifier: Call]>([:])

    static func begin(_ call: Call) { calls.withLock { $0[ObjectIdentifier(call.state)] = call } }
    static func end(_ state: ProviderCallState) { _ = calls.withLock { $0.removeValue(forKey: ObjectIdentifier(state)) } }

    /// A refused request no provider call's task made (a completion handler on another thread):
    /// a warning, naming the widgets whose providers were being asked.
    static func reportNetworkUse(_ message: String) {
        let widgets = calls.withLock { $0.values.map { "'\($0.widget)'" } }.sorted()
        let who = widgets.isEmpty ? "widget code outside a provider call"
            : widgets.count == 1 ? "the provider of \(widgets[0])" : "one of the providers of \(widgets.joined(separator: ", "))"
        LocalizedStrings.report("\(who): \(message)")
    }
}
