import CPangoCairo
import Synchronization

/// Every face a font configuration lists is opened once per process and attached to its
/// fontconfig pattern (`FC_FT_FACE`), so that cairo uses a face it was given instead of opening
/// the file itself.
///
/// Why: cairo 1.16 keeps at most ten faces it opened from files, and closes an unused one to open
/// another. Its "unused" check and its `FT_Done_Face` run without that face's lock, so one render
/// thread could close a face another thread had just locked; the second then read the closed face
/// (a SIGSEGV in cairo-ft, about one cold two-thread gallery render in a hundred). Cairo never
/// closes a face it was given. The faces live as long as the process: cairo's caches keep them.
/// Opening the 71 faces of Vignette's fonts costs about 25 ms, once.
nonisolated enum SharedFontFaces {
    private struct FaceKey: Hashable { let file: String; let index: Int32 }
    /// FreeType objects are not Sendable; these are only created under the lock below, and
    /// then only read by cairo under its own per-face lock.
    private struct Faces: @unchecked Sendable {
        var library: FT_Library?
        var byFile: [FaceKey: FT_Face] = [:]
    }
    private static let faces = Mutex(Faces())

    /// Replaces each pattern of the configuration's font sets with a copy carrying its open face.
    /// Call once the configuration holds all its fonts, before any font map uses it.
    static func attach(to config: OpaquePointer) {
        faces.withLock { faces in
            if faces.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return }
                faces.library = library
            }
            guard let library = faces.library else { return }
            for set in [FcSetSystem, FcSetApplication] {
                guard let fontSet = FcConfigGetFonts(config, set), let patterns = fontSet.pointee.fonts else { continue }
                for i in 0..<Int(fontSet.pointee.nfont) {
                    guard let pattern = patterns[i], let key = faceKey(of: pattern) else { continue }
                    guard let face = faces.byFile[key] ?? open(key, library) else { continue }
                    faces.byFile[key] = face
                    guard let copy = FcPatternDuplicate(pattern) else { continue }
                    guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else { FcPatternDestroy(copy); continue }
                    patterns[i] = copy
                    FcPatternDestroy(pattern)
                }
            }
        }
    }

    private static func faceKey(of pattern: OpaquePointer) -> FaceKey? {
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FaceKey(file: String(cString: file), index: index)
    }

    /// A face FreeType cannot open is left to cairo, which reports it as it always did.
    private static func open(_ key: FaceKey, _ library: FT_Library) -> FT_Face? {
        var face: FT_Face?
        return FT_New_Face(library, key.file, FT_Long(key.index), &face) == 0 ? face : nil
    }
}

nonisolated extension FontConfiguration {
    /// The font files whose faces cairo would open itself (and could close under another
    /// thread): none, once the configuration is built.
    package var filesWithoutSharedFace: [String] {
        var files: [String] = []
        for set in [FcSetSystem, FcSetApplication] {
            guard let fontSet = FcConfigGetFonts(config, set), let patterns = fontSet.pointee.fonts else { continue }
            for i in 0..<Int(fontSet.pointee.nfont) {
                var face: FT_Face?
                guard let pattern = patterns[i], FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face) != FcResultMatch else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                _ = FcPatternGetString(pattern, FC_FILE, 0, &file)
                files.append(file.map { String(cString: $0) } ?? "(a pattern without a file)")
            }
        }
        return files
    }
}
