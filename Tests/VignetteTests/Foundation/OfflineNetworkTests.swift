import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import VignetteCore

/// A render never touches the network: a provider that calls `URLSession.shared` fails its
/// widget at once, with a message naming it and the address.
// Serialized: the refusal is put on the one provider call under way.
@Suite("Offline renders", .serialized)
struct OfflineNetworkTests {
    @Test("a provider loading through URLSession.shared fails its widget, naming it and the address, without waiting")
    func providerUsingNetwork() async {
        do {
            _ = try await ProviderCall.run(widget: "WeatherWidget", call: "getTimeline(in:completion:)", limit: .seconds(600)) {
                do {
                    _ = try await URLSession.shared.data(from: URL(string: "https://api.example.com/forecast")!)
                    return "loaded"
                } catch {
                    return "failed: \((error as? URLError)?.code == .notConnectedToInternet)"
                }
            }
            Issue.record("the call should fail")
        } catch {
            #expect("\(error)" == "widget 'WeatherWidget': getTimeline(in:completion:): it asked URLSession for https://api.example.com/forecast during the render: Vignette renders offline; give the provider sample data (from its Bundle.module, or when context.isPreview) instead of loading it")
        }
    }

    @Test("the request itself fails with notConnectedToInternet")
    func requestFails() async {
        OfflineNetwork.install()
        await #expect(throws: URLError.self) { try await URLSession.shared.data(from: URL(string: "http://example.com/x")!) }
    }
}
