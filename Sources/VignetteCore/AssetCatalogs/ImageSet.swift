import Foundation

/// An `.imageset`: one file per scale (`1x`, `2x`, `3x`) and appearance, or one file for all
/// scales (no `scale` key: "Single Scale", usually a vector).
///
/// ```json
/// { "images": [ { "filename": "sun@2x.png", "idiom": "universal", "scale": "2x" },
///               { "filename": "sun-dark@2x.png", "idiom": "universal", "scale": "2x",
///                 "appearances": [ { "appearance": "luminosity", "value": "dark" } ] },
///               { "filename": "sun-hc@2x.png", "idiom": "universal", "scale": "2x",
///                 "appearances": [ { "appearance": "contrast", "value": "high" } ] } ],
///   "properties": { "template-rendering-intent": "template" } }
/// ```
///
/// A vector image is a PDF or SVG in a single-scale entry; `"preserves-vector-representation": true`
/// in `properties` (Xcode's "Preserve Vector Data") keeps a PDF's vectors for every size.
nonisolated struct ImageSet: Sendable {
    nonisolated struct Entry: Sendable {
        let file: URL
        /// Pixels per point; nil for a single-scale entry.
        let scale: Int?
        let appearance: CatalogAppearance
        let idiomRank: Int
    }

    let contents: URL
    let entries: [Entry]
    let isTemplate: Bool
    let preservesVectorData: Bool

    static func load(_ folder: URL) throws(VignetteError) -> ImageSet {
        let file = folder.appendingPathComponent("Contents.json")
        let doc = try ContentsJSON.decode(Document.self, from: file, what: "the image set \(folder.lastPathComponent)")
        var entries: [Entry] = []
        for (index, item) in (doc.images ?? []).enumerated() {
            // Xcode keeps empty slots (a scale with no file dropped on it) as entries without a filename.
            guard let filename = item.filename, let idiomRank = CatalogIdiom.rank(item.idiom) else { continue }
            let key = "images[\(index)]"
            var scale: Int?
            if let s = item.scale {
                guard let n = Int(s.dropLast()), s.hasSuffix("x"), (1...3).contains(n) else {
                    throw .malformedData(path: file.path, detail: "key '\(key).scale': '\(s)' is not a scale",
                                         hint: "write \"1x\", \"2x\" or \"3x\", or leave it out for a single-scale image")
                }
                scale = n
            }
            let url = try CatalogFile.resolve(filename, in: folder, contents: file, key: "\(key).filename")
            entries.append(Entry(file: url, scale: scale, appearance: CatalogAppearance(item.appearances), idiomRank: idiomRank))
        }
        guard !entries.isEmpty else {
            throw .malformedData(path: file.path, detail: "key 'images': no file for any scale",
                                 hint: "drop a PNG, JPEG or SVG on a 1x, 2x or 3x slot (or a single-scale one) in Xcode, or add {\"filename\": …, \"idiom\": \"universal\", \"scale\": \"3x\"}")
        }
        let intent = doc.properties?.templateRenderingIntent
        if let intent, intent != "template", intent != "original" {
            throw .malformedData(path: file.path, detail: "key 'properties.template-rendering-intent': '\(intent)' is not a rendering intent",
                                 hint: "write \"template\" or \"original\", or leave it out")
        }
        return ImageSet(contents: file, entries: entries, isTemplate: intent == "template",
                        preservesVectorData: doc.properties?.preservesVectorRepresentation == true)
    }

    /// The file for a display scale, colour scheme and contrast, as UIKit picks it: the best
    /// appearance (the scheme's own, else any; under Increase Contrast a "High Contrast" entry
    /// of the same luminosity before it, as colour sets do), then the exact scale, else the
    /// nearest higher, else the largest lower; a single-scale entry when the appearance has no
    /// scaled one.
    func file(scale displayScale: CGFloat, scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) throws(VignetteError) -> CatalogImage {
        let fitting = entries.compactMap { e in e.appearance.rank(for: scheme, contrast: contrast).map { (e, $0) } }
        guard let bestAppearance = fitting.map(\.1).max() else {
            throw .malformedData(path: contents.path, detail: "key 'images': no file for the \(scheme) appearance or any appearance",
                                 hint: "add an Any Appearance image")
        }
        let candidates = fitting.filter { $0.1 == bestAppearance }.map(\.0)
        let target = Int(displayScale.rounded(.up))
        func better(_ a: Entry, than b: Entry) -> Bool {
            switch (a.scale, b.scale) {
            case (nil, nil): return a.idiomRank > b.idiomRank
            case (_?, nil): return true
            case (nil, _?): return false
            case let (x?, y?):
                if x == y { return a.idiomRank > b.idiomRank }
                // Exact, then higher (nearest first), then lower (largest first).
                func order(_ s: Int) -> (Int, Int) { s >= target ? (0, s - target) : (1, target - s) }
                return order(x) < order(y)
            }
        }
        let best = candidates.dropFirst().reduce(candidates[0]) { better($1, than: $0) ? $1 : $0 }
        return CatalogImage(file: best.file, scale: CGFloat(best.scale ?? 1), isTemplate: isTemplate, kind: .image,
                            preservesVectorData: preservesVectorData)
    }

    private nonisolated struct Document: Decodable {
        let images: [Item]?
        let properties: Properties?
    }

    private nonisolated struct Item: Decodable {
        let filename: String?
        let idiom: String?
        let scale: String?
        let appearances: [ContentsAppearance]?
    }

    private nonisolated struct Properties: Decodable {
        let templateRenderingIntent: String?
        let preservesVectorRepresentation: Bool?
        nonisolated enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
            case preservesVectorRepresentation = "preserves-vector-representation"
        }
    }
}

/// Files named by a `Contents.json`: plain names inside the set's folder, present on disk.
nonisolated enum CatalogFile {
    static func resolve(_ filename: String, in folder: URL, contents: URL, key: String) throws(VignetteError) -> URL {
        guard !filename.isEmpty, !filename.contains("/"), !filename.contains("\\"), !filename.hasPrefix("."), !filename.contains("\0") else {
            throw .malformedData(path: contents.path, detail: "key '\(key)': '\(filename)' is not a file name in \(folder.lastPathComponent)",
                                 hint: "name a file inside the set's own folder")
        }
        let url = folder.appendingPathComponent(filename)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .malformedData(path: contents.path, detail: "key '\(key)': the file '\(filename)' is missing",
                                 hint: "add \(filename) to \(folder.lastPathComponent) or remove the entry")
        }
        return url
    }
}
