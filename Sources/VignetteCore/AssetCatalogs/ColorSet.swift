import Foundation

/// A `.colorset`: colours for appearances (any, light, dark, each optionally high contrast) and idioms.
///
/// ```json
/// { "colors": [ { "idiom": "universal",
///                 "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
///                 "color": { "color-space": "srgb",
///                            "components": { "red": "0x33", "green": "51", "blue": "0.200", "alpha": "1.000" } } } ] }
/// ```
/// Xcode writes a component as a float (`"0.200"`), an 8-bit integer (`"51"`) or hex
/// (`"0x33"`), depending on the input method chosen in its inspector; alpha is always a float.
/// Grey spaces have `white` and `alpha`.
nonisolated struct ColorSet: Sendable {
    nonisolated struct Entry: Sendable {
        let appearance: CatalogAppearance
        let idiomRank: Int
        let color: RGBA
    }

    let file: URL
    let entries: [Entry]

    static func load(_ folder: URL) throws(VignetteError) -> ColorSet {
        let file = folder.appendingPathComponent("Contents.json")
        let doc = try ContentsJSON.decode(Document.self, from: file, what: "the colour set \(folder.lastPathComponent)")
        var entries: [Entry] = []
        for (index, item) in (doc.colors ?? []).enumerated() {
            guard let idiomRank = CatalogIdiom.rank(item.idiom) else { continue }
            let key = "colors[\(index)].color"
            guard let color = item.color else {
                throw .malformedData(path: file.path, detail: "key '\(key)': missing",
                                     hint: "give every entry a colour in Xcode's Attributes inspector")
            }
            entries.append(Entry(appearance: CatalogAppearance(item.appearances), idiomRank: idiomRank,
                                 color: try color.rgba(file: file, key: key)))
        }
        guard !entries.isEmpty else {
            throw .malformedData(path: file.path, detail: "key 'colors': no colour for iPhone (universal or iphone idiom)",
                                 hint: "add a Universal colour to the colour set")
        }
        return ColorSet(file: file, entries: entries)
    }

    /// The colour for a scheme and contrast: its own appearance first, else the any-appearance
    /// one; under increased contrast a "High Contrast" entry of the same luminosity before it.
    func color(for scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) throws(VignetteError) -> RGBA {
        let ranked = entries.compactMap { e in e.appearance.rank(for: scheme, contrast: contrast).map { (e, $0 * 10 + e.idiomRank) } }
        guard let best = ranked.max(by: { $0.1 < $1.1 }) else {
            throw .malformedData(path: file.path, detail: "key 'colors': no colour for the \(scheme) appearance or any appearance",
                                 hint: "set Appearances to \"Any, Dark\" and fill in the Any Appearance colour")
        }
        return best.0.color
    }

    private nonisolated struct Document: Decodable {
        let colors: [Item]?
    }

    private nonisolated struct Item: Decodable {
        let idiom: String?
        let appearances: [ContentsAppearance]?
        let color: ColorValue?
    }

    private nonisolated struct ColorValue: Decodable {
        let colorSpace: String?
        let components: [String: Component]?
        let reference: String?

        nonisolated enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space", components, reference
        }

        func rgba(file: URL, key: String) throws(VignetteError) -> RGBA {
            if let reference {
                throw .malformedData(path: file.path, detail: "key '\(key).reference': system colour '\(reference)' is not supported",
                                     hint: "use Color(.\(reference.replacingOccurrences(of: "Color", with: ""))) in code, or give the colour set components")
            }
            let spaceName = colorSpace ?? "srgb"
            guard let space = CatalogColorSpace(rawValue: spaceName) else {
                throw .malformedData(path: file.path, detail: "key '\(key).color-space': unknown colour space '\(spaceName)'",
                                     hint: "use one of " + CatalogColorSpace.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard let components else {
                throw .malformedData(path: file.path, detail: "key '\(key).components': missing", hint: "give the colour's components")
            }
            func value(_ name: String, isAlpha: Bool = false) throws(VignetteError) -> Double {
                guard let c = components[name] else {
                    if isAlpha { return 1 }
                    throw .malformedData(path: file.path, detail: "key '\(key).components.\(name)': missing",
                                         hint: space.isGray ? "a grey colour has 'white' and 'alpha'" : "an RGB colour has 'red', 'green', 'blue' and 'alpha'")
                }
                guard let v = c.value(isAlpha: isAlpha) else {
                    throw .malformedData(path: file.path, detail: "key '\(key).components.\(name)': '\(c.text)' is not a colour component",
                                         hint: isAlpha ? "write alpha as a float from 0.000 to 1.000"
                                             : "write a float (\"0.200\"), an integer from 0 to 255 (\"51\") or hex (\"0x33\")")
                }
                return v
            }
            let alpha = try value("alpha", isAlpha: true)
            if space.isGray {
                let white = try value("white")
                return space.toSRGB(red: white, green: white, blue: white, alpha: alpha)
            }
            return space.toSRGB(red: try value("red"), green: try value("green"), blue: try value("blue"), alpha: alpha)
        }
    }

    /// One component as written: a string in Xcode's files, a number from some generators.
    private nonisolated struct Component: Decodable {
        let text: String
        let isNumber: Bool

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let s = try? c.decode(String.self) {
                text = s
                isNumber = false
            } else {
                text = String(try c.decode(Double.self))
                isNumber = true
            }
        }

        /// `0x33` and `51` are 8-bit values (÷ 255); anything with a point or exponent is a
        /// float. JSON numbers and alpha are always floats.
        func value(isAlpha: Bool) -> Double? {
            let s = text.trimmingCharacters(in: .whitespaces)
            if isNumber || isAlpha { return Double(s).flatMap { $0.isFinite ? $0 : nil } }
            if s.lowercased().hasPrefix("0x") {
                guard let v = UInt8(s.dropFirst(2), radix: 16) else { return nil }
                return Double(v) / 255
            }
            if s.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                return Double(s).flatMap { $0.isFinite ? $0 : nil }
            }
            guard let v = UInt8(s) else { return nil }
            return Double(v) / 255
        }
    }
}
