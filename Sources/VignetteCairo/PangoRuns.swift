import CPangoCairo
import VignetteCore

/// Walks the runs of a laid-out Pango layout (its lines' glyph items).
nonisolated enum PangoRuns {
    /// Every run of every line, lines in order, runs in visual order.
    static func glyphItems(of layout: OpaquePointer) -> [UnsafeMutablePointer<PangoGlyphItem>] {
        elements(of: pango_layout_get_lines(layout), as: PangoLayoutLine.self)
            .flatMap { elements(of: $0.pointee.runs, as: PangoGlyphItem.self) }
    }

    /// Puts every run on the alphabetic baseline, shifted only by its own rise, as Core Text does.
    ///
    /// Pango 1.50 aligns each run to the baseline of the line's first script: a line that
    /// starts with Han text aligns the rest on the ideographic baseline, which a font without
    /// a BASE table places at its descender, so Latin after CJK rises 1 pt and Arabic 10 pt.
    static func placeOnAlphabeticBaseline(_ layout: OpaquePointer) {
        for run in glyphItems(of: layout) { run.pointee.y_offset = rise(of: run.pointee.item) }
    }

    /// Gives every run the colours mapped from the ones it has: a layout shaped for one
    /// appearance draws another's colours (shaping never depends on colour). Pango reads a run's
    /// colour from its item's extra attributes when it draws, so changing them there is enough.
    static func recolour(_ layout: OpaquePointer, rgb: [PangoRGB: PangoRGB], alpha: [UInt16: UInt16]) {
        for run in glyphItems(of: layout) {
            for attribute in elements(of: run.pointee.item?.pointee.analysis.extra_attrs, as: PangoAttribute.self) {
                let raw = UnsafeMutableRawPointer(attribute)
                switch attribute.pointee.klass.pointee.type {
                case PANGO_ATTR_FOREGROUND:
                    let color = raw.assumingMemoryBound(to: PangoAttrColor.self)
                    let old = PangoRGB(red: color.pointee.color.red, green: color.pointee.color.green, blue: color.pointee.color.blue)
                    if let new = rgb[old] { color.pointee.color = PangoColor(red: new.red, green: new.green, blue: new.blue) }
                case PANGO_ATTR_FOREGROUND_ALPHA:
                    let value = raw.assumingMemoryBound(to: PangoAttrInt.self)
                    if let new = alpha[UInt16(truncatingIfNeeded: value.pointee.value)] { value.pointee.value = Int32(new) }
                default: break
                }
            }
        }
    }

    /// The rise attribute an item carries (Pango keeps it among the item's extra attributes).
    private static func rise(of item: UnsafeMutablePointer<PangoItem>?) -> Int32 {
        let attributes = elements(of: item?.pointee.analysis.extra_attrs, as: PangoAttribute.self)
        guard let rise = attributes.first(where: { $0.pointee.klass.pointee.type == PANGO_ATTR_RISE }) else { return 0 }
        return UnsafeMutableRawPointer(rise).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
    }

    /// The elements of a GLib singly linked list, in order.
    private static func elements<T>(of list: UnsafeMutablePointer<GSList>?, as type: T.Type) -> [UnsafeMutablePointer<T>] {
        var result: [UnsafeMutablePointer<T>] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(data.assumingMemoryBound(to: T.self)) }
            node = current.pointee.next
        }
        return result
    }
}

/// A run's colour as Pango keeps it: 16-bit components, the alpha apart.
nonisolated struct PangoRGB: Hashable {
    var red, green, blue: UInt16
}

/// A run's colour and alpha as the text engine gives them to Pango.
nonisolated struct PangoRunColour: Hashable {
    var rgb: PangoRGB
    var alpha: UInt16

    init(_ c: RGBA) {
        rgb = PangoRGB(red: UInt16(c.red * 65535), green: UInt16(c.green * 65535), blue: UInt16(c.blue * 65535))
        alpha = UInt16(max(c.alpha * 65535, 1))
    }
}
