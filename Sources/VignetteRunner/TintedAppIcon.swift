import Foundation
import VignetteCore

/// An app icon on the tinted Home Screen (iOS 18): the app's glyph alone, in the tint, on
/// dark glass. It is drawn by a widget host in the sheet's appearance, so icons and widgets
/// share one tint and one glass: the glyph is a template in the accent group, shaded by its
/// parts' opacities.
nonisolated struct TintedAppIcon: View {
    let glyph: AppIcon.Glyph

    /// The host is drawn this much larger, then scaled down, so that its corners (the device's
    /// widget radius) are rounder than the icon's, which the icon's own outline then cuts.
    private static let scale: CGFloat = 2

    var body: some View {
        let side = AppIcon.side * Self.scale
        WidgetHostView(family: .systemSmall, contentMarginsDisabled: true) {
            content
                .frame(width: AppIcon.side, height: AppIcon.side)
                .scaleEffect(Self.scale)
                .widgetAccentable()
        }
        .frame(width: side, height: side)
        .scaleEffect(1 / Self.scale)
        .frame(width: AppIcon.side, height: AppIcon.side)
        .clipShape(RoundedRectangle(cornerRadius: AppIcon.cornerRadius))
    }

    /// The glyphs of `AppIcon`, in white at the opacity each part is shaded with; the parts
    /// that are dark on a light icon (the camera, the clock's hands) become outlines.
    @ViewBuilder private var content: some View {
        let line = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)
        switch glyph {
        case .mail:
            Envelope().stroke(.white, style: line).frame(width: 36, height: 25)
        case .photos:
            ZStack {
                ForEach(0..<8, id: \.self) { Petal(index: $0).fill(Color.white.opacity(0.25 + 0.09 * Double($0))) }
            }
            .frame(width: 46, height: 46)
        case .camera:
            ZStack {
                CameraBody().stroke(.white, style: StrokeStyle(lineWidth: 2.5, lineJoin: .round)).frame(width: 40, height: 28)
                Circle().stroke(.white, lineWidth: 2.5).frame(width: 12, height: 12).offset(y: 2)
            }
        case .maps:
            ZStack {
                MapRoad().stroke(.white.opacity(0.45), style: StrokeStyle(lineWidth: 5, lineCap: .round)).frame(width: 60, height: 60)
                Circle().fill(.white).frame(width: 14, height: 14).offset(x: 6, y: -4)
            }
        case .clock:
            ZStack {
                Circle().stroke(.white, lineWidth: 3).frame(width: 44, height: 44)
                ClockHands().stroke(.white, style: line).frame(width: 48, height: 48)
            }
        case .notes:
            VStack(spacing: 0) {
                Color.white.frame(height: 16)
                NoteLines().stroke(.white.opacity(0.5), style: StrokeStyle(lineWidth: 1)).frame(maxHeight: .infinity)
            }
        case .books:
            OpenBook().fill(.white).frame(width: 36, height: 24)
        case .stocks:
            StockLine().stroke(.white, style: line).frame(width: 40, height: 26)
        case .phone:
            Handset().fill(.white).frame(width: 30, height: 30)
        case .safari:
            ZStack {
                Circle().stroke(.white.opacity(0.6), lineWidth: 2.5).frame(width: 44, height: 44)
                CompassNeedle(half: .north).fill(.white).frame(width: 40, height: 40)
                CompassNeedle(half: .south).fill(.white.opacity(0.5)).frame(width: 40, height: 40)
            }
        case .messages:
            SpeechBubble().fill(.white).frame(width: 40, height: 34)
        case .music:
            MusicNote().fill(.white).frame(width: 26, height: 32)
        }
    }
}
