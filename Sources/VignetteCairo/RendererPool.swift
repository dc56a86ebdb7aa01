import Foundation
import Synchronization
import VignetteCore

/// Hands each thread its own `CairoRenderer` (Pango objects must never be shared).
public nonisolated final class RendererPool: Sendable {
    private let idle = Mutex<[CairoRenderer]>([])
    private let assets: AssetLocation?
    private let catalogs: [URL]?
    private let userFonts: UserFonts?

    /// A pool whose renderers use an assets folder, asset catalogs and fonts (see `CairoRenderer.init`).
    public init(assets: AssetLocation? = nil, catalogs: [URL]? = nil, userFonts: UserFonts? = nil) {
        self.assets = assets
        self.catalogs = catalogs
        self.userFonts = userFonts
    }

    /// Runs `body` with a renderer no other thread is using.
    public func withRenderer<R>(_ body: (CairoRenderer) throws -> R) throws -> R {
        let renderer = try idle.withLock { $0.popLast() } ?? CairoRenderer(assets: assets, catalogs: catalogs, userFonts: userFonts)
        defer { idle.withLock { $0.append(renderer) } }
        return try body(renderer)
    }
}
