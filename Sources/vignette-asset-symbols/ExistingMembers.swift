/// The static members the generated extensions must not redeclare. Xcode skips an asset whose
/// identifier is one of its framework type's own members (with a `#warning`), per type: a colour
/// set `Red` gets `ColorResource.red`, but no `Color.red`, `UIColor.red` or `ShapeStyle.red`
/// (the `ShapeStyle` member is written exactly when the `Color` one is). These are SwiftUI's and
/// UIKit's lists (iOS 17), which include every member Vignette's namesakes declare.
enum ExistingMembers {
    /// `SwiftUI.Color`'s colours (`ShapeStyle where Self == Color` has the same).
    static let color: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]

    /// `UIKit.UIColor`'s class properties.
    static let uiColor: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
        "magenta", "orange", "purple", "brown", "clear", "lightText", "darkText", "tintColor",
        "groupTableViewBackground", "viewFlipsideBackground", "scrollViewTexturedBackground",
        "underPageBackground",
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink",
        "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill",
    ]

    /// `UIKit.UIImage`'s class properties.
    static let uiImage: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark"]
}
