import Foundation

/// A per-channel comparison of two images, on un-premultiplied RGBA.
public nonisolated struct PixelComparison: Sendable, CustomStringConvertible {
    public let referenceSize: (width: Int, height: Int)
    public let actualSize: (width: Int, height: Int)
    /// Pixels where some channel differs by more than the tolerance.
    public private(set) var differing = 0
    /// The largest difference of any channel.
    public private(set) var largest = 0
    /// The smallest rectangle holding every differing pixel, in pixels.
    public private(set) var bounds: (x: Int, y: Int, width: Int, height: Int)?
    /// One flag per pixel: differs beyond the tolerance.
    let mask: [Bool]

    public var sizesMatch: Bool { referenceSize == actualSize }

    public init(reference: RGBAImage, actual: RGBAImage, tolerance: Int) {
        referenceSize = (reference.width, reference.height)
        actualSize = (actual.width, actual.height)
        guard reference.width == actual.width, reference.height == actual.height else {
            mask = []
            return
        }
        var mask = [Bool](repeating: false, count: reference.width * reference.height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var differing = 0, largest = 0
        let r = reference.pixels, a = actual.pixels
        for p in 0..<mask.count {
            let i = p * 4
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(r[i + c]) - Int(a[i + c]))) }
            largest = max(largest, worst)
            guard worst > tolerance else { continue }
            mask[p] = true
            differing += 1
            let x = p % reference.width, y = p / reference.width
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
        self.mask = mask
        self.differing = differing
        self.largest = largest
        if maxX >= 0 { bounds = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
    }

    public func passes(maxDifferingPixels: Int) -> Bool { sizesMatch && differing <= maxDifferingPixels }

    public var description: String {
        guard sizesMatch else {
            return "the image is \(actualSize.width)×\(actualSize.height) px but the reference is \(referenceSize.width)×\(referenceSize.height) px"
        }
        let box = bounds.map { "x \($0.x)…\($0.x + $0.width - 1), y \($0.y)…\($0.y + $0.height - 1)" } ?? "none"
        return "\(differing) pixels differ (largest channel difference \(largest); bounding box \(box))"
    }

    /// The difference mask: differing pixels in red over a faded grey copy of the reference.
    public func differenceImage(reference: RGBAImage) -> RGBAImage {
        let w = reference.width, h = reference.height
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for p in 0..<(w * h) {
            let i = p * 4
            if sizesMatch, mask[p] {
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
            } else {
                let luma = (Int(reference.pixels[i]) * 3 + Int(reference.pixels[i + 1]) * 6 + Int(reference.pixels[i + 2])) / 10
                let faded = UInt8(255 - (255 - luma) * 3 / 10)
                out[i] = faded; out[i + 1] = faded; out[i + 2] = faded
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// Reference | difference mask | actual, side by side, 8 px apart.
    public func triptych(reference: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let gap = 8
        let panels = [reference, differenceImage(reference: reference), actual]
        let total = panels.map(\.width).reduce(0, +) + gap * 2, h = panels.map(\.height).max() ?? 0
        var out = [UInt8](repeating: 255, count: total * h * 4)
        var ox = 0
        for image in panels {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let s = (y * image.width + x) * 4, d = (y * total + ox + x) * 4
                    for c in 0..<4 { out[d + c] = image.pixels[s + c] }
                }
            }
            ox += image.width + gap
        }
        return RGBAImage(width: total, height: h, pixels: out)
    }
}
