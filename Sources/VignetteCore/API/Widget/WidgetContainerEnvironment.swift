import Foundation

private nonisolated struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }

nonisolated extension EnvironmentValues {
    /// Whether the widget's container background is shown: true on the Home Screen in light
    /// and dark, false in the accessory families (the Lock Screen draws no background behind
    /// them), in StandBy and in the tinted and clear appearances.
    public internal(set) var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

nonisolated extension TimelineProviderContext {
    /// The environment values a widget's entries may be rendered in, by key path: an array of
    /// the values that vary (the colour scheme: light and dark, as Vignette renders both), nil
    /// for a value that does not vary in this context.
    @dynamicMemberLookup
    public nonisolated struct EnvironmentVariants: Sendable {
        let environments: [EnvironmentValues]

        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            var values: [T] = []
            for env in environments {
                let value = env[keyPath: keyPath]
                if values.contains(where: { feedbackValuesEqual($0, value) ?? false }) { continue }
                values.append(value)
            }
            // (A value of a type that is not Equatable cannot be told apart: it does not vary.)
            return values.count > 1 ? values : nil
        }
    }

    /// The environments Vignette renders a widget's entries in: one per appearance that
    /// applies to the family (light and dark, tinted and clear on the Home Screen, StandBy for
    /// the small family, vibrant on the Lock Screen), so the colour scheme, the rendering mode
    /// and whether the container background shows vary as they do on iOS.
    public var environmentVariants: EnvironmentVariants {
        let appearances = Surface.widget(family).appearances(WidgetAppearance.allCases.filter { $0 != .placeholder }, on: .defaultDevice)
        return EnvironmentVariants(environments: appearances.map { appearance in
            var env = EnvironmentValues()
            env.colorScheme = appearance.colorScheme
            env.widgetRenderingMode = appearance.renderingMode
            env.showsWidgetContainerBackground = !family.isAccessory && appearance.showsContainerBackground
            env.widgetFamily = family
            return env
        })
    }
}
