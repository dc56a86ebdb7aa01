import Foundation

/// The data that describes a Live Activity: its static attributes (the stored properties of the
/// conforming type) and, in `ContentState`, what changes while it runs (ActivityKit's
/// `ActivityAttributes`). Declared in VignetteCore because WidgetKit's `ActivityConfiguration`
/// names it; a widget file reaches it with `import ActivityKit`, as on iOS.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic content of the Live Activity.
    associatedtype ContentState: Decodable, Encodable, Hashable
}
