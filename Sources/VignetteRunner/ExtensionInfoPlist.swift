import CPreviewRecords
import Foundation
import Synchronization

/// The widget extension's `Info.plist`, given to `Bundle.main` as iOS gives it to the extension's
/// bundle: code such as `Logger(subsystem: Bundle.main.bundleIdentifier!, category: "widget")` or
/// `Bundle.main.object(forInfoDictionaryKey: "AppGroup")` runs as on a device.
///
/// The VignetteInfoPlist plugin carries the file into the program (a record in the
/// `vignette_info_plist` section). Foundation on Linux reads `Bundle.main`'s keys from an
/// `Info.plist` beside the program, once, when `Bundle.main` is first used; so the render command
/// writes the extension's there (resolved as Xcode resolves it) before any of the author's code runs.
public nonisolated enum ExtensionInfoPlist {
    private typealias Record = (kind: UInt32, version: UInt32, store: @convention(c) (UnsafeMutableRawPointer) -> Void)

    /// The Info.plists the program carries: one per extension target linked in.
    static func carried() -> [Data] {
        guard let start = vignette_info_plist_start(), let stop = vignette_info_plist_stop(), stop > start else { return [] }
        let stride = MemoryLayout<Record>.stride
        return (0..<(stop - start) / stride).compactMap { index in
            let record = (start + index * stride).load(as: Record.self)
            guard record.kind == 0x7667_6970, record.version == 1 else { return nil }
            let storage = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<String>.size, alignment: MemoryLayout<String>.alignment)
            defer { storage.deallocate() }
            record.store(storage)
            return Data(base64Encoded: storage.assumingMemoryBound(to: String.self).move())
        }
    }

    /// Writes the extension's Info.plist beside the program, unless it is there already; call it
    /// before the author's code runs. `extensionName` names the bundle where Xcode's build
    /// settings would (`$(PRODUCT_NAME)`, the default bundle identifier).
    /// - Returns: a warning for the author, or nil.
    /// Done once per program (later calls return nil): `Bundle.main` reads the file once.
    public static func placeBesideProgram(extensionName: String) -> String? {
        placed.withLock { done in
            guard !done else { return nil }
            done = true
            return place(extensionName: extensionName)
        }
    }

    private static let placed = Mutex(false)

    private static func place(extensionName: String) -> String? {
        let plists = Set(carried())
        guard let plist = plists.first else { return nil }
        guard plists.count == 1 else {
            return "\(plists.count) widget extensions' Info.plists are linked into this program, so Bundle.main gets none of them: "
                + "give each extension its own executable and test target"
        }
        let destination = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Info.plist")
        do {
            let resolved = try resolved(plist, extensionName: extensionName)
            if (try? Data(contentsOf: destination)) != resolved { try resolved.write(to: destination, options: .atomic) }
            return nil
        } catch {
            return "Bundle.main has no Info.plist: \(destination.path) could not be written (\(error.localizedDescription)); "
                + "run the program from a folder it may write to, such as its .build folder"
        }
    }

    /// The default bundle identifier, where the Xcode project's `PRODUCT_BUNDLE_IDENTIFIER` is not at hand.
    static func defaultBundleIdentifier(_ extensionName: String) -> String {
        "vignette.preview." + rfc1034(extensionName)
    }

    /// `plist` as the extension's bundle has it: Xcode's build settings (`$(PRODUCT_BUNDLE_IDENTIFIER)`,
    /// `${PRODUCT_NAME}`…) replaced, and the keys Xcode adds to every bundle (`CFBundleIdentifier`,
    /// `CFBundleExecutable`, `CFBundleName`, `CFBundlePackageType`…) added when the file lacks them,
    /// as an Xcode 13+ project's generated Info.plist does. A setting Vignette cannot know is empty,
    /// as in Xcode.
    static func resolved(_ plist: Data, extensionName: String) throws -> Data {
        let settings = [
            "PRODUCT_BUNDLE_IDENTIFIER": defaultBundleIdentifier(extensionName),
            "PRODUCT_NAME": extensionName, "TARGET_NAME": extensionName, "EXECUTABLE_NAME": extensionName,
            "PRODUCT_MODULE_NAME": extensionName, "DEVELOPMENT_LANGUAGE": "en",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "XPC!", "CURRENT_PROJECT_VERSION": "1", "MARKETING_VERSION": "1.0",
        ]
        guard var root = try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        root = root.mapValues { expand($0, settings) }
        let added: [String: String] = [
            "CFBundleIdentifier": settings["PRODUCT_BUNDLE_IDENTIFIER"]!, "CFBundleExecutable": extensionName,
            "CFBundleName": extensionName, "CFBundlePackageType": "XPC!", "CFBundleDevelopmentRegion": "en",
            "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "CFBundleInfoDictionaryVersion": "6.0",
        ]
        for (key, value) in added where (root[key] as? String).map(\.isEmpty) ?? true { root[key] = value }
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }

    private static func expand(_ value: Any, _ settings: [String: String]) -> Any {
        switch value {
        case let text as String: expand(text, settings)
        case let list as [Any]: list.map { expand($0, settings) }
        case let dictionary as [String: Any]: dictionary.mapValues { expand($0, settings) }
        default: value
        }
    }

    /// `$(NAME)`, `${NAME}` and `$(NAME:modifier)` (`rfc1034identifier`, `c99extidentifier`, `lower`, `upper`).
    private static func expand(_ text: String, _ settings: [String: String]) -> String {
        guard text.contains("$") else { return text }
        let pattern = #/\$[({]([A-Za-z0-9_]+)(?::([a-z0-9]+))?[)}]/#
        return text.replacing(pattern) { match in
            let value = settings[String(match.1)] ?? ""
            switch match.2.map(String.init) {
            case "rfc1034identifier": return rfc1034(value)
            case "c99extidentifier": return String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            case "lower": return value.lowercased()
            case "upper": return value.uppercased()
            default: return value
            }
        }
    }

    private static func rfc1034(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
    }
}
