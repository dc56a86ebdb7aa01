import Foundation

/// A control's template drawn as iOS 18 draws it in the presentation its host sets
/// (`ControlRendering`), from the parts its labels give: the symbol (their images), the title
/// and the value (their texts). Every dimension and colour is in `Surfaces/Controls.md`.
nonisolated struct ControlTemplateView: View {
    @Environment(\.controlRendering) private var rendering
    @Environment(\.widgetDevice) private var device
    let template: ControlTemplate

    var body: some View {
        let rendering = rendering ?? ControlRendering(presentation: .medium, isOn: template.isOn)
        let parts = ControlParts(template: template.inState(rendering.isOn), isActive: rendering.presentation == .actionButton,
                                 displayName: rendering.displayName)
        switch rendering.presentation {
        case .small: ControlSymbolCircle.smallModule(parts)
        case .medium: ControlCenterMediumModule(parts: parts)
        case .large: ControlCenterLargeModule(parts: parts)
        case .lockScreen: LockScreenControlButton(parts: parts)
        case .actionButton: ActionButtonPreview(parts: parts, island: DynamicIslandGeometry(device) ?? DynamicIslandGeometry(WidgetDevice.defaultDevice)!)
        case .actionButtonHint: ActionButtonHint(parts: parts, island: DynamicIslandGeometry(device) ?? DynamicIslandGeometry(WidgetDevice.defaultDevice)!)
        case .status: ControlCenterStatus(parts: parts)
        }
    }
}

/// A template's symbol, title and value, each a view of the author's labels drawing only that part.
nonisolated struct ControlParts {
    let template: ControlTemplate
    /// A button whose action is being performed (the Action button): its action label for `true`.
    let isActive: Bool
    /// The control's `displayName`, for the system's default action hint.
    var displayName: String?

    /// The toggle's state, or whether the button's action is being performed.
    private var state: Bool { template.isToggle ? template.isOn : isActive }
    private var stateLabel: AnyView? { template.stateLabel?(state) }
    var isOn: Bool { template.isToggle && template.isOn }
    var tint: Color { template.tint ?? .accentColor }

    /// The labels' images: the symbol (a value label's for its state, else the label's).
    var symbol: some View {
        ZStack {
            if let label = template.label { label }
            if let stateLabel { stateLabel }
        }
        .environment(\.controlLabelPart, .symbol)
    }

    /// The title: the string given, else the label's texts.
    var title: some View {
        Group {
            if let title = template.title { title } else if let label = template.label { label }
        }
        .environment(\.controlLabelPart, .text)
        .lineLimit(1)
    }

    /// The labels as the author wrote them, whose `controlWidgetActionHint(_:)` and
    /// `controlWidgetStatus(_:)` the hint and status presentations read.
    var labels: some View {
        ZStack {
            if let label = template.label { label }
            if let stateLabel { stateLabel }
        }
    }

    /// The system's action hint when the labels set none (SwiftUI's `controlWidgetActionHint(_:)`:
    /// "Hold to Turn On ‘Silent Mode’" for a toggle, by its state; "Hold for ‘Ping My Watch’" for a button).
    var defaultActionHint: Text {
        let name = displayName ?? ""
        guard template.isToggle else { return Text(verbatim: "Hold for \u{2018}\(name)\u{2019}") }
        return Text(verbatim: "Hold to Turn \(template.isOn ? "Off" : "On") \u{2018}\(name)\u{2019}")
    }

    /// The value: a toggle's value label for its state ("On"/"Off" by default), a button's action label.
    var value: some View {
        Group { if let stateLabel { stateLabel } }
            .environment(\.controlLabelPart, .text)
            .lineLimit(1)
    }
}

/// The platter of a module that is off, and the labels on it.
private nonisolated enum ControlColors {
    /// Control Center's module platter (estimate: white at 16 % over the dimmed backdrop).
    static let platter = Color(white: 1, opacity: 0.16)
    /// The symbol's platter of a medium or large module that is off (estimate).
    static let symbolPlatter = Color(white: 1, opacity: 0.14)
    static let label = Color.white
    static let value = Color(white: 1, opacity: 0.62)
    /// The Lock Screen button's platter (estimate: a dark material over the wallpaper).
    static let lockScreenPlatter = Color(white: 0.12, opacity: 0.5)
}

