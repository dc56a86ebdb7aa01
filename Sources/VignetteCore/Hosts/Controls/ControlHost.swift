import Foundation

/// Which presentation a control's template is drawn in, and a toggle's state, set by its host.
package nonisolated struct ControlRendering: Sendable {
    let presentation: ControlPresentation
    let isOn: Bool
    /// The control's `displayName`, for the system's default action hint.
    var displayName: String?
}

private nonisolated struct ControlRenderingKey: EnvironmentKey { static let defaultValue: ControlRendering? = nil }

nonisolated extension EnvironmentValues {
    /// Set by `ControlHost`: the template view draws that presentation (unset: a medium module).
    package var controlRendering: ControlRendering? {
        get { self[ControlRenderingKey.self] }
        set { self[ControlRenderingKey.self] = newValue }
    }
}

/// Frames a control as iOS shows it (`ControlSurface`): a Control Center module on Control
/// Center's dimmed backdrop, a button at the bottom of the Lock Screen, or the Action button's
/// preview in the Dynamic Island at the top of the screen.
nonisolated struct ControlHost: View {
    @Environment(\.widgetDevice) private var device
    let presentation: ControlPresentation
    let isOn: Bool
    var displayName: String?
    let content: AnyView

    var body: some View {
        let drawn = content.environment(\.controlRendering, ControlRendering(presentation: presentation, isOn: isOn, displayName: displayName))
        switch presentation {
        case .small, .medium, .large, .status:
            drawn
                .padding(ControlGeometry.controlCenterMargin)
                .background { ControlCenterBackdrop() }
        case .lockScreen:
            drawn
                .padding(.horizontal, ControlGeometry.lockScreenSideInset)
                .padding(.vertical, ControlGeometry.lockScreenBottomInset)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background { LockScreenBottomWallpaper() }
        case .actionButton, .actionButtonHint:
            drawn
                .padding(.vertical, DynamicIslandGeometry(device)?.top ?? 11)
                .frame(maxWidth: .infinity)
                .background(Color(provider: .system(.systemBackground)))
        }
    }
}

/// Control Center's backdrop: the wallpaper blurred and dimmed (a stand-in: the Lock Screen
/// sheet's sky, darkened).
private nonisolated struct ControlCenterBackdrop: View {
    var body: some View {
        LinearGradient(colors: [Color(red: 0.09, green: 0.11, blue: 0.21), Color(red: 0.16, green: 0.13, blue: 0.27),
                                Color(red: 0.30, green: 0.18, blue: 0.25)],
                       startPoint: .top, endPoint: .bottom)
    }
}

/// The bottom of the Lock Screen's wallpaper (the Lock Screen sheet's warm horizon).
private nonisolated struct LockScreenBottomWallpaper: View {
    var body: some View {
        LinearGradient(colors: [Color(red: 0.50, green: 0.34, blue: 0.56), Color(red: 0.72, green: 0.42, blue: 0.52)],
                       startPoint: .top, endPoint: .bottom)
    }
}
