/// What the author's code finds around it while a render asks its providers or evaluates its
/// views, made ready once per process: no network (`OfflineNetwork`) and the sample defaults
/// (`DefaultsSeeds`).
package nonisolated enum RenderSandbox {
    private static let prepared: Void = {
        OfflineNetwork.install()
        DefaultsSeeds.install()
    }()

    package static func prepare() { _ = prepared }
}
