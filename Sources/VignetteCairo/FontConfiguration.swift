import CPangoCairo
import Foundation
import Vignette

/// Vignette's private fontconfig configuration, built from `Assets/Fonts/fonts.conf` with the
/// FcConfig API; the machine's own configuration is never consulted.
///
/// `@unchecked Sendable`: an FcConfig is internally locked and, once built, only read. It is
/// the one font object shared by all threads (font maps and contexts are per thread).
public final class FontConfiguration: @unchecked Sendable {
    let config: OpaquePointer

    /// Families Vignette names, with the Debian package that provides each.
    public static let requiredFamilies: [(family: String, package: String)] = [
        ("Inter", "fonts-inter"),
        ("Inter Display", "fonts-inter"),
        ("Noto Sans CJK JP", "fonts-noto-cjk"),
        ("Noto Sans CJK SC", "fonts-noto-cjk"),
        ("Noto Sans Mono CJK JP", "fonts-noto-cjk"),
        ("Noto Color Emoji", "fonts-noto-color-emoji"),
        ("Noto Sans Arabic", "fonts-noto-core"),
        ("Noto Sans Hebrew", "fonts-noto-core"),
    ]

    /// Loads the configuration and checks that every required family is installed.
    public init(assets: AssetLocation) throws {
        let template: String
        do { template = try String(contentsOf: assets.fontsConfiguration, encoding: .utf8) } catch {
            throw VignetteError.unreadableFile(path: assets.fontsConfiguration.path, reason: error.localizedDescription)
        }
        let cacheDir = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-fontconfig-\(getuid())").path
        let xml = template.replacingOccurrences(of: "@CACHEDIR@", with: cacheDir)
        guard let cfg = FcConfigCreate() else { throw VignetteError.backend("fontconfig: FcConfigCreate failed") }
        let loaded = xml.utf8CString.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: FcChar8.self) { FcConfigParseAndLoadFromMemory(cfg, $0.baseAddress, 1) }
        }
        guard loaded != 0, FcConfigBuildFonts(cfg) != 0 else {
            FcConfigDestroy(cfg)
            throw VignetteError.malformedData(path: assets.fontsConfiguration.path, detail: "fontconfig could not load it",
                                              hint: "restore Assets/Fonts/fonts.conf from the repository")
        }
        config = cfg
        for (family, package) in Self.requiredFamilies where !hasFamily(family) {
            throw VignetteError.missingFont(family: family, package: package)
        }
    }

    deinit { FcConfigDestroy(config) }

    /// Whether the configuration can see a font of exactly this family.
    public func hasFamily(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { _ = FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }

    /// The configuration for the located assets, loaded once per process.
    public static func shared() throws -> FontConfiguration {
        try sharedResult.get()
    }

    private static let sharedResult: Result<FontConfiguration, Error> = Result {
        try FontConfiguration(assets: AssetLocation.locate())
    }
}
