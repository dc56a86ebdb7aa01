import Foundation

nonisolated extension Text {
    /// Creates a text view that displays styled attributed content.
    ///
    /// Each run keeps SwiftUI's attributes (`font`, `foregroundColor`, `kern`, `tracking`,
    /// `baselineOffset`); other attributes (Foundation's, Markdown's presentation intents,
    /// which Linux's Foundation does not have) are not drawn. Modifiers on the `Text` apply to
    /// runs that do not set the attribute themselves, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = attributedContent.runs.map { run in
            var textRun = Run(string: String(attributedContent[run.range].characters))
            textRun.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            textRun.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            textRun.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            textRun.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            textRun.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            return textRun
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}

nonisolated extension AttributeScopes {
    /// The attribute scope for SwiftUI's attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// A property for accessing the attribute scopes defined by SwiftUI.
    public nonisolated struct SwiftUIAttributes: AttributeScope {
        /// A property for accessing a font attribute.
        public let font: FontAttribute
        /// A property for accessing a foreground color attribute.
        public let foregroundColor: ForegroundColorAttribute
        /// A property for accessing a kerning attribute.
        public let kern: KerningAttribute
        /// A property for accessing a tracking attribute.
        public let tracking: TrackingAttribute
        /// A property for accessing a baseline offset attribute.
        public let baselineOffset: BaselineOffsetAttribute
        /// A property for accessing attribute scopes defined by Foundation.
        public let foundation: FoundationAttributes

        /// A font attribute.
        public nonisolated enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// A foreground color attribute.
        public nonisolated enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// A kerning attribute.
        public nonisolated enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// A tracking attribute.
        public nonisolated enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// A baseline offset attribute.
        public nonisolated enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

nonisolated extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.font = .headline`, `string.foregroundColor = .red`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
