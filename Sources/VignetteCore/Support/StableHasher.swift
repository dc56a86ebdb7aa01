import Foundation

/// A 64-bit hash that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process), for fingerprints kept in files. Not cryptographic: it tells apart what
/// changed, it does not resist forgery. FNV-1a's constants, fed eight bytes at a time, with a
/// final avalanche (MurmurHash3's `fmix64`).
public nonisolated struct StableHasher: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ value: UInt64) {
        state = (state ^ value) &* 0x0000_0100_0000_01b3
        state ^= state >> 29
    }

    public mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }
    public mutating func combine(_ value: Bool) { combine(value ? 1 as UInt64 : 0) }
    public mutating func combine(_ value: Double) { combine(value.bitPattern) }
    public mutating func combine(_ value: CGFloat) { combine(Double(value).bitPattern) }
    public mutating func combine(_ value: CGFloat?) {
        combine(value != nil)
        if let value { combine(value) }
    }
    public mutating func combine(_ p: CGPoint) { combine(p.x); combine(p.y) }
    public mutating func combine(_ s: CGSize) { combine(s.width); combine(s.height) }
    public mutating func combine(_ r: CGRect) { combine(r.origin); combine(r.size) }

    public mutating func combine(_ string: String) {
        combine(string.utf8.count)
        var copy = string
        copy.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ data: Data) {
        combine(data.count)
        data.withUnsafeBytes { combine(bytes: $0) }
    }

    /// Feeds bytes eight at a time (the tail zero-padded).
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            combine(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        combine(tail)
    }

    public func finalize() -> UInt64 {
        var h = state
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }

    /// The hash as 16 hexadecimal digits.
    public var hex: String {
        let s = String(finalize(), radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
