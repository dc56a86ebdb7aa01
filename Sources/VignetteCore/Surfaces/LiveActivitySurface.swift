import Foundation

/// A presentation of a Live Activity (ActivityKit): on the Lock Screen, or in the Dynamic Island
/// compact (leading and trailing around the TrueDepth camera), minimal or expanded; or the
/// `.small` supplemental family (the Apple Watch Smart Stack, CarPlay).
public nonisolated enum LiveActivityPresentation: String, CaseIterable, Hashable, Sendable {
    case lockScreen, compact, minimal, expanded, small
    /// Two activities at once: the first's minimal view attached to the island's leading end, the
    /// second's a detached circle after its trailing end (drawn with a second instance of the activity).
    case minimalPair = "minimal-two"

    /// Whether it is drawn in the Dynamic Island.
    public var isDynamicIsland: Bool { self == .compact || self == .minimal || self == .expanded || self == .minimalPair }
}

/// A Live Activity's presentation (Surfaces/LiveActivities.md has every dimension and its source):
///
/// - `activity-lockScreen`: the content view in a rounded banner, the Lock Screen's width less its
///   margins, as tall as the content asks between 84 and 160 pt, on its `activityBackgroundTint`
///   or the system material, over a strip of wallpaper; on every iPhone whose iOS has Live
///   Activities (16.1) and on iPad. In StandBy (iPhone, iOS 17) the same presentation at twice
///   its size on the landscape screen, its tint (or black) filling the screen; at night in red.
/// - `island-compact`, `island-minimal`, `island-expanded`: the Dynamic Island at the top of the
///   screen, black, with that device's island geometry, on the iPhones that have one.
///
/// Rendered from a Live Activity's previews (`#Preview(_:as:using:widget:contentStates:)`), in
/// light and dark; a widget's default surfaces never include them.
nonisolated struct LiveActivitySurface: SurfaceKind {
    let presentation: LiveActivityPresentation

    static func surfaces(of widget: WidgetDescription) -> [Self] { [] }
    static var all: [Self] { LiveActivityPresentation.allCases.map(Self.init) }

    var name: String { presentation.isDynamicIsland ? "island-\(presentation.rawValue)" : "activity-\(presentation.rawValue)" }
    /// A Live Activity is no widget family.
    var family: WidgetFamily? { nil }

    func isOffered(on device: WidgetDevice) -> Bool {
        if presentation == .small { return LiveActivityGeometry.smallSize(on: device) != nil }
        return presentation.isDynamicIsland ? DynamicIslandGeometry(device) != nil : LiveActivityGeometry.lockScreenWidth(on: device) != nil
    }

    /// Light and dark everywhere; StandBy (iOS 17, iPhone only) for the Lock Screen presentation.
    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool {
        if presentation == .small { return device.isWatch ? appearance == .watchFullColor : appearance == .light || appearance == .dark }
        return appearance == .light || appearance == .dark || (presentation == .lockScreen && appearance.isStandBy && !device.isPad)
    }

    /// The screen's width; the image is as tall as the presentation.
    func proposal(on device: WidgetDevice) -> ProposedViewSize { ProposedViewSize(width: device.screenSize.width, height: nil) }

    /// The presentation's size: the Lock Screen banner at its largest, the island's outline.
    func displaySize(on device: WidgetDevice) -> CGSize {
        switch presentation {
        case .small:
            return LiveActivityGeometry.smallSize(on: device) ?? .zero
        case .lockScreen:
            return CGSize(width: LiveActivityGeometry.lockScreenWidth(on: device) ?? 0, height: LiveActivityGeometry.maximumHeight)
        case .compact, .minimal, .expanded, .minimalPair:
            guard let island = DynamicIslandGeometry(device) else { return .zero }
            switch presentation {
            case .compact: return CGSize(width: island.compactWidth, height: island.height)
            case .minimal: return CGSize(width: island.height, height: island.height)
            case .minimalPair: return CGSize(width: island.sensorWidth + 2 * island.height + island.detachedGap, height: island.height)
            default: return CGSize(width: island.expandedWidth, height: LiveActivityGeometry.maximumHeight)
            }
        }
    }

    func reviewSize(on device: WidgetDevice) -> CGSize { CGSize(width: device.screenSize.width, height: 0) }
    func contentScale(on device: WidgetDevice) -> CGFloat { 1 }
    /// StandBy shows the Lock Screen presentation at twice its size (HIG-LA, StandBy).
    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat {
        presentation == .lockScreen && appearance.isStandBy ? LiveActivityGeometry.standByScale : 1
    }

    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView {
        presentation.isDynamicIsland ? AnyView(DynamicIslandScreenTop(presentation: presentation, content: content))
            : presentation == .small ? AnyView(SmallActivityHost(content: content))
            : AnyView(LockScreenActivityHost(content: content))
    }
}

