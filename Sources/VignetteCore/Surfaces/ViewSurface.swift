import Foundation

/// Any view proposed a size, unframed: the image has the size the view chooses
/// (`ImageRenderer`, a `#Preview` of a view, the home-screen sheets).
nonisolated struct ViewSurface: SurfaceKind {
    let proposal: ProposedViewSize

    /// A bare view is not a place a widget declares.
    static func surfaces(of widget: WidgetDescription) -> [Self] { [] }
    static var all: [Self] { [] }

    var name: String { "view" }
    var family: WidgetFamily? { nil }

    func isOffered(on device: WidgetDevice) -> Bool { true }

    /// Only the colour schemes and the placeholder: the other modes belong to widget surfaces.
    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool {
        [.light, .dark, .placeholder].contains(appearance)
    }

    func proposal(on device: WidgetDevice) -> ProposedViewSize { proposal }
    func displaySize(on device: WidgetDevice) -> CGSize { proposal.replacingUnspecifiedDimensions(by: .zero) }
    func reviewSize(on device: WidgetDevice) -> CGSize { .zero }
    func contentScale(on device: WidgetDevice) -> CGFloat { 1 }
    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat { 1 }
    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView { content }
}
