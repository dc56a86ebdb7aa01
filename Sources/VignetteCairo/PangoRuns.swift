import CPangoCairo

/// Walks the runs of a laid-out Pango layout (its lines' glyph items).
enum PangoRuns {
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
