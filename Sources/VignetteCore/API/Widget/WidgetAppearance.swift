import Foundation

/// The appearance a widget image is rendered in: the surfaces and modes iOS shows widgets in.
/// The values each mode draws with (tint, glass, wallpapers, StandBy's scale) are in
/// `Display/Modes/ModeValues.swift`.
public nonisolated enum WidgetAppearance: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The Home Screen in full colour, light and dark.
    case light, dark
    /// The placeholder entry in light mode under `.redacted(reason: .placeholder)`.
    case placeholder
    /// The Home Screen's tinted appearance (iOS 18): the accented rendering mode, the accent
    /// group in the tint colour and the rest in a pale tone of it, over tinted glass.
    case tinted
    /// The Home Screen's clear appearance (iOS 26): the accented rendering mode in white over
    /// clear glass on a wallpaper.
    case clear
    /// The Lock Screen's vibrant rendering of the accessory families: the content in the dark
    /// colour scheme, drawn as white whose opacity follows its luminance, over a wallpaper.
    case vibrant
    /// StandBy (iPhone, iOS 17): a small widget scaled up on black, its container background
    /// removed, in full colour and the dark colour scheme.
    case standBy = "standby"
    /// StandBy at night: as `standBy`, in the vibrant rendering mode tinted red.
    case standByNight = "standby-night"
    /// Apple Watch in full colour (a multicolour watch face, the Smart Stack): the dark colour
    /// scheme on the watch's black, the widget's colours as written.
    case watchFullColor = "fullColor"
    /// Apple Watch on a tinted face (the accented rendering mode): the default group white,
    /// the accent group (`widgetAccentable()`) in the face's colour, on black.
    case watchAccented = "accented"

    public var description: String { rawValue }

    public var colorScheme: ColorScheme { self == .light || self == .placeholder ? .light : .dark }

    /// Whether the appearance is Apple Watch's (the only ones a watch shows).
    public var isWatch: Bool { self == .watchFullColor || self == .watchAccented }

    /// Whether `device` shows the appearance: a watch its own two, an iPhone or iPad those its
    /// iOS has (`introducedIn`).
    public func isOffered(on device: WidgetDevice) -> Bool {
        device.isWatch ? isWatch : !isWatch && device.newestIOS >= introducedIn
    }

    /// The rendering mode WidgetKit reports in this appearance (`\.widgetRenderingMode`).
    public var renderingMode: WidgetRenderingMode {
        switch self {
        case .light, .dark, .placeholder, .standBy, .watchFullColor: .fullColor
        case .tinted, .clear, .watchAccented: .accented
        case .vibrant, .standByNight: .vibrant
        }
    }

    /// Whether the widget's container background is drawn: iOS removes it on the Lock Screen,
    /// in StandBy and in the tinted and clear appearances, which draw their own backdrop.
    public var showsContainerBackground: Bool { self == .light || self == .dark || self == .placeholder }

    /// Whether the appearance is one of StandBy's (scaled up, on black).
    public var isStandBy: Bool { self == .standBy || self == .standByNight }

    /// Where the appearance applies, in words (for messages).
    public var whereDrawn: String {
        switch self {
        case .light, .dark, .placeholder: "for every widget"
        case .tinted, .clear: "for the Home Screen families (system…), on devices with iOS \(introducedIn)"
        case .vibrant: "for the Lock Screen's accessory families (accessory…)"
        case .standBy, .standByNight: "for systemSmall on iPhone with iOS 17, for a widget whose background is removable"
        case .watchFullColor, .watchAccented: "for the accessory families on Apple Watch (the watch-… devices)"
        }
    }

    /// The iOS release that brought the appearance (watchOS for the watch's: 9, the first with
    /// WidgetKit complications).
    public var introducedIn: Int {
        switch self {
        case .watchFullColor, .watchAccented: 9
        case .light, .dark, .placeholder: 14
        case .vibrant: 16
        case .standBy, .standByNight: 17
        case .tinted: 18
        case .clear: 26
        }
    }
}
