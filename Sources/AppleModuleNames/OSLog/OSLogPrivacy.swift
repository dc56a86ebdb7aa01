import Foundation

/// Whether an interpolated value is shown in the log, as the `os` module's `OSLogPrivacy`.
/// `.auto` keeps numbers and Booleans public and redacts strings and objects, as Apple's log
/// does for a device without a debugger attached.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask?

    public static let auto = OSLogPrivacy(kind: .auto, mask: nil)
    public static let `public` = OSLogPrivacy(kind: .public, mask: nil)
    public static let `private` = OSLogPrivacy(kind: .private, mask: nil)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: nil)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// How a redacted value is replaced: `.hash` logs a hash of it, so equal values can be matched.
    public struct Mask: Equatable, Sendable {
        let isHash: Bool
        public static let hash = Mask(isHash: true)
        public static let none = Mask(isHash: false)
    }

    /// The value as the log shows it: itself when public, else `<private>` or its hash.
    func apply(_ text: String, isScalar: Bool, showsPrivate: Bool) -> String {
        let redacted = switch kind {
        case .public: false
        case .auto: !isScalar
        case .private, .sensitive: true
        }
        guard redacted, !showsPrivate else { return text }
        if mask?.isHash == true { return "<mask.hash: '\(OSLogPrivacy.hash(text))'>" }
        return "<private>"
    }

    /// A stable hash (FNV-1a, 64 bits, base64): Apple's is salted per boot, so only its shape matters.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return withUnsafeBytes(of: h.bigEndian) { Data($0) }.base64EncodedString()
    }
}
