import Foundation

/// The reasons to apply a redaction to data displayed on screen.
public nonisolated struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders: text becomes bars, images boxes.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private nonisolated struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private nonisolated struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether content here is drawn as placeholders: under `.placeholder`, or under
    /// `.privacy` inside `privacySensitive()`.
    var drawsPlaceholders: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

nonisolated extension View {
    /// Adds a reason to apply a redaction to this view hierarchy (reasons accumulate).
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons = [] })
    }

    /// Marks the view as containing sensitive, private user data (redacted under `.privacy`).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.isPrivacySensitive = sensitive })
    }
}

/// How placeholders look (widgetkit.md §6; Apple publishes no numbers): each laid-out text line
/// becomes a rounded bar of the line's width, ¾ of its height and centred on it, in the
/// text's colour at 20 % of its opacity; each image an opaque rounded box of its frame in
/// system gray 5 (light) or gray 4 (dark).
nonisolated enum PlaceholderStyle {
    static let opacity = 0.2
    static let barHeightFraction: CGFloat = 0.75

    /// An image becomes an opaque system-gray box of its frame (it may be the only thing behind
    /// the content, as with a full-bleed photo).
    static func box(for frame: CGRect, color: RGBA) -> DisplayItem {
        .fill(Path(roundedRect: frame, cornerRadius: min(min(frame.width, frame.height) * 0.15, 12), style: .continuous),
              .color(color), FillStyle())
    }

    static func bars(for lines: [TextMeasurement.Line], in frame: CGRect, color: RGBA, grid: PixelGrid) -> [DisplayItem] {
        lines.compactMap { line in
            guard line.rect.width > 0 else { return nil }
            let h = line.rect.height * barHeightFraction
            let rect = CGRect(x: frame.minX + line.rect.minX, y: frame.minY + line.rect.midY - h / 2, width: line.rect.width, height: h)
            let snapped = grid.snap(rect)
            return .fill(Path(roundedRect: snapped, cornerRadius: snapped.height * 0.3, style: .continuous),
                         .color(color.multiplyingAlpha(opacity)), FillStyle())
        }
    }
}
