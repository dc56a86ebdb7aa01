import CCairo
import Foundation
import VignetteCore

/// One offscreen layer of the rasterizer: drawn on its own surface, then masked, blurred,
/// shadowed and composited onto its parent with its opacity and blend mode.
nonisolated final class OffscreenLayer {
    let layer: DisplayLayer
    let parent: OpaquePointer
    let content: CairoSurface
    let cr: OpaquePointer
    private var mask: CairoSurface?
    private var maskCR: OpaquePointer?
    /// Layer pixels per device unit of the parent (1 unless the parent is a vector surface).
    private let deviceScale: CGFloat

    init(layer: DisplayLayer, parent: OpaquePointer, width: Int, height: Int, scale: CGFloat, deviceScale: CGFloat) throws {
        self.layer = layer
        self.parent = parent
        self.deviceScale = deviceScale
        content = try CairoSurface(width: width, height: height)
        cr = cairo_create(content.pointer)
        cairo_scale(cr, Double(scale), Double(scale))
    }

    deinit {
        cairo_destroy(cr)
        if let maskCR { cairo_destroy(maskCR) }
    }

    /// Draws through the transforms pushed on `parent`: the layer's user space is the parent's
    /// (points, transformed), its device the layer's pixels, `deviceScale` per parent unit.
    func adoptTransform(of parent: OpaquePointer) {
        var parentMatrix = cairo_matrix_t(), toLayer = cairo_matrix_t(), combined = cairo_matrix_t()
        cairo_get_matrix(parent, &parentMatrix)
        cairo_matrix_init_scale(&toLayer, Double(deviceScale), Double(deviceScale))
        cairo_matrix_multiply(&combined, &parentMatrix, &toLayer)
        cairo_set_matrix(cr, &combined)
    }

    func beginMask(scale: CGFloat) throws -> OpaquePointer {
        let m = try CairoSurface(width: content.width, height: content.height)
        let c = cairo_create(m.pointer)!
        // The mask draws in the same (possibly transformed) user space as the content.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(c, &matrix)
        mask = m
        maskCR = c
        return c
    }

    /// Paints the layer onto its parent: in device pixels, under the parent's clip.
    func composite(scale: CGFloat) {
        cairo_surface_flush(content.pointer)
        let region = PixelRegion(bounds: layer.bounds, scale: scale, width: content.width, height: content.height)
        if let mask {
            cairo_surface_flush(mask.pointer)
            GaussianBlur.applyMask(mask, to: content)
        }
        // Lengths in points become layer pixels through the layer's matrix: its scale, and the
        // transforms (rotationEffect…) the layer is drawn through.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let pixelsPerPoint = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        if layer.blurRadius > 0 { GaussianBlur.blur(content, sigma: Double(layer.blurRadius) * pixelsPerPoint / 2, in: region) }
        cairo_save(parent)
        cairo_identity_matrix(parent)
        cairo_scale(parent, 1 / Double(deviceScale), 1 / Double(deviceScale))
        if let axis = layer.mirrorAxis {
            // Layer pixels x → 2·axis − x.
            cairo_translate(parent, 2 * Double(axis * scale), 0)
            cairo_scale(parent, -1, 1)
        }
        if let shadow = layer.shadow, let shade = try? GaussianBlur.shadow(of: content, color: shadow.color, in: region) {
            if shadow.radius > 0 { GaussianBlur.blur(shade, sigma: Double(shadow.radius) * pixelsPerPoint / 2, in: region) }
            // The offset turns with the view: a shadow below a view rotated a quarter turn falls beside it.
            var dx = Double(shadow.offset.width), dy = Double(shadow.offset.height)
            cairo_matrix_transform_distance(&matrix, &dx, &dy)
            cairo_set_source_surface(parent, shade.pointer, dx, dy)
            cairo_paint(parent)
        }
        cairo_set_operator(parent, Self.cairoOperator(layer.blendMode))
        cairo_set_source_surface(parent, content.pointer, 0, 0)
        cairo_paint_with_alpha(parent, layer.opacity)
        cairo_restore(parent)
    }

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// A rectangle of device pixels, clamped to a surface.
nonisolated struct PixelRegion {
    let x0: Int, y0: Int, x1: Int, y1: Int

    init(bounds: CGRect?, scale: CGFloat, width: Int, height: Int) {
        guard let b = bounds, b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else {
            (x0, y0, x1, y1) = (0, 0, width, height)
            return
        }
        x0 = min(max(Int((b.minX * scale).rounded(.down)), 0), width)
        y0 = min(max(Int((b.minY * scale).rounded(.down)), 0), height)
        x1 = min(max(Int((b.maxX * scale).rounded(.up)), x0), width)
        y1 = min(max(Int((b.maxY * scale).rounded(.up)), y0), height)
    }
}

/// Pixel operations on premultiplied ARGB32 surfaces: Gaussian blur (three box blurs),
/// alpha masks and shadow silhouettes. Integer arithmetic, so results are deterministic.
nonisolated enum GaussianBlur {
    /// Box widths whose three passes approximate a Gaussian of `sigma` (Kovesi's method).
    static func boxes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(3 * lower * lower) - Double(4 * 3 * lower) - 9) / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { $0 < Int(m) ? lower : upper }.map { max($0, 1) }
    }

    static func blur(_ surface: CairoSurface, sigma: Double, in region: PixelRegion) {
        guard sigma >= 0.5 else { return }
        cairo_surface_flush(surface.pointer)
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        guard w > 0, h > 0 else { return }
        // Past the region's size a wider blur averages no more pixels: a huge radius (1e9) is
        // the region's own, and the box widths stay far from overflowing.
        let sigma = min(sigma, Double(max(w, h)))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!).assumingMemoryBound(to: UInt32.self)
            + region.y0 * stride + region.x0
        var scratch = [UInt32](repeating: 0, count: max(w, h))
        for box in boxes(sigma: sigma) {
            let r = (box - 1) / 2
            for y in 0..<h { pass(data + y * stride, count: w, step: 1, radius: r, scratch: &scratch) }
            for x in 0..<w { pass(data + x, count: h, step: stride, radius: r, scratch: &scratch) }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// One box-blur pass along a line of `count` pixels `step` apart; edges are transparent.
    private static func pass(_ line: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius r: Int, scratch: inout [UInt32]) {
        guard r > 0 else { return }
        for i in 0..<count { scratch[i] = line[i * step] }
        var sum = (0, 0, 0, 0)
        func add(_ p: UInt32, _ sign: Int) {
            sum.0 += sign * Int(p >> 24); sum.1 += sign * Int((p >> 16) & 0xFF)
            sum.2 += sign * Int((p >> 8) & 0xFF); sum.3 += sign * Int(p & 0xFF)
        }
        let width = 2 * r + 1
        for i in 0..<min(r, count) { add(scratch[i], 1) }
        for i in 0..<count {
            if i + r < count { add(scratch[i + r], 1) }
            if i - r - 1 >= 0 { add(scratch[i - r - 1], -1) }
            let a = UInt32((sum.0 + width / 2) / width), rr = UInt32((sum.1 + width / 2) / width)
            let g = UInt32((sum.2 + width / 2) / width), b = UInt32((sum.3 + width / 2) / width)
            line[i * step] = (a << 24) | (rr << 16) | (g << 8) | b
        }
    }

    /// Multiplies every pixel of `content` by the alpha of `mask`.
    static func applyMask(_ mask: CairoSurface, to content: CairoSurface) {
        let stride = Int(cairo_image_surface_get_stride(content.pointer)) / 4
        let c = UnsafeMutableRawPointer(cairo_image_surface_get_data(content.pointer)!).assumingMemoryBound(to: UInt32.self)
        let m = UnsafeMutableRawPointer(cairo_image_surface_get_data(mask.pointer)!).assumingMemoryBound(to: UInt32.self)
        // The whole surface: a mask view may overflow the masked view's frame.
        for y in 0..<content.height {
            for x in 0..<content.width {
                let i = y * stride + x
                let ma = m[i] >> 24
                if ma == 255 { continue }
                let p = c[i]
                func scale(_ v: UInt32) -> UInt32 { (v * ma + 127) / 255 }
                c[i] = (scale(p >> 24) << 24) | (scale((p >> 16) & 0xFF) << 16) | (scale((p >> 8) & 0xFF) << 8) | scale(p & 0xFF)
            }
        }
        cairo_surface_mark_dirty(content.pointer)
    }

    /// The content's alpha filled with a colour (premultiplied).
    static func shadow(of content: CairoSurface, color: RGBA, in region: PixelRegion) throws -> CairoSurface {
        let shade = try CairoSurface(width: content.width, height: content.height)
        let stride = Int(cairo_image_surface_get_stride(content.pointer)) / 4
        let c = UnsafeMutableRawPointer(cairo_image_surface_get_data(content.pointer)!).assumingMemoryBound(to: UInt32.self)
        let s = UnsafeMutableRawPointer(cairo_image_surface_get_data(shade.pointer)!).assumingMemoryBound(to: UInt32.self)
        let ca = color.alpha, cr = color.red, cg = color.green, cb = color.blue
        for y in region.y0..<region.y1 { for x in region.x0..<region.x1 {
            let i = y * stride + x
            let a = Double(c[i] >> 24) / 255 * ca
            guard a > 0 else { continue }
            let A = UInt32((a * 255).rounded()), R = UInt32((cr * a * 255).rounded())
            let G = UInt32((cg * a * 255).rounded()), B = UInt32((cb * a * 255).rounded())
            s[i] = (A << 24) | (R << 16) | (G << 8) | B
        } }
        cairo_surface_mark_dirty(shade.pointer)
        return shade
    }
}
