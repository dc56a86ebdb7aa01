import CCairo
import CPangoCairo
import CPNGWriter
import Foundation
import VignetteCore

/// Paints a display list onto a Cairo image surface. Everything SwiftUI-specific was settled
/// before: this only sees paths, paints, text runs, clips and layers.
nonisolated struct CairoRasterizer {
    let text: PangoTextEngine
    let images: ImageLibrary
    let svgHandles: SVGHandleCache
    let pdfPages: PDFPageCache

    /// Renders into a new ARGB32 surface of the list's pixel size, scaled to points.
    func render(_ list: DisplayList) throws -> CairoSurface {
        let surface = try CairoSurface(width: list.pixelWidth, height: list.pixelHeight)
        let base = cairo_create(surface.pointer)!
        defer { cairo_destroy(base) }
        cairo_scale(base, Double(list.scale), Double(list.scale))
        try draw(list, on: base, deviceScale: 1)
        cairo_surface_flush(surface.pointer)
        return surface
    }

    /// Draws a display list on a context whose user space is points. `deviceScale` is how many
    /// offscreen-layer pixels make one device unit of `base` (1 for images; the display scale
    /// for vector surfaces, whose device unit is the point).
    func draw(_ list: DisplayList, on base: OpaquePointer, deviceScale: CGFloat) throws {
        var cr = base
        // Offscreen layers, innermost last; each draws into its own canvas-sized surface.
        var layers: [OffscreenLayer] = []
        for item in list.items {
            switch item {
            case let .fill(path, paint, style):
                addPath(path, cr)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
                setSource(paint, cr)
                cairo_fill(cr)
            case let .stroke(path, paint, style):
                addPath(path, cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
                applyStroke(style, cr)
                setSource(paint, cr)
                cairo_stroke(cr)
            case .text(let drawing):
                text.draw(drawing, on: cr)
            case .image(let drawing):
                try drawImage(drawing, cr, deviceScale: deviceScale)
            case let .pushClip(path, style):
                cairo_save(cr)
                addPath(path, cr)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
                cairo_clip(cr)
            case .popClip, .popTransform:
                cairo_restore(cr)
            case .pushTransform(let t):
                cairo_save(cr)
                var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
                cairo_transform(cr, &matrix)
            case .beginLayer(let layer):
                let offscreen = try OffscreenLayer(layer: layer, parent: cr, width: list.pixelWidth, height: list.pixelHeight,
                                                   scale: list.scale, deviceScale: layers.isEmpty ? deviceScale : 1)
                // A layer inside a transform draws through it too.
                offscreen.adoptTransform(of: cr)
                layers.append(offscreen)
                cr = offscreen.cr
            case .beginMask:
                guard let top = layers.last else { continue }
                cr = try top.beginMask(scale: list.scale)
            case .endMask:
                if let top = layers.last { cr = top.cr }
            case .endLayer:
                guard let top = layers.popLast() else { continue }
                cr = top.parent
                top.composite(scale: list.scale)
            }
        }
        let status = cairo_status(base)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend("cairo: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Draws a bitmap scaled into its frame, or an SVG or PDF rendered into it; a template image is its
    /// alpha used as a mask over the tint colour; a luminance-tinted image is drawn offscreen at
    /// its device size, its luminance becomes the mask over the colour.
    private func drawImage(_ d: ImageDrawing, _ cr: OpaquePointer, deviceScale: CGFloat) throws {
        guard d.frame.width > 0, d.frame.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let colour = d.luminanceTint {
            try drawLuminanceMasked(d, colour: colour, cr, deviceScale: deviceScale)
            return
        }
        if d.tint != nil { cairo_push_group(cr) }
        try drawImageContent(d, cr)
        if let tint = d.tint {
            let mask = cairo_pop_group(cr)!
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        }
    }

    private func drawImageContent(_ d: ImageDrawing, _ cr: OpaquePointer) throws {
        switch d.asset.kind {
        case .bitmap:
            let surface = try images.surface(for: d.asset)
            let pattern = cairo_pattern_create_for_surface(surface.pointer)!
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(surface.width) / Double(d.frame.width), Double(surface.height) / Double(d.frame.height))
            cairo_matrix_translate(&matrix, -Double(d.frame.minX), -Double(d.frame.minY))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, filter(d.interpolation))
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, Double(d.frame.minX), Double(d.frame.minY), Double(d.frame.width), Double(d.frame.height))
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
        case .vector where d.asset.url.pathExtension.lowercased() == "pdf":
            try pdfPages.page(for: d.asset.url, library: images).render(on: cr, in: d.frame)
        case .vector:
            try svgHandles.handle(for: d.asset.url, library: images).render(on: cr, in: d.frame, element: d.asset.svgElement,
                                                                             layer: d.asset.svgLayer)
        }
    }

    /// The image drawn into a surface at its device resolution, turned into a luminance mask,
    /// and the colour painted through it. Only the part inside the clip is drawn, so a scaled-up
    /// image costs no more than what shows. `deviceScale`: pixels per device unit (1 for images,
    /// the display scale for vector output, whose device unit is the point).
    private func drawLuminanceMasked(_ d: ImageDrawing, colour: RGBA, _ cr: OpaquePointer, deviceScale: CGFloat) throws {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let visible = d.frame.intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        // Pixels per point along each axis of the image, through the current transform.
        var dx = 1.0, dy = 0.0, ex = 0.0, ey = 1.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_user_to_device_distance(cr, &ex, &ey)
        let sx = (dx * dx + dy * dy).squareRoot() * Double(deviceScale), sy = (ex * ex + ey * ey).squareRoot() * Double(deviceScale)
        let width = max(Int((Double(visible.width) * sx).rounded(.up)), 1)
        let height = max(Int((Double(visible.height) * sy).rounded(.up)), 1)
        let offscreen = try CairoSurface(width: width, height: height)
        let inner = cairo_create(offscreen.pointer)!
        cairo_scale(inner, Double(width) / Double(visible.width), Double(height) / Double(visible.height))
        cairo_translate(inner, -Double(visible.minX), -Double(visible.minY))
        var plain = d
        plain.luminanceTint = nil
        try drawImageContent(plain, inner)
        cairo_destroy(inner)
        offscreen.replaceWithLuminanceMask()
        let mask = cairo_pattern_create_for_surface(offscreen.pointer)!
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(width) / Double(visible.width), Double(height) / Double(visible.height))
        cairo_matrix_translate(&matrix, -Double(visible.minX), -Double(visible.minY))
        cairo_pattern_set_matrix(mask, &matrix)
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
    }

    private func filter(_ i: Image.Interpolation) -> cairo_filter_t {
        switch i {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium, .high: CAIRO_FILTER_GOOD
        }
    }

    private func addPath(_ path: Path, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case let .quadCurve(p, c):
                // Degree elevation: a quadratic is the cubic with controls 2/3 of the way to c.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    private func applyStroke(_ style: StrokeStyle, _ cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(style.lineCap.rawValue)))
        cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(style.lineJoin.rawValue)))
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let dashes = style.dash.map { Double(max($0, 0)) }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    private func setSource(_ paint: Paint, _ cr: OpaquePointer) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case let .linearGradient(stops, start, end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            addStops(stops, pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .angularGradient(stops, center, a0, a1, radius):
            let pattern = conicMesh(stops: stops, center: center, startAngle: a0, endAngle: a1, radius: radius)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .radialGradient(stops, center, r0, r1):
            let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(r0),
                                                      Double(center.x), Double(center.y), Double(r1))!
            addStops(stops, pattern)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A conic gradient as a mesh of thin sectors (Cairo 1.16 has no conic pattern).
    private func conicMesh(stops: [ResolvedStyle.GradientStop], center: CGPoint, startAngle: Double, endAngle: Double,
                           radius: CGFloat) -> OpaquePointer {
        func color(at t: Double) -> RGBA {
            guard let first = stops.first else { return .clear }
            if t <= first.location { return first.color }
            for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
                let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
                return RGBA(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                            blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
            }
            return stops.last!.color
        }
        let mesh = cairo_pattern_create_mesh()!
        let sectors = 128
        let r = Double(radius), cx = Double(center.x), cy = Double(center.y)
        for i in 0..<sectors {
            let t0 = Double(i) / Double(sectors), t1 = Double(i + 1) / Double(sectors)
            let a0 = startAngle + (endAngle - startAngle) * t0, a1 = startAngle + (endAngle - startAngle) * t1
            let c0 = color(at: t0), c1 = color(at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + r * cos(a0), cy + r * sin(a0))
            cairo_mesh_pattern_line_to(mesh, cx + r * cos(a1), cy + r * sin(a1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    private func addStops(_ stops: [ResolvedStyle.GradientStop], _ pattern: OpaquePointer) {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
}

/// librsvg handles of one renderer (a handle must stay on one thread).
nonisolated final class SVGHandleCache {
    private var handles: [URL: SVGHandle] = [:]

    func handle(for url: URL, library: ImageLibrary) throws -> SVGHandle {
        if let h = handles[url] { return h }
        let h = try SVGHandle(data: library.svg(for: url), path: url.path)
        handles[url] = h
        return h
    }
}

/// An owned Cairo image surface (ARGB32, premultiplied, native endian).
nonisolated final class CairoSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws {
        // Cairo refuses surfaces over 32767 px; a zero-sized widget still gets a 1×1 image.
        guard width <= 32767, height <= 32767 else {
            throw VignetteError.backend("image of \(width)×\(height) px is larger than 32767 px on a side")
        }
        self.width = max(width, 1)
        self.height = max(height, 1)
        pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw VignetteError.backend("cairo: cannot create a \(width)×\(height) surface")
        }
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Straight (un-premultiplied) RGBA bytes, row by row.
    func rgbaPixels() -> RGBAImage {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let px = row[x]
                let a = UInt32(px >> 24), r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                let i = (y * width + x) * 4
                if a == 0 { continue }
                out[i] = UInt8(min((r * 255 + a / 2) / a, 255))
                out[i + 1] = UInt8(min((g * 255 + a / 2) / a, 255))
                out[i + 2] = UInt8(min((b * 255 + a / 2) / a, 255))
                out[i + 3] = UInt8(a)
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// Replaces every pixel by white whose alpha is the pixel's luminance times its alpha (Rec.
    /// 709 weights in integers, so the result is the same everywhere): a mask that paints a
    /// colour where the image is bright. Premultiplied channels already carry the alpha.
    func replaceWithLuminanceMask() {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let px = row[x]
                let luma = (54 * ((px >> 16) & 0xFF) + 183 * ((px >> 8) & 0xFF) + 19 * (px & 0xFF) + 128) >> 8
                row[x] = min(luma, 255) &* 0x0101_0101
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// PNG bytes through libpng: RGBA, no filter, zlib level 1 (deterministic; about 5× faster than
    /// Cairo's writer, files as small for flat UI images; see BENCHMARKS.md).
    func pngData() throws -> Data {
        cairo_surface_flush(pointer)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = vignette_png_encode(cairo_image_surface_get_data(pointer), Int32(width), Int32(height),
                                         cairo_image_surface_get_stride(pointer), 1, &out, &length, &error, error.count)
        guard status == 0, let out else {
            let message = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw VignetteError.backend("PNG encoding failed: \(message)")
        }
        defer { vignette_png_free(out) }
        return Data(bytes: out, count: length)
    }

    /// PNG bytes through Cairo's own encoder (the benchmark's comparison).
    func cairoPNGData() throws -> Data {
        nonisolated final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(pointer, { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend("cairo: PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }
}
