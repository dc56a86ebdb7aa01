import Foundation

/// What an Apple Watch adds to a `WidgetDevice`: the sizes of its corner complication, the
/// Smart Stack, the face's geometry. Every number and its source is in
/// `Surfaces/AppleWatch.md`; *estimates* are marked there.
public nonisolated struct WatchGeometry: Hashable, Sendable {
    /// The case size in millimetres (40, 41, 42, 44, 45, 46, 49).
    public let caseSize: Int
    /// A widget in the Smart Stack (accessoryRectangular, watchOS 10 and later).
    public let smartStack: CGSize
    /// The corner complication's circle with a label beside it (HIG "Corner": the gauge and
    /// text image); without a label it is the family's size, `size(for: .accessoryCorner)`.
    public let cornerWithLabel: CGFloat
    /// The system's font size for a corner's curved text (HIG "Corner": text size).
    public let cornerTextSize: CGFloat
    /// The font size of the curved label along the bezel above the Infograph face's top
    /// circular complication (HIG "Circular": text size).
    public let bezelTextSize: CGFloat
    /// The radius of the display's rounded corners (*estimate*: Apple publishes none).
    public let screenCornerRadius: CGFloat
}

nonisolated extension WidgetDevice {
    /// A watch row: its screen (HIG Layout), and its complication and Smart Stack sizes.
    static func watch(_ caseSize: Int, suffix: String = "", _ w: CGFloat, _ h: CGFloat, name: String, circular: CGFloat,
                      rectangular: (CGFloat, CGFloat), corner: (circle: CGFloat, withLabel: CGFloat), cornerText: CGFloat,
                      bezelText: CGFloat, inlineHeight: CGFloat, smartStack: (CGFloat, CGFloat)) -> WidgetDevice {
        let sizes: [WidgetFamily: CGSize] = [
            .accessoryCircular: CGSize(width: circular, height: circular),
            .accessoryRectangular: CGSize(width: rectangular.0, height: rectangular.1),
            // Apple publishes no inline width: 60 % of the screen (an estimate), one line tall.
            .accessoryInline: CGSize(width: (w * 0.6 * 2).rounded() / 2, height: inlineHeight),
            .accessoryCorner: CGSize(width: corner.circle, height: corner.circle),
        ]
        let geometry = WatchGeometry(caseSize: caseSize, smartStack: CGSize(width: smartStack.0, height: smartStack.1),
                                     cornerWithLabel: corner.withLabel, cornerTextSize: cornerText, bezelTextSize: bezelText,
                                     screenCornerRadius: (w * 0.2).rounded())
        return WidgetDevice(id: "watch-\(caseSize)mm\(suffix)", name: name, screenSize: CGSize(width: w, height: h), scale: 2,
                            widgetCornerRadius: 0, sizes: sizes, displaySizes: [:], watch: geometry)
    }

    /// The Apple Watch cases that run watchOS 9 or later (WidgetKit complications), smallest
    /// first. Sources per number: `Surfaces/AppleWatch.md`.
    public static let watches: [WidgetDevice] = [
        .watch(40, 162, 197, name: "Apple Watch SE, Series 4–6 40 mm", circular: 42, rectangular: (162, 69), corner: (32, 20),
               cornerText: 10, bezelText: 12, inlineHeight: 20, smartStack: (152, 69.5)),
        .watch(41, 176, 215, name: "Apple Watch Series 7–9 41 mm", circular: 44.5, rectangular: (171.5, 73), corner: (34, 21),
               cornerText: 10.5, bezelText: 12.5, inlineHeight: 21, smartStack: (165, 72.5)),
        .watch(42, 187, 223, name: "Apple Watch Series 10, 11 42 mm", circular: 47, rectangular: (176, 72.5), corner: (36, 22),
               cornerText: 11, bezelText: 13, inlineHeight: 22, smartStack: (176, 72.5)),
        .watch(44, 184, 224, name: "Apple Watch SE, Series 4–6 44 mm", circular: 47, rectangular: (184, 78), corner: (36, 22),
               cornerText: 11, bezelText: 13, inlineHeight: 22, smartStack: (173, 76.5)),
        .watch(45, 198, 242, name: "Apple Watch Series 7–9 45 mm", circular: 50, rectangular: (193, 82), corner: (38, 24),
               cornerText: 12, bezelText: 14.5, inlineHeight: 24, smartStack: (184, 80.5)),
        .watch(46, 208, 248, name: "Apple Watch Series 10, 11 46 mm", circular: 51, rectangular: (196, 80.5), corner: (38, 24),
               cornerText: 12, bezelText: 14.5, inlineHeight: 24, smartStack: (194, 80.5)),
        .watch(49, 211, 257, name: "Apple Watch Ultra 3 49 mm", circular: 51, rectangular: (199, 84.5), corner: (38, 24),
               cornerText: 12, bezelText: 14.5, inlineHeight: 24, smartStack: (197, 84)),
        .watch(49, suffix: "-ultra2", 205, 251, name: "Apple Watch Ultra, Ultra 2 49 mm", circular: 50, rectangular: (193, 82),
               corner: (38, 24), cornerText: 12, bezelText: 14.5, inlineHeight: 24, smartStack: (191, 81.5)),
    ]
}
