import Foundation
import Synchronization
import Vignette

/// Hands each thread its own `CairoRenderer` (Pango objects must never be shared).
public final class RendererPool: Sendable {
    private let idle = Mutex<[CairoRenderer]>([])
    private let assets: AssetLocation?
    private let catalogs: [URL]?

    /// A pool whose renderers use an assets folder and asset catalogs (see `CairoRenderer.init`).
    public init(assets: AssetLocation? = nil, catalogs: [URL]? = nil) {
        self.assets = assets
        self.catalogs = catalogs
    }

    /// Runs `body` with a renderer no other thread is using.
    public func withRenderer<R>(_ body: (CairoRenderer) throws -> R) throws -> R {
        let renderer = try idle.withLock { $0.popLast() } ?? CairoRenderer(assets: assets, catalogs: catalogs)
        defer { idle.withLock { $0.append(renderer) } }
        return try body(renderer)
    }
}