/// The symbol on a circle, filled with the tint when on: Control Center's 1×1 module on its own,
/// or the symbol's platter inside a medium or large module.
private nonisolated struct ControlSymbolCircle: View {
    let parts: ControlParts
    let side: CGFloat
    let symbolSize: CGFloat
    let offFill: Color

    /// Control Center's 1×1 module.
    static func smallModule(_ parts: ControlParts) -> Self {
        Self(parts: parts, side: ControlGeometry.controlCenterUnit, symbolSize: 24, offFill: ControlColors.platter)
    }

    /// The symbol's platter in a medium or large module.
    static func platter(_ parts: ControlParts) -> Self {
        Self(parts: parts, side: ControlGeometry.symbolPlatter, symbolSize: 19, offFill: ControlColors.symbolPlatter)
    }

    var body: some View {
        parts.symbol
            .font(.system(size: symbolSize, weight: .medium))
            .foregroundStyle(ControlColors.label)
            .frame(width: side, height: side)
            .background(Circle().fill(parts.isOn ? parts.tint : offFill))
    }
}

/// The title over the value, as medium and large modules show them.
private nonisolated struct ControlTexts: View {
    let parts: ControlParts
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            parts.title.font(.system(size: 13, weight: .semibold)).foregroundStyle(ControlColors.label)
            parts.value.font(.system(size: 13)).foregroundStyle(ControlColors.value)
        }
    }
}

/// Control Center's 2×1 module: the symbol's circle at the leading edge, the texts beside it.
private nonisolated struct ControlCenterMediumModule: View {
    let parts: ControlParts
    var body: some View {
        let size = ControlGeometry.size(of: .medium, on: .defaultDevice)
        let inset = (size.height - ControlGeometry.symbolPlatter) / 2
        HStack(spacing: 10) {
            ControlSymbolCircle.platter(parts)
            ControlTexts(parts: parts)
            Spacer(minLength: 0)
        }
        .padding(.leading, inset)
        .padding(.trailing, 10)
        .frame(width: size.width, height: size.height)
        .background(RoundedRectangle(cornerRadius: ControlGeometry.moduleCornerRadius, style: .continuous).fill(ControlColors.platter))
    }
}

/// Control Center's 2×2 module: the symbol's circle at the top leading corner, the texts at the bottom.
private nonisolated struct ControlCenterLargeModule: View {
    let parts: ControlParts
    var body: some View {
        let size = ControlGeometry.size(of: .large, on: .defaultDevice)
        VStack(alignment: .leading, spacing: 0) {
            ControlSymbolCircle.platter(parts)
            Spacer(minLength: 0)
            ControlTexts(parts: parts)
        }
        .padding(14)
        .frame(width: size.width, height: size.height, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: ControlGeometry.moduleCornerRadius, style: .continuous).fill(ControlColors.platter))
    }
}

/// A Lock Screen button: the symbol on a dark translucent circle, black on white when on (as the
/// system's flashlight button).
private nonisolated struct LockScreenControlButton: View {
    let parts: ControlParts
    var body: some View {
        let side = ControlGeometry.lockScreenButton
        parts.symbol
            .font(.system(size: 20, weight: .medium))
            .foregroundStyle(parts.isOn ? Color.black : Color.white)
            .frame(width: side, height: side)
            .background(Circle().fill(parts.isOn ? Color.white : ControlColors.lockScreenPlatter))
    }
}

