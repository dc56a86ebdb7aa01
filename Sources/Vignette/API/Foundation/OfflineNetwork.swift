import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A render never touches the network: `URLSession.shared` (and what loads through it, such as
/// `Data(contentsOf:)` with a web address) fails at once with `URLError(.notConnectedToInternet)`
/// instead of waiting for a server. A provider that does so during its call fails that widget,
/// with a message naming the widget and the address (when one provider call is under way; with
/// several, a warning names them all). Sessions made with their own configuration do not
/// consult registered protocols on Linux, so they are not caught; a render has no network
/// route to rely on either way.
enum OfflineNetwork {
    private static let installed: Void = { _ = URLProtocol.registerClass(OfflineURLProtocol.self) }()

    /// Registers the refusal with `URLSession.shared` (once).
    static func install() { _ = installed }

    /// The message for a refused request.
    static func message(for url: URL?) -> String {
        "it asked URLSession for \(url?.absoluteString ?? "a resource") during the render: Vignette renders offline; "
            + "give the provider sample data (from its Bundle.module, or when context.isPreview) instead of loading it"
    }
}

final class OfflineURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        !["file", "data"].contains(request.url?.scheme?.lowercased() ?? "")
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let message = OfflineNetwork.message(for: request.url)
        ProviderCallsInFlight.reportNetworkUse(message)
        var info: [String: Any] = [NSLocalizedDescriptionKey: "Vignette renders offline: \(request.url?.absoluteString ?? "the request") was not loaded"]
        if let url = request.url { info[NSURLErrorFailingURLErrorKey] = url }
        client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet, userInfo: info))
    }

    override func stopLoading() {}
}

/// The provider calls under way, so that a refused request can be put on its widget's call.
enum ProviderCallsInFlight {
    struct Call: Sendable {
        let widget: String
        let call: String
        let state: ProviderCallState
    }

    private static let calls = Mutex<[ObjectIdentifier: Call]>([:])

    static func begin(_ call: Call) { calls.withLock { $0[ObjectIdentifier(call.state)] = call } }
    static func end(_ state: ProviderCallState) { _ = calls.withLock { $0.removeValue(forKey: ObjectIdentifier(state)) } }

    static func reportNetworkUse(_ message: String) {
        let current = calls.withLock { Array($0.values) }
        if current.count == 1 {
            current[0].state.addFailure(message)
        } else {
            let widgets = current.map { "'\($0.widget)'" }.sorted().joined(separator: ", ")
            let who = current.isEmpty ? "widget code outside a provider call" : "one of the widgets \(widgets)"
            LocalizedStrings.report("\(who): \(message)")
        }
    }
}
