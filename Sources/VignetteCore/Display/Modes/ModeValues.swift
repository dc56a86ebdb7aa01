import Foundation

/// Every value the widget appearances beyond full colour draw with, in one place. Apple
/// publishes none of these numbers: each is chosen from Apple's documentation and WWDC
/// sessions (the rules) and its published screenshots (the look), and the README's "Widget
/// modes" notes say why.
nonisolated enum ModeValues {
    // MARK: Lock Screen (vibrant)

    /// The wallpaper stand-in behind an accessory widget, top to bottom.
    static let lockScreenWallpaper = (top: RGBA(red: 0.22, green: 0.27, blue: 0.36, alpha: 1),
                                      bottom: RGBA(red: 0.10, green: 0.12, blue: 0.18, alpha: 1))
    /// Vibrant content is this colour at its own opacity times its luminance.
    static let vibrant = RGBA(red: 1, green: 1, blue: 1, alpha: 1)

    // MARK: Home Screen (tinted and clear)

    /// The wallpaper stand-in behind the tinted and clear glass, top to bottom: a dusk blue to
    /// violet, dark enough for white content and coloured enough to show through clear glass.
    static let homeWallpaper = (top: RGBA(red: 0.20, green: 0.36, blue: 0.55, alpha: 1),
                                bottom: RGBA(red: 0.31, green: 0.20, blue: 0.42, alpha: 1))
    /// The tint the user picked (a sky blue): the accent group's colour.
    static let tint = RGBA(red: 0.47, green: 0.73, blue: 1.00, alpha: 1)
    /// The default group in tinted: a pale, desaturated tone of the tint.
    static let tintedDefault = RGBA(red: 0.86, green: 0.92, blue: 1.00, alpha: 1)
    /// The tinted glass: the tint darkened, nearly opaque over the wallpaper.
    static let tintedGlass = RGBA(red: 0.09, green: 0.15, blue: 0.23, alpha: 0.86)
    /// Clear: the accent group white, the default group white a little see-through.
    static let clearAccent = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    static let clearDefault = RGBA(red: 1, green: 1, blue: 1, alpha: 0.72)
    /// The clear glass: a faint white frost, and a brighter rim where the glass catches light.
    static let clearGlass = RGBA(red: 1, green: 1, blue: 1, alpha: 0.12)
    static let glassRim = RGBA(red: 1, green: 1, blue: 1, alpha: 0.38)
    /// The rim's width in points (tinted and clear).
    static let glassRimWidth: CGFloat = 1

    // MARK: Apple Watch

    /// The watch face behind complications: the display's black.
    static let watchFace = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    /// A tinted face's colour (accented): the accent group's. Orange, one of the face colours.
    static let watchTint = RGBA(red: 1.00, green: 0.62, blue: 0.04, alpha: 1)
    /// A tinted face's default group: white (Apple HIG, Widgets → Accented).
    static let watchDefault = RGBA(red: 1, green: 1, blue: 1, alpha: 1)

    // MARK: StandBy

    /// A StandBy widget's side is this share of the screen's short side (two stacks side by
    /// side in landscape, nearly the screen's height), the small widget scaled to it.
    static let standByShareOfShortSide: CGFloat = 0.84
    /// StandBy's content margins, in the small widget's points (Apple: smaller than the Home
    /// Screen's 16; measured between 0 and 5).
    static let standByMargin: CGFloat = 4
    /// The night's red: vibrant content is this colour at its opacity times its luminance.
    static let standByNight = RGBA(red: 0.88, green: 0.12, blue: 0.09, alpha: 1)
    /// StandBy's backdrop.
    static let standByBackdrop = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
}
