import Foundation
import VignetteCore

/// Where `Image(systemName:)` finds its artwork: Vignette's drawn stand-ins
/// (`Assets/Symbols/<name>.svg`) first, then the symbolic icon that
/// `Assets/Symbols/adwaita.json` names in the GNOME Adwaita icon theme (Debian's
/// `adwaita-icon-theme`, which `Scripts/setup.sh` installs: read where Debian installs it,
/// never fetched or shipped). Both are single-colour glyphs; `Image` tints their alpha.
nonisolated struct SystemSymbols: Sendable {
    /// The drawn stand-ins and the table.
    let folder: URL
    /// SF Symbol name → Adwaita icon name (without `-symbolic.svg`).
    let table: [String: String]
    /// The theme's context folders (`scalable/actions`, …) that hold symbolic icons, in order;
    /// empty when the theme is not installed.
    let iconFolders: [URL]

    /// Where Debian installs the theme.
    static let defaultTheme = URL(fileURLWithPath: "/usr/share/icons/Adwaita", isDirectory: true)
    static let tableName = "adwaita.json"
    private static let help = "run Scripts/setup.sh (it installs the Debian package adwaita-icon-theme)"

    /// Reads the table beside the stand-ins and finds the theme's folders (no icon is read yet).
    init(folder: URL, theme: URL = SystemSymbols.defaultTheme) throws(VignetteError) {
        self.folder = folder
        let tableURL = folder.appendingPathComponent(Self.tableName)
        nonisolated struct Table: Decodable { let symbols: [String: String] }
        do { table = try JSONDecoder().decode(Table.self, from: Data(contentsOf: tableURL)).symbols } catch {
            throw .unreadableFile(path: tableURL.path, reason: "Vignette's table of Adwaita symbols cannot be read (\(error))")
        }
        let fm = FileManager.default
        // Adwaita 43 keeps symbolic icons in scalable/<context>; later releases in symbolic/<context>.
        iconFolders = ["scalable", "symbolic", "scalable-up-to-32"].flatMap { size -> [URL] in
            let root = theme.appendingPathComponent(size, isDirectory: true)
            let contexts = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
            return contexts.sorted().map { root.appendingPathComponent($0, isDirectory: true) }
        }
    }

    /// A drawn stand-in's file, nil when there is none; an error for a name that is a path.
    static func drawn(_ name: String, in folder: URL) throws(VignetteError) -> URL? {
        // Symbol names are names, not paths: only the stand-ins and the table's icons are ever read.
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), name != "..", !name.hasPrefix("."), !name.contains("\0") else {
            throw .unreadableFile(path: name, reason: "a symbol name must be a plain file name inside Assets/Symbols, not a path")
        }
        let url = folder.appendingPathComponent("\(name).svg")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The document of a drawn stand-in's layers (`Symbols/Layers/<name>.svg`), nil when it is
    /// drawn in one piece. The stand-in itself stays the monochrome drawing.
    static func layerDocument(_ name: String, in folder: URL) -> URL? {
        let url = folder.appendingPathComponent("Layers", isDirectory: true).appendingPathComponent("\(name).svg")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The layers of a layer document, back to front: its `<g>` elements with a `data-layer`
    /// (`primary`, `secondary`, `tertiary`), an `id`, and optionally `data-multicolor`, the name
    /// of the layer's colour in the multicolor mode (Symbols/README.md). Empty when a layer
    /// lacks its id or level: the symbol is then drawn whole.
    static func layers(in data: Data, url: URL) -> [ImageAsset.SymbolLayer] {
        guard let text = String(data: data, encoding: .utf8) else { return [] }
        let levels = ["primary": 0, "secondary": 1, "tertiary": 2]
        var layers: [ImageAsset.SymbolLayer] = []
        for tag in text.matches(of: /<g\s[^>]*>/) where tag.output.contains("data-layer") {
            func attribute(_ name: String) -> String? {
                let tag = tag.output
                guard let start = tag.range(of: " \(name)=\"") else { return nil }
                return tag[start.upperBound...].prefix { $0 != "\"" }.description
            }
            guard let id = attribute("id"), !id.isEmpty, let level = attribute("data-layer").flatMap({ levels[$0] }) else { return [] }
            layers.append(ImageAsset.SymbolLayer(url: url, id: id, level: level, multicolor: attribute("data-multicolor")))
        }
        return layers
    }

    /// The Adwaita icon of a symbol that has no stand-in, or an error naming the symbol and what to do.
    func themeIcon(for name: String) throws(VignetteError) -> URL {
        guard let icon = table[name] else {
            throw .unreadableFile(path: name, reason: "no symbol '\(name)' among Vignette's symbol artwork")
        }
        let file = "\(icon)-symbolic.svg"
        guard !iconFolders.isEmpty else {
            throw .unreadableFile(path: name, reason: "symbol '\(name)' is drawn with the Adwaita icon \(file), but the Adwaita icon theme is not installed: \(Self.help)")
        }
        for folder in iconFolders {
            let url = folder.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        throw .unreadableFile(path: name, reason: "symbol '\(name)' is drawn with the Adwaita icon \(file), which the installed theme lacks (Vignette maps adwaita-icon-theme 43): \(Self.help)")
    }

    /// An Adwaita icon's SVG with the margin of the drawn stand-ins (2 units of their 24 on each
    /// side, a twelfth of the line), so that both kinds draw their glyphs the same size: the root
    /// element's width, height and viewBox are replaced. Nil when the document has no `<svg` tag.
    static func framed(_ data: Data, size: CGSize) -> Data? {
        guard let text = String(data: data, encoding: .utf8), let open = text.range(of: "<svg"),
              let close = text[open.upperBound...].firstIndex(of: ">"), size.width > 0, size.height > 0 else { return nil }
        let attributes = text[open.upperBound..<close].replacing(/\s(width|height|viewBox)\s*=\s*"[^"]*"/, with: "")
        let margin = max(size.width, size.height) / 10
        let (w, h) = (size.width + 2 * margin, size.height + 2 * margin)
        let root = "<svg width=\"\(w)\" height=\"\(h)\" viewBox=\"\(-margin) \(-margin) \(w) \(h)\"\(attributes)"
        return Data((text[..<open.lowerBound] + root + text[close...]).utf8)
    }
}