/// The Lock Screen presentation's dimensions (Apple HIG, Live Activities → Specifications).
public nonisolated enum LiveActivityGeometry {
    /// The height range of the Lock Screen and expanded presentations: the system truncates above 160 pt.
    public static let minimumHeight: CGFloat = 84
    public static let maximumHeight: CGFloat = 160

    /// The Lock Screen presentation's width: the HIG's table (371 pt on a 393 pt wide iPhone,
    /// 408 on a 430 pt one: 11 pt from each side of the screen, which Vignette applies to the
    /// iPhones the table leaves out; 500 pt on the 13-inch iPad, 425 on the others). Nil where
    /// iOS has no Live Activities (the iPhone SE of 2016 stops at iOS 15).
    public static func lockScreenWidth(on device: WidgetDevice) -> CGFloat? {
        if device.isPad { return device.id == "ipad-1024x1366" ? 500 : 425 }
        guard device.newestIOS >= 16 else { return nil }
        return device.screenSize.width - 2 * lockScreenSideMargin
    }

    /// The `.small` family's size: the Smart Stack's on a watch (HIG-LA watchOS dimensions, the
    /// same as the watch's widgets), 240×78 pt on CarPlay (HIG-LA CarPlay dimensions, the first of
    /// 240×78, 240×100 and 170×78) for an iPhone with iOS 26; nil elsewhere.
    public static func smallSize(on device: WidgetDevice) -> CGSize? {
        if let watch = device.watch { return watch.smartStack }
        return !device.isPad && device.newestIOS >= 26 ? carPlaySize : nil
    }

    public static let carPlaySize = CGSize(width: 240, height: 78)
    /// Estimates: Apple publishes neither tile's corner radius.
    public static let smartStackCornerRadius: CGFloat = 20
    public static let carPlayCornerRadius: CGFloat = 12
    /// Estimate: the side margins of the compact views in the `.small` family of an activity
    /// that does not declare it.
    public static let smallFallbackMargin: CGFloat = 12

    /// StandBy draws the Lock Screen presentation at twice its size, on the landscape screen.
    public static let standByScale: CGFloat = 2

    /// From the screen's edge to the banner (393 − 371 = 22 pt, halved).
    public static let lockScreenSideMargin: CGFloat = 11
    /// Estimate: Apple publishes no Lock Screen corner radius; notifications' look the same.
    public static let lockScreenCornerRadius: CGFloat = 24
}

/// A device's Dynamic Island (Apple HIG, Live Activities → Specifications; Surfaces/LiveActivities.md).
public nonisolated struct DynamicIslandGeometry: Hashable, Sendable {
    /// The island's width with compact or minimal content (230 or 250 pt).
    public let compactWidth: CGFloat
    /// The width of the compact leading and trailing presentations (52.33 or 62.33 pt).
    public let compactSideWidth: CGFloat
    /// The island's height when compact or minimal (36.67 pt): also the TrueDepth camera's row.
    public let height: CGFloat
    /// The expanded presentation's width (371 or 408 pt).
    public let expandedWidth: CGFloat
    /// The widest minimal presentation (45 pt; the narrowest is a circle, `height`).
    public let minimalMaximumWidth: CGFloat
    /// From the top of the screen to the island (11 pt, measured on the iPhone 14 Pro).
    public let top: CGFloat
    /// The expanded island's corner radius (44 pt).
    public let expandedCornerRadius: CGFloat
    /// With two activities, from the island's trailing end to the second activity's detached
    /// minimal circle (6 pt: an estimate, Apple publishes none).
    public let detachedGap: CGFloat

    /// The camera's part of the compact island, between the leading and trailing presentations.
    public var sensorWidth: CGFloat { compactWidth - 2 * compactSideWidth }

    /// The island of `device`, or nil when it has none.
    public init?(_ device: WidgetDevice) {
        switch device.id {
        case "iphone-393x852": self.init(compactWidth: 230, compactSideWidth: 52.33, expandedWidth: 371)
        case "iphone-430x932": self.init(compactWidth: 250, compactSideWidth: 62.33, expandedWidth: 408)
        default: return nil
        }
    }

    init(compactWidth: CGFloat, compactSideWidth: CGFloat, expandedWidth: CGFloat) {
        self.compactWidth = compactWidth
        self.compactSideWidth = compactSideWidth
        self.height = 36.67
        self.expandedWidth = expandedWidth
        self.minimalMaximumWidth = 45
        self.top = 11
        self.expandedCornerRadius = 44
        self.detachedGap = 6
    }
}
