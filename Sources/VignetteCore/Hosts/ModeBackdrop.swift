import Foundation

/// What iOS draws behind a widget in place of its container background, per appearance: the
/// Lock Screen's wallpaper, the Home Screen's tinted or clear glass over a wallpaper, StandBy's
/// black. Nil where the container background is drawn (light, dark, placeholder). The values
/// are `ModeValues`'.
nonisolated struct ModeBackdrop: View {
    let appearance: WidgetAppearance
    let cornerRadius: CGFloat
    /// False on a mock-up with its own wallpaper: only the glass is drawn.
    var drawsWallpaper = true

    var body: some View {
        switch appearance {
        case .vibrant:
            if drawsWallpaper { wallpaper(ModeValues.lockScreenWallpaper) }
        case .tinted:
            glass(ModeValues.tintedGlass)
        case .clear:
            glass(ModeValues.clearGlass)
        case .standBy, .standByNight:
            Self.color(ModeValues.standByBackdrop)
        case .watchFullColor, .watchAccented:
            Self.color(ModeValues.watchFace)
        case .light, .dark, .placeholder:
            EmptyView()
        }
    }

    /// Whether the appearance replaces the container background with a backdrop.
    static func replacesContainerBackground(in appearance: WidgetAppearance?) -> Bool {
        appearance.map { !$0.showsContainerBackground } ?? false
    }

    private func wallpaper(_ colors: (top: RGBA, bottom: RGBA)) -> LinearGradient {
        LinearGradient(colors: [Self.color(colors.top), Self.color(colors.bottom)], startPoint: .top, endPoint: .bottom)
    }

    /// Glass over the Home Screen's wallpaper, with a rim along the widget's outline.
    private func glass(_ tone: RGBA) -> some View {
        ZStack {
            if drawsWallpaper { wallpaper(ModeValues.homeWallpaper) }
            Self.color(tone)
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .strokeBorder(Self.color(ModeValues.glassRim), lineWidth: ModeValues.glassRimWidth)
        }
    }

    static func color(_ c: RGBA) -> Color { Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha) }
}
