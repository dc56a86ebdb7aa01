import Foundation

/// A `.symbolset`: a custom symbol exported from the SF Symbols app (an SVG template), used as
/// `Image("name")` and drawn as a template in the foreground colour.
///
/// ```json
/// { "symbols": [ { "filename": "custom.bolt.svg", "idiom": "universal" } ] }
/// ```
nonisolated struct SymbolSet: Sendable {
    let file: URL

    static func load(_ folder: URL) throws(VignetteError) -> SymbolSet {
        let contents = folder.appendingPathComponent("Contents.json")
        let doc = try ContentsJSON.decode(Document.self, from: contents, what: "the symbol set \(folder.lastPathComponent)")
        let usable = (doc.symbols ?? []).enumerated().compactMap { index, item -> (Int, String, Int)? in
            guard let f = item.filename, let rank = CatalogIdiom.rank(item.idiom) else { return nil }
            return (index, f, rank)
        }
        guard let best = usable.max(by: { $0.2 < $1.2 }) else {
            throw .malformedData(path: contents.path, detail: "key 'symbols': no SVG file",
                                 hint: "export the symbol from the SF Symbols app as a template SVG and drop it on the set")
        }
        return SymbolSet(file: try CatalogFile.resolve(best.1, in: folder, contents: contents, key: "symbols[\(best.0)].filename"))
    }

    private nonisolated struct Document: Decodable {
        let symbols: [Item]?
    }

    private nonisolated struct Item: Decodable {
        let filename: String?
        let idiom: String?
    }
}

/// An image file chosen from a catalog for a scale and appearance.
public nonisolated struct CatalogImage: Hashable, Sendable {
    public nonisolated enum Kind: Hashable, Sendable {
        /// From an `.imageset`.
        case image
        /// From a `.symbolset`: an SF Symbols template SVG, sized with the font.
        case symbol
    }

    public let file: URL
    /// Pixels per point of the file (1 for a single-scale entry).
    public let scale: CGFloat
    /// `template-rendering-intent: template`, and every symbol.
    public let isTemplate: Bool
    public let kind: Kind
    /// `preserves-vector-representation` ("Preserve Vector Data"): a PDF is drawn as vectors at
    /// any size; without it, as the bitmap Xcode renders at the display scale.
    public var preservesVectorData = false
}
