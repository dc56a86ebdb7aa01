import Foundation
import VignetteCore

/// The fonts a widget author bundles (iOS's `UIAppFonts`): font files and folders of them,
/// registered in Vignette's private font configuration beside its own fonts.
///
/// Which folders these are is decided outside `FontConfiguration`: `discovered(_:)`, the
/// `Fonts` folders of the author's resource bundles (`AssetLocation`) and `VIGNETTE_FONTS`.
public nonisolated struct UserFonts: Hashable, Sendable {
    /// Font files (`.ttf`, `.otf`, `.ttc`) and folders, which are searched recursively.
    public var paths: [URL]
    /// Where an author adds a missing font, as messages say it ("… Add the font file to <origin>").
    public var origin: String

    public init(_ paths: [URL], origin: String? = nil) {
        self.paths = paths.map(\.standardizedFileURL)
        self.origin = origin ?? (paths.isEmpty
            ? "a folder and pass it to Vignette (VIGNETTE_FONTS=<folder>)"
            : "one of the font paths given to Vignette (\(paths.map(\.path).joined(separator: ", ")))")
    }

    /// No fonts beyond Vignette's own.
    public static let empty = UserFonts([])

    /// The environment variable listing the fonts: colon-separated files and folders.
    public static let environmentVariable = "VIGNETTE_FONTS"

    /// The fonts named by `VIGNETTE_FONTS` (colon-separated font files and folders; empty
    /// entries are skipped). The one place the shared configuration learns its fonts from.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> UserFonts {
        let paths = (environment[environmentVariable] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        return UserFonts(paths, origin: paths.isEmpty
            ? "a folder and list it in \(environmentVariable) (colon-separated font files and folders)"
            : "a folder listed in \(environmentVariable) (\(paths.map(\.path).joined(separator: ":")))")
    }

    /// The author's `Fonts` folders found with the assets, then any `VIGNETTE_FONTS` lists.
    public static func discovered(_ assets: AssetLocation,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> UserFonts {
        let listed = fromEnvironment(environment)
        if assets.fonts.isEmpty { return listed }
        return UserFonts(assets.fonts + listed.paths,
                         origin: "the Fonts folder of your widget target (declared with resources: [.copy(\"Fonts\")])")
    }

    /// File extensions of the fonts registered from folders.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Every font file: files as given, folders searched recursively for `.ttf`, `.otf` and
    /// `.ttc` files, sorted by path so registration order (and so matching) is deterministic.
    func fontFiles() throws(VignetteError) -> [URL] {
        let fm = FileManager.default
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                throw .unreadableFile(path: path.path, reason: "no such font file or folder; fix the path or remove it from \(origin)")
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            var found: [URL] = []
            // By path: a URL enumerator's resource values would look up the files' owners.
            if let walker = fm.enumerator(atPath: path.path) {
                for case let relative as String in walker where Self.fontExtensions.contains((relative as NSString).pathExtension.lowercased()) {
                    found.append(path.appendingPathComponent(relative).standardizedFileURL)
                }
            }
            files += found.sorted { $0.path < $1.path }
        }
        return files
    }
}
