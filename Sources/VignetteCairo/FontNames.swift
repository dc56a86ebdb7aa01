import CPangoCairo
import Foundation
import Synchronization
import VignetteCore

/// What a `Font.custom` name selects: a family, and for a PostScript name the face's weight
/// and slant (nil: the `Font`'s own).
public nonisolated struct FontFace: Hashable, Sendable {
    public var family: String
    /// CSS/OpenType weight of the named face (PostScript names only).
    public var weight: Int?
    /// Whether the named face is italic or oblique (PostScript names only).
    public var italic: Bool?

    public init(family: String, weight: Int? = nil, italic: Bool? = nil) {
        self.family = family
        self.weight = weight
        self.italic = italic
    }
}

nonisolated extension FontConfiguration {
    /// The face a font name selects. iOS code names fonts by family ("Inter") or, more often,
    /// by PostScript name ("Inter-Bold"): a family is used as is; a PostScript name becomes its
    /// family, weight and slant; an unknown name is drawn in the system font (Inter), with one
    /// warning per name per process on standard error. Resolved once per name.
    public func face(named name: String, size: CGFloat) -> FontFace {
        resolvedFace(named: name).fallback(size: size)
    }

    /// The face a name selects, `FontFace.unknown` as its family when none (before the fallback).
    func resolvedFace(named name: String) -> FontFace {
        if let known = resolvedNames.withLock({ $0[name] }) { return known }
        let face = hasFamily(name) ? FontFace(family: name) : postScriptFace(name) ?? FontFace(family: FontFace.unknown)
        resolvedNames.withLock { $0[name] = face }
        return face
    }

    /// The family, weight and slant of the face with this PostScript name. When the face has
    /// several family names (DejaVu Sans Condensed Bold is "DejaVu Sans" and "DejaVu Sans
    /// Condensed"), the first under which fontconfig's matching picks this very face.
    private func postScriptFace(_ name: String) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, FC_POSTSCRIPT_NAME, name)
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT, FC_FILE] { _ = FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        // Several files may carry the name: the first by path, for determinism.
        let faces = (0..<Int(list.pointee.nfont)).compactMap { list.pointee.fonts[$0] }
        guard let font = faces.min(by: { string($0, FC_FILE) ?? "" < string($1, FC_FILE) ?? "" }) else { return nil }
        var weight: Double = 80, slant: Int32 = 0
        _ = FcPatternGetDouble(font, FC_WEIGHT, 0, &weight)
        _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
        let families = (0..<8).compactMap { string(font, FC_FAMILY, $0) }
        guard let first = families.first else { return nil }
        let cssWeight = Int(FcWeightToOpenTypeDouble(weight).rounded())
        let italic = slant != FC_SLANT_ROMAN
        let family = families.first { matchedPostScriptName(family: $0, weight: weight, slant: slant) == name } ?? first
        return FontFace(family: family, weight: cssWeight, italic: italic)
    }

    /// The PostScript name of the face fontconfig matches for a family, weight and slant.
    private func matchedPostScriptName(family: String, weight: Double, slant: Int32) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, FC_FAMILY, family)
        _ = FcPatternAddDouble(pattern, FC_WEIGHT, weight)
        _ = FcPatternAddInteger(pattern, FC_SLANT, slant)
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return string(match, FC_POSTSCRIPT_NAME)
    }

    func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        value.withCString { v in
            v.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { _ = FcPatternAddString(pattern, object, $0) }
        }
    }

    func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// The warning for a name that selects no font (a `RenderWarning`'s message).
    func unknownFontMessage(_ name: String) -> String {
        Self.unknownNameMessage(name, origin: userFonts.origin)
    }

    package static func unknownNameMessage(_ name: String, origin: String) -> String {
        "no font named '\(name)' (neither a family nor a PostScript name among the registered fonts); "
            + "drawing it in Inter. Add the font file to \(origin)"
    }
}

nonisolated extension FontFace {
    /// Marks a name that selects no face.
    static let unknown = ""

    /// The system font stands in for an unknown name: Inter, or Inter Display from 20 pt (as
    /// `Font.system(size:)` chooses).
    func fallback(size: CGFloat) -> FontFace {
        family == Self.unknown ? FontFace(family: size >= 20 ? "Inter Display" : "Inter") : self
    }
}
