import Foundation

/// Where iOS 18 shows a control (`Surfaces/Controls.md` has every dimension and its source).
public nonisolated enum ControlPresentation: String, CaseIterable, Hashable, Sendable {
    /// Control Center's 1×1 module: the symbol on a circular platter.
    case small
    /// Control Center's 2×1 module: the symbol, then the title and value.
    case medium
    /// Control Center's 2×2 module: the symbol above the title and value.
    case large
    /// One of the Lock Screen's two buttons at the bottom: the symbol alone.
    case lockScreen
    /// The Action button's preview in the Dynamic Island: the symbol and the value, in the tint.
    case actionButton
    /// The Action button pressed briefly: the island with the symbol and the action hint
    /// (`controlWidgetActionHint(_:)`, else the system's "Hold to Turn On ‘…’").
    case actionButtonHint
    /// Control Center as the control's state changes: its status (`controlWidgetStatus(_:)`, else
    /// its title and value) above its 2×1 module.
    case status

    /// Whether it is a Control Center module.
    public var isControlCenter: Bool { self == .small || self == .medium || self == .large }
    /// Whether it is drawn in the Dynamic Island for the Action button.
    public var isActionButton: Bool { self == .actionButton || self == .actionButtonHint }
}

/// A control in one presentation, a toggle in one of its states: `control-<presentation>` for
/// a button, `control-<presentation>-off` and `-on` for a toggle (a toggle's image in the
/// state iOS shows it in once tapped: `valueLabel` called with that state).
///
/// Control Center and the Lock Screen look the same in light and dark mode (light symbols and
/// texts over a dimmed wallpaper), so they are drawn once, in `dark`; the Action button's
/// island sits on the screen's background, so it is drawn in both. On iPhones whose iOS has
/// controls (18); the Action button's preview on those with a Dynamic Island.
nonisolated struct ControlSurface: SurfaceKind {
    let presentation: ControlPresentation
    /// A toggle's state, or nil for a button.
    let isOn: Bool?

    static func surfaces(of widget: WidgetDescription) -> [Self] {
        guard let control = widget.control else { return [] }
        return ControlPresentation.allCases.flatMap { presentation in
            control.isToggle ? [Self(presentation: presentation, isOn: false), Self(presentation: presentation, isOn: true)]
                             : [Self(presentation: presentation, isOn: nil)]
        }
    }

    static var all: [Self] {
        ControlPresentation.allCases.flatMap { p in [Self(presentation: p, isOn: nil), Self(presentation: p, isOn: false), Self(presentation: p, isOn: true)] }
    }

    var name: String { "control-\(presentation.rawValue)" + (isOn.map { $0 ? "-on" : "-off" } ?? "") }
    /// A control is no widget family.
    var family: WidgetFamily? { nil }

    func isOffered(on device: WidgetDevice) -> Bool {
        guard !device.isPad, !device.isWatch, device.newestIOS >= 18 else { return false }
        return !presentation.isActionButton || DynamicIslandGeometry(device) != nil
    }

    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool {
        presentation.isActionButton ? (appearance == .light || appearance == .dark) : appearance == .dark
    }

    func proposal(on device: WidgetDevice) -> ProposedViewSize { ProposedViewSize(width: device.screenSize.width, height: nil) }

    /// The module's, the button's or the island's size.
    func displaySize(on device: WidgetDevice) -> CGSize { ControlGeometry.size(of: presentation, on: device) }

    func reviewSize(on device: WidgetDevice) -> CGSize {
        presentation.isControlCenter || presentation == .status
            ? CGSize(width: displaySize(on: device).width + 2 * ControlGeometry.controlCenterMargin, height: 0)
                                     : CGSize(width: device.screenSize.width, height: 0)
    }

    func contentScale(on device: WidgetDevice) -> CGFloat { 1 }
    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat { 1 }

    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView {
        AnyView(ControlHost(presentation: presentation, isOn: isOn ?? false, displayName: widget?.displayName, content: content))
    }
}

/// The dimensions of the control presentations. Apple publishes none (HIG "Controls" gives the
/// anatomy only): every number here is an estimate from iOS 18 screenshots (`Surfaces/Controls.md`).
public nonisolated enum ControlGeometry {
    /// A Control Center grid cell: the small module's side (estimate).
    public static let controlCenterUnit: CGFloat = 70
    /// Between Control Center modules (estimate).
    public static let controlCenterSpacing: CGFloat = 16
    /// Control Center around the module in the image.
    public static let controlCenterMargin: CGFloat = 16
    /// The medium and large modules' corner radius (estimate).
    public static let moduleCornerRadius: CGFloat = 28
    /// The symbol's platter in the medium and large modules (estimate).
    public static let symbolPlatter: CGFloat = 44
    /// The Lock Screen buttons' diameter (estimate).
    public static let lockScreenButton: CGFloat = 50
    /// From the screen's side to a Lock Screen button (estimate).
    public static let lockScreenSideInset: CGFloat = 46
    /// Around the symbol and the value in the Action button's island when they widen it (estimate).
    public static let actionButtonSidePadding: CGFloat = 12
    /// Above and below a Lock Screen button in the image (its bottom margin on the screen, estimate).
    public static let lockScreenBottomInset: CGFloat = 34
    /// The Action button's hint: the row of the symbol and the hint below the camera's row,
    /// 20 pt from the island's sides and 14 pt from its bottom (estimates, as the expanded island's margins).
    public static let actionHintSideMargin: CGFloat = 20
    public static let actionHintBottomMargin: CGFloat = 14
    public static let actionHintRowHeight: CGFloat = 22
    /// Control Center's status line above the module: its height and the space below it (estimates).
    public static let statusLineHeight: CGFloat = 20
    public static let statusSpacing: CGFloat = 12

    /// The size of a presentation on `device`.
    public static func size(of presentation: ControlPresentation, on device: WidgetDevice) -> CGSize {
        let unit = controlCenterUnit, double = 2 * controlCenterUnit + controlCenterSpacing
        switch presentation {
        case .small: return CGSize(width: unit, height: unit)
        case .medium: return CGSize(width: double, height: unit)
        case .large: return CGSize(width: double, height: double)
        case .lockScreen: return CGSize(width: lockScreenButton, height: lockScreenButton)
        case .actionButton:
            guard let island = DynamicIslandGeometry(device) else { return .zero }
            return CGSize(width: island.compactWidth, height: island.height)
        case .actionButtonHint:
            guard let island = DynamicIslandGeometry(device) else { return .zero }
            return CGSize(width: island.compactWidth, height: island.height + actionHintRowHeight + actionHintBottomMargin)
        case .status:
            return CGSize(width: double, height: unit + statusLineHeight + statusSpacing)
        }
    }
}
