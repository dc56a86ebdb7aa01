import Foundation

/// Vignette's stand-in for UIKit's `UIColor`, so that `Color(.label)`, `Color(uiColor:)` and
/// `Color(UIColor.systemBackground)` compile unchanged. It carries the system and fixed colours
/// widgets use; each resolves per colour scheme like its UIKit namesake. A class, as UIKit's is:
/// an author's `extension UIColor { convenience init(hex: String) { …; self.init(red:…) } }` compiles.
open nonisolated class UIColor: NSObject, @unchecked Sendable {
    // @unchecked: immutable after init.
    let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

    /// A colour from hue, saturation and brightness components.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A colour from the asset catalog.
    public init?(named name: String) { color = Color(name) }

    /// A colour whose components come from `dynamicProvider` for the traits it is drawn with: the
    /// widget's colour scheme (`userInterfaceStyle`), asked when the colour is drawn.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        color = Color(provider: .schemed(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.provider,
                                         dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.provider))
    }

    /// A colour from a `#colorLiteral`: sRGB components and alpha.
    public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    init(_ system: SystemColor) { color = Color(provider: .system(system)) }

    init(wrapping color: Color) { self.color = color }

    /// The colour with its opacity multiplied by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(wrapping: color.opacity(Double(alpha))) }

    /// The colour's components in the light appearance, as UIKit gives a dynamic colour's in the
    /// current traits (a widget's colour scheme is chosen when it is drawn).
    @discardableResult   // as UIKit's Objective-C method, whose result Swift lets callers drop
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(rgba.red); green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue); alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    open override var hash: Int { color.hashValue }

    public static let label = UIColor(.label)
    public static let secondaryLabel = UIColor(.secondaryLabel)
    public static let tertiaryLabel = UIColor(.tertiaryLabel)
    public static let quaternaryLabel = UIColor(.quaternaryLabel)
    public static let placeholderText = UIColor(.placeholderText)
    public static let separator = UIColor(.separator)
    public static let opaqueSeparator = UIColor(.opaqueSeparator)
    public static let link = UIColor(.link)
    public static let systemBackground = UIColor(.systemBackground)
    public static let secondarySystemBackground = UIColor(.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(.tertiarySystemGroupedBackground)
    public static let systemFill = UIColor(.systemFill)
    public static let secondarySystemFill = UIColor(.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(.quaternarySystemFill)
    public static let systemRed = UIColor(.systemRed)
    public static let systemOrange = UIColor(.systemOrange)
    public static let systemYellow = UIColor(.systemYellow)
    public static let systemGreen = UIColor(.systemGreen)
    public static let systemMint = UIColor(.systemMint)
    public static let systemTeal = UIColor(.systemTeal)
    public static let systemCyan = UIColor(.systemCyan)
    public static let systemBlue = UIColor(.systemBlue)
    public static let systemIndigo = UIColor(.systemIndigo)
    public static let systemPurple = UIColor(.systemPurple)
    public static let systemPink = UIColor(.systemPink)
    public static let systemBrown = UIColor(.systemBrown)
    public static let systemGray = UIColor(.systemGray)
    public static let systemGray2 = UIColor(.systemGray2)
    public static let systemGray3 = UIColor(.systemGray3)
    public static let systemGray4 = UIColor(.systemGray4)
    public static let systemGray5 = UIColor(.systemGray5)
    public static let systemGray6 = UIColor(.systemGray6)
    public static let black = UIColor(wrapping: .black)
    public static let white = UIColor(wrapping: .white)
    public static let clear = UIColor(wrapping: .clear)
}

nonisolated extension Color {
    /// Creates a color from a UIKit-style colour.
    ///
    /// Disfavoured so that `Color(.sunAccent)` picks the `ColorResource` when the generated
    /// asset symbols declare both `ColorResource.sunAccent` and `UIColor.sunAccent`, as it does
    /// with SwiftUI; `Color(.label)` still finds the only candidate, `UIColor.label`.
    @_disfavoredOverload
    public init(_ color: UIColor) { self = color.color }

    /// Creates a color from a UIKit-style colour.
    public init(uiColor: UIColor) { self = uiColor.color }
}

/// The traits a `UIColor(dynamicProvider:)` is asked with: the widget's colour scheme.
public nonisolated final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// The light or dark interface style.
public nonisolated enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