/// The Action button's preview: the Dynamic Island with the symbol on the leading side and the
/// value on the trailing side, both in the tint (HIG "Controls"). The compact island's sides
/// widen together, keeping the camera centred, for a value longer than they hold (iOS widens the
/// island the same way; how far is unpublished, and a very long value is not cut here).
private nonisolated struct ActionButtonPreview: View {
    @Environment(\.colorScheme) private var screenScheme
    let parts: ControlParts
    let island: DynamicIslandGeometry

    var body: some View {
        let shape = Capsule()
        // Each side holds both parts, one hidden, so that both are as wide as the wider part.
        let symbol = parts.symbol.font(.system(size: 17, weight: .semibold))
        let value = parts.value.font(.system(size: 15, weight: .semibold))
        HStack(spacing: 0) {
            ZStack { value.hidden(); symbol }
                .padding(.horizontal, ControlGeometry.actionButtonSidePadding)
                .frame(minWidth: island.compactSideWidth, minHeight: island.height, maxHeight: island.height)
            Color.clear.frame(width: island.sensorWidth, height: island.height)
            ZStack { symbol.hidden(); value }
                .padding(.horizontal, ControlGeometry.actionButtonSidePadding)
                .frame(minWidth: island.compactSideWidth, minHeight: island.height, maxHeight: island.height)
        }
        .fixedSize()
        .foregroundStyle(parts.tint)
        .environment(\.colorScheme, .dark)
        .background(shape.fill(Color.black))
        .overlay {
            // The island's keyline over a dark screen (as LiveActivityHosts draws it).
            if screenScheme == .dark { shape.strokeBorder(Color(white: 1, opacity: 0.18), lineWidth: 1) }
        }
    }
}

/// Draws `content` with the action hint and the status the labels set (`WidgetOutputs`), read
/// from the labels resolved on their own first.
private nonisolated struct ControlLabelOutputs: View, PrimitiveView {
    let parts: ControlParts
    let content: (_ hint: Text?, _ status: Text?) -> AnyView

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let outputs = WidgetOutputs(of: context.resolve(parts.labels))
        context.resolve(content(outputs.controlActionHint, outputs.controlStatus), into: &nodes)
    }
}

/// The Action button pressed briefly (SwiftUI's `controlWidgetActionHint(_:)`: "appears next to
/// the Action Button"): the island grown below the camera's row to hold the symbol in the tint
/// and the hint in white, centred on the screen. Its shape and sizes are estimates; a long hint
/// widens it, uncut.
private nonisolated struct ActionButtonHint: View {
    @Environment(\.colorScheme) private var screenScheme
    let parts: ControlParts
    let island: DynamicIslandGeometry

    var body: some View {
        ControlLabelOutputs(parts: parts) { hint, _ in
            let shape = RoundedRectangle(cornerRadius: (island.height + ControlGeometry.actionHintRowHeight + ControlGeometry.actionHintBottomMargin) / 2,
                                         style: .continuous)
            return AnyView(VStack(spacing: 0) {
                Color.clear.frame(width: island.sensorWidth, height: island.height)
                HStack(spacing: 8) {
                    parts.symbol.font(.system(size: 17, weight: .semibold)).foregroundStyle(parts.tint)
                    (hint ?? parts.defaultActionHint).font(.system(size: 15, weight: .semibold)).foregroundStyle(Color.white).lineLimit(1)
                }
                .frame(height: ControlGeometry.actionHintRowHeight)
                .padding(.horizontal, ControlGeometry.actionHintSideMargin)
                .padding(.bottom, ControlGeometry.actionHintBottomMargin)
            }
            .frame(minWidth: island.compactWidth)
            .fixedSize()
            .environment(\.colorScheme, .dark)
            .background(shape.fill(Color.black))
            .overlay {
                if screenScheme == .dark { shape.strokeBorder(Color(white: 1, opacity: 0.18), lineWidth: 1) }
            })
        }
    }
}

/// Control Center as the control's state changes (SwiftUI's `controlWidgetStatus(_:)`: "appears
/// in Control Center when your control's state changes"): the status in white, centred above the
/// control's 2×1 module; without one, its title and value. Placement and sizes are estimates.
private nonisolated struct ControlCenterStatus: View {
    let parts: ControlParts

    var body: some View {
        ControlLabelOutputs(parts: parts) { _, status in
            AnyView(VStack(spacing: ControlGeometry.statusSpacing) {
                Group {
                    if let status {
                        status
                    } else {
                        HStack(spacing: 4) { parts.title; parts.value }
                    }
                }
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(Color.white)
                .lineLimit(1)
                .frame(height: ControlGeometry.statusLineHeight)
                ControlCenterMediumModule(parts: parts)
            })
        }
    }
}
