import CPangoCairo
import Foundation
import Synchronization
import VignetteCore

/// Vignette's private fontconfig configuration, built from `Assets/Fonts/fonts.conf` with the
/// FcConfig API, plus the widget author's own fonts (`UserFonts`); the machine's own
/// configuration is never consulted.
///
/// `@unchecked Sendable`: an FcConfig is internally locked and, once built, only read. It is
/// the one font object shared by all threads (font maps and contexts are per thread).
public nonisolated final class FontConfiguration: @unchecked Sendable {
    let config: OpaquePointer
    /// The author's fonts registered in this configuration.
    public let userFonts: UserFonts
    /// `Font.custom` names resolved to faces, and the names already warned about (see FontNames.swift).
    let resolvedNames = Mutex<[String: FontFace]>([:])
    /// Whether some of the author's fonts are in a resource bundle, one module's own (FontOrigins.swift).
    private(set) var hasModuleFonts = false
    /// The font files' fingerprint, once computed (ImageFingerprint.swift).
    let fingerprintCache = Mutex<UInt64?>(nil)

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

    /// Loads the configuration, checks that every required family is installed, and registers
    /// the author's fonts: a file in which fontconfig finds no font is an error naming it.
    public init(assets: AssetLocation, userFonts: UserFonts = .empty) throws {
        self.userFonts = userFonts
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
        let files = try userFonts.fontFiles()
        for file in files { try register(file) }
        hasModuleFonts = files.contains { $0.pathComponents.contains { $0.hasSuffix(".resources") } }
        SharedFontFaces.attach(to: cfg)
        Self.makeProcessDefault(cfg)
    }

    /// The first configuration a process builds becomes fontconfig's current one. Pango's first
    /// font map otherwise starts a thread that calls `FcInit()`, which loads the machine's
    /// configuration (`/etc/fonts`, the user's `~/.local/share/fonts` and `~/.cache/fontconfig`,
    /// and may write caches there); with a current configuration it does nothing, and code that
    /// asks for the default configuration (librsvg's text) sees only Vignette's fonts too.
    private static let processDefaultSet = Mutex(false)

    private static func makeProcessDefault(_ config: OpaquePointer) {
        processDefaultSet.withLock { isSet in
            guard !isSet else { return }
            isSet = FcConfigSetCurrent(config) != 0   // takes its own reference
        }
    }

    /// Adds one font file to the configuration, checking that fontconfig found faces in it
    /// (`FcConfigAppFontAddFile` succeeds on a file that is no font at all).
    private func register(_ file: URL) throws(VignetteError) {
        let before = applicationFontCount
        let added = file.path.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
        }
        guard added != 0, applicationFontCount > before else {
            let readable = FileManager.default.isReadableFile(atPath: file.path)
            throw .unreadableFile(path: file.path, reason: readable
                ? "fontconfig found no font in it: replace it with a working TrueType or OpenType font (.ttf, .otf, .ttc) or remove it from \(userFonts.origin)"
                : "the font file cannot be opened: check its permissions or remove it from \(userFonts.origin)")
        }
    }

    /// How many faces the author's fonts have added.
    private var applicationFontCount: Int32 {
        FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
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

    /// The configuration for the located assets and the author's fonts (`UserFonts.discovered`),
    /// loaded once per process.
    public static func shared() throws -> FontConfiguration {
        let assets = try AssetLocation.locate()
        return try shared(assets: assets, userFonts: .discovered(assets))
    }

    private static let registry = Mutex<[Key: Result<FontConfiguration, Error>]>([:])
    private nonisolated struct Key: Hashable { let assets: AssetLocation; let userFonts: UserFonts }

    /// The configuration for these assets and fonts, loaded once per process (a configuration
    /// costs tens of milliseconds to build; renderers of a pool share one).
    public static func shared(assets: AssetLocation, userFonts: UserFonts) throws -> FontConfiguration {
        try registry.withLock { configurations in
            let key = Key(assets: assets, userFonts: userFonts)
            if let known = configurations[key] { return known }
            let made = Result { try FontConfiguration(assets: assets, userFonts: userFonts) }
            configurations[key] = made
            return made
        }.get()
    }
}
