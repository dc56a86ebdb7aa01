import Foundation

nonisolated extension View {
    /// Adds a border to this view with the specified style and width: as in SwiftUI, an overlay
    /// of a `Rectangle` stroked inside the view's frame (`strokeBorder`), so the border covers
    /// the view's edge and takes no space.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Sets this view's color scheme, and that of everything inside it (deprecated in SwiftUI
    /// for `preferredColorScheme(_:)`, which sets the whole presentation's). Semantic colours,
    /// materials and the label styles inside resolve in the given scheme.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}

/// The kinds of safe area a view can ignore.
public nonisolated struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// Expands the safe area of a view. A widget has no safe area insets (its content margins
    /// are not a safe area, and there is no keyboard), so there is nothing to expand into: the
    /// view keeps its frame, as on iOS. Layout-neutral.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated
    /// for `ignoresSafeArea(_:edges:)`). Layout-neutral in a widget, which has no safe area insets.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
