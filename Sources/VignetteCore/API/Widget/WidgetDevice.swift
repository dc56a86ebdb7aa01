import Foundation

/// A device whose Home Screen hosts widgets: its widget sizes per family and display scale.
///
/// Sizes are Apple's HIG tables (widgetkit.md §3.1, §3.2); on iPad the widget is laid out on
/// a larger canvas and scaled down to its displayed size. The widget corner radius is not
/// published anywhere (swiftui-layout.md §1.18); Vignette uses 22 pt, an estimate from
/// Home Screen screenshots, on every iPhone (FrameUp's demo frame uses 20 pt).
public nonisolated struct WidgetDevice: Hashable, Sendable, CustomStringConvertible {
    /// A short stable id, e.g. `iphone-393x852`.
    public let id: String
    /// Example models with this screen.
    public let name: String
    public let screenSize: CGSize
    public let scale: CGFloat
    /// The device's own scale (differs from `scale` after `withScale(_:)`).
    public let nativeScale: CGFloat
    public let widgetCornerRadius: CGFloat
    /// The size a widget is laid out at, per family.
    let sizes: [WidgetFamily: CGSize]
    /// iPad: the size the laid-out widget is scaled down to on screen, per family (nil: no scaling).
    let displaySizes: [WidgetFamily: CGSize]
    /// Apple Watch: what the watch's faces and Smart Stack add (nil on iPhone and iPad).
    public let watch: WatchGeometry?

    init(id: String, name: String, screenSize: CGSize, scale: CGFloat, widgetCornerRadius: CGFloat, sizes: [WidgetFamily: CGSize],
         displaySizes: [WidgetFamily: CGSize], nativeScale: CGFloat? = nil, watch: WatchGeometry? = nil) {
        self.id = id
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
        self.widgetCornerRadius = widgetCornerRadius
        self.sizes = sizes
        self.displaySizes = displaySizes
        self.watch = watch
    }

    public var description: String { id }

    /// The families this device shows.
    public var supportedFamilies: [WidgetFamily] { WidgetFamily.allCases.filter { sizes[$0] != nil } }

    /// Whether the device is an iPad (which has no StandBy).
    public var isPad: Bool { id.hasPrefix("ipad") }

    /// Whether the device is an Apple Watch (watchOS: accessory families only, in full colour
    /// and accented).
    public var isWatch: Bool { watch != nil }

    /// The size in points a widget of the family is laid out at, or nil when the device does not
    /// offer the family. On iPad this is the canvas, larger than what the screen shows.
    public func size(for family: WidgetFamily) -> CGSize? { sizes[family] }

    /// The size in points the widget is shown at: the canvas scaled down on iPad.
    public func displaySize(for family: WidgetFamily) -> CGSize? { displaySizes[family] ?? sizes[family] }

    /// The same device rendered at another scale (pixels per point); `nativeScale` keeps the real one.
    public func withScale(_ scale: CGFloat) -> WidgetDevice {
        WidgetDevice(id: id, name: name, screenSize: screenSize, scale: scale, widgetCornerRadius: widgetCornerRadius, sizes: sizes,
                     displaySizes: displaySizes, nativeScale: nativeScale, watch: watch)
    }

    /// How much larger StandBy shows a widget of `family` than the Home Screen (its side a
    /// share of the screen's short side, `ModeValues.standByShareOfShortSide`).
    /// The side is rounded to whole pixels at the device's scale, so the image has no partly
    /// covered last row or column.
    public func standByScale(for family: WidgetFamily) -> CGFloat {
        guard let size = sizes[family], size.width > 0, scale > 0 else { return 1 }
        let pixels = (ModeValues.standByShareOfShortSide * min(screenSize.width, screenSize.height) * scale).rounded()
        return pixels / (size.width * scale)
    }

    /// The newest major iOS release the device's models run: 15 for the 320×568 iPhone SE,
    /// 16 for the 414×736 iPhone 8 Plus, the current release for the others. An appearance
    /// newer than that (StandBy: iOS 17, tinted: 18, clear: 26) is not rendered for it.
    /// 0 for a watch, which runs no iOS.
    public var newestIOS: Int {
        if isWatch { return 0 }
        return switch id {
        case "iphone-320x568": 15
        case "iphone-414x736": 16
        default: 26
        }
    }

    /// Display size over canvas size (1 on iPhone).
    public func contentScale(for family: WidgetFamily) -> CGFloat {
        guard let canvas = sizes[family], let shown = displaySizes[family], canvas.width > 0 else { return 1 }
        return shown.width / canvas.width
    }

    static func iPhone(_ w: CGFloat, _ h: CGFloat, scale: CGFloat, name: String, small: CGFloat, medium: (CGFloat, CGFloat),
                       large: (CGFloat, CGFloat), circular: CGFloat?, rectangular: (CGFloat, CGFloat)?, inline: CGFloat?) -> WidgetDevice {
        var sizes: [WidgetFamily: CGSize] = [
            .systemSmall: CGSize(width: small, height: small),
            .systemMedium: CGSize(width: medium.0, height: medium.1),
            .systemLarge: CGSize(width: large.0, height: large.1),
        ]
        if let circular { sizes[.accessoryCircular] = CGSize(width: circular, height: circular) }
        if let rectangular { sizes[.accessoryRectangular] = CGSize(width: rectangular.0, height: rectangular.1) }
        if let inline { sizes[.accessoryInline] = CGSize(width: inline, height: 26) }
        return WidgetDevice(id: "iphone-\(Int(w))x\(Int(h))", name: name, screenSize: CGSize(width: w, height: h), scale: scale,
                            widgetCornerRadius: 22, sizes: sizes, displaySizes: [:])
    }

    /// An iPad row: canvas sizes (small side, medium/large width, extra-large width) and the
    /// device sizes they are scaled to (HIG iPadOS table, widgetkit.md §3.2).
    static func iPad(_ w: CGFloat, _ h: CGFloat, name: String, canvas: (CGFloat, CGFloat, CGFloat), device: (CGFloat, CGFloat, CGFloat)) -> WidgetDevice {
        func table(_ t: (CGFloat, CGFloat, CGFloat)) -> [WidgetFamily: CGSize] {
            [.systemSmall: CGSize(width: t.0, height: t.0), .systemMedium: CGSize(width: t.1, height: t.0),
             .systemLarge: CGSize(width: t.1, height: t.1), .systemExtraLarge: CGSize(width: t.2, height: t.1)]
        }
        let same = canvas == device
        return WidgetDevice(id: "ipad-\(Int(w))x\(Int(h))", name: name, screenSize: CGSize(width: w, height: h), scale: 2,
                            widgetCornerRadius: 22, sizes: table(canvas), displaySizes: same ? [:] : table(device))
    }

    /// Every iPad screen of the HIG widget table (portrait).
    public static let iPads: [WidgetDevice] = [
        .iPad(1024, 1366, name: "iPad Pro 12.9-inch", canvas: (170, 378.5, 795), device: (160, 356, 748)),
        .iPad(834, 1194, name: "iPad Pro 11-inch", canvas: (155, 342, 715.5), device: (136, 300, 628)),
        .iPad(834, 1112, name: "iPad Air 10.5-inch", canvas: (150, 327.5, 682), device: (132, 288, 600)),
        .iPad(820, 1180, name: "iPad Air (4th gen and later), iPad (10th gen)", canvas: (155, 342, 715.5), device: (136, 300, 628)),
        .iPad(810, 1080, name: "iPad (7th–9th gen)", canvas: (146, 320.5, 669), device: (124, 272, 568)),
        .iPad(768, 1024, name: "iPad mini (5th gen), iPad 9.7-inch", canvas: (141, 305.5, 634.5), device: (120, 260, 540)),
        .iPad(744, 1133, name: "iPad mini (6th gen)", canvas: (141, 305.5, 634.5), device: (120, 260, 540)),
        .iPad(1192, 1590, name: "iPad Pro 12.9-inch, More Space", canvas: (188, 412, 860), device: (188, 412, 860)),
        .iPad(970, 1389, name: "iPad Pro 11-inch, More Space", canvas: (162, 350, 726), device: (162, 350, 726)),
        .iPad(954, 1373, name: "iPad Air, More Space", canvas: (162, 350, 726), device: (162, 350, 726)),
    ]

    /// Every iPhone screen of the HIG widget table, largest first.
    public static let iPhones: [WidgetDevice] = [
        .iPhone(430, 932, scale: 3, name: "iPhone 14/15 Pro Max, 15/16 Plus", small: 170, medium: (364, 170), large: (364, 382),
                circular: 76, rectangular: (172, 76), inline: 257),
        .iPhone(428, 926, scale: 3, name: "iPhone 12/13 Pro Max, 14 Plus", small: 170, medium: (364, 170), large: (364, 382),
                circular: 76, rectangular: (172, 76), inline: 257),
        .iPhone(414, 896, scale: 3, name: "iPhone 11 Pro Max, XS Max (11 and XR at @2x)", small: 169, medium: (360, 169),
                large: (360, 379), circular: 76, rectangular: (160, 72), inline: 248),
        .iPhone(414, 736, scale: 3, name: "iPhone 8 Plus", small: 159, medium: (348, 157), large: (348, 357),
                circular: 76, rectangular: (170, 76), inline: 248),
        .iPhone(393, 852, scale: 3, name: "iPhone 14/15 Pro, 15/16", small: 158, medium: (338, 158), large: (338, 354),
                circular: 72, rectangular: (160, 72), inline: 234),
        .iPhone(390, 844, scale: 3, name: "iPhone 12/13/14, 12/13 Pro", small: 158, medium: (338, 158), large: (338, 354),
                circular: 72, rectangular: (160, 72), inline: 234),
        .iPhone(375, 812, scale: 3, name: "iPhone X, XS, 11 Pro", small: 155, medium: (329, 155), large: (329, 345),
                circular: 72, rectangular: (157, 72), inline: 225),
        .iPhone(375, 667, scale: 2, name: "iPhone 6/7/8, SE (2nd and 3rd generation)", small: 148, medium: (321, 148),
                large: (321, 324), circular: 68, rectangular: (153, 68), inline: 225),
        .iPhone(360, 780, scale: 3, name: "iPhone 12/13 mini", small: 155, medium: (329, 155), large: (329, 345),
                circular: 72, rectangular: (157, 72), inline: 225),
        .iPhone(320, 568, scale: 2, name: "iPhone SE (1st generation)", small: 141, medium: (292, 141), large: (292, 311),
                circular: nil, rectangular: nil, inline: nil),
    ]

    /// The default device: the 393×852 pt iPhone at @3x.
    public static let defaultDevice = iPhones.first { $0.id == "iphone-393x852" }!

    /// Every known device.
    public static let all: [WidgetDevice] = iPhones + iPads + watches

    /// Looks a device up by id.
    public static func named(_ id: String) -> WidgetDevice? { all.first { $0.id == id } }
}
