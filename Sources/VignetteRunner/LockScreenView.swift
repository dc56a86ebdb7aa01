import Foundation
import VignetteCore

/// The Lock Screen mock-up (iOS 16 and later, the default iPhone): wallpaper, status bar,
/// padlock, the date line with the inline widget, the clock, the row of widgets below it, the
/// flashlight and camera buttons and the home indicator. Written with the public API.
nonisolated struct LockScreen: View {
    /// A widget's view, hosted at `size` (its family's; an inline widget's content width).
    nonisolated struct Hosted {
        let family: WidgetFamily
        var size: CGSize
        let contentMarginsDisabled: Bool
        let view: AnyView
    }

    let inline: Hosted?
    let row: [Hosted]
    /// The render's "now": the clock and the date.
    let now: Date
    /// The row's width: two rectangular widgets side by side (four circular ones spread over it).
    let rowWidth: CGFloat
    /// A slot's width: a circular widget's side.
    let slot: CGFloat
    /// A Live Activity's Lock Screen presentation in its banner, if one runs.
    var activity: AnyView?

    /// From the bottom of the screen to a Live Activity's banner: the home indicator (5 + 8), the
    /// buttons (50 + 34) and 12 pt above them (estimated; Apple publishes no Lock Screen layout).
    static let activityBottom: CGFloat = 109

    /// The space between two rectangular widgets.
    static let rectangularSpacing: CGFloat = 18
    /// The date line's font, which iOS also sets an inline widget's text in.
    static let dateFont = Font.system(size: 19, weight: .semibold)

    var body: some View {
        VStack(spacing: 0) {
            LockStatusBar().frame(height: 54)
            Image(systemName: "lock.fill").font(.system(size: 15, weight: .semibold))
                .frame(height: 24)
            dateLine.frame(height: 26).padding(.top, 12)
            Text(Self.format(now, "h:mm"))
                .font(.system(size: 96, weight: .semibold))
                .frame(height: 96)
            widgetRow.padding(.top, 14)
            Spacer(minLength: 0)
            HStack {
                QuickAction(glyph: .flashlight)
                Spacer()
                QuickAction(glyph: .camera)
            }
            .padding(.horizontal, 46)
            .padding(.bottom, 34)
            Capsule().frame(width: 134, height: 5).padding(.bottom, 8)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .bottom) {
            // In full colour and the dark scheme (iOS shows Live Activities in the system's
            // appearance; the sheet is dark), not in the widgets' vibrant white.
            if let activity {
                activity
                    .liveActivityOnSheet(colorScheme: .dark)
                    .padding(.bottom, Self.activityBottom)
            }
        }
        .background(wallpaper)
    }

    /// The date, shortened to the weekday and day beside an inline widget, as iOS does.
    @ViewBuilder private var dateLine: some View {
        if let inline {
            HStack(spacing: 6) {
                Text(Self.format(now, "EEE d"))
                widget(inline)
            }
            .font(Self.dateFont)
        } else {
            Text(Self.format(now, "EEEE, MMMM d")).font(Self.dateFont)
        }
    }

    /// Up to four slots, spread over the row's width, centred.
    private var widgetRow: some View {
        HStack(spacing: max((rowWidth - 4 * slot) / 3, 0)) {
            ForEach(Array(row.enumerated()), id: \.offset) { _, hosted in widget(hosted) }
        }
    }

    private func widget(_ hosted: Hosted) -> some View {
        VibrantWidget(hosted: hosted)
    }

    /// An iOS 16 style wallpaper: a deep blue sky to a warm horizon.
    private var wallpaper: some View {
        LinearGradient(colors: [Color(red: 0.13, green: 0.20, blue: 0.42), Color(red: 0.30, green: 0.28, blue: 0.58),
                                Color(red: 0.72, green: 0.42, blue: 0.52), Color(red: 0.95, green: 0.62, blue: 0.45)],
                       startPoint: .top, endPoint: .bottom)
    }

    static func format(_ date: Date, _ pattern: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = RenderTimeZone.current
        f.dateFormat = pattern
        return f.string(from: date)
    }
}

/// A widget in the vibrant appearance on the sheet's own wallpaper, without the wallpaper
/// stand-in its host draws behind it when rendered alone.
private nonisolated struct VibrantWidget: View {
    let hosted: LockScreen.Hosted

    var body: some View {
        WidgetHostView(family: hosted.family, contentMarginsDisabled: hosted.contentMarginsDisabled, drawsWallpaper: false) { hosted.view }
            .frame(width: hosted.size.width, height: hosted.size.height)
    }
}

/// The Lock Screen's status bar: no clock (the big one is below), signal and battery.
private nonisolated struct LockStatusBar: View {
    var body: some View {
        HStack(spacing: 5) {
            Spacer()
            Image(systemName: "chart.bar.fill").font(.footnote)
            Capsule().strokeBorder(lineWidth: 1).frame(width: 25, height: 12)
                .overlay(alignment: .leading) { Capsule().frame(width: 18, height: 8).padding(.leading, 2) }
        }
        .padding(.horizontal, 32)
        .padding(.top, 14)
    }
}

/// The flashlight and camera buttons at the bottom corners: a glyph on a dark translucent disc.
private nonisolated struct QuickAction: View {
    nonisolated enum Glyph { case flashlight, camera }
    let glyph: Glyph

    var body: some View {
        ZStack {
            Circle().fill(Color.black.opacity(0.32))
            switch glyph {
            case .flashlight: Flashlight().fill(.white, style: FillStyle(eoFill: true)).frame(width: 12, height: 24)
            case .camera: Image(systemName: "camera.fill").font(.system(size: 20))
            }
        }
        .frame(width: 50, height: 50)
    }
}

/// A torch: a head wider than its handle, with a switch.
private nonisolated struct Flashlight: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height, x = rect.minX, y = rect.minY
        var p = Path()
        p.move(to: CGPoint(x: x, y: y))
        p.addLine(to: CGPoint(x: x + w, y: y))
        p.addLine(to: CGPoint(x: x + w, y: y + h * 0.18))
        p.addLine(to: CGPoint(x: x + w * 0.8, y: y + h * 0.38))
        p.addLine(to: CGPoint(x: x + w * 0.8, y: y + h))
        p.addLine(to: CGPoint(x: x + w * 0.2, y: y + h))
        p.addLine(to: CGPoint(x: x + w * 0.2, y: y + h * 0.38))
        p.addLine(to: CGPoint(x: x, y: y + h * 0.18))
        p.closeSubpath()
        p.addEllipse(in: CGRect(x: x + w * 0.38, y: y + h * 0.5, width: w * 0.24, height: w * 0.24))
        return p
    }
}
