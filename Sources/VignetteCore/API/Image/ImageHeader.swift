import Foundation

/// The format and pixel size of encoded image bytes, read from the header alone.
package nonisolated struct ImageHeader: Equatable {
    package var format: UIImage.Format
    package var width: Int
    package var height: Int

    /// The header of PNG, JPEG or GIF bytes; nil for anything else or a header cut short.
    package static func read(_ data: Data) -> ImageHeader? {
        let bytes = [UInt8](data.prefix(65_536))
        return png(bytes) ?? gif(bytes) ?? jpeg(data)
    }

    /// PNG: the signature, then the IHDR chunk with width and height (big-endian).
    private static func png(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageHeader(format: .png, width: bigEndian(b, 16, 4), height: bigEndian(b, 20, 4))
    }

    /// GIF: "GIF87a" or "GIF89a", then the logical screen's width and height (little-endian).
    private static func gif(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 10, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else { return nil }
        return ImageHeader(format: .gif, width: Int(b[6]) | Int(b[7]) << 8, height: Int(b[8]) | Int(b[9]) << 8)
    }

    /// JPEG: SOI, then segments up to the first start-of-frame marker, which holds the size.
    private static func jpeg(_ data: Data) -> ImageHeader? {
        let b = [UInt8](data)
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 1 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            i += 2
            if marker == 0xFF { i -= 1; continue }                          // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue } // no length
            guard i + 2 <= b.count else { return nil }
            let length = bigEndian(b, i, 2)
            guard length >= 2 else { return nil }
            // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 7 <= b.count else { return nil }
                return ImageHeader(format: .jpeg, width: bigEndian(b, i + 5, 2), height: bigEndian(b, i + 3, 2))
            }
            if marker == 0xDA || marker == 0xD9 { return nil }                // scan or end before any frame
            i += length
        }
        return nil
    }

    private static func bigEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int {
        b[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
